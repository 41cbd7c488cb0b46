"""Every ruling in the catalog is traceable to rules, invariants and a strategy."""

from __future__ import annotations

from conformance.catalog import all_rulings
from conformance.traceability import build_graph, mechanics_covered, rules_covered


def test_every_ruling_reaches_rules_invariants_and_a_strategy() -> None:
    g = build_graph()
    for r in all_rulings():
        kinds = {kind for kind, _ in g.successors(("ruling", r.id))}
        assert {"rule", "invariant", "strategy"} <= kinds, r.id


def test_coverage_views() -> None:
    g = build_graph()
    ids = [r.id for r in all_rulings()]
    rules = rules_covered(g, ids)
    assert all(rule[0].isdigit() for rule in rules)
    assert sum(mechanics_covered(g, ids).values()) == len(ids)
