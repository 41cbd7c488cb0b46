"""Trigger events, effects and permissions the cards of issue 33's "events" group brought (trigger_events.py,
verbs/untapping.py, flash_permission.py): attacking alone (506.5), blocking (509.3a), combat damage dealt to a creature
(510.2), sacrificing a permanent (701.21a), not untapping (502.3), doubling power (701.10b), casting as though it had
flash (601.3b). Each test plays a real card of the pool and fails if its rule is wrong."""

from __future__ import annotations

from test_engine_core import PASS, cast, find, ok, passes, start, synthetic, turn
from test_engine_turn_triggers import clues, resolve_all, triggers

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def declare(engine: ReferenceEngine, kind: str, assignment: dict[str, str]) -> dict:
    return ok(engine, {"type": f"declare_{kind}", kind: assignment})


def subtype_count(engine: ReferenceEngine, subtype: str, pid: str = "p1") -> int:
    return sum(1 for o in engine.observe(None)["objects"]
               if o["zone"] == "battlefield" and o["controller"] == pid and subtype in o["subtypes"])


def to_step(engine: ReferenceEngine, active: str, step: str) -> None:
    """Pass until `active`'s `step` (at most two turns on)."""
    for _ in range(60):
        if turn(engine)["active_player"] == active and turn(engine)["step"] == step:
            return
        result = engine.act(PASS)
        if not result["accepted"]:  # no attackers, no blockers
            kind = "attackers" if "attackers" in result["reason"] else "blockers"
            declare(engine, kind, {})
    raise AssertionError(f"never reached {active}'s {step}")


# ----- 506.5: "whenever this attacks alone" ---------------------------------------------------------------------


def test_506_5_attacks_alone_only_as_the_single_attacker() -> None:
    """Intrepid Trufflesnout makes a Food when it is the only creature declared as an attacker, not beside another."""
    for others, expected in ((0, 1), (1, 0)):
        b = SetupBuilder(step="beginning_of_combat")
        boar = b.add("p1", "battlefield", "Intrepid Trufflesnout // Go Hog Wild")
        bears = [b.add("p1", "battlefield", "Grizzly Bears") for _ in range(others)]
        engine = start(b)
        passes(engine, 2)
        result = declare(engine, "attackers", {c: "p2" for c in [boar, *bears]})
        assert triggers(result) == [boar] * expected
        resolve_all(engine)
        assert subtype_count(engine, "Food") == expected


# ----- 509.3a: "whenever this attacks or blocks" ----------------------------------------------------------------


def test_509_3a_blocks_triggers_as_the_blocker_is_declared() -> None:
    """Sapphire Dragon's one ability with two events (603.2): it triggers as the Dragon blocks, and as it attacks;
    a creature blocking beside it doesn't trigger it."""
    b = SetupBuilder(step="beginning_of_combat")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    dragon = b.add("p2", "battlefield", "Sapphire Dragon // Psionic Pulse")
    for _ in range(3):
        b.add("p2", "library", "Forest")
    engine = start(b)
    passes(engine, 2)
    assert triggers(declare(engine, "attackers", {bear: "p2"})) == []
    passes(engine, 2)
    assert triggers(declare(engine, "blockers", {dragon: bear})) == [dragon]
    b2 = SetupBuilder(step="beginning_of_combat")
    dragon = b2.add("p1", "battlefield", "Sapphire Dragon // Psionic Pulse")
    b2.add("p1", "library", "Forest")
    engine = start(b2)
    passes(engine, 2)
    assert triggers(declare(engine, "attackers", {dragon: "p2"})) == [dragon]


# ----- 510.2: "whenever this deals combat damage to a creature"; 502.3: "doesn't untap" -----------------------


