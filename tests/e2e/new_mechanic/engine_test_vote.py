"""Voting (701.38): Council's Judgment's will of the council, each player voting in turn order from its caster."""

from __future__ import annotations

from test_engine_core import cast, ok, passes, start, zone
from test_engine_optional import choose, pending

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def _judgment() -> tuple[ReferenceEngine, list[str], str]:
    """Council's Judgment resolving: p2 has two creatures and a land, p1 a creature of their own."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Council's Judgment")
    mine = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = [b.add("p2", "battlefield", name) for name in ("Grizzly Bears", "Changeling Outcast")]
    b.add("p2", "battlefield", "Forest")
    b.lands("p1", "WWW")
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    return engine, theirs, mine


def test_701_38a_each_player_votes_in_turn_order_from_the_caster_for_a_nonland_permanent_they_dont_control() -> None:
    engine, theirs, _mine = _judgment()
    assert pending(engine) == {"player": "p1", "kind": "council_vote", "options": theirs}
    choose(engine, theirs[1])
    assert pending(engine) == {"player": "p2", "kind": "council_vote", "options": theirs}
    choose(engine, theirs[1])
    assert [zone(engine, c) for c in theirs] == ["battlefield", "exile"]


def test_701_38a_every_permanent_tied_for_the_most_votes_is_exiled() -> None:
    engine, theirs, mine = _judgment()
    choose(engine, theirs[0])
    choose(engine, theirs[1])
    assert [zone(engine, c) for c in theirs] == ["exile", "exile"] and zone(engine, mine) == "battlefield"
