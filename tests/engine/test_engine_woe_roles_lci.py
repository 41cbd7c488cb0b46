"""Real WOE Role creators and LCI discover cards (cards/sets/woe_roles.py, cards/sets/lci.py) played through the
engine's public API, and the verbs and engine behaviour they added."""

from __future__ import annotations

from typing import Any

from test_engine_core import cast, find, life, ok, passes, start, turn, zone
from test_engine_core_rules import to_blockers

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS = {"type": "pass"}


def roles_on(engine: ReferenceEngine, host: str) -> list[str]:
    return sorted(o["name"] for o in engine.observe(None)["objects"]
                  if o["zone"] == "battlefield" and "Role" in o["subtypes"] and o.get("attached_to") == host)


def pending(engine: ReferenceEngine) -> JSON | None:
    return engine.observe(None)["pending_choice"]


def choose(engine: ReferenceEngine, choice: Any) -> JSON:
    return ok(engine, {"type": "choose", "choice": choice})


def test_redtooth_genealogist_puts_a_royal_role_on_another_creature_you_control() -> None:
    b = SetupBuilder()
    gen = b.add("p1", "hand", "Redtooth Genealogist")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "GGG")
    engine = start(b)
    ok(engine, cast(gen))
    passes(engine, 2)  # the creature resolves; its trigger has one legal target, the Bears
    if pending(engine):
        choose(engine, [bear])
    passes(engine, 2)
    assert roles_on(engine, bear) == ["Royal"]
    assert (find(engine, bear) or {})["power"] == 3


def test_cut_in_up_to_one_target_may_go_unchosen() -> None:
    """115.6: "up to one" target; Cut In with only its first target still deals its damage."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Cut In")
    foe = b.add("p2", "battlefield", "Tireless Tracker")
    b.lands("p1", "RRRR")
    engine = start(b)
    ok(engine, cast(spell, foe))
    passes(engine, 2)
    assert zone(engine, foe) == "graveyard"


def test_cut_in_with_both_targets() -> None:
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Cut In")
    foe = b.add("p2", "battlefield", "Tireless Tracker")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "RRRR")
    engine = start(b)
    ok(engine, cast(spell, foe, bear))
    passes(engine, 2)
    assert zone(engine, foe) == "graveyard" and roles_on(engine, bear) == ["Young Hero"]


def test_embereth_veteran_sacrifices_itself_and_gives_another_creature_a_role() -> None:
    b = SetupBuilder()
    vet = b.add("p1", "battlefield", "Embereth Veteran")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "R")
    engine = start(b)
    assert not engine.act({"type": "activate", "card": vet, "ability": 0, "targets": [vet]})["accepted"]
    ok(engine, {"type": "activate", "card": vet, "ability": 0, "targets": [bear]})
    assert zone(engine, vet) == "graveyard"
    passes(engine, 2)
    assert roles_on(engine, bear) == ["Young Hero"]


def test_primordial_gnawer_discovers_when_it_dies() -> None:
    b = SetupBuilder()
    bolt = b.add("p1", "hand", "Lightning Bolt")
    gnawer = b.add("p1", "battlefield", "Primordial Gnawer")
    b.lands("p1", "R")
    land = b.add("p1", "library", "Forest")
    bears = b.add("p1", "library", "Grizzly Bears")
    engine = start(b)
    ok(engine, cast(bolt, gnawer))
    passes(engine, 2)  # the Bolt resolves, the Gnawer dies, its trigger goes on the stack
    passes(engine, 2)  # the trigger resolves: discover 3 hits the Bears, after the Forest
    assert pending(engine) is not None and pending(engine)["kind"] == "discover_cast"
    ok(engine, {"type": "cast", "card": bears, "alt_cost": "free", "targets": []})
    assert zone(engine, bears) == "stack" and zone(engine, land) == "library"


def test_walk_with_the_ancestors_returns_a_permanent_card_then_discovers() -> None:
    b = SetupBuilder()
    walk = b.add("p1", "hand", "Walk with the Ancestors")
    dead = b.add("p1", "graveyard", "Grizzly Bears")
    bolt = b.add("p1", "graveyard", "Lightning Bolt")
    b.lands("p1", "GGGGG")
    top = b.add("p1", "library", "Counterspell")
    engine = start(b)
    assert not engine.act(cast(walk, bolt))["accepted"]  # an instant card is not a permanent card
    ok(engine, cast(walk, dead))
    passes(engine, 2)
    assert zone(engine, dead) == "hand"
    assert pending(engine) is not None and pending(engine)["kind"] == "discover_cast"
    choose(engine, "hand")
    assert zone(engine, top) == "hand"


def test_living_lectern_is_activated_only_as_a_sorcery() -> None:
    b = SetupBuilder(active="p2")
    lectern = b.add("p1", "battlefield", "Living Lectern")
    b.lands("p1", "U")
    engine = start(b)
    ok(engine, PASS)
    assert not engine.act({"type": "activate", "card": lectern, "ability": 0, "targets": []})["accepted"]


def test_player_discards_makes_the_target_opponent_choose() -> None:
    """701.9a: Eriette's Whisper: the target opponent discards two cards of their choice."""
    b = SetupBuilder()
    whisper = b.add("p1", "hand", "Eriette's Whisper")
    b.lands("p1", "BBBB")
    cards = [b.add("p2", "hand", n) for n in ("Forest", "Island", "Swamp")]
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    engine = start(b)
    assert not engine.act(cast(whisper, "p1"))["accepted"]  # an opponent only
    ok(engine, cast(whisper, "p2", bear))
    passes(engine, 2)
    asked = pending(engine)
    assert asked is not None and asked["player"] == "p2" and asked["kind"] == "discard"
    choose(engine, cards[0])
    choose(engine, cards[2])
    assert [zone(engine, c) for c in cards] == ["graveyard", "hand", "graveyard"]
    assert roles_on(engine, bear) == ["Wicked"]


