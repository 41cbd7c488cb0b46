"""The ``mtg-conformance`` command (also ``python -m conformance``).

Exit codes: 0 every applicable ruling held (or failed as expected), 1 a ruling
failed, errored, was not run or has no verdict (pending), or an expected failure
held, or a mutant survived (one rule for ``run``, ``merge`` and ``mutants``:
exit_codes.py), or a counterexample reproduced, or a comparison found a
regression; 2 bad usage or configuration, always with a one-line message and
never a traceback.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from . import interrupt
from .exit_codes import EXIT_FAIL, EXIT_OK, EXIT_USAGE, exit_code

if TYPE_CHECKING:

    from .config import RunConfig


class UsageError(Exception):
    """Bad input: reported as one line with exit code 2."""


def _fail_usage(message: str) -> int:
    from mtg_protocol.untrusted import clean_text

    print(f"mtg-conformance: error: {' '.join(clean_text(message).split())}", file=sys.stderr)
    return EXIT_USAGE


# ----- list ------------------------------------------------------------------------------------------------


def cmd_list(args: argparse.Namespace) -> int:
    if args.tier == "card-rulings":
        from .card_rulings.listing import print_cases

        print_cases(args.json)
        return EXIT_OK
    from .capabilities import ruling_uses
    from .card_list import ruling_card_sets
    from .catalog import all_rulings

    rulings = all_rulings()
    if args.json:
        cards = ruling_card_sets(rulings)
        print(json.dumps([{**r.meta(), "mechanics": list(r.needs), **ruling_uses(r.id), "views": r.views,
                           **cards[r.id]} for r in rulings], indent=1))
    else:
        for r in rulings:
            print(f"{r.id:7} {r.mechanic:11} {r.summary}")
            for gap in r.gaps:
                print(f"{'':19} gap: {gap}")
    return EXIT_OK


# ----- cards -----------------------------------------------------------------------------------------------

def card_mechanics() -> list[str]:
    """The mechanics ``cards --mechanic`` accepts: those the rulings are filed under, and those a card's own
    data shows."""
    from reference_engine.cards.mechanics import MECHANIC_MARKS

    from .catalog.registry import MECHANICS

    return sorted({m.name for m in MECHANICS if m.module} | set(MECHANIC_MARKS))


CARDS_EPILOG = """\
Which rulings use a card is computed from what the suite can send, without drawing a scenario: the cards
each ruling's scenario strategy declares (strategies/card_choices.py) and the cards its corpus cases put in
their setups. --real-cards-only lists what a ruling can send to an engine that declines synthetic cards
(hello synthetic_cards: false, or run --real-cards-only). --sample N also draws N examples per ruling, a
check of the declarations (slow). A card matches --mechanic M when its own data shows M (an Adventure, a
Role it makes, discover, a disguise keyword, a Clue or investigate, a modal double-faced layout: mdfc) or a
ruling of M uses it. Below each face, its rules in words, generated from its data; an activated ability
starts with the index an activate action gives it ([0], [1], ...). A setup names the card as CARD (a
token kind with "token": true) and gives each instance an id c1, c2, ... (docs/protocol.md, Identifiers);
a card drawn per scenario (origin "drawn") comes with its definition in the setup's cards. See
docs/card-data.md.

--json prints a list, one object per card or token kind: {"name", "origin": "real" | "synthetic" |
"token" | "drawn", "layout", "setup": {"card", "token"?}, "faces": [{"name", "mana_cost", "mana_value",
"colors", "supertypes", "types", "subtypes", "power", "toughness", "loyalty", "keywords", "rules": [lines],
"activated_abilities": [{"ability", "words"}]}], "mechanics", "ruling_mechanics", "rulings",
"rulings_real_cards_only"}.

