"""Static abilities that change characteristics (613) with counts of their own, choices of token kind (111.10)
and the other rules issue 33's statics group added. Each test plays a real card of the pool and fails if its rule
is wrong."""

from __future__ import annotations

from test_engine_amounts import pt
from test_engine_core import cast, find, ok, passes, start, synthetic, zone
from test_engine_disguise import turn_up
from test_engine_optional import choose, pending
from test_engine_turn_triggers import resolve_all

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

# ----- 613.4c, 611.3a, 301.5: "+1/+0 for each Aura and Equipment attached to this" --------------------------------


def test_613_4c_a_static_count_of_what_is_attached_to_its_source() -> None:
    """Kellan, the Fae-Blooded wearing an Aura (Curious Inquiry) gives the other creatures its controller controls
    +1/+0 (not itself, nor the opponent's); once its Equipment (Swashbuckler's Whip) is attached to it as well,
    +2/+0; moved to another creature, the Equipment no longer counts (the count is always current)."""
    b = SetupBuilder()
    kellan = b.add("p1", "battlefield", "Kellan, the Fae-Blooded // Birthright Boon")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", "Curious Inquiry", attached_to=kellan)
    whip = b.add("p1", "battlefield", "Swashbuckler's Whip")
    b.lands("p1", "GG")
    engine = start(b)
    assert pt(engine, bears) == (3, 2) and pt(engine, kellan) == (3, 3) and pt(engine, theirs) == (2, 2)
    ok(engine, {"type": "activate", "card": whip, "ability": 0, "targets": [kellan]})
    passes(engine, 2)
    assert pt(engine, bears) == (4, 2) and pt(engine, kellan) == (3, 3)
    ok(engine, {"type": "activate", "card": whip, "ability": 0, "targets": [bears]})
    passes(engine, 2)
    assert pt(engine, bears) == (3, 2) and pt(engine, theirs) == (2, 2)


def test_701_23a_birthright_boon_finds_an_aura_or_an_equipment() -> None:
    """Birthright Boon: the search offers only the Aura and the Equipment of the library (701.23a), and the card
    found goes to its caster's hand."""
    b = SetupBuilder()
    boon = b.add("p1", "hand", "Kellan, the Fae-Blooded // Birthright Boon")
    aura = b.add("p1", "library", "Curious Inquiry")
    whip = b.add("p1", "library", "Swashbuckler's Whip")
    b.add("p1", "library", "Grizzly Bears")
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, cast(boon, mode="adventure"))
    passes(engine, 2)
    asked = pending(engine)
    assert asked is not None and asked["kind"] == "pick_card"
    assert sorted(asked["options"]) == sorted([aura, whip, "none"])
    choose(engine, whip)
    assert zone(engine, whip) == "hand" and zone(engine, aura) == "library"


# ----- 608.2d, 111.10: "create your choice of a Clue token, a Food token, or a Treasure token" --------------------


def test_608_2d_a_token_of_the_kind_its_controller_chooses() -> None:
    """The Third Doctor's enters trigger asks its controller for a token kind among the three it names, in printed
    order, and creates one token of the chosen kind (no Clue: choosing a Food isn't investigating); the token, a
    noncreature token, makes the Doctor 3/3."""
    b = SetupBuilder()
    doctor = b.add("p1", "hand", "The Third Doctor")
    b.lands("p1", "GGUU")
    engine = start(b)
    ok(engine, cast(doctor))
    passes(engine, 2)  # the Doctor resolves; its trigger goes on the stack
    passes(engine, 2)  # the trigger resolves
    assert pending(engine) == {"player": "p1", "kind": "token_kind", "options": ["Clue", "Food", "Treasure"]}
    choose(engine, "Food")
    made = [o["name"] for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o.get("token")]
    assert made == ["Food"] and pt(engine, doctor) == (3, 3)


# ----- 702.83a, 613.1f, 613.6: exalted, granted to the Clues its controller controls ------------------------------


def _attack(merchant: bool, clues: int, attackers: int) -> tuple[ReferenceEngine, list[str]]:
    b = SetupBuilder(step="beginning_of_combat")
    bears = [b.add("p1", "battlefield", "Grizzly Bears") for _ in range(attackers)]
    if merchant:
        b.add("p1", "battlefield", "Merchant of Truth")
    for _ in range(clues):
        b.add("p1", "battlefield", "Clue", token=True)
    b.add("p2", "battlefield", "Clue", token=True)  # an opponent's Clue: its exalted is theirs
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2" for bear in bears}})
    return engine, bears


def test_702_83a_each_clue_given_exalted_pumps_a_creature_attacking_alone() -> None:
    """Merchant of Truth gives each Clue its controller controls exalted: a creature attacking alone gets +1/+1 for
    each of the two Clues (each instance triggers, 702.83b); not for the opponent's Clue (p2's Clue has exalted
    too, but the attacker isn't p2's); the Merchant itself has no exalted."""
    engine, (bear,) = _attack(True, 2, 1)
    resolve_all(engine)
    assert pt(engine, bear) == (4, 4)


