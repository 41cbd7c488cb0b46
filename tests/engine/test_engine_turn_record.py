"""Intervening "if" clauses (603.4) and conditional effects (608.2c) on what happened earlier in the turn, read from
the turn's record (state.TurnRecord): a permanent its controller controlled leaving the battlefield, a counter put
on a creature (122.6). Each test plays a real card of the pool and fails if its rule is wrong."""

from __future__ import annotations

from test_engine_core import cast, find, life, ok, passes, start, synthetic
from test_engine_turn_triggers import clues, resolve_all, triggers

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def pegasi(engine: ReferenceEngine, pid: str = "p1") -> int:
    return sum(1 for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["token"]
               and o["controller"] == pid and "Pegasus" in o["subtypes"])


# ----- 603.4: "if a permanent you controlled left the battlefield this turn" --------------------------------


def test_603_4_pegasus_guardian_needs_a_permanent_of_its_controller_to_have_left() -> None:
    """Pegasus Guardian: nothing left the battlefield, or only an opponent's permanent did: no trigger at its
    controller's end step; its controller's token died: it triggers and makes a 1/1 flying Pegasus."""
    for victim_owner, expected in ((None, 0), ("p2", 0), ("p1", 1)):
        b = SetupBuilder(step="postcombat_main")
        guardian = b.add("p1", "battlefield", "Pegasus Guardian // Rescue the Foal")
        bolt = b.add("p1", "hand", "Lightning Bolt")
        victim = b.add(victim_owner or "p2", "battlefield", "Grizzly Bears", token=True)
        b.lands("p1", "R")
        engine = start(b)
        if victim_owner:
            ok(engine, cast(bolt, victim))
            resolve_all(engine)
        assert triggers(passes(engine, 2)) == [guardian] * expected
        resolve_all(engine)
        assert pegasi(engine) == expected


def test_603_4_rescue_the_foal_makes_its_own_creature_leave_the_battlefield() -> None:
    """Rescue the Foal (701.13a, 400.7): the blinked creature left the battlefield, so a Pegasus Guardian its caster
    controls triggers at the end step; the creature is back as a new object."""
    b = SetupBuilder(step="postcombat_main")
    b.add("p1", "battlefield", "Pegasus Guardian // Rescue the Foal")
    rescue = b.add("p1", "hand", "Pegasus Guardian // Rescue the Foal")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, cast(rescue, bear, mode="adventure"))
    resolve_all(engine)
    assert find(engine, bear)["zone"] == "battlefield"
    passes(engine, 2)
    resolve_all(engine)
    assert pegasi(engine) == 1


# ----- 603.4, 122.6: "if you put a counter on a creature this turn" -----------------------------------------


def test_603_4_lord_jyscal_guado_needs_its_controller_to_have_put_a_counter_on_a_creature() -> None:
    """Lord Jyscal Guado ("at the beginning of each end step"): its controller put a +1/+1 counter on a creature:
    a Clue; a charge counter on a noncreature artifact, or an opponent's counter on its controller's creature,
    doesn't count."""
    cases = (("p1", "creature", 1), ("p1", "artifact", 0), ("p2", "creature", 0))
    for who, what, expected in cases:
        b = SetupBuilder(step="postcombat_main")
        lord = b.add("p1", "battlefield", "Lord Jyscal Guado")
        on = b.add("p1", "battlefield", "Grizzly Bears" if what == "creature" else "Magnifying Glass")
        counter = "+1/+1" if what == "creature" else "charge"
        spell = b.add(who, "hand", synthetic(b, "Counting of Test", "{0}", ["Instant"], targets=[
            {"kind": "permanent"}], effects=[{"do": "add_counters", "target": 0, "counter": counter, "n": 1}]))
        engine = start(b)
        if who == "p2":
            passes(engine, 1)  # p2 gets priority
        ok(engine, cast(spell, on))
        resolve_all(engine)
        assert find(engine, on)["counters"] == {counter: 1}
        assert triggers(passes(engine, 2)) == [lord] * expected
        resolve_all(engine)
        assert clues(engine) == expected


# ----- 608.2c: "if a creature died this turn, ..." as a spell resolves ---------------------------------------


