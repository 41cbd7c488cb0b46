"""The reference engine on a follow-up that depends on what an exile moved (608.2c): Raven Eagle investigates only
when the card it exiled from a graveyard is a creature card."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS: JSON = {"type": "pass"}


def raven_eagle_exiles(card: str) -> tuple[ReferenceEngine, str]:
    b = SetupBuilder()
    eagle = b.add("p1", "hand", "Raven Eagle")
    buried = b.add("p2", "graveyard", card)
    b.lands("p1", "BBB")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act({"type": "cast", "card": eagle, "mode": "normal", "targets": [], "alt_cost": None})["accepted"]
    engine.act(PASS)
    engine.act(PASS)  # the Eagle resolves; its trigger's target: the one card in a graveyard (115.1), or none
    assert engine.act({"type": "choose", "choice": [buried]})["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    return engine, buried


def test_608_2c_a_follow_up_on_the_kind_of_card_exiled_this_way() -> None:
    for card, clues in (("Grizzly Bears", 1), ("Forest", 0)):
        engine, buried = raven_eagle_exiles(card)
        objects = engine.observe(None)["objects"]
        assert next(o for o in objects if o["card"] == buried)["zone"] == "exile"
        assert sum(1 for o in objects if o["zone"] == "battlefield" and o["name"] == "Clue") == clues, card


def test_201_2_namesakes_exiled_untargeted_and_a_clue_for_each_nontoken_one() -> None:
    b = SetupBuilder()
    stone = b.add("p1", "hand", "Declaration in Stone")
    aimed = b.add("p2", "battlefield", "Grizzly Bears")
    namesake = b.add("p2", "battlefield", "Grizzly Bears")
    hidden = b.add("p2", "battlefield", "Grizzly Bears", face_down="manifest")  # no name (708.2): no namesake
    mine = b.add("p1", "battlefield", "Grizzly Bears")  # its controller's namesakes only
    b.lands("p1", "WW")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act({"type": "cast", "card": stone, "mode": "normal", "targets": [aimed], "alt_cost": None})[
        "accepted"]
    engine.act(PASS)
    engine.act(PASS)
    zones = {o["card"]: o["zone"] for o in engine.observe(None)["objects"]}
    assert (zones[aimed], zones[namesake], zones[hidden], zones[mine]) == ("exile", "exile", "battlefield",
                                                                          "battlefield")
    clues = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["name"] == "Clue"]
    assert len(clues) == 2 and all(c["controller"] == "p2" for c in clues)
