"""Choices made as an effect resolves that issue 33's choices group brought: "you may sacrifice a <kind>. If you do /
When you do, ..." (608.2d, 701.21a, 608.2c, 603.12). Each test plays a real card of the pool and fails if its rule
is wrong."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start
from test_engine_optional import choose, pending

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

MIDGAR = "Midgar, City of Mako // Reactor Raid"


# ----- 608.2d, 701.21a, 608.2c: "you may sacrifice an artifact or creature. If you do, draw two cards." ------------


def test_608_2d_may_sacrifice_one_then_what_follows_if_you_do() -> None:
    """Reactor Raid offers its caster's artifacts and creatures (not a land, not an opponent's creature) and
    ``none``: one sacrificed, two cards are drawn; none, nothing is drawn and nothing is sacrificed."""
    for answer in ("bears", "none"):
        b = SetupBuilder()
        town = b.add("p1", "hand", MIDGAR)
        bears = b.add("p1", "battlefield", "Grizzly Bears")
        clue = b.add("p1", "battlefield", "Clue", token=True)
        theirs = b.add("p2", "battlefield", "Grizzly Bears")
        b.lands("p1", "BBB")
        library = [b.add("p1", "library", "Forest") for _ in range(3)]
        engine = start(b)
        assert engine.act(cast(town, mode="adventure"))["accepted"]
        passes(engine, 2)
        options = pending(engine)["options"]  # type: ignore[index]
        assert set(options) == {bears, clue, "none"} and theirs not in options
        choose(engine, bears if answer == "bears" else "none")
        drawn = [c for c in library if find(engine, c)["zone"] == "hand"]  # type: ignore[index]
        assert len(drawn) == (2 if answer == "bears" else 0)
        assert find(engine, bears)["zone"] == ("graveyard" if answer == "bears" else "battlefield")  # type: ignore
        assert find(engine, town)["zone"] == "exile"  # type: ignore[index]  # 715.3d: on an adventure


# ----- 603.12, 702.34a: "When you do, target instant or sorcery card in your graveyard gains flashback" ----------


def _doctor_attacks(sacrifice: bool) -> tuple[ReferenceEngine, str, str]:
    """The Fugitive Doctor attacks; its trigger resolves and p1 sacrifices its Clue (or none); the reflexive trigger,
    if any, targets the Lightning Bolt in p1's graveyard and resolves."""
    b = SetupBuilder(step="beginning_of_combat")
    doctor = b.add("p1", "battlefield", "The Fugitive Doctor")
    clue = b.add("p1", "battlefield", "Clue", token=True)
    bolt = b.add("p1", "graveyard", "Lightning Bolt")
    b.lands("p1", "RRGG")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {doctor: "p2"}})
    passes(engine, 2)  # the attack trigger resolves: the sacrifice is offered
    assert pending(engine) == {"player": "p1", "kind": "pick_card", "options": [clue, "none"]}
    choose(engine, clue if sacrifice else "none")
    if sacrifice:  # 603.12: the reflexive trigger, its target chosen as it is put on the stack
        if pending(engine) is not None:
            choose(engine, [bolt])
        passes(engine, 2)
    return engine, bolt, clue


def test_702_34a_a_card_granted_flashback_is_cast_from_the_graveyard_for_that_cost_then_exiled() -> None:
    """The Bolt, granted flashback {2}{R}{G}, is cast from the graveyard for that cost (all four lands tapped), and
    is exiled as it leaves the stack (702.34a); without the sacrifice it has no flashback and can't be cast."""
    engine, bolt, clue = _doctor_attacks(sacrifice=True)
    assert find(engine, clue) is None
    bolt_from_graveyard = {"type": "cast", "card": bolt, "targets": ["p2"], "alt_cost": "flashback"}
    assert {k: v for k, v in bolt_from_graveyard.items() if k != "targets"}.items() <= next(
        a for a in engine.legal_actions() if a.get("card") == bolt).items()
    ok(engine, bolt_from_graveyard)
    assert all(o["tapped"] for o in engine.observe(None)["objects"]
               if o["zone"] == "battlefield" and "Land" in o["types"])  # 601.2f: {2}{R}{G}, not {R}
    passes(engine, 2)
    assert find(engine, bolt)["zone"] == "exile"  # type: ignore[index]
    assert engine.observe(None)["players"][1]["life"] == 17

    engine, bolt, _ = _doctor_attacks(sacrifice=False)
    assert not engine.act({"type": "cast", "card": bolt, "targets": ["p2"], "alt_cost": "flashback"})["accepted"]
    assert not any(a.get("card") == bolt for a in engine.legal_actions())


# ----- 608.2d, 611.2: "this gains your choice of vigilance, lifelink, or hexproof until end of turn" ------------


def test_608_2d_a_keyword_chosen_as_the_ability_resolves_lasts_until_end_of_turn() -> None:
    """Ezrim's ability (its Clue sacrificed as the cost) asks its controller, as it resolves, for one of the three
    keywords in printed order; only the chosen one is granted, and it ends with the turn (514.2)."""
    from test_engine_adventure_cards import until

    b = SetupBuilder(step="postcombat_main")
    ezrim = b.add("p1", "battlefield", "Ezrim, Agency Chief")
    clue = b.add("p1", "battlefield", "Clue", token=True)
    b.lands("p1", "W")
    b.add("p1", "library", "Plains")
    b.add("p2", "library", "Plains")
    engine = start(b)
    ok(engine, {"type": "activate", "card": ezrim, "ability": 0, "sacrifice": [clue]})
    assert find(engine, clue) is None  # 602.2b: the sacrifice is part of the cost
    passes(engine, 2)
    assert pending(engine) == {"player": "p1", "kind": "keyword", "options": ["vigilance", "lifelink", "hexproof"]}
    choose(engine, "lifelink")
    keywords = find(engine, ezrim)["keywords"]  # type: ignore[index]
    assert "lifelink" in keywords and "vigilance" not in keywords and "hexproof" not in keywords
    until(engine, "p2", "upkeep")
    assert "lifelink" not in find(engine, ezrim)["keywords"]  # type: ignore[index]


