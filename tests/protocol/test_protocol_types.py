"""The protocol's TypedDicts agree with schema.json: same properties, same required keys, same enumerations."""

from __future__ import annotations

import json
import typing
from importlib import resources

import pytest

from mtg_protocol import types, vocab

SCHEMA = json.loads(resources.files("mtg_protocol").joinpath("schema.json").read_text(encoding="utf-8"))
DEFS = SCHEMA["$defs"]


@pytest.mark.parametrize("name", sorted(types.SCHEMA_DEFS))
def test_typed_dict_has_the_schema_properties_and_required_keys(name: str) -> None:
    typed = types.SCHEMA_DEFS[name]
    definition = DEFS[name]
    assert set(typed.__annotations__) == set(definition.get("properties", {})), name
    assert typed.__required_keys__ == frozenset(definition.get("required", [])), name


def test_every_object_of_the_messages_has_a_typed_dict() -> None:
    messages = {name for name, d in DEFS.items() if d.get("type") == "object" and d.get("properties")
                and not name.startswith(("request", "response"))}
    assert messages - set(types.SCHEMA_DEFS) == {"action"}  # typed as types.Action, the union of every action_*


def test_action_has_the_keys_of_every_action_and_only_type_required() -> None:
    keys = {key for name, d in DEFS.items() if name.startswith("action_") and name != "action_type"
            for key in d["properties"]}
    assert set(types.Action.__annotations__) == keys
    assert types.Action.__required_keys__ == frozenset(DEFS["action"]["required"])
    assert DEFS["action"]["properties"]["type"] == {"$ref": "#/$defs/action_type"}


@pytest.mark.parametrize("name", sorted(types.ENUM_DEFS))
def test_literal_has_the_schema_enumeration(name: str) -> None:
    assert set(typing.get_args(types.ENUM_DEFS[name])) == set(DEFS[name]["enum"]) - {None}


def test_choice_kinds_and_action_types_are_listed_once_in_the_schema() -> None:
    assert DEFS["pending_choice"]["properties"]["kind"] == {"$ref": "#/$defs/choice_kind"}
    assert DEFS["capabilities"]["properties"]["choices"]["items"] == {"$ref": "#/$defs/choice_kind"}
    assert DEFS["capabilities"]["properties"]["actions"]["items"] == {"$ref": "#/$defs/action_type"}


def test_a_typed_dict_that_lacks_a_schema_property_is_caught() -> None:
    class Short(typing.TypedDict):
        accepted: bool

    assert set(Short.__annotations__) != set(DEFS["result"]["properties"])


def test_the_known_events_are_one_typed_dict_per_event_type() -> None:
    """`types.KnownEvent` holds one TypedDict per event type of the vocabulary, in its order, each its schema's."""
    members = typing.get_args(types.KnownEvent)
    tags = [typing.get_args(typing.get_type_hints(m)["type"])[0] for m in members]
    assert tags == list(vocab.EVENT_TYPES)
    assert all(types.SCHEMA_DEFS[f"event_{tag}"] is m for tag, m in zip(tags, members, strict=True))
