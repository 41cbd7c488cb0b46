"""The protocol's schema, validation, engine specs and the in-process JSON-lines server."""

from __future__ import annotations

import io
import json
import re
import sys
import types
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from conformance.spec import EngineSpec, open_engine, parse_spec
from mtg_protocol.engine import ConfigError, Engine
from mtg_protocol.server import serve
from mtg_protocol.validate import (
    KINDS,
    ProtocolError,
    errors,
    is_valid,
    kinds,
    schema,
    validate,
)

ROOT = Path(__file__).resolve().parents[2]
FAKES = ROOT / "tests" / "fake_engines"
EXCHANGE = ROOT / "docs" / "worked-exchange.jsonl"


def _pairs() -> list[dict[str, Any]]:
    return [json.loads(line) for line in EXCHANGE.read_text().splitlines() if line.strip()]


def _observation() -> dict[str, Any]:
    return _pairs()[4]["response"]["result"]["observation"]


def _setup() -> dict[str, Any]:
    return _pairs()[1]["request"]["setup"]


@pytest.fixture
def fakes_on_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(FAKES))


# -- schema -----------------------------------------------------------------------------


def test_schema_is_a_versioned_2020_12_schema() -> None:
    loaded = schema()
    Draft202012Validator.check_schema(loaded)
    assert loaded["$schema"].endswith("2020-12/schema")
    assert loaded["version"] == 1
    for kind in (*KINDS, "card_entry", "permanent_entry", "object", "event", "capabilities"):
        assert kind in kinds()


def test_examples_in_protocol_md_validate() -> None:
    text = (ROOT / "docs" / "protocol.md").read_text()
    checked = 0
    for block in re.findall(r"```json\n(.*?)```", text, re.DOTALL):
        try:
            value = json.loads(block)
        except ValueError:
            continue  # an illustration with "..." in it
        kind = "setup" if "seed" in value else "observation" if "objects" in value else None
        if kind:
            validate(kind, value)
            checked += 1
    assert checked == 2


GOOD_ACTIONS = [
    {"type": "pass"},
    {"type": "play_land", "card": "c3"},
    {
        "type": "cast",
        "card": "c1",
        "mode": "adventure",
        "targets": ["p2"],
        "x": None,
        "alt_cost": None,
        "additional_costs": ["kicker", {"sacrifice": ["c4"]}],
    },
    {"type": "cast", "card": "c7", "mode": "face_down", "alt_cost": "disguise"},
    {"type": "cast", "card": "c8", "x": 3, "alt_cost": "free"},
    {"type": "activate", "card": "t1", "ability": 0, "sacrifice": ["t1"]},
    {"type": "turn_face_up", "card": "c7"},
    {"type": "choose", "choice": "cast"},
    {"type": "choose", "choice": ["c2", "p1"]},
    {"type": "declare_attackers", "attackers": {"c5": "p2"}},
    {"type": "declare_blockers", "blockers": {"c9": "c5"}},
    {"type": "pass", "engine_note": "extra fields are allowed"},
]


@pytest.mark.parametrize("action", GOOD_ACTIONS, ids=lambda a: a["type"])
def test_good_actions(action: dict[str, Any]) -> None:
    validate("action", action)


GOOD_EVENTS = [
    {"type": "zone_move", "card": "c1", "from": "stack", "to": "exile", "cause": "resolve"},
    {"type": "zone_move", "card": "t1", "from": "battlefield", "to": None, "cause": "cease"},
    {
        "type": "cast",
        "card": "c1",
        "player": "p1",
        "mode": "normal",
        "mana_value": 2,
        "alt_cost": None,
    },
    {"type": "resolve", "card": "a1"},
    {"type": "reveal", "card": "c4", "to": "all", "identity": "Forest"},
    {"type": "trigger", "id": "a1", "source": "c2", "text": "investigate"},
    {"type": "sba", "rule": "704.5y", "card": "t2"},
    {"type": "token_created", "card": "t1", "name": "Monster Role", "attached_to": "c3"},
    {"type": "token_not_created", "name": "Young Hero Role", "reason": "protection"},
    {"type": "sacrifice", "card": "t1", "player": "p1", "name": "Clue", "subtypes": ["Clue"]},
    {"type": "turned_face_up", "card": "c7"},
    {"type": "cost_paid", "card": "c1", "mana": "{1}{G}", "other": []},
    {"type": "life", "player": "p2", "amount": -3},
    {"type": "choice", "player": "p1", "kind": "keep_role", "choice": "t2"},
    {"type": "game_over", "winners": ["p1"]},
    {"type": "damage_dealt", "anything": "goes for event types the protocol does not list"},
]


