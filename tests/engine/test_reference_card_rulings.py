"""The reference engine held to the pool cards' own official rulings (issue 30, item 3).

Each test here failed on the reference engine before the fix it names: damage that can't be prevented meeting a
prevention effect (615.12), changeling in every zone and after losing its abilities (702.73a, 604.3, 613.1d), a
"once each turn" permission kept per object (400.7), an instant or sorcery card that would enter the battlefield
(400.4a), who controls a returned permanent (110.2a), and permanents that enter at the same time (614.12, 603.6a).
"""

from __future__ import annotations

from typing import Any

from test_engine_core import PASS, cast, find, life, ok, start, zone

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def adventure(card: str, *targets: str) -> JSON:
    return {"type": "cast", "card": card, "mode": "adventure", "targets": list(targets)}


def settle(engine: ReferenceEngine, pick: Any = None) -> None:
    """Resolve the whole stack, answering every choice with `pick` when it is an option, else the first one."""
    for _ in range(200):
        seen = engine.observe(None)
        if seen["pending_choice"]:
            options = seen["pending_choice"]["options"]
            ok(engine, {"type": "choose", "choice": pick if pick in options else options[0]})
        elif seen["stack"]:
            ok(engine, PASS)
        else:
            return
    raise AssertionError("the stack never emptied")


def to_step(engine: ReferenceEngine, step: str) -> None:
    for _ in range(40):
        seen = engine.observe(None)
        if seen["turn"]["step"] == step:
            return
        choice = seen["pending_choice"]
        if choice and choice["kind"] in ("declare_attackers", "declare_blockers"):
            ok(engine, {"type": choice["kind"], choice["kind"].split("_")[1]: {}})
        else:
            ok(engine, PASS)
    raise AssertionError(f"never reached {step}")


def power(engine: ReferenceEngine, cid: str) -> Any:
    found = find(engine, cid)
    assert found is not None
    return found["power"]


# ----- 615.12: damage that can't be prevented meets a prevention effect ---------------------------------------

def test_stomp_makes_combat_damage_unpreventable_after_a_fog() -> None:
    """Stomp's first sentence covers all damage this turn, combat damage included: Fog's "prevent all combat
    damage" still applies but prevents nothing (615.12), so the attacker's 2 damage is dealt."""
    b = SetupBuilder()
    giant = b.add("p1", "hand", "Bonecrusher Giant // Stomp")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "RR")
    fog = b.add("p2", "hand", "Fog")
    b.lands("p2", "G")
    engine = start(b)
    ok(engine, adventure(giant, "p2"), PASS, cast(fog))
    settle(engine)
    assert life(engine, "p2") == 18
    to_step(engine, "declare_attackers")
    ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2"}})
    to_step(engine, "end_of_combat")
    assert life(engine, "p2") == 16


def test_a_fog_before_the_stomp_keeps_preventing_nothing_and_stays() -> None:
    """615.12: with Stomp resolved first, a Fog cast afterwards prevents no combat damage either."""
    b = SetupBuilder()
    giant = b.add("p1", "hand", "Bonecrusher Giant // Stomp")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "RR")
    fog = b.add("p2", "hand", "Fog")
    b.lands("p2", "G")
    engine = start(b)
    ok(engine, adventure(giant, "p2"))
    settle(engine)
    to_step(engine, "declare_attackers")
    ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2"}}, PASS, cast(fog))
    settle(engine)
    to_step(engine, "end_of_combat")
    assert life(engine, "p2") == 16


# ----- 702.73a: changeling is every creature type, everywhere ---------------------------------------------------

def test_cast_off_spares_a_changeling_which_is_a_giant() -> None:
    """Cast Off destroys each non-Giant creature; a changeling is a Giant (702.73a), so it stays."""
    b = SetupBuilder()
    giant = b.add("p1", "hand", "Realm-Cloaked Giant // Cast Off")
    b.lands("p1", "WWWWW")
    outcast = b.add("p2", "battlefield", "Changeling Outcast")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    ok(engine, adventure(giant))
    settle(engine)
    assert zone(engine, bear) == "graveyard"
    assert zone(engine, outcast) == "battlefield"