--missing lists instead every printed paper card of the six mechanics (adventure, discover, disguise, cloak,
role, clue) in the offline Oracle data: per mechanic how many are in the pool (written by hand or made by the
checked translator) and, for each card not in it, the rule or verb it needs; then the needs by count.
Read from reference_engine/cards/oracle_listing.json (python3 -m reference_engine.cards.translate).
"""


def cmd_cards(args: argparse.Namespace) -> int:
    from .card_list import filter_entries, pool_entries, render_table
    from .catalog import RULINGS

    if args.missing:
        return _cards_missing(args)
    mechanics = card_mechanics()
    if args.mechanic is not None and args.mechanic not in mechanics:
        raise UsageError(f"unknown mechanic {args.mechanic!r} (known: {', '.join(mechanics)})")
    case_cards = None
    if args.ruling is not None and args.ruling not in RULINGS:
        from .card_rulings.listing import case_cards as cards_of_case

        case_cards = cards_of_case(args.ruling)
        if case_cards is None:
            raise UsageError(f"unknown ruling {args.ruling!r} (see mtg-conformance list, and list --tier "
                             "card-rulings)")
    if args.sample < 0:
        raise UsageError("--sample must be 0 or more")
    entries = filter_entries(pool_entries(args.sample), args.mechanic, None if case_cards else args.ruling,
                             args.real_cards_only)
    if case_cards is not None:  # a card-ruling case: the cards it names or puts in its setup
        entries = [e for e in entries if e["name"] in case_cards]
    print(json.dumps(entries, indent=1) if args.json else render_table(entries, args.real_cards_only))
    return EXIT_OK


def _cards_missing(args: argparse.Namespace) -> int:
    from .card_status import MECHANICS, listing, render_missing, summary

    if args.mechanic is not None and args.mechanic not in MECHANICS:
        raise UsageError(f"unknown mechanic {args.mechanic!r} for --missing (known: {', '.join(MECHANICS)})")
    entries = listing()
    if args.json:
        chosen = [e for e in entries if args.mechanic is None or args.mechanic in e["mechanics"]]
        print(json.dumps({**summary(entries), "cards": chosen}, indent=1))
    else:
        print(render_missing(entries, args.mechanic))
    return EXIT_OK


# ----- run -------------------------------------------------------------------------------------------------


def _check_engine(spec: str, timeout: float) -> dict[str, Any]:
    from mtg_protocol.engine import ConfigError, EngineError
    from mtg_protocol.jsontypes import plain

    from .spec import open_engine, parse_spec

    parse_spec(spec)
    try:
        engine = open_engine(spec, timeout)
        hello = engine.hello()
        engine.close()
    except (EngineError, ConfigError, KeyError, ImportError, OSError) as exc:
        raise UsageError(f"engine {spec!r} can't start: {str(exc).splitlines()[0] if str(exc) else exc!r}") from None
    return plain(hello)


def _writable_dir(path: str) -> Path:
    out = Path(path)
    try:
        out.mkdir(parents=True, exist_ok=True)
        probe = out / ".write-test"
        probe.write_text("")
        probe.unlink()
    except OSError as exc:
        raise UsageError(f"can't write to the output directory {path!r}: {exc.strerror or exc}") from None
    return out


def _parse_shard(text: str | None) -> tuple[int, int] | None:
    if not text:
        return None
    try:
        i, n = (int(x) for x in text.split("/"))
    except ValueError:
        raise UsageError(f"--shard takes I/N such as 1/4, not {text!r}") from None
    if not 1 <= i <= n:
        raise UsageError(f"--shard {text}: I must be between 1 and N")
    return i, n


def _shard(ids: list[str], shard: tuple[int, int]) -> list[str]:
    """A deterministic, balanced share: longest-first by measured cost onto the lightest shard."""
    from .costs import cost_of

    i, n = shard
    bins: list[list[str]] = [[] for _ in range(n)]
    loads = [0.0] * n
    for rid in sorted(ids, key=lambda r: (-cost_of(r), r)):
        k = loads.index(min(loads))
        bins[k].append(rid)
        loads[k] += cost_of(rid)
    return sorted(bins[i - 1], key=ids.index)


def _pytest_args(workers: str, tier: str = "rulings") -> list[str]:
    """pytest's command line for a run: the tier's suite, quiet pytest, and the workers. The run's own options
    travel as a RunConfig object (plugin.ConfigCarrier), not on this line."""
    import conformance

    from .plugin import load_args
    from .tiers import suite_file

    package = Path(conformance.__file__).parent
    argv = [str(suite_file(tier)), "--rootdir", str(package.parent), "-p", "no:cacheprovider",
            "-p", "no:terminal",  # our progress lines and summary only: no dots, worker chatter or pytest summary
            "-o", "addopts=", "-o", "testpaths=",
            "-W", "ignore::pytest.PytestAssertRewriteWarning", "-p", "no:benchmark",
            "-p", "no:unraisableexception"]  # its collections at the end of every session: 0.3 s, nothing to report
    argv += load_args()
    if workers == "auto" or (workers.isdigit() and int(workers) > 1):
        argv += ["-n", workers, "--dist", "worksteal"]
    elif not workers.isdigit() or int(workers) < 1:
        raise UsageError(f"--workers takes a number or 'auto', not {workers!r}")
    else:
        argv += ["-p", "no:xdist"]
    return argv


def _check_run_options(config: RunConfig) -> None:
    """Readable expectations and history files, a usable example database; else UsageError (numbers are checked
    by their option types, config.py)."""
    from mtg_protocol.errors import ReportError
    from reports.history import check_history

    from .expectations import ExpectationsError, expectations_warning, load_expectations
    from .session import check_database, warn
    from .tiers import registry

    if config.expectations:
        try:
            load_expectations(config.expectations, set(registry(config.tier)))
        except ExpectationsError as exc:
            raise UsageError(str(exc)) from None
        old = expectations_warning(config.expectations)
        if old:
            warn(old)
    check_database(config.example_db)
    if config.history:
        try:
            check_history(config.history)
        except ReportError as exc:
            raise UsageError(str(exc)) from None


class _ResultSink:
    """A pytest plugin that keeps this run's own report, so the exit code never rests on a re-read file."""

    def __init__(self) -> None:
        self.recorder: Any = None

    def pytest_unconfigure(self, config: Any) -> None:
        self.recorder = config.pluginmanager.get_plugin("mtg-conformance-recorder")


