"""What a ruling lacks: each piece that makes a defined ruling a tested one, named when it is missing.

``ruling()`` already refuses a ruling without an id, set, rules, invariants, strategy or situation
(catalog/model.py). The other pieces live in files of their own and are checked here, against what is
committed: a corpus case (``conformance/corpus/``, written by ``mtg-conformance rebuild`` from its record), a
mutant that breaks it (``reference_engine/mutants/``), a measured cost (``conformance/costs.json``) and cards
of the pool (every card its record names is in the pool, and a real one among those it and its corpus cases
use). ``tests/catalog/test_completeness.py`` asks that every ruling lacks nothing; docs/adding-a-ruling.md says how
each piece is made.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from reference_engine.cards import lookup
from reference_engine.mutants import all_mutants

from ..card_list import setup_cards
from ..corpus import load_corpus
from ..costs import measured_costs
from .model import Ruling

PIECES = ("situation", "corpus case", "mutant", "cost", "cards")


@dataclass(frozen=True)
class Evidence:
    """The committed pieces the check reads: corpus cards per ruling, mutant targets, costs, the card pool."""

    corpus_cards: Mapping[str, frozenset[str]]
    """Ruling id -> the card names its corpus cases put in setups (a ruling with no case is absent)."""
    mutant_targets: frozenset[str]
    costs: Mapping[str, float]
    lookup: Callable[[str], Any]
    """A card name -> its pool definition (with ``synthetic``), or None."""


def gather() -> Evidence:
    """The evidence as committed: the corpus, the mutants, costs.json and the reference engine's card pool."""
    corpus = {rid: frozenset(name for case in cases for name in setup_cards(case.setup))
              for rid, cases in load_corpus().items() if cases}
    return Evidence(corpus, frozenset(m.target for m in all_mutants()), measured_costs(), lookup)


def missing(ruling: Ruling, evidence: Evidence) -> list[str]:
    """Each piece the ruling lacks, as ``piece: what is missing and where it goes`` (empty when complete)."""
    out = []
    situation = getattr(ruling, "situation", None)
    if situation is None or not callable(situation.reached) or not situation.words.strip():
        out.append("situation: no predicate and words in its record (situation=)")
    if ruling.id not in evidence.corpus_cards:
        out.append("corpus case: none in conformance/corpus/ (add one to its record: corpus=)")
    if ruling.id not in evidence.mutant_targets:
        out.append("mutant: none in reference_engine/mutants/ targets it")
    if ruling.id not in evidence.costs:
        out.append("cost: not measured in conformance/costs.json (mtg-conformance rebuild RULING --only costs)")
    unknown = [name for name in ruling.cards if evidence.lookup(name) is None]
    if unknown:
        out.append(f"cards: not in the pool: {', '.join(unknown)}")
    used = {*ruling.cards, *evidence.corpus_cards.get(ruling.id, ())}
    if not any((card := evidence.lookup(name)) is not None and not card.synthetic for name in used):
        out.append("cards: no real card of the pool among those its record (cards=) and corpus cases use")
    return out


def completeness_report(rulings: Iterable[Ruling], evidence: Evidence | None = None) -> dict[str, list[str]]:
    """Ruling id -> what it lacks, for every ruling that lacks something."""
    evidence = evidence if evidence is not None else gather()
    report = {r.id: missing(r, evidence) for r in rulings}
    return {rid: pieces for rid, pieces in report.items() if pieces}
