"""Keyword abilities: kicker shown as a keyword and "if this spell was kicked" (702.33a, 702.33d), the keywords
that stand for triggered abilities (702.100 evolve, 702.101 extort, 702.108 prowess), a target player
investigating (701.16a), and an end step trigger on the life gained this turn (603.4, 119.3)."""

from __future__ import annotations

from test_engine_core import cast, find, life, ok, passes, start, synthetic
from test_engine_events import to_step

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def choose(engine: ReferenceEngine, answer: object) -> JSON:
    return ok(engine, {"type": "choose", "choice": answer})


def clues(engine: ReferenceEngine, pid: str) -> int:
    return sum(1 for o in engine.observe(None)["objects"]
               if o["zone"] == "battlefield" and o["name"] == "Clue" and o["controller"] == pid)


# ----- kicker (702.33) ------------------------------------------------------------------------------------


def test_702_33a_kicker_is_a_keyword_the_card_shows() -> None:
    """702.33a: kicker is a keyword ability; the observation lists it with its cost, in hand and on the stack."""
    b = SetupBuilder()
    burst = b.add("p1", "hand", "Burst Lightning")
    b.lands("p1", "R")
    engine = start(b)
    assert "kicker {4}" in find(engine, burst)["keywords"]  # type: ignore[index]
    ok(engine, cast(burst, "p2"))
    assert "kicker {4}" in find(engine, burst)["keywords"]  # type: ignore[index]


def _brainwashing(kicked: bool) -> tuple[ReferenceEngine, str]:
    b = SetupBuilder()
    jet = b.add("p1", "hand", "Jet's Brainwashing")
    bear = b.add("p2", "battlefield", "Grizzly Bears", tapped=True)
    b.lands("p1", "RRRR")
    engine = start(b)
    ok(engine, cast(jet, bear, **({"additional_costs": ["kicker"]} if kicked else {})))
    passes(engine, 2)
    return engine, bear


def test_702_33d_kicked_effects_happen_only_when_kicked() -> None:
    """702.33d, 608.2c: "if this spell was kicked" looks at whether the kicker cost was paid; the rest of the spell
    happens either way."""
    engine, bear = _brainwashing(kicked=False)
    seen = find(engine, bear)
    assert seen is not None and seen["controller"] == "p2" and seen["tapped"]
    assert clues(engine, "p1") == 1
    engine, bear = _brainwashing(kicked=True)
    seen = find(engine, bear)
    assert seen is not None and seen["controller"] == "p1" and not seen["tapped"] and "haste" in seen["keywords"]
    assert clues(engine, "p1") == 1


# ----- a target player investigates (701.16a) -------------------------------------------------------------


def test_701_16a_the_target_player_investigates() -> None:
    """Panther Pounce: the Clue is the target player's, not the caster's."""
    b = SetupBuilder()
    pounce = b.add("p1", "hand", "Panther Pounce")
    bear = b.add("p1", "battlefield", "Grizzly Bears", tapped=True)
    b.lands("p1", "W")
    engine = start(b)
    ok(engine, cast(pounce, "p2", bear))
    passes(engine, 2)
    assert (clues(engine, "p1"), clues(engine, "p2")) == (0, 1)
    seen = find(engine, bear)
    assert seen is not None and seen["power"] == 3 and "flying" in seen["keywords"] and not seen["tapped"]


# ----- prowess (702.108) ----------------------------------------------------------------------------------


def test_702_108a_prowess_triggers_on_a_noncreature_spell_only() -> None:
    b = SetupBuilder()
    monk = synthetic(b, "Prowess Monk of Test", "{U}", ["Creature"], power=1, toughness=1, keywords=["prowess"])
    creature = b.add("p1", "battlefield", monk)
    bears = b.add("p1", "hand", "Grizzly Bears")
    burst = b.add("p1", "hand", "Burst Lightning")
    b.lands("p1", "RRGG")
    engine = start(b)
    ok(engine, cast(bears))
    assert len(engine.observe(None)["stack"]) == 1  # a creature spell: no trigger
    passes(engine, 2)
    ok(engine, cast(burst, "p2"))
    assert len(engine.observe(None)["stack"]) == 2  # the prowess trigger above the spell
    passes(engine, 2)
    seen = find(engine, creature)
    assert seen is not None and (seen["power"], seen["toughness"]) == (2, 2)


# ----- evolve (702.100) -----------------------------------------------------------------------------------


