"""Trigger events the translated cards brought (603.2): one ability with two events, a nontoken filter, events
matched by their number this turn, an intervening "if" on what happened this turn (603.4), and attackers being
declared (508.1m, 508.3). Each test plays a real card of the pool and fails if its rule is wrong."""

from __future__ import annotations

from test_engine_core import PASS, cast, ok, passes, start, synthetic

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def clues(engine: ReferenceEngine, pid: str = "p1") -> int:
    return sum(1 for o in engine.observe(None)["objects"]
               if o["zone"] == "battlefield" and o["controller"] == pid and "Clue" in o["subtypes"])


def triggers(result: JSON) -> list[str]:
    return [e["source"] for e in result["events"] if e["type"] == "trigger"]


def resolve_all(engine: ReferenceEngine) -> None:
    """Pass until the stack is empty (each pass pair resolves its top)."""
    while engine.observe(None)["stack"]:
        passes(engine, 2)


def _spell(b: SetupBuilder, name: str, *effects: JSON) -> str:
    return synthetic(b, name, "{0}", ["Instant"], effects=list(effects))


# ----- 603.2: "when this enters or is turned face up": one ability, two events ---------------------------------


def test_enters_or_turned_face_up_triggers_on_either_event() -> None:
    """Gadget Technician: cast face up, its ability triggers as it enters; a face-down one has no abilities as it
    enters (708.2), and its ability triggers as it is turned face up (708.8)."""
    b = SetupBuilder()
    hand = b.add("p1", "hand", "Gadget Technician")
    down = b.add("p1", "battlefield", "Gadget Technician", face_down="disguise")
    b.lands("p1", "UURRUR")
    engine = start(b)
    result = ok(engine, {"type": "turn_face_up", "card": down})
    assert triggers(result) == [down]
    resolve_all(engine)
    ok(engine, cast(hand))
    result = passes(engine, 2)  # the creature spell resolves and enters
    assert triggers(result) == [hand]
    resolve_all(engine)
    thopters = [o for o in engine.observe(None)["objects"] if "Thopter" in o["subtypes"]]
    assert len(thopters) == 2


# ----- 111.1: "whenever a nontoken creature you control dies" --------------------------------------------------


def test_nontoken_creature_dies_ignores_tokens() -> None:
    """Ulvenwald Mysteries: a token creature of its controller dying doesn't trigger it; a card creature does."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Ulvenwald Mysteries")
    token = b.add("p1", "battlefield", "Grizzly Bears", token=True)
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    bolts = [b.add("p1", "hand", "Lightning Bolt") for _ in range(2)]
    b.lands("p1", "RR")
    engine = start(b)
    ok(engine, cast(bolts[0], token))
    assert triggers(passes(engine, 2)) == []
    ok(engine, cast(bolts[1], bear))
    assert len(triggers(passes(engine, 2))) == 1
    resolve_all(engine)
    assert clues(engine) == 1


# ----- 603.2: "your second spell each turn", "your second card each turn", "the first time ... each turn" --------


def test_second_spell_each_turn_triggers_once_and_counts_spells_before_it() -> None:
    """Malcolm, the Eyes: cast as the turn's first spell, it counts itself; the second spell triggers it, the
    third doesn't."""
    b = SetupBuilder()
    malcolm = b.add("p1", "hand", "Malcolm, the Eyes")
    cheap = [b.add("p1", "hand", _spell(b, "Nothing of Test", {"do": "gain_life", "n": 1})) for _ in range(2)]
    b.lands("p1", "UR")
    engine = start(b)
    ok(engine, cast(malcolm))
    resolve_all(engine)
    assert triggers(ok(engine, cast(cheap[0]))) == [malcolm]
    resolve_all(engine)
    assert triggers(ok(engine, cast(cheap[1]))) == []
    resolve_all(engine)
    assert clues(engine) == 1