def test_curry_favor_counts_a_changeling_as_a_knight() -> None:
    """Curry Favor counts the Knights its controller controls; a changeling is a Knight (702.73a)."""
    b = SetupBuilder()
    swordmaster = b.add("p1", "hand", "Smitten Swordmaster // Curry Favor")
    b.lands("p1", "B")
    b.add("p1", "battlefield", "Changeling Outcast")
    engine = start(b)
    ok(engine, adventure(swordmaster))
    settle(engine)
    assert (life(engine, "p1"), life(engine, "p2")) == (21, 19)


def test_a_changeling_that_loses_its_abilities_keeps_every_creature_type() -> None:
    """Changeling is a characteristic-defining ability (604.3): it applies in the type-changing layer (613.1d,
    613.3), before "loses all abilities" in layer 6, so the creature is still an Assassin and Arno Dorian's
    "other Assassins you control get +2/+0" still gives it +2/+0."""
    b = SetupBuilder(active="p2")
    b.add("p1", "battlefield", "Arno Dorian")
    outcast = b.add("p1", "battlefield", "Changeling Outcast")
    trickster = b.add("p2", "hand", "Merfolk Trickster")
    b.lands("p2", "UU")
    engine = start(b)
    assert power(engine, outcast) == 3
    ok(engine, cast(trickster))
    settle(engine, pick=[outcast])  # its enters trigger targets the Outcast
    found = find(engine, outcast)
    assert found is not None and found["tapped"] and "changeling" not in found["keywords"]
    assert power(engine, outcast) == 3


def test_a_changeling_card_has_every_creature_type_in_each_zone() -> None:
    """702.73a: changeling works in every zone: in a hand, a library and a graveyard the card is a Giant and a
    Knight; its card types keep only creature types (205.3d): no Clue, no Aura."""
    from reference_engine.game import Game

    b = SetupBuilder()
    ids = {z: b.add("p1", z, "Changeling Outcast") for z in ("hand", "library", "graveyard", "battlefield")}
    bear_id = b.add("p1", "hand", "Grizzly Bears")
    game = Game(b.build())
    for cid in ids.values():
        c = game.chars(game.obj(cid))
        assert c.has_subtype("Giant") and c.has_subtype("Knight") and c.has_subtype("Shapeshifter")
        assert not c.has_subtype("Clue") and not c.has_subtype("Aura")
    bear = game.chars(game.obj(bear_id))
    assert bear.has_subtype("Bear") and not bear.has_subtype("Giant")


def test_every_creature_subtype_in_the_pool_is_a_creature_type() -> None:
    """205.3m: the list a changeling draws on knows every creature type the pool's creature faces print."""
    from reference_engine.cards.pool import CARDS
    from reference_engine.creature_types import CREATURE_TYPES

    printed = {t for card in CARDS for f in card["faces"] if set(f["types"]) <= {"Creature", "Legendary"}
               for t in f["subtypes"]}  # an artifact creature's subtypes may be artifact types (Clue Golem of Test)
    assert {"Giant", "Knight", "Shapeshifter", "Assassin"} <= printed
    assert printed <= CREATURE_TYPES, printed - CREATURE_TYPES


def test_a_noncreature_changeling_has_creature_types_only_if_it_is_kindred() -> None:
    """702.73a with 205.3d: a kindred card with changeling is every creature type (it may have creature types); an
    artifact that isn't a creature or kindred can't have any, changeling or not."""
    from reference_engine.game import Game

    b = SetupBuilder()
    kindred = b.define({"name": "Shifting Bolt of Test", "layout": "normal", "synthetic": True, "faces": [
        {"name": "Shifting Bolt of Test", "mana_cost": "{R}", "types": ["Kindred", "Instant"],
         "subtypes": ["Shapeshifter"], "keywords": ["changeling"],
         "targets": [{"kind": "any"}], "effects": [{"do": "damage", "n": 1, "target": 0}]}]})
    trinket = b.define({"name": "Shifting Trinket of Test", "layout": "normal", "synthetic": True, "faces": [
        {"name": "Shifting Trinket of Test", "mana_cost": "{1}", "types": ["Artifact"], "keywords": ["changeling"]}]})
    spell, thing = b.add("p1", "hand", kindred), b.add("p1", "battlefield", trinket)
    game = Game(b.build())
    assert game.chars(game.obj(spell)).has_subtype("Goblin")
    assert not game.chars(game.obj(thing)).has_subtype("Goblin")


# ----- 400.7: "once each turn" belongs to the object, not to the player ------------------------------------------



