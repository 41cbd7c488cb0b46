""""Any number of target players" (115.1, 115.3: none, some or all, each once) and a cost increase for each target
beyond the first (601.2f), counted with the creatures those players control as the spell resolves (608.2h). Played
with a real card, Officious Interrogation."""

from __future__ import annotations

from test_engine_core import cast, find, ok, start
from test_engine_turn_triggers import resolve_all

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

SPELL = "Officious Interrogation"


def setup(lands: str) -> tuple[ReferenceEngine, str]:
    b = SetupBuilder()
    spell = b.add("p1", "hand", SPELL)
    b.add("p1", "battlefield", "Grizzly Bears")
    for _ in range(2):
        b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", lands)
    return start(b), spell


def clues(engine: ReferenceEngine) -> int:
    return sum(1 for o in engine.observe(None)["objects"]
               if o["zone"] == "battlefield" and o["name"] == "Clue" and o["controller"] == "p1")


def test_115_1_each_set_of_players_is_listed_once_if_its_cost_can_be_paid() -> None:
    """With {W}{U} only: no target, p1 or p2 (both players would cost {W}{U} more); with four lands, both too, in
    the players' order only."""
    engine, spell = setup("WU")
    listed = [a["targets"] for a in engine.legal_actions() if a["type"] == "cast" and a["card"] == spell]
    assert sorted(listed) == [[], ["p1"], ["p2"]]
    engine, spell = setup("WUWU")
    listed = [a["targets"] for a in engine.legal_actions() if a["type"] == "cast" and a["card"] == spell]
    assert sorted(listed) == [[], ["p1"], ["p1", "p2"], ["p2"]]
    assert not engine.act(cast(spell, "p2", "p2"))["accepted"]  # one player once (115.3)


def test_601_2f_two_targets_cost_wu_more_and_count_both_players_creatures() -> None:
    """Both players targeted: {W}{U}{W}{U} paid (with three lands it is refused); p1 investigates three times (one
    creature of p1's, two of p2's)."""
    engine, spell = setup("WUW")
    assert not engine.act(cast(spell, "p1", "p2"))["accepted"]
    engine, spell = setup("WUWU")
    ok(engine, cast(spell, "p2", "p1"))
    assert all(o["tapped"] for o in engine.observe(None)["objects"] if o["zone"] == "battlefield"
               and "Land" in o["types"])
    resolve_all(engine)
    assert clues(engine) == 3


def test_608_2h_only_the_target_players_creatures_count() -> None:
    """p2 alone: two Clues; no target at all: the spell resolves and p1 investigates no times."""
    engine, spell = setup("WU")
    ok(engine, cast(spell, "p2"))
    resolve_all(engine)
    assert clues(engine) == 2
    engine, spell = setup("WU")
    ok(engine, cast(spell))
    resolve_all(engine)
    assert clues(engine) == 0 and find(engine, spell)["zone"] == "graveyard"  # type: ignore[index]
