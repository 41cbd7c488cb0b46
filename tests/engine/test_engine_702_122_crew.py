"""The reference engine on crew (702.122a) and Vehicles (301.7): Fire Nation Warship, a 4/4 Vehicle with crew 2 and
"when this Vehicle dies, create a Clue token". Not crewed it has no power or toughness (208.3, 301.7a); crewed by
other untapped creatures with total power 2 or more (summoning-sick ones too) it becomes an artifact creature with
its printed power and toughness until end of turn (301.7b)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

WARSHIP = "Fire Nation Warship"
PASS: JSON = {"type": "pass"}


def obj(engine: ReferenceEngine, card: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == card)


def crew(card: str, tapped: list[str]) -> JSON:
    return {"type": "activate", "card": card, "ability": 0, "targets": [], "tap": tapped}


def start(*creatures: tuple[str, bool]) -> tuple[ReferenceEngine, str, list[str]]:
    """The Warship and creatures (name, summoning sick) on p1's battlefield."""
    b = SetupBuilder(step="precombat_main")
    ship = b.add("p1", "battlefield", WARSHIP)
    ids = [b.add("p1", "battlefield", name, summoning_sick=sick) for name, sick in creatures]
    for _ in range(5):
        b.add("p1", "library", "Forest")
        b.add("p2", "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, ship, ids


def test_301_7a_a_vehicle_not_crewed_is_no_creature_and_has_no_power_or_toughness() -> None:
    engine, ship, _ = start()
    seen = obj(engine, ship)
    assert "Creature" not in seen["types"]
    assert (seen["power"], seen["toughness"]) == (None, None)


def test_702_122a_crewing_taps_the_creatures_and_makes_it_an_artifact_creature_until_end_of_turn() -> None:
    engine, ship, (bears,) = start(("Grizzly Bears", True))  # summoning sick: it may crew all the same
    assert crew(ship, [bears]) in engine.legal_actions()
    assert engine.act(crew(ship, [bears]))["accepted"]
    assert obj(engine, bears)["tapped"]
    engine.act(PASS)
    engine.act(PASS)
    seen = obj(engine, ship)
    assert {"Artifact", "Creature"} <= set(seen["types"]) and (seen["power"], seen["toughness"]) == (4, 4)
    for _ in range(30):  # until the next turn's main phase: no longer a creature
        if engine.observe(None)["turn"]["active_player"] == "p2":
            break
        actions = engine.legal_actions()
        engine.act(next((a for a in actions if a["type"] == "pass"), actions[0]))
    assert "Creature" not in obj(engine, ship)["types"]


def test_702_122a_the_crew_needs_total_power_n_and_other_untapped_creatures() -> None:
    engine, ship, (elf, elf2) = start(("Gladecover Scout", False), ("Gladecover Scout", False))
    assert not engine.act(crew(ship, [elf]))["accepted"]  # power 1 < 2
    assert not engine.act(crew(ship, [ship]))["accepted"]  # not itself
    assert not engine.act({"type": "activate", "card": ship, "ability": 0, "targets": []})["accepted"]
    options = [a["tap"] for a in engine.legal_actions() if a["type"] == "activate" and a["card"] == ship]
    assert options == [[elf, elf2]]
    assert engine.act(crew(ship, [elf, elf2]))["accepted"]
    assert obj(engine, elf)["tapped"] and obj(engine, elf2)["tapped"]
