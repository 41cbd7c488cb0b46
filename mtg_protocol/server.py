"""Serve any in-process `Engine` over JSON lines (the ``cmd:`` side of the protocol).

`serve` reads one request per line and writes one response per line. A bad line,
an unknown op or an exception inside the engine becomes an ``error`` response, an engine's
``EngineError.unsupported_by(REASON)`` an ``unsupported`` response;
the server itself keeps going until ``close`` or the end of its input.
"""

from __future__ import annotations

import io
import json
import sys
import traceback
from collections.abc import Callable
from typing import Any, TextIO

from mtg_protocol.engine import UNSUPPORTED_PREFIX, Engine, EngineError
from mtg_protocol.jsontypes import JSON

OPS = ("hello", "setup", "act", "observe", "legal_actions", "run_sequence", "close")


class BadRequest(Exception):
    """A request the server cannot act on."""


def _field(request: JSON, name: str, kind: type, allow_none: bool = False) -> Any:
    if name not in request:
        raise BadRequest(f"op {request['op']!r} needs field {name!r}")
    value = request[name]
    if value is None and allow_none:
        return None
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise BadRequest(f"field {name!r} must be a {kind.__name__}, not {type(value).__name__}")
    return value


def handle(engine: Engine, request: JSON, batch: bool = True) -> JSON:
    """The response fields (without ``seq``) for one well-formed request.

    `batch` is what ``hello`` advertises for the native ``run_sequence``.
    """
    op = request["op"]
    if op == "hello":
        hello = dict(engine.hello())
        hello["capabilities"] = {**hello.get("capabilities", {}), "batch": batch}
        return {"hello": hello}
    if op == "setup":
        return {"observation": engine.setup(_field(request, "setup", dict))}
    if op == "act":
        return {"result": engine.act(_field(request, "action", dict))}
    if op == "observe":
        viewer = request.get("viewer")
        if viewer is not None and not isinstance(viewer, str):
            raise BadRequest("field 'viewer' must be a player id or null")
        return {"observation": engine.observe(viewer)}
    if op == "legal_actions":
        return {"actions": engine.legal_actions()}
    if op == "run_sequence":
        setup = _field(request, "setup", dict)
        actions = _field(request, "actions", list)
        views = bool(request.get("views", False))
        return dict(engine.run_sequence(setup, actions, views))
    if op == "close":
        engine.close()
        return {}
    raise BadRequest(f"unknown op {op!r}; expected one of {', '.join(OPS)}")


def respond(engine: Engine, line: str, batch: bool = True) -> tuple[JSON, bool]:
    """The response to one request line, and whether the server should stop."""
    try:
        request = json.loads(line)
    except ValueError as exc:
        return {"seq": None, "error": f"request is not JSON: {exc}"}, False
    if not isinstance(request, dict):
        return {"seq": None, "error": "request is not a JSON object"}, False
    seq = request.get("seq")
    if not isinstance(seq, int) or isinstance(seq, bool):
        return {"seq": None, "error": "request needs an integer 'seq'"}, False
    op = request.get("op")
    if not isinstance(op, str):
        return {"seq": seq, "error": "request needs a string 'op'"}, False
    try:
        return {"seq": seq, **handle(engine, request, batch)}, op == "close"
    except EngineError as exc:
        if exc.unsupported:  # the engine declines this scenario: said as such, not as an error
            return {"seq": seq, "unsupported": str(exc).removeprefix(UNSUPPORTED_PREFIX).strip()}, False
        return {"seq": seq, "error": str(exc)}, False
    except BadRequest as exc:
        return {"seq": seq, "error": str(exc)}, False
    except Exception as exc:  # noqa: BLE001 - the engine's own failure: report it, keep serving
        traceback.print_exc(file=sys.stderr)
        return {"seq": seq, "error": f"{type(exc).__name__}: {exc}"}, False


def serve(engine: Engine, stdin: TextIO, stdout: TextIO, batch: bool = True) -> None:
    """Answer requests from `stdin` on `stdout` until ``close`` or end of input.

    `batch=False` hides the native ``run_sequence`` from clients (it still works).
    """
    for line in stdin:
        if not line.strip():
            continue
        response, stop = respond(engine, line, batch)
        stdout.write(json.dumps(response, separators=(",", ":")) + "\n")
        stdout.flush()
        if stop:
            return
    engine.close()


def serve_stdio(factory: Callable[[], Engine], batch: bool = True) -> int:
    """Serve ``factory()`` on the real stdin/stdout; stray prints go to stderr.

    Returns a process exit status.
    """
    protocol_out = sys.stdout
    sys.stdout = sys.stderr
    for stream in (sys.stdin, protocol_out):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(encoding="utf-8", errors="replace")
    try:
        engine = factory()
    except Exception as exc:  # noqa: BLE001 - a broken engine: say why on stderr and exit
        traceback.print_exc(file=sys.stderr)
        print(f"cannot create the engine: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    try:
        serve(engine, sys.stdin, protocol_out, batch)
    except (BrokenPipeError, KeyboardInterrupt):
        return 1
    return 0
