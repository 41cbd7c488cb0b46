"""Rules the zone-change cards of issue 33 brought: gravestorm (702.69), an exile undone at the beginning of the next
end step (603.7, 610.3). Each test plays a real card of the pool and fails if its rule is wrong."""

from __future__ import annotations

from test_engine_core import cast, find, life, ok, passes, start, turn, zone
from test_engine_events import to_step
from test_engine_turn_triggers import clues, resolve_all

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

# ----- 702.69a: gravestorm ----------------------------------------------------------------------------------------


def test_702_69a_gravestorm_copies_once_per_permanent_put_into_a_graveyard_this_turn() -> None:
    """Two creatures (one of them a token) went to a graveyard from the battlefield this turn: Follow the Bodies is
    copied twice, and the original and both copies each investigate."""
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    token = b.add("p2", "battlefield", "Grizzly Bears", token=True)
    bolts = [b.add("p1", "hand", "Lightning Bolt") for _ in range(2)]
    follow = b.add("p1", "hand", "Follow the Bodies")
    b.lands("p1", "RRUUU")
    engine = start(b)
    for bolt, victim in zip(bolts, (bear, token), strict=True):
        ok(engine, cast(bolt, victim))
        resolve_all(engine)
    ok(engine, cast(follow))
    assert len(engine.observe(None)["stack"]) == 2  # the spell and its gravestorm trigger
    resolve_all(engine)
    assert clues(engine) == 3


def test_702_69a_gravestorm_counts_this_turn_only_and_nothing_means_no_copy() -> None:
    """A creature that died in an earlier turn doesn't count: with none this turn, only the spell investigates."""
    b = SetupBuilder()
    b.add("p2", "graveyard", "Grizzly Bears")
    follow = b.add("p1", "hand", "Follow the Bodies")
    b.lands("p1", "UUU")
    engine = start(b)
    ok(engine, cast(follow))
    resolve_all(engine)
    assert clues(engine) == 1


# ----- 603.7, 610.3c: exiled until the next end step ----------------------------------------------------------------

TWINS = "Twining Twins // Swift Spiral"


def test_603_7_swift_spiral_returns_the_card_at_the_next_end_step_under_its_owner() -> None:
    """The Bears stay in exile through the main phase and combat; as the end step begins, the delayed trigger goes
    on the stack and returns the card under its owner's control, a new object without the counter it had (400.7)."""
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears", counters={"+1/+1": 1})
    twins = b.add("p1", "hand", TWINS)
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, cast(twins, bear, mode="adventure"))
    resolve_all(engine)
    assert zone(engine, bear) == "exile"
    to_step(engine, "p1", "end_of_combat")
    assert zone(engine, bear) == "exile"
    to_step(engine, "p1", "end")
    assert len(engine.observe(None)["stack"]) == 1  # the delayed trigger
    resolve_all(engine)
    back = find(engine, bear)
    assert back is not None and back["zone"] == "battlefield" and back["controller"] == "p2"
    assert not back["counters"]


def test_603_7a_exiled_during_an_end_step_returns_at_the_next_turns() -> None:
    """Cast in p1's end step, after it began: the card comes back only as p2's end step begins."""
    b = SetupBuilder(step="end")
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")  # p2 draws in their turn
    twins = b.add("p1", "hand", TWINS)
    b.lands("p1", "WW")
    engine = start(b)
    ok(engine, cast(twins, bear, mode="adventure"))
    resolve_all(engine)
    assert zone(engine, bear) == "exile"
    to_step(engine, "p2", "end_of_combat")
    assert zone(engine, bear) == "exile" and turn(engine)["active_player"] == "p2"
    to_step(engine, "p2", "end")
    resolve_all(engine)
    assert zone(engine, bear) == "battlefield"


def test_610_3c_a_token_exiled_this_way_does_not_return() -> None:
    """Swift Spiral can't target a token (nontoken creature); an exiled token would cease to exist anyway (111.8)."""
    b = SetupBuilder()
    token = b.add("p2", "battlefield", "Grizzly Bears", token=True)
    twins = b.add("p1", "hand", TWINS)
    b.lands("p1", "WW")
    engine = start(b)
    assert not engine.act(cast(twins, token, mode="adventure"))["accepted"]


# ----- 603.2c: one or more creature cards leaving your graveyard -----------------------------------------------------


def _detectives(engine: ReferenceEngine, pid: str = "p1") -> int:
    return sum(1 for o in engine.observe(None)["objects"]
               if o["zone"] == "battlefield" and o["controller"] == pid and "Detective" in o["subtypes"])