def test_608_2c_drag_the_canal_adds_its_second_sentence_only_if_a_creature_died_this_turn() -> None:
    """Drag the Canal: a Detective either way; after a creature died this turn (anyone's), also 2 life, surveil 2
    (asked card by card) and a Clue."""
    for died in (False, True):
        b = SetupBuilder()
        drag = b.add("p1", "hand", "Drag the Canal")
        bolt = b.add("p1", "hand", "Lightning Bolt")
        bear = b.add("p2", "battlefield", "Grizzly Bears")
        for name in ("Forest", "Island"):
            b.add("p1", "library", name)
        b.lands("p1", "UBR")
        engine = start(b)
        if died:
            ok(engine, cast(bolt, bear))
            resolve_all(engine)
        ok(engine, cast(drag))
        passes(engine, 2)
        while (choice := engine.observe(None)["pending_choice"]) is not None:
            assert died and choice["kind"] == "surveil"
            ok(engine, {"type": "choose", "choice": "top"})
        detectives = [o for o in engine.observe(None)["objects"] if "Detective" in o["subtypes"]]
        assert len(detectives) == 1
        assert life(engine, "p1") == 20 + 2 * died
        assert clues(engine) == int(died)


# ----- 608.2c, 601.2a: "if this spell was cast from a graveyard, ... instead" ------------------------------


def test_608_2c_secrets_of_the_key_investigates_twice_only_when_cast_from_a_graveyard() -> None:
    """Secrets of the Key: cast from the hand, one Clue; cast again with flashback (702.34a) from the graveyard,
    two more."""
    b = SetupBuilder()
    secrets = b.add("p1", "hand", "Secrets of the Key")
    b.lands("p1", "UUUUU")
    engine = start(b)
    ok(engine, cast(secrets))
    resolve_all(engine)
    assert clues(engine) == 1
    ok(engine, cast(secrets, alt_cost="flashback"))
    resolve_all(engine)
    assert clues(engine) == 3
    assert find(engine, secrets)["zone"] == "exile"


# ----- 608.2h: "each player who controls the most creatures" -----------------------------------------------


def test_608_2h_no_witnesses_lets_each_player_tied_for_the_most_creatures_investigate() -> None:
    """No Witnesses: the players tied for the most creatures each investigate (counted as it resolves), the others
    don't; then every creature is destroyed and the Clues stay."""
    for p1_creatures, expected in ((2, {"p1": 1, "p2": 1}), (1, {"p1": 0, "p2": 1}), (3, {"p1": 1, "p2": 0})):
        b = SetupBuilder()
        spell = b.add("p1", "hand", "No Witnesses")
        for _ in range(p1_creatures):
            b.add("p1", "battlefield", "Grizzly Bears")
        for _ in range(2):
            b.add("p2", "battlefield", "Grizzly Bears")
        b.lands("p1", "WWWW")
        engine = start(b)
        ok(engine, cast(spell))
        resolve_all(engine)
        assert {p: clues(engine, p) for p in ("p1", "p2")} == expected
        assert not [o for o in engine.observe(None)["objects"]
                    if o["zone"] == "battlefield" and "Creature" in o["types"]]


# ----- 608.2h, 701.57a: "discover X, where X is that spell's mana value" -------------------------------------


def test_608_2h_hurl_into_history_discovers_the_countered_spells_mana_value() -> None:
    """Hurl into History counters a Grizzly Bears spell (mana value 2, read as it last existed on the stack), then
    its caster discovers 2: a land and a mana value 3 card are passed over, Lightning Bolt is discovered."""
    b = SetupBuilder(active="p2")
    bears = b.add("p2", "hand", "Grizzly Bears")
    b.lands("p2", "GG")
    hurl = b.add("p1", "hand", "Hurl into History")
    b.lands("p1", "UUUUU")
    library = [b.add("p1", "library", name) for name in ("Forest", "Ardenvale Tactician // Dizzying Swoop",
                                                          "Lightning Bolt")]
    engine = start(b)
    ok(engine, cast(bears), {"type": "pass"})
    ok(engine, cast(hurl, bears))
    passes(engine, 2)
    assert find(engine, bears)["zone"] == "graveyard"
    found = [p["card"] for p in engine.observe(None)["cast_permissions"] if p["source"] == "discover"]
    assert found == [library[2]]


# ----- 608.2h, 119.3: "for each opponent who lost life this turn" ------------------------------------------


def test_608_2h_an_opponent_who_lost_life_then_the_game_still_counts() -> None:
    """Teysa, Opulent Oligarch (its ruling): three players; p2 loses life and then the game, p3 loses life; at p1's
    end step Teysa investigates twice."""
    b = SetupBuilder(players=3, step="postcombat_main")
    b.player("p2")["life"] = 3
    b.add("p1", "battlefield", "Teysa, Opulent Oligarch")
    bolts = [b.add("p1", "hand", "Lightning Bolt") for _ in range(2)]
    b.lands("p1", "RR")
    engine = start(b)
    ok(engine, cast(bolts[0], "p2"))
    passes(engine, 3)
    assert next(p for p in engine.observe(None)["players"] if p["id"] == "p2")["lost"]
    ok(engine, cast(bolts[1], "p3"))
    resolve_all(engine)
    passes(engine, 2)  # the end step begins; Teysa triggers
    resolve_all(engine)
    assert clues(engine) == 2


