"""Voting (701.38): each player votes in turn order, starting with the player the effect names (701.38a); a player
with an additional vote casts it when they vote (701.38d); council's dilemma does each choice's effects once for each
vote it got. Played with a real card, Tivit, Seller of Secrets (one ability with two events: it enters, or it deals
combat damage to a player, 603.2)."""

from __future__ import annotations

from test_engine_core import cast, ok, passes, start
from test_engine_optional import choose, pending
from test_engine_turn_triggers import resolve_all

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

TIVIT = "Tivit, Seller of Secrets"
WORDS = ["evidence", "bribery"]


def tokens(engine: ReferenceEngine, name: str, pid: str) -> int:
    return sum(1 for o in engine.observe(None)["objects"]
               if o["zone"] == "battlefield" and o["name"] == name and o["token"] and o["controller"] == pid)


def tivit_enters(players: int = 2, caster: str = "p1") -> ReferenceEngine:
    """`caster` casts Tivit (in their own main phase) and it resolves: its trigger is about to ask the votes."""
    b = SetupBuilder(players=players, active=caster)
    tivit = b.add(caster, "hand", TIVIT)
    b.lands(caster, "WUBWUB")
    engine = start(b)
    ok(engine, cast(tivit))
    passes(engine, players)  # Tivit resolves; its enters trigger goes on the stack
    passes(engine, players)  # the trigger resolves: the votes are asked
    return engine


def test_701_38a_701_38d_the_controller_votes_first_and_may_vote_again_then_each_player_in_turn_order() -> None:
    """Three players, p2's Tivit: p2 votes, then p2's additional vote (which may be declined: "none"), then p3, then
    p1; each evidence vote is one Clue for p2, each bribery vote one Treasure."""
    engine = tivit_enters(players=3, caster="p2")
    asked = []
    for answer in ("evidence", "evidence", "bribery", "evidence"):
        choice = pending(engine)
        assert choice is not None and choice["kind"] == "vote"
        asked.append((choice["player"], choice["options"]))
        choose(engine, answer)
    assert asked == [("p2", WORDS), ("p2", [*WORDS, "none"]), ("p3", WORDS), ("p1", WORDS)]
    assert pending(engine) is None
    resolve_all(engine)
    assert (tokens(engine, "Clue", "p2"), tokens(engine, "Treasure", "p2")) == (3, 1)
    assert tokens(engine, "Clue", "p1") == tokens(engine, "Clue", "p3") == 0


def test_701_38d_a_declined_additional_vote_counts_for_nothing() -> None:
    """p1 votes bribery and declines the additional vote; p2 votes bribery: two Treasures, no Clue."""
    engine = tivit_enters()
    for answer in ("bribery", "none", "bribery"):
        choose(engine, answer)
    resolve_all(engine)
    assert (tokens(engine, "Clue", "p1"), tokens(engine, "Treasure", "p1")) == (0, 2)


def test_603_2_tivit_votes_again_when_it_deals_combat_damage_to_a_player() -> None:
    """Tivit on the battlefield attacks p2 unblocked: its combat damage triggers the same ability, and the votes
    follow (p1 twice, then p2)."""
    b = SetupBuilder(step="beginning_of_combat")
    tivit = b.add("p1", "battlefield", TIVIT)
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {tivit: "p2"}})
    while pending(engine) is None or pending(engine)["kind"] != "vote":  # type: ignore[index]
        ok(engine, engine.legal_actions()[0])  # pass, or declare no blockers
    assert engine.observe(None)["players"][1]["life"] == 14
    voters = []
    for answer in ("evidence", "bribery", "evidence"):
        voters.append(pending(engine)["player"])  # type: ignore[index]
        choose(engine, answer)
    assert voters == ["p1", "p1", "p2"]
    resolve_all(engine)
    assert (tokens(engine, "Clue", "p1"), tokens(engine, "Treasure", "p1")) == (2, 1)