def test_510_2_combat_damage_to_a_creature_taps_it_and_502_3_keeps_it_tapped() -> None:
    """Queen of Ice blocked deals combat damage to its blocker: it becomes tapped, stays tapped
    through its controller's next untap step (502.3) and untaps in the one after."""
    b = SetupBuilder(step="beginning_of_combat")
    queen = b.add("p1", "battlefield", "Queen of Ice // Rage of Winter")
    wall = b.add("p2", "battlefield", "Grizzly Bears")
    for pid in ("p1", "p2"):
        for _ in range(3):
            b.add(pid, "library", "Forest")
    engine = start(b)
    passes(engine, 2)
    declare(engine, "attackers", {queen: "p2"})
    passes(engine, 2)
    declare(engine, "blockers", {wall: queen})
    result = passes(engine, 2)  # to the combat damage step: 2 damage to the 2/2 bears, which die
    assert triggers(result) == [queen]
    b = SetupBuilder(step="beginning_of_combat")
    queen = b.add("p1", "battlefield", "Queen of Ice // Rage of Winter")
    big = b.add("p2", "battlefield", synthetic(b, "Wall of Test", "{0}", ["Creature"], power=0, toughness=4))
    for pid in ("p1", "p2"):
        for _ in range(3):
            b.add(pid, "library", "Forest")
    engine = start(b)
    passes(engine, 2)
    declare(engine, "attackers", {queen: "p2"})
    passes(engine, 2)
    declare(engine, "blockers", {big: queen})
    assert triggers(passes(engine, 2)) == [queen]  # to the combat damage step: 2 damage to the 0/4
    resolve_all(engine)
    assert find(engine, big)["tapped"] is True
    to_step(engine, "p2", "upkeep")
    assert find(engine, big)["tapped"] is True  # 502.3: kept tapped through this untap step
    to_step(engine, "p1", "upkeep")
    to_step(engine, "p2", "upkeep")
    assert find(engine, big)["tapped"] is False  # the effect was used up


def test_502_3_the_effect_ends_with_the_next_untap_step_even_untapped() -> None:
    """Press for Answers taps a creature of p2's; untapped again before p2's untap step, it is tapped again later and
    untaps normally in the untap step after: the effect applied to one untap step only."""
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    press = b.add("p1", "hand", "Press for Answers")
    b.lands("p1", "UU")
    for pid in ("p1", "p2"):
        for _ in range(3):
            b.add(pid, "library", "Forest")
    engine = start(b)
    ok(engine, cast(press, bear))
    resolve_all(engine)
    assert find(engine, bear)["tapped"] is True and clues(engine) == 1
    to_step(engine, "p2", "upkeep")
    assert find(engine, bear)["tapped"] is True
    to_step(engine, "p1", "upkeep")
    to_step(engine, "p2", "upkeep")
    assert find(engine, bear)["tapped"] is False


# ----- 701.21a: "whenever you sacrifice an artifact / a permanent during your turn" ----------------------------


def test_701_21a_sacrificing_an_artifact_triggers_its_controllers_watchers() -> None:
    """Gleaming Geardrake: its controller sacrificing a Clue (an artifact) puts a counter on it; Tolls of War
    triggers only once each turn, and only during its controller's turn."""
    b = SetupBuilder()
    drake = b.add("p1", "battlefield", "Gleaming Geardrake")
    tolls = b.add("p1", "battlefield", "Tolls of War")
    first, second = (b.add("p1", "battlefield", "Clue") for _ in range(2))
    b.lands("p1", "WWWW")
    for _ in range(2):
        b.add("p1", "library", "Forest")  # the Clues draw
    engine = start(b)
    result = ok(engine, {"type": "activate", "card": first, "ability": 0})
    order = result["observation"]["pending_choice"]  # both triggered: their controller orders them (603.3b)
    assert order["kind"] == "order_triggers"
    assert sorted(triggers(ok(engine, {"type": "choose", "choice": order["options"][0]}))) == sorted([drake, tolls])
    resolve_all(engine)
    assert find(engine, drake)["counters"] == {"+1/+1": 1}
    assert subtype_count(engine, "Ally") == 1
    result = ok(engine, {"type": "activate", "card": second, "ability": 0})
    assert triggers(result) == [drake]  # Tolls of War: once each turn
    resolve_all(engine)
    assert find(engine, drake)["counters"] == {"+1/+1": 2}


def test_701_21a_sacrifice_during_an_opponents_turn() -> None:
    """Tolls of War: a sacrifice during its controller's opponent's turn doesn't trigger it."""
    b = SetupBuilder(active="p2")
    b.add("p1", "battlefield", "Tolls of War")
    clue = b.add("p1", "battlefield", "Clue")
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, PASS)
    assert triggers(ok(engine, {"type": "activate", "card": clue, "ability": 0})) == []


