"""401.1, 608.2d: "the owner of target attacking creature you don't control puts it on their choice of the top or
bottom of their library" (Horned Loch-Whale // Lagoon Breach): the owner, not the caster, chooses; the creature
leaves combat as a new object in the library (400.7); a token ceases to exist there (704.5d)."""

from __future__ import annotations

from test_engine_core import ok, passes, start, zone
from test_engine_optional import choose, pending

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

WHALE = "Horned Loch-Whale // Lagoon Breach"


def _attacked(token: bool = False) -> tuple[ReferenceEngine, str, str, list[str]]:
    """p2 attacks p1 with a Grizzly Bears (or a creature token); p1 holds the Whale with {1}{U} up."""
    b = SetupBuilder(active="p2", step="beginning_of_combat")
    whale = b.add("p1", "hand", WHALE)
    b.lands("p1", "UU")
    bears = b.add("p2", "battlefield", "Grizzly Bears", token=token)
    library = [b.add("p2", "library", "Forest") for _ in range(2)]
    b.add("p1", "library", "Island")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {bears: "p1"}})
    passes(engine, 1)  # p2 passes; p1 has priority in the declare attackers step
    return engine, whale, bears, library


def _breach(whale: str, target: str) -> JSON:
    return {"type": "cast", "card": whale, "mode": "adventure", "targets": [target]}


def _library(engine: ReferenceEngine, pid: str) -> list[str]:
    objects = [o for o in engine.observe(None)["objects"] if o["zone"] == "library" and o["owner"] == pid]
    return [o["card"] for o in sorted(objects, key=lambda o: o["position"])]


def test_401_1_the_owner_chooses_the_top() -> None:
    engine, whale, bears, library = _attacked()
    ok(engine, _breach(whale, bears))
    passes(engine, 2)
    assert pending(engine) == {"player": "p2", "kind": "library_position", "options": ["top", "bottom"]}
    choose(engine, "top")
    assert _library(engine, "p2") == [bears, *library]
    assert zone(engine, whale) == "exile"  # 715.4: on an adventure


def test_401_1_the_owner_chooses_the_bottom() -> None:
    engine, whale, bears, library = _attacked()
    ok(engine, _breach(whale, bears))
    passes(engine, 2)
    choose(engine, "bottom")
    assert _library(engine, "p2") == [*library, bears]


def test_704_5d_a_token_put_into_a_library_ceases_to_exist() -> None:
    engine, whale, token, library = _attacked(token=True)
    ok(engine, _breach(whale, token))
    passes(engine, 2)
    choose(engine, "top")
    assert zone(engine, token) is None and _library(engine, "p2") == library


def test_115_1_only_an_attacking_creature_an_opponent_controls_is_a_target() -> None:
    b = SetupBuilder()
    whale = b.add("p1", "hand", WHALE)
    b.lands("p1", "UU")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    mine = b.add("p1", "battlefield", "Grizzly Bears")
    engine = start(b)
    assert not engine.act(_breach(whale, bears))["accepted"]  # not attacking
    assert not engine.act(_breach(whale, mine))["accepted"]
