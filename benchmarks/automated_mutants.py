"""Automated mutants: how many of Cosmic Ray's mutants of the reference engine's rule modules the rulings kill.

Cosmic Ray (the ``[mutation]`` extra) enumerates every mutation its core
operators make in the rule modules (``cosmic-ray init``'s work items: module,
operator, occurrence); a seeded sample of them is tested. Each mutant is applied
by Cosmic Ray to a *copy* of the ``reference_engine`` package imported under
another name, and that copy plays the engine under test while the untouched
package stays the model (mutating the model too would hide the bug from every
check that compares the engine with it).

The test command is the mutated module's mechanic's rulings (all of them where a
module is shared) at the ``dev`` profile: each ruling's corpus cases and the 20
scenarios its strategy draws at ``dev`` with seed 0, drawn once for the whole
run and replayed on every mutant through ``conformance.runner.timed_check``
(the same judging as ``run``: invariants, then aligned replays). A mutant is
killed by the first violation or engine error; one whose rulings outlive
``--timeout`` is a hang, counted as killed. Worker processes stay up from one
mutant to the next, so no mutant pays for Python's start or the scenario draw.

    python benchmarks/automated_mutants.py [--sample 300] [--seed 19] [--jobs 2] [--timeout 120]
        [--results FILE] [--summary] [--list]

Prints one line per mutant, then ``sample=``, ``killed=``, ``survived=``,
``timeout=`` (counted as killed), ``incompetent=`` (the mutant does not import:
killed), the survivors by their verdict in docs/mutation-triage.json, and
``kill_rate=`` (all mutants) and ``kill_rate_in_scope=`` (leaving out the
survivors triaged as equivalent or out of the rulings' scope). ``--results``
(JSON lines) is resumed: mutants already in it are not run again. See
docs/mutation.md.
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import json
import os
import pickle
import random
import signal
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import _common  # noqa: F401  (puts the project on sys.path)

from conformance.mutation_sources import (
    ENGINE_SOURCE,
    RULE_MODULES,
    apply_to_copy,
    key,
    rulings_for_module,
)
from mtg_protocol.jsontypes import JSON

ROOT = _common.ROOT
COPY_NAME = "mutated_reference_engine"
COUNTER = itertools.count()
TRIAGE = ROOT / "docs" / "mutation-triage.json"  # survivor -> {"verdict", "why"}; docs/mutation.md explains
TRIAGE_VERDICTS = ("equivalent", "out_of_scope", "missing_check", "untriaged")

def enumerate_mutations() -> list[JSON]:
    """Every mutation Cosmic Ray's core operators make in the rule modules, in a stable order."""
    import parso  # noqa: F401  (imported before cosmic_ray.plugins, which otherwise trips a circular import)
    from cosmic_ray.commands.init import init
    from cosmic_ray.work_db import WorkDB, use_db

    with tempfile.TemporaryDirectory() as tmp:
        with use_db(Path(tmp) / "session.sqlite", WorkDB.Mode.create) as db:
            init([ENGINE_SOURCE / m for m in RULE_MODULES], db, {})
            specs = [item.mutations[0] for item in db.work_items]
    base = ENGINE_SOURCE
    found = [{"module": str(Path(s.module_path).relative_to(base)), "operator": s.operator_name,
              "occurrence": s.occurrence, "line": s.start_pos[0]} for s in specs]
    return sorted(found, key=lambda m: (m["module"], m["operator"], m["occurrence"]))


class Hang(BaseException):
    """Raised by SIGALRM when one mutant's rulings outlive --timeout (a BaseException: no engine guard eats it)."""


def draw_scenarios(profile_name: str = "dev", run_seed: int = 0) -> dict[str, list[Any]]:
    """Per ruling: its corpus cases, then the scenarios its property tier draws at the profile, drawn once."""
    from hypothesis import HealthCheck, Phase, given, seed, settings

    from conformance.catalog import all_rulings
    from conformance.corpus import load_corpus
    from conformance.profiles import get_profile

    profile, corpus, drawn = get_profile(profile_name), load_corpus(), {}
    for ruling in all_rulings():
        drawn[ruling.id] = list(corpus.get(ruling.id) or [])

        @settings(max_examples=profile.max_examples, deadline=None, database=None, print_blob=False,
                  suppress_health_check=list(HealthCheck), phases=[Phase.generate])
        @seed(run_seed)
        @given(ruling.scenario(profile.max_steps))
        def collect(scenario: Any) -> None:
            drawn[ruling.id].append(scenario)  # noqa: B023 - run at once, inside this iteration

        collect()
    return drawn


SCENARIOS: dict[str, list[Any]] = {}


def on_alarm(signum: int, frame: Any) -> None:
    raise Hang()


def init_worker(scenario_file: str) -> None:
    """A worker: the scenarios drawn once by the parent, and SIGALRM as the per-mutant timeout."""
    SCENARIOS.update(pickle.loads(Path(scenario_file).read_bytes()))
    signal.signal(signal.SIGALRM, on_alarm)


