"""Real Murders at Karlov Manor cards (reference_engine/cards/sets/mkm.py) played through the engine's public API,
and the verbs and engine behaviour added for them, each with the rule it rests on."""

from __future__ import annotations

from typing import Any

from test_engine_core import cast, find, life, ok, passes, start, zone

from mtg_protocol.jsontypes import JSON
from strategies.states import SetupBuilder


def turn_up(card: str) -> JSON:
    return {"type": "turn_face_up", "card": card}


def choose(*targets: str) -> JSON:
    return {"type": "choose", "choice": list(targets)}


def pt(engine: Any, cid: str) -> tuple[int, int]:
    o = find(engine, cid)
    assert o is not None
    return o["power"], o["toughness"]


def bolted(name: str, **extra: Any) -> tuple[Any, str]:
    """A game where p1 has cast Lightning Bolt at its own `name` and the Bolt has resolved (the creature died)."""
    b = SetupBuilder()
    victim = b.add("p1", "battlefield", name, **extra)
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(bolt, victim))
    passes(engine, 2)
    assert zone(engine, victim) == "graveyard"
    return engine, victim


def battlefield_named(engine: Any, name: str) -> list[JSON]:
    return [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o.get("name") == name]


def test_forum_familiar_turned_face_up_bounces_another_permanent_and_grows() -> None:
    """702.168d, 708.8: turned face up, its "when turned face up" ability triggers; it returns another permanent
    its controller controls to hand and puts a +1/+1 counter on itself."""
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Forum Familiar", face_down="disguise")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, turn_up(fd))
    assert choose(fd) not in engine.legal_actions()  # "another" target
    ok(engine, choose(bear))
    passes(engine, 2)
    assert zone(engine, bear) == "hand"
    assert pt(engine, fd) == (2, 2)


def test_offender_at_large_may_choose_no_target_when_turned_face_up() -> None:
    """115.6, 603.3d: "up to one target creature" may have no target; with one, +2/+0 until end of turn."""
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Offender at Large", face_down="disguise")
    b.lands("p1", "RRRRR")
    engine = start(b)
    ok(engine, turn_up(fd))
    assert choose() in engine.legal_actions()
    ok(engine, choose(fd))
    passes(engine, 2)
    assert pt(engine, fd) == (7, 4)


def test_concealed_weapon_turned_face_up_attaches_to_a_creature() -> None:
    """708.8, 301.5: turned face up it's an Equipment (no longer a creature); its trigger attaches it, and the
    equipped creature gets +3/+0."""
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Concealed Weapon", face_down="disguise")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "RRR")
    engine = start(b)
    ok(engine, turn_up(fd))  # the only creature it can target is the Bears (face up, it isn't a creature)
    passes(engine, 2)
    assert pt(engine, bear) == (5, 2)
    weapon = find(engine, fd)
    assert weapon is not None and "Creature" not in weapon["types"]


def test_shady_informant_dies_face_up_and_deals_two_damage() -> None:
    """603.6c, 603.10a: the dies ability looks back at the creature; dealt lethal damage, it deals 2 to any target."""
    engine, _ = bolted("Shady Informant")
    ok(engine, choose("p2"))
    passes(engine, 2)
    assert life(engine, "p2") == 18


def test_shady_informant_dying_face_down_has_no_ability() -> None:
    """708.2, 603.10a: a face-down creature that dies has no abilities as it last existed, so nothing triggers."""
    engine, _ = bolted("Shady Informant", face_down="disguise")
    assert not any(a["type"] == "choose" for a in engine.legal_actions())
    assert life(engine, "p2") == 20


def test_novice_inspector_investigates_on_entering() -> None:
    """701.16a: investigate creates a Clue token."""
    b = SetupBuilder()
    inspector = b.add("p1", "hand", "Novice Inspector")
    b.lands("p1", "W")
    engine = start(b)
    ok(engine, cast(inspector))
    passes(engine, 2)  # the creature resolves, then its trigger
    passes(engine, 2)
    assert len(battlefield_named(engine, "Clue")) == 1