def test_johann_that_left_and_returned_grants_a_fresh_cast_from_the_library_top() -> None:
    """Johann's "once each turn" is its own: blinked by Flicker of Fate it is a new object (400.7) with no
    memory of the cast its old self allowed, so a second instant may be cast from the top that turn."""
    b = SetupBuilder()
    johann = b.add("p1", "battlefield", "Johann, Apprentice Sorcerer")
    flicker = b.add("p1", "hand", "Flicker of Fate")
    bolts = [b.add("p1", "library", "Lightning Bolt") for _ in range(3)]
    b.lands("p1", "RRRWWW")
    engine = start(b)
    ok(engine, cast(bolts[0], "p2"))
    settle(engine)
    assert not engine.act(cast(bolts[1], "p2"))["accepted"]  # once each turn
    ok(engine, cast(flicker, johann))
    settle(engine)
    ok(engine, cast(bolts[1], "p2"))
    settle(engine)
    assert life(engine, "p2") == 14
    assert not engine.act(cast(bolts[2], "p2"))["accepted"]


def test_two_sources_of_the_permission_each_allow_one_cast_each_turn() -> None:
    """Two permanents with the same "once each turn" permission each grant it once (400.7: each object's own)."""
    b = SetupBuilder()
    name = b.define({"name": "Library Seer of Test", "layout": "normal", "synthetic": True, "faces": [
        {"name": "Library Seer of Test", "mana_cost": "{2}", "types": ["Creature"], "subtypes": ["Human"],
         "power": 1, "toughness": 1, "abilities": [
             {"kind": "static", "permission": "cast_instant_sorcery_from_library_top", "once_per_turn": True}]}]})
    b.add("p1", "battlefield", name)
    b.add("p1", "battlefield", name)
    bolts = [b.add("p1", "library", "Lightning Bolt") for _ in range(3)]
    b.lands("p1", "RRR")
    engine = start(b)
    for bolt in bolts[:2]:
        ok(engine, cast(bolt, "p2"))
        settle(engine)
    assert life(engine, "p2") == 14
    assert not engine.act(cast(bolts[2], "p2"))["accepted"]


# ----- 400.4a: an instant or sorcery card can't enter the battlefield -----------------------------------------

def test_a_blinked_manifested_instant_stays_in_exile() -> None:
    """A manifested instant is a face-down 2/2 (701.40a); Flicker of Fate exiles it, and the instant card can't
    come back to the battlefield: it stays in exile (400.4a)."""
    b = SetupBuilder()
    bolt = b.add("p1", "battlefield", "Lightning Bolt", face_down="manifest")
    flicker = b.add("p1", "hand", "Flicker of Fate")
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, cast(flicker, bolt))
    settle(engine)
    assert zone(engine, bolt) == "exile"
    found = find(engine, bolt)
    assert found is not None and not found["face_down"]


def test_a_manifested_sorcery_card_exiled_by_a_gatekeeper_stays_in_exile() -> None:
    """Unyielding Gatekeeper turned face up exiles another nonland permanent and returns it if its controller
    controlled it; a manifested sorcery card stays in exile (400.4a) instead."""
    b = SetupBuilder()
    keeper = b.add("p1", "battlefield", "Unyielding Gatekeeper", face_down="disguise")
    blaze = b.add("p1", "battlefield", "Blaze", face_down="manifest")
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, {"type": "turn_face_up", "card": keeper})
    settle(engine, pick=[blaze])
    assert zone(engine, blaze) == "exile"


# ----- 614.12, 603.6a: permanents that enter at the same time --------------------------------------------------

def test_token_copies_made_together_each_see_the_other_enter() -> None:
    """With Doubling Season, Cackling Counterpart makes two token copies of Prosperous Innkeeper at once: each
    "another creature you control enters" ability sees every other newcomer (603.6a): the original gains 1 life
    per token and each token 1 life for the other, 4 in all."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Doubling Season")
    innkeeper = b.add("p1", "battlefield", "Prosperous Innkeeper")
    counterpart = b.add("p1", "hand", "Cackling Counterpart")
    b.lands("p1", "UUU")
    engine = start(b)
    ok(engine, cast(counterpart, innkeeper))
    settle(engine)
    assert life(engine, "p1") == 24


def test_an_as_enters_count_leaves_out_the_creatures_entering_with_it() -> None:
    """614.12: "as this enters, a +1/+1 counter for each other creature you control" is applied before the
    permanent is on the battlefield, so two token copies of Crowd-Control Warden made at once don't count each
    other: each counts the original Warden alone (doubled by Doubling Season to 2 counters)."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Doubling Season")
    warden = b.add("p1", "battlefield", "Crowd-Control Warden")
    counterpart = b.add("p1", "hand", "Cackling Counterpart")
    b.lands("p1", "UUU")
    engine = start(b)
    ok(engine, cast(counterpart, warden))
    settle(engine)
    tokens = [o for o in engine.observe(None)["objects"] if o["token"] and o["name"] == "Crowd-Control Warden"]
    assert [t["counters"] for t in tokens] == [{"+1/+1": 2}, {"+1/+1": 2}]



