"""Adventure cards added for issue 33 (cards/sets/woe.py, cards/sets/adventures.py) played through the engine's
public API: each face does what its card says, over verbs the engine already had."""

from __future__ import annotations

from test_engine_core import find, life, ok, passes, start, zone

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def adventure(card: str, *targets: str) -> JSON:
    return {"type": "cast", "card": card, "mode": "adventure", "targets": list(targets)}


def until(engine: ReferenceEngine, player: str, step: str) -> None:
    """Pass until `player`'s `step` with something to answer (a trigger on the stack) or priority in it."""
    for _ in range(40):
        turn = engine.observe(None)["turn"]
        if turn["active_player"] == player and turn["step"] == step:
            return
        ok(engine, {"type": "pass"})
    raise AssertionError(f"never reached {player}'s {step}")


def test_virtue_of_loyalty_puts_a_counter_on_each_of_its_controller_s_creatures_and_untaps_them() -> None:
    b = SetupBuilder(step="postcombat_main")
    b.add("p1", "battlefield", "Virtue of Loyalty // Ardenvale Fealty")
    mine = b.add("p1", "battlefield", "Grizzly Bears", tapped=True)
    theirs = b.add("p2", "battlefield", "Grizzly Bears", tapped=True)
    engine = start(b)
    until(engine, "p1", "end")
    assert engine.observe(None)["stack"], "the end-step trigger is on the stack (513.1)"
    passes(engine, 2)
    assert (find(engine, mine) or {})["counters"] == {"+1/+1": 1} and not (find(engine, mine) or {})["tapped"]
    assert not (find(engine, theirs) or {})["counters"] and (find(engine, theirs) or {})["tapped"]


def test_virtue_of_persistence_returns_an_opponent_s_creature_card_under_its_controller_s_control() -> None:
    b = SetupBuilder(active="p2", step="end")
    b.add("p1", "battlefield", "Virtue of Persistence // Locthwain Scorn")
    bears = b.add("p2", "graveyard", "Grizzly Bears")
    b.add("p1", "library", "Forest")
    engine = start(b)
    until(engine, "p1", "upkeep")
    if engine.observe(None)["pending_choice"]:  # the trigger's target: the one creature card in a graveyard
        ok(engine, {"type": "choose", "choice": [bears]})
    passes(engine, 2)
    back = next(o for o in engine.observe(None)["objects"]
                if o["zone"] == "battlefield" and o["name"] == "Grizzly Bears")
    assert back["controller"] == "p1" and back["owner"] == "p2"


def test_locthwain_scorn_shrinks_a_creature_and_its_caster_gains_life() -> None:
    b = SetupBuilder()
    virtue = b.add("p1", "hand", "Virtue of Persistence // Locthwain Scorn")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "BB")
    engine = start(b)
    ok(engine, adventure(virtue, bears))
    passes(engine, 2)
    assert zone(engine, bears) == "graveyard" and life(engine, "p1") == 22
    assert zone(engine, virtue) == "exile"  # 715.3d


def test_croaking_curse_taps_its_target_and_curses_it() -> None:
    b = SetupBuilder()
    transmuter = b.add("p1", "hand", "Vantress Transmuter // Croaking Curse")
    foe = b.add("p2", "battlefield", "Lonesome Unicorn // Rider in Need")
    b.lands("p1", "UU")
    engine = start(b)
    ok(engine, adventure(transmuter, foe))
    passes(engine, 2)
    seen = find(engine, foe) or {}
    assert seen["tapped"] and (seen["power"], seen["toughness"]) == (1, 1)  # the Cursed Role (111.10j)


def test_entropic_cloud_gives_deathtouch_to_its_caster_s_creatures_only() -> None:
    b = SetupBuilder()
    dragon = b.add("p1", "hand", "Topaz Dragon // Entropic Cloud")
    mine = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "BB")
    engine = start(b)
    ok(engine, adventure(dragon))
    passes(engine, 2)
    assert "deathtouch" in (find(engine, mine) or {})["keywords"]
    assert "deathtouch" not in (find(engine, theirs) or {})["keywords"]


def test_scale_deflection_counters_untaps_and_gives_hexproof() -> None:
    b = SetupBuilder()
    linnorm = b.add("p1", "hand", "Dread Linnorm // Scale Deflection")
    bears = b.add("p1", "battlefield", "Grizzly Bears", tapped=True)
    b.lands("p1", "GGGG")
    engine = start(b)
    ok(engine, adventure(linnorm, bears))
    passes(engine, 2)
    seen = find(engine, bears) or {}
    assert seen["counters"] == {"+1/+1": 2} and not seen["tapped"] and "hexproof" in seen["keywords"]