def test_dog_walker_turned_face_up_creates_two_tapped_dogs() -> None:
    """MKM-01's card: disguise {R/W}{R/W} is paid with hybrid mana (107.4e); turned face up, it creates two 1/1
    white Dog creature tokens, tapped (111.4: named "Dog Token")."""
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Dog Walker", face_down="disguise")
    b.lands("p1", "RW")
    engine = start(b)
    ok(engine, turn_up(fd))
    passes(engine, 2)
    dogs = battlefield_named(engine, "Dog Token")
    assert len(dogs) == 2 and all(d["tapped"] and d["colors"] == ["W"] for d in dogs)
    assert all((d["power"], d["toughness"]) == (1, 1) and d["subtypes"] == ["Dog"] for d in dogs)
    o = find(engine, fd)
    assert o is not None and o["name"] == "Dog Walker" and "vigilance" in o["keywords"]


def test_museum_nightwatch_dies_and_creates_a_detective() -> None:
    """603.10a: its dies ability creates a 2/2 white and blue Detective creature token (111.4)."""
    engine, _ = bolted("Museum Nightwatch")
    passes(engine, 2)
    tokens = battlefield_named(engine, "Detective Token")
    assert len(tokens) == 1 and sorted(tokens[0]["colors"]) == ["U", "W"] and not tokens[0]["tapped"]


def test_bubble_smuggler_gets_its_counters_as_it_turns_face_up() -> None:
    """614.1e: "as turned face up" is a replacement effect: the counters are there at once, no trigger uses the
    stack."""
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Bubble Smuggler", face_down="disguise")
    b.lands("p1", "UUUUUU")
    engine = start(b)
    result = ok(engine, turn_up(fd))
    assert result["observation"]["stack"] == []
    assert pt(engine, fd) == (6, 5)


def test_crowd_control_warden_counts_other_creatures_as_it_enters_and_turns_face_up() -> None:
    """614.1c, 614.1e: X +1/+1 counters, X the other creatures its controller controls."""
    b = SetupBuilder()
    warden = b.add("p1", "hand", "Crowd-Control Warden")
    fd = b.add("p1", "battlefield", "Crowd-Control Warden", face_down="disguise")
    b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "GGGGGGWWWW")
    engine = start(b)
    ok(engine, turn_up(fd))  # {3}{G/W}{G/W}: the Bears is the only other creature p1 controls
    assert pt(engine, fd) == (5, 5)
    ok(engine, cast(warden))
    passes(engine, 2)
    assert pt(engine, warden) == (6, 6)  # the Bears and the other Warden


def test_alley_assailant_enters_tapped_face_up_but_not_face_down() -> None:
    """614.1c: face up it enters tapped; 708.2: face down it has no abilities and enters untapped. Turned face up,
    a target opponent loses 3 life and its controller gains 3 (119.3)."""
    b = SetupBuilder()
    assailant = b.add("p1", "hand", "Alley Assailant")
    hidden = b.add("p1", "hand", "Alley Assailant")
    b.lands("p1", "BBBBBBBBBBBB")
    engine = start(b)
    ok(engine, cast(assailant))
    passes(engine, 2)
    o = find(engine, assailant)
    assert o is not None and o["tapped"]
    ok(engine, {"type": "cast", "card": hidden, "mode": "face_down", "alt_cost": "disguise", "targets": []})
    passes(engine, 2)
    o = find(engine, hidden)
    assert o is not None and not o["tapped"] and o["face_down"]
    ok(engine, turn_up(hidden))
    passes(engine, 2)
    assert (life(engine, "p1"), life(engine, "p2")) == (23, 17)


