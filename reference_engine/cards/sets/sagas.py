"""Saga cards (714) left out of the pool, with what each needs where the translator's own reason (every chapter's
need, translate.saga_data) is only its fallback. The Sagas the translator reads whole are translated; none is
written by hand yet.
"""

from __future__ import annotations

from ..build import Data

CARDS: list[Data] = []

LEFT_OUT: dict[str, str] = {
    "Blink": "its chapters I and III: a target creature's owner shuffling it into their library (401.3) and then "
             "investigating (the owner, not the ability's controller, 701.16a); II and IV: a card-defined token "
             "with a triggered ability that makes it stop being a creature until end of turn (613.1d)",
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
