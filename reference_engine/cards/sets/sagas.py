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


CARDS: list[Data] = [
    card(face("Blink", "{2}{U}{B}", "Enchantment", "Saga", keywords=[],
              abilities=[_blink_chapter(n) for n in (1, 2, 3, 4)])),
]

LEFT_OUT: dict[str, str] = {
    "Fugitive of the Judoon": "chapter I: two different card-defined tokens in one sentence, one with ward {2} "
                              "(111.4); chapter III: an optional exile of a Human and an artifact you control "
                              "(608.2d) followed by a library search for a Doctor card put onto the battlefield "
                              "(701.23)",
    "Tamiyo Meets the Story Circle": "chapter I: a delayed trigger lasting until your next turn on each creature "
                                     "attacking you or a planeswalker you control (-2/-0, 603.7b); chapter II: "
                                     "discarding any number of cards, then investigating twice per card discarded "
                                     "(701.9, 608.2h); chapter III: up to three target cards in your graveyard "
                                     "shuffled into your library (115.1, 401.3)",
}
