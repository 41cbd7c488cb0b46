"""Saga cards (714) left out of the pool, with what each needs where the translator's own reason is only its
fallback. The Sagas the translator reads whole are translated (translate.saga_data); none is written by hand yet.
"""

from __future__ import annotations

from ..build import Data

CARDS: list[Data] = []

LEFT_OUT: dict[str, str] = {
    "Blink": "its chapters I and III: a target creature's owner shuffling it into their library (401.3) and then "
             "investigating (the owner, not the ability's controller, 701.16a); II and IV: a card-defined token "
             "with a triggered ability that makes it stop being a creature until end of turn (613.1d)",
}