# ----- 603.10a: permanents that leave at the same time each see the others leave -------------------------------

def _blood_artist_drains(kill: str, mana: str) -> ReferenceEngine:
    b = SetupBuilder()
    spell = b.add("p1", "hand", kill)
    b.lands("p1", mana)
    b.add("p2", "battlefield", "Blood Artist")  # first on the battlefield, so the first to go
    b.add("p2", "battlefield", "Changeling Outcast")
    engine = start(b)
    ok(engine, adventure(spell))
    settle(engine, pick=["p1"])
    return engine


def test_blood_artist_destroyed_with_another_creature_sees_both_die() -> None:
    """Cast Off destroys each non-Giant creature at once: Blood Artist (first on the battlefield) and a Grizzly
    Bears. Leaves-the-battlefield abilities look back in time (603.10a), so Blood Artist triggers for itself and
    for the Bears: p1 loses 2 life, p2 gains 2."""
    b = SetupBuilder()
    giant = b.add("p1", "hand", "Realm-Cloaked Giant // Cast Off")
    b.lands("p1", "WWWWW")
    b.add("p2", "battlefield", "Blood Artist")
    b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    ok(engine, adventure(giant))
    settle(engine, pick=["p1"])
    assert (life(engine, "p1"), life(engine, "p2")) == (18, 22)


def test_creatures_dying_to_one_state_based_action_check_each_see_the_others() -> None:
    """Cleave Shadows gives the opponent's creatures -1/-1: Blood Artist (0/1) and Changeling Outcast (1/1) die
    in one check of state-based actions (704.3), so Blood Artist triggers for both (603.10a): p1 loses 2."""
    engine = _blood_artist_drains("Shrouded Shepherd // Cleave Shadows", "BB")
    assert (life(engine, "p1"), life(engine, "p2")) == (18, 22)


# ----- 110.2a, 610.3c: who controls a permanent returned to the battlefield ---------------------------------------

def test_a_blinked_permanent_returns_under_its_owners_control() -> None:
    """Momentary Blink exiles a creature its caster controls but doesn't own; the card returns under its owner's
    control, as the card says (110.2a: unless the effect says otherwise, 610.3c)."""
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears", controller="p1")
    blink = b.add("p1", "hand", "Momentary Blink")
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, cast(blink, bear))
    settle(engine)
    found = find(engine, bear)
    assert found is not None and (found["zone"], found["controller"]) == ("battlefield", "p2")


def test_a_gatekeeper_returns_what_you_controlled_under_your_control() -> None:
    """Unyielding Gatekeeper returns a permanent its controller controlled: the effect tells that player to return
    it and names no other controller, so a creature borrowed from the opponent comes back tapped under the
    Gatekeeper's controller's control, whoever owns it (110.2a; the card's ruling of 2024-02-02)."""
    b = SetupBuilder()
    keeper = b.add("p1", "battlefield", "Unyielding Gatekeeper", face_down="disguise")
    bear = b.add("p2", "battlefield", "Grizzly Bears", controller="p1")
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, {"type": "turn_face_up", "card": keeper})
    settle(engine, pick=[bear])
    found = find(engine, bear)
    assert found is not None and (found["zone"], found["controller"], found["tapped"]) == ("battlefield", "p1", True)


def test_a_copy_of_zombify_cast_by_the_opponent_returns_nothing() -> None:
    """Twincast copies Zombify for the other player: "your graveyard" is now the copy's controller's, so the
    card it targets is an illegal target and the copy does nothing (608.2b); the original returns it under
    its caster's control (110.2a)."""
    b = SetupBuilder()
    zombify = b.add("p1", "hand", "Zombify")
    dead = b.add("p1", "graveyard", "Grizzly Bears")
    b.lands("p1", "BBBB")
    twincast = b.add("p2", "hand", "Twincast")
    b.lands("p2", "UU")
    engine = start(b)
    ok(engine, cast(zombify, dead), PASS, cast(twincast, zombify))
    settle(engine)
    found = find(engine, dead)
    assert found is not None and (found["zone"], found["controller"]) == ("battlefield", "p1")