def test_702_100a_evolve_counts_only_a_bigger_creature_entering_under_your_control() -> None:
    b = SetupBuilder()
    egg = synthetic(b, "Evolving Egg of Test", "{G}", ["Creature"], power=0, toughness=1, keywords=["evolve"])
    small = synthetic(b, "Small Sprout of Test", "{G}", ["Creature"], power=0, toughness=1)
    evolver = b.add("p1", "battlefield", egg)
    sprout = b.add("p1", "hand", small)
    bears = b.add("p1", "hand", "Grizzly Bears")
    b.lands("p1", "GGG")
    engine = start(b)
    ok(engine, cast(sprout))
    passes(engine, 2)
    assert engine.observe(None)["stack"] == []  # 0/1 is not bigger than 0/1: no trigger
    ok(engine, cast(bears))
    passes(engine, 2)  # the Bears enter; evolve triggers
    assert len(engine.observe(None)["stack"]) == 1
    passes(engine, 2)
    assert find(engine, evolver)["counters"] == {"+1/+1": 1}  # type: ignore[index]


def test_702_100b_evolve_checks_again_as_it_resolves() -> None:
    """702.100b (603.4): the entering creature no longer bigger when evolve resolves: no counter."""
    b = SetupBuilder()
    egg = synthetic(b, "Evolving Egg of Test", "{G}", ["Creature"], power=1, toughness=1, keywords=["evolve"])
    evolver = b.add("p1", "battlefield", egg)
    bears = b.add("p1", "hand", "Grizzly Bears")
    burst = b.add("p1", "hand", "Burst Lightning")
    b.lands("p1", "GGRR")
    engine = start(b)
    ok(engine, cast(bears))
    passes(engine, 2)
    ok(engine, cast(burst, bears))  # in response to evolve: the Bears die before it resolves
    passes(engine, 2)  # Burst resolves, the Bears die
    passes(engine, 2)  # evolve resolves: the Bears' last known 2/2 is still bigger
    assert find(engine, evolver)["counters"] == {"+1/+1": 1}  # type: ignore[index]


# ----- extort (702.101) -----------------------------------------------------------------------------------


def test_702_101a_extort_drains_each_opponent_when_paid() -> None:
    b = SetupBuilder()
    b.add("p1", "battlefield", "Syndicate Heavy")
    burst = b.add("p1", "hand", "Burst Lightning")
    b.lands("p1", "RW")
    engine = start(b)
    ok(engine, cast(burst, "p2"))
    passes(engine, 2)  # the extort trigger resolves: may pay {W/B}
    choose(engine, "accept")
    assert (life(engine, "p1"), life(engine, "p2")) == (21, 19)
    passes(engine, 2)
    assert life(engine, "p2") == 17


def test_603_4_an_end_step_trigger_on_four_life_gained_this_turn() -> None:
    """Syndicate Heavy: "if you gained 4 or more life this turn" counts the turn's gains together (119.3)."""
    for gained, expected in ((3, 0), (4, 1)):
        b = SetupBuilder()
        b.add("p1", "battlefield", "Syndicate Heavy")
        balm = synthetic(b, "Balm of Test", "{W}", ["Sorcery"], effects=[{"do": "gain_life", "n": gained}])
        spell = b.add("p1", "hand", balm)
        b.lands("p1", "W")
        engine = start(b)
        ok(engine, cast(spell))
        passes(engine, 2)  # extort: nothing left to pay with
        passes(engine, 2)
        to_step(engine, "p1", "end")
        passes(engine, 2)
        assert clues(engine, "p1") == expected


# ----- damage to each creature a filter picks (120.3), "if you do" after a discard (608.2c), a token's own ability
# (111.4) -------------------------------------------------------------------------------------------------------


def _cast_mode(card: str, mode: str) -> JSON:
    return {"type": "cast", "card": card, "mode": mode, "targets": []}


def test_120_3_forktail_sweep_damages_each_creature_an_opponent_controls() -> None:
    b = SetupBuilder()
    fang = b.add("p1", "hand", "Fang Dragon // Forktail Sweep")
    mine = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = [b.add("p2", "battlefield", "Grizzly Bears") for _ in range(2)]
    b.lands("p1", "RR")
    engine = start(b)
    ok(engine, _cast_mode(fang, "adventure"))
    passes(engine, 2)
    assert [find(engine, c)["damage"] for c in theirs] == [1, 1]  # type: ignore[index]
    assert find(engine, mine)["damage"] == 0  # type: ignore[index]