def test_second_card_each_turn_triggers_on_the_second_draw_only() -> None:
    """Knowledge Seeker: drawing two cards is two draws (121.2); only the second triggers it."""
    b = SetupBuilder()
    seeker = b.add("p1", "battlefield", "Knowledge Seeker")
    for _ in range(4):
        b.add("p1", "library", "Grizzly Bears")
    draw_two = b.add("p1", "hand", _spell(b, "Two Cards of Test", {"do": "draw", "n": 2}))
    draw_one = b.add("p1", "hand", _spell(b, "One Card of Test", {"do": "draw", "n": 1}))
    engine = start(b)
    ok(engine, cast(draw_two))
    assert triggers(passes(engine, 2)) == [seeker]
    resolve_all(engine)
    ok(engine, cast(draw_one))
    assert triggers(passes(engine, 2)) == []
    counters = next(o for o in engine.observe(None)["objects"] if o["card"] == seeker)["counters"]
    assert counters == {"+1/+1": 1}


def test_first_investigation_each_turn_triggers_once() -> None:
    """Erdwal Illuminator: investigating twice triggers it on the first only; its own investigation is the turn's
    third, and a later one that turn doesn't trigger it."""
    b = SetupBuilder()
    erdwal = b.add("p1", "battlefield", "Erdwal Illuminator")
    twice = b.add("p1", "hand", _spell(b, "Twice of Test", {"do": "investigate", "n": 2}))
    once = b.add("p1", "hand", _spell(b, "Once of Test", {"do": "investigate", "n": 1}))
    engine = start(b)
    ok(engine, cast(twice))
    assert triggers(passes(engine, 2)) == [erdwal]
    resolve_all(engine)
    assert clues(engine) == 3
    ok(engine, cast(once))
    assert triggers(passes(engine, 2)) == []
    assert clues(engine) == 4


# ----- 603.4: "if a creature died this turn" ------------------------------------------------------------------


def test_if_a_creature_died_this_turn() -> None:
    """Funnel-Web Recluse: no creature died yet, so it doesn't trigger; after an opponent's creature died this
    turn it does."""
    b = SetupBuilder()
    first = b.add("p1", "hand", "Funnel-Web Recluse")
    second = b.add("p1", "hand", "Funnel-Web Recluse")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "GGGGGGGGGGR")
    engine = start(b)
    ok(engine, cast(first))
    assert triggers(passes(engine, 2)) == []
    ok(engine, cast(bolt, bear))
    passes(engine, 2)
    ok(engine, cast(second))
    assert triggers(passes(engine, 2)) == [second]
    resolve_all(engine)
    assert clues(engine) == 1


def test_a_creature_that_died_last_turn_does_not_count() -> None:
    """603.4, "this turn": the record starts anew each turn (a death in the previous turn doesn't count)."""
    b = SetupBuilder(step="end")
    recluse = b.add("p2", "hand", "Funnel-Web Recluse")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    b.lands("p2", "GGGGG")
    for pid in ("p1", "p2"):
        for _ in range(3):
            b.add(pid, "library", "Grizzly Bears")
    engine = start(b)
    ok(engine, cast(bolt, bear))
    passes(engine, 2)  # the bear dies in p1's turn
    while engine.observe(None)["turn"]["active_player"] != "p2" or \
            engine.observe(None)["turn"]["step"] != "precombat_main":
        ok(engine, PASS)
    ok(engine, cast(recluse))
    assert triggers(passes(engine, 2)) == []


# ----- 508.1m, 508.3: attackers being declared -----------------------------------------------------------------