def _run_pytest(argv: list[str], config: RunConfig) -> Any:
    """Run pytest; return the recorder that holds this run's results (None if the run wrote no report).

    Signals are handled by conformance/interrupt.py, installed by ``main``: they stop pytest at once, and its
    hooks still mark the unfinished rulings and write all four reports.
    """
    import pytest

    from .plugin import ConfigCarrier

    sink = _ResultSink()
    try:
        pytest.main(argv, plugins=[sink, ConfigCarrier(config)])
    except KeyboardInterrupt:  # only a stop outside pytest's session: the recorder still holds the results
        pass
    return sink.recorder


def _say_replays(example_db: str | None, hello: dict[str, Any], chosen: list[str]) -> None:
    """One line, before the run, when examples stored by earlier runs on this same engine will be replayed first."""
    from .examples_db import chosen_directory, engine_identity, stored_rulings

    identity = engine_identity(hello)
    stored = stored_rulings(example_db, identity, chosen)
    if stored:
        shown = ", ".join(stored[:8]) + (", ..." if len(stored) > 8 else "")
        print(f"mtg-conformance: replaying examples stored by earlier runs on {identity} for {len(stored)} "
              f"ruling(s) ({shown}) from {chosen_directory(example_db)}/; --example-db none starts afresh",
              flush=True)


@contextlib.contextmanager
def _hypothesis_storage() -> Iterator[None]:
    """Hypothesis's own caches go to a temporary folder, removed after the run: no ``.hypothesis/`` left behind
    but the example database the run chose."""
    import tempfile

    if "HYPOTHESIS_STORAGE_DIRECTORY" in os.environ:  # the caller chose one
        yield
        return
    with tempfile.TemporaryDirectory(prefix="mtg-conformance-hypothesis-") as tmp:
        os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = tmp
        _keep_constants_cache(Path(tmp))
        try:
            yield
        finally:
            os.environ.pop("HYPOTHESIS_STORAGE_DIRECTORY", None)


def _keep_constants_cache(storage: Path) -> None:
    """Hypothesis reads the constants of our modules into every process (their source parsed, a few seconds of
    CPU per worker) and caches them by source hash under its storage's ``constants/``: that one subfolder is the
    user cache's (``user_cache``), so later runs read them back. Without a usable cache, nothing changes."""
    from .user_cache import cache_dir

    folder = cache_dir()
    if folder is None:
        return
    try:
        (folder / "hypothesis-constants").mkdir(parents=True, exist_ok=True)
        (storage / "constants").symlink_to(folder / "hypothesis-constants", target_is_directory=True)
    except OSError:
        pass


RUN_EPILOG = """\
exit codes (the same rule for run, merge and mutants): 0 every ruling held, failed as expected, is
unsupported or flaky; 1 a ruling failed, errored, was not run, or has no verdict (pending: a shard or
run that stopped early), or an expected failure held; 2 bad usage; 128+N stopped by signal N.
The same options exist for plain pytest as --mtg-NAME (pytest --pyargs conformance.suite --mtg-engine ...)."""


def cmd_run(args: argparse.Namespace) -> int:
    from reports.verdicts import Skip, skip_of

    from .catalog import all_rulings
    from .config import from_cli
    from .outdir import FolderBusy, OutputLock, set_aside_leftovers
    from .progress import summary_line
    from .tiers import select

    config = from_cli(args)
    try:
        chosen = [r.id for r in select(config.tier, config.rulings)]
    except KeyError as exc:
        if config.tier != "rulings":
            raise UsageError(f"{exc.args[0]} (give case ids, globs or mechanics; see mtg-conformance list "
                             f"--tier {config.tier})") from None
        mechanics = sorted({r.mechanic for r in all_rulings()})
        raise UsageError(f"{exc.args[0]} (give ruling ids, globs such as WOE-*, or mechanics: "
                         f"{', '.join(mechanics)}; see mtg-conformance list)") from None
    shard = _parse_shard(config.shard)
    if shard:
        chosen = _shard(chosen, shard)
    _check_run_options(config)
    argv = _pytest_args(config.workers, config.tier)
    out = _writable_dir(config.out or "conformance-report")
    try:
        lock = OutputLock(out)
        lock.acquire()
    except FolderBusy as exc:
        raise UsageError(str(exc)) from None
    with lock:
        interrupt.track(out)
        try:
            try:
                hello = _check_engine(config.engine, config.engine_timeout)
            except UsageError:
                if not interrupt.requested():  # an engine killed by the signal: the run still writes its reports
                    raise
                hello = {}
            if not chosen:
                print("mtg-conformance: this shard has no rulings to run")
                return EXIT_OK
            set_aside_leftovers(out)
            if interrupt.requested():  # stopped while starting: no workers, every ruling "interrupted" at once
                argv = _pytest_args("1")
            else:
                _say_replays(config.example_db, hello, chosen)
            os.environ.pop("HYPOTHESIS_PROFILE", None)
            with _hypothesis_storage():
                recorder = _run_pytest(argv, config.derived(rulings=tuple(chosen), out=str(out)))
        finally:
            interrupt.untrack()
    signum = interrupt.requested()
    if recorder is None:
        return _fail_usage("the run ended before writing a report")
    if recorder.write_error:
        return _fail_usage(recorder.write_error)
    report = recorder.report
    totals = report["totals"]
    extra = "".join(f", {totals[k]} {k}" for k in ("xfail", "xpass", "flaky") if totals.get(k))
    not_run = sum(skip_of(r) == Skip.NOT_RUN for r in report["rulings"])
    if not_run:
        extra += f"; {not_run} of {totals['total']} not run (the run's time budget was reached)"
    if signum is not None:
        extra += f"; interrupted by signal {signum}"
    _print_causes(report.get("causes") or [], out)
    print(summary_line(totals, extra, out))
    if signum is not None:
        return 128 + signum
    return exit_code(report)