def test_608_2c_flush_out_draws_only_if_a_card_was_discarded() -> None:
    for in_hand, drawn in ((1, 2), (0, 0)):
        b = SetupBuilder()
        flush = b.add("p1", "hand", "Stormshriek Feral // Flush Out")
        for _ in range(in_hand):
            b.add("p1", "hand", "Grizzly Bears")
        for _ in range(3):
            b.add("p1", "library", "Forest")
        b.lands("p1", "RR")
        engine = start(b)
        ok(engine, _cast_mode(flush, "omen"))
        passes(engine, 2)
        hand = [o for o in engine.observe(None)["objects"] if o["zone"] == "hand" and o["owner"] == "p1"]
        assert len(hand) == drawn


def test_111_4_pest_problem_rats_have_their_own_cant_block() -> None:
    """The Rats are 1/1 black tokens whose own static ability keeps them from blocking (509.1b)."""
    b = SetupBuilder(active="p2")
    trainee = b.add("p1", "hand", "Ratcatcher Trainee // Pest Problem")
    attacker = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "RRR")
    engine = start(b)
    ok(engine, {"type": "pass"}, _cast_mode(trainee, "adventure"))
    passes(engine, 2)
    rats = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["token"]]
    assert [(o["name"], o["power"], o["toughness"], o["colors"]) for o in rats] == [("Rat Token", 1, 1, ["B"])] * 2
    to_step(engine, "p2", "declare_attackers")
    ok(engine, {"type": "declare_attackers", "attackers": {attacker: "p1"}})
    while engine.observe(None)["turn"]["step"] != "declare_blockers":
        passes(engine, 1)
    refused = engine.act({"type": "declare_blockers", "blockers": {rats[0]["card"]: attacker}})
    assert not refused["accepted"] and "block" in str(refused["reason"]), refused["reason"]


# ----- counters put on a permanent as a trigger event (122.6) ---------------------------------------------------


def test_122_6_counters_put_on_lonis_investigate_that_many_times() -> None:
    """Lonis evolves when the Bears enter (702.100a); the counter put on it triggers its investigate once per counter;
    two counters put by one effect trigger it once, for two Clues."""
    b = SetupBuilder()
    lonis = b.add("p1", "battlefield", "Lonis, Genetics Expert")
    bears = b.add("p1", "hand", "Grizzly Bears")
    b.lands("p1", "GG")
    engine = start(b)
    ok(engine, cast(bears))
    passes(engine, 2)  # the Bears enter: evolve triggers
    passes(engine, 2)  # evolve resolves: a +1/+1 counter on Lonis, whose trigger goes on the stack
    assert find(engine, lonis)["counters"] == {"+1/+1": 1}  # type: ignore[index]
    assert len(engine.observe(None)["stack"]) == 1
    passes(engine, 2)
    assert clues(engine, "p1") == 1


def test_122_6_one_event_putting_two_counters_triggers_once_for_two() -> None:
    b = SetupBuilder()
    lonis = b.add("p1", "battlefield", "Lonis, Genetics Expert")
    growth = synthetic(b, "Double Growth of Test", "{G}", ["Instant"], targets=[{"kind": "creature"}],
                       effects=[{"do": "add_counters", "counter": "+1/+1", "n": 2, "target": 0}])
    spell = b.add("p1", "hand", growth)
    b.lands("p1", "G")
    engine = start(b)
    ok(engine, cast(spell, lonis))
    passes(engine, 2)
    assert len(engine.observe(None)["stack"]) == 1  # one trigger for the two counters
    passes(engine, 2)
    assert clues(engine, "p1") == 2


# ----- a spell's own "can't be countered" (101.2), up to two targets (115.3, 601.2c) ----------------------------


def _out_cold(n_targets: int, answer: str | None) -> tuple[ReferenceEngine, list[str]]:
    b = SetupBuilder()
    out_cold = b.add("p1", "hand", "Out Cold")
    bears = [b.add("p2", "battlefield", "Grizzly Bears") for _ in range(2)]
    b.lands("p1", "UUUU")
    response = b.add("p2", "hand", answer) if answer else None
    b.lands("p2", "UU")
    engine = start(b)
    ok(engine, cast(out_cold, *bears[:n_targets]))
    if response is not None:
        targets = [out_cold] if answer == "Counterspell" else bears[:n_targets]
        ok(engine, {"type": "pass"}, cast(response, *targets[:1]))
        passes(engine, 2)
    passes(engine, 2)
    return engine, bears