def test_a_creature_you_control_attacks_alone() -> None:
    """Agent 13 (506.5): one attacker declared triggers it (itself included); two don't."""
    b = SetupBuilder(step="beginning_of_combat")
    agent = b.add("p1", "battlefield", "Agent 13, Sharon Carter")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    engine = start(b)
    passes(engine, 2)
    assert triggers(ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2"}})) == [agent]
    b2 = SetupBuilder(step="beginning_of_combat")
    agent = b2.add("p1", "battlefield", "Agent 13, Sharon Carter")
    bear = b2.add("p1", "battlefield", "Grizzly Bears")
    engine = start(b2)
    passes(engine, 2)
    result = ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2", agent: "p2"}})
    assert result["observation"]["pending_choice"] is None and result["observation"]["stack"] == []


def test_you_attack_with_three_or_more_creatures_triggers_once() -> None:
    """Meddling Youths (508.3d): once for a declaration of three attackers, not at all for two."""
    for count, expected in ((3, 1), (2, 0)):
        b = SetupBuilder(step="beginning_of_combat")
        b.add("p1", "battlefield", "Meddling Youths")
        bears = [b.add("p1", "battlefield", "Grizzly Bears") for _ in range(3)]
        engine = start(b)
        passes(engine, 2)
        result = ok(engine, {"type": "declare_attackers", "attackers": {c: "p2" for c in bears[:count]}})
        assert len(triggers(result)) == len(result["observation"]["stack"]) == expected


def test_a_creature_attacks_you_triggers_for_each_attacker() -> None:
    """Search the Premises (508.3a): its controller's opponent attacks them with two creatures: two triggers,
    controlled by the defending player."""
    b = SetupBuilder(step="beginning_of_combat")
    premises = b.add("p2", "battlefield", "Search the Premises")
    bears = [b.add("p1", "battlefield", "Grizzly Bears") for _ in range(2)]
    engine = start(b)
    passes(engine, 2)
    result = ok(engine, {"type": "declare_attackers", "attackers": {c: "p2" for c in bears}})
    choice = result["observation"]["pending_choice"]  # 603.3b: one trigger about each attacker, in p2's order
    assert choice["player"] == "p2" and sorted(choice["options"][0]) == [f"{premises}>{c}" for c in bears]
    assert triggers(ok(engine, {"type": "choose", "choice": choice["options"][0]})) == [premises, premises]
    resolve_all(engine)
    assert clues(engine, "p2") == 2


# ----- 603.2c: "one or more ... die"; "this ability triggers only once each turn" ---------------------------------


def test_one_or_more_creatures_dying_at_once_trigger_once() -> None:
    """Two nontoken creatures of its controller destroyed at once (603.10a) trigger "one or more ... die" once; a
    token dying with them changes nothing; a later death is a new event and triggers it again."""
    b = SetupBuilder()
    name = synthetic(b, "Mourner of Test", "{1}", ["Creature"], subtypes=["Spirit"], power=1, toughness=1, abilities=[
        {"kind": "triggered", "event": "creature_dies", "filter": {"controller": "you", "nontoken": True},
         "one_or_more": True, "effects": [{"do": "gain_life", "n": 1}]}])
    watcher = b.add("p1", "battlefield", name)
    for _ in range(2):
        b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", "Grizzly Bears", token=True)
    wrath = b.add("p1", "hand", synthetic(b, "Wrath of Test", "{0}", ["Sorcery"], effects=[
        {"do": "destroy_all", "filter": {"not_subtypes": ["Spirit"]}}]))
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(wrath))
    assert len(triggers(passes(engine, 2))) == 1
    resolve_all(engine)
    ok(engine, cast(bolt, watcher))
    assert triggers(passes(engine, 2)) == [watcher]  # the watcher itself dies: it looks back (603.10a)


def test_homicide_investigator_triggers_only_once_each_turn() -> None:
    """Homicide Investigator: the first nontoken creature of its controller to die this turn triggers it, the
    second doesn't."""
    b = SetupBuilder()
    investigator = b.add("p1", "battlefield", "Homicide Investigator")
    bears = [b.add("p1", "battlefield", "Grizzly Bears") for _ in range(2)]
    bolts = [b.add("p1", "hand", "Lightning Bolt") for _ in range(2)]
    b.lands("p1", "RR")
    engine = start(b)
    ok(engine, cast(bolts[0], bears[0]))
    assert triggers(passes(engine, 2)) == [investigator]
    resolve_all(engine)
    ok(engine, cast(bolts[1], bears[1]))
    assert triggers(passes(engine, 2)) == []
    assert clues(engine) == 1


def test_a_permanent_turned_face_up_once_each_turn() -> None:
    """True Identity: turned face up itself (an enchantment then, not a creature) it triggers; another permanent
    turned face up the same turn doesn't trigger it again."""
    b = SetupBuilder()
    identity = b.add("p1", "battlefield", "True Identity", face_down="disguise")
    gadget = b.add("p1", "battlefield", "Gadget Technician", face_down="disguise")
    b.add("p1", "library", "Grizzly Bears")
    b.lands("p1", "WUR")
    engine = start(b)
    assert triggers(ok(engine, {"type": "turn_face_up", "card": identity})) == [identity]
    assert triggers(ok(engine, {"type": "turn_face_up", "card": gadget})) == [gadget]