def test_603_2c_chalk_outline_triggers_on_a_creature_card_leaving_your_graveyard() -> None:
    """Raise Dead returns a creature card from p1's graveyard: Chalk Outline makes a Detective and investigates."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Chalk Outline")
    dead = b.add("p1", "graveyard", "Grizzly Bears")
    raise_dead = b.add("p1", "hand", "Raise Dead")
    b.lands("p1", "B")
    engine = start(b)
    ok(engine, cast(raise_dead, dead))
    resolve_all(engine)
    assert zone(engine, dead) == "hand"
    assert _detectives(engine) == 1 and clues(engine) == 1


def test_603_2c_chalk_outline_ignores_noncreature_cards_and_other_graveyards() -> None:
    """A creature card leaving the opponent's graveyard, or an instant card leaving p1's, doesn't trigger it."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Chalk Outline")
    theirs = b.add("p2", "graveyard", "Grizzly Bears")
    bolt = b.add("p1", "graveyard", "Lightning Bolt")
    archaeomancer = b.add("p1", "hand", "Archaeomancer")
    b.lands("p1", "UUUU")
    engine = start(b)
    ok(engine, cast(archaeomancer))
    resolve_all(engine)  # its enters trigger returns the Bolt to p1's hand
    assert zone(engine, bolt) == "hand" and zone(engine, theirs) == "graveyard"
    assert _detectives(engine) == 0 and clues(engine) == 0


def test_603_2c_two_creature_cards_leaving_in_one_event_trigger_it_once() -> None:
    """Feral Deathgorger exiles two creature cards from p1's graveyard with one ability: one event, one trigger."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Chalk Outline")
    cards = [b.add("p1", "graveyard", "Grizzly Bears") for _ in range(2)]
    gorger = b.add("p1", "hand", "Feral Deathgorger // Dusk Sight")
    b.lands("p1", "BBBBBB")
    engine = start(b)
    ok(engine, cast(gorger))
    passes(engine, 2)  # the Dragon resolves; its enters trigger asks for its targets (601.2c)
    choice = engine.observe(None)["pending_choice"]
    assert choice is not None and choice["kind"] == "targets"
    ok(engine, {"type": "choose", "choice": next(o for o in choice["options"] if sorted(o) == sorted(cards))})
    resolve_all(engine)
    assert [zone(engine, c) for c in cards] == ["exile", "exile"]
    assert _detectives(engine) == 1


# ----- 401.7, 608.2d: second from the top or on the bottom, the owner's choice ----------------------------------------


def _lost_days(library: int, *, token: bool = False) -> tuple[ReferenceEngine, str]:
    """p1 casts Lost Days on p2's Grizzly Bears (p2's library holds `library` Forests); its owner is asked."""
    b = SetupBuilder()
    bear = b.add("p2", "battlefield", "Grizzly Bears", token=token)
    for _ in range(library):
        b.add("p2", "library", "Forest")
    lost = b.add("p1", "hand", "Lost Days")
    b.lands("p1", "UUUUU")
    engine = start(b)
    ok(engine, cast(lost, bear))
    passes(engine, 2)
    return engine, bear


def _library(engine: ReferenceEngine, pid: str) -> list[str]:
    objects = [o for o in engine.observe(None)["objects"] if o["zone"] == "library" and o["owner"] == pid]
    return [o["card"] for o in sorted(objects, key=lambda o: o["position"])]


def test_401_7_the_owner_chooses_second_from_the_top() -> None:
    engine, bear = _lost_days(3)
    choice = engine.observe(None)["pending_choice"]
    assert choice["kind"] == "library_position" and choice["player"] == "p2"
    assert sorted(choice["options"]) == ["bottom", "second_from_top"]
    ok(engine, {"type": "choose", "choice": "second_from_top"})
    assert _library(engine, "p2").index(bear) == 1
    assert clues(engine, "p1") == 1 and clues(engine, "p2") == 0


def test_401_7_or_the_bottom() -> None:
    engine, bear = _lost_days(3)
    ok(engine, {"type": "choose", "choice": "bottom"})
    assert _library(engine, "p2")[-1] == bear


def test_401_7_second_from_the_top_of_a_one_card_library_is_the_bottom() -> None:
    engine, bear = _lost_days(1)
    ok(engine, {"type": "choose", "choice": "second_from_top"})
    assert _library(engine, "p2") == [_library(engine, "p2")[0], bear]


def test_704_5d_a_token_put_into_a_library_ceases_to_exist() -> None:
    engine, bear = _lost_days(2, token=True)
    ok(engine, {"type": "choose", "choice": "bottom"})
    assert zone(engine, bear) is None and len(_library(engine, "p2")) == 2
    assert clues(engine, "p1") == 1


# ----- 608.2h, 701.21a: the permanents you've sacrificed this turn; 608.2c: "if X is three or more" -----------------


def test_obsessive_pursuit_enters_and_upkeep_each_lose_life_and_make_a_clue() -> None:
    b = SetupBuilder()
    pursuit = b.add("p1", "hand", "Obsessive Pursuit")
    b.lands("p1", "BB")
    engine = start(b)
    ok(engine, cast(pursuit))
    resolve_all(engine)
    assert life(engine, "p1") == 19 and clues(engine) == 1


def _attack_after_sacrificing(n: int) -> tuple[ReferenceEngine, str]:
    """p1 sacrifices `n` Clues (drawing a card each), then attacks with Grizzly Bears; Obsessive Pursuit's attack
    trigger targets the Bears and resolves."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Obsessive Pursuit")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    found = [b.add("p1", "battlefield", "Clue", token=True) for _ in range(n)]
    for _ in range(n + 2):
        b.add("p1", "library", "Swamp")
    b.lands("p1", "BB" * n)
    engine = start(b)
    for clue in found:
        ok(engine, {"type": "activate", "card": clue, "ability": 0, "targets": []})
        resolve_all(engine)
    to_step(engine, "p1", "declare_attackers")
    ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2"}})
    resolve_all(engine)
    return engine, bear