def test_experiment_twelve_and_pyrotechnic_performer_see_other_creatures_turned_face_up() -> None:
    """603.2, 708.8: "whenever this or another creature you control is turned face up" abilities of face-up
    permanents trigger; the effect refers to that creature (counters equal to its power; damage equal to its power
    to each opponent, dealt by that creature, 120.3)."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Experiment Twelve")
    b.add("p1", "battlefield", "Pyrotechnic Performer")
    fd = b.add("p1", "battlefield", "Dog Walker", face_down="disguise")
    b.lands("p1", "RW")
    engine = start(b)
    twelve, performer = (o["card"] for o in engine.observe(None)["objects"]
                         if o.get("name") in ("Experiment Twelve", "Pyrotechnic Performer"))
    ok(engine, turn_up(fd))
    # 603.3b: p1 orders the three; the Performer's goes first, so it resolves last, after the counters
    ok(engine, {"type": "choose", "choice": [f"{performer}>{fd}", f"{twelve}>{fd}", fd]})
    for _ in range(3):  # the Dog Walker's own trigger and the two watchers'
        passes(engine, 2)
    assert pt(engine, fd) == (6, 4)  # 3/1 with three +1/+1 counters (its power as the first resolved)
    assert life(engine, "p2") == 20 - 6  # its power when the Performer's trigger resolved


def test_a_face_down_watcher_has_no_ability_and_its_own_turning_up_counts() -> None:
    """708.2: face down, Pyrotechnic Performer has no ability; turned face up itself, it triggers on itself."""
    b = SetupBuilder()
    performer = b.add("p1", "battlefield", "Pyrotechnic Performer", face_down="disguise")
    other = b.add("p1", "battlefield", "Forum Familiar", face_down="disguise")
    b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "RRWW")
    engine = start(b)
    ok(engine, turn_up(other))
    ok(engine, choose(next(o["card"] for o in engine.observe(None)["objects"] if o.get("name") == "Grizzly Bears")))
    assert len(engine.observe(None)["stack"]) == 1  # the Performer is face down: only the Familiar's trigger
    passes(engine, 2)
    assert life(engine, "p2") == 20
    ok(engine, turn_up(performer))
    passes(engine, 2)
    assert life(engine, "p2") == 17


def test_greenbelt_radical_counters_and_trample_for_each_creature_you_control() -> None:
    """122.6, 611.2c: a counter on each creature its controller controls, and trample until end of turn."""
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Greenbelt Radical", face_down="disguise")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "GGGGGGG")
    engine = start(b)
    ok(engine, turn_up(fd))
    passes(engine, 2)
    assert pt(engine, fd) == (5, 5) and pt(engine, bear) == (3, 3) and pt(engine, theirs) == (2, 2)
    assert all("trample" in find(engine, c)["keywords"] for c in (fd, bear))  # type: ignore[index]


def test_essence_of_antiquity_untaps_and_gives_hexproof() -> None:
    """701.26b, 702.11: creatures its controller controls untap and gain hexproof until end of turn."""
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Essence of Antiquity", face_down="disguise", tapped=True)
    bear = b.add("p1", "battlefield", "Grizzly Bears", tapped=True)
    b.lands("p1", "WWW")
    engine = start(b)
    ok(engine, turn_up(fd))
    passes(engine, 2)
    for c in (fd, bear):
        o = find(engine, c)
        assert o is not None and not o["tapped"] and "hexproof" in o["keywords"]


def test_on_the_job_and_eliminate_the_impossible() -> None:
    """611.2c: +2/+1 to creatures its caster controls; -2/-0 to the opponents' creatures; each investigates."""
    b = SetupBuilder()
    job = b.add("p1", "hand", "On the Job")
    eliminate = b.add("p1", "hand", "Eliminate the Impossible")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "WWWWUU")
    engine = start(b)
    ok(engine, cast(job))
    passes(engine, 2)
    ok(engine, cast(eliminate))
    passes(engine, 2)
    assert pt(engine, bear) == (4, 3) and pt(engine, theirs) == (0, 2)
    assert len(battlefield_named(engine, "Clue")) == 2


def test_unyielding_gatekeeper_returns_your_permanent_tapped() -> None:
    """610.3c, 400.7: exiled and returned, it is a new object, tapped; no Detective."""
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Unyielding Gatekeeper", face_down="disguise")
    bear = b.add("p1", "battlefield", "Grizzly Bears", counters={"+1/+1": 1})
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, turn_up(fd))
    assert choose(fd) not in engine.legal_actions()  # "another"
    assert not any(a.get("choice") and "Land" in find(engine, a["choice"][0])["types"]  # type: ignore[index]
                   for a in engine.legal_actions() if a["type"] == "choose")  # "nonland"
    passes(engine, 2)  # the Bears is its only legal target
    o = find(engine, bear)
    assert o is not None and o["zone"] == "battlefield" and o["tapped"] and o["counters"] == {}
    assert battlefield_named(engine, "Detective Token") == []


def test_unyielding_gatekeeper_gives_an_opponent_a_detective() -> None:
    """Exiling an opponent's permanent: it stays in exile, and that player creates a 2/2 Detective (111.4)."""
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Unyielding Gatekeeper", face_down="disguise")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, turn_up(fd))
    passes(engine, 2)
    assert zone(engine, theirs) == "exile"
    tokens = battlefield_named(engine, "Detective Token")
    assert len(tokens) == 1 and tokens[0]["controller"] == "p2"


