"""Transforming double-faced cards (712.2, 701.27) of the suite's mechanics, left out of the pool: what each needs
besides transforming itself, read from both faces (the corpus keeps the back face as a record of its own).
translate.py lists them with these words.
"""

from __future__ import annotations

from ..build import Data

CARDS: list[Data] = []

TRANSFORMING = "transforming double-faced cards (712.2, 701.27) aren't implemented"

LEFT_OUT: dict[str, str] = {
    "Brass's Tunnel-Grinder // Tecutlan, the Searing Rift":
        f"{TRANSFORMING}; its front: discarding any number of cards then drawing that many plus one, an end-step "
        "condition on having descended this turn (a permanent card put into your graveyard) and bore counters; its "
        "back: a trigger on a permanent spell cast with mana the land made, discovering X from its mana value",
    "Daring Sleuth // Bearer of Overwhelming Truths":
        f"{TRANSFORMING}; its front transforms on a Clue sacrificed; its back has prowess (702.108)",
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
