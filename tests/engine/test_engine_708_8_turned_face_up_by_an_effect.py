"""The reference engine on Etrata, Deadly Fugitive: an activated ability granted to face-down creatures their
controller controls (613.1f); an effect that turns a face-down permanent face up without a cost (708.8), or, when
it can't (a cloaked instant or sorcery card stays face down, 701.58g), exiles it and lets its controller cast the
card then without paying its mana cost (608.2g, an ``effect_cast`` choice); and combat damage to an opponent that
cloaks the top card of that player's library under the trigger's controller's control (701.58a, 510.2)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS: JSON = {"type": "pass"}
ETRATA = "Etrata, Deadly Fugitive"


def obj(engine: ReferenceEngine, cid: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == cid)


def pending(engine: ReferenceEngine) -> JSON | None:
    return engine.observe(None)["pending_choice"]


def activate(card: str) -> JSON:
    return {"type": "activate", "card": card, "ability": 0, "targets": []}


def resolve_all(engine: ReferenceEngine) -> None:
    while engine.observe(None)["stack"] and pending(engine) is None:
        assert engine.act(PASS)["accepted"]


def with_etrata(b: SetupBuilder, down: str, controller: str = "p1") -> tuple[ReferenceEngine, str]:
    b.add("p1", "battlefield", ETRATA)
    hidden = b.add(controller, "battlefield", down, face_down="cloak")
    b.lands("p1", "UUBB")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, hidden


def test_613_1f_708_8_a_face_down_creature_you_control_turns_face_up_for_the_granted_cost() -> None:
    engine, hidden = with_etrata(SetupBuilder(), "Grizzly Bears")
    assert engine.act(activate(hidden))["accepted"]
    resolve_all(engine)
    bears = obj(engine, hidden)
    assert bears["zone"] == "battlefield" and not bears.get("face_down") and bears["name"] == "Grizzly Bears"
    assert not engine.act(activate(hidden))["accepted"]  # face up, it no longer has the ability


def test_613_1f_an_opponents_face_down_creature_has_no_such_ability() -> None:
    engine, hidden = with_etrata(SetupBuilder(), "Grizzly Bears", controller="p2")
    game = engine._game()
    assert not any(a.get("kind") == "activated" for a in game.chars(game.objects[hidden]).abilities)


def test_701_58g_608_2g_a_cloaked_instant_is_exiled_and_may_be_cast_free() -> None:
    b = SetupBuilder()
    b.player("p2")["life"] = 20
    engine, hidden = with_etrata(b, "Lightning Bolt")
    assert engine.act(activate(hidden))["accepted"]
    resolve_all(engine)
    assert obj(engine, hidden)["zone"] == "exile"
    assert pending(engine) == {"player": "p1", "kind": "effect_cast", "options": ["decline"]}
    cast = {"type": "cast", "card": hidden, "mode": "normal", "targets": ["p2"], "alt_cost": "free"}
    assert engine.act(cast)["accepted"]
    resolve_all(engine)
    assert {p["id"]: p["life"] for p in engine.observe(None)["players"]}["p2"] == 17
    assert obj(engine, hidden)["zone"] == "graveyard"


def test_608_2g_declining_the_free_cast_leaves_the_card_in_exile() -> None:
    engine, hidden = with_etrata(SetupBuilder(), "Lightning Bolt")
    assert engine.act(activate(hidden))["accepted"]
    resolve_all(engine)
    assert engine.act({"type": "choose", "choice": "decline"})["accepted"]
    resolve_all(engine)
    assert obj(engine, hidden)["zone"] == "exile" and not engine.observe(None)["stack"]


def test_701_58a_an_assassins_combat_damage_to_an_opponent_cloaks_their_top_card_for_you() -> None:
    b = SetupBuilder()
    etrata = b.add("p1", "battlefield", ETRATA)
    top = b.add("p2", "library", "Grizzly Bears")
    b.add("p2", "library", "Island")
    b.turn["step"] = "beginning_of_combat"
    engine = ReferenceEngine()
    engine.setup(b.build())
    while pending(engine) is None or pending(engine)["kind"] != "declare_attackers":
        assert engine.act(PASS)["accepted"]
    assert engine.act({"type": "declare_attackers", "attackers": {etrata: "p2"}})["accepted"]
    while obj(engine, top)["zone"] == "library":
        waiting = pending(engine)
        no_blocks: JSON = {"type": "declare_blockers", "blockers": {}}
        assert engine.act(no_blocks if waiting and waiting["kind"] == "declare_blockers" else PASS)["accepted"]
    cloaked = obj(engine, top)
    assert cloaked["zone"] == "battlefield" and cloaked["controller"] == "p1" and cloaked["owner"] == "p2"
    assert cloaked.get("face_down_by") == "cloak"


def test_603_2_a_creature_that_isnt_an_assassin_cloaks_nothing() -> None:
    b = SetupBuilder()
    b.add("p1", "battlefield", ETRATA)
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    top = b.add("p2", "library", "Island")
    b.turn["step"] = "beginning_of_combat"
    engine = ReferenceEngine()
    engine.setup(b.build())
    while pending(engine) is None or pending(engine)["kind"] != "declare_attackers":
        assert engine.act(PASS)["accepted"]
    assert engine.act({"type": "declare_attackers", "attackers": {bear: "p2"}})["accepted"]
    while engine.observe(None)["turn"]["step"] != "end_of_combat":
        waiting = pending(engine)
        no_blocks: JSON = {"type": "declare_blockers", "blockers": {}}
        assert engine.act(no_blocks if waiting and waiting["kind"] == "declare_blockers" else PASS)["accepted"]
    assert {p["id"]: p["life"] for p in engine.observe(None)["players"]}["p2"] == 18
    assert obj(engine, top)["zone"] == "library"


def test_708_8_a_permanent_already_face_up_cant_be_turned_face_up_so_it_is_exiled_and_may_be_cast() -> None:
    b = SetupBuilder()
    b.lands("p1", "GGGG")  # the activation may pay its generic part with Forests: two are left either way
    engine, hidden = with_etrata(b, "Grizzly Bears")
    assert engine.act(activate(hidden))["accepted"]
    assert engine.act({"type": "turn_face_up", "card": hidden, "by": "mana_cost"})["accepted"]  # in response
    assert obj(engine, hidden)["name"] == "Grizzly Bears"
    resolve_all(engine)
    assert obj(engine, hidden)["zone"] == "exile"
    assert pending(engine) == {"player": "p1", "kind": "effect_cast", "options": ["decline"]}
    assert engine.act({"type": "cast", "card": hidden, "mode": "normal", "targets": [], "alt_cost": "free"})["accepted"]
    resolve_all(engine)
    back = obj(engine, hidden)
    assert back["zone"] == "battlefield" and not back["face_down"]
