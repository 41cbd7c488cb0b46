"""The run configuration, declared once: each option's name, type, default and help.

``RunConfig`` builds the options of ``mtg-conformance run`` (and of the commands that share some of them) and
the pytest plugin's options (the same names prefixed ``--mtg-``). The CLI hands the finished object to the
pytest session (``ConfigCarrier``); the plugin hands it to xdist workers through ``workerinput`` as JSON.

This module imports nothing heavy: the pytest plugin reads it in every pytest run of the environment.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import Field, asdict, dataclass, field, fields, replace
from typing import Any

from .profiles import PROFILES

MAX_SECONDS = 7 * 24 * 3600.0
COLORS = ("auto", "always", "never")
TIERS = ("rulings", "card-rulings")
"""The tiers a run can choose (conformance/tiers.py)."""


def seconds(text: str) -> float:
    """A finite, positive number of seconds, at most a week (an argparse type)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, not {text!r}") from None
    if not 0 < value <= MAX_SECONDS or math.isnan(value):
        raise argparse.ArgumentTypeError(f"expected a number of seconds above 0 and at most {MAX_SECONDS:g}, "
                                         f"not {text!r}")
    return value


def count(text: str) -> int:
    """A whole number of at least 1 (an argparse type)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def patterns(text: str) -> tuple[str, ...]:
    """Comma-separated ruling ids, globs or mechanics (the pytest form of ``run``'s positional arguments)."""
    return tuple(p.strip() for p in text.split(",") if p.strip())


AS_PYTEST = object()
"""A Spec's ``cli_default`` when the command line's default is the plugin's."""


@dataclass(frozen=True)
class Spec:
    """How one option is spelled and parsed on a command line."""

    help: str
    parse: Callable[[str], Any] | None = str  # None: a switch (store_true)
    choices: tuple[str, ...] | None = None
    metavar: str | None = None
    cli: bool = True  # an option of `mtg-conformance run`
    pytest: bool = True  # an option of the pytest plugin (``--mtg-NAME``)
    positional: bool = False  # `run` takes it as positional arguments; pytest as a comma-separated list
    cli_default: Any = AS_PYTEST  # the command line's default, when it differs from the plugin's


def option(default: Any, help: str, **spec: Any) -> Any:
    """A RunConfig field with its command-line spelling."""
    return field(default=default, metadata={"spec": Spec(help, **spec)})


@dataclass(frozen=True)
class RunConfig:
    """Everything a conformance run is told: which engine, how hard to look, where to write, what to draw."""

    engine: str = option("reference", "engine under test: reference, mutant:NAME, phase, witchcraft, "
                         "cmd:COMMAND LINE or python:MODULE:FACTORY (default %(default)s)", metavar="SPEC")
    engine_timeout: float = option(30.0, "seconds per engine request (default %(default)g)", parse=seconds,
                                   metavar="SECONDS")
    profile: str = option("dev", "dev, ci or nightly (default %(default)s)", choices=tuple(PROFILES))
    tier: str = option("rulings", "rulings: the catalog's release-notes rulings (fixed cases, then drawn scenarios); "
                       "card-rulings: the official per-card rulings, fixed cases (docs/card-rulings.md) "
                       "(default %(default)s)", choices=TIERS)
    workers: str = option("1", "number of parallel workers, or auto (default %(default)s)", pytest=False, metavar="N")
    seed: int = option(0, "Hypothesis seed: the same seed and example database give the same verdicts "
                       "(default %(default)s)", parse=int, metavar="N")
    color: str = option("auto", "colour the progress lines (default auto: when the output is a terminal)",
                        choices=COLORS)
    out: str | None = option(None, "report directory (default for `run`: conformance-report/; the pytest "
                             "plugin writes no reports without it)", cli_default="conformance-report", metavar="DIR")
    max_examples: int | None = option(None, "examples per ruling (overrides the profile)", parse=count, metavar="N")
    time_budget: float | None = option(None, "seconds per ruling for exploration", parse=seconds, metavar="SECONDS")
    example_db: str | None = option(None, "example database: directory, redis://HOST:PORT/DB, or none (default: "
                                    "examples/ in the user cache, $MTG_CONFORMANCE_CACHE)", metavar="DB")
    history: str | None = option(None, "append this run to a JSON-lines history file", metavar="FILE")
    shard: str | None = option(None, "run shard I of N (I/N), balanced by measured cost", pytest=False, metavar="I/N")
    run_budget: float | None = option(None, "seconds for the whole run: rulings not started by then are "
                                      "reported as errors 'not run', exploration in progress stops early",
                                      parse=seconds, metavar="SECONDS")
    example_deadline: float | None = option(None, "seconds one example may take before the ruling is a "
                                            "timeout (overrides the profile)", parse=seconds, metavar="SECONDS")
    expectations: str | None = option(None, "TOML file of this engine's known failures, intermittent and "
                                      "disabled rulings", metavar="FILE")
    real_cards_only: bool = option(False, "draw scenarios from real cards only, even when the engine can load "
                                   "synthetic ones (an engine whose hello says synthetic_cards: false gets "
                                   "this anyway)", parse=None)
    rulings: tuple[str, ...] = option((), "ruling ids, globs such as WOE-*, or mechanics such as adventure "
                                      "(default: all)", parse=patterns, positional=True)

    def to_json(self) -> dict[str, Any]:
        """Plain data (for xdist's ``workerinput``, which carries only built-in types)."""
        data = asdict(self)
        data["rulings"] = list(self.rulings)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RunConfig:
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        if "rulings" in values:
            values["rulings"] = tuple(values["rulings"])
        return cls(**values)

    def derived(self, **changes: Any) -> RunConfig:
        """A copy with some options changed."""
        return replace(self, **changes)


def _spec(f: Field[Any]) -> Spec:
    spec: Spec = f.metadata["spec"]
    return spec


def run_fields(front: str) -> list[Field[Any]]:
    """The options one front end offers: ``cli`` (the ``run`` command) or ``pytest``."""
    return [f for f in fields(RunConfig) if getattr(_spec(f), front)]


def add_cli_options(parser: argparse.ArgumentParser, names: Iterable[str] | None = None,
                    defaults: Mapping[str, Any] | None = None, helps: Mapping[str, str] | None = None) -> None:
    """Add RunConfig's options to a command's parser: all of ``run``'s, or only ``names`` (in RunConfig's
    order), with the command's own defaults and help where it gives them."""
    wanted = None if names is None else set(names)
    defaults, helps = defaults or {}, helps or {}
    for f in run_fields("cli"):
        if wanted is not None and f.name not in wanted:
            continue
        spec = replace(_spec(f), help=helps.get(f.name, _spec(f).help))
        default = defaults.get(f.name, f.default if spec.cli_default is AS_PYTEST else spec.cli_default)
        if spec.positional:
            parser.add_argument(f.name, nargs="*", default=list(default), help=spec.help)
        elif spec.parse is None:
            parser.add_argument(_flag(f.name), dest=f.name, action="store_true", help=spec.help)
        else:
            parser.add_argument(_flag(f.name), dest=f.name, type=spec.parse, default=default,
                                choices=spec.choices, metavar=spec.metavar, help=spec.help)


def add_pytest_options(group: Any) -> None:
    """Add RunConfig's options to the plugin's pytest option group, each as ``--mtg-NAME`` (dest ``mtg_NAME``)."""
    for f in run_fields("pytest"):
        spec = _spec(f)
        flag, dest = _flag("mtg-" + f.name), "mtg_" + f.name
        if spec.parse is None:
            group.addoption(flag, dest=dest, action="store_true", default=f.default, help=spec.help)
        elif spec.positional:
            group.addoption(flag, dest=dest, default="", metavar="A,B,...", help=spec.help + ", comma-separated")
        else:
            kwargs = {"type": spec.parse} if spec.parse is not str else {}
            group.addoption(flag, dest=dest, default=f.default, choices=spec.choices, metavar=spec.metavar,
                            help=spec.help, **kwargs)


def _flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def from_cli(args: argparse.Namespace) -> RunConfig:
    """The RunConfig of a parsed command line; options the command doesn't offer keep their defaults."""
    given = vars(args)
    values = {f.name: given[f.name] for f in fields(RunConfig) if f.name in given}
    if "rulings" in values:
        values["rulings"] = tuple(values["rulings"])
    return RunConfig(**values)


def from_pytest(getoption: Callable[[str], Any]) -> RunConfig:
    """The RunConfig of pytest's ``--mtg-*`` options (``config.getoption``)."""
    values = {f.name: getoption("mtg_" + f.name) for f in run_fields("pytest")}
    values["rulings"] = patterns(values["rulings"])
    return RunConfig(**values)