def _print_causes(causes: list[dict[str, Any]], out: Path, limit: int = 10) -> None:
    """The causes across rulings, before the totals: one line each, its rulings and smallest counterexample (its
    path from where the run was started, so that it can be pasted into ``replay``)."""
    from reports.model import causes_heading
    from reports.verdicts import Verdict

    if not causes:
        return
    print(f"mtg-conformance: {causes_heading(causes)}:")
    for cause in causes[:limit]:
        where = f" ({(out / cause['counterexample']).as_posix()})" if cause.get("counterexample") else ""
        status = cause["status"]
        known = " [known]" if status == Verdict.XFAIL else " [flaky]" if status == Verdict.FLAKY else ""
        print(f"  {cause['signature']}{known}: {', '.join(cause['rulings'])}{where}")
    if len(causes) > limit:
        print(f"  ...and {len(causes) - limit} more in report.json")


def cmd_update_expectations(args: argparse.Namespace) -> int:
    import tomllib

    from .expectations import (
        ExpectationsError,
        dump_expectations,
        expectations_from_report,
        load_expectations,
        parse_expectations,
    )
    from .tiers import known_ids

    report = _load_report(args.report)
    previous: dict[str, Any] = {}
    if args.out and Path(args.out).exists():
        try:
            previous = load_expectations(args.out, known_ids())
        except ExpectationsError as exc:
            raise UsageError(str(exc)) from None
    expectations = expectations_from_report(report, previous)
    messages = {r["id"]: f"{r['status']}: {r.get('message') or ''}" for r in report["rulings"]}
    text = dump_expectations(expectations, report["engine"].get("name"), messages)
    try:  # never write a file that this tool can't read back
        parse_expectations(tomllib.loads(text), "the expectations to write", known_ids())
    except (tomllib.TOMLDecodeError, ExpectationsError) as exc:
        raise UsageError(f"{args.report}: can't make an expectations file from it: {exc}") from None
    if not args.out:
        sys.stdout.write(text)
        return EXIT_OK
    try:
        Path(args.out).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"can't write {args.out}: {exc.strerror or exc}") from None
    kinds = [e.expected or ("known" if e.known else "disabled") for e in expectations.values()]
    signatures = sum(len(e.known) for e in expectations.values())
    print(f"wrote {args.out}: {signatures} known failure signature(s) in {kinds.count('known')} ruling(s), "
          f"{kinds.count('fail')} expected failures, {kinds.count('intermittent')} intermittent, "
          f"{kinds.count('disabled')} disabled")
    return EXIT_OK


# ----- replay and promote ------------------------------------------------------------------------------------


def _load_counterexample(path: str) -> dict[str, Any]:
    from mtg_protocol.errors import ReportError
    from reports.counterexample import load_counterexample

    try:
        return dict(load_counterexample(path))
    except ReportError as exc:
        raise UsageError(str(exc)) from None


def _engine_named_by_file(path: str, named: Any) -> str:
    """The engine a replay file names, accepted only if it is built in (a file is data: it never picks code to run).

    The spec is parsed exactly as ``--engine`` would parse it, so no spelling (leading blanks, tabs, case of
    the prefix) can smuggle a ``cmd:`` or ``python:`` engine past the check.
    """
    from mtg_protocol.engine import ConfigError

    from .spec import BUILT_IN_KINDS, parse_spec

    if named is None:
        return "reference"
    if not isinstance(named, str):
        raise UsageError(f"{path}: field 'engine' must be a string")
    try:
        parsed = parse_spec(named)
    except ConfigError:
        parsed = None
    if parsed is None or parsed.kind not in BUILT_IN_KINDS:
        raise UsageError(f"{path} names engine {named!r}, which a file may not choose; "
                         "to replay on it, pass it yourself with --engine")
    return str(parsed)