@pytest.mark.parametrize("event", GOOD_EVENTS, ids=lambda e: e["type"])
def test_good_events(event: dict[str, Any]) -> None:
    validate("event", event)


def test_good_whole_messages() -> None:
    observation = _observation()
    validate("observation", observation)
    validate(
        "result", {"accepted": False, "reason": "no mana", "events": [], "observation": observation}
    )
    validate("request", {"seq": 1, "op": "observe", "viewer": "p2"})
    validate(
        "request",
        {"seq": 2, "op": "run_sequence", "setup": _setup(), "actions": GOOD_ACTIONS, "views": True},
    )
    validate("response", {"seq": 3, "error": "no such card"})
    validate("response_close", {"seq": 4})
    validate(
        "run_sequence_result",
        {"initial": observation, "steps": [], "views": [{"p1": observation, "p2": observation}]},
    )
    validate(
        "permanent_entry",
        {
            "id": "c3",
            "card": "Clue",
            "token": True,
            "tapped": True,
            "face_down": None,
            "counters": {"+1/+1": 2},
            "attached_to": None,
            "controller": "p2",
        },
    )


def _with(value: dict[str, Any], path: str, new: Any) -> dict[str, Any]:
    """A copy of `value` with the dotted `path` set to `new` (or removed when new is ...)."""
    out = json.loads(json.dumps(value))
    *parents, last = [int(p) if p.isdigit() else p for p in path.split(".")]
    target = out
    for part in parents:
        target = target[part]
    if new is ...:
        del target[last]
    else:
        target[last] = new
    return out


BAD = [
    ("action", {"type": "cast"}, "$", "'card' is a required property"),
    ("action", {"type": "zap"}, "$.type", "'zap' is not one of"),
    ("action", {"card": "c1"}, "$", "'type' is a required property"),
    ("action", {"type": "cast", "card": "c1", "x": "big"}, "$.x", "not of type"),
    ("action", {"type": "cast", "card": "c1", "mode": "sideways"}, "$.mode", "sideways"),
    ("action", {"type": "activate", "card": "c1", "ability": -1}, "$.ability", "minimum"),
    ("action", {"type": "declare_attackers", "attackers": {"c5": 2}}, "$.attackers.c5", "type"),
    (
        "action",
        {"type": "cast", "card": "c1", "additional_costs": [{"sacrifice": "c4"}]},
        "$.additional_costs[0].sacrifice",
        "array",
    ),
    (
        "event",
        {"type": "zone_move", "card": "c1", "from": "hand", "to": "pocket", "cause": "cast"},
        "$.to",
        "pocket",
    ),
    ("event", {"type": "cast", "card": "c1", "player": "p1"}, "$", "required"),
    ("event", {"type": "sba", "rule": "state-based", "card": None}, "$.rule", "match"),
    (
        "hello",
        {
            "name": "x",
            "version": "1",
            "protocol": 2,
            "capabilities": {"mechanics": [], "actions": []},
        },
        "$.protocol",
        "1 was expected",
    ),
    (
        "hello",
        {"name": "x", "version": "1", "protocol": 1, "capabilities": {"actions": []}},
        "$.capabilities",
        "'mechanics' is a required property",
    ),
    ("request", {"op": "hello"}, "$", "'seq' is a required property"),
    ("request", {"seq": 1, "op": "dance"}, "$.op", "dance"),
    ("request", {"seq": 1, "op": "act"}, "$", "'action' is a required property"),
    ("request", {"seq": "1", "op": "hello"}, "$.seq", "not of type"),
    ("response", {"error": "x"}, "$", "'seq' is a required property"),
    ("response", {"seq": 1, "error": 5}, "$.error", "not of type"),
]


