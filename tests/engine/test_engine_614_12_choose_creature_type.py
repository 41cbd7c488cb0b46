"""The reference engine on An Unexpected Party // At the Door: "as this enchantment enters, choose a creature type"
(614.12: a `creature_type` choice among every creature type, 205.3m) and "creatures you control of the chosen type
get +2/+2" (613.4c; a creature of that type only, its controller's only)."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from reference_engine.creature_types import CREATURE_TYPES
from strategies.states import SetupBuilder

PARTY = "An Unexpected Party // At the Door"


def pt(engine: ReferenceEngine, card: str) -> tuple[int, int]:
    obj: JSON = find(engine, card)  # type: ignore[assignment]
    return obj["power"], obj["toughness"]


def test_614_12_the_type_is_chosen_as_it_enters_and_its_creatures_get_the_bonus() -> None:
    b = SetupBuilder()
    party = b.add("p1", "hand", PARTY)
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    scout = b.add("p1", "battlefield", "Gladecover Scout")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "WWWW")
    engine = start(b)
    ok(engine, cast(party))
    passes(engine, 2)
    pending = engine.observe(None)["pending_choice"]
    assert pending is not None and pending["kind"] == "creature_type" and pending["player"] == "p1"
    assert pending["options"] == sorted(CREATURE_TYPES)
    ok(engine, {"type": "choose", "choice": "Bear"})
    assert find(engine, party)["zone"] == "battlefield"  # type: ignore[index]
    assert (pt(engine, bears), pt(engine, scout), pt(engine, theirs)) == ((4, 4), (1, 1), (2, 2))


def test_107_3_at_the_door_makes_x_dwarves_which_a_party_naming_dwarf_pumps() -> None:
    b = SetupBuilder()
    card = b.add("p1", "hand", PARTY)
    b.lands("p1", "WWWWWWWWW")
    engine = start(b)
    ok(engine, cast(card, mode="adventure", x=2))
    passes(engine, 2)
    dwarves = [o["card"] for o in engine.observe(None)["objects"] if o["token"]]
    assert len(dwarves) == 2 and all(pt(engine, d) == (2, 2) for d in dwarves)
    assert all(find(engine, d)["colors"] == ["R"] for d in dwarves)  # type: ignore[index]
    ok(engine, cast(card))  # from exile, on its adventure (715.3d)
    passes(engine, 2)
    ok(engine, {"type": "choose", "choice": "Dwarf"})
    assert all(pt(engine, d) == (4, 4) for d in dwarves)
