"""603.2c, 510.2: "whenever one or more creatures you control deal combat damage to a player" (Ongoing
Investigation) triggers once for the combat damage of one step, however many of its controller's creatures dealt
it; a first-strike step and the regular step are two events; a creature that deals no damage to a player, or an
opponent's creature, doesn't trigger it."""

from __future__ import annotations

from test_engine_core import ok, passes, start

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

ONGOING = "Ongoing Investigation"


def _clues(engine: ReferenceEngine, pid: str) -> int:
    return sum(1 for o in engine.observe(None)["objects"]
               if o["zone"] == "battlefield" and o["name"] == "Clue" and o["controller"] == pid)


def _fight(attackers: list[str], blockers: list[str] | None = None, watcher: str = "p1",
           ) -> tuple[ReferenceEngine, dict[str, str]]:
    """p1 attacks p2 with `attackers` (names), p2 blocks the first with each of `blockers`; played to the
    postcombat main phase, every trigger resolved."""
    b = SetupBuilder(step="beginning_of_combat")
    ours = [b.add("p1", "battlefield", name) for name in attackers]
    theirs = [b.add("p2", "battlefield", name) for name in blockers or []]
    b.add(watcher, "battlefield", ONGOING)
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {cid: "p2" for cid in ours}})
    blocks: JSON = {cid: ours[0] for cid in theirs}
    for _ in range(40):
        if engine.observe(None)["turn"]["step"] == "postcombat_main":
            break
        legal = engine.legal_actions()
        declare = [a for a in legal if a["type"] == "declare_blockers"]
        ok(engine, {"type": "declare_blockers", "blockers": blocks} if declare else {"type": "pass"})
    return engine, dict(zip(attackers, ours, strict=True))


def test_603_2c_two_creatures_dealing_combat_damage_at_once_trigger_it_once() -> None:
    engine, _ = _fight(["Grizzly Bears", "Grizzly Bears"])
    assert engine.observe(None)["players"][1]["life"] == 16
    assert _clues(engine, "p1") == 1


def test_603_2c_a_first_strike_step_and_the_regular_step_are_two_events() -> None:
    engine, _ = _fight(["White Knight", "Grizzly Bears"])
    assert _clues(engine, "p1") == 2


def test_603_2c_no_combat_damage_to_a_player_no_trigger() -> None:
    engine, _ = _fight(["Grizzly Bears"], ["Grizzly Bears"])
    assert _clues(engine, "p1") == 0


def test_603_2c_only_creatures_its_controller_controls_count() -> None:
    engine, _ = _fight(["Grizzly Bears"], watcher="p2")
    assert _clues(engine, "p2") == 0 and _clues(engine, "p1") == 0