# ----- a nontoken Food that is also a Clue (Candy Trail) ----------------------------------------------------------

def test_hollow_scavenger_may_sacrifice_a_nontoken_food() -> None:
    """"Sacrifice a Food" names a subtype, not a token: Candy Trail, a Food card, pays it (205.3g, 602.5b)."""
    b = SetupBuilder()
    wolf = b.add("p1", "battlefield", "Hollow Scavenger // Bakery Raid")
    trail = b.add("p1", "battlefield", "Candy Trail")
    b.lands("p1", "G")
    engine = start(b)
    ok(engine, {"type": "activate", "card": wolf, "ability": 0, "targets": [], "sacrifice": [trail]})
    settle(engine)
    assert zone(engine, trail) == "graveyard" and power(engine, wolf) == 5


def test_sacrificing_candy_trail_for_its_own_ability_is_sacrificing_a_clue() -> None:
    """Candy Trail is a Clue too: sacrificed to its own ability (gain 3 life, draw a card) it triggers Tireless
    Tracker's "whenever you sacrifice a Clue" (a +1/+1 counter)."""
    b = SetupBuilder()
    tracker = b.add("p1", "battlefield", "Tireless Tracker")
    trail = b.add("p1", "battlefield", "Candy Trail")
    drawn = b.add("p1", "library", "Forest")
    b.lands("p1", "GG")
    engine = start(b)
    ok(engine, {"type": "activate", "card": trail, "ability": 0, "targets": []})
    settle(engine)
    found = find(engine, tracker)
    assert found is not None and found["counters"] == {"+1/+1": 1}
    assert life(engine, "p1") == 23 and zone(engine, drawn) == "hand"


def test_alquist_proft_may_sacrifice_candy_trail_as_a_clue() -> None:
    """Alquist Proft's cost "sacrifice a Clue" is paid with Candy Trail, a nontoken Clue."""
    b = SetupBuilder()
    alquist = b.add("p1", "battlefield", "Alquist Proft, Master Sleuth")
    trail = b.add("p1", "battlefield", "Candy Trail")
    b.lands("p1", "WUU")
    engine = start(b)
    ok(engine, {"type": "activate", "card": alquist, "ability": 0, "targets": [], "sacrifice": [trail], "x": 0})
    assert zone(engine, trail) == "graveyard"


# ----- the pool cards' whole Oracle text -----------------------------------------------------------------------

def test_changeling_outcast_cant_block_and_cant_be_blocked() -> None:
    """Changeling Outcast's second ability (509.1b): it can't block, and no creature can block it."""
    b = SetupBuilder(step="beginning_of_combat")
    outcast = b.add("p1", "battlefield", "Changeling Outcast")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Changeling Outcast")
    blocker = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    ok(engine, PASS, PASS, {"type": "declare_attackers", "attackers": {outcast: "p2", bear: "p2"}})
    to_step(engine, "declare_blockers")
    for block in ({blocker: outcast}, {theirs: bear}):
        assert not engine.act({"type": "declare_blockers", "blockers": block})["accepted"]
    ok(engine, {"type": "declare_blockers", "blockers": {blocker: bear}})


def test_wrench_gives_the_equipped_creature_a_tap_ability() -> None:
    """Wrench: the equipped creature has "{3}, {T}: Tap target creature" (613.1f), with its summoning sickness
    rule (302.6) as any {T} ability of a creature."""
    b = SetupBuilder()
    wrench = b.add("p1", "battlefield", "Wrench", attached_to="c2")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "WWW")
    engine = start(b)
    assert wrench == "c1"
    ok(engine, {"type": "activate", "card": bear, "ability": 0, "targets": [theirs]})
    settle(engine)
    found = find(engine, theirs)
    assert found is not None and found["tapped"]