def test_one(m: JSON, timeout: float) -> JSON:
    """Apply one mutant to a fresh copy and replay its module's rulings' scenarios on it; stop at the first kill."""
    from conformance.catalog import RULINGS
    from conformance.runner import is_unsupported, timed_check
    from mtg_protocol.engine import EngineError

    started = time.perf_counter()
    row: JSON = {**m, "killed_by": None, "status": "survived"}
    name = f"{COPY_NAME}_{os.getpid()}_{next(COUNTER)}"
    with tempfile.TemporaryDirectory() as tmp:
        row["before"], row["after"] = (s.strip() for s in apply_to_copy(m, Path(tmp), name))
        sys.path.insert(0, tmp)
        signal.setitimer(signal.ITIMER_REAL, timeout)
        try:
            adapter = importlib.import_module(f"{name}.adapter")
            adapter.ReferenceEngine().hello()
        except Hang:
            row["status"] = "timeout"
        except Exception as exc:  # noqa: BLE001 - a mutant that can't even be imported is killed at once
            row.update(status="incompetent", message=f"{type(exc).__name__}: {exc}"[:200])
        else:
            try:
                for rid in rulings_for_module(m["module"]):
                    for scenario in SCENARIOS[rid]:
                        try:
                            _, violations = timed_check(RULINGS[rid], adapter.ReferenceEngine(), scenario, None)
                        except EngineError as exc:
                            if is_unsupported(exc):
                                continue
                            row.update(status="killed", killed_by=rid, how="engine error",
                                       message=str(exc)[:200])
                        except Exception as exc:  # noqa: BLE001 - the checks choked on what the mutant said
                            row.update(status="killed", killed_by=rid, how="suite error",
                                       message=f"{type(exc).__name__}: {exc}"[:200])
                        else:
                            if violations:
                                row.update(status="killed", killed_by=rid, how="violation",
                                           message=str(violations[0].expected)[:200])
                        if row["status"] == "killed":
                            raise StopIteration
            except StopIteration:
                pass
            except Hang:
                row["status"] = "timeout"
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            sys.path.remove(tmp)
            for mod in [k for k in sys.modules if k == name or k.startswith(name + ".")]:
                del sys.modules[mod]
    row["seconds"] = round(time.perf_counter() - started, 1)
    return row


def summarise(rows: list[JSON], triage: dict[str, JSON]) -> None:
    """The raw figures, then the kill rate over the survivors not triaged as equivalent or out of scope."""
    counts = {s: sum(r["status"] == s for r in rows) for s in ("killed", "survived", "timeout", "incompetent",
                                                             "crash")}
    killed = len(rows) - counts["survived"]
    print(f"sample={len(rows)}")
    for name, n in counts.items():
        print(f"{name}={n}")
    verdicts = [triage.get(key(r), {}).get("verdict", "untriaged") for r in rows if r["status"] == "survived"]
    for verdict in TRIAGE_VERDICTS:
        print(f"survived_{verdict}={verdicts.count(verdict)}")
    in_scope = killed + sum(v not in ("equivalent", "out_of_scope") for v in verdicts)
    print(f"kill_rate={100.0 * killed / len(rows):.1f}" if rows else "kill_rate=n/a")
    print(f"kill_rate_in_scope={100.0 * killed / in_scope:.1f}" if in_scope else "kill_rate_in_scope=n/a")


def triage_table(rows: list[JSON], triage: dict[str, JSON]) -> None:
    """The survivors as a Markdown table: mutant, the change, verdict and why."""
    print("| mutant | line | change | verdict | why |")
    print("|---|---|---|---|---|")
    for r in rows:
        if r["status"] == "survived":
            t = triage.get(key(r), {"verdict": "untriaged", "why": ""})
            change = f"`{r['before']}` → `{r['after']}`".replace("|", "\\|")
            print(f"| {key(r).replace('core/', '')} | {r['line']} | {change} | {t['verdict']} | {t['why']} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", type=int, default=300, help="mutants drawn (default 300)")
    parser.add_argument("--seed", type=int, default=19, help="seed of the sample (default 19)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds per mutant before it counts as a hang")
    parser.add_argument("--results", type=Path, help="JSON lines of results, resumed if it exists")
    parser.add_argument("--list", action="store_true", help="print the sample and the population size, run nothing")
    parser.add_argument("--summary", action="store_true", help="only summarise what --results holds for the sample")
    parser.add_argument("--table", action="store_true",
                        help="print the survivors in --results with their triage, as docs/mutation.md's table")
    args = parser.parse_args()
    population = enumerate_mutations()
    chosen = sorted(random.Random(args.seed).sample(population, min(args.sample, len(population))), key=key)
    if not args.table:
        print(f"population={len(population)} sample={len(chosen)} seed={args.seed}", flush=True)
    if args.list:
        for m in chosen:
            print(key(m), f"line {m['line']}")
        return
    done: dict[str, JSON] = {}
    if args.results and args.results.exists():
        done = {key(r): r for r in map(json.loads, args.results.read_text().splitlines()) if r}
    triage = json.loads(TRIAGE.read_text()) if TRIAGE.exists() else {}
    if args.summary or args.table:
        rows = [done[key(m)] for m in chosen if key(m) in done]
        (triage_table if args.table else summarise)(rows, triage)
        return
    order = random.Random(args.seed).sample(chosen, len(chosen))  # a seeded order: a run cut short is a sample too
    todo = [m for m in order if key(m) not in done]
    with tempfile.TemporaryDirectory() as tmp:
        scenario_file = Path(tmp) / "scenarios.pickle"
        scenario_file.write_bytes(pickle.dumps(draw_scenarios()))
        with ProcessPoolExecutor(max(1, args.jobs), initializer=init_worker, initargs=(str(scenario_file),)) as pool:
            for row in pool.map(test_one, todo, itertools.repeat(args.timeout)):
                done[key(row)] = row
                print(f"{row['status']:11} {key(row):62} {row.get('killed_by') or '-':7} {row['seconds']}s",
                      flush=True)
                if args.results:
                    with args.results.open("a") as fh:
                        fh.write(json.dumps(row) + "\n")
    summarise([done[key(m)] for m in chosen], triage)


if __name__ == "__main__":
    main()