# ----- 120.10, 608.2h: "if excess damage was dealt this way, discover X, where X is that excess damage" -------


def test_120_10_contest_of_claws_discovers_the_excess_damage_counting_damage_already_marked() -> None:
    """Contest of Claws: a 6-power creature deals 6 to a 2/2 with 1 damage marked: lethal damage is 1, the excess
    5, so its caster discovers 5 (a mana value 5 card is found; counted without the marked damage it would be 4
    and passed over; with no spell to target, it goes to the hand, 701.57a). Against a creature with toughness at
    least its power, no excess and no discover."""
    for biter, victim, damage, expected in (("Beluna's Gatekeeper // Entry Denied", "Grizzly Bears", 1, 1),
                                            ("Grizzly Bears", "Beluna's Gatekeeper // Entry Denied", 0, None)):
        b = SetupBuilder()
        contest = b.add("p1", "hand", "Contest of Claws")
        mine = b.add("p1", "battlefield", biter)
        theirs = b.add("p2", "battlefield", victim, damage=damage)
        library = [b.add("p1", "library", name) for name in ("Forest", "Hurl into History", "Lightning Bolt")]
        b.lands("p1", "GG")
        engine = start(b)
        ok(engine, cast(contest, mine, theirs))
        passes(engine, 2)
        found = [p["card"] for p in engine.observe(None)["cast_permissions"] if p["source"] == "discover"]
        found += [c for c in library if find(engine, c)["zone"] == "hand"]  # Hurl into History has no target here
        assert found == ([] if expected is None else [library[expected]])


# ----- 608.2h, 107.1a: counts of Final Fantasy's Town lands' Adventures ------------------------------------


def test_608_2h_lasting_fayth_counts_its_casters_lands_once_the_token_exists() -> None:
    """Lasting Fayth with six lands (and an opponent's land, which doesn't count): a 1/1 Hero token with six +1/+1
    counters."""
    b = SetupBuilder()
    zanarkand = b.add("p1", "hand", "Zanarkand, Ancient Metropolis // Lasting Fayth")
    b.lands("p1", "GGGGGG")
    b.lands("p2", "G")
    engine = start(b)
    ok(engine, cast(zanarkand, mode="adventure"))
    resolve_all(engine)
    heroes = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and "Hero" in o["subtypes"]]
    assert [(h["power"], h["counters"]) for h in heroes] == [(7, {"+1/+1": 6})]


def test_107_1a_overture_mills_half_the_target_opponents_library_rounded_down() -> None:
    """Overture: an opponent with seven cards in their library mills three."""
    b = SetupBuilder()
    jidoor = b.add("p1", "hand", "Jidoor, Aristocratic Capital // Overture")
    for _ in range(7):
        b.add("p2", "library", "Forest")
    b.lands("p1", "UUUUUU")
    engine = start(b)
    ok(engine, cast(jidoor, "p2", mode="adventure"))
    resolve_all(engine)
    zones = [o["zone"] for o in engine.observe(None)["objects"] if o["owner"] == "p2" and o["name"] == "Forest"]
    assert sorted(zones) == ["graveyard"] * 3 + ["library"] * 4


def test_608_2h_dig_deep_counts_the_creature_cards_its_caster_milled() -> None:
    """Dig Deep: its caster mills four cards, two of them creature cards (one an adventurer card, a creature card in
    the graveyard, 715.4): the target creature gets two +1/+1 counters; the cards below the fourth stay."""
    b = SetupBuilder()
    badger = b.add("p1", "hand", "Colossal Badger // Dig Deep")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    names = ("Grizzly Bears", "Forest", "Lightning Bolt", "Colossal Badger // Dig Deep", "Grizzly Bears")
    library = [b.add("p1", "library", name) for name in names]
    b.lands("p1", "GG")
    engine = start(b)
    ok(engine, cast(badger, bears, mode="adventure"))
    resolve_all(engine)
    assert [find(engine, c)["zone"] for c in library] == ["graveyard"] * 4 + ["library"]
    assert find(engine, bears)["counters"] == {"+1/+1": 2}