def test_lead_pipe_equipped_creature_dies() -> None:
    """603.10a, 301.5: "whenever equipped creature dies" triggers for the creature it was attached to; its Clue
    ability sacrifices it to draw (111.10f)."""
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    pipe = b.add("p1", "battlefield", "Lead Pipe", attached_to=bear)
    other = b.add("p1", "battlefield", "Grizzly Bears")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    shock = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "RRBB")
    engine = start(b)
    assert pt(engine, bear) == (4, 2)
    ok(engine, cast(shock, other))
    passes(engine, 2)
    assert zone(engine, other) == "graveyard" and life(engine, "p2") == 20  # not the equipped creature
    ok(engine, cast(bolt, bear))
    passes(engine, 2)
    passes(engine, 2)
    assert life(engine, "p2") == 19
    ok(engine, {"type": "activate", "card": pipe, "ability": 0, "targets": []})
    passes(engine, 2)
    assert zone(engine, pipe) == "graveyard"


def test_undercover_crocodelf_investigates_when_it_deals_combat_damage_to_a_player() -> None:
    """510.2, 603.2: "whenever this creature deals combat damage to a player" triggers once the damage is dealt;
    blocked (no trample), it deals none to the player and nothing triggers."""
    for blocked in (False, True):
        b = SetupBuilder(step="beginning_of_combat")
        croc = b.add("p1", "battlefield", "Undercover Crocodelf")
        wall = b.add("p2", "battlefield", "Grizzly Bears")
        engine = start(b)
        passes(engine, 2)
        ok(engine, {"type": "declare_attackers", "attackers": {croc: "p2"}})
        passes(engine, 2)
        ok(engine, {"type": "declare_blockers", "blockers": {wall: croc} if blocked else {}})
        passes(engine, 2)  # to combat damage; the trigger goes on the stack
        passes(engine, 2)
        assert life(engine, "p2") == (20 if blocked else 15)
        assert len(battlefield_named(engine, "Clue")) == (0 if blocked else 1)


def test_hotshot_investigators_investigates_only_for_its_controllers_creature() -> None:
    """608.2h: "if you controlled it" looks at the creature as it last existed; up to one target (115.6)."""
    for mine in (True, False):
        b = SetupBuilder()
        hotshot = b.add("p1", "hand", "Hotshot Investigators")
        bear = b.add("p1" if mine else "p2", "battlefield", "Grizzly Bears")
        b.lands("p1", "UUUUUU")
        engine = start(b)
        ok(engine, cast(hotshot))
        passes(engine, 2)
        assert choose() in engine.legal_actions()
        ok(engine, choose(bear))
        passes(engine, 2)
        assert zone(engine, bear) == "hand"
        assert len(battlefield_named(engine, "Clue")) == (1 if mine else 0)


def test_dog_walker_that_lost_its_abilities_cant_be_turned_face_up() -> None:
    """702.168d (MKM-01 with a real card): Merfolk Trickster's "loses all abilities" means the face-down Dog Walker
    would have no disguise cost face up, so it can't be turned face up that way."""
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Dog Walker", face_down="disguise")
    b.lands("p1", "RW")
    trickster = b.add("p2", "hand", "Merfolk Trickster")
    b.lands("p2", "UUUU")
    engine = start(b)
    assert turn_up(fd) in engine.legal_actions()
    ok(engine, {"type": "pass"}, cast(trickster), *[{"type": "pass"}] * 4, {"type": "choose", "choice": "pay"})
    passes(engine, 2)
    assert turn_up(fd) not in engine.legal_actions()
    result = engine.act(turn_up(fd))
    assert not result["accepted"] and "disguise cost" in result["reason"]


def test_target_opponent_is_a_player_never_a_permanent() -> None:
    """115.1: Alley Assailant's "target opponent" can only be the opponent, not a permanent the opponent controls;
    with one legal choice the engine makes it itself (the model used to offer the opponent's lands too)."""
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", "Alley Assailant", face_down="disguise")
    b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "BBBBBB")
    engine = start(b)
    r = ok(engine, turn_up(fd))
    assert r["observation"].get("pending_choice") is None
    passes(engine, 2)
    assert (life(engine, "p1"), life(engine, "p2")) == (23, 17)
