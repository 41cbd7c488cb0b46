"""One vocabulary, one place: every copy of the protocol's names agrees with ``mtg_protocol/vocab.py`` (issue 32).

The names are declared once, in ``vocab``; the TypedDicts of ``types`` import them, and ``rebuild --only docs``
writes the schema's vocabulary enumerations, docs/protocol.md's choice kinds and mechanic names from them
(conformance/protocol_files.py; tests/e2e/test_rebuild.py holds the files to what it renders). What is still
written by hand is held to them here, each by a check that returns what drifted: ``schema.json``'s other
enumerations (every one is either a vocabulary set or listed in ``NOT_VOCAB`` with its reason) and its event,
action and request definitions, the other tables of ``docs/protocol.md``, the catalog's registry of mechanics, and
the adapters' declared capabilities. Adding a name to one place and not another fails here, naming both.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

from conformance.adapters import phase_vocab, witchcraft_vocab
from conformance.catalog.registry import mechanic_names
from conformance.protocol_files import VOCAB_ENUMS
from mtg_protocol import vocab
from mtg_protocol.choices import ANSWERED_BY_ACTION, CHOICE_RULES, SETTLED_BY_ENGINE
from reference_engine import adapter as reference_adapter

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads(resources.files("mtg_protocol").joinpath("schema.json").read_text(encoding="utf-8"))
DOC = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")

NOT_VOCAB = {
    "exile_entry/properties/cast_permission": "a setup's one permission (the Adventure's), not a cast mode list",
    "action_play_land/properties/mode": "the two cast modes a land can be played in (checked as a subset below)",
    "action_turn_face_up/properties/by": "how a face-down permanent is turned up: its own small set",
    "synthetic_card/properties/layout": "card data (docs/cards.md), not the dialogue's vocabulary",
    "card_target/properties/kind": "card data", "card_effect/properties/do": "card data: the verbs (docs/cards.md)",
    "card_ability/properties/kind": "card data", "card_face/properties/additional_costs/items/properties/kind":
        "card data",
}
"""The schema's other enumerations, and why they are not the protocol's vocabulary."""


def _enums(node: Any, path: str = "") -> Iterator[tuple[str, list[Any]]]:
    if isinstance(node, dict):
        if "enum" in node:
            yield path, node["enum"]
        for key, value in node.items():
            yield from _enums(value, f"{path}/{key}" if path else key)
    elif isinstance(node, list):
        for value in node:
            yield from _enums(value, path)


def _consts(definition: dict[str, Any], key: str) -> list[str]:
    """The values of ``key`` that a dispatching definition's ``allOf`` branches name, in order."""
    return [branch["if"]["properties"][key]["const"] for branch in definition.get("allOf", [])]


def schema_drift(schema: dict[str, Any]) -> list[str]:
    """Where the schema departs from the vocabulary."""
    defs = schema["$defs"]
    out = []
    for path, values in _enums(defs):
        if path in VOCAB_ENUMS:
            names = [v for v in values if v is not None]
            if names != list(VOCAB_ENUMS[path]):
                out.append(f"schema {path}: {names} is not vocab's {list(VOCAB_ENUMS[path])}")
        elif path not in NOT_VOCAB:
            out.append(f"schema {path}: an enumeration neither in vocab nor listed in NOT_VOCAB")
    for path in set(VOCAB_ENUMS) - {p for p, _ in _enums(defs)}:
        out.append(f"schema {path}: gone (VOCAB_ENUMS names it)")
    for prefix, key, names in (("action_", "type", vocab.ACTION_TYPES), ("event_", "type", vocab.EVENT_TYPES),
                               ("request_", "op", vocab.OPS)):
        defined = [name[len(prefix):] for name in defs if name.startswith(prefix) and name != "action_type"]
        if sorted(defined) != sorted(names):
            out.append(f"schema {prefix}*: {sorted(defined)} are not vocab's {sorted(names)}")
        dispatched = _consts(defs[prefix.rstrip("_")], key)
        if dispatched != list(names):
            out.append(f"schema {prefix.rstrip('_')}.allOf: {dispatched} is not vocab's {list(names)}")
    described = defs["capabilities"]["properties"]["mechanics"]["description"]
    known = described[described.index("Known names: ") + len("Known names: "):].rstrip(".").split(", ")
    if known != list(vocab.MECHANIC_NAMES):
        out.append(f"schema capabilities.mechanics: known names {known} are not vocab's")
    if not set(defs["action_play_land"]["properties"]["mode"]["enum"]) <= set(vocab.CAST_MODES):
        out.append("schema action_play_land.mode: not cast modes")
    return out


SPAN = re.compile(r"`([^`]*)`")


def _spans(text: str) -> list[str]:
    return [s for s in SPAN.findall(text) if re.fullmatch(r"[a-z_]+", s)]