@pytest.mark.parametrize(("kind", "value", "path", "words"), BAD, ids=lambda v: str(v)[:30])
def test_bad_values_are_rejected_with_their_path(
    kind: str, value: Any, path: str, words: str
) -> None:
    with pytest.raises(ProtocolError) as caught:
        validate(kind, value)
    assert caught.value.path == path
    assert words in caught.value.detail
    assert str(caught.value).startswith(f"{kind}: at {path}: ")
    assert not is_valid(kind, value)


BAD_SETUPS = [
    ("players.0.life", "twenty", "$.players[0].life"),
    ("players.0.hand", ..., "$.players[0]"),
    ("players.0.hand.0.id", 1, "$.players[0].hand[0].id"),
    ("players.0.battlefield.0.tapped", "yes", "$.players[0].battlefield[0].tapped"),
    ("players.0.battlefield.0.face_down", "sideways", "$.players[0].battlefield[0].face_down"),
    ("players.0.mana_pool", "GG", "$.players[0].mana_pool"),
    ("turn.step", "lunch", "$.turn.step"),
    ("protocol", 2, "$.protocol"),
    ("players.1.id", "bob", "$.players[1].id"),
]


@pytest.mark.parametrize(("path", "new", "where"), BAD_SETUPS, ids=lambda v: str(v)[:30])
def test_bad_setups(path: str, new: Any, where: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        validate("setup", _with(_setup(), path, new))
    assert caught.value.path == where


BAD_OBSERVATIONS = [
    ("objects.0.zone", "pocket", "$.objects[0].zone"),
    ("objects.0.mana_value", "2", "$.objects[0].mana_value"),
    ("objects.0.colors", ["green"], "$.objects[0].colors[0]"),
    ("objects.0.card", ..., "$.objects[0]"),
    ("cast_permissions.0.as", "sideways", "$.cast_permissions[0].as"),
    ("pending_choice", {"player": "p1", "kind": "prophecy", "options": []}, "$.pending_choice.kind"),
    ("turn.priority", 1, "$.turn.priority"),
    ("game_over", ..., "$"),
]


@pytest.mark.parametrize(("path", "new", "where"), BAD_OBSERVATIONS, ids=lambda v: str(v)[:30])
def test_bad_observations(path: str, new: Any, where: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        validate("observation", _with(_observation(), path, new))
    assert caught.value.path == where


def test_a_rejected_action_has_no_events() -> None:
    result = {
        "accepted": False,
        "reason": "not your turn",
        "events": [{"type": "resolve", "card": "c1"}],
        "observation": _observation(),
    }
    with pytest.raises(ProtocolError, match=r"at \$\.events"):
        validate("result", result)


def test_messages_stay_short_for_huge_values() -> None:
    huge = {"seq": 1, "op": "act", "action": {"type": "cast", "card": ["x" * 100_000]}}
    with pytest.raises(ProtocolError) as caught:
        validate("request", huge)
    assert caught.value.path == "$.action.card"
    assert len(str(caught.value)) < 400
    problems = errors("request", {"seq": "1", "op": "act", "action": {"type": "cast"}})
    assert {p.path for p in problems} == {"$.seq", "$.action"}


def test_unknown_kind() -> None:
    with pytest.raises(ValueError, match="unknown protocol kind 'thing'"):
        validate("thing", {})


# -- engine specs -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        ("reference", EngineSpec("reference")),
        (" phase ", EngineSpec("phase")),
        ("mutant:adventure_to_graveyard", EngineSpec("mutant", "adventure_to_graveyard")),
        (
            "cmd:./engine --json 'a b'",
            EngineSpec("cmd", "./engine --json 'a b'", ("./engine", "--json", "a b")),
        ),
        ("python:pkg.mod:make_engine", EngineSpec("python", "pkg.mod:make_engine")),
        ("python:pkg.mod:Engine.create", EngineSpec("python", "pkg.mod:Engine.create")),
    ],
)
def test_parse_spec(spec: str, expected: EngineSpec) -> None:
    assert parse_spec(spec) == expected


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        ("forge", "unknown engine spec 'forge'"),
        ("", "unknown engine spec"),
        ("http://engine", "unknown engine spec"),
        ("mutant:", "needs a mutant name"),
        ("cmd:", "needs a command line"),
        ("cmd:engine 'unclosed", "cannot split"),
        ("python:module_only", "expected python:MODULE:FACTORY"),
        ("python::factory", "expected python:MODULE:FACTORY"),
        ("python:mod:", "expected python:MODULE:FACTORY"),
        ("python:bad-name:f", "expected python:MODULE:FACTORY"),
        ("python:a:b:c", "expected python:MODULE:FACTORY"),
    ],
)
def test_bad_specs(spec: str, words: str) -> None:
    with pytest.raises(ConfigError) as caught:
        parse_spec(spec)
    assert words in str(caught.value)
    assert "\n" not in str(caught.value)