# ----- 608.2d, 701.26a: "you may tap two untapped artifacts and/or creatures you control. If you do, discover 3." --


def test_608_2d_an_optional_tap_of_two_permanents_then_discover() -> None:
    """Caparocti Sunborn attacks: accepting is offered only with two untapped artifacts or creatures (a tapped one,
    a land, an opponent's don't count); the two picked are tapped, then its controller discovers 3."""
    for untapped_pair in (True, False):
        b = SetupBuilder(step="beginning_of_combat")
        caparocti = b.add("p1", "battlefield", "Caparocti Sunborn")
        bears = b.add("p1", "battlefield", "Grizzly Bears")
        clue = b.add("p1", "battlefield", "Clue", token=True, tapped=not untapped_pair)
        b.add("p1", "battlefield", "Forest")
        b.add("p2", "battlefield", "Grizzly Bears")
        bolt = b.add("p1", "library", "Lightning Bolt")
        engine = start(b)
        passes(engine, 2)
        ok(engine, {"type": "declare_attackers", "attackers": {caparocti: "p2"}})
        passes(engine, 2)
        if not untapped_pair:  # only the Bears: two can't be tapped, so accepting isn't offered (declined unasked)
            assert pending(engine) is None and not find(engine, bears)["tapped"]  # type: ignore[index]
            assert find(engine, bolt)["zone"] == "library"  # type: ignore[index]
            continue
        assert pending(engine) == {"player": "p1", "kind": "may", "options": ["decline", "accept"]}
        choose(engine, "accept")
        assert pending(engine) == {"player": "p1", "kind": "pick_card", "options": [bears, clue]}
        choose(engine, clue)  # the Bears, the one left, is picked without asking (a single option)
        assert find(engine, bears)["tapped"] and find(engine, clue)["tapped"]  # type: ignore[index]
        assert pending(engine)["kind"] == "discover_cast"  # type: ignore[index]  # 701.57a: the Bolt, mv 1


# ----- 608.2d, 701.21a, 701.36a: "you may sacrifice a non-Demon creature. If you do, populate." ----------------

PROMISE = "Promise of Aclazotz // Foul Rebirth"


def test_608_2d_may_sacrifice_a_non_demon_creature_then_populate() -> None:
    """Promise of Aclazotz's end-step trigger offers p1's creatures that aren't Demons (not Hezrou, a Frog Demon) and
    ``none``; one sacrificed, p1 copies a creature token it controls (701.36a); none, nothing is sacrificed or made."""
    for answer in ("bears", "none"):
        b = SetupBuilder(step="postcombat_main")
        b.add("p1", "battlefield", PROMISE)
        bears = b.add("p1", "battlefield", "Grizzly Bears")
        demon = b.add("p1", "battlefield", "Hezrou // Demonic Stench")
        token = b.add("p1", "battlefield", "Grizzly Bears", token=True)
        engine = start(b)
        passes(engine, 2)  # to the end step: the trigger goes on the stack
        passes(engine, 2)
        options = pending(engine)["options"]  # type: ignore[index]
        assert set(options) == {bears, token, "none"} and demon not in options
        choose(engine, bears if answer == "bears" else "none")  # the one creature token is copied (701.36a)
        tokens = [o for o in engine.observe(None)["objects"] if o["token"] and o["zone"] == "battlefield"]
        assert len(tokens) == (2 if answer == "bears" else 1)
        assert find(engine, bears)["zone"] == ("graveyard" if answer == "bears" else "battlefield")  # type: ignore


def test_701_21a_foul_rebirth_sacrifices_a_non_demon_creature_and_makes_a_demon_only_if_it_did() -> None:
    """Foul Rebirth offers p1's non-Demon creatures (not Hezrou); with only a Demon, nothing is sacrificed and no
    token is made (608.2c: "if you do")."""
    for with_others in (True, False):
        b = SetupBuilder()
        card = b.add("p1", "hand", PROMISE)
        demon = b.add("p1", "battlefield", "Hezrou // Demonic Stench")
        others = [b.add("p1", "battlefield", n) for n in ("Grizzly Bears", "Gladecover Scout")] if with_others else []
        b.lands("p1", "BBB")
        engine = start(b)
        ok(engine, cast(card, mode="adventure"))
        passes(engine, 2)
        if with_others:
            assert set(pending(engine)["options"]) == set(others)  # type: ignore[index]
            choose(engine, others[0])
        made = [o for o in engine.observe(None)["objects"] if o["token"]]
        assert [(o["power"], o["toughness"], o["subtypes"], o["keywords"]) for o in made] == (
            [(4, 3, ["Vampire", "Demon"], ["flying"])] if with_others else [])
        assert find(engine, demon)["zone"] == "battlefield"  # type: ignore[index]