def cmd_replay(args: argparse.Namespace) -> int:
    from mtg_protocol.engine import EngineError
    from mtg_protocol.untrusted import clean_text
    from strategies.scenario import Scenario

    from .runner import cause_of, check_scenario, message_of
    from .spec import open_engine
    from .tiers import find

    data = _load_counterexample(args.file)
    ruling = find(data["ruling"])
    if ruling is None:
        raise UsageError(f"{args.file}: unknown ruling {data['ruling']!r}")
    spec = args.engine or _engine_named_by_file(args.file, data.get("engine"))
    _check_engine(spec, args.engine_timeout)
    engine = open_engine(spec, args.engine_timeout)
    scenario = Scenario.from_json(data["scenario"])
    try:
        trace, violations = check_scenario(ruling, engine, scenario)
        signature, divergence = cause_of(trace, violations)
    except EngineError as exc:
        print(clean_text(f"{data['ruling']} {exc.kind} on {spec}: {exc}"))
        return EXIT_FAIL
    finally:
        engine.close()
    if violations:  # the first divergence leads (the failure's message), then the invariant that fired
        wanted = (data.get("violation") or {}).get("signature")
        other = f" (a different failure than the file's {wanted})" if wanted and wanted != signature else ""
        print(clean_text(f"{data['ruling']} reproduces on {spec}: [{signature}]{other} "
                         f"{message_of(violations, divergence)}"))
    if args.verbose:
        from .progress import use_color
        from .replay_view import verbose_lines

        for line in verbose_lines(trace, violations, use_color(args.color, sys.stdout), divergence,
                                  args.all_differences):
            print(line)
    if violations:
        return EXIT_FAIL
    print(f"{data['ruling']} holds on {spec}")
    return EXIT_OK


def _check_promotable(path: str, data: dict[str, Any]) -> None:
    """A counterexample worth keeping: a known ruling, and a scenario the reference engine plays to the end."""
    from strategies.scenario import Scenario

    from .catalog import RULINGS
    from .runner import check_scenario
    from .spec import open_engine

    if data["ruling"] not in RULINGS:
        raise UsageError(f"{path}: unknown ruling {_quoted(data['ruling'])}")
    engine = open_engine("reference")
    try:
        check_scenario(RULINGS[data["ruling"]], engine,
                       Scenario(data["scenario"]["setup"], data["scenario"]["actions"]))
    except Exception as exc:  # noqa: BLE001 - whatever the model can't play, the corpus must not keep
        raise UsageError(f"{path}: the reference engine can't play this scenario: {type(exc).__name__}: "
                         f"{_quoted(str(exc))}") from None
    finally:
        engine.close()


def _quoted(text: str, limit: int = 80) -> str:
    from mtg_protocol.errors import one_line
    from mtg_protocol.untrusted import clean_text

    return repr(one_line(clean_text(text), limit))


def cmd_promote(args: argparse.Namespace) -> int:
    from .corpus import CORPUS_DIR, make_case, write_case

    data = _load_counterexample(args.file)
    _check_promotable(args.file, data)
    corpus = Path(args.corpus) if args.corpus else CORPUS_DIR
    if corpus.exists() and not corpus.is_dir():
        raise UsageError(f"--corpus {args.corpus!r} is not a directory")
    case = make_case(data["ruling"], data["scenario"], args.description or
                     f"promoted counterexample found on {data.get('engine')}", origin=f"promoted from {args.file}")
    try:
        path = write_case(case, corpus)
    except OSError as exc:
        raise UsageError(f"can't write the corpus case into {corpus}: {exc.strerror or exc}") from None
    print(f"promoted {data['ruling']} as corpus case {case['id']} ({path})")
    return EXIT_OK


def cmd_corpus_rebuild(args: argparse.Namespace) -> int:
    from mtg_protocol.errors import ReportError

    from .corpus import CORPUS_DIR, case_builders, rebuild

    builders = case_builders()
    if args.mechanic is not None and args.mechanic not in builders:
        raise UsageError(f"no catalog module defines corpus cases for {args.mechanic!r} "
                         f"(choose from {', '.join(builders)})")
    corpus = Path(args.corpus) if args.corpus else CORPUS_DIR
    if corpus.exists() and not corpus.is_dir():
        raise UsageError(f"--corpus {args.corpus!r} is not a directory")
    for name in [args.mechanic] if args.mechanic else builders:
        try:
            done = rebuild(builders[name], corpus)
        except (OSError, ReportError) as exc:
            raise UsageError(f"can't rebuild the {name} corpus cases in {corpus}: "
                             f"{getattr(exc, 'strerror', None) or exc}") from None
        print(f"{name}: {len(done.written)} written, {len(done.unchanged)} unchanged")
        for path in done.written:
            print(f"  wrote {path}")
        for path in done.unbuilt:
            print(f"  kept {path}: hand-written, built by none of the {name} rulings (delete it if stale)")
    return EXIT_OK


