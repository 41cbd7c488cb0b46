"""Check protocol values against `schema.json`, naming the path of the first problem."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match, relevance

SCHEMA_FILE = "schema.json"
EXCERPT = 200

#: The kinds most callers need; any other name under the schema's ``$defs`` works too.
KINDS = ("setup", "action", "observation", "result", "hello", "request", "response")


class ProtocolError(ValueError):
    """A value breaks the protocol schema.

    `kind` is the definition checked, `path` the JSON path of the offending part
    (``$.players[0].life``) and `detail` what is wrong with it.
    """

    def __init__(self, kind: str, path: str, detail: str) -> None:
        super().__init__(f"{kind}: at {path}: {detail}")
        self.kind = kind
        self.path = path
        self.detail = detail


@cache
def schema() -> dict[str, Any]:
    """The protocol schema, loaded once."""
    text = resources.files(__package__).joinpath(SCHEMA_FILE).read_text(encoding="utf-8")
    loaded: dict[str, Any] = json.loads(text)
    return loaded


def kinds() -> list[str]:
    """Every definition name that `validate` accepts."""
    return sorted(schema()["$defs"])


@cache
def _validator(kind: str) -> Draft202012Validator:
    full = schema()
    if kind not in full["$defs"]:
        raise ValueError(f"unknown protocol kind {kind!r}; expected one of {', '.join(KINDS)}")
    wrapper = {"$schema": full["$schema"], "$defs": full["$defs"], "$ref": f"#/$defs/{kind}"}
    return Draft202012Validator(wrapper)


def json_path(parts: Any) -> str:
    """Render a jsonschema path deque as ``$.a[0].b``."""
    out = "$"
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


def excerpt(text: str, limit: int = EXCERPT) -> str:
    """`text` cut to about `limit` characters, saying how much was left out."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}... ({len(text) - limit} more characters)"


def _problem(kind: str, error: ValidationError) -> ProtocolError:
    # A failed `anyOf` quotes the whole instance; report its most relevant branch instead.
    if error.context:
        error = best_match(error.context) or error
    return ProtocolError(kind, json_path(error.absolute_path), excerpt(error.message))


def errors(kind: str, value: Any) -> list[ProtocolError]:
    """Every problem with `value` as a `kind`, most relevant first."""
    found = sorted(_validator(kind).iter_errors(value), key=relevance, reverse=True)
    return [_problem(kind, e) for e in found]


def validate(kind: str, value: Any) -> None:
    """Raise `ProtocolError` naming the path of the most relevant problem, if any."""
    error = best_match(_validator(kind).iter_errors(value))
    if error is not None:
        raise _problem(kind, error)


def is_valid(kind: str, value: Any) -> bool:
    """Whether `value` is a valid `kind`."""
    return bool(_validator(kind).is_valid(value))


def _shallow_result(value: Any) -> str | None:
    """The cheap checks of a result that every answer gets: the fields the suite reads, of the right types."""
    if not isinstance(value, dict) or not isinstance(value.get("accepted"), bool):
        return "a result needs a boolean 'accepted'"
    if not isinstance(value.get("events", []), list):
        return "'events' must be a list"
    obs = value.get("observation")
    if not isinstance(obs, dict) or not isinstance(obs.get("objects"), list):
        return "a result needs an 'observation' with a list of 'objects'"
    for o in obs["objects"]:
        if not isinstance(o, dict) or not isinstance(o.get("card"), str) or not isinstance(o.get("zone"), str):
            return "every object needs a string 'card' and 'zone'"
    return None


class ResponseChecker:
    """Validates an engine's answers against the schema without paying for it on every answer.

    The first `full_first` answers of each operation are validated in full (an
    engine that answers in a wrong shape does so from the start), then one in
    `every`; every answer still gets the cheap checks of the fields the suite
    reads. Full validation of every answer costs more than the engine itself.
    """

    def __init__(self, full_first: int = 25, every: int = 10) -> None:
        self.full_first = full_first
        self.every = every
        self.counts: dict[str, int] = {}

    def check(self, op: str, response: Any) -> None:
        """Raise ProtocolError for an answer that breaks the protocol (or nests too deeply to check)."""
        try:
            self._check(op, response)
        except RecursionError:
            raise ProtocolError(f"response_{op}", "$", "nested too deeply to check") from None

    def _check(self, op: str, response: Any) -> None:
        n = self.counts.get(op, 0)
        self.counts[op] = n + 1
        if n < self.full_first or n % self.every == 0:
            validate(f"response_{op}", response)
            return
        results = []
        if op == "act" and isinstance(response, dict):
            results = [response.get("result")]
        elif op == "run_sequence" and isinstance(response, dict):
            steps = response.get("steps")
            if not isinstance(steps, list):
                raise ProtocolError(f"response_{op}", "$.steps", "'steps' must be a list")
            results = steps
        for i, result in enumerate(results):
            problem = _shallow_result(result)
            if problem:
                raise ProtocolError(f"response_{op}", f"$.steps[{i}]" if op == "run_sequence" else "$.result",
                                    problem)
