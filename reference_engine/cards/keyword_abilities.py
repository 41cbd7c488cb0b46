"""Keyword abilities that stand for triggered abilities (702.74a evoke's sacrifice, 702.83a exalted, 702.100a evolve,
702.101a extort, 702.108a prowess, 702.124j partner with, 702.189a firebending) or an activated one (702.122a
crew), as the abilities they stand for, in the card data's own vocabulary.

A permanent with such a keyword has the triggered ability the rule defines (layers.py adds it with the keyword, in
layer 1 for a printed keyword and in layer 6 for a granted one, so losing all abilities removes it too, 613.1f); each
instance triggers separately (702.83b, 702.100d, 702.101b, 702.108b).
"""

from __future__ import annotations

import re
from typing import Any

Data = dict[str, Any]

KEYWORD_TRIGGERS: dict[str, Data] = {
    # 702.100a: a creature entering under your control with greater power or toughness puts a +1/+1 counter on this;
    # the comparison is an intervening "if" (603.4), checked again as the ability resolves (702.100b)
    "evolve": {"kind": "triggered", "event": "creature_enters", "filter": {"controller": "you"},
               "if_bigger_than_this": True, "targets": [],
               "effects": [{"do": "add_counters", "counter": "+1/+1", "n": 1, "target": "self"}]},
    # 702.101a: whenever you cast a spell, you may pay {W/B}; if you do, each opponent loses 1 life and you gain
    # that much
    "extort": {"kind": "triggered", "event": "cast_spell", "targets": [],
               "effects": [{"do": "may", "pay": "{W/B}", "if_you_do": [{"do": "drain_each_opponent", "n": 1}]}]},
    # 702.74a: when this enters, if its evoke cost was paid, its controller sacrifices it
    "evoke": {"kind": "triggered", "event": "enters", "if_evoked": True, "targets": [],
              "effects": [{"do": "sacrifice_source"}]},
    # 702.83a: whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn (the
    # permanent with exalted need not be a creature, nor the attacker)
    "exalted": {"kind": "triggered", "event": "creature_attacks", "alone": True, "filter": {"controller": "you"},
                "targets": [], "effects": [{"do": "pump", "target": "that", "power": 1, "toughness": 1}]},
    # 702.108a: whenever you cast a noncreature spell, this gets +1/+1 until end of turn
    "prowess": {"kind": "triggered", "event": "cast_spell", "filter": {"not_types": ["Creature"]}, "targets": [],
                "effects": [{"do": "pump", "target": "self", "power": 1, "toughness": 1}]},
}
"""The triggered ability each keyword stands for."""


def firebending(n: int) -> Data:
    """702.189a: "firebending N": whenever this creature attacks, its controller adds N {R}, which they don't lose as
    steps and phases end until end of combat (500.5a: the end of the combat phase)."""
    return {"kind": "triggered", "event": "attacks", "targets": [],
            "effects": [{"do": "add_mana", "mana": "R", "n": n, "until": "end_of_combat"}]}


PARTNER_WITH = "partner with "
"""702.124j: "partner with [name]" (its parameter, the other card's name as printed, follows)."""


def partner_with_trigger(name: str) -> Data:
    """702.124j: when this permanent enters, target player may put the card named `name` into their hand from their
    library, then shuffle."""
    return {"kind": "triggered", "event": "enters", "targets": [{"kind": "player"}],
            "effects": [{"do": "target_player_may_search_named", "target": 0, "name": name}]}


def crew(n: int) -> Data:
    """702.122a: "crew N": tap any number of other untapped creatures you control with total power N or more: this
    permanent becomes an artifact creature until end of turn (keeping its printed power and toughness, 301.7b).
    An activated ability (of any speed): numbered among the permanent's activated abilities after its printed ones."""
    return {"kind": "activated", "cost": {"crew": n}, "targets": [],
            "effects": [{"do": "become_creature", "target": "self", "duration": "end_of_turn"}]}


def keyword_abilities(keywords: tuple[str, ...]) -> tuple[Data, ...]:
    """The triggered abilities a list of keywords stands for, one per instance (a keyword with a cost, such as
    ``evoke {g}{u}``, by its name; one with a number, such as ``firebending 2``, with it; "partner with [name]" with
    its name)."""
    out = []
    for k in keywords:
        if k.startswith(PARTNER_WITH):
            out.append(partner_with_trigger(k[len(PARTNER_WITH):]))
        elif k.split(" {")[0] in KEYWORD_TRIGGERS:
            out.append(KEYWORD_TRIGGERS[k.split(" {")[0]])
        elif re.fullmatch(r"firebending \d+", k):
            out.append(firebending(int(k.split()[1])))
        elif re.fullmatch(r"crew \d+", k):
            out.append(crew(int(k.split()[1])))
    return tuple(out)
