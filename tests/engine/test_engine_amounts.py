"""Amounts counted as an effect is applied (608.2h) and by a static ability (611.3a), what a turn records for them
(119.3, 508.1a), and creature tokens with +1/+1 counters (614.1c, 122.6). Each test plays a real card of the pool
and fails if its rule is wrong."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start, synthetic
from test_engine_turn_triggers import clues, resolve_all, triggers

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def pt(engine: ReferenceEngine, cid: str) -> tuple[int, int]:
    o = find(engine, cid)
    assert o is not None
    return o["power"], o["toughness"]


def tokens(engine: ReferenceEngine, subtype: str) -> list[tuple[int, int]]:
    return sorted((o["power"], o["toughness"]) for o in engine.observe(None)["objects"]
                  if o["zone"] == "battlefield" and subtype in o["subtypes"])


# ----- 608.2h, 119.3: "the amount of life you gained this turn" -------------------------------------------------


def test_608_2h_life_gained_this_turn_is_counted_as_the_ability_resolves() -> None:
    """Gumdrop Poisoner: its controller gained 1 life, then 1 more, this turn (a loss in between doesn't take any
    back: the count is of life gained, 119.3); the target gets -2/-2 as the ability resolves."""
    b = SetupBuilder()
    poisoner = b.add("p1", "hand", "Gumdrop Poisoner // Tempt with Treats")
    gain = synthetic(b, "Gift of Test", "{0}", ["Instant"],
                     effects=[{"do": "gain_life", "n": 1}, {"do": "lose_life", "n": 2}, {"do": "gain_life", "n": 1}])
    spells = [b.add("p1", "hand", gain)]
    target = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "BBB")
    engine = start(b)
    ok(engine, cast(spells[0]))
    passes(engine, 2)
    ok(engine, cast(poisoner))
    passes(engine, 2)  # it resolves and enters; its ability asks for its target
    choice = engine.observe(None)["pending_choice"]
    if choice is not None:  # the up-to-one target chosen with the trigger
        ok(engine, {"type": "choose", "choice": [target]})
    resolve_all(engine)
    assert find(engine, target)["zone"] == "graveyard"  # a 2/2 with -2/-2


def test_608_2h_no_life_gained_this_turn_counts_zero() -> None:
    """Gumdrop Poisoner with no life gained this turn: the target gets -0/-0 and survives."""
    b = SetupBuilder()
    poisoner = b.add("p1", "hand", "Gumdrop Poisoner // Tempt with Treats")
    target = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "BBB")
    engine = start(b)
    ok(engine, cast(poisoner))
    passes(engine, 2)
    if engine.observe(None)["pending_choice"] is not None:
        ok(engine, {"type": "choose", "choice": [target]})
    resolve_all(engine)
    assert pt(engine, target) == (2, 2)


# ----- 611.3a, 613.4c: "equipped creature gets +1/+1 for each creature you control" ------------------------------


def test_611_3a_a_static_count_follows_the_creatures_its_controller_controls() -> None:
    """Horn of Valhalla on a Grizzly Bears: three creatures, +3/+3; one of them dies, +2/+2 (a static ability's
    effect is always current); the opponent's creatures don't count."""
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    other = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p2", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", "Horn of Valhalla // Ysgard's Call", attached_to=bear)
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    assert pt(engine, bear) == (5, 5)
    ok(engine, cast(bolt, other))
    passes(engine, 2)
    assert pt(engine, bear) == (4, 4)


def test_ysgards_call_creates_x_soldiers() -> None:
    """Ysgard's Call (107.3, 601.2f): X paid as 2 makes two 1/1 Soldiers."""
    b = SetupBuilder()
    horn = b.add("p1", "hand", "Horn of Valhalla // Ysgard's Call")
    b.lands("p1", "WWWW")
    engine = start(b)
    ok(engine, cast(horn, mode="adventure", x=2))
    passes(engine, 2)
    assert tokens(engine, "Soldier") == [(1, 1), (1, 1)]


# ----- 603.4, 508.1a: "if you attacked this turn" ---------------------------------------------------------------


def test_603_4_if_you_attacked_this_turn() -> None:
    """Fire Nation Raider: cast in the first main phase, before any attack, its ability doesn't trigger; cast in
    the second main phase after its controller attacked, it does."""
    b = SetupBuilder()
    raider = b.add("p1", "hand", "Fire Nation Raider")
    b.lands("p1", "RRRR")
    engine = start(b)
    ok(engine, cast(raider))
    assert triggers(passes(engine, 2)) == []
    b = SetupBuilder(step="beginning_of_combat")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    raider = b.add("p1", "hand", "Fire Nation Raider")
    b.lands("p1", "RRRR")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2"}})
    passes(engine, 2)
    ok(engine, {"type": "declare_blockers", "blockers": {}})
    while engine.observe(None)["turn"]["step"] != "postcombat_main":
        passes(engine, 2)
    ok(engine, cast(raider))
    assert triggers(passes(engine, 2)) == [raider]
    resolve_all(engine)
    assert clues(engine) == 1