def test_101_2_out_cold_cant_be_countered() -> None:
    engine, bears = _out_cold(2, "Counterspell")
    assert [find(engine, c)["tapped"] for c in bears] == [True, True]  # type: ignore[index]
    assert [find(engine, c)["counters"] for c in bears] == [{"stun": 1}] * 2  # type: ignore[index]
    assert clues(engine, "p1") == 1


def test_601_2c_out_cold_with_no_target_still_investigates() -> None:
    engine, bears = _out_cold(0, None)
    assert clues(engine, "p1") == 1 and not any(find(engine, c)["tapped"] for c in bears)  # type: ignore[index]


# ----- an optional effect (608.2d) and the source's last known toughness (608.2h) ------------------------------


def test_608_2h_dinosaur_egg_discovers_its_last_known_toughness_if_its_controller_wants() -> None:
    """Dinosaur Egg with a +1/+1 counter (1/4) is destroyed: its controller may discover X, X its toughness as it
    last existed (4, not the card's printed 3), so the mana value 4 Out Cold is hit, not the Bears below it."""
    for answer, zone in (("accept", "exile"), ("decline", "library")):
        b = SetupBuilder()
        egg = b.add("p1", "battlefield", "Dinosaur Egg", counters={"+1/+1": 1})
        blade = b.add("p1", "hand", "Doom Blade")
        top = b.add("p1", "library", "Out Cold")
        b.add("p1", "library", "Grizzly Bears")
        b.lands("p1", "BB")
        engine = start(b)
        ok(engine, cast(blade, egg))
        passes(engine, 2)  # Doom Blade resolves: the Egg dies, its trigger goes on the stack
        passes(engine, 2)
        assert engine.observe(None)["pending_choice"] == {"player": "p1", "kind": "may",
                                                          "options": ["decline", "accept"]}
        choose(engine, answer)
        assert find(engine, top)["zone"] == zone  # type: ignore[index]


# ----- bargain (702.166) ----------------------------------------------------------------------------------------


def _witch(bargain: bool) -> tuple[ReferenceEngine, str, str]:
    b = SetupBuilder()
    witch = b.add("p1", "hand", "Diminisher Witch")
    clue = b.add("p1", "battlefield", "Clue", token=True)
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "UUU")
    engine = start(b)
    extra = {"additional_costs": [{"sacrifice": [clue]}]} if bargain else {}
    ok(engine, cast(witch, **extra))
    passes(engine, 2)  # the Witch resolves; its enters trigger targets the Bears if it was bargained
    passes(engine, 2)
    return engine, clue, bears


def test_702_166a_bargain_is_an_optional_sacrifice_and_702_166b_remembered_by_the_permanent() -> None:
    engine, clue, bears = _witch(bargain=True)
    assert find(engine, clue) is None or find(engine, clue)["zone"] != "battlefield"  # type: ignore[index]
    seen = find(engine, bears)
    assert seen is not None and (seen["power"], seen["toughness"]) == (1, 1)  # a Cursed Role: base 1/1
    engine, clue, bears = _witch(bargain=False)
    assert find(engine, clue)["zone"] == "battlefield"  # type: ignore[index]
    seen = find(engine, bears)
    assert seen is not None and (seen["power"], seen["toughness"]) == (2, 2)


def test_702_166a_only_an_artifact_enchantment_or_token_pays_bargain() -> None:
    b = SetupBuilder()
    witch = b.add("p1", "hand", "Diminisher Witch")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "UUU")
    engine = start(b)
    assert not engine.act(cast(witch, additional_costs=[{"sacrifice": [bears]}]))["accepted"]
    assert "bargain" in find(engine, witch)["keywords"]  # type: ignore[index]


# ----- evoke (702.74) --------------------------------------------------------------------------------------------


def test_702_74a_evoke_is_an_alternative_cost_and_the_permanent_is_sacrificed_as_it_enters() -> None:
    b = SetupBuilder()
    sifter = b.add("p1", "hand", "Wavesifter")
    b.lands("p1", "GU")
    engine = start(b)
    assert any(a.get("card") == sifter and a.get("alt_cost") == "evoke" for a in engine.legal_actions())
    assert not engine.act(cast(sifter, alt_cost=None))["accepted"]  # {3}{G}{U} can't be paid with two lands
    ok(engine, cast(sifter, alt_cost="evoke"))
    passes(engine, 2)  # it enters: its investigate and evoke triggers (one source: the protocol names one order)
    assert len(engine.observe(None)["stack"]) == 2
    passes(engine, 4)
    assert find(engine, sifter)["zone"] == "graveyard"  # type: ignore[index]
    assert clues(engine, "p1") == 2