def test_cmd_with_a_missing_program() -> None:
    with pytest.raises(ConfigError, match="'no-such-engine-xyz' is not on PATH"):
        open_engine("cmd:no-such-engine-xyz --json")
    with pytest.raises(ConfigError, match="does not exist or is not executable"):
        open_engine("cmd:/no/such/dir/engine")


def test_python_spec_opens_a_factory(fakes_on_path: None) -> None:
    engine = open_engine("python:fake_game:FakeEngine")
    assert isinstance(engine, Engine)
    assert engine.hello()["name"] == "fake"


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        ("python:no_such_module_xyz:make", "cannot import no_such_module_xyz"),
        ("python:fake_game:NoSuchFactory", "has no 'NoSuchFactory'"),
        ("python:fake_game:ZONE_ORDER", "is not callable"),
        ("python:json:JSONDecoder", "lacks the Engine methods"),
    ],
)
def test_python_spec_failures(fakes_on_path: None, spec: str, words: str) -> None:
    with pytest.raises(ConfigError, match=words):
        open_engine(spec)


def test_reference_and_mutant_specs_import_lazily(
    monkeypatch: pytest.MonkeyPatch, fakes_on_path: None
) -> None:
    from fake_game import FakeEngine

    opened: list[str] = []

    def open_mutant(name: str) -> FakeEngine:
        if name == "unknown":
            raise KeyError(f"unknown mutant {name!r}")
        opened.append(name)
        return FakeEngine()

    adapter = types.ModuleType("reference_engine.adapter")
    adapter.ReferenceEngine = FakeEngine  # type: ignore[attr-defined]
    mutants = types.ModuleType("reference_engine.mutants")
    mutants.open_mutant = open_mutant  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "reference_engine.adapter", adapter)
    monkeypatch.setitem(sys.modules, "reference_engine.mutants", mutants)
    assert isinstance(open_engine("reference"), FakeEngine)
    assert isinstance(open_engine("mutant:no_exile"), FakeEngine)
    assert opened == ["no_exile"]
    with pytest.raises(ConfigError, match="cannot create the engine: KeyError: unknown mutant"):
        open_engine("mutant:unknown")


def test_phase_without_its_module_gives_an_install_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib

    real = importlib.import_module

    def fake_import(name: str, package: str | None = None) -> types.ModuleType:
        if name == "conformance.adapters.phase":
            raise ModuleNotFoundError("No module named 'phase'", name="phase")
        return real(name, package)

    monkeypatch.setattr(importlib, "import_module", fake_import)
    with pytest.raises(ConfigError) as caught:
        open_engine("phase")
    message = str(caught.value)
    assert "not installed" in message
    assert "install" in message
    assert "\n" not in message


# -- the in-process server ------------------------------------------------------------------