# ----- 608.2h, 122.1, 614.1c: a token and its +1/+1 counters ------------------------------------------------------


def test_608_2h_counters_put_on_a_token_count_the_clues_made_before_it() -> None:
    """Elemental, My Dear with X = 2 and one Clue already: two more Clues, then a 0/0 Elemental that gets a +1/+1
    counter for each of the three Clues (counted once it exists, after the investigations)."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Elemental, My Dear")
    b.add("p1", "battlefield", "Clue", token=True)
    b.lands("p1", "UUUU")
    engine = start(b)
    ok(engine, cast(spell, x=2))
    passes(engine, 2)
    assert clues(engine) == 3
    assert tokens(engine, "Elemental") == [(3, 3)]


def test_614_1c_a_token_enters_with_counters_counted_before_it_exists() -> None:
    """Printlifter Ooze turned face up with one other creature of its controller's: the Ooze token enters with
    two +1/+1 counters (the Printlifter and the Bears, not itself) and survives as a 2/2."""
    b = SetupBuilder()
    ooze = b.add("p1", "battlefield", "Printlifter Ooze", face_down="disguise")
    b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "GGGG")
    engine = start(b)
    assert triggers(ok(engine, {"type": "turn_face_up", "card": ooze})) == [ooze]
    resolve_all(engine)
    assert tokens(engine, "Ooze") == [(2, 2), (2, 2)]  # the Printlifter itself and the token


# ----- 608.2h, 508.1k: "for each nontoken attacking creature" -----------------------------------------------------


def test_608_2h_nontoken_attacking_creatures_are_counted_as_the_ability_resolves() -> None:
    """Sophina attacks with a Grizzly Bears and a token Bears: two nontoken attacking creatures (itself and the
    Bears), so two Clues; a creature that doesn't attack isn't counted."""
    b = SetupBuilder(step="beginning_of_combat")
    sophina = b.add("p1", "battlefield", "Sophina, Spearsage Deserter")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    token = b.add("p1", "battlefield", "Grizzly Bears", token=True)
    b.add("p1", "battlefield", "Grizzly Bears")  # stays home
    engine = start(b)
    passes(engine, 2)
    result = ok(engine, {"type": "declare_attackers", "attackers": {sophina: "p2", bear: "p2", token: "p2"}})
    assert triggers(result) == [sophina]
    resolve_all(engine)
    assert clues(engine) == 2


# ----- 608.2h, 510.2: "the number of opponents who were dealt combat damage this turn" -----------------------------


def test_608_2h_opponents_dealt_combat_damage_this_turn() -> None:
    """Moonshae Pixie cast after combat: no card when its controller's attack was blocked; one card when an
    attacker dealt combat damage to the opponent (a Lightning Bolt's damage, not combat damage, doesn't count)."""
    for blocked, expected in ((True, 0), (False, 1)):
        b = SetupBuilder(step="beginning_of_combat")
        bear = b.add("p1", "battlefield", "Grizzly Bears")
        wall = b.add("p2", "battlefield", "Grizzly Bears")
        pixie = b.add("p1", "hand", "Moonshae Pixie // Pixie Dust")
        bolt = b.add("p1", "hand", "Lightning Bolt")
        b.lands("p1", "UUUUR")
        for _ in range(3):
            b.add("p1", "library", "Grizzly Bears")
        engine = start(b)
        passes(engine, 2)
        ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2"}})
        passes(engine, 2)
        ok(engine, {"type": "declare_blockers", "blockers": {wall: bear} if blocked else {}})
        while engine.observe(None)["turn"]["step"] != "postcombat_main":
            passes(engine, 2)
        ok(engine, cast(bolt, "p2"))
        passes(engine, 2)
        hand = len([o for o in engine.observe(None)["objects"] if o["zone"] == "hand" and o["owner"] == "p1"])
        ok(engine, cast(pixie))
        passes(engine, 2)  # it resolves; its ability triggers
        resolve_all(engine)
        after = len([o for o in engine.observe(None)["objects"] if o["zone"] == "hand" and o["owner"] == "p1"])
        assert after == hand - 1 + expected


# ----- 301.5, 122.1: "put a +1/+1 counter on equipped creature" ---------------------------------------------------


def test_ghost_lantern_puts_its_counter_on_the_equipped_creature() -> None:
    """Ghost Lantern on a Bears: another creature of its controller's dies, the equipped Bears gets a +1/+1 counter
    (the Lantern's source is no creature: the counter goes where it is attached)."""
    b = SetupBuilder()
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    other = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", "Ghost Lantern // Bind Spirit", attached_to=bear)
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(bolt, other))
    passes(engine, 2)
    resolve_all(engine)
    assert pt(engine, bear) == (3, 3)