def test_ellivere_draws_when_an_enchanted_creature_of_its_controller_connects() -> None:
    """Ellivere's second ability: whenever an enchanted creature its controller controls deals combat damage to a
    player, draw a card (603.2, 510.2); an unenchanted attacker, or one of the opponent's, draws nothing."""
    b = SetupBuilder(step="beginning_of_combat")
    b.add("p1", "battlefield", "Ellivere of the Wild Court")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    plain = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", "Virtuous Role", token=True, attached_to=bear)
    drawn = [b.add("p1", "library", "Forest") for _ in range(2)]
    engine = start(b)
    ok(engine, PASS, PASS, {"type": "declare_attackers", "attackers": {bear: "p2", plain: "p2"}})
    to_step(engine, "combat_damage")
    settle(engine)
    assert [zone(engine, c) for c in drawn] == ["hand", "library"]


# ----- 701.60: suspect; 702.111b: menace ---------------------------------------------------------------------------

def _suspect_game() -> tuple[ReferenceEngine, str, list[str]]:
    b = SetupBuilder()
    person = b.add("p1", "hand", "Person of Interest")
    b.lands("p1", "RRRR")
    blockers = [b.add("p2", "battlefield", "Grizzly Bears") for _ in range(2)]
    engine = start(b)
    ok(engine, cast(person))
    settle(engine)
    return engine, person, blockers


def test_a_suspected_creature_has_menace_and_cant_block() -> None:
    """Person of Interest suspects itself as it enters (701.60a): it has menace and can't block (701.60c)."""
    engine, person, _ = _suspect_game()
    found = find(engine, person)
    assert found is not None and "menace" in found["keywords"]
    detectives = [o for o in engine.observe(None)["objects"] if o["name"] == "Detective Token"]
    assert len(detectives) == 1 and "menace" not in detectives[0]["keywords"]


def test_menace_needs_two_blockers() -> None:
    """702.111b: a creature with menace can't be blocked except by two or more creatures; a suspected creature
    can't block (701.60c)."""
    b = SetupBuilder(step="beginning_of_combat", turn=4)
    person = b.add("p1", "battlefield", "Person of Interest")
    blockers = [b.add("p2", "battlefield", "Grizzly Bears") for _ in range(2)]
    doubt = b.add("p2", "hand", "Reasonable Doubt")
    b.lands("p2", "UU")
    spell = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(spell, "p2"), PASS, cast(doubt, spell, person))  # p1 can't pay {2}: countered; suspected
    settle(engine)
    assert life(engine, "p2") == 20
    ok(engine, PASS, PASS, {"type": "declare_attackers", "attackers": {person: "p2"}})
    to_step(engine, "declare_blockers")
    assert not engine.act({"type": "declare_blockers", "blockers": {blockers[0]: person}})["accepted"]
    legal = [a for a in engine.legal_actions() if a["type"] == "declare_blockers" and a["blockers"]]
    assert legal == [{"type": "declare_blockers", "blockers": {blockers[0]: person, blockers[1]: person}}]
    ok(engine, legal[0])


def _suspect_with_doubt(b: SetupBuilder, caster: str, victim: str) -> ReferenceEngine:
    """`caster` casts a Lightning Bolt at the other player, then Reasonable Doubt on it suspecting `victim`; the
    Bolt's controller declines to pay, so it is countered."""
    bolt = b.add(caster, "hand", "Lightning Bolt")
    doubt = b.add(caster, "hand", "Reasonable Doubt")
    engine = start(b)
    ok(engine, cast(bolt, "p2" if caster == "p1" else "p1"), cast(doubt, bolt, victim))
    settle(engine, pick="decline")
    found = find(engine, victim)
    assert found is not None and "menace" in found["keywords"] and zone(engine, bolt) == "graveyard"
    return engine


def test_a_suspected_creature_that_leaves_and_returns_is_no_longer_suspected() -> None:
    """701.60a, 400.7: the designation ends when the creature leaves the battlefield; blinked, it's a new object
    that isn't suspected."""
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    flicker = b.add("p1", "hand", "Flicker of Fate")
    b.lands("p1", "RUUWW")
    engine = _suspect_with_doubt(b, "p1", bear)
    ok(engine, cast(flicker, bear))
    settle(engine)
    found = find(engine, bear)
    assert found is not None and found["zone"] == "battlefield" and "menace" not in found["keywords"]


