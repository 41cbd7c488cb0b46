"""Saga cards (714) left out of the pool, with what each needs where the translator's own reason (every chapter's
need, translate.saga_data) is only its fallback. The Sagas the translator reads whole are translated; ``CARDS``
holds those written by hand.
"""

from __future__ import annotations

from ..build import Data, card, do, face, target, trig

# Blink's Alien Angel: a 2/2 black artifact creature token with first strike and vigilance that stops being a
# creature until end of turn whenever an opponent of its controller casts a creature spell (205.1a, 613.1d).
_ALIEN_ANGEL: Data = {"types": ["Artifact", "Creature"], "subtypes": ["Alien", "Angel"], "colors": ["B"],
                      "power": 2, "toughness": 2, "keywords": ["first strike", "vigilance"],
                      "abilities": [trig("opponent_casts", do("not_a_creature_this_turn", target="self"),
                                         filter={"types": ["Creature"]})]}


def _blink_chapter(number: int) -> Data:
    """I and III: the target creature's owner shuffles it into their library, then that player investigates (401.1,
    701.16a); II and IV: an Alien Angel token (111.4)."""
    if number % 2:
        return trig("chapter", do("shuffle_into_library_then_investigate", target=0), targets=[target("creature")],
                    chapter=number)
    return trig("chapter", do("create_creature_token", token=_ALIEN_ANGEL, n=1), chapter=number)


# Fugitive of the Judoon: I makes a 1/1 white Human with ward {2} and a 4/4 white Alien Rhino at the same time
# (111.4); II investigates; III: its controller may exile a Human and an artifact they control (two different
# permanents, 608.2d), and if they do, finds a Doctor card and puts it onto the battlefield (701.23a).
_JUDOON_TOKENS = [{"subtypes": ["Human"], "colors": ["W"], "power": 1, "toughness": 1, "keywords": ["ward {2}"]},
                  {"subtypes": ["Alien", "Rhino"], "colors": ["W"], "power": 4, "toughness": 4}]
_DOCTOR_ONTO_BATTLEFIELD = do("search_library", filter={"subtypes_any": ["Doctor"]}, to="battlefield")

CARDS: list[Data] = [
    card(face("Fugitive of the Judoon", "{4}{G}", "Enchantment", "Saga", keywords=[], abilities=[
        trig("chapter", do("create_creature_tokens", tokens=_JUDOON_TOKENS), chapter=1),
        trig("chapter", do("investigate", n=1), chapter=2),
        trig("chapter", do("may_exile_yours", exile=[{"subtypes": ["Human"]}, {"types": ["Artifact"]}],
                           if_you_do=[_DOCTOR_ONTO_BATTLEFIELD]), chapter=3)])),
    card(face("Blink", "{2}{U}{B}", "Enchantment", "Saga", keywords=[],
              abilities=[_blink_chapter(n) for n in (1, 2, 3, 4)])),
    # Tamiyo Meets the Story Circle: I, until your next turn each creature attacking you or a planeswalker you control
    # gets -2/-0 until end of turn (a delayed trigger, 603.7b); II, discard any number of cards, then investigate
    # twice for each (608.2h); III, up to three target cards from your graveyard shuffled into your library (601.2c)
    card(face("Tamiyo Meets the Story Circle", "{1}{U}", "Enchantment", "Saga", keywords=[], abilities=[
        trig("chapter", do("until_your_next_turn_trigger", event="creature_attacks", attacking_you=True,
                           effects=[do("pump", target="that", power=-2, toughness=0)]), chapter=1),
        trig("chapter", do("discard_any_number"), do("investigate", n={"count": "discarded", "times": 2}),
             chapter=2),
        trig("chapter", do("shuffle_targets_into_library"), chapter=3,
             targets=[target("card", zone="graveyard", controller="you", any_number=True, max=3)])])),
]

LEFT_OUT: dict[str, str] = {}
