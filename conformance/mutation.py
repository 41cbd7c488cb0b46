"""The kill matrix: run rulings against every mutant; each must be killed by the ruling it targets."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from reference_engine.mutants import open_mutant
from reports.model import Mutant
from reports.verdicts import ERROR_VERDICTS, Verdict

from .catalog import RULINGS, all_rulings
from .corpus import load_corpus
from .profiles import get_profile
from .runner import execute_ruling


def rulings_for(target: str, scope: str) -> list[str]:
    """The target ruling first, then the others in scope."""
    if scope == "target":
        return [target]
    mechanic = RULINGS[target].mechanic
    others = [r.id for r in all_rulings() if r.id != target and (scope == "all" or r.mechanic == mechanic)]
    return [target, *others]


def run_mutant(name: str, target: str, description: str, profile_name: str, scope: str, seed: int,
               use_corpus: bool = True, own_only: bool = False) -> Mutant:
    """One row of the kill matrix. With ``own_only`` the universal checks are off, and the mutant counts as
    killed only when its target ruling's own invariants fail (an engine error or timeout is no kill)."""
    profile = get_profile(profile_name)
    corpus = load_corpus() if use_corpus else {}
    killed_by: list[str] = []
    examples_to_kill: int | None = None
    size: tuple[int, int] | None = None
    for rid in rulings_for(target, scope):
        ruling = RULINGS[rid].own_only() if own_only else RULINGS[rid]
        result = execute_ruling(ruling, open_mutant(name), profile, seed, corpus.get(rid))
        if result.status == Verdict.FAILED or (not own_only and result.status in ERROR_VERDICTS):
            killed_by.append(rid)
            if rid == target:
                examples_to_kill = result.examples_to_fail
                size = result.scenario.size if result.scenario else None
    killed = target in killed_by if own_only else bool(killed_by)
    return {"name": name, "target": target, "description": description, "killed": killed, "own_only": own_only,
            "killed_by": killed_by, "examples_to_kill": examples_to_kill,
            "counterexample_size": size[0] if size else None,  # actions in the shrunk counterexample
            "counterexample_objects": size[1] if size else None}  # its objects besides basic lands


def kill_matrix(mutants: list[Any], profile: str, workers: int, scope: str, seed: int = 0,
                use_corpus: bool = True, own_only: bool = False) -> list[Mutant]:
    """One row per mutant; without the corpus, only the property tier has to find the bug; with ``own_only``,
    only the target ruling's own invariants may kill it."""
    get_profile(profile)
    jobs = [(m.name, m.target, m.description, profile, scope, seed, use_corpus, own_only) for m in mutants]
    if workers <= 1:
        return [run_mutant(*job) for job in jobs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(run_mutant, *zip(*jobs, strict=True)))


def print_matrix(rows: Sequence[Mapping[str, Any]]) -> None:
    for row in rows:
        verdict = "killed  " if row["killed"] else "SURVIVED"
        by = ",".join(row["killed_by"]) or "-"
        n = row["examples_to_kill"] if row["examples_to_kill"] is not None else "-"
        size = "-" if row["counterexample_size"] is None else \
            f"{row['counterexample_size']} actions, {row['counterexample_objects']} objects"
        print(f"{verdict} {row['name']:40} target {row['target']:7} examples {n!s:>5}  size {size:22} killed by {by}")
    killed = sum(r["killed"] for r in rows)
    how = " by their target ruling's own invariants" if rows and rows[0].get("own_only") else ""
    print(f"mutation score: {killed}/{len(rows)} killed{how}")
