"""701.20a, 701.20b: each player reveals the top card of their library (it stays there), and the effect counts the
nonland cards revealed (608.2h); each player then draws (101.4). 611.2, 613.11: "you may untap all lands you control;
if you do, you can't cast spells until your next turn" (Innocuous Researcher): a rule-modifying effect on the player
that ends as their next turn begins; lands can still be played."""

from __future__ import annotations

from test_engine_adventure_cards import until
from test_engine_core import cast, ok, passes, start, synthetic, zone
from test_engine_optional import choose, pending

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

RESEARCHER = "Innocuous Researcher"


def _clues(engine: ReferenceEngine) -> int:
    return sum(1 for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["name"] == "Clue")


def _attack(mine: str, theirs: str) -> tuple[ReferenceEngine, str, str, list[JSON]]:
    b = SetupBuilder(step="beginning_of_combat")
    researcher = b.add("p1", "battlefield", RESEARCHER)
    top_mine = b.add("p1", "library", mine)
    b.add("p1", "library", "Forest")
    top_theirs = b.add("p2", "library", theirs)
    b.add("p2", "library", "Forest")
    engine = start(b)
    passes(engine, 2)
    result = ok(engine, {"type": "declare_attackers", "attackers": {researcher: "p2"}})
    events = list(result["events"])
    for _ in range(3):
        if not engine.observe(None)["stack"]:
            break
        events += passes(engine, 2)["events"]
    return engine, top_mine, top_theirs, events


def test_701_20a_each_nonland_card_revealed_is_one_investigation_then_each_player_draws() -> None:
    engine, top_mine, top_theirs, events = _attack("Grizzly Bears", "Lightning Bolt")
    assert {e["card"] for e in events if e["type"] == "reveal"} == {top_mine, top_theirs}
    assert _clues(engine) == 2
    assert zone(engine, top_mine) == "hand" and zone(engine, top_theirs) == "hand"  # revealed, kept, then drawn


def test_701_20a_a_land_revealed_counts_for_nothing() -> None:
    engine, top_mine, top_theirs, _ = _attack("Forest", "Lightning Bolt")
    assert _clues(engine) == 1
    assert zone(engine, top_mine) == "hand" and zone(engine, top_theirs) == "hand"


def _end_step(untap: bool) -> tuple[ReferenceEngine, list[str], str]:
    b = SetupBuilder(step="postcombat_main")
    b.add("p1", "battlefield", RESEARCHER)
    lands = b.lands("p1", "GG", tapped=True)
    spell = b.add("p1", "hand", synthetic(b, "Gain of Test", "{0}", ["Instant"],
                                          effects=[{"do": "gain_life", "n": 1}], targets=[]))
    b.add("p1", "hand", "Forest")
    for pid in ("p1", "p2"):
        for _ in range(3):
            b.add(pid, "library", "Forest")
    engine = start(b)
    until(engine, "p1", "end")
    passes(engine, 2)
    choice = pending(engine)
    assert choice is not None and choice["kind"] == "may"
    choose(engine, "accept" if untap else "decline")
    return engine, lands, spell


def test_613_11_untapping_the_lands_forbids_casting_until_its_controllers_next_turn() -> None:
    engine, lands, spell = _end_step(True)
    assert all(not o["tapped"] for o in engine.observe(None)["objects"] if o["card"] in lands)
    assert not engine.act(cast(spell))["accepted"]  # p1 has priority in their own end step
    until(engine, "p2", "upkeep")
    assert engine.observe(None)["turn"]["priority"] == "p2"
    passes(engine, 1)
    assert not engine.act(cast(spell))["accepted"]  # still not during the opponent's turn
    until(engine, "p1", "upkeep")
    assert engine.act(cast(spell))["accepted"]  # the effect ended as p1's turn began


def test_613_11_declining_keeps_the_lands_tapped_and_casting_allowed() -> None:
    engine, lands, spell = _end_step(False)
    assert all(o["tapped"] for o in engine.observe(None)["objects"] if o["card"] in lands)
    until(engine, "p2", "upkeep")
    passes(engine, 1)
    assert engine.act(cast(spell))["accepted"]