def test_eliminate_the_impossible_ends_the_opponents_suspicions() -> None:
    """Eliminate the Impossible: the opponents' creatures get -2/-0 and, if suspected, are no longer suspected;
    the caster's own suspected creature (a Person of Interest) stays suspected (701.60a)."""
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    person = b.add("p1", "hand", "Person of Interest")
    eliminate = b.add("p1", "hand", "Eliminate the Impossible")
    b.lands("p1", "RRRRRUUUU")
    engine = _suspect_with_doubt(b, "p1", bear)
    ok(engine, cast(person))
    settle(engine)
    ok(engine, cast(eliminate))
    settle(engine)
    theirs, mine = find(engine, bear), find(engine, person)
    assert theirs is not None and "menace" not in theirs["keywords"] and theirs["power"] == 0
    assert mine is not None and "menace" in mine["keywords"]


def test_a_suspected_creature_cant_block() -> None:
    """701.60c: a suspected creature can't block."""
    b = SetupBuilder(active="p2")
    mine = b.add("p1", "battlefield", "Grizzly Bears")
    attacker = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p2", "RUU")
    engine = _suspect_with_doubt(b, "p2", mine)
    to_step(engine, "beginning_of_combat")
    ok(engine, PASS, PASS, {"type": "declare_attackers", "attackers": {attacker: "p1"}})
    to_step(engine, "declare_blockers")
    assert not engine.act({"type": "declare_blockers", "blockers": {mine: attacker}})["accepted"]
    assert [a for a in engine.legal_actions() if a["type"] == "declare_blockers" and a["blockers"]] == []


# ----- 613.1b: control changed until end of turn ---------------------------------------------------------------

def _treason_game(*extra: str) -> tuple[SetupBuilder, str, str]:
    b = SetupBuilder()
    treason = b.add("p1", "hand", "Act of Treason")
    bear = b.add("p2", "battlefield", "Grizzly Bears", tapped=True)
    b.lands("p1", "RRR" + "".join(extra))
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    return b, treason, bear


def test_act_of_treason_lends_a_creature_until_end_of_turn() -> None:
    """Act of Treason: its caster controls the creature until end of turn, untapped and with haste, so it can
    attack at once (302.6); at the cleanup step it goes back to its owner (514.2)."""
    b, treason, bear = _treason_game()
    engine = start(b)
    ok(engine, cast(treason, bear))
    settle(engine)
    found = find(engine, bear)
    assert found is not None and (found["controller"], found["tapped"]) == ("p1", False)
    to_step(engine, "declare_attackers")
    ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2"}})
    to_step(engine, "end_of_combat")
    assert life(engine, "p2") == 18
    to_step(engine, "upkeep")
    found = find(engine, bear)
    assert found is not None and found["controller"] == "p2"


def test_a_gatekeeper_keeps_what_you_had_borrowed() -> None:
    """Unyielding Gatekeeper exiles a creature its controller gained control of this turn: the player controlled
    it, so it returns under that player's control (110.2a), a new object that Act of Treason's effect no longer
    touches (400.7), so it stays after the turn ends."""
    b, treason, bear = _treason_game("WW")
    keeper = b.add("p1", "battlefield", "Unyielding Gatekeeper", face_down="disguise")
    engine = start(b)
    ok(engine, cast(treason, bear))
    settle(engine)
    ok(engine, {"type": "turn_face_up", "card": keeper})
    settle(engine, pick=[bear])
    to_step(engine, "upkeep")
    found = find(engine, bear)
    assert found is not None and (found["zone"], found["controller"]) == ("battlefield", "p1")


def test_two_meddling_mages_entering_together_each_name_a_card() -> None:
    """614.12a: each permanent's "as enters" choice is made before it enters; two token copies of Meddling Mage made
    at once (Doubling Season) each ask for a name in turn, and each name is kept: both spells are prohibited."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Doubling Season")
    mage = b.add("p1", "battlefield", "Meddling Mage")
    counterpart = b.add("p1", "hand", "Cackling Counterpart")
    b.lands("p1", "UUU")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    unsummon = b.add("p2", "hand", "Unsummon")
    b.lands("p2", "RU")
    engine = start(b)
    ok(engine, cast(counterpart, mage), PASS, PASS)
    for name in ("Lightning Bolt", "Unsummon"):
        choice = engine.observe(None)["pending_choice"]
        assert choice is not None and choice["kind"] == "card_name" and name in choice["options"]
        ok(engine, {"type": "choose", "choice": name})
    settle(engine)
    ok(engine, PASS)
    assert not engine.act(cast(bolt, "p1"))["accepted"]
    assert not engine.act(cast(unsummon, mage))["accepted"]
