"""Fault-injection harness: run the whole ``run`` command against a misbehaving engine.

Used by tests/e2e/test_robustness.py and benchmarks/robustness_table.py. Each
`Fault` names an engine spec that misbehaves once (see faulty_reference.py and
inprocess_faults.py), the statuses the affected ruling may get, and words its
message must contain. `run_fault` runs ``python -m conformance run`` as a
subprocess with a wall-clock bound and `check_run` says what went wrong, if
anything: a blown bound, an unexpected exit code, an invalid report file, a
ruling without a verdict, or a message that does not say what the engine did.
"""

from __future__ import annotations

import html.parser
import os
import shlex
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fake_engines.faulty_reference import HOSTILE  # noqa: F401 - for the tests

ROOT = Path(__file__).resolve().parents[2]
FAKES = Path(__file__).resolve().parent
FAULTY = FAKES / "faulty_reference.py"
PREFERRED = ("WOE-08", "WOE-09", "MKM-04", "WOE-01", "LCI-08")
VERDICTS = ("passed", "failed", "unsupported", "xfail", "xpass", "flaky")
ENGINE_FAULTS = {"error", "crash", "timeout"}
REPORT_FILES = ("report.json", "junit.xml", "summary.md", "report.html")
ENGINE_TIMEOUT = 2.0


def pick_rulings(count: int = 2) -> list[str]:
    """Up to `count` ruling ids that the catalog has now, preferring cheap, well-known ones."""
    from conformance.catalog import RULINGS

    present = [r for r in PREFERRED if r in RULINGS]
    present += [r for r in sorted(RULINGS) if r not in present]
    return present[:count]


@dataclass(frozen=True)
class Fault:
    """One way to misbehave and what the suite must make of it."""

    name: str
    description: str
    engine: str  # spec; ``{faulty}`` and ``{state}`` are filled in
    statuses: tuple[str, ...]  # what the one affected ruling may get; () when none is affected
    words: tuple[str, ...] = ()  # its message must contain each of these
    bound: float = 40.0
    env: tuple[tuple[str, str], ...] = ()
    affected: int = 1  # rulings that may be affected (at most)
    timeout: float = ENGINE_TIMEOUT  # --engine-timeout

    def spec(self, state: Path) -> str:
        faulty = shlex.join([sys.executable, str(FAULTY)])
        return self.engine.format(faulty=faulty, state=shlex.quote(str(state)))


def faulty_spec(mode: str, state: Path, extra: str = "", at: int = 3) -> str:
    """A ``cmd:`` spec for faulty_reference.py in `mode`, counting acts in `state`."""
    faulty = shlex.join([sys.executable, str(FAULTY)])
    return f"cmd:{faulty} {mode} --at {at} --state {shlex.quote(str(state))} {extra}".rstrip()


def _cmd(mode: str, extra: str = "", at: int = 3) -> str:
    return f"cmd:{{faulty}} {mode} --at {at} --state {{state}} {extra}".rstrip()


FAULTS: tuple[Fault, ...] = (
    Fault("none (control)", "well-behaved reference engine over cmd:", _cmd("ok"), ()),
    Fault("none (control), python:", "well-behaved reference engine in process",
          "python:reference_engine.adapter:ReferenceEngine", ()),
    Fault("cmd: exits mid-game", "exit(7) on the 3rd act", _cmd("crash"), ("crash",),
          ("exited with status 7", "exiting in the middle of a game")),
    Fault("cmd: hangs", "never answers the 3rd act", _cmd("hang"), ("timeout",),
          ("did not answer in time", "limit 2 s")),
    Fault("cmd: slow", "0.05 s before every answer (timeout 2 s)", _cmd("slow", "--arg 0.05"), ()),
    Fault("cmd: malformed JSON", "a Java stack trace instead of an answer", _cmd("garbage"), ("error",),
          ("not JSON", "NullPointerException")),
    Fault("cmd: wrong types", '`accepted: "yes"`, life `"twenty"`', _cmd("wrong_types"), ("error",),
          ("breaks the protocol",)),
    Fault("cmd: stale seq", "answers the 3rd act with the previous seq", _cmd("stale_seq"), ("error",),
          ("answered with seq",)),
    Fault("cmd: leaks state", "ignores one setup, keeps the old game", _cmd("leak"),
          ("failed", "flaky", "error", "passed"), ()),
    Fault("cmd: flaky answer", "wrong card names in the 9th setup only", _cmd("flaky", at=9),
          ("flaky", "failed", "passed"), ()),
    Fault("cmd: 65 MiB line", "one 65 MiB answer (limit 64 MiB)", _cmd("huge_line", "--arg 65"), ("error",),
          ("longer than",), timeout=10.0),
    Fault("cmd: 32 MiB stderr", "32 MiB on stderr, then a normal answer", _cmd("stderr_flood", "--arg 32"), ()),
    Fault("python: RuntimeError", "act raises RuntimeError", "python:inprocess_faults:raises_runtime", ("error",),
          ("RuntimeError", "internal invariant broken")),
    Fault("python: ValueError", "act raises ValueError", "python:inprocess_faults:raises_value", ("error",),
          ("ValueError", "cannot parse mana cost")),
    Fault("python: sys.exit", "act calls sys.exit(9)", "python:inprocess_faults:exits", ("crash",),
          ("SystemExit", "9")),
    Fault("python: hangs", "act never returns", "python:inprocess_faults:hangs", ("timeout",),
          ("did not answer in time",)),
    Fault("python: wrong types", "act returns a result of the wrong shape", "python:inprocess_faults:wrong_types",
          ("error",), ("breaks the protocol",)),
)


