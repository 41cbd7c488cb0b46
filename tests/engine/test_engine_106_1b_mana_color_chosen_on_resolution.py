"""106.1b, 106.4, 608.2: Seasonal Ritual (Rosethorn Acolyte's Adventure) adds one mana of the color its controller
chooses as it resolves (a `mana_color` choice), not as it is cast."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

ACOLYTE = "Rosethorn Acolyte // Seasonal Ritual"
PASS: JSON = {"type": "pass"}


def _engine() -> tuple[ReferenceEngine, str]:
    b = SetupBuilder()
    acolyte = b.add("p1", "hand", ACOLYTE)
    b.lands("p1", "G")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, acolyte


def _pool(engine: ReferenceEngine) -> str:
    return str(next(p for p in engine.observe(None)["players"] if p["id"] == "p1")["mana_pool"])


def test_106_1b_the_color_is_chosen_as_the_spell_resolves() -> None:
    engine, acolyte = _engine()
    assert engine.act({"type": "cast", "card": acolyte, "mode": "adventure"})["accepted"]
    assert engine.observe(None)["pending_choice"] is None  # nothing is chosen as it is cast
    engine.act(PASS)
    engine.act(PASS)
    choice = engine.observe(None)["pending_choice"]
    assert choice["kind"] == "mana_color" and sorted(choice["options"]) == sorted("WUBRG")
    assert engine.act({"type": "choose", "choice": "R"})["accepted"]
    assert _pool(engine) == "{R}"
    assert next(o for o in engine.observe(None)["objects"] if o["card"] == acolyte)["zone"] == "exile"  # 715.3d


def test_106_1b_a_color_that_isnt_one_is_refused() -> None:
    engine, acolyte = _engine()
    engine.act({"type": "cast", "card": acolyte, "mode": "adventure"})
    engine.act(PASS)
    engine.act(PASS)
    assert not engine.act({"type": "choose", "choice": "C"})["accepted"]
    assert _pool(engine) == ""
