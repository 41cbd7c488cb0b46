"""Automated mutants: how many of Cosmic Ray's mutants of the reference engine's rule modules the rulings kill.

Cosmic Ray (the ``[mutation]`` extra) enumerates every mutation its core
operators can make in the rule modules (``cosmic-ray init``'s work items:
module, operator, occurrence). A seeded sample of them is tested; each mutant is
applied by Cosmic Ray to a *copy* of the ``reference_engine`` package imported
under another name, and that copy plays the engine under test while the
untouched package stays the model (mutating the model too would hide the bug
from every check that compares the engine with it). The test command is the
mutated module's mechanic's rulings (all 47 where a module is shared) at
``--profile dev``, in one subprocess per mutant, stopping at the first ruling
that fails; a subprocess that outlives ``--timeout`` counts as killed (a hang).

    python benchmarks/automated_mutants.py [--sample 300] [--seed 19] [--jobs 2] [--timeout 240]
        [--results FILE] [--list]

Prints one line per mutant, then ``sample=``, ``killed=``, ``survived=``,
``timeouts=``, ``incompetent=`` (the mutant does not import) and
``kill_rate=<percent>``. ``--results`` (JSON lines) is resumed: mutants
already in it are not run again. See docs/mutation.md for the triage.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import _common  # noqa: F401  (puts the project on sys.path)

ROOT = _common.ROOT
JSON = dict[str, Any]
COPY_NAME = "mutated_reference_engine"

# The rule modules the rulings exercise. Left out: adapter.py and serve.py (protocol glue), revision.py (a cache
# counter), verbs/docs.py (renders docs/cards.md) and cards/ (card data, not rules).
RULE_MODULES = [
    "blocking.py", "casting.py", "combat.py", "effects.py", "face_down.py", "game.py", "layers.py", "legal.py",
    "mana.py", "objects.py", "observe.py", "sba.py", "stack.py", "state.py", "triggers.py",
    "verbs/__init__.py", "verbs/choices.py", "verbs/eld.py", "verbs/interactions.py", "verbs/mkm.py",
    "verbs/permanents.py", "verbs/players.py", "verbs/stack.py", "verbs/tokens.py", "verbs/woe_roles.py",
    "verbs/zones.py",
]

# A module written for one mechanic is tested by that mechanic's rulings; every other module is shared by all.
MODULE_MECHANICS: dict[str, set[str]] = {
    "face_down.py": {"disguise", "face_down"},
    "verbs/mkm.py": {"disguise", "face_down", "clue", "investigate"},
    "verbs/eld.py": {"adventure"},
    "verbs/woe_roles.py": {"role", "discover"},
    "verbs/choices.py": {"discover", "free_cast", "mana_value"},
    "verbs/tokens.py": {"role", "clue", "investigate"},
}


def rulings_for_module(module: str) -> list[str]:
    """The ruling ids that test a mutant of `module` (relative to reference_engine/)."""
    from conformance.catalog import all_rulings

    mechanics = MODULE_MECHANICS.get(module)
    return [r.id for r in all_rulings() if mechanics is None or r.mechanic in mechanics]


def enumerate_mutations() -> list[JSON]:
    """Every mutation Cosmic Ray's core operators make in the rule modules, in a stable order."""
    import parso  # noqa: F401  (imported before cosmic_ray.plugins, which otherwise trips a circular import)
    from cosmic_ray.commands.init import init
    from cosmic_ray.work_db import WorkDB, use_db

    with tempfile.TemporaryDirectory() as tmp:
        with use_db(Path(tmp) / "session.sqlite", WorkDB.Mode.create) as db:
            init([ROOT / "reference_engine" / m for m in RULE_MODULES], db, {})
            specs = [item.mutations[0] for item in db.work_items]
    base = ROOT / "reference_engine"
    found = [{"module": str(Path(s.module_path).relative_to(base)), "operator": s.operator_name,
              "occurrence": s.occurrence, "line": s.start_pos[0]} for s in specs]
    return sorted(found, key=lambda m: (m["module"], m["operator"], m["occurrence"]))


def key(m: JSON) -> str:
    return f"{m['module']}:{m['operator']}:{m['occurrence']}"


def apply_to_copy(m: JSON, workdir: Path) -> tuple[str, str]:
    """Copy reference_engine into `workdir` under COPY_NAME and apply the mutation there: (before, after) lines."""
    import parso  # noqa: F401
    from cosmic_ray.mutating import apply_mutation
    from cosmic_ray.plugins import get_operator

    copy = workdir / COPY_NAME
    shutil.copytree(ROOT / "reference_engine", copy, ignore=shutil.ignore_patterns("__pycache__", "mutants"))
    path = copy / m["module"]
    original, mutated = apply_mutation(path, get_operator(m["operator"])(), m["occurrence"])
    if mutated is None:
        raise RuntimeError(f"cosmic-ray applied no mutation for {key(m)}")
    changed = [(a, b) for a, b in zip(original.splitlines(), mutated.splitlines(), strict=False) if a != b]
    return changed[0] if changed else ("", "")


