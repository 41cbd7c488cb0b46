"""Transforming double-faced cards (712.2, 701.27) of the suite's mechanics, written by hand (the translator reads
one face at a time), and those left out of the pool with what each needs besides transforming itself, read from
both faces (the corpus keeps the back face as a record of its own). translate.py lists them with these words.

A back face has no mana cost; its colors are its color indicator's (204), checked by hand
(cards/hand_checked.json); its other characteristics are checked against the corpus's back-face record.
"""

from __future__ import annotations

from ..build import Data, card, creature, do, face, trig

CARDS: list[Data] = [
    # MKM: sacrificing a Clue turns the Rogue into a Wizard with prowess that investigates on combat damage
    card(creature("Daring Sleuth", "{1}{U}", "Human Rogue", 2, 1, trig("sacrifice_clue", do("transform"))),
         face("Bearer of Overwhelming Truths", None, "Creature", "Human Wizard", power=3, toughness=2, colors=["U"],
              keywords=["prowess"], abilities=[trig("combat_damage_to_player", do("investigate", n=1))]),
         layout="transform"),
]

TRANSFORMING = "transforming double-faced cards (712.2, 701.27) aren't implemented"

LEFT_OUT: dict[str, str] = {
    "Brass's Tunnel-Grinder // Tecutlan, the Searing Rift":
        f"{TRANSFORMING}; its front: discarding any number of cards then drawing that many plus one, an end-step "
        "condition on having descended this turn (a permanent card put into your graveyard) and bore counters; its "
        "back: a trigger on a permanent spell cast with mana the land made, discovering X from its mana value",
    "Dennick, Pious Apprentice // Dennick, Pious Apparition":
        f"{TRANSFORMING}; disturb (702.146: cast transformed from the graveyard); a static that keeps cards in "
        "graveyards from being targeted; its back: a once-each-turn trigger on creature cards put into graveyards "
        "from anywhere, and a replacement exiling it instead of putting it into a graveyard (614.1a)",
    "Havengul Laboratory // Havengul Mystery":
        f"{TRANSFORMING}; an end-step condition counting the Clues sacrificed this turn; its back: a trigger on "
        "transforming into it that returns a creature card, a linked leaves-the-battlefield trigger (607.2) and a "
        "mana ability with a life cost",
    "Tamiyo, Inquisitive Student // Tamiyo, Seasoned Scholar":
        f"{TRANSFORMING}; a trigger on drawing the third card in a turn that exiles it and returns it transformed; "
        "its back face is a planeswalker (306, loyalty abilities 606), which the engine doesn't implement",
}