# ----- 701.10b: "double its power"; 601.3b: "cast creature spells as though they had flash" ---------------------


def test_701_10b_doubling_power_adds_its_power() -> None:
    """Two-Handed Axe on a 2/2: as it attacks, it gets +2/+0 (a 4/2)."""
    b = SetupBuilder(step="beginning_of_combat")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", "Two-Handed Axe // Sweeping Cleave", attached_to=bear)
    engine = start(b)
    passes(engine, 2)
    declare(engine, "attackers", {bear: "p2"})
    resolve_all(engine)
    assert (find(engine, bear)["power"], find(engine, bear)["toughness"]) == (4, 2)


def test_601_3b_creature_spells_as_though_they_had_flash() -> None:
    """Sally Sparrow lets its controller cast a creature spell in an opponent's turn; without it they can't."""
    for with_sally in (True, False):
        b = SetupBuilder(active="p2")
        if with_sally:
            b.add("p1", "battlefield", "Sally Sparrow")
        bears = b.add("p1", "hand", "Grizzly Bears")
        b.lands("p1", "GG")
        engine = start(b)
        ok(engine, PASS)
        assert engine.act(cast(bears))["accepted"] is with_sally


# ----- 510.2: "whenever a creature you control with deathtouch deals combat damage to a player" ------------------


def test_510_2_a_creature_with_deathtouch_deals_combat_damage_that_many_counters() -> None:
    """Aveline de Grandpré (3/3 deathtouch) unblocked deals 3 damage: three +1/+1 counters on it; a Grizzly Bears
    beside it (no deathtouch) deals damage too and gets none."""
    b = SetupBuilder(step="beginning_of_combat")
    aveline = b.add("p1", "battlefield", "Aveline de Grandpré")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    engine = start(b)
    passes(engine, 2)
    declare(engine, "attackers", {aveline: "p2", bear: "p2"})
    passes(engine, 2)
    declare(engine, "blockers", {})
    assert triggers(passes(engine, 2)) == [aveline]
    resolve_all(engine)
    assert find(engine, aveline)["counters"] == {"+1/+1": 3} and find(engine, bear)["counters"] == {}


# ----- 508.3d "whenever you attack a player"; 118.3, 602.2b: removing counters as a cost ------------------------


def test_118_3_a_cost_of_removing_counters_needs_them_and_removes_them() -> None:
    """Long-Range Sensor: attacking a player puts a charge counter on it; with one counter its ability can't be
    activated, with two it can, and both are removed as the cost is paid."""
    b = SetupBuilder(step="beginning_of_combat")
    sensor = b.add("p1", "battlefield", "Long-Range Sensor", counters={"charge": 1})
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "R")
    for _ in range(3):
        b.add("p1", "library", "Forest")
    engine = start(b)
    passes(engine, 2)
    assert triggers(declare(engine, "attackers", {bear: "p2"})) == [sensor]
    resolve_all(engine)
    assert find(engine, sensor)["counters"] == {"charge": 2}
    b2 = SetupBuilder()
    sensor = b2.add("p1", "battlefield", "Long-Range Sensor", counters={"charge": 1})
    b2.lands("p1", "R")
    for _ in range(3):
        b2.add("p1", "library", "Forest")
    engine = start(b2)
    activation = {"type": "activate", "card": sensor, "ability": 0}
    assert not engine.act(activation)["accepted"]
    b2.player("p1")["battlefield"][0]["counters"] = {"charge": 2}
    engine = start(b2)
    ok(engine, activation)
    assert find(engine, sensor)["counters"] == {}


# ----- 700.6: "whenever you cast a historic spell"; 205.3: "a Mutant, Ninja, or Turtle you control enters" --------


def test_700_6_a_historic_spell_is_an_artifact_legendary_or_saga_spell() -> None:
    """Sarah Jane Smith: casting a Grizzly Bears doesn't trigger it; a (synthetic) artifact spell does."""
    b = SetupBuilder()
    sarah = b.add("p1", "battlefield", "Sarah Jane Smith")
    bears = b.add("p1", "hand", "Grizzly Bears")
    relic = b.add("p1", "hand", synthetic(b, "Relic of Test", "{0}", ["Artifact"]))
    b.lands("p1", "GG")
    engine = start(b)
    assert triggers(ok(engine, cast(bears))) == []
    resolve_all(engine)
    assert triggers(ok(engine, cast(relic))) == [sarah]


