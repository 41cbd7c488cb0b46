"""Aura spells (303.4): the spell targets what its enchant ability names (303.4a, 115.1b, 702.5a), enters attached
to that target (608.3c), doesn't resolve when the target is illegal (608.3b), and an Aura whose enchant ability
says "creature you control" is put into its owner's graveyard when its controller no longer controls the
creature (303.4c, 704.5m)."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start, synthetic
from test_engine_strikes import to_damage

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def attached(engine: ReferenceEngine, cid: str) -> str | None:
    found = find(engine, cid)
    return found.get("attached_to") if found else None


def test_an_aura_spell_enters_attached_to_its_target_and_its_enchant_ability_limits_the_target() -> None:
    b = SetupBuilder()
    favor = b.add("p1", "hand", "Etali's Favor")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "RRR")
    for _ in range(4):
        b.add("p1", "library", "Forest")
    engine = start(b)
    assert not engine.act(cast(favor, theirs))["accepted"]  # enchant creature you control (702.5a)
    assert not engine.act(cast(favor))["accepted"]  # an Aura spell requires a target (303.4a)
    ok(engine, cast(favor, bears))
    passes(engine, 2)
    aura = next(o for o in engine.observe(None)["objects"] if o["name"] == "Etali's Favor")
    assert aura["zone"] == "battlefield" and aura["attached_to"] == bears
    bear = find(engine, bears)
    assert bear is not None and (bear["power"], bear["toughness"]) == (3, 3) and "trample" in bear["keywords"]
    assert engine.observe(None)["stack"]  # its enters trigger (discover 3)


def test_an_aura_spell_whose_target_is_gone_does_not_resolve() -> None:
    """608.3b: the Aura spell is removed from the stack to its owner's graveyard; it never enters."""
    b = SetupBuilder()
    inquiry = b.add("p1", "hand", "Curious Inquiry")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p1", "U")
    b.lands("p2", "R")
    engine = start(b)
    ok(engine, cast(inquiry, bears))
    ok(engine, {"type": "pass"}, cast(bolt, bears))
    passes(engine, 2)  # the Bolt resolves; the Bears die
    result = passes(engine, 2)  # the Aura spell: its target is gone
    assert any(e["type"] == "fizzle" for e in result["events"])
    assert not any(e["type"] == "zone_move" and e.get("to") == "battlefield" for e in result["events"])
    assert [o["zone"] for o in engine.observe(None)["objects"] if o["name"] == "Curious Inquiry"] == ["graveyard"]


def test_enchant_creature_you_control_falls_off_when_control_changes() -> None:
    """303.4c, 704.5m: once p2 gains control of the enchanted creature, Etali's Favor enchants an illegal object."""
    b = SetupBuilder()
    favor = b.add("p1", "hand", "Etali's Favor")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    steal = synthetic(b, "Borrowed Loyalty of Test", "{R}", ["Instant"], targets=[{"kind": "creature"}],
                      effects=[{"do": "gain_control", "target": 0}])
    theft = b.add("p2", "hand", steal)
    b.lands("p1", "RRR")
    b.lands("p2", "R")
    engine = start(b)
    ok(engine, cast(favor, bears))
    passes(engine, 2)
    passes(engine, 2)  # discover 3 with an empty library: nothing
    aura = next(o["card"] for o in engine.observe(None)["objects"] if o["name"] == "Etali's Favor")
    assert attached(engine, aura) == bears
    ok(engine, {"type": "pass"}, cast(theft, bears))
    result = passes(engine, 2)
    assert any(e["type"] == "sba" and e.get("rule") == "704.5m" for e in result["events"])
    assert [o["zone"] for o in engine.observe(None)["objects"] if o["name"] == "Etali's Favor"] == ["graveyard"]


def test_an_enchanted_creature_has_the_ability_its_aura_grants() -> None:
    """Curious Inquiry: the enchanted creature deals combat damage to a player, so it investigates."""
    b = SetupBuilder()
    inquiry = b.add("p1", "hand", "Curious Inquiry")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "U")
    engine = start(b)
    ok(engine, cast(inquiry, bears))
    passes(engine, 2)
    passes(engine, 2)  # on to combat
    to_damage(engine, {bears: "p2"}, {})
    passes(engine, 2)
    assert sum(1 for o in engine.observe(None)["objects"] if o["name"] == "Clue" and o["zone"] == "battlefield") == 1


def test_an_equipped_creature_has_the_keywords_and_abilities_its_equipment_grants() -> None:
    """Swashbuckler's Whip (301.5, 702.6a, 613.1f): equipped, the Bears have reach and the Whip's two activated
    abilities (numbered after their own: none here); the {2}, {T} one taps target artifact or creature."""
    b = SetupBuilder()
    whip = b.add("p1", "battlefield", "Swashbuckler's Whip")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "GGG")
    engine = start(b)
    assert not engine.act({"type": "activate", "card": bears, "ability": 0, "targets": [theirs]})["accepted"]
    ok(engine, {"type": "activate", "card": whip, "ability": 0, "targets": [bears]})
    passes(engine, 2)
    bear = find(engine, bears)
    assert bear is not None and "reach" in bear["keywords"] and attached(engine, whip) == bears
    ok(engine, {"type": "activate", "card": bears, "ability": 0, "targets": [theirs]})
    passes(engine, 2)
    assert find(engine, theirs)["tapped"] and find(engine, bears)["tapped"]  # type: ignore[index]
    assert not engine.act({"type": "activate", "card": bears, "ability": 2, "targets": []})["accepted"]  # two only
