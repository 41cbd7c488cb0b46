"""The reference engine on Faunsbane Troll: a sacrifice cost paid only with an Aura attached to the ability's source
(118.3; its own Monster Role is one, 303.4), a fight (701.14a), and the resolved ability's replacement "if that
creature would die this turn, exile it instead" (614.1a), which lasts the turn whatever kills the creature and
doesn't follow it to a new object (400.7)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS: JSON = {"type": "pass"}
TROLL = "Faunsbane Troll"


def cast(card: str, targets: list[str] | None = None) -> JSON:
    return {"type": "cast", "card": card, "mode": "normal", "targets": targets or [], "alt_cost": None}


def activate(troll: str, target: str, sacrifice: list[str]) -> JSON:
    return {"type": "activate", "card": troll, "ability": 0, "targets": [target], "sacrifice": sacrifice}


def obj(engine: ReferenceEngine, cid: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == cid)


def roles(engine: ReferenceEngine) -> list[JSON]:
    return [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and "Role" in o["subtypes"]]


def resolve_all(engine: ReferenceEngine) -> None:
    while engine.observe(None)["stack"]:
        assert engine.act(PASS)["accepted"]


def troll_in_play(b: SetupBuilder, mana: str = "BGGB") -> tuple[ReferenceEngine, str]:
    troll = b.add("p1", "hand", TROLL)
    b.lands("p1", mana)
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act(cast(troll))["accepted"]
    resolve_all(engine)
    return engine, troll


def test_303_4_the_troll_enters_with_a_monster_role_on_itself() -> None:
    engine, troll = troll_in_play(SetupBuilder())
    [role] = roles(engine)
    me = obj(engine, troll)
    assert role["attached_to"] == troll and (me["power"], me["toughness"]) == (5, 5) and "trample" in me["keywords"]


def test_118_3_only_an_aura_attached_to_the_troll_pays_the_cost() -> None:
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    land = b.add("p1", "battlefield", "Swamp")
    courtier = b.add("p1", "hand", "Cursed Courtier")
    engine, troll = troll_in_play(b, "BGGBWWWB")
    assert engine.act(cast(courtier))["accepted"]  # a Cursed Role on the other creature
    resolve_all(engine)
    other_role = next(r["card"] for r in roles(engine) if r["attached_to"] == courtier)
    assert not engine.act(activate(troll, bear, [other_role]))["accepted"]  # an Aura, but not attached to it
    assert not engine.act(activate(troll, bear, [land]))["accepted"]  # not an Aura
    legal = [a for a in engine.legal_actions() if a.get("type") == "activate" and a.get("card") == troll]
    own_role = next(r["card"] for r in roles(engine) if r["attached_to"] == troll)
    assert legal and all(a["sacrifice"] == [own_role] for a in legal)


def test_614_1a_the_fought_creature_that_would_die_is_exiled_instead() -> None:
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    engine, troll = troll_in_play(b, "BGGBB")
    [role] = roles(engine)
    assert engine.act(activate(troll, bear, [role["card"]]))["accepted"]
    resolve_all(engine)
    assert obj(engine, bear)["zone"] == "exile"
    me = obj(engine, troll)
    assert me["zone"] == "battlefield" and (me["power"], me["toughness"]) == (4, 4) and me["damage"] == 2


def test_614_1a_the_replacement_lasts_the_turn_whatever_kills_it() -> None:
    b = SetupBuilder()
    big = b.add("p2", "battlefield", "Ettercap // Web Shot")
    other = b.add("p2", "battlefield", "Grizzly Bears")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    second = b.add("p1", "hand", "Lightning Bolt")
    engine, troll = troll_in_play(b, "BGGBBRR")
    [role] = roles(engine)
    assert engine.act(activate(troll, big, [role["card"]]))["accepted"]
    resolve_all(engine)
    assert obj(engine, big)["zone"] == "battlefield" and obj(engine, big)["damage"] == 4  # 2/5: it survived
    assert engine.act(cast(bolt, [big]))["accepted"]
    resolve_all(engine)
    assert obj(engine, big)["zone"] == "exile"
    assert engine.act(cast(second, [other]))["accepted"]  # no such effect on another creature
    resolve_all(engine)
    assert obj(engine, other)["zone"] == "graveyard"