@dataclass
class RunResult:
    """What one ``run`` command did."""

    code: int | None  # None: killed at the wall-clock bound
    seconds: float
    stdout: str
    stderr: str
    out: Path
    report: dict[str, Any] | None = None
    problems: list[str] = field(default_factory=list)

    def statuses(self) -> dict[str, str]:
        """Ruling id to status, from report.json."""
        return {r["id"]: r["status"] for r in (self.report or {}).get("rulings", [])}


def command_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment for a ``run``: the project and the in-process fakes importable, no CI profile."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "HYPOTHESIS_"))}
    env.pop("CI", None)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(FAKES), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env.update(extra or {})
    return env


def run_command(args: list[str], cwd: Path, bound: float, env: dict[str, str] | None = None) -> RunResult:
    """``python -m conformance ARGS`` in `cwd`, killed (code None) if it outlives `bound` seconds."""
    out = cwd / "out"
    start = time.monotonic()
    process = subprocess.Popen([sys.executable, "-m", "conformance", *args], cwd=cwd, env=command_env(env),
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        stdout, stderr = process.communicate(timeout=bound)
        code: int | None = process.returncode
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, 9)
        stdout, stderr = process.communicate()
        code = None
    return RunResult(code, time.monotonic() - start, stdout, stderr, out)


def run_args(spec: str, rulings: list[str], max_examples: int = 5, timeout: float = ENGINE_TIMEOUT,
             out: str = "out", db: str = "db") -> list[str]:
    """The ``run`` command line for a small, deterministic run."""
    return ["run", "--engine", spec, "--out", out, "--max-examples", str(max_examples), "--engine-timeout",
            f"{timeout:g}", "--example-db", db, "--seed", "0", *rulings]


def run_fault(fault: Fault, cwd: Path, rulings: list[str], max_examples: int = 5,
              baseline: dict[str, str] | None = None) -> RunResult:
    """Run the command against `fault`'s engine in `cwd` and check everything it wrote."""
    spec = fault.spec(cwd / "state")
    result = run_command(run_args(spec, rulings, max_examples, fault.timeout), cwd, fault.bound, dict(fault.env))
    check_run(fault, result, rulings, baseline)
    return result


def check_reports(out: Path) -> tuple[dict[str, Any] | None, list[str]]:
    """Validate every report file in `out`; return report.json's content and the problems found."""
    from reports.model import load_report

    problems: list[str] = []
    report: dict[str, Any] | None = None
    try:
        report = dict(load_report(out / "report.json"))
    except Exception as exc:  # noqa: BLE001 - any failure to load is what we report
        problems.append(f"report.json: {exc}")
    try:
        ET.parse(out / "junit.xml")
    except (OSError, ET.ParseError) as exc:
        problems.append(f"junit.xml: {exc}")
    try:
        summary = (out / "summary.md").read_text(encoding="utf-8")
        if not summary.strip():
            problems.append("summary.md is empty")
    except (OSError, UnicodeDecodeError) as exc:
        problems.append(f"summary.md: {exc}")
    try:
        problems += [f"report.html: {p}" for p in html_problems((out / "report.html").read_text(encoding="utf-8"))]
    except (OSError, UnicodeDecodeError) as exc:
        problems.append(f"report.html: {exc}")
    return report, problems


