"""Qualities of targets (115.1, 601.2c, 608.2b), conditional static abilities (611.3a), statics over creatures
with a quality judged in the layer system (613), characteristic-defining power and toughness (604.3) and effects
that make a permanent a creature (205.1b, 613.1d): issue 33's cards that need them."""

from __future__ import annotations

from test_engine_core import PASS, cast, find, ok, passes, start, synthetic, zone

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def pt(engine: ReferenceEngine, cid: str) -> tuple[int, int]:
    found = find(engine, cid)
    assert found is not None
    return found["power"], found["toughness"]


def end_turn(engine: ReferenceEngine) -> None:
    """Play on, attacking and blocking with nothing, until p1's turn is over."""
    while engine.observe(None)["turn"]["active_player"] == "p1":
        pending = engine.observe(None)["pending_choice"]
        if pending is not None and pending["kind"] == "declare_attackers":
            ok(engine, {"type": "declare_attackers", "attackers": {}})
        elif pending is not None and pending["kind"] == "declare_blockers":
            ok(engine, {"type": "declare_blockers", "blockers": {}})
        else:
            ok(engine, PASS)


def refused(engine: ReferenceEngine, action: dict[str, object]) -> bool:
    return not engine.act(action)["accepted"]


def giant(b: SetupBuilder, pid: str = "p2") -> str:
    return b.add(pid, "battlefield", synthetic(b, "Hill Giant of Test", "{3}{R}", ["Creature"], power=3, toughness=3))


def crow(b: SetupBuilder, pid: str = "p2") -> str:
    return b.add(pid, "battlefield", synthetic(b, "Crow of Test", "{1}{U}", ["Creature"], power=1, toughness=2,
                                               keywords=["flying"]))


def clues(engine: ReferenceEngine, pid: str) -> int:
    return sum(1 for o in engine.observe(None)["objects"]
               if o["zone"] == "battlefield" and o["name"] == "Clue" and o["controller"] == pid)


# ----- 115.1, 601.2c: qualities of a target --------------------------------------------------------------------

def test_115_1_a_target_with_power_n_or_less() -> None:
    """Foul Play: "target creature with power 2 or less"; a 3-power creature is no legal target."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Foul Play")
    small = b.add("p2", "battlefield", "Grizzly Bears")
    big = giant(b)
    b.lands("p1", "BB")
    engine = start(b)
    assert refused(engine, cast(spell, big))
    ok(engine, cast(spell, small))
    passes(engine, 2)
    assert zone(engine, small) == "graveyard" and clues(engine, "p1") == 1


def test_115_1_a_target_with_or_without_a_keyword_ability() -> None:
    """Web Shot: "target creature with flying"; a creature without flying is no legal target."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Ettercap // Web Shot")
    bird = crow(b)
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "GGG")
    engine = start(b)
    assert refused(engine, cast(spell, bears, mode="adventure"))
    ok(engine, cast(spell, bird, mode="adventure"))
    passes(engine, 2)
    assert zone(engine, bird) == "graveyard" and zone(engine, spell) == "exile"


def test_506_4_a_target_attacking_creature_without_flying() -> None:
    """Blessed Hippogriff: its attack trigger targets an attacking creature without flying: not a creature that
    stayed home, not one with flying (the Hippogriff itself)."""
    b = SetupBuilder(step="beginning_of_combat")
    hippogriff = b.add("p1", "battlefield", "Blessed Hippogriff // Tyr's Blessing")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    giant(b, "p1")  # stays home
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {hippogriff: "p2", bears: "p2"}})
    stack = engine.observe(None)["stack"]  # the only legal target is chosen (603.3d)
    assert len(stack) == 1 and stack[0]["targets"] == [bears]
    passes(engine, 2)
    found = find(engine, bears)
    assert found is not None and "flying" in found["keywords"]