def test_return_triumphant_targets_a_card_of_mana_value_three_or_less() -> None:
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Return Triumphant")
    big = b.add("p1", "graveyard", "Primordial Gnawer")
    bear = b.add("p1", "graveyard", "Grizzly Bears")
    b.lands("p1", "WW")
    engine = start(b)
    assert not engine.act(cast(spell, big))["accepted"]
    ok(engine, cast(spell, bear))
    passes(engine, 2)
    assert zone(engine, bear) == "battlefield" and roles_on(engine, bear) == ["Young Hero"]


def test_enters_tapped_and_a_tap_cost_keeps_the_land_from_paying_mana_too() -> None:
    """614.1c: a Hidden Cave enters tapped; 602.2h: its {T} cost means it can't also tap for the {4}{U}."""
    b = SetupBuilder()
    cave = b.add("p1", "hand", "Hidden Cataract")
    b.lands("p1", "UUUU")
    engine = start(b)
    ok(engine, {"type": "play_land", "card": cave})
    assert (find(engine, cave) or {})["tapped"] is True
    b = SetupBuilder()
    cave = b.add("p1", "battlefield", "Hidden Cataract")
    b.lands("p1", "UUUU")
    hit = b.add("p1", "library", "Grizzly Bears")
    engine = start(b)
    assert not engine.act({"type": "activate", "card": cave, "ability": 0, "targets": []})["accepted"]
    b.lands("p1", "U")
    engine = start(b)
    ok(engine, {"type": "activate", "card": cave, "ability": 0, "targets": []})
    assert zone(engine, cave) == "graveyard"
    passes(engine, 2)
    assert zone(engine, hit) == "exile" and (pending(engine) or {}).get("kind") == "discover_cast"