def test_one(m: JSON) -> JSON:
    """Run the mutated module's rulings on the mutated copy (in this process); stop at the first kill."""
    from conformance.catalog import RULINGS
    from conformance.corpus import load_corpus
    from conformance.profiles import get_profile
    from conformance.runner import execute_ruling

    row: JSON = {**m, "killed_by": None, "status": "survived"}
    with tempfile.TemporaryDirectory() as tmp:
        row["before"], row["after"] = (s.strip() for s in apply_to_copy(m, Path(tmp)))
        sys.path.insert(0, tmp)
        try:
            adapter = __import__(f"{COPY_NAME}.adapter", fromlist=["ReferenceEngine"])
            adapter.ReferenceEngine().hello()
        except Exception as exc:  # noqa: BLE001 - a mutant that can't even be imported is killed at once
            return {**row, "status": "incompetent", "message": f"{type(exc).__name__}: {exc}"[:200]}
        corpus, profile = load_corpus(), get_profile("dev")
        for rid in rulings_for_module(m["module"]):
            result = execute_ruling(RULINGS[rid], adapter.ReferenceEngine(), profile, 0, corpus.get(rid))
            if result.status in ("failed", "error", "crash", "timeout"):
                return {**row, "status": "killed", "killed_by": rid, "ruling_status": result.status}
    return row


def run_child(m: JSON, timeout: float) -> JSON:
    """One mutant in its own interpreter; a hang past `timeout` counts as killed."""
    started = time.perf_counter()
    try:
        out = subprocess.run([sys.executable, __file__, "--one", json.dumps(m)], cwd=ROOT, capture_output=True,
                             text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return {**m, "status": "timeout", "killed_by": None, "seconds": round(time.perf_counter() - started, 1)}
    lines = [ln for ln in out.stdout.splitlines() if ln.startswith("{")]
    if out.returncode != 0 or not lines:
        row = {**m, "status": "crash", "killed_by": None, "message": out.stderr.strip().splitlines()[-1:]}
    else:
        row = json.loads(lines[-1])
    row["seconds"] = round(time.perf_counter() - started, 1)
    return row


def summarise(rows: list[JSON]) -> None:
    counts = {s: sum(r["status"] == s for r in rows) for s in ("killed", "survived", "timeout", "incompetent",
                                                             "crash")}
    killed = counts["killed"] + counts["timeout"] + counts["incompetent"] + counts["crash"]
    print(f"sample={len(rows)}")
    for name, n in counts.items():
        print(f"{name}={n}")
    print(f"kill_rate={100.0 * killed / len(rows):.1f}" if rows else "kill_rate=n/a")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", type=int, default=300, help="mutants drawn (default 300)")
    parser.add_argument("--seed", type=int, default=19, help="seed of the sample (default 19)")
    parser.add_argument("--jobs", type=int, default=2, help="mutants tested at once (default 2)")
    parser.add_argument("--timeout", type=float, default=240.0, help="seconds per mutant before it counts as a hang")
    parser.add_argument("--results", type=Path, help="JSON lines of results, resumed if it exists")
    parser.add_argument("--list", action="store_true", help="print the sample and the population size, run nothing")
    parser.add_argument("--reverse", action="store_true",
                        help="test the sample from its end (a second runner sharing the --results file)")
    parser.add_argument("--summary", action="store_true", help="only summarise what --results holds for the sample")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(test_one(json.loads(args.one))))
        return
    population = enumerate_mutations()
    chosen = sorted(random.Random(args.seed).sample(population, min(args.sample, len(population))), key=key)
    print(f"population={len(population)} sample={len(chosen)} seed={args.seed}")
    if args.list:
        for m in chosen:
            print(key(m), f"line {m['line']}")
        return
    done: dict[str, JSON] = {}
    if args.results and args.results.exists():
        done = {key(r): r for r in map(json.loads, args.results.read_text().splitlines()) if r}
    if args.summary:
        summarise([done[key(m)] for m in chosen if key(m) in done])
        return
    order = random.Random(args.seed).sample(chosen, len(chosen))  # a seeded order: a run cut short is a sample too
    todo = [m for m in order[::-1 if args.reverse else 1] if key(m) not in done]

    def one(m: JSON) -> JSON:
        row = run_child(m, args.timeout)
        print(f"{row['status']:11} {key(m):70} {row.get('killed_by') or '-':7} {row['seconds']}s", flush=True)
        if args.results:
            with args.results.open("a") as fh:
                fh.write(json.dumps(row) + "\n")
        return row

    with ThreadPoolExecutor(max(1, args.jobs)) as pool:
        fresh = {key(r): r for r in pool.map(one, todo)}
    summarise([done.get(key(m)) or fresh[key(m)] for m in chosen])


if __name__ == "__main__":
    main()