def test_205_3_an_enters_trigger_naming_any_of_several_subtypes() -> None:
    """April O'Neil: a Ninja entering under its controller's control triggers it; a Bear doesn't."""
    b = SetupBuilder()
    april = b.add("p1", "battlefield", "April O'Neil, Live on the Scene")
    bears = b.add("p1", "hand", "Grizzly Bears")
    ninja = b.add("p1", "hand", synthetic(b, "Ninja of Test", "{0}", ["Creature"], subtypes=["Ninja"], power=1,
                                          toughness=1))
    b.lands("p1", "GG")
    engine = start(b)
    ok(engine, cast(bears))
    assert triggers(passes(engine, 2)) == []
    ok(engine, cast(ninja))
    assert triggers(passes(engine, 2)) == [april]


# ----- 506.5, 603.4: "if it was attacking or blocking alone" ---------------------------------------------------


def test_506_5_a_creature_that_died_attacking_or_blocking_alone() -> None:
    """Thijarian Witness: a lone attacker and its lone blocker trade: both die alone in combat, both are exiled from
    their graveyards and their watcher's controller investigates twice; of two attackers, the one that dies wasn't
    attacking alone and stays in the graveyard."""
    b = SetupBuilder(step="beginning_of_combat")
    b.add("p2", "battlefield", "Thijarian Witness")
    attacker = b.add("p1", "battlefield", "Grizzly Bears")
    blocker = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    passes(engine, 2)
    declare(engine, "attackers", {attacker: "p2"})
    passes(engine, 2)
    declare(engine, "blockers", {blocker: attacker})
    order = passes(engine, 2)["observation"]["pending_choice"]  # two triggers of one watcher: their order
    assert order["kind"] == "order_triggers"
    ok(engine, {"type": "choose", "choice": order["options"][0]})
    resolve_all(engine)
    assert find(engine, attacker)["zone"] == find(engine, blocker)["zone"] == "exile"
    assert clues(engine, "p2") == 2
    b = SetupBuilder(step="beginning_of_combat")
    b.add("p2", "battlefield", "Thijarian Witness")
    attackers = [b.add("p1", "battlefield", "Grizzly Bears") for _ in range(2)]
    wall = b.add("p2", "battlefield", synthetic(b, "Wall of Test", "{0}", ["Creature"], power=2, toughness=4))
    engine = start(b)
    passes(engine, 2)
    declare(engine, "attackers", {c: "p2" for c in attackers})
    passes(engine, 2)
    declare(engine, "blockers", {wall: attackers[0]})
    assert triggers(passes(engine, 2)) == []
    assert find(engine, attackers[0])["zone"] == "graveyard"


# ----- 603.7b: "until end of turn, whenever a creature you control deals combat damage to a player" -------------


def test_603_7b_a_delayed_trigger_lasting_this_turn() -> None:
    """Mistway Spy turned face up before combat: each of its controller's creatures dealing combat damage to a player
    this turn makes a Clue (two attackers, two Clues); left face down, none."""
    for turn_up, expected in ((True, 2), (False, 0)):
        b = SetupBuilder(step="beginning_of_combat")
        spy = b.add("p1", "battlefield", "Mistway Spy", face_down="disguise")
        bear = b.add("p1", "battlefield", "Grizzly Bears")
        b.lands("p1", "UU")
        engine = start(b)
        if turn_up:
            assert triggers(ok(engine, {"type": "turn_face_up", "card": spy})) == [spy]
            resolve_all(engine)
        passes(engine, 2)
        declare(engine, "attackers", {spy: "p2", bear: "p2"})
        passes(engine, 2)
        declare(engine, "blockers", {})
        result = passes(engine, 2)
        if expected:
            order = result["observation"]["pending_choice"]
            assert len(triggers(ok(engine, {"type": "choose", "choice": order["options"][0]}))) == expected
        resolve_all(engine)
        assert clues(engine) == expected
