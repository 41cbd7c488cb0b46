"""The protocol's files as its vocabulary makes them: ``schema.json``'s enumerations and the lists of
docs/protocol.md, rendered from `mtg_protocol.vocab` (issue 32: one vocabulary, one place).

A name (a mechanic, a choice kind) is declared once, in ``vocab``; ``mtg-conformance rebuild --only docs`` writes
it into every enumeration of the schema that holds a vocabulary set (`VOCAB_ENUMS`), the schema's description of
the known mechanic names, and docs/protocol.md's table of choice kinds and its list of mechanic names (between
their markers). tests/protocol/test_vocab.py checks what is still written by hand (the event and action
definitions, their tables) against the same vocabulary.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import mtg_protocol
from mtg_protocol import vocab

SCHEMA_FILE = Path(mtg_protocol.__file__).resolve().parent / "schema.json"

VOCAB_ENUMS: dict[str, Sequence[str]] = {
    "zone": vocab.ZONES, "step": vocab.STEPS, "cast_mode": vocab.CAST_MODES, "face_down_by": vocab.FACE_DOWN_BY,
    "action_type": vocab.ACTION_TYPES, "choice_kind": vocab.CHOICE_KINDS, "stack_kind": vocab.STACK_KINDS,
    "permanent_entry/properties/face_down": vocab.FACE_DOWN_BY,
    "action_cast/properties/alt_cost": vocab.ALT_COSTS, "event_cast/properties/alt_cost": vocab.ALT_COSTS,
    "action_activate/properties/mana": vocab.COLORS,
    "object/properties/colors/items": vocab.COLORS, "card_face/properties/colors/items": vocab.COLORS,
    "object/properties/face_down_by": vocab.FACE_DOWN_BY, "object/properties/cast_as": vocab.CAST_MODES,
    "event_zone_move/properties/from": vocab.ZONES, "event_zone_move/properties/to": vocab.ZONES,
    "request/properties/op": vocab.OPS,
}
"""Each enumeration of the schema (its path under ``$defs``) that is a vocabulary set, with the set (a ``null`` in
the enumeration is kept: it says the field may be null)."""

KNOWN_NAMES = "Known names: "
"""Begins the schema's description of the capabilities' mechanics, which lists `vocab.MECHANIC_NAMES`."""


def _node(defs: dict[str, Any], path: str) -> dict[str, Any]:
    node: dict[str, Any] = defs
    for key in path.split("/"):
        node = node[key]
    return node


def render_schema(text: str) -> str:
    """The schema's text with every vocabulary enumeration and the known mechanic names written from ``vocab``."""
    schema = json.loads(text)
    defs = schema["$defs"]
    for path, names in VOCAB_ENUMS.items():
        node = _node(defs, path)
        node["enum"] = [*([None] if None in node["enum"] else []), *names]
    mechanics = defs["capabilities"]["properties"]["mechanics"]
    mechanics["description"] = KNOWN_NAMES + ", ".join(vocab.MECHANIC_NAMES) + "."
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


CHOICE_TABLE = ("<!-- choice-kinds:start (mtg-conformance rebuild --only docs) -->", "<!-- choice-kinds:end -->")
MECHANIC_LIST = ("<!-- mechanic-names:start (mtg-conformance rebuild --only docs) -->", "<!-- mechanic-names:end -->")
"""docs/protocol.md's generated parts lie between these pairs of lines."""


def choice_table() -> str:
    """docs/protocol.md's table of choice kinds: each kind's rule, options and answering action."""
    rows = ["| `kind` | rule | options | answered with |", "|---|---|---|---|"]
    rows += [f"| `{kind}` | {c.rule} | {c.options}{' ' if c.options else ''}| `{c.answered_with}` |"
             for kind, c in vocab.CHOICES.items()]
    return "\n".join(rows)


def mechanic_list(width: int = 78) -> str:
    """docs/protocol.md's paragraph naming the mechanics, wrapped at `width`."""
    words = [f"`{name}`," for name in vocab.MECHANIC_NAMES]
    words[-1] = words[-1].rstrip(",") + "."
    lines, line = [], "Mechanic names:"
    for word in words:
        if len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line += " " + word
    return "\n".join([*lines, line])