# ----- 611.3a, 508.1: "+2/+2 for each time this attacked this game" -----------------------------------------------


def test_611_3a_a_static_count_of_the_times_this_attacked() -> None:
    """Rampaging Ursaguana: a 4/4 that hasn't attacked; declared as an attacker, a 6/6 at once (the count is always
    current), and still after combat."""
    b = SetupBuilder(step="beginning_of_combat")
    bear = b.add("p1", "battlefield", "Rampaging Ursaguana")
    engine = start(b)
    assert pt(engine, bear) == (4, 4)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2"}})
    assert pt(engine, bear) == (6, 6)
    passes(engine, 2)
    ok(engine, {"type": "declare_blockers", "blockers": {}})
    while engine.observe(None)["turn"]["step"] != "postcombat_main":
        passes(engine, 2)
    assert pt(engine, bear) == (6, 6)


# ----- 608.2h, 601.2i: "noncreature spells you've cast since the beginning of your last turn" ---------------------


def test_608_2h_noncreature_spells_since_your_last_turn_began() -> None:
    """Concert Kaboomist turned face up after its controller cast two Lightning Bolts and a Grizzly Bears this
    turn: 2 damage to the opponent (the creature spell doesn't count)."""
    b = SetupBuilder()
    kaboomist = b.add("p1", "battlefield", "Concert Kaboomist", face_down="disguise")
    spells = [b.add("p1", "hand", name) for name in ("Lightning Bolt", "Grizzly Bears", "Lightning Bolt")]
    b.lands("p1", "RRGGRR")
    engine = start(b)
    for spell in spells:
        ok(engine, cast(spell, "p2") if spell != spells[1] else cast(spell))
        passes(engine, 2)
    before = next(p["life"] for p in engine.observe(None)["players"] if p["id"] == "p2")
    ok(engine, {"type": "turn_face_up", "card": kaboomist})
    resolve_all(engine)
    assert next(p["life"] for p in engine.observe(None)["players"] if p["id"] == "p2") == before - 2


# ----- 608.2c, 608.2h, 120.3: "if it was dealt damage this turn" ---------------------------------------------------


def test_608_2h_if_it_was_dealt_damage_this_turn_asks_about_the_exiled_permanent() -> None:
    """Sold Out: a Bears dealt 1 damage this turn is exiled and its controller's opponent gets a Clue (the exiled
    card is a new object, 400.7: the question is about the permanent it was); an undamaged Bears, no Clue."""
    for pinged, expected in ((True, 1), (False, 0)):
        b = SetupBuilder()
        bear = b.add("p2", "battlefield", "Grizzly Bears")
        ping = synthetic(b, "Ping of Test", "{0}", ["Instant"], effects=[{"do": "damage", "n": 1, "target": 0}],
                         targets=[{"kind": "creature"}])
        pings = [b.add("p1", "hand", ping)] if pinged else []
        sold_out = b.add("p1", "hand", "Sold Out")
        b.lands("p1", "BBBB")
        engine = start(b)
        for p in pings:
            ok(engine, cast(p, bear))
            passes(engine, 2)
        ok(engine, cast(sold_out, bear))
        passes(engine, 2)
        assert find(engine, bear)["zone"] == "exile"
        assert clues(engine) == expected


# ----- 122.1f, 704.5c: poison counters -----------------------------------------------------------------------------