def cmd_rebuild(args: argparse.Namespace) -> int:
    from .rebuild import PARTS, rebuild
    from .tiers import RULINGS, select

    parts = [p.strip() for p in args.only.split(",")] if args.only else list(PARTS)
    unknown = [p for p in parts if p not in PARTS]
    if unknown:
        raise UsageError(f"--only {unknown[0]!r}: choose among {', '.join(PARTS)}")
    try:
        ids = [r.id for r in select(RULINGS, args.rulings)]
    except KeyError as exc:
        raise UsageError(f"{exc.args[0]} (give ruling ids, globs such as WOE-*, or mechanics)") from None
    rebuild(ids, parts)
    return EXIT_OK


# ----- compare and merge ----------------------------------------------------------------------------------------


def _load_report(path: str) -> dict[str, Any]:
    from mtg_protocol.errors import ReportError
    from reports.model import load_report

    try:
        return dict(load_report(path))
    except ReportError as exc:
        raise UsageError(str(exc)) from None


def cmd_compare(args: argparse.Namespace) -> int:
    from reports.compare import compare

    from .session import warn

    result = compare(_load_report(args.old), _load_report(args.new))
    if result.engines_differ:
        warn(f"the two reports come from different engines: {result.engines_differ}; "
             "status changes may be the engines' difference, not regressions")
    text = result.to_markdown()
    if args.markdown:
        try:
            Path(args.markdown).write_text(text, encoding="utf-8")
        except OSError as exc:
            raise UsageError(f"can't write --markdown {args.markdown!r}: {exc.strerror or exc}") from None
    print(text)
    return EXIT_FAIL if result.has_regression else EXIT_OK


def cmd_merge(args: argparse.Namespace) -> int:
    import shutil

    from mtg_protocol.errors import ReportError
    from reports.merge import merge_reports
    from reports.writer import ReportWriter

    reports = [_load_report(str(Path(d) / "report.json")) for d in args.dirs]
    if any(Path(d).resolve() == Path(args.out).resolve() for d in args.dirs):
        raise UsageError(f"--out {args.out!r} is one of the folders being merged; choose another folder")
    try:
        merged = merge_reports(reports)
    except ReportError as exc:
        raise UsageError(str(exc)) from None
    out = _writable_dir(args.out)
    for d in args.dirs:
        for cx in (Path(d) / "counterexamples").glob("*.json"):
            (out / "counterexamples").mkdir(exist_ok=True)
            shutil.copy(cx, out / "counterexamples" / cx.name)
    ReportWriter(out).finish(merged)
    totals = merged["totals"]
    pending = f", {totals['pending']} without a verdict (pending)" if totals.get("pending") else ""
    print(f"merged {len(reports)} reports into {out}/: {totals['passed']} passed, {totals['failed']} failed, "
          f"{totals['errors']} errors{pending}")
    return exit_code(merged)


def cmd_matrix(args: argparse.Namespace) -> int:
    from mtg_protocol.errors import ReportError
    from reports.matrix import build_matrix, write_matrix

    out = _writable_dir(args.out)
    try:
        matrix = build_matrix(args.reports, out)
    except ReportError as exc:
        raise UsageError(str(exc)) from None
    written = write_matrix(matrix, out)
    for column in matrix.columns:
        print(f"{column.label}: {column.passed}/{column.total} rulings passed ({out / 'badges' / column.slug}.svg)")
    print(f"wrote {written['matrix.html']} and {written['matrix.md']}")
    return EXIT_OK


# ----- mutants ---------------------------------------------------------------------------------------------------


def cmd_mutants(args: argparse.Namespace) -> int:
    import fnmatch

    from reference_engine.mutants import all_mutants

    from .mutation import kill_matrix, print_matrix

    mutants = [m for m in all_mutants()
               if not args.names or any(fnmatch.fnmatchcase(m.name, p) or fnmatch.fnmatchcase(m.target, p.upper())
                                        for p in args.names)]
    if not mutants:
        raise UsageError(f"no mutant matches {' '.join(args.names)!r} (see: mtg-conformance mutants --list)")
    if args.list:
        for m in mutants:
            print(f"{m.name:40} {m.target:7} {m.description}")
        return EXIT_OK
    try:
        rows = kill_matrix(mutants, args.profile, args.workers, args.scope, args.seed, not args.no_corpus,
                           args.own_only)
    except KeyError as exc:
        raise UsageError(str(exc.args[0])) from None
    if args.json:
        print(json.dumps(rows, indent=1))
    else:
        print_matrix(rows)
    from reports.model import new_report, record_mutant
    from reports.writer import ReportWriter

    report = new_report({"spec": "mutants", "name": "mutants", "version": "-"}, args.profile, args.seed, [])
    for row in rows:
        record_mutant(report, row)
    if args.out:
        ReportWriter(_writable_dir(args.out)).finish(report)
    return exit_code(report)


# ----- smoke -------------------------------------------------------------------------------------------------------


SMOKE_EPILOG = """\
The game it sets up needs two cards: Grizzly Bears (in p1's hand) and Forest (two, on p1's
battlefield); p1 casts the Bears and both players pass. The actions it sends: cast, pass."""


