"""The reference engine on James, Wandering Dad's "{T}: Add {C}{C}. Spend this mana only to activate abilities."
(106.6): the mana pays activated abilities' costs, never a spell's; what a payment leaves over stays in the pool
with its restriction (106.4) and pays a later ability, not a spell."""

from __future__ import annotations

from test_engine_core import cast, find, ok, player, start

from mtg_protocol.jsontypes import JSON
from strategies.states import SetupBuilder

JAMES = "James, Wandering Dad // Follow Him"
LANTERN = "Ghost Lantern // Bind Spirit"  # Equip {1}


def equip(card: str, target: str) -> JSON:
    return {"type": "activate", "card": card, "ability": 0, "targets": [target]}


def test_106_6_the_mana_pays_an_ability_but_not_a_spell() -> None:
    b = SetupBuilder()
    james = b.add("p1", "battlefield", JAMES)
    bears = b.add("p1", "hand", "Grizzly Bears")
    clue = b.add("p1", "battlefield", "Clue", token=True)
    b.add("p1", "library", "Island")
    engine = start(b)
    assert not engine.act(cast(bears))["accepted"]  # {1}{G}: no mana a spell may use
    ok(engine, {"type": "activate", "card": clue, "ability": 0, "targets": []})  # {2}, sacrifice: draw
    assert find(engine, james)["tapped"]  # type: ignore[index]


def test_106_6_the_mana_left_over_keeps_its_restriction() -> None:
    b = SetupBuilder()
    james = b.add("p1", "battlefield", JAMES)
    lantern = b.add("p1", "battlefield", LANTERN)
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    scout = b.add("p1", "battlefield", "Gladecover Scout")
    other = b.add("p1", "hand", "Grizzly Bears")
    engine = start(b)
    ok(engine, equip(lantern, bears))
    assert find(engine, james)["tapped"] and player(engine, "p1")["mana_pool"] == "{C}"  # type: ignore[index]
    ok(engine, {"type": "pass"}, {"type": "pass"}, {"type": "pass"}, {"type": "pass"})
    assert player(engine, "p1")["mana_pool"] == ""  # 106.4: the pool empties as the step ends
    forest = b.add("p1", "battlefield", "Forest")
    engine = start(b)
    ok(engine, equip(lantern, bears), {"type": "pass"}, {"type": "pass"})  # resolved; the {C} stays this step
    assert not engine.act(cast(other))["accepted"]  # the Forest and the {C} can't pay {1}{G}
    ok(engine, equip(lantern, scout))  # the {C} pays the next ability's {1}
    assert player(engine, "p1")["mana_pool"] == ""
    assert not find(engine, forest)["tapped"]  # type: ignore[index]
