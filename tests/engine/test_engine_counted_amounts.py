"""Amounts counted as an effect is applied (608.2h): "for each Clue you control", "once for each opponent who has
more cards in hand than you", "that many" after combat damage; each counted once, when its effect is applied."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start
from test_engine_strikes import to_damage

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def clues(engine: ReferenceEngine, pid: str) -> int:
    return sum(1 for o in engine.observe(None)["objects"]
               if o["zone"] == "battlefield" and o["name"] == "Clue" and o["controller"] == pid)


def test_a_pump_for_each_clue_counts_the_clues_as_it_is_applied_after_the_investigate_before_it() -> None:
    """Confront the Unknown: investigate, then +1/+1 for each Clue: the Clue just made counts (608.2c, 608.2h),
    and an opponent's Clue doesn't."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Confront the Unknown")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", "Clue", token=True)
    b.add("p2", "battlefield", "Clue", token=True)
    b.lands("p1", "G")
    engine = start(b)
    ok(engine, cast(spell, bears))
    passes(engine, 2)
    assert clues(engine, "p1") == 2
    bear = find(engine, bears)
    assert bear is not None and (bear["power"], bear["toughness"]) == (4, 4)
    b2 = SetupBuilder()  # and counted once: a Clue made later that turn adds nothing
    spell = b2.add("p1", "hand", "Confront the Unknown")
    later = b2.add("p1", "hand", "Confront the Unknown")
    bears = b2.add("p1", "battlefield", "Grizzly Bears")
    b2.lands("p1", "GG")
    engine = start(b2)
    ok(engine, cast(spell, bears))
    passes(engine, 2)
    bear = find(engine, bears)
    assert bear is not None and bear["power"] == 3  # one Clue
    ok(engine, cast(later, bears))
    passes(engine, 2)
    bear = find(engine, bears)
    assert bear is not None and bear["power"] == 3 + 2  # the first pump stays +1/+1; the second counts two Clues


def _wojek_upkeep(my_hand: int, their_hands: list[int]) -> int:
    """The Clues p1's Wojek Investigator makes at p1's upkeep with these hand sizes (p1 is the active player)."""
    b = SetupBuilder(players=1 + len(their_hands), step="end", active=f"p{1 + len(their_hands)}")
    b.add("p1", "battlefield", "Wojek Investigator")
    for pid, n in [("p1", my_hand), *((f"p{i + 2}", k) for i, k in enumerate(their_hands))]:
        for _ in range(n):
            b.add(pid, "hand", "Lightning Bolt")
        b.add(pid, "library", "Forest")
    engine = start(b)
    passes(engine, 1 + len(their_hands))  # the end step is over: cleanup, p1's untap and upkeep, the trigger
    assert engine.observe(None)["turn"]["step"] == "upkeep" and engine.observe(None)["stack"]
    passes(engine, 1 + len(their_hands))
    return clues(engine, "p1")


def test_investigate_once_for_each_opponent_with_more_cards_in_hand_than_you() -> None:
    assert _wojek_upkeep(1, [3]) == 1
    assert _wojek_upkeep(3, [3]) == 0  # as many is not more
    assert _wojek_upkeep(0, [2, 1]) == 2
    assert _wojek_upkeep(1, [2, 1]) == 1


def test_investigate_that_many_times_counts_the_combat_damage_dealt() -> None:
    """Piper Wright, pumped to 4 power, deals 4 combat damage to a player: four Clues; blocked, no trigger."""
    b = SetupBuilder(step="beginning_of_combat")
    piper = b.add("p1", "battlefield", "Piper Wright, Publick Reporter")
    pump = b.define({"name": "Sudden Strength of Test", "layout": "normal", "faces": [
        {"name": "Sudden Strength of Test", "mana_cost": "{R}", "types": ["Instant"], "targets": [{"kind": "creature"}],
         "effects": [{"do": "pump", "target": 0, "power": 3, "toughness": 0}]}]})
    spell = b.add("p1", "hand", pump)
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(spell, piper))
    passes(engine, 2)
    to_damage(engine, {piper: "p2"}, {})
    passes(engine, 2)  # the trigger resolves
    assert clues(engine, "p1") == 4