def test_702_74a_cast_for_its_mana_cost_it_stays() -> None:
    b = SetupBuilder()
    sifter = b.add("p1", "hand", "Wavesifter")
    b.lands("p1", "GUGUG")
    engine = start(b)
    ok(engine, cast(sifter))
    passes(engine, 4)
    assert find(engine, sifter)["zone"] == "battlefield" and clues(engine, "p1") == 2  # type: ignore[index]


# ----- fight (701.14) from a reflexive trigger (603.12) ---------------------------------------------------------


def _werefox(fight_target: bool) -> tuple[ReferenceEngine, str, str]:
    b = SetupBuilder()
    curse = b.add("p1", "hand", "Curse of the Werefox")
    mine = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "GGG")
    engine = start(b)
    ok(engine, cast(curse, mine))
    passes(engine, 2)  # the Role is created; the reflexive trigger's optional target is asked
    pending = engine.observe(None)["pending_choice"]
    assert pending == {"player": "p1", "kind": "targets", "options": [[theirs], []]}
    choose(engine, [theirs] if fight_target else [])
    passes(engine, 2)
    return engine, mine, theirs


def test_701_14a_the_creature_with_the_role_fights_the_target() -> None:
    """Each deals damage equal to its power to the other: the 3/3 (Monster Role) Bears deal 3, are dealt 2."""
    engine, mine, theirs = _werefox(fight_target=True)
    assert find(engine, theirs)["zone"] == "graveyard"  # type: ignore[index]
    seen = find(engine, mine)
    assert seen is not None and seen["zone"] == "battlefield" and seen["damage"] == 2 and seen["power"] == 3


def test_603_12_with_no_target_chosen_there_is_no_fight() -> None:
    engine, mine, theirs = _werefox(fight_target=False)
    assert find(engine, theirs)["damage"] == 0 and find(engine, mine)["damage"] == 0  # type: ignore[index]


def test_701_14b_no_fight_if_the_creature_with_the_role_is_gone() -> None:
    """The creature "that" names left the battlefield before the reflexive ability resolves: neither deals damage."""
    b = SetupBuilder()
    curse = b.add("p1", "hand", "Curse of the Werefox")
    mine = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p1", "GGG")
    b.lands("p2", "R")
    engine = start(b)
    ok(engine, cast(curse, mine))
    passes(engine, 2)
    choose(engine, [theirs])
    ok(engine, {"type": "pass"}, cast(bolt, mine))  # p2 kills the 3/3 in response to the fight
    passes(engine, 2)
    passes(engine, 2)
    assert find(engine, mine)["zone"] == "graveyard"  # type: ignore[index]
    assert find(engine, theirs)["damage"] == 0  # type: ignore[index]


# ----- a named legendary token (111.4), a sacrifice-an-artifact-token cost (118.3), "each Dog you control" ---------


def test_111_4_sophia_makes_tiny_and_feeds_the_dogs_an_artifact_token() -> None:
    b = SetupBuilder()
    sophia = b.add("p1", "hand", "Sophia, Dogged Detective")
    clue = b.add("p1", "battlefield", "Clue", token=True)
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "GWUGG")
    engine = start(b)
    ok(engine, cast(sophia))
    passes(engine, 4)  # Sophia resolves, then her enters trigger
    tiny = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["name"] == "Tiny"]
    assert len(tiny) == 1 and tiny[0]["token"] and tiny[0]["supertypes"] == ["Legendary"]
    assert (tiny[0]["power"], tiny[0]["toughness"], tiny[0]["subtypes"], tiny[0]["keywords"]) == (
        2, 2, ["Dog", "Detective"], ["trample"])
    refused = engine.act({"type": "activate", "card": sophia, "ability": 0, "targets": [], "sacrifice": [bears]})
    assert not refused["accepted"]  # a creature card's permanent is no artifact token
    ok(engine, {"type": "activate", "card": sophia, "ability": 0, "targets": [], "sacrifice": [clue]})
    passes(engine, 2)
    assert find(engine, tiny[0]["card"])["counters"] == {"+1/+1": 1}  # type: ignore[index]
    assert find(engine, sophia)["counters"] == {} and find(engine, bears)["counters"] == {}  # type: ignore[index]
