"""The reference engine on mana an effect keeps in a pool as steps and phases end (106.4, 500.4): firebending's red
mana until end of combat (702.189a, 500.5a: the end of the combat phase; Azula, On the Hunt) and Branch of
Vitu-Ghazi's two mana until end of turn; the pool's ordinary mana still empties at each step's end, and is spent
first."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from reference_engine.state import Player
from strategies.states import SetupBuilder

PASS: JSON = {"type": "pass"}


def pool(engine: ReferenceEngine, pid: str = "p1") -> str:
    return str(next(p for p in engine.observe(None)["players"] if p["id"] == pid)["mana_pool"])


def step(engine: ReferenceEngine) -> str:
    return str(engine.observe(None)["turn"]["step"])


def pass_until(engine: ReferenceEngine, wanted: str) -> None:
    for _ in range(40):
        if step(engine) == wanted and not engine.observe(None)["stack"]:
            return
        actions = engine.legal_actions()
        engine.act(next((a for a in actions if a["type"] == "pass"), actions[0]))
    raise AssertionError(f"never reached {wanted}")


def azula_attacks() -> tuple[ReferenceEngine, str]:
    b = SetupBuilder(step="beginning_of_combat")
    azula = b.add("p1", "battlefield", "Azula, On the Hunt")
    for _ in range(5):
        b.add("p1", "library", "Forest")
        b.add("p2", "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    pass_until(engine, "declare_attackers")
    assert engine.act({"type": "declare_attackers", "attackers": {azula: "p2"}})["accepted"]
    return engine, azula


def test_702_189a_firebending_mana_stays_through_the_combat_phase_and_empties_after_it() -> None:
    engine, _ = azula_attacks()
    while engine.observe(None)["stack"]:  # firebending's trigger and the Clue trigger
        engine.act(PASS)
    assert pool(engine) == "{R}{R}"
    for wanted in ("declare_blockers", "combat_damage", "end_of_combat"):
        pass_until(engine, wanted)
        assert pool(engine) == "{R}{R}", wanted  # not lost as the combat steps end (500.4)
    pass_until(engine, "postcombat_main")
    assert pool(engine) == ""  # 500.5a: lost as the combat phase ends
    assert next(p for p in engine.observe(None)["players"] if p["id"] == "p1")["life"] == 19  # Azula's own trigger


def test_500_4_ordinary_mana_empties_at_the_steps_end_and_is_spent_before_kept_mana() -> None:
    player = Player("p1")
    player.add_mana("R", 1, kept_until="end_of_combat")
    player.add_mana("R")
    player.add_mana("G")
    player.empty_pool("declare_attackers")
    assert dict(player.pool) == {"R": 1}  # the ordinary {R} and {G} are lost, the kept {R} stays
    player.add_mana("R")
    player.add_mana("R", -1)  # spending {R}: the ordinary one goes first
    player.empty_pool("declare_blockers")
    assert dict(player.pool) == {"R": 1}
    player.add_mana("R", -1)
    assert not player.pool and player.kept_mana == ()


def test_500_4_kept_mana_is_spent_soonest_lost_first_and_lasts_to_its_end() -> None:
    player = Player("p1")
    player.add_mana("U", 1, kept_until="end_of_turn")
    player.add_mana("U", 1, kept_until="end_of_combat")
    player.add_mana("U", -1)
    player.empty_pool("end_of_combat")
    assert dict(player.pool) == {"U": 1}  # the end-of-turn {U} was kept, the end-of-combat one spent
    player.empty_pool("end")
    assert dict(player.pool) == {"U": 1}
    player.empty_pool("cleanup")
    assert not player.pool


def test_branch_of_vitu_ghazi_turned_face_up_adds_mana_kept_until_end_of_turn() -> None:
    b = SetupBuilder(step="precombat_main")
    branch = b.add("p1", "battlefield", "Branch of Vitu-Ghazi", face_down="disguise")
    for _ in range(5):
        b.add("p1", "library", "Forest")
        b.add("p2", "library", "Forest")
    b.lands("p1", "RRR")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act({"type": "turn_face_up", "card": branch})["accepted"]
    for _ in range(6):
        pending = engine.observe(None).get("pending")
        if pending and pending["kind"] == "mana_color":
            break
        engine.act(PASS)
    assert engine.act({"type": "choose", "choice": "G"})["accepted"]
    assert pool(engine) == "{G}{G}"
    pass_until(engine, "postcombat_main")
    assert pool(engine) == "{G}{G}"  # kept as the steps and phases end
    pass_until(engine, "end")
    assert pool(engine) == "{G}{G}"
    for _ in range(10):
        if engine.observe(None)["turn"]["active_player"] == "p2":
            break
        engine.act(PASS)
    assert pool(engine) == ""  # lost at the end of the turn