def _serve(lines: list[Any], batch: bool = True) -> tuple[list[dict[str, Any]], Any]:
    from fake_engines.fake_game import FakeEngine

    engine = FakeEngine()
    text = "".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines)
    out = io.StringIO()
    serve(engine, io.StringIO(text), out, batch)
    return [json.loads(line) for line in out.getvalue().splitlines()], engine


def test_server_answers_every_op() -> None:
    setup = _setup()
    actions = [{"type": "pass"}, {"type": "pass"}]
    answers, engine = _serve(
        [
            {"seq": 1, "op": "hello"},
            {"seq": 2, "op": "setup", "setup": setup},
            {"seq": 3, "op": "act", "action": {"type": "pass"}},
            {"seq": 4, "op": "observe", "viewer": "p2"},
            {"seq": 5, "op": "legal_actions"},
            {"seq": 6, "op": "run_sequence", "setup": setup, "actions": actions, "views": True},
            {"seq": 7, "op": "close"},
            {"seq": 8, "op": "hello"},
        ]
    )
    assert [a["seq"] for a in answers] == [1, 2, 3, 4, 5, 6, 7]
    assert not any("error" in a for a in answers)
    ops = ["hello", "setup", "act", "observe", "legal_actions", "run_sequence", "close"]
    for answer, op in zip(answers, ops, strict=True):
        validate(f"response_{op}", answer)
    assert answers[0]["hello"]["capabilities"]["batch"] is True
    assert len(answers[5]["steps"]) == 2
    assert set(answers[5]["views"][0]) == {"p1", "p2"}
    assert engine.closed


def test_server_can_hide_batch() -> None:
    answers, _ = _serve([{"seq": 1, "op": "hello"}], batch=False)
    assert answers[0]["hello"]["capabilities"]["batch"] is False


@pytest.mark.parametrize(
    ("line", "seq", "words"),
    [
        ("this is not json", None, "not JSON"),
        ("[1, 2]", None, "not a JSON object"),
        ({"op": "hello"}, None, "integer 'seq'"),
        ({"seq": True, "op": "hello"}, None, "integer 'seq'"),
        ({"seq": 4}, 4, "string 'op'"),
        ({"seq": 5, "op": "dance"}, 5, "unknown op 'dance'"),
        ({"seq": 6, "op": "act"}, 6, "needs field 'action'"),
        ({"seq": 7, "op": "setup", "setup": [1]}, 7, "must be a dict"),
        ({"seq": 8, "op": "observe", "viewer": 3}, 8, "viewer"),
        ({"seq": 9, "op": "act", "action": {"type": "pass"}}, 9, "RuntimeError: no game"),
        ({"seq": 10, "op": "act", "action": {"type": "explode"}}, 10, "kaboom"),
    ],
)
def test_server_turns_bad_requests_into_error_responses(line: Any, seq: Any, words: str) -> None:
    answers, engine = _serve([line, {"seq": 100, "op": "hello"}])
    assert answers[0]["seq"] == seq
    assert words in answers[0]["error"]
    validate("response", answers[0])
    assert answers[1]["seq"] == 100 and "hello" in answers[1]
    assert engine.closed  # end of input closes the engine


def test_response_checker_validates_early_answers_fully_and_later_ones_cheaply() -> None:
    from mtg_protocol.validate import ProtocolError, ResponseChecker

    checker = ResponseChecker(full_first=2, every=5)
    good = {"seq": 1, "result": {"accepted": True, "reason": None, "events": [], "observation": {"objects": []}}}
    for _ in range(2):  # the first answers get the full schema, which wants a complete observation
        with pytest.raises(ProtocolError):
            checker.check("act", good)
    checker.check("act", good)  # later ones get only the cheap checks of the fields the suite reads
    bad = {"seq": 1, "result": {"accepted": "yes", "events": [], "observation": {"objects": []}}}
    with pytest.raises(ProtocolError, match="accepted"):
        checker.check("act", bad)  # a later answer: the cheap check still catches wrong types