def test_205_4a_a_target_card_with_any_of_some_types_or_a_supertype() -> None:
    """Rob the Hoard: "target artifact, enchantment, or legendary card" in your graveyard: a legendary creature card
    is one, a nonlegendary creature card isn't."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Crystal Dragon // Rob the Hoard")
    legend = b.add("p1", "graveyard", "Bayek of Siwa")
    bears = b.add("p1", "graveyard", "Grizzly Bears")
    b.lands("p1", "WW")
    engine = start(b)
    assert refused(engine, cast(spell, bears, mode="adventure"))
    ok(engine, cast(spell, legend, mode="adventure"))
    passes(engine, 2)
    assert zone(engine, legend) == "hand"


def test_608_2h_its_controller_is_the_controller_as_the_target_last_existed() -> None:
    """Fateful Absence destroys p2's creature; p2, who controlled it, investigates (not its caster)."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Fateful Absence")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, cast(spell, bears))
    passes(engine, 2)
    assert zone(engine, bears) == "graveyard"
    assert (clues(engine, "p1"), clues(engine, "p2")) == (0, 1)


def test_111_1_a_target_token() -> None:
    """The Mechanist: "target artifact token you control"; a nontoken artifact is no legal target."""
    b = SetupBuilder()
    mechanist = b.add("p1", "battlefield", "The Mechanist, Aerial Artisan")
    clue = b.add("p1", "battlefield", "Clue", token=True)
    relic = b.add("p1", "battlefield", "Sphere of Resistance")
    engine = start(b)
    assert refused(engine, {"type": "activate", "card": mechanist, "ability": 0, "targets": [relic]})
    ok(engine, {"type": "activate", "card": mechanist, "ability": 0, "targets": [clue]})
    passes(engine, 2)
    assert pt(engine, clue) == (3, 1)


# ----- 611.3a: conditional static abilities -------------------------------------------------------------------

def test_611_3a_a_conditional_static_follows_the_cards_drawn_this_turn() -> None:
    """Messenger Hawk gets +2/+0 only while its controller has drawn two or more cards this turn; the next turn
    it is 1/2 again."""
    b = SetupBuilder()
    hawk = b.add("p1", "battlefield", "Messenger Hawk")
    clue = b.add("p1", "battlefield", "Clue", token=True)
    other = b.add("p1", "battlefield", "Clue", token=True)
    for _ in range(4):
        b.add("p1", "library", "Forest")
        b.add("p2", "library", "Forest")
    b.lands("p1", "GGGG")
    engine = start(b)
    assert pt(engine, hawk) == (1, 2)
    ok(engine, {"type": "activate", "card": clue, "ability": 0, "targets": []})
    passes(engine, 2)
    assert pt(engine, hawk) == (1, 2)  # one card drawn
    ok(engine, {"type": "activate", "card": other, "ability": 0, "targets": []})
    passes(engine, 2)
    assert pt(engine, hawk) == (3, 2)
    end_turn(engine)
    assert pt(engine, hawk) == (1, 2)


def test_611_3a_a_conditional_static_follows_the_tokens_its_controller_controls() -> None:
    """Briarbridge Tracker gets +2/+0 as long as its controller controls a token: its own Clue."""
    b = SetupBuilder()
    tracker = b.add("p1", "hand", "Briarbridge Tracker")
    b.lands("p1", "GGG")
    engine = start(b)
    ok(engine, cast(tracker))
    passes(engine, 2)  # the creature spell resolves
    assert pt(engine, tracker) == (2, 3)  # its enters trigger hasn't resolved yet
    passes(engine, 2)
    assert clues(engine, "p1") == 1 and pt(engine, tracker) == (4, 3)


def test_611_3a_evasion_only_while_its_condition_holds() -> None:
    """Sword Coast Serpent can't be blocked once its controller cast a noncreature spell this turn."""
    def blockable(cast_first: bool) -> bool:
        b = SetupBuilder()
        serpent = b.add("p1", "battlefield", "Sword Coast Serpent // Capsizing Wave")
        b.add("p2", "battlefield", "Grizzly Bears")
        bolt = b.add("p1", "hand", "Lightning Bolt")
        b.lands("p1", "R")
        engine = start(b)
        if cast_first:
            ok(engine, cast(bolt, "p2"))
            passes(engine, 2)
        passes(engine, 2)  # to combat
        passes(engine, 2)
        ok(engine, {"type": "declare_attackers", "attackers": {serpent: "p2"}})
        passes(engine, 2)
        return any(a["type"] == "declare_blockers" and a["blockers"] for a in engine.legal_actions())

    assert blockable(False)
    assert not blockable(True)


