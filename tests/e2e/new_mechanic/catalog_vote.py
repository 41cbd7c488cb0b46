"""Voting (701.38): a ruling of Conspiracy's will-of-the-council cards (a test mechanic: tests/e2e/
test_adding_a_mechanic.py adds it to a copy of the packages as docs/adding-a-ruling.md's new-mechanic path says).

Each ruling is one record (``ruling()`` at the end): its text in our words, rules, invariants, the strategy that
draws its scenarios (from ``strategies/scenarios/council.py``), the situation it aims at and its corpus cases.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from strategies.scenarios.council import JUDGMENT, council_votes

from mtg_protocol.jsontypes import JSON
from mtg_protocol.trace import Trace, Violation
from mtg_protocol.types import ChoiceEvent, ZoneMoveEvent
from strategies.situations import Situation
from strategies.states import SetupBuilder

from .model import Case, ruling

# ----- the situations its rulings speak of (predicates over the model's trace) ------------------------------


def votes_by_round(trace: Trace) -> Iterator[tuple[int, list[str]]]:
    """Each vote as (the step of its last vote, the votes in the order cast): a vote ends at the step after which
    no ``council_vote`` choice is pending."""
    votes: list[str] = []
    for i in range(len(trace.steps)):
        votes += [str(e["choice"]) for e in trace.events_of(i, ChoiceEvent) if e["kind"] == "council_vote"]
        if votes and trace.pending_kind(i) != "council_vote":
            yield i, votes
            votes = []


def _tied(t: Trace) -> bool:
    """A vote ended with two or more permanents tied for the most votes."""
    for _i, votes in votes_by_round(t):
        counts = Counter(votes).most_common()
        if len(counts) > 1 and counts[0][1] == counts[1][1]:
            return True
    return False


# ----- its corpus cases (written to conformance/corpus/ by mtg-conformance rebuild) ----------------------------


def split_vote(b: SetupBuilder) -> list[JSON]:
    spell = b.add("p1", "hand", JUDGMENT)
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    outcast = b.add("p2", "battlefield", "Changeling Outcast")
    b.lands("p1", "WWW")
    return [{"type": "cast", "card": spell, "targets": []}, {"type": "pass"}, {"type": "pass"},
            {"type": "choose", "choice": bears}, {"type": "choose", "choice": outcast}]


# ----- the invariants ----------------------------------------------------------------------------------------


def most_voted_exiled(trace: Trace) -> list[Violation]:
    """When a vote ends, exactly the permanents with the most votes, or tied for the most, are exiled."""
    for i, votes in votes_by_round(trace):
        counts = Counter(votes)
        most = {card for card, n in counts.items() if n == max(counts.values())}
        exiled = {e["card"] for e in trace.events_of(i, ZoneMoveEvent) if e["to"] == "exile"}
        if exiled != most:
            return [Violation(f"{', '.join(sorted(most))} exiled: the permanents with the most votes or tied for the "
                              f"most, by the votes {votes} (701.38a)", f"exiled {sorted(exiled) or 'nothing'}", i,
                              kind="not the most voted exiled")]
    return []


ruling(
    "CNS-99", "council",
    "A test ruling (tests/e2e/test_adding_a_mechanic.py): when a will-of-the-council vote ends in a tie, every "
    "permanent tied for the most votes is exiled, not one of them chosen among the tied.",
    ("701.38a",),
    most_voted_exiled,
    cards=(JUDGMENT, "Grizzly Bears", "Changeling Outcast"),
    scenario=council_votes,
    situation=Situation("a vote tied between two or more permanents", _tied),
    corpus=(Case.built("one vote each for two creatures: both are exiled", split_vote),),
)
