"""The protocol's TypedDicts agree with schema.json: same properties, same required keys, same enumerations."""

from __future__ import annotations

import json
import typing
from importlib import resources

import pytest

from mtg_protocol import types

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
    keys = {key for name, d in DEFS.items() if name.startswith("action_") for key in d["properties"]}
    assert set(types.Action.__annotations__) == keys
    assert types.Action.__required_keys__ == frozenset(DEFS["action"]["required"])
    assert set(typing.get_args(types.ActionType)) == set(DEFS["action"]["properties"]["type"]["enum"])


@pytest.mark.parametrize("name", sorted(types.ENUM_DEFS))
def test_literal_has_the_schema_enumeration(name: str) -> None:
    assert set(typing.get_args(types.ENUM_DEFS[name])) == set(DEFS[name]["enum"]) - {None}


def test_choice_kinds_agree_with_the_pending_choice() -> None:
    assert set(typing.get_args(types.ChoiceKind)) == set(DEFS["pending_choice"]["properties"]["kind"]["enum"])


def test_a_typed_dict_that_lacks_a_schema_property_is_caught() -> None:
    class Short(typing.TypedDict):
        accepted: bool

    assert set(Short.__annotations__) != set(DEFS["result"]["properties"])