# ----- 613: the creatures a static affects, judged as it applies ---------------------------------------------

def test_613_6_a_granted_flying_counts_for_a_with_flying_static() -> None:
    """Air Nomad Legacy: a creature that gained flying this turn (layer 6) gets its +1/+1 (layer 7c); one without
    flying doesn't."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Air Nomad Legacy")
    bird = crow(b, "p1")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    pump = b.define({"name": "Wings of Test", "layout": "normal", "faces": [
        {"name": "Wings of Test", "mana_cost": "{U}", "types": ["Instant"], "targets": [{"kind": "creature"}],
         "effects": [{"do": "grant", "target": 0, "keywords": ["flying"]}]}]})
    spell = b.add("p1", "hand", pump)
    b.lands("p1", "U")
    engine = start(b)
    assert pt(engine, bird) == (2, 3) and pt(engine, bears) == (2, 2)
    ok(engine, cast(spell, bears))
    passes(engine, 2)
    assert pt(engine, bears) == (3, 3)


def test_700_6_other_historic_creatures_have_double_strike_during_your_turn() -> None:
    """Bayek of Siwa: an artifact creature its controller controls has double strike on their turn only; a
    nonhistoric creature never gets it."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Bayek of Siwa")
    golem = b.add("p1", "battlefield", synthetic(b, "Construct of Test", "{2}", ["Artifact", "Creature"], power=1,
                                                 toughness=1))
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    engine = start(b)

    def keywords(cid: str) -> list[str]:
        found = find(engine, cid)
        assert found is not None
        return list(found["keywords"])

    assert "double strike" in keywords(golem) and "double strike" not in keywords(bears)
    end_turn(engine)
    assert "double strike" not in keywords(golem)


# ----- 604.3: characteristic-defining power and toughness; 205.1b: becoming a creature ----------------------

def test_604_3_power_and_toughness_defined_by_the_creature_cards_in_all_graveyards() -> None:
    """Cruel Somnophage is 0/0 (and dies) with no creature card in a graveyard; with two, one each, 2/2; a third
    card going to a graveyard makes it 3/3 at once."""
    b = SetupBuilder()
    phage = b.add("p1", "battlefield", "Cruel Somnophage // Can't Wake Up")
    b.add("p1", "graveyard", "Grizzly Bears")
    b.add("p2", "graveyard", synthetic(b, "Hill Giant of Test", "{3}{R}", ["Creature"], power=3, toughness=3))
    b.add("p1", "graveyard", "Lightning Bolt")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "R")
    engine = start(b)
    assert pt(engine, phage) == (2, 2)
    ok(engine, cast(bolt, bears))
    passes(engine, 2)
    assert pt(engine, phage) == (3, 3)
    b2 = SetupBuilder()
    alone = b2.add("p1", "battlefield", "Cruel Somnophage // Can't Wake Up")
    engine = start(b2)
    assert zone(engine, alone) == "graveyard"  # 0/0: put into its owner's graveyard (704.5f)