# ----- 603.2b, 513.1: "at the beginning of each end step"; 603.4: what its controller cast this turn -----------


def test_each_end_step_triggers_in_every_players_turn() -> None:
    """"At the beginning of each end step" triggers in the end step of its controller's opponent too; "your end
    step" only in its controller's."""
    b = SetupBuilder(step="postcombat_main")
    each = b.add("p2", "battlefield", synthetic(b, "Each Ender of Test", "{1}", ["Enchantment"], abilities=[
        {"kind": "triggered", "event": "beginning_of_each_end", "effects": [{"do": "gain_life", "n": 1}]}]))
    b.add("p2", "battlefield", synthetic(b, "Own Ender of Test", "{1}", ["Enchantment"], abilities=[
        {"kind": "triggered", "event": "beginning_of_your_end", "effects": [{"do": "gain_life", "n": 1}]}]))
    engine = start(b)
    assert triggers(passes(engine, 2)) == [each]  # p1's end step


def test_fae_offering_needs_both_a_creature_and_a_noncreature_spell() -> None:
    """Fae Offering (603.4): only a creature spell cast this turn: no trigger at the end step; a creature and a
    noncreature spell: its three tokens."""
    for spells, expected in ((["Grizzly Bears"], 0), (["Grizzly Bears", "Lightning Bolt"], 1)):
        b = SetupBuilder(step="postcombat_main")
        offering = b.add("p1", "battlefield", "Fae Offering")
        hand = [b.add("p1", "hand", name) for name in spells]
        b.lands("p1", "GGR")
        engine = start(b)
        for card in hand:
            ok(engine, cast(card, "p2") if card != hand[0] else cast(card))
            resolve_all(engine)
        result = passes(engine, 2)
        assert triggers(result) == [offering] * expected
        resolve_all(engine)
        kinds = sorted(s for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["token"]
                       for s in o["subtypes"])
        assert kinds == (["Clue", "Food", "Treasure"] if expected else [])


# ----- 120.2b: "it deals 1 damage to you" ------------------------------------------------------------------


def test_callous_inspector_deals_damage_to_its_controller_as_it_dies() -> None:
    """Callous Inspector: its controller's opponent kills it; the dies trigger (looking back, 603.10a) deals 1
    damage to its controller, not to the player who killed it, and makes them a Clue."""
    b = SetupBuilder()
    inspector = b.add("p2", "battlefield", "Callous Inspector")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(bolt, inspector))
    assert triggers(passes(engine, 2)) == [inspector]
    resolve_all(engine)
    lives = {p["id"]: p["life"] for p in engine.observe(None)["players"]}
    assert lives == {"p1": 20, "p2": 19}
    assert clues(engine, "p2") == 1 and clues(engine, "p1") == 0


# ----- 120.4b: "whenever this is dealt 3 or more damage" --------------------------------------------------------


def test_dealt_three_or_more_damage_in_one_event() -> None:
    """Innocent Bystander (2/1): 2 damage destroys it without a trigger; 3 damage destroys it too, and it triggers
    (it was on the battlefield as the damage was dealt)."""
    b = SetupBuilder()
    bystander = b.add("p2", "battlefield", "Innocent Bystander")
    shock = b.add("p1", "hand", synthetic(b, "Shock of Test", "{0}", ["Instant"], targets=[{"kind": "any"}],
                                          effects=[{"do": "damage", "n": 2, "target": 0}]))
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(shock, bystander))
    assert triggers(passes(engine, 2)) == []
    engine2 = start(b)
    ok(engine2, cast(bolt, bystander))
    assert triggers(passes(engine2, 2)) == [bystander]
    resolve_all(engine2)
    assert clues(engine2, "p2") == 1


def test_combat_damage_from_two_blockers_is_one_event() -> None:
    """510.2, 120.4b: blocked by two 2/2s, Innocent Bystander is dealt 4 damage at once and its ability triggers
    once; blocked by one, 2 damage doesn't trigger it."""
    for blockers, expected in ((2, 1), (1, 0)):
        b = SetupBuilder(step="beginning_of_combat")
        bystander = b.add("p1", "battlefield", "Innocent Bystander")
        bears = [b.add("p2", "battlefield", "Grizzly Bears") for _ in range(blockers)]
        engine = start(b)
        passes(engine, 2)
        ok(engine, {"type": "declare_attackers", "attackers": {bystander: "p2"}})
        passes(engine, 2)
        ok(engine, {"type": "declare_blockers", "blockers": {bear: bystander for bear in bears}})
        result = passes(engine, 2)  # to the combat damage step
        assert triggers(result) == [bystander] * expected


