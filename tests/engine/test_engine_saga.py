"""The reference engine on Saga cards (714): a lore counter as a Saga enters (714.3a) and as its controller's
precombat main phase begins (714.3b, 505.4), chapter abilities triggered by the counters (714.2b), and the sacrifice
once the final chapter has left the stack (714.4, 704.5s). The Witch's Vanity: I destroys an opponent's creature
with mana value 2 or less, II makes a Food, III a Wicked Role on a creature of yours."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

VANITY = "The Witch's Vanity"
PASS: JSON = {"type": "pass"}


def cast(card: str) -> JSON:
    return {"type": "cast", "card": card, "mode": "normal", "targets": [], "alt_cost": None}


def obj(engine: ReferenceEngine, card: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == card)


def on_battlefield(engine: ReferenceEngine, name: str) -> list[JSON]:
    return [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["name"] == name]


def play_until(engine: ReferenceEngine, done: object, limit: int = 200) -> None:
    """Pass priority (and declare no attackers or blockers) until `done()` holds."""
    for _ in range(limit):
        if done():  # type: ignore[operator]
            return
        actions = engine.legal_actions()
        engine.act(next((a for a in actions if a["type"] == "pass"), actions[0]))
    raise AssertionError("the game never got there")


def step(engine: ReferenceEngine) -> tuple[int, str, str]:
    turn = engine.observe(None)["turn"]
    return turn["number"], turn["step"], turn["active_player"]


def start(*, lore: int = 0, in_hand: bool = True, mine: bool = True, theirs: bool = True, step_name: str =
          "precombat_main", extra: tuple[tuple[str, str], ...] = ()) -> tuple[ReferenceEngine, str, dict[str, str]]:
    b = SetupBuilder(step=step_name)
    saga = b.add("p1", "hand", VANITY) if in_hand else b.add("p1", "battlefield", VANITY, counters={"lore": lore})
    ids = {}
    if mine:
        ids["mine"] = b.add("p1", "battlefield", "Grizzly Bears")
    if theirs:
        ids["theirs"] = b.add("p2", "battlefield", "Grizzly Bears")
    for pid, name in extra:
        ids[name] = b.add(pid, "battlefield", name)
    for _ in range(5):
        b.add("p1", "library", "Forest")
        b.add("p2", "library", "Forest")
    b.lands("p1", "BB")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, saga, ids


def test_714_3a_a_saga_enters_with_a_lore_counter_and_its_chapter_one_triggers() -> None:
    engine, saga, ids = start()
    assert engine.act(cast(saga))["accepted"]
    engine.act(PASS)
    engine.act(PASS)  # the Saga resolves and enters
    assert obj(engine, saga)["counters"] == {"lore": 1}
    assert any(o["zone"] == "stack" for o in engine.observe(None)["objects"]) or engine.observe(None)["stack"]
    play_until(engine, lambda: obj(engine, ids["theirs"])["zone"] == "graveyard" or step(engine)[1] != "precombat_main")
    assert obj(engine, ids["theirs"])["zone"] == "graveyard"  # chapter I: the opponent's 2-mana creature destroyed
    assert obj(engine, ids["mine"])["zone"] == "battlefield"
    assert obj(engine, saga)["zone"] == "battlefield"  # 704.5s: not before its final chapter


def test_714_3b_a_lore_counter_as_its_controllers_precombat_main_phase_begins_not_the_opponents() -> None:
    engine, saga, _ = start(in_hand=False, lore=1, step_name="end")
    play_until(engine, lambda: step(engine)[1:] == ("precombat_main", "p2"))
    assert obj(engine, saga)["counters"] == {"lore": 1}  # p2's main phase: not p2's Saga
    assert not on_battlefield(engine, "Food")
    play_until(engine, lambda: step(engine)[1:] == ("precombat_main", "p1"))
    assert obj(engine, saga)["counters"] == {"lore": 2}  # 505.4: p1's, before anyone has priority
    play_until(engine, lambda: bool(on_battlefield(engine, "Food")) or step(engine)[1] != "precombat_main")
    assert [o["controller"] for o in on_battlefield(engine, "Food")] == ["p1"]  # chapter II only
    assert obj(engine, saga)["zone"] == "battlefield"


def test_704_5s_the_saga_is_sacrificed_once_its_final_chapter_has_left_the_stack() -> None:
    engine, saga, ids = start(in_hand=False, lore=2, step_name="draw")
    play_until(engine, lambda: step(engine)[1] == "precombat_main")
    assert obj(engine, saga)["counters"] == {"lore": 3}
    assert obj(engine, saga)["zone"] == "battlefield"  # chapter III waits: the Saga stays (714.4)
    play_until(engine, lambda: obj(engine, saga)["zone"] != "battlefield")
    wicked = on_battlefield(engine, "Wicked")
    assert len(wicked) == 1 and wicked[0]["attached_to"] == ids["mine"]  # chapter III resolved first
    assert obj(engine, saga)["zone"] == "graveyard"
    assert step(engine)[1] == "precombat_main"


def test_704_5s_a_final_chapter_with_no_legal_target_is_removed_and_the_saga_sacrificed() -> None:
    engine, saga, _ = start(in_hand=False, lore=2, mine=False, step_name="draw")  # no creature for chapter III
    play_until(engine, lambda: step(engine)[1] == "precombat_main")
    play_until(engine, lambda: obj(engine, saga)["zone"] != "battlefield" or step(engine)[1] != "precombat_main")
    assert obj(engine, saga)["zone"] == "graveyard"  # 603.3d then 704.5s, within the same main phase
    assert step(engine)[1] == "precombat_main"
    assert not on_battlefield(engine, "Wicked")


def test_714_2b_a_chapter_doesnt_trigger_again_and_a_saga_past_its_final_chapter_is_sacrificed() -> None:
    engine, saga, ids = start(in_hand=False, lore=3)
    engine.act(PASS)  # the first check of state-based actions: no counter was put on it, no chapter triggers
    assert obj(engine, saga)["zone"] == "graveyard"
    assert not on_battlefield(engine, "Wicked") and not on_battlefield(engine, "Food")
    assert obj(engine, ids["theirs"])["zone"] == "battlefield"


def test_lore_counters_are_not_put_by_an_effect_so_doubling_season_doesnt_double_them() -> None:
    engine, saga, _ = start(extra=(("p1", "Doubling Season"),))  # 714.3a is the rules', not an effect's (614.1)
    assert engine.act(cast(saga))["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    assert obj(engine, saga)["counters"] == {"lore": 1}


HEAVEN = "Heaven Sent"


def heaven_at_chapter_three(p2_life: int) -> tuple[ReferenceEngine, str]:
    b = SetupBuilder(step="draw")
    saga = b.add("p1", "battlefield", HEAVEN, counters={"lore": 2})
    b.player("p2")["life"] = p2_life
    for _ in range(9):
        b.add("p1", "library", "Island")
        b.add("p2", "library", "Island")
    b.lands("p1", "UR")
    engine = ReferenceEngine()
    engine.setup(b.build())
    play_until(engine, lambda: step(engine)[1] == "precombat_main")
    assert obj(engine, saga)["counters"] == {"lore": 3}
    return engine, saga


def hand_size(engine: ReferenceEngine, pid: str) -> int:
    return int(next(p for p in engine.observe(None)["players"] if p["id"] == pid)["hand_size"])


def test_608_2c_heaven_sent_draws_seven_when_its_damage_leaves_an_opponent_at_0_life() -> None:
    engine, saga = heaven_at_chapter_three(1)
    engine.act(PASS)
    engine.act(PASS)  # chapter III resolves: p2 at 0 life, p1 draws seven; p2 then loses (704.5a)
    assert hand_size(engine, "p1") == 7
    assert engine.observe(None)["game_over"]


def test_heaven_sent_otherwise_exiles_itself_and_may_be_cast_again_this_turn() -> None:
    engine, saga = heaven_at_chapter_three(20)
    engine.act(PASS)
    engine.act(PASS)
    assert hand_size(engine, "p1") == 0
    assert obj(engine, saga)["zone"] == "exile"
    result = engine.act(cast(saga))  # 601.3: the permission lasts this turn
    assert result["accepted"], result
    engine.act(PASS)
    engine.act(PASS)  # it enters again: a new object with one lore counter, chapter I (714.3a)
    assert obj(engine, saga)["zone"] == "battlefield" and obj(engine, saga)["counters"] == {"lore": 1}
    play_until(engine, lambda: not engine.observe(None)["stack"])
    assert len(on_battlefield(engine, "Clue")) == 1


GADWICK = "Gadwick's First Duel"


def gadwick_after_chapter_three(p1_hand: tuple[str, ...], p2_hand: tuple[str, ...] = ()) -> tuple[
        ReferenceEngine, dict[str, str]]:
    b = SetupBuilder(step="draw")
    ids = {"saga": b.add("p1", "battlefield", GADWICK, counters={"lore": 2}),
           "bears": b.add("p2", "battlefield", "Grizzly Bears")}
    for i, name in enumerate(p1_hand):
        ids[f"{name} {i}"] = b.add("p1", "hand", name)
    for name in p2_hand:
        ids[name] = b.add("p2", "hand", name)
    for _ in range(3):
        b.add("p1", "library", "Island")
        b.add("p2", "library", "Island")
    b.lands("p1", "UUUUUURRRR")  # generic costs tap the first lands
    b.lands("p2", "UU")
    engine = ReferenceEngine()
    engine.setup(b.build())
    play_until(engine, lambda: step(engine)[1] == "precombat_main")
    play_until(engine, lambda: not engine.observe(None)["stack"])  # chapter III resolves; the Saga is sacrificed
    assert obj(engine, ids["saga"])["zone"] == "graveyard"
    return engine, ids


def life(engine: ReferenceEngine, pid: str) -> int:
    return int(next(p for p in engine.observe(None)["players"] if p["id"] == pid)["life"])


def bolt(card: str, target: str) -> JSON:
    return {**cast(card), "targets": [target]}


def answer(engine: ReferenceEngine, option: int) -> None:
    choice = engine.observe(None)["pending_choice"]
    assert choice is not None and choice["kind"] == "targets", choice
    engine.act({"type": "choose", "choice": choice["options"][option]})


def test_603_7c_707_10c_the_next_small_instant_is_copied_once_with_new_targets_if_wanted() -> None:
    engine, ids = gadwick_after_chapter_three(("Lightning Bolt", "Lightning Bolt"))
    assert engine.act(bolt(ids["Lightning Bolt 0"], "p2"))["accepted"]
    engine.act(PASS)
    engine.act(PASS)  # the delayed trigger resolves: a copy, whose controller may choose new targets
    options = engine.observe(None)["pending_choice"]["options"]
    assert options[0] == ["p2"] and [ids["bears"]] in options  # 707.10c: the copied target first, then others
    answer(engine, options.index([ids["bears"]]))
    play_until(engine, lambda: not engine.observe(None)["stack"])
    assert life(engine, "p2") == 17 and obj(engine, ids["bears"])["zone"] == "graveyard"
    assert engine.act(bolt(ids["Lightning Bolt 1"], "p2"))["accepted"]  # the next one: no copy (603.7c, once)
    play_until(engine, lambda: not engine.observe(None)["stack"])
    assert life(engine, "p2") == 14


def test_603_7c_a_bigger_spell_doesnt_use_it_up() -> None:
    engine, ids = gadwick_after_chapter_three(("Gone Missing", "Lightning Bolt"))
    assert engine.act(bolt(ids["Gone Missing 0"], ids["bears"]))["accepted"]  # mana value 5: no trigger
    play_until(engine, lambda: not engine.observe(None)["stack"])
    assert engine.act(bolt(ids["Lightning Bolt 1"], "p2"))["accepted"]
    play_until(engine, lambda: not engine.observe(None)["stack"] and not engine.observe(None)["pending_choice"])
    assert life(engine, "p2") == 14  # the Bolt and its copy


def test_707_10_the_copy_is_made_from_the_spell_as_it_last_existed_after_it_was_countered() -> None:
    engine, ids = gadwick_after_chapter_three(("Lightning Bolt",), ("Counterspell",))
    assert engine.act(bolt(ids["Lightning Bolt 0"], "p2"))["accepted"]
    engine.act(PASS)  # p2 gets priority with the copy trigger on top of the Bolt
    assert engine.act(bolt(ids["Counterspell"], ids["Lightning Bolt 0"]))["accepted"]
    play_until(engine, lambda: obj(engine, ids["Lightning Bolt 0"])["zone"] == "graveyard")
    play_until(engine, lambda: not engine.observe(None)["stack"] and not engine.observe(None)["pending_choice"])
    assert life(engine, "p2") == 17  # the copy still dealt 3