def test_205_1b_a_noncreature_artifact_becomes_a_creature_for_good() -> None:
    """Bring to Life: a Clue becomes a 0/0 artifact creature with four +1/+1 counters, still a Clue, and stays a
    creature after the turn ends (611.2a: no duration stated)."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Animating Faerie // Bring to Life")
    clue = b.add("p1", "battlefield", "Clue", token=True)
    b.lands("p1", "UUU")
    engine = start(b)
    ok(engine, cast(spell, clue, mode="adventure"))
    passes(engine, 2)
    found = find(engine, clue)
    assert found is not None and {"Artifact", "Creature"} <= set(found["types"]) and "Clue" in found["subtypes"]
    assert pt(engine, clue) == (4, 4)
    end_turn(engine)
    assert pt(engine, clue) == (4, 4)


def test_613_1d_a_token_becomes_a_creature_until_end_of_turn() -> None:
    """The Mechanist: a Clue becomes a 3/1 Construct artifact creature with flying until end of turn; then it is
    a plain Clue again."""
    b = SetupBuilder()
    mechanist = b.add("p1", "battlefield", "The Mechanist, Aerial Artisan")
    clue = b.add("p1", "battlefield", "Clue", token=True)
    engine = start(b)
    ok(engine, {"type": "activate", "card": mechanist, "ability": 0, "targets": [clue]})
    passes(engine, 2)
    found = find(engine, clue)
    assert found is not None and "Creature" in found["types"] and "Construct" in found["subtypes"]
    assert "flying" in found["keywords"] and pt(engine, clue) == (3, 1)
    end_turn(engine)
    found = find(engine, clue)
    assert found is not None and "Creature" not in found["types"]


# ----- 402.2, 615.1a: statics about what the rules do ------------------------------------------------------

def test_402_2_no_maximum_hand_size() -> None:
    """Morska: its controller keeps nine cards through the cleanup step (514.1); without it, a discard is asked."""
    def discard_asked(morska: bool) -> bool:
        b = SetupBuilder(step="end")
        if morska:
            b.add("p1", "battlefield", "Morska, Undersea Sleuth")
        for _ in range(9):
            b.add("p1", "hand", "Forest")
        for pid in ("p1", "p2"):
            b.add(pid, "library", "Island")
        engine = start(b)
        passes(engine, 2)
        pending = engine.observe(None)["pending_choice"]
        return pending is not None and pending["kind"] == "discard"

    assert discard_asked(False)
    assert not discard_asked(True)


def test_615_1a_all_damage_to_it_prevented_during_its_controllers_turn() -> None:
    """Guardian Naga: Lightning Bolt deals it no damage during its controller's turn, 3 during another's."""
    def damage_after_bolt(active: str) -> int:
        b = SetupBuilder(active=active)
        naga = b.add("p1", "battlefield", "Guardian Naga // Banishing Coils")
        bolt = b.add(active, "hand", "Lightning Bolt")
        b.lands(active, "R")
        engine = start(b)
        ok(engine, cast(bolt, naga))
        passes(engine, 2)
        found = find(engine, naga)
        assert found is not None
        return int(found["damage"])

    assert damage_after_bolt("p1") == 0
    assert damage_after_bolt("p2") == 3


def test_604_3_a_characteristic_defining_power_works_in_every_zone() -> None:
    """Cruel Somnophage in its owner's hand is 1/1 with one creature card in a graveyard, and 2/2 as soon as a
    second one gets there: its description follows the game off the battlefield too, in every view, though
    nothing in the hand changed (the memo keys such a card on the whole game)."""
    b = SetupBuilder()
    phage = b.add("p1", "hand", "Cruel Somnophage // Can't Wake Up")
    b.add("p2", "graveyard", "Grizzly Bears")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "R")
    engine = start(b)

    def in_hand() -> tuple[int, int]:
        seen = next(o for o in engine.observe("p1")["objects"] if o["card"] == phage)
        return seen["power"], seen["toughness"]

    assert pt(engine, phage) == in_hand() == (1, 1)
    ok(engine, cast(bolt, bears))
    assert in_hand() == (1, 1)  # the Bolt is on the stack, the Bears still alive
    passes(engine, 2)
    assert zone(engine, bears) == "graveyard" and pt(engine, phage) == in_hand() == (2, 2)


def test_509_1b_up_to_two_target_creatures_cant_be_blocked_this_turn() -> None:
    """Aquatic Ingress: the creature it targets can't be blocked this turn; the other attacker can."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Sea Hag // Aquatic Ingress")
    sneak = b.add("p1", "battlefield", "Grizzly Bears")
    plain = b.add("p1", "battlefield", "Grizzly Bears")
    blocker = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "UUU")
    engine = start(b)
    ok(engine, cast(spell, sneak, mode="adventure"))
    passes(engine, 2)
    passes(engine, 2)  # to combat
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {sneak: "p2", plain: "p2"}})
    passes(engine, 2)
    blocks = [a["blockers"] for a in engine.legal_actions() if a["type"] == "declare_blockers" and a["blockers"]]
    assert {blocker: plain} in blocks and {blocker: sneak} not in blocks
