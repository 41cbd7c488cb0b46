"""The reference engine on "whenever this deals damage to one or more creatures" (603.2, event
``damage_to_creatures``): once for one damage event, combat damage at once (510.2, 120.4b) or a noncombat effect's
damage from the creature; never for damage to a player. Briarbridge Patrol investigates; and at the beginning of each
end step, if its controller sacrificed three or more Clues this turn (603.4), they may put a creature card from their
hand onto the battlefield."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start
from test_engine_optional import choose, pending
from test_engine_turn_triggers import resolve_all

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PATROL = "Briarbridge Patrol"


def clues(engine: ReferenceEngine) -> int:
    return sum(1 for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["name"] == "Clue")


def attack(blockers: int) -> ReferenceEngine:
    """p1's Patrol attacks p2, who blocks it with `blockers` Grizzly Bears; combat damage is dealt."""
    b = SetupBuilder(step="beginning_of_combat")
    patrol = b.add("p1", "battlefield", PATROL)
    bears = [b.add("p2", "battlefield", "Grizzly Bears") for _ in range(blockers)]
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {patrol: "p2"}})
    passes(engine, 2)
    ok(engine, {"type": "declare_blockers", "blockers": {bear: patrol for bear in bears}})
    passes(engine, 2)  # combat damage
    resolve_all(engine)
    return engine


def test_603_2_combat_damage_to_a_blocker_investigates() -> None:
    assert clues(attack(1)) == 1


def test_603_2_damage_to_two_blockers_at_once_is_one_event_one_clue() -> None:
    assert clues(attack(2)) == 1


def test_603_2_combat_damage_to_a_player_doesnt_investigate() -> None:
    engine = attack(0)
    assert engine.observe(None)["players"][1]["life"] == 17
    assert clues(engine) == 0


def test_603_2_blocking_and_dealing_damage_to_the_attacker_investigates() -> None:
    b = SetupBuilder(step="beginning_of_combat", active="p2")
    patrol = b.add("p1", "battlefield", PATROL)
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {bears: "p1"}})
    passes(engine, 2)
    ok(engine, {"type": "declare_blockers", "blockers": {patrol: bears}})
    passes(engine, 2)
    resolve_all(engine)
    assert clues(engine) == 1


def test_603_2_noncombat_damage_it_deals_to_a_creature_investigates() -> None:
    """Burn Together: the target Patrol deals damage equal to its power to the other target, a creature."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Callous Sell-Sword // Burn Together")
    patrol = b.add("p1", "battlefield", PATROL)
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(spell, patrol, bears, mode="adventure"))
    resolve_all(engine)
    assert find(engine, bears)["zone"] == "graveyard"  # type: ignore[index]
    assert clues(engine) == 1


def end_step_after_sacrificing(n: int) -> tuple[ReferenceEngine, str]:
    """p1 sacrifices `n` of their three Clues to draw, then the turn goes to its end step."""
    b = SetupBuilder(step="postcombat_main")
    b.add("p1", "battlefield", PATROL)
    tokens = [b.add("p1", "battlefield", "Clue", token=True) for _ in range(3)]
    giant = b.add("p1", "hand", "Grizzly Bears")
    for _ in range(3):
        b.add("p1", "library", "Forest")
    b.lands("p1", "GGGGGG")
    engine = start(b)
    for clue in tokens[:n]:
        ok(engine, {"type": "activate", "card": clue, "ability": 0})
        resolve_all(engine)
    for _ in range(6):
        turn = engine.observe(None)["turn"]
        if turn["step"] == "end" and (engine.observe(None)["stack"] or pending(engine)):
            break
        if turn["step"] == "cleanup" or turn["active_player"] == "p2":
            break
        ok(engine, {"type": "pass"})
    return engine, giant


def put_it(engine: ReferenceEngine, card: str) -> None:
    for _ in range(4):
        choice: JSON | None = pending(engine)
        if choice is not None:
            choose(engine, card)
            return
        ok(engine, {"type": "pass"})
    raise AssertionError("no choice to put a creature card from hand")


def test_603_4_three_clues_sacrificed_this_turn_let_it_put_a_creature_from_hand() -> None:
    engine, bears = end_step_after_sacrificing(3)
    put_it(engine, bears)
    assert find(engine, bears)["zone"] == "battlefield"  # type: ignore[index]


def test_603_4_two_clues_sacrificed_dont_trigger_it() -> None:
    engine, bears = end_step_after_sacrificing(2)
    assert not engine.observe(None)["stack"] and pending(engine) is None
    assert find(engine, bears)["zone"] == "hand"  # type: ignore[index]
