"""Engine specs: the strings that name an engine under test (``--engine SPEC``).

``reference``, ``mutant:NAME``, ``phase``, ``witchcraft``, ``cmd:COMMAND LINE`` and
``python:MODULE:FACTORY``. Engines are imported lazily, so that naming one never
requires the others to be installed.
"""

from __future__ import annotations

import importlib
import importlib.util
import itertools
import os
import re
import shlex
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtg_protocol.engine import ConfigError, Engine
from mtg_protocol.guard import GuardedEngine
from mtg_protocol.subprocess_engine import SubprocessEngine

BUILT_IN_KINDS = frozenset({"reference", "phase", "witchcraft", "mutant"})
"""Engine kinds that run only code shipped with this project (or its declared dependencies)."""
SPEC_HELP = "reference, mutant:NAME, phase, witchcraft, cmd:COMMAND LINE or python:MODULE:FACTORY"
_DOTTED = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")
_log_counter = itertools.count(1)


@dataclass(frozen=True)
class EngineSpec:
    """A parsed spec: `kind` plus what follows the colon."""

    kind: str
    argument: str = ""
    argv: tuple[str, ...] = field(default=())

    def __str__(self) -> str:
        return self.kind if not self.argument else f"{self.kind}:{self.argument}"


def parse_spec(spec: str) -> EngineSpec:
    """Parse `spec`, raising `ConfigError` with a one-line message if it is malformed."""
    text = spec.strip()
    if text in ("reference", "phase", "witchcraft"):
        return EngineSpec(text)
    kind, colon, rest = text.partition(":")
    if not colon or kind not in ("mutant", "cmd", "python"):
        raise ConfigError(f"unknown engine spec {spec!r}; expected {SPEC_HELP}")
    rest = rest.strip()
    if kind == "mutant":
        if not rest:
            raise ConfigError("engine spec 'mutant:' needs a mutant name, e.g. mutant:NAME")
        return EngineSpec("mutant", rest)
    if kind == "cmd":
        try:
            argv = tuple(shlex.split(rest))
        except ValueError as exc:
            raise ConfigError(f"cannot split command line in {spec!r}: {exc}") from None
        if not argv:
            raise ConfigError(
                "engine spec 'cmd:' needs a command line, e.g. cmd:./my-engine --json"
            )
        return EngineSpec("cmd", rest, argv)
    module, colon, factory = rest.partition(":")
    if not colon or not _DOTTED.match(module) or not _DOTTED.match(factory):
        raise ConfigError(f"malformed engine spec {spec!r}; expected python:MODULE:FACTORY")
    return EngineSpec("python", rest)


def open_engine(spec: str, timeout: float = 30.0, log_dir: str | Path | None = None) -> Engine:
    """Open the engine that `spec` names.

    `timeout` (seconds per request) applies to subprocess and ``python:`` engines
    (these run behind `GuardedEngine`); `log_dir` (where the engine's stderr is
    kept) to subprocess engines. The built-in engines run unguarded.
    """
    parsed = parse_spec(spec)
    if parsed.kind == "reference":
        adapter = _import("reference_engine.adapter", spec)
        return _create(adapter.ReferenceEngine, spec)
    if parsed.kind == "mutant":
        mutants = _import("reference_engine.mutants", spec)
        return _create(lambda: mutants.open_mutant(parsed.argument), spec)
    if parsed.kind == "phase":
        return _create(_open_phase, spec)
    if parsed.kind == "witchcraft":
        return _create(_open_witchcraft, spec)
    if parsed.kind == "cmd":
        return _open_cmd(parsed.argv, timeout, log_dir)
    module_name, _, factory_name = parsed.argument.partition(":")
    module = _import(module_name, spec)
    factory: Any = module
    for attribute in factory_name.split("."):
        factory = getattr(factory, attribute, None)
        if factory is None:
            raise ConfigError(f"engine spec {spec!r}: {module_name} has no {factory_name!r}")
    if not callable(factory):
        raise ConfigError(f"engine spec {spec!r}: {factory_name!r} is not callable")
    return GuardedEngine(lambda: _create(factory, spec), f"engine {spec!r}", timeout, engine=_create(factory, spec))


def _import(module: str, spec: str) -> Any:
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        raise ConfigError(f"engine spec {spec!r}: cannot import {module}: {exc}") from exc


def _create(factory: Callable[[], Any], spec: str) -> Engine:
    """Call an in-process engine factory; any failure is a configuration error."""
    try:
        engine = factory()
    except ConfigError:
        raise
    except Exception as exc:  # whatever a third-party factory raises
        detail = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
        raise ConfigError(
            f"engine spec {spec!r}: cannot create the engine: {type(exc).__name__}: {detail}"
        ) from exc
    if not isinstance(engine, Engine):
        raise ConfigError(
            f"engine spec {spec!r} gave a {type(engine).__name__}, which lacks the Engine methods"
        )
    return engine


def _open_phase() -> Any:
    try:
        module = importlib.import_module("conformance.adapters.phase")
    except ModuleNotFoundError as exc:
        if exc.name and (exc.name == "phase" or exc.name.startswith("phase.")):
            raise ConfigError(
                "engine 'phase' needs phase.rs's Python module 'phase', which is not installed:"
                " install its bindings into this environment, or serve it with --engine 'cmd:...'"
            ) from exc
        raise ConfigError(f"engine 'phase': its adapter is not available: {exc}") from exc
    return module.PhaseEngine()


def _open_witchcraft() -> Any:
    if importlib.util.find_spec("mtg") is None:
        raise ConfigError("engine 'witchcraft' needs the package python-mtg (import mtg), which is not installed:"
                          " pip install 'mtg-conformance[witchcraft]'")
    module = importlib.import_module("conformance.adapters.witchcraft")
    return module.WitchcraftEngine()


def _open_cmd(argv: tuple[str, ...], timeout: float, log_dir: str | Path | None) -> Engine:
    program = argv[0]
    found = shutil.which(program)
    if found is None:
        where = "does not exist or is not executable" if os.sep in program else "is not on PATH"
        raise ConfigError(f"engine command {program!r} {where}")
    stderr_log = None
    if log_dir is not None:
        directory = Path(log_dir)
        directory.mkdir(parents=True, exist_ok=True)
        stem = re.sub(r"[^A-Za-z0-9_.-]", "_", Path(program).name) or "engine"
        stderr_log = directory / f"{stem}-{os.getpid()}-{next(_log_counter)}.stderr.log"
    return SubprocessEngine(list(argv), timeout=timeout, stderr_log=stderr_log)
