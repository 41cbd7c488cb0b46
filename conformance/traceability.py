"""The traceability graph: ruling -> rules, invariants, strategy -> cards (networkx).

It answers the coverage questions of the report: which rules a set of rulings
exercises, which rulings an invariant serves, and which cards a strategy uses.
"""

from __future__ import annotations

from collections.abc import Iterable

import networkx as nx

from .catalog import all_rulings
from .catalog.model import Ruling


def build_graph(rulings: Iterable[Ruling] | None = None) -> nx.DiGraph[tuple[str, str]]:
    g: nx.DiGraph[tuple[str, str]] = nx.DiGraph()
    for r in rulings if rulings is not None else all_rulings():
        node = ("ruling", r.id)
        g.add_node(node, mechanic=r.mechanic, summary=r.summary)
        for rule in r.rules:
            g.add_edge(node, ("rule", rule))
        strategy = ("strategy", getattr(r.scenario, "__name__", repr(r.scenario)))
        for inv in r.invariants:
            inv_node = ("invariant", f"{inv.__module__}.{getattr(inv, '__qualname__', repr(inv))}")
            g.add_edge(node, inv_node)
            g.add_edge(inv_node, strategy)
        g.add_edge(node, strategy)
        for card in r.cards:
            g.add_edge(strategy, ("card", card))
    return g


def rules_covered(graph: nx.DiGraph[tuple[str, str]], ruling_ids: Iterable[str]) -> dict[str, list[str]]:
    """Rule number -> the given rulings that rest on it."""
    out: dict[str, list[str]] = {}
    for rid in ruling_ids:
        for kind, rule in graph.successors(("ruling", rid)):
            if kind == "rule":
                out.setdefault(rule, []).append(rid)
    return dict(sorted(out.items()))


def mechanics_covered(graph: nx.DiGraph[tuple[str, str]], ruling_ids: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for rid in ruling_ids:
        mech = graph.nodes[("ruling", rid)]["mechanic"]
        out[mech] = out.get(mech, 0) + 1
    return dict(sorted(out.items()))