def test_702_83a_exalted_doesnt_trigger_for_two_attackers_nor_without_the_static() -> None:
    """Two attackers: no exalted trigger (506.5: neither attacks alone); no Merchant: a Clue has no exalted."""
    engine, bears = _attack(True, 2, 2)
    resolve_all(engine)
    assert [pt(engine, bear) for bear in bears] == [(2, 2), (2, 2)]
    engine, (bear,) = _attack(False, 2, 1)
    resolve_all(engine)
    assert pt(engine, bear) == (2, 2)


# ----- 118.7, 702.168d: a disguise cost reduced by the disguise ability itself ------------------------------------


def _codebreaker(instants: int, sorceries: int) -> tuple[ReferenceEngine, str, list[str]]:
    b = SetupBuilder()
    breaker = b.add("p1", "battlefield", "Fugitive Codebreaker", face_down="disguise")
    for _ in range(instants):
        b.add("p1", "graveyard", "Lightning Bolt")
    for _ in range(sorceries):
        b.add("p1", "graveyard", "Blaze")
    b.add("p1", "graveyard", "Grizzly Bears")  # a creature card: not counted
    b.add("p2", "graveyard", "Lightning Bolt")  # the opponent's graveyard: not counted
    hand = [b.add("p1", "hand", "Grizzly Bears") for _ in range(2)]
    for _ in range(4):
        b.add("p1", "library", "Mountain")
    b.lands("p1", "RRR")
    return start(b), breaker, hand


def test_118_7_the_disguise_cost_is_reduced_per_instant_and_sorcery_card_in_its_controllers_graveyard() -> None:
    """Fugitive Codebreaker: with two instants and a sorcery in p1's graveyard its disguise cost {5}{R} is {2}{R},
    so three lands turn it face up; its turned-face-up trigger discards p1's hand and draws three. With one
    instant card fewer the cost is {3}{R}, more than three lands pay."""
    engine, breaker, _ = _codebreaker(1, 1)
    assert not engine.act(turn_up(breaker))["accepted"]
    engine, breaker, hand = _codebreaker(2, 1)
    ok(engine, turn_up(breaker))
    resolve_all(engine)
    assert all(zone(engine, c) == "graveyard" for c in hand)
    assert sum(1 for o in engine.observe(None)["objects"] if o["zone"] == "hand" and o["owner"] == "p1") == 3


# ----- 614.1c: "this enters tapped unless it's your turn" ---------------------------------------------------------


def _whale(b: SetupBuilder) -> str:
    """A flash creature of ours with Horned Loch-Whale's replacement effect (the card waits on its Adventure)."""
    return synthetic(b, "Loch Whale of Test", "{1}", ["Creature"], power=6, toughness=6, keywords=["flash"],
                     abilities=[{"kind": "as_enters", "effects": [{"do": "enters_tapped", "unless_your_turn": True}]}])


def test_614_1c_it_enters_tapped_only_on_another_players_turn() -> None:
    """Cast on its controller's turn it enters untapped; flashed in on the opponent's turn, tapped."""
    b = SetupBuilder()
    mine = b.add("p1", "hand", _whale(b))
    b.lands("p1", "W")
    engine = start(b)
    ok(engine, cast(mine))
    passes(engine, 2)
    assert find(engine, mine)["tapped"] is False  # type: ignore[index]
    b = SetupBuilder(active="p2")
    theirs = b.add("p1", "hand", _whale(b))
    b.lands("p1", "W")
    engine = start(b)
    passes(engine, 1)  # p2 passes; p1 has priority on p2's turn
    ok(engine, cast(theirs))
    passes(engine, 2)
    assert find(engine, theirs)["tapped"] is True  # type: ignore[index]


# ----- 608.2c, 608.2h: "destroy up to one target artifact. If you controlled that permanent, draw a card." ----------


def _kellan_trigger(b: SetupBuilder) -> str:
    """A creature of ours with Kellan, Inquisitive Prodigy's attack trigger (the card waits on its Adventure)."""
    return synthetic(b, "Prodigy of Test", "{1}", ["Creature"], power=3, toughness=4, abilities=[
        {"kind": "triggered", "event": "attacks", "targets": [
            {"kind": "permanent", "filter": {"types": ["Artifact"]}, "optional": True}],
         "effects": [{"do": "destroy", "target": 0},
                     {"do": "if_you_controlled", "target": 0, "effects": [{"do": "draw", "n": 1}]}]}])


def _attack_with_target(whose: str) -> tuple[ReferenceEngine, str, int]:
    b = SetupBuilder(step="beginning_of_combat")
    prodigy = b.add("p1", "battlefield", _kellan_trigger(b))
    clue = b.add(whose, "battlefield", "Clue", token=True)
    for _ in range(3):
        b.add("p1", "library", "Island")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {prodigy: "p2"}})
    if pending(engine):
        choose(engine, [clue])
    hand = len([o for o in engine.observe(None)["objects"] if o["zone"] == "hand" and o["owner"] == "p1"])
    resolve_all(engine)
    return engine, clue, hand


