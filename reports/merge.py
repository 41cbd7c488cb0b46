"""Merge the reports of a sharded run into the report one machine would write."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from copy import deepcopy
from typing import Any, cast

from mtg_protocol.errors import ReportError
from reports.model import PENDING, Mutant, Report, Ruling, refresh, ruling_sort_key


def merge_reports(reports: Sequence[Report | Mapping[str, Any]]) -> Report:
    """Union the shards' rulings and recompute everything derived.

    A ruling run on one shard and pending on another takes the run result.
    Duration is the longest shard's and ``started_at`` the earliest. The
    merge is complete when no ruling is left pending (for shards that plan
    disjoint rulings, that is when every shard is complete). Mutants are
    concatenated, and the entries of one mutant tested on several shards
    become one entry. All shards must share engine, profile and seed.
    """
    if not reports:
        raise ReportError("merge: no reports given")
    first = reports[0]
    for other in reports[1:]:
        for key in ("engine", "profile", "seed", "schema_version"):
            if other[key] != first[key]:
                raise ReportError(
                    f"merge: shards differ in {key}: {first[key]!r} vs {other[key]!r}"
                )
    merged = cast(Report, deepcopy(first))
    merged["rulings"] = _merge_rulings(r["rulings"] for r in reports)
    merged["started_at"] = min(r["started_at"] for r in reports)
    merged["duration_s"] = max(r["duration_s"] for r in reports)
    order = {r["id"]: i for i, r in enumerate(merged["rulings"])}
    merged["mutants"] = _merge_mutants([r.get("mutants") for r in reports], order)
    refresh(merged)
    return merged


def _merge_rulings(groups: Any) -> list[Ruling]:
    by_id: dict[str, Ruling] = {}
    for rulings in groups:
        for ruling in rulings:
            held = by_id.get(ruling["id"])
            if held is None or (
                held["status"] == PENDING and ruling["status"] != PENDING
            ):
                by_id[ruling["id"]] = deepcopy(ruling)
    return sorted(by_id.values(), key=ruling_sort_key)


def _merge_mutants(groups: list[Any], order: Mapping[str, int]) -> list[Mutant] | None:
    if all(g is None for g in groups):
        return None
    merged: dict[str, Mutant] = {}
    for group in groups:
        for mutant in group or []:
            held = merged.get(mutant["name"])
            merged[mutant["name"]] = (
                deepcopy(mutant) if held is None else _join(held, mutant)
            )
    for mutant in merged.values():
        mutant["killed_by"].sort(key=lambda r: (order.get(r, len(order)), r))
    return list(merged.values())


def _join(a: Mutant, b: Mutant) -> Mutant:
    killers = [m for m in (a, b) if m["killed"]]
    fastest = (
        min(killers, key=lambda m: m.get("examples_to_kill") or 0) if killers else a
    )
    return {
        **a,
        "killed": bool(killers),
        "killed_by": list(dict.fromkeys([*a["killed_by"], *b["killed_by"]])),
        "examples_to_kill": fastest.get("examples_to_kill"),
        "counterexample_size": fastest.get("counterexample_size"),
    }