def test_flying_attacker_is_blocked_only_by_flying_or_reach() -> None:
    """702.9b: Charmed Clothier can't be blocked by the Bears; the legal actions agree."""
    b = SetupBuilder(step="beginning_of_combat")
    clothier = b.add("p1", "battlefield", "Charmed Clothier")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    to_blockers(engine, {clothier: "p2"})
    assert {"type": "declare_blockers", "blockers": {bear: clothier}} not in engine.legal_actions()
    assert not engine.act({"type": "declare_blockers", "blockers": {bear: clothier}})["accepted"]
    ok(engine, {"type": "declare_blockers", "blockers": {}})


def test_lifelink_gains_life_for_combat_damage() -> None:
    """702.15b: Cursed Courtier, a 1/1 under its Cursed Role, gains 1 life when it deals 1 combat damage."""
    b = SetupBuilder()
    courtier = b.add("p1", "hand", "Cursed Courtier")
    b.lands("p1", "WWW")
    engine = start(b)
    ok(engine, cast(courtier))
    passes(engine, 4)  # the Courtier resolves, then its enters trigger (untargeted)
    assert roles_on(engine, courtier) == ["Cursed"]
    o = find(engine, courtier) or {}
    assert (o["power"], o["toughness"]) == (1, 1)
    b = SetupBuilder(step="beginning_of_combat")
    courtier = b.add("p1", "battlefield", "Cursed Courtier")
    engine = start(b)
    to_blockers(engine, {courtier: "p2"})
    ok(engine, {"type": "declare_blockers", "blockers": {}})
    passes(engine, 2)
    assert life(engine, "p1") == 23 and life(engine, "p2") == 17


def test_asinine_antics_flash_for_two_more_and_untargeted_roles() -> None:
    """601.2f: cast as though it had flash by paying {2} more; 115.10: the Roles aren't targeted, so a hexproof
    creature gets one too."""
    b = SetupBuilder(active="p2")
    antics = b.add("p1", "hand", "Asinine Antics")
    scout = b.add("p2", "battlefield", "Gladecover Scout")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    mine = b.add("p1", "battlefield", "Tireless Tracker")
    b.lands("p1", "UUUUU")
    engine = start(b)
    ok(engine, PASS)  # p1 has priority in p2's main phase
    assert not engine.act(cast(antics))["accepted"]  # a sorcery, without the flash cost
    flash = cast(antics, mode="normal", alt_cost=None, additional_costs=["flash"])
    assert flash not in engine.legal_actions()  # {2}{U}{U} + {2} is more than five lands
    b.lands("p1", "U")
    engine = start(b)
    ok(engine, PASS)
    assert flash in engine.legal_actions()
    ok(engine, flash)
    passes(engine, 2)
    assert roles_on(engine, scout) == ["Cursed"] and roles_on(engine, bear) == ["Cursed"]
    assert roles_on(engine, mine) == []


def test_flash_cost_is_refused_on_a_spell_without_it() -> None:
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Cut In")
    foe = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "RRRRRR")
    engine = start(b)
    assert not engine.act(cast(spell, foe, additional_costs=["flash"]))["accepted"]


def test_syr_armont_pumps_enchanted_creatures_you_control() -> None:
    """303.4, 613.4c: "enchanted creatures you control" are those with an Aura (a Role included) attached."""
    b = SetupBuilder()
    armont = b.add("p1", "hand", "Syr Armont, the Redeemer")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    cursed = b.add("p1", "battlefield", "Tireless Tracker")
    b.add("p2", "battlefield", "Cursed Role", token=True, attached_to=cursed)
    foe = b.add("p2", "battlefield", "Grizzly Bears")
    b.add("p2", "battlefield", "Cursed Role", token=True, attached_to=foe)
    b.lands("p1", "GGGWW")
    engine = start(b)
    ok(engine, cast(armont))
    passes(engine, 2)
    if pending(engine):
        choose(engine, [bear])
    passes(engine, 2)
    stats = {c: ((find(engine, c) or {})["power"], (find(engine, c) or {})["toughness"])
             for c in (armont, bear, cursed, foe)}
    assert stats == {armont: (4, 4), bear: (4, 4), cursed: (2, 2), foe: (1, 1)}