def test_608_2h_counters_for_each_permanent_sacrificed_this_turn_and_lifelink_from_three() -> None:
    engine, bear = _attack_after_sacrificing(3)
    found = find(engine, bear)
    assert found is not None and found["counters"] == {"+1/+1": 3} and "lifelink" in found["keywords"]


def test_608_2c_fewer_than_three_sacrificed_gives_no_lifelink() -> None:
    engine, bear = _attack_after_sacrificing(2)
    found = find(engine, bear)
    assert found is not None and found["counters"] == {"+1/+1": 2} and "lifelink" not in found["keywords"]


# ----- 701.59: collect evidence ----------------------------------------------------------------------------------


def _examiner(graveyard: list[str]) -> tuple[ReferenceEngine, list[str]]:
    """Evidence Examiner's beginning-of-combat trigger resolving, with `graveyard` in p1's graveyard."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Evidence Examiner")
    cards = [b.add("p1", "graveyard", name) for name in graveyard]
    engine = start(b)
    to_step(engine, "p1", "beginning_of_combat")
    passes(engine, 2)
    return engine, cards


def test_701_59a_collect_evidence_exiles_cards_totalling_n_and_triggers() -> None:
    """Two Grizzly Bears (2 + 2) make 4; p1 stops there: both are exiled, the Bolt stays, and the Examiner's
    'whenever you collect evidence' ability investigates."""
    engine, (bear1, bear2, bolt) = _examiner(["Grizzly Bears", "Grizzly Bears", "Lightning Bolt"])
    choice = engine.observe(None)["pending_choice"]
    assert choice["kind"] == "may" and sorted(choice["options"]) == ["accept", "decline"]
    ok(engine, {"type": "choose", "choice": "accept"})
    choice = engine.observe(None)["pending_choice"]
    assert choice["kind"] == "pick_card" and "none" not in choice["options"]
    ok(engine, {"type": "choose", "choice": bear1})
    assert "none" not in engine.observe(None)["pending_choice"]["options"]  # 2 of 4
    ok(engine, {"type": "choose", "choice": bear2})
    assert sorted(engine.observe(None)["pending_choice"]["options"]) == sorted([bolt, "none"])
    ok(engine, {"type": "choose", "choice": "none"})
    resolve_all(engine)
    assert [zone(engine, c) for c in (bear1, bear2, bolt)] == ["exile", "exile", "graveyard"]
    assert clues(engine) == 1


def test_701_59b_collecting_is_not_offered_when_the_graveyard_cannot_reach_n() -> None:
    engine, (bear, bolt) = _examiner(["Grizzly Bears", "Lightning Bolt"])
    assert engine.observe(None)["pending_choice"] is None  # declined without being asked: 3 < 4
    assert zone(engine, bear) == "graveyard" and zone(engine, bolt) == "graveyard" and clues(engine) == 0