def test_608_2h_a_draw_if_you_controlled_the_destroyed_permanent() -> None:
    """Its own Clue destroyed, p1 draws (who controlled it is read as it last existed, 608.2h); the opponent's
    Clue destroyed, p1 doesn't."""
    engine, clue, before = _attack_with_target("p1")
    assert zone(engine, clue) is None or zone(engine, clue) != "battlefield"
    assert len([o for o in engine.observe(None)["objects"] if o["zone"] == "hand" and o["owner"] == "p1"]) == \
        before + 1
    engine, clue, before = _attack_with_target("p2")
    assert len([o for o in engine.observe(None)["objects"] if o["zone"] == "hand" and o["owner"] == "p1"]) == before


# ----- 701.36: populate ---------------------------------------------------------------------------------------------


def _populate(b: SetupBuilder) -> str:
    return b.add("p1", "hand", synthetic(b, "Populace of Test", "{0}", ["Sorcery"], effects=[{"do": "populate"}]))


def test_701_36a_populate_copies_a_creature_token_its_controller_chooses() -> None:
    """Populate offers the creature tokens its controller controls (not a Clue, not a nontoken creature, not the
    opponent's token) and makes a copy of the chosen one."""
    b = SetupBuilder()
    spell = _populate(b)
    b.add("p1", "battlefield", "Grizzly Bears")
    bears = b.add("p1", "battlefield", "Grizzly Bears", token=True)
    knight = b.add("p1", "battlefield", "Besotted Knight // Betroth the Beast", token=True)
    b.add("p1", "battlefield", "Clue", token=True)
    b.add("p2", "battlefield", "Grizzly Bears", token=True)
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    asked = pending(engine)
    assert asked is not None and asked["kind"] == "pick_card" and sorted(asked["options"]) == sorted([bears, knight])
    choose(engine, knight)
    mine = [o["name"] for o in engine.observe(None)["objects"]
            if o["zone"] == "battlefield" and o.get("token") and o["controller"] == "p1"]
    assert sorted(mine) == ["Besotted Knight", "Besotted Knight", "Clue", "Grizzly Bears"]


def test_701_36b_populate_without_a_creature_token_does_nothing() -> None:
    """With only a noncreature token (a Clue), populate asks nothing and creates nothing."""
    b = SetupBuilder()
    spell = _populate(b)
    b.add("p1", "battlefield", "Clue", token=True)
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    assert pending(engine) is None
    assert sum(1 for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o.get("token")) == 1


# ----- 701.21a, 608.2c: "sacrifice a non-Demon creature. If you do, ..." ------------------------------------------


def _rebirth(b: SetupBuilder, *creatures: str) -> tuple[str, list[str]]:
    """A sorcery of ours with Foul Rebirth's effects (the card waits on its first face's optional sacrifice)."""
    token = {"subtypes": ["Vampire", "Demon"], "colors": ["W", "B"], "power": 4, "toughness": 3,
             "keywords": ["flying"]}
    spell = b.add("p1", "hand", synthetic(b, "Rebirth of Test", "{0}", ["Sorcery"], effects=[
        {"do": "sacrifice_one", "filter": {"types": ["Creature"], "not_subtypes": ["Demon"]},
         "if_you_do": [{"do": "create_creature_token", "token": token, "n": 1}]}]))
    return spell, [b.add("p1", "battlefield", c) for c in creatures]


def _demon(b: SetupBuilder) -> str:
    return synthetic(b, "Demon of Test", "{1}", ["Creature"], subtypes=["Demon"], power=1, toughness=1)


def test_701_21a_a_sacrifice_of_its_controllers_choice_then_what_follows() -> None:
    """Only p1's non-Demon creatures are offered (not its Demon, not p2's Bears, not its Clue); the chosen one is
    sacrificed and the 4/3 Vampire Demon is created."""
    b = SetupBuilder()
    spell, (bears, knight) = _rebirth(b, "Grizzly Bears", "Besotted Knight // Betroth the Beast")
    demon = b.add("p1", "battlefield", _demon(b))
    b.add("p1", "battlefield", "Clue", token=True)
    b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    asked = pending(engine)
    assert asked is not None and asked["kind"] == "pick_card" and sorted(asked["options"]) == sorted([bears, knight])
    choose(engine, bears)
    assert zone(engine, bears) == "graveyard" and zone(engine, demon) == "battlefield"
    made = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and "Vampire" in o["subtypes"]]
    assert len(made) == 1 and (made[0]["power"], made[0]["toughness"]) == (4, 3)


def test_701_21a_nothing_to_sacrifice_nothing_follows() -> None:
    """With only a Demon, nothing is sacrificed and no token is created (608.2c)."""
    b = SetupBuilder()
    spell, _ = _rebirth(b)
    demon = b.add("p1", "battlefield", _demon(b))
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    assert pending(engine) is None and zone(engine, demon) == "battlefield"
    assert not [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and "Vampire" in o["subtypes"]]