def cmd_smoke(args: argparse.Namespace) -> int:
    from .smoke import smoke

    ok = smoke(args.engine, args.engine_timeout, print)
    return EXIT_OK if ok else EXIT_FAIL


# ----- the parser ------------------------------------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


DESCRIPTION = """\
Check a Magic: The Gathering rules engine against the official rulings of the catalog (`list` shows them).
Scenarios are drawn at random (Hypothesis), played on your engine and on a reference engine, and judged by
each ruling's invariants; failures are shrunk to small counterexamples you can replay."""

EXAMPLES = """\
first steps:
  mtg-conformance cards --mechanic adventure      the cards the Adventure rulings use, as printed
  mtg-conformance list --json                     per ruling: mechanics, actions, choices, views, cards
  mtg-conformance smoke --engine "cmd:./my-engine"
  mtg-conformance run --engine "cmd:./my-engine" adventure
  mtg-conformance run --engine "cmd:./my-engine" --tier card-rulings   each card's own official rulings
  mtg-conformance replay conformance-report/counterexamples/WOE-04.json --engine "cmd:./my-engine"
  mtg-conformance compare old/report.json conformance-report/report.json

exit codes: 0 every applicable ruling held, 1 a ruling failed, errored or has no verdict (or a mutant
survived, or a regression), 2 bad usage.
Engine authors: see docs/engine-authors.md."""

SHORT_USAGE = """\
usage: mtg-conformance COMMAND [OPTIONS]   (list, cards, smoke, run, replay, compare, ...)
  mtg-conformance run --engine "cmd:./my-engine" adventure
  mtg-conformance --help      every command, with examples"""


def _version() -> str:
    from mtg_protocol.version import __version__

    return __version__