class _Html(html.parser.HTMLParser):
    """Collects what a browser would run: script elements and inline handlers."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.scripts: list[str] = []
        self.handlers: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._in_script = tag == "script"
        self.handlers += [f"{tag} {name}" for name, _ in attrs if name.startswith("on")]
        self.handlers += [f"{tag} {name}" for name, value in attrs
                          if name in ("href", "src") and (value or "").strip().lower().startswith("javascript:")]

    def handle_endtag(self, tag: str) -> None:
        self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script:
            self.scripts.append(data)


def html_problems(text: str) -> list[str]:
    """What is wrong with a report page: not a whole document, or active content from engine strings."""
    problems = []
    if not text.lstrip().lower().startswith("<!doctype html") or "</html>" not in text[-200:].lower():
        problems.append("not a complete HTML document")
    parser = _Html()
    parser.feed(text)
    parser.close()
    problems += [f"script runs engine text: {s[:80]!r}" for s in parser.scripts if "alert(" in s]
    problems += [f"active attribute {h}" for h in parser.handlers]
    return problems


def check_run(fault: Fault, result: RunResult, rulings: list[str], baseline: dict[str, str] | None = None) -> None:
    """Fill in `result.report` and `result.problems` for a run against `fault`.

    `baseline` is each ruling's status on the well-behaved engine (default: passed);
    a ruling with another status, or whose message has the fault's words, counts as affected.
    """
    problems = result.problems
    if result.code is None:
        problems.append(f"still running after {fault.bound:g} s")
    elif "Traceback" in result.stdout + result.stderr or any(
            line.startswith("E  ") for line in result.stdout.splitlines()):
        problems.append("a traceback was printed")
    report, report_problems = check_reports(result.out)
    result.report = report
    problems += report_problems
    if report is None:
        return
    by_id = {r["id"]: r for r in report["rulings"]}
    if sorted(by_id) != sorted(rulings):
        problems.append(f"report lists {sorted(by_id)}, not {sorted(rulings)}")
    base = baseline or {}
    hit = [r for r in by_id.values() if r["status"] != base.get(r["id"], "passed")
           or (fault.words and all(w in (r.get("message") or "") for w in fault.words))]
    must_surface = bool(fault.statuses) and set(fault.statuses) <= ENGINE_FAULTS
    if len(hit) > (fault.affected if fault.statuses else 0) or (must_surface and not hit):
        problems.append("affected rulings: " + (", ".join(f"{r['id']} {r['status']}: {r.get('message')}"
                                                          for r in hit) or "none"))
    for ruling in hit:
        if fault.statuses and ruling["status"] not in fault.statuses:
            problems.append(f"{ruling['id']} is {ruling['status']}, expected one of {fault.statuses}")
        missing = [w for w in fault.words if w not in (ruling.get("message") or "")]
        if missing:
            problems.append(f"{ruling['id']}'s message lacks {missing}: {ruling.get('message')!r}")
    expected_code = int(any(r["status"] not in ("passed", "unsupported", "xfail", "flaky") for r in by_id.values()))
    if result.code is not None and result.code != expected_code:
        problems.append(f"exit code {result.code}, expected {expected_code}")


def table_row(fault: Fault, result: RunResult) -> str:
    """One Markdown row: fault, how the run ended, time, reports valid, verdicts for the rest."""
    statuses = result.statuses()
    shown = ", ".join(f"{k} {v}" for k, v in statuses.items()) or "no report"
    ended = "killed at bound" if result.code is None else f"exit {result.code}"
    unaffected_ok = sum(s not in VERDICTS for s in statuses.values()) <= (fault.affected if fault.statuses else 0)
    reports_ok = not any(p.split(":")[0] in REPORT_FILES for p in result.problems)
    verdict = "yes" if not result.problems else "NO: " + "; ".join(result.problems)[:200]
    return (f"| {fault.name} | {fault.description} | {ended}; {shown} | {result.seconds:.1f} s "
            f"| {'yes' if reports_ok else 'no'} | {'yes' if unaffected_ok else 'no'} | {verdict} |")


TABLE_HEADER = ("| fault injected | how | how the run ended | time | reports valid | others got verdicts | "
                "all checks |\n|---|---|---|---|---|---|---|")