def test_704_5c_ten_poison_counters_lose_the_game() -> None:
    """A player with 8 poison counters is still in the game; Persuasive Interrogators' trigger on a Clue sacrificed
    gives them two more, and the state-based action makes them lose (704.5c)."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Persuasive Interrogators")
    clue = b.add("p1", "battlefield", "Clue", token=True)
    venom = synthetic(b, "Venom of Test", "{0}", ["Instant"], effects=[{"do": "poison", "target": 0, "n": 8}],
                      targets=[{"kind": "player"}])
    spell = b.add("p1", "hand", venom)
    b.lands("p1", "BB")
    engine = start(b)
    ok(engine, cast(spell, "p2"))
    passes(engine, 2)
    assert not engine.observe(None)["game_over"]
    result = ok(engine, {"type": "activate", "card": clue, "ability": 0, "targets": []})
    if result["observation"]["pending_choice"] is not None:  # the trigger's target
        ok(engine, {"type": "choose", "choice": ["p2"]})
    while not engine.observe(None)["game_over"] and engine.observe(None)["stack"]:
        passes(engine, 2)
    assert engine.observe(None)["game_over"]
    assert next(p for p in engine.observe(None)["players"] if p["id"] == "p2")["lost"]


# ----- 608.2h, 119.3: "for each opponent who lost life this turn" --------------------------------------------------


def test_608_2h_opponents_who_lost_life_this_turn() -> None:
    """An investigate once for each opponent who lost life this turn: none before a Lightning Bolt to the opponent,
    one after it (a gain afterwards doesn't undo the loss)."""
    for bolted, expected in ((False, 0), (True, 1)):
        b = SetupBuilder()
        probe = synthetic(b, "Probe of Test", "{0}", ["Instant"], effects=[
            {"do": "investigate", "n": {"count": "opponents", "lost_life_this_turn": True}}])
        spells = [b.add("p1", "hand", "Lightning Bolt")] if bolted else []
        spells.append(b.add("p1", "hand", probe))
        b.lands("p1", "R")
        engine = start(b)
        for s in spells:
            ok(engine, cast(s, "p2") if s != spells[-1] else cast(s))
            passes(engine, 2)
        assert clues(engine) == expected


# ----- 603.4: "if its power is greater than this creature's power or its toughness is greater ..." -----------------


def test_603_4_an_intervening_if_about_the_creature_that_entered() -> None:
    """Sharp-Eyed Rookie (2/2): a Grizzly Bears (2/2) entering doesn't trigger it; a 3/1 does (power greater, though
    its toughness isn't): a +1/+1 counter on the Rookie and a Clue."""
    for name, expected in (("Grizzly Bears", 0), ("Brute of Test", 1)):
        b = SetupBuilder()
        rookie = b.add("p1", "battlefield", "Sharp-Eyed Rookie")
        if name == "Brute of Test":
            name = synthetic(b, name, "{1}{G}", ["Creature"], power=3, toughness=1)
        creature = b.add("p1", "hand", name)
        b.lands("p1", "GG")
        engine = start(b)
        ok(engine, cast(creature))
        assert triggers(passes(engine, 2)) == [rookie] * expected
        resolve_all(engine)
        assert clues(engine) == expected and pt(engine, rookie) == (2 + expected, 2 + expected)


# ----- 608.2c, 701.57a: "the discovered card's mana value" ---------------------------------------------------------


def test_608_2c_treasures_for_the_discovered_cards_shortfall() -> None:
    """Hit the Mother Lode discovers a Grizzly Bears (mana value 2) under a land: put into its owner's hand, then
    eight tapped Treasures (10 - 2); with only lands in the library nothing is discovered, and no Treasure."""
    for library, expected in ((["Forest", "Grizzly Bears"], 8), (["Forest", "Forest"], 0)):
        b = SetupBuilder()
        lode = b.add("p1", "hand", "Hit the Mother Lode")
        b.lands("p1", "RRRRRRR")
        for name in library:
            b.add("p1", "library", name)
        engine = start(b)
        ok(engine, cast(lode))
        passes(engine, 2)
        choice = engine.observe(None)["pending_choice"]
        if choice is not None:  # cast the Bears free or put it into hand
            ok(engine, {"type": "choose", "choice": "hand"})
        treasures = [o for o in engine.observe(None)["objects"]
                     if o["zone"] == "battlefield" and "Treasure" in o["subtypes"]]
        assert len(treasures) == expected and all(o["tapped"] for o in treasures)


# ----- 614.1c, 700.4: "for each creature that died under your control this turn" -----------------------------------


def test_700_4_creatures_that_died_under_your_control_this_turn() -> None:
    """A creature entering with a +1/+1 counter for each creature that died under its controller's control this
    turn (as Callous Sell-Sword): two Lightning Bolts kill one Bears of each player; it enters with one counter."""
    b = SetupBuilder()
    mine = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    bolts = [b.add("p1", "hand", "Lightning Bolt") for _ in range(2)]
    mourner = synthetic(b, "Mourner of Test", "{B}", ["Creature"], power=2, toughness=2, abilities=[
        {"kind": "as_enters", "effects": [{"do": "enters_with_counters", "counter": "+1/+1",
                                           "n": {"count": "creatures_died_under_you_this_turn"}}]}])
    card = b.add("p1", "hand", mourner)
    b.lands("p1", "RRB")
    engine = start(b)
    for bolt, victim in zip(bolts, (mine, theirs), strict=True):
        ok(engine, cast(bolt, victim))
        passes(engine, 2)
    ok(engine, cast(card))
    passes(engine, 2)
    assert pt(engine, card) == (3, 3)