# ----- 701.9a: "whenever one or more players discard one or more cards" (once each turn) -------------------------


def test_a_discard_triggers_once_each_turn() -> None:
    """Hostile Investigator: its controller's opponent discards a card: it triggers; another discard that turn
    doesn't trigger it again."""
    b = SetupBuilder()
    investigator = b.add("p1", "battlefield", "Hostile Investigator")
    rip = [b.add("p1", "hand", _spell(b, "Rip of Test", {"do": "opponents_discard", "n": 1})) for _ in range(2)]
    for _ in range(2):
        b.add("p2", "hand", "Grizzly Bears")
    engine = start(b)
    for spell, expected in ((rip[0], [investigator]), (rip[1], [])):
        ok(engine, cast(spell))
        result = passes(engine, 2)
        choice = result["observation"]["pending_choice"]
        if choice is not None and choice["kind"] == "discard":
            result = ok(engine, {"type": "choose", "choice": choice["options"][0]})
        assert triggers(result) == expected
        resolve_all(engine)
    assert clues(engine) == 1


# ----- 603.4: "if you've cast a noncreature spell this turn" -------------------------------------------------


def test_beginning_of_combat_if_you_cast_a_noncreature_spell() -> None:
    """Franklin Richards: no spell cast this turn, no trigger at the beginning of combat; a creature spell isn't
    enough; a noncreature spell is."""
    for spells, expected in (([], 0), (["Grizzly Bears"], 0), (["Lightning Bolt"], 1)):
        b = SetupBuilder()
        franklin = b.add("p1", "battlefield", "Franklin Richards, Ascendant")
        hand = [b.add("p1", "hand", name) for name in spells]
        b.lands("p1", "GGR")
        engine = start(b)
        for card in hand:
            ok(engine, cast(card, "p2") if "Bolt" in spells[0] else cast(card))
            resolve_all(engine)
        assert triggers(passes(engine, 2)) == [franklin] * expected


# ----- 603.6c, 603.10a: "whenever another permanent you control leaves the battlefield, if it had counters" ------


def test_a_permanent_with_counters_leaving_for_any_zone() -> None:
    """Angelic Sleuth: a creature of its controller with a +1/+1 counter returned to hand triggers it (leaving for
    any zone, not only dying); one without counters doesn't; an opponent's doesn't."""
    b = SetupBuilder()
    sleuth = b.add("p1", "battlefield", "Angelic Sleuth")
    countered = b.add("p1", "battlefield", "Grizzly Bears", counters={"+1/+1": 1})
    plain = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears", counters={"+1/+1": 1})
    bounce = [b.add("p1", "hand", synthetic(b, "Bounce of Test", "{0}", ["Instant"], targets=[{"kind": "creature"}],
                                            effects=[{"do": "to_hand", "target": 0}])) for _ in range(3)]
    engine = start(b)
    for spell, victim, expected in ((bounce[0], plain, []), (bounce[1], theirs, []),
                                    (bounce[2], countered, [sleuth])):
        ok(engine, cast(spell, victim))
        assert triggers(passes(engine, 2)) == expected
        resolve_all(engine)
    assert clues(engine) == 1


def test_leaving_together_the_watcher_looks_back() -> None:
    """603.10a: Angelic Sleuth destroyed in the same event as a creature with a counter still sees it leave."""
    b = SetupBuilder()
    sleuth = b.add("p1", "battlefield", "Angelic Sleuth")
    b.add("p1", "battlefield", "Grizzly Bears", counters={"+1/+1": 1})
    wrath = b.add("p1", "hand", synthetic(b, "Wrath of Test", "{0}", ["Sorcery"], effects=[
        {"do": "destroy_all", "filter": {}}]))
    engine = start(b)
    ok(engine, cast(wrath))
    assert triggers(passes(engine, 2)) == [sleuth]