def _table(text: str, header: str) -> list[list[str]]:
    """The rows of the Markdown table whose header line is ``header``, as cells."""
    lines = text.splitlines()
    start = lines.index(header) + 2
    rows = []
    for line in lines[start:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows


def _first_column(rows: list[list[str]]) -> list[str]:
    return [name for row in rows for name in _spans(row[0])]


def doc_drift(text: str) -> list[str]:
    """Where docs/protocol.md departs from the vocabulary (and, for the choice kinds, from the capabilities table)."""
    out = []
    zones, steps = re.search(r"Zones: (.*?)\. Steps: (.*?)\.\s", text, re.S).groups()  # type: ignore[union-attr]
    mechanics = re.search(r"Mechanic names: (.*?)\.\n", text, re.S).group(1)  # type: ignore[union-attr]
    lists = {
        "zones": (_spans(zones), vocab.ZONES), "steps": (_spans(steps), vocab.STEPS),
        "mechanic names": (_spans(mechanics), vocab.MECHANIC_NAMES),
        "actions table": (_first_column(_table(text, "| `type` | fields | meaning |")), vocab.ACTION_TYPES),
        "events table": (_first_column(_table(text, "| `type` | fields |")), vocab.EVENT_TYPES),
        "subprocess table": (_first_column(_table(text, "| `op` | request fields | response fields |")), vocab.OPS),
    }
    choices = _table(text, "| `kind` | rule | options | answered with |")
    lists["choice kinds table"] = (_first_column(choices), vocab.CHOICE_KINDS)
    for what, (found, names) in lists.items():
        if found != list(names):
            out.append(f"docs/protocol.md {what}: {found} is not vocab's {list(names)}")
    for kind, rule, _options, answer in choices:
        name = kind.strip("`")
        if CHOICE_RULES.get(name) != rule:  # type: ignore[call-overload]
            out.append(f"docs/protocol.md choice kind {name}: rule {rule}, the capabilities table says "
                       f"{CHOICE_RULES.get(name)}")  # type: ignore[call-overload]
        if _spans(answer) != [ANSWERED_BY_ACTION.get(name, "choose")]:  # type: ignore[call-overload]
            out.append(f"docs/protocol.md choice kind {name}: answered with {answer}")
    for row in _table(text, "| `type` | fields | meaning |"):
        name = _spans(row[0])[0]
        fields = _spans(re.sub(r"\(.*?\)", "", row[1]))
        expected = [f for f in SCHEMA["$defs"][f"action_{name}"]["properties"] if f != "type"]
        if sorted(fields) != sorted(expected):
            out.append(f"docs/protocol.md action {name}: fields {fields}, the schema's {expected}")
    return out


def test_the_schema_speaks_the_vocabulary() -> None:
    assert schema_drift(SCHEMA) == []


def test_the_protocol_doc_speaks_the_vocabulary() -> None:
    assert doc_drift(DOC) == []


def test_the_capabilities_table_names_every_choice_kind_once() -> None:
    assert tuple(vocab.CHOICES) == vocab.CHOICE_KINDS, "vocab.CHOICES declares every kind once, in order"
    assert sorted(CHOICE_RULES) == sorted(vocab.CHOICE_KINDS)
    assert set(ANSWERED_BY_ACTION) <= set(vocab.CHOICE_KINDS) and set(ANSWERED_BY_ACTION.values()) <= set(
        vocab.ACTION_TYPES)
    assert SETTLED_BY_ENGINE <= set(vocab.CHOICE_KINDS)


def test_the_registry_and_the_adapters_declare_vocabulary_names() -> None:
    assert mechanic_names() == vocab.MECHANIC_NAMES
    assert tuple(reference_adapter.MECHANICS) == vocab.MECHANIC_NAMES
    assert tuple(reference_adapter.ACTIONS) == vocab.ACTION_TYPES
    for declared in (phase_vocab.MECHANICS, witchcraft_vocab.MECHANICS):
        assert set(declared) <= set(vocab.MECHANIC_NAMES), declared
    for declared in (phase_vocab.ACTIONS, witchcraft_vocab.ACTIONS):
        assert set(declared) <= set(vocab.ACTION_TYPES), declared
    assert set(witchcraft_vocab.CHOICES) <= set(vocab.CHOICE_KINDS)
    assert tuple(phase_vocab.STEPS) == vocab.STEPS  # its translation table names every step


def test_a_name_added_in_one_place_only_is_caught() -> None:
    schema = copy.deepcopy(SCHEMA)
    schema["$defs"]["choice_kind"]["enum"].append("vote")
    schema["$defs"]["object"]["properties"]["cast_as"]["enum"].remove("back")
    schema["$defs"]["event_vote"] = {}
    schema["$defs"]["layout_too"] = {"enum": ["x"]}
    drift = "\n".join(schema_drift(schema))
    assert "choice_kind" in drift and "cast_as" in drift and "event_*" in drift and "layout_too" in drift, drift
    doc = DOC.replace("| `scry` | 701.22a |", "| `scry` | 701.22 |").replace("`x_spells`, ", "")
    doc = doc.replace("| `close` | | |\n", "").replace("`mana`, `discard`, `exile`, `tap` |",
                                                                         "`discard`, `exile`, `tap` |")
    drift = "\n".join(doc_drift(doc))
    assert all(word in drift for word in ("scry", "mechanic names", "subprocess table", "action activate")), drift