def build_parser() -> argparse.ArgumentParser:
    from .config import add_cli_options

    parser = _Parser(prog="mtg-conformance", description=DESCRIPTION, epilog=EXAMPLES,
                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"mtg-conformance {_version()}")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser, metavar="COMMAND")

    p = sub.add_parser("list", help="list the rulings")
    p.add_argument("--json", action="store_true", help="machine-readable: per ruling its source, rules, "
                   "mechanics, actions, choice kinds, views and cards")
    add_cli_options(p, ["tier"], helps={"tier": "rulings (default) or card-rulings: the per-card cases, gaps "
                                                 "and reference bugs included"})
    p.set_defaults(func=cmd_list)

    p = sub.add_parser("cards", help="list the card pool: characteristics per face, origin, rulings that use it",
                       epilog=CARDS_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--json", action="store_true", help="machine-readable output (shape below)")
    p.add_argument("--mechanic", default=None, help=f"one of {', '.join(card_mechanics())}")
    p.add_argument("--ruling", default=None, help="only the cards this ruling can send (a ruling id, or a "
                   "card-ruling case id)")
    p.add_argument("--real-cards-only", action="store_true",
                   help="the cards sent to an engine that declines synthetic cards")
    p.add_argument("--sample", type=int, default=0, metavar="N",
                   help="also draw N examples per ruling, a check of the computed lists (slow; default 0)")
    p.add_argument("--missing", action="store_true",
                   help="instead: every printed card of the mechanics (adventure, discover, disguise, cloak, role, "
                        "clue) in the offline Oracle data, whether the pool has it, and what each missing one needs")
    p.set_defaults(func=cmd_cards)

    p = sub.add_parser("run", help="run the suite and write the reports", epilog=RUN_EPILOG,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    add_cli_options(p)
    p.set_defaults(func=cmd_run)

    p = sub.add_parser("replay", help="replay a counterexample file on an engine")
    p.add_argument("file", help="a counterexample file (OUT/counterexamples/*.json)")
    add_cli_options(p, ["engine", "engine_timeout"], defaults={"engine": None},
                    helps={"engine": "the engine to replay on (default: the engine the file names when it is "
                                     "built in, else reference)"})
    p.add_argument("--verbose", "-v", action="store_true", help="show each step: the action in words, the "
                   "engine's verdict and observation beside the reference's, only the differences a verdict may "
                   "rest on, the first divergence marked")
    p.add_argument("--all", action="store_true", dest="all_differences", help="with --verbose: every difference "
                   "of the two observations, spelling and order included")
    add_cli_options(p, ["color"], helps={"color": "highlight differences (default auto: when the output is "
                                                  "a terminal)"})
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("promote", help="turn a counterexample into a corpus case")
    p.add_argument("file", help="a counterexample file")
    p.add_argument("--description", default=None, help="what the case shows (default: where it was found)")
    p.add_argument("--corpus", default=None, help="corpus directory (default: the package's corpus)")
    p.set_defaults(func=cmd_promote)

    p = sub.add_parser("corpus", help="build tools for the corpus of fixed cases")
    corpus = p.add_subparsers(dest="corpus_command", required=True, parser_class=_Parser, metavar="ACTION",
                              help="rebuild: rewrite the hand-written cases the rulings define")
    p = corpus.add_parser("rebuild", help="rewrite the hand-written corpus cases the rulings' records define; "
                          "deletes nothing")
    p.add_argument("mechanic", nargs="?", default=None, help="one catalog module, e.g. adventure (default: all)")
    p.add_argument("--corpus", default=None, help="corpus directory (default: the package's corpus)")
    p.set_defaults(func=cmd_corpus_rebuild)

    p = sub.add_parser("rebuild", help="refresh the generated files (what the scenarios use, costs, corpus cases, "
                       "docs tables) for some rulings or all, keeping the other rulings' rows")
    p.add_argument("rulings", nargs="*", help="ruling ids, globs (WOE-*) or mechanics (default: all)")
    p.add_argument("--only", default=None, metavar="PART[,PART]",
                   help="refresh only these: uses, costs, corpus, docs (default: all four)")
    p.set_defaults(func=cmd_rebuild)

    p = sub.add_parser("compare", help="compare two report.json files")
    p.add_argument("old", help="the earlier report.json")
    p.add_argument("new", help="the later report.json")
    p.add_argument("--markdown", default=None, help="also write the comparison as Markdown to this file")
    p.set_defaults(func=cmd_compare)

    p = sub.add_parser("merge", help="merge shard report directories into one report set (exit 1 as run would: "
                       "a failure, an error, or a ruling no shard gave a verdict)")
    p.add_argument("dirs", nargs="+", help="shard report directories")
    p.add_argument("--out", default="conformance-report", help="merged report directory (default "
                   "conformance-report/)")
    p.set_defaults(func=cmd_merge)

    p = sub.add_parser("matrix", help="compare engines' reports ruling by ruling: an HTML page, a Markdown "
                       "table and a badge per engine")
    p.add_argument("reports", nargs="+", metavar="REPORT", help="report.json files (or their folders), one per engine")
    p.add_argument("--out", default="conformance-matrix", help="output folder (default conformance-matrix/): "
                   "matrix.html, matrix.md, badges/ENGINE.svg")
    p.set_defaults(func=cmd_matrix)

    p = sub.add_parser("update-expectations", help="write an expectations file from a report (failures "
                       "become expected failures)")
    p.add_argument("report", help="a report.json")
    p.add_argument("--out", default=None, help="the expectations file (default: print it); issue links and "
                   "disabled rulings already in it are kept")
    p.set_defaults(func=cmd_update_expectations)

    p = sub.add_parser("mutants", help="run the suite against every mutant and print the kill matrix")
    p.add_argument("names", nargs="*", help="mutant names or target ruling ids (globs); default: all")
    p.add_argument("--list", action="store_true", help="list the mutants and what they break, run nothing")
    add_cli_options(p, ["profile", "seed"], defaults={"profile": "ci"},
                    helps={"seed": "Hypothesis seed (default %(default)s)"})
    p.add_argument("--workers", type=int, default=1, help="mutants run in parallel (default 1)")
    p.add_argument("--json", action="store_true", help="print the kill matrix as JSON")
    p.add_argument("--scope", default="mechanic", choices=["target", "mechanic", "all"],
                   help="which rulings to run per mutant (default: those of its target's mechanic)")
    p.add_argument("--no-corpus", action="store_true", help="leave the corpus out: the property tier alone must kill")
    p.add_argument("--own-only", action="store_true", help="switch the universal checks off: each mutant must be "
                   "killed by its target ruling's own invariants")
    p.add_argument("--out", default=None, help="also write a report set with the kill matrix here")
    p.set_defaults(func=cmd_mutants)

    p = sub.add_parser("smoke", help="check quickly that an engine speaks the protocol", epilog=SMOKE_EPILOG,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    add_cli_options(p, ["engine", "engine_timeout"])
    p.set_defaults(func=cmd_smoke)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else list(argv)
    # a run handles SIGINT and SIGTERM from here on: recorded while it starts, then a clean stop (interrupt.py)
    run = words[:1] == ["run"]
    installed_here = run and interrupt.install(interrupt.stop_run_processes)  # else by __main__, or not a run
    try:
        code = _main(words)
        return interrupt.exit_code(code) if run and interrupt.installed() else code
    finally:
        if run and argv is None:  # the program ends here: a signal from now on ends it at once (128+N)
            interrupt.leave()
        elif installed_here:
            interrupt.restore()


def _main(words: list[str]) -> int:
    from mtg_protocol.engine import ConfigError

    try:
        if not words:
            print(SHORT_USAGE, file=sys.stderr)
            return EXIT_USAGE
        args = build_parser().parse_args(words)
        func: Callable[[argparse.Namespace], int] = args.func
        return func(args)
    except (UsageError, ConfigError) as exc:
        return _fail_usage(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
    except KeyboardInterrupt:
        print("mtg-conformance: interrupted", file=sys.stderr)
        return 128 + (interrupt.requested() or 2)  # as a shell reports SIGINT
    except BrokenPipeError:  # the reader of our output went away (| head): nothing more to say
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_FAIL


if __name__ == "__main__":
    sys.exit(main())
