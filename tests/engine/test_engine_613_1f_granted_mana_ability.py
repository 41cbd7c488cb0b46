"""613.1f, 605.1a, 302.6: Brightcap Badger gives each Fungus and Saproling its controller controls a mana ability
"{T}: Add {G}"; a Saproling creature taps for mana only once its controller has controlled it continuously since
their most recent turn began (no summoning sickness), and a permanent of another subtype gets nothing."""

from __future__ import annotations

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

BADGER = "Brightcap Badger // Fungus Frolic"
SAPROLING = "Saproling of Test"


def _engine(saproling_sick: bool, badger: bool = True) -> tuple[ReferenceEngine, str]:
    b = SetupBuilder()
    if badger:
        b.add("p1", "battlefield", BADGER)
    b.define({"name": SAPROLING, "layout": "normal", "faces": [{
        "name": SAPROLING, "mana_cost": "{1}", "types": ["Creature"], "subtypes": ["Saproling"], "power": 1,
        "toughness": 1}]})
    saproling = b.add("p1", "battlefield", SAPROLING, summoning_sick=saproling_sick)
    b.add("p1", "battlefield", "Grizzly Bears")  # a creature of another subtype: no mana ability
    b.add("p1", "hand", "Fog")
    b.add("p1", "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, saproling


def _casts(engine: ReferenceEngine) -> list[str]:
    return [str(a["card"]) for a in engine.legal_actions() if a["type"] == "cast"]


def test_613_1f_a_saproling_taps_for_green_to_pay_a_spell() -> None:
    engine, saproling = _engine(saproling_sick=False)
    fog = next(o["card"] for o in engine.observe(None)["objects"] if o["name"] == "Fog")
    assert fog in _casts(engine)
    assert engine.act({"type": "cast", "card": fog})["accepted"]
    assert next(o for o in engine.observe(None)["objects"] if o["card"] == saproling)["tapped"]


def test_302_6_a_summoning_sick_saproling_cant_tap_for_mana() -> None:
    engine, _ = _engine(saproling_sick=True)
    assert not _casts(engine)


def test_613_1f_without_the_badger_the_saproling_has_no_mana_ability() -> None:
    engine, _ = _engine(saproling_sick=False, badger=False)
    assert not _casts(engine)
