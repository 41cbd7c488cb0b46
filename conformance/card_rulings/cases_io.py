"""Card-ruling cases as data: reading, validating (``case.schema.json`` and the protocol's own schema) and the
``Case`` record. docs/card-rulings.md describes the format."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema
from jsonschema.exceptions import best_match

from conformance.catalog import registry
from conformance.catalog.registry import mechanic_names
from conformance.user_cache import cache_key, load_or_build
from mtg_protocol import validate as validate_module
from mtg_protocol.engine import ConfigError
from mtg_protocol.errors import ReportError
from mtg_protocol.jsontypes import JSON, as_message
from mtg_protocol.types import Action, Setup
from mtg_protocol.untrusted import read_json
from mtg_protocol.validate import ProtocolError, json_path
from mtg_protocol.validate import validate as validate_protocol
from mtg_protocol.vocab import SETUP_CARD_LISTS
from reference_engine.cards import lookup
from strategies.scenario import Scenario

CASES_DIR = Path(__file__).parent / "cases"
MECHANICS = ("adventure", "role", "discover", "disguise", "clue", "staple")
"""The families a case is filed under, in the order of every listing."""
DEFAULT_NEEDS = {"adventure": ("adventure",), "role": ("role",), "discover": ("discover",),
                 "disguise": ("disguise",), "clue": ("clue",), "staple": ()}
"""The hello capabilities a case needs when it names none: its mechanic's own."""
STATE_CHECKS = ("object", "objects", "player", "stack", "choice")


class CaseError(ConfigError):
    """A case file that can't be read or breaks the format: one line naming the file, the case and the problem."""


@dataclass(frozen=True)
class Case:
    """One official per-card ruling: where it is published, in our words, and how any engine is judged by it."""

    id: str
    mechanic: str
    cards: tuple[str, ...]
    ruling: str
    source: JSON
    rules: tuple[str, ...]
    needs: tuple[str, ...]
    path: Path
    setup: JSON | None = None
    actions: list[JSON] = field(default_factory=list)
    checks: list[JSON] = field(default_factory=list)
    gap: JSON | None = None
    reference_bug: str | None = None
    note: str = ""

    @property
    def runnable(self) -> bool:
        """Whether the case is run (a recorded gap is listed, never run)."""
        return self.gap is None

    @property
    def number(self) -> int:
        """The case's number among its card's cases (the id's last two digits)."""
        return int(self.id.rsplit("-", 1)[1])

    def scenario(self) -> Scenario:
        assert self.setup is not None, f"{self.id} is a gap: it has no scenario"
        return Scenario(as_message(self.setup, Setup), as_message(self.actions, list[Action]),  # checked by `problems`
                        tags=(self.id,))


@cache
def _validator() -> jsonschema.protocols.Validator:
    schema = json.loads(resources.files(__package__).joinpath("case.schema.json").read_text("utf-8"))
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema, format_checker=cls.FORMAT_CHECKER)


def load_cases(directory: Path = CASES_DIR) -> dict[str, Case]:
    """Every case under ``directory`` (recursively), by id, in id order; ``CaseError`` on the first bad one.

    Validation is the costly part (about a second per hundred cases), and every process of a run loads the
    corpus: a corpus found valid is remembered in the user cache under a key made of every file's bytes, the
    schemas and the code that validates, so a later process reads it without validating again.
    """
    paths = sorted(directory.rglob("*.json"))
    validated: dict[str, Case] = {}

    def validate_all() -> JSON:
        validated.update(_load(paths, validate=True))
        return {"valid": len(validated)}

    load_or_build("card-rulings-valid", _corpus_key(directory, paths), validate_all)
    return validated or _load(paths, validate=False)


def _corpus_key(directory: Path, paths: list[Path]) -> str:
    """What a corpus's validity depends on: its files (names and bytes), the schemas and the validating code."""
    here = Path(__file__)
    parts: list[str | bytes] = [here.read_bytes(), here.with_name("case.schema.json").read_bytes(),
                                Path(validate_module.__file__).with_name(validate_module.SCHEMA_FILE).read_bytes(),
                                Path(registry.__file__).read_bytes()]
    for path in paths:
        parts += [path.relative_to(directory).as_posix(), path.read_bytes()]
    return cache_key(parts)