def test_one_or_two_targets_are_one_instance_of_target() -> None:
    """115.3: Become Brutes can't choose the same creature twice; each chosen creature gets haste and a Role."""
    b = SetupBuilder()
    brutes = b.add("p1", "hand", "Become Brutes")
    bear = b.add("p1", "battlefield", "Grizzly Bears", summoning_sick=True)
    foe = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "RR")
    engine = start(b)
    assert not engine.act(cast(brutes, bear, bear))["accepted"]
    legal = [a.get("targets") for a in engine.legal_actions() if a.get("card") == brutes]
    assert [bear, bear] not in legal and [bear, foe] in legal and [bear] in legal
    ok(engine, cast(brutes, bear, foe))
    passes(engine, 2)
    assert roles_on(engine, bear) == ["Monster"] and roles_on(engine, foe) == ["Monster"]
    assert "haste" in (find(engine, bear) or {})["keywords"]


def test_daring_discovery_creatures_cant_block_this_turn() -> None:
    """509.1b: a creature an effect says can't block this turn isn't a legal blocker; then discover 4."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Daring Discovery")
    attacker = b.add("p1", "battlefield", "Grizzly Bears")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    other = b.add("p2", "battlefield", "Tireless Tracker")
    b.lands("p1", "RRRRR")
    top = b.add("p1", "library", "Lightning Bolt")
    engine = start(b)
    ok(engine, cast(spell, bear))
    passes(engine, 2)
    choose(engine, "hand")
    assert zone(engine, top) == "hand"
    passes(engine, 2)  # to the beginning of combat
    to_blockers(engine, {attacker: "p2"})
    assert {"type": "declare_blockers", "blockers": {bear: attacker}} not in engine.legal_actions()
    assert not engine.act({"type": "declare_blockers", "blockers": {bear: attacker}})["accepted"]
    ok(engine, {"type": "declare_blockers", "blockers": {other: attacker}})


def test_draw_step_trigger_with_an_intervening_if() -> None:
    """504.2, 603.2: Lord Skitter's Blessing triggers after the draw; 603.4: only if you control an enchanted
    creature."""
    for enchanted in (True, False):
        b = SetupBuilder(step="upkeep")
        b.add("p1", "battlefield", "Lord Skitter's Blessing")
        bear = b.add("p1", "battlefield", "Grizzly Bears")
        if enchanted:
            b.add("p1", "battlefield", "Wicked Role", token=True, attached_to=bear)
        lib = [b.add("p1", "library", "Forest") for _ in range(3)]
        engine = start(b)
        passes(engine, 2)  # upkeep ends; the draw step draws, then the trigger goes on the stack
        assert zone(engine, lib[0]) == "hand"
        passes(engine, 2)
        drew = zone(engine, lib[1]) == "hand"
        assert (drew, life(engine, "p1")) == ((True, 19) if enchanted else (False, 20))


def test_chimil_spells_cant_be_countered_and_end_step_discover() -> None:
    """101.2: a spell that can't be countered stays on the stack; 513.1, 603.2: discover 5 at your end step."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Chimil, the Inner Sun")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    counter = b.add("p2", "hand", "Counterspell")
    b.lands("p2", "UU")
    hit = b.add("p1", "library", "Grizzly Bears")
    engine = start(b)
    ok(engine, cast(bolt, "p2"), PASS, cast(counter, bolt))
    passes(engine, 2)  # Counterspell resolves and does nothing to the Bolt
    assert zone(engine, counter) == "graveyard" and zone(engine, bolt) == "stack"
    passes(engine, 2)
    assert life(engine, "p2") == 17
    for _ in range(20):  # on through the turn to the end step, whose trigger resolves
        if pending(engine):
            break
        assert zone(engine, hit) == "library"
        ok(engine, PASS)
    assert (pending(engine) or {}).get("kind") == "discover_cast" and zone(engine, hit) == "exile"
    assert turn(engine)["step"] == "end"