def _load(paths: list[Path], validate: bool) -> dict[str, Case]:
    found: dict[str, Case] = {}
    for path in paths:
        for case in read_cases(path, validate):
            if case.id in found:
                raise CaseError(f"{path}: case {case.id} is defined twice (also in {found[case.id].path})")
            found[case.id] = case
    return dict(sorted(found.items()))


def read_cases(path: Path, validate: bool = True) -> list[Case]:
    """The cases of one file, each checked against the case schema and the protocol; ``CaseError`` if not.
    ``validate=False`` only for a file whose bytes were found valid already (``load_cases``)."""
    try:
        data = read_json(path, "card-ruling case")  # the one door for files the tool did not write
    except ReportError as exc:
        raise CaseError(str(exc)) from None
    if not validate:
        return [_case(item, path) for item in (data if isinstance(data, list) else [data])]
    error = best_match(_validator().iter_errors(data))
    if error is not None:
        if error.context:
            error = best_match(error.context) or error
        detail = f"must not match {json.dumps(error.validator_value)}" if error.validator == "not" else error.message
        raise CaseError(f"{path}: at {json_path(error.absolute_path)}: {detail[:200]}")
    items = data if isinstance(data, list) else [data]
    if not isinstance(data, list) and path.stem != data["id"]:
        raise CaseError(f"{path}: a file with one case is named after its id ({data['id']}.json)")
    cases = [_case(item, path) for item in items]
    for case in cases:
        problems = case_problems(case)
        if problems:
            raise CaseError(f"{path}: case {case.id}: {'; '.join(problems)}")
    return cases


def _case(data: dict[str, Any], path: Path) -> Case:
    needs = tuple(data["needs"]) if "needs" in data else DEFAULT_NEEDS[data["mechanic"]]
    return Case(data["id"], data["mechanic"], tuple(data["cards"]), data["ruling"], data["source"],
                tuple(data["rules"]), needs, path, data.get("setup"), list(data.get("actions") or []),
                list(data.get("checks") or []), data.get("gap"), data.get("reference_bug"), data.get("note", ""))


def case_problems(case: Case) -> list[str]:
    """What the schema can't say is wrong with a case: protocol shapes, and checks that name what isn't there."""
    out = [f"needs names an unknown capability {n!r}" for n in case.needs if n not in mechanic_names()]
    if case.setup is None:
        return out
    try:
        validate_protocol("setup", case.setup)
        for number, action in enumerate(case.actions, 1):
            try:
                validate_protocol("action", action)
            except ProtocolError as exc:
                raise ProtocolError(exc.kind, f"action {number}: {exc.path}", exc.detail) from None
    except ProtocolError as exc:
        return [*out, str(exc)]
    defined = set(case.setup.get("cards") or {})  # synthetic cards the setup defines
    if case.gap is None:  # a gap may set up a card the pool lacks: that is its reason
        out += [f"card {name!r} is not in the pool (record a gap with the reason, or add the card)"
                for name in sorted(setup_card_names(case.setup) - defined) if lookup(name) is None]
    cards = setup_ids(case.setup)
    players = {p["id"] for p in case.setup["players"]}
    count = len(case.actions)
    for number, check in enumerate(case.checks, 1):
        where = f"check {number} ({check['check']})"
        for key in ("action", "through"):
            if key in check and check[key] > count:
                out.append(f"{where}: action {check[key]} but the case has {count} action(s)")
        if check.get("after", 0) > count:
            out.append(f"{where}: after {check['after']} but the case has {count} action(s)")
        if check.get("through", check.get("action", 0)) < check.get("action", 0):
            out.append(f"{where}: 'through' comes before 'action'")
        if "card" in check and check["card"] not in cards:
            out.append(f"{where}: card {check['card']!r} is not in the setup")
        if "player" in check and check["player"] not in players:
            out.append(f"{where}: player {check['player']!r} is not in the setup")
    return out


def setup_ids(setup: JSON) -> set[str]:
    """The card ids a setup gives its cards."""
    return {entry["id"] for p in setup["players"] for zone in SETUP_CARD_LISTS for entry in p.get(zone) or []}


def setup_card_names(setup: JSON) -> set[str]:
    """The card names a setup uses (tokens' kinds included)."""
    return {str(entry["card"]) for p in setup["players"] for zone in SETUP_CARD_LISTS for entry in p.get(zone) or []}
