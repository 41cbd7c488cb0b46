"""Every failure names its cause: the first divergence, in words, with its rule (issue 29).

Four engines with one rules bug each (tests/fake_engines/one_bug.py), whose rulings' invariants notice the bug
later than it happens: each run reports exactly one cause, named at its first divergence with the rule that
decides it, the invariant that fired following it.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import pytest

from conformance.catalog.divergence import Divergence, failure_divergence, first_divergence
from conformance.cli import main
from conformance.expectations import Expectation, dump_expectations, expectations_warning
from conformance.runner import cause_of, message_of
from mtg_protocol.trace import JudgedTrace, Trace, Violation
from reports.model import validate_report

ONE_BUG = "python:fake_engines.one_bug:"


def _run(out: Path, engine: str, *rulings: str, options: tuple[str, ...] = ()) -> tuple[int, dict[str, Any]]:
    code = main(["run", "--engine", engine, "--profile", "dev", "--example-db", "none", "--out", str(out),
                 *options, *rulings])
    return code, json.loads((out / "report.json").read_text())


@pytest.mark.parametrize(("engine", "rulings", "kind", "rule"), [
    ("late_sacrifice", ("MKM-05", "MKM-16"), "sacrifice cost not paid as the ability is activated", "602.2b"),
    ("special_action_keeps_passes", ("MKM-08", "MKM-11"), "stack resolved before every player passed", "117.4"),
    ("ward_only_on_active_turn", ("MKM-07", "MKM-12"), "ward did not trigger", "702.21a"),
    ("trigger_without_target", ("MKM-07", "WOE-10"), "trigger put on the stack without its target", "603.3d"),
])
def test_one_rules_bug_is_one_cause_named_at_its_first_divergence(tmp_path: Path, engine: str,
                                                                  rulings: tuple[str, ...], kind: str,
                                                                  rule: str) -> None:
    code, report = _run(tmp_path, ONE_BUG + engine, *rulings)
    validate_report(report)
    assert code == 1
    assert len(report["causes"]) == 1, [c["signature"] for c in report["causes"]]
    cause = report["causes"][0]
    assert cause["signature"].startswith(kind) and rule in cause["signature"], cause["signature"]
    assert cause["first_divergence"]["rule"] and rule in cause["first_divergence"]["rule"]
    assert cause["description"].startswith(f"step {cause['first_divergence']['step'] + 1}: ")
    failures = [f for r in report["rulings"] for f in r.get("failures") or []]
    assert failures and {f["signature"] for f in failures} == {cause["signature"]}
    for failure in failures:  # the message leads with the divergence, the invariant that fired follows
        divergence = failure["first_divergence"]
        assert failure["message"].startswith(f"step {divergence['step'] + 1}: {divergence['text']}")
        then = re.search(r"; then, at step (\d+): ", failure["message"])
        assert then and int(then.group(1)) >= divergence["step"] + 1
    assert (tmp_path / "summary.md").read_text().count(cause["signature"]) >= 1
    assert cause["first_divergence"]["text"] in html.unescape((tmp_path / "report.html").read_text())
    junit = (tmp_path / "junit.xml").read_text()
    assert f'message="step {cause["first_divergence"]["step"] + 1}: ' in junit


def test_a_passing_example_computes_no_divergence(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first divergence is computed for failures only: a passing run costs nothing more
    (benchmarks/first_divergence.py measures it)."""
    from conformance.catalog import divergence

    def boom(trace: JudgedTrace) -> None:
        raise AssertionError("computed for a passing example")

    monkeypatch.setattr(divergence, "first_divergence", boom)
    trace = JudgedTrace({"players": []}, [], {"objects": []}, [], model=Trace({"players": []}, [], {"objects": []}, []))
    assert cause_of(trace, []) == (None, None)
    assert failure_divergence(trace, []) is None


def _trace(engine_steps: list[dict[str, Any]], model_steps: list[dict[str, Any]],
           actions: list[dict[str, Any]]) -> JudgedTrace:
    setup = {"players": [{"id": "p1", "battlefield": [{"id": "c1", "card": "Grizzly Bears"}]}, {"id": "p2"}]}
    initial = {"objects": [{"card": "c1", "zone": "battlefield", "owner": "p1", "controller": "p1",
                            "name": "Grizzly Bears", "mana_cost": "{1}{G}", "power": 2, "toughness": 2}],
               "players": [{"id": "p1", "life": 20}, {"id": "p2", "life": 20}],
               "turn": {"number": 1, "active_player": "p1", "step": "precombat_main", "priority": "p1"}}

    def steps(changes: list[dict[str, Any]]) -> list[dict[str, Any]]:
        out = []
        for change in changes:
            obs = json.loads(json.dumps(initial))
            obs["objects"][0].update(change.get("object", {}))
            obs["turn"].update(change.get("turn", {}))
            obs["stack"] = change.get("stack", [])
            obs["pending_choice"] = change.get("pending_choice")
            out.append({"accepted": change.get("accepted", True), "reason": change.get("reason"),
                        "events": change.get("events", []), "observation": obs})
        return out

    model = Trace(setup, actions, initial, steps(model_steps))
    return JudgedTrace(setup, actions, initial, steps(engine_steps), model=model)


def test_spelling_and_order_are_no_divergence() -> None:
    """judging.md's equivalences: a cost in another order or case, absent optional fields, set-like lists."""
    passes = [{"type": "pass"}]
    same = _trace([{"object": {"mana_cost": "{g}{1}", "counters": None, "keywords": None}}],
                  [{"object": {"counters": {}, "keywords": []}}], passes)
    assert first_divergence(same) is None
    other = _trace([{"object": {"power": 3}}], [{}], passes)
    found = first_divergence(other)
    assert found is not None and (found.step, found.kind, found.rule, found.objects) == \
        (0, "object with another power", "613.1", ("c1",))
    assert found.headline.startswith("step 1: the engine shows c1 (Grizzly Bears) with power 3")


def test_a_card_name_the_engine_does_not_list_is_judged_only_when_chosen() -> None:
    """201.3: any card name may be named; an engine lists the names its card database knows (phase: not the pool's
    cards it has no data for, WOE-04 on the final pool of session 6), so a name it lacks is no divergence until the
    scenario names it. A target the engine leaves out still is one."""
    ask = {"player": "p1", "kind": "card_name", "options": ["Beanstalk Giant", "Grizzly Bears"]}
    fewer = {**ask, "options": ["Grizzly Bears"]}
    assert first_divergence(_trace([{"pending_choice": fewer}], [{"pending_choice": ask}], [{"type": "pass"}])) is None
    aim = {"player": "p1", "kind": "targets", "options": [["c1"], []]}
    found = first_divergence(_trace([{"pending_choice": {**aim, "options": [["c1"]]}}], [{"pending_choice": aim}],
                                    [{"type": "pass"}]))
    assert found is not None and found.kind == "targets choice without some options"


def test_priority_with_another_player_names_the_rule_of_the_action() -> None:
    found = first_divergence(_trace([{"turn": {"priority": "p1"}}], [{"turn": {"priority": "p2"}}],
                                    [{"type": "pass"}]))
    assert found is not None and (found.kind, found.rule) == ("priority with another player", "117.3d")


def test_an_ability_already_on_both_stacks_pairs_with_itself_not_with_a_new_trigger() -> None:
    """The stacks are paired from the bottom: an ability both games already had is not taken for the ward trigger
    of the same source that the engine left out above it (MKM-06 on phase: that is 'ward did not trigger', not
    'ability with other targets')."""
    old = {"id": "a1", "kind": "ability", "controller": "p1", "source": "c1", "targets": ["c1"]}
    ward = {"id": "a2", "kind": "ability", "controller": "p1", "source": "c1", "targets": []}
    trigger = {"type": "trigger", "source": "c1", "text": "ward {2}"}
    model = [{"stack": [old]}, {"stack": [ward, old], "events": [trigger]}]
    trace = _trace([{"stack": [old]}, {"stack": [old]}], model,
                   [{"type": "activate", "card": "c1", "ability": 0}, {"type": "pass"}])
    found = first_divergence(trace)
    assert found is not None and (found.step, found.kind, found.rule) == (1, "ward did not trigger", "702.21a")


def test_a_refused_action_is_the_divergence_and_the_message_leads_with_it() -> None:
    trace = _trace([{"accepted": False, "reason": "nope"}], [{}], [{"type": "pass"}])
    late = Violation("something", "did another thing", 0, "legal pass refused", "legality")
    found = failure_divergence(trace, [late])
    assert found is not None and found.signature == "legal pass refused (117.3d)"
    assert message_of([late], found).startswith('step 1: the engine refused "p1 passes priority"')
    assert "; then, at step 1: expected something" in message_of([late], found)
    assert "legality" not in message_of([late], found)  # the invariant's name in the code is no game word


def test_a_refusal_reason_that_cites_its_rule_is_not_cited_twice() -> None:
    """The model's reason for a refusal already ends with its rule; the headline does not add it again."""
    reason = "this spell's mandatory additional cost (sacrifice) must be paid (601.2f)"
    trace = _trace([{}], [{"accepted": False, "reason": reason}], [{"type": "cast", "card": "c1"}])
    found = first_divergence(trace)
    assert found is not None and found.rule == "601.2f"
    assert found.headline.endswith("must be paid (601.2f)") and "(601.2f) (601.2f)" not in found.headline


def test_zones_are_named_in_game_words() -> None:
    """A permanent is on the battlefield, a spell on the stack, not in them."""
    from mtg_protocol.words import in_zone

    assert (in_zone("battlefield"), in_zone("stack"), in_zone("exile"), in_zone("hand", "p1")) == \
        ("on the battlefield", "on the stack", "in exile", "in p1's hand")
    died = _board([[{"card": "c1", "zone": "graveyard"}]], [[]], [{"type": "pass"}])
    found = first_divergence(died)
    assert found is not None and found.kind == "object in the graveyard instead of the battlefield"
    assert "by the rules it is on the battlefield" in found.text and "in the battlefield" not in found.text
    kept = _board([[]], [[{"card": "c1", "zone": "graveyard"}]], [{"type": "pass"}])
    found = first_divergence(kept)
    assert found is not None and found.kind == "object on the battlefield instead of the graveyard"
    assert "the engine has c1 (Grizzly Bears) on the battlefield; by the rules it is in the graveyard" in found.text


def test_a_failure_without_a_divergence_of_its_own_keeps_its_violation() -> None:
    """A view (or any fact the two games' referee states agree on) stands as its own divergence."""
    trace = _trace([{}], [{}], [{"type": "pass"}])
    view = Violation("p2 not to see c1", "showed it", 0, invariant="views_match_model")
    found = failure_divergence(trace, [view])
    assert found == Divergence.of_violation(view)
    assert cause_of(trace, [view])[0] == "views_match_model"
    assert message_of([view], found) == view.message


def test_old_expectations_load_with_a_one_line_warning(tmp_path: Path) -> None:
    old = tmp_path / "old.toml"
    old.write_text('[rulings.MKM-11]\nknown = ["legality: legal turn_face_up refused"]\n', encoding="utf-8")
    warning = expectations_warning(old)
    assert warning is not None and "\n" not in warning and "update-expectations" in warning
    new = tmp_path / "new.toml"
    new.write_text(dump_expectations({"MKM-11": Expectation("MKM-11", known=("ward did not trigger (702.21a)",))}),
                   encoding="utf-8")
    assert 'signatures = "first-divergence"' in new.read_text() and expectations_warning(new) is None


def test_replay_leads_with_the_first_divergence(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    engine = ONE_BUG + "special_action_keeps_passes"
    _run(tmp_path, engine, "MKM-11")
    counterexample = next((tmp_path / "counterexamples").glob("*.json"))
    capsys.readouterr()
    assert main(["replay", str(counterexample), "--engine", engine]) == 1
    plain = capsys.readouterr().out.strip()
    assert len(plain.splitlines()) == 1 and "[stack resolved before every player passed in succession (117.4)]" in plain
    assert main(["replay", str(counterexample), "--engine", engine, "--verbose", "--color", "never"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("first divergence, step ")
    assert any(line.strip().startswith(">> first divergence:") for line in lines)
    assert any("the engine's game has gone another way" in line for line in lines)
    assert main(["replay", str(counterexample), "--engine", engine, "--verbose", "--all", "--color", "never"]) == 1
    everything = capsys.readouterr().out
    assert "timestamp" not in everything and "mana_pool" in everything or "position" in everything


def test_engines_that_only_talk_differently_show_no_divergence() -> None:
    """The dialogue variants (tests/fake_engines/dialogue_variants.py) play by the rules: on every corpus case,
    aligned as the runner judges it, their game never departs from the model's in what the first divergence
    compares. One known exception: SelfOrderingEngine orders two triggers of same-named sources (a Questing
    Druid and its token copy, WOE-14) otherwise, which the alignment accepts by name while the +1/+1 counter
    then lands on the other of the two objects."""
    from fake_engines.dialogue_variants import (
        AskingEngine,
        AutoChoosingEngine,
        CompactTokenIdsEngine,
        LandsFirstEngine,
        QuietFizzleEngine,
        QuietRevealEngine,
        ReorderingEngine,
        SelfDeclaringEngine,
        SelfOrderingEngine,
    )

    from conformance.catalog import RULINGS
    from conformance.corpus import load_corpus
    from conformance.runner import check_scenario

    found = []
    for variant in (AskingEngine, AutoChoosingEngine, CompactTokenIdsEngine, LandsFirstEngine, QuietFizzleEngine,
                    QuietRevealEngine, ReorderingEngine, SelfDeclaringEngine, SelfOrderingEngine):
        for rid, cases in load_corpus().items():
            for case in cases:
                trace, _violations = check_scenario(RULINGS[rid], variant(), case)
                divergence = first_divergence(trace)
                if divergence is not None and not (variant is SelfOrderingEngine and rid == "WOE-14"):
                    found.append((variant.__name__, rid, divergence.headline))
    assert not found, found


def test_verbose_replay_differences_apply_the_same_equivalences() -> None:
    from conformance.catalog.divergence import verdict_differences

    role = {"card": "t1", "zone": "battlefield", "owner": "p1", "controller": "p1", "subtypes": ["Aura", "Role"],
            "types": ["Enchantment"], "attached_to": "c1"}
    land = {"card": "c2", "zone": "battlefield", "owner": "p1", "controller": "p1", "types": ["Land"]}
    engine = {"objects": [{**role, "name": "Monster Role", "subtypes": ["Role", "Aura"]}, {**land, "tapped": True}],
              "players": [{"id": "p1", "life": 20, "mana_pool": "{G}"}]}
    model = {"objects": [{**role, "name": "Monster", "counters": {}}, {**land, "tapped": False}],
             "players": [{"id": "p1", "life": 20, "mana_pool": ""}]}
    assert verdict_differences(engine, model) == []
    model["players"][0]["life"] = 19
    assert verdict_differences(engine, model) == [("p1.life", 20, 19)]


def test_a_difference_the_initial_state_already_shows_gives_way_to_the_first_departure_in_play() -> None:
    """An engine whose card data differs from the rules' (a land with a colour, 202.2b) shows it from the initial
    state on; the failure is named at the first departure in play, and by that difference only when play departs
    nowhere (docs/judging.md, "The first divergence")."""
    coloured = _trace([{"object": {"colors": ["G"]}}, {"object": {"colors": ["G"], "power": 3}}],
                      [{}, {}], [{"type": "pass"}, {"type": "pass"}])
    coloured.initial = _green(coloured.initial)
    found = first_divergence(coloured)
    assert found is not None and (found.step, found.kind) == (1, "object with another power")
    only = _trace([{"object": {"colors": ["G"]}}], [{}], [{"type": "pass"}])
    only.initial = _green(only.initial)
    found = first_divergence(only)
    assert found is not None and (found.step, found.kind, found.rule) == (-1, "object with another colors", "613.1")
    changed = _trace([{"object": {"colors": ["U"]}}], [{}], [{"type": "pass"}])
    changed.initial = _green(changed.initial)
    found = first_divergence(changed)
    assert found is not None and (found.step, found.kind) == (0, "object with another colors")


def _green(initial: dict[str, Any]) -> dict[str, Any]:
    """The engine's own copy of the initial state, its Grizzly Bears green (the model's shares the original)."""
    mine = json.loads(json.dumps(initial))
    mine["objects"][0]["colors"] = ["G"]
    return mine


def _board(engine: list[list[dict[str, Any]]], model: list[list[dict[str, Any]]],
           actions: list[dict[str, Any]]) -> JudgedTrace:
    """Two games over Grizzly Bears (c1) and Short Sword (c2), each step's extra objects and changes given as
    ``{"card": id, ...}`` over the initial state's (a new ``card`` adds an object)."""
    setup = {"players": [{"id": "p1", "battlefield": [{"id": "c1", "card": "Grizzly Bears"},
                                                      {"id": "c2", "card": "Short Sword"}]}, {"id": "p2"}]}
    base = {"zone": "battlefield", "owner": "p1", "controller": "p1"}
    initial = {"objects": [{**base, "card": "c1", "name": "Grizzly Bears", "types": ["Creature"], "power": 2,
                            "toughness": 2},
                           {**base, "card": "c2", "name": "Short Sword", "types": ["Artifact"],
                            "subtypes": ["Equipment"]}],
               "players": [{"id": "p1", "life": 20}, {"id": "p2", "life": 20}],
               "turn": {"number": 1, "active_player": "p1", "step": "precombat_main", "priority": "p1"}}

    def steps(changes: list[list[dict[str, Any]]]) -> list[dict[str, Any]]:
        out = []
        for change in changes:
            obs = json.loads(json.dumps(initial))
            objects = {o["card"]: o for o in obs["objects"]}
            for new in change:
                objects.setdefault(new["card"], {**base}).update(new)
            obs["objects"], obs["stack"] = list(objects.values()), []
            out.append({"accepted": True, "reason": None, "events": [], "observation": obs})
        return out

    return JudgedTrace(setup, actions, initial, steps(engine), model=Trace(setup, actions, initial, steps(model)))


def test_an_attachment_is_named_before_the_characteristic_of_its_host_it_changes() -> None:
    """An Equipment the engine left unattached (phase bug 13, Concealed Weapon in MKM-04) is the cause, its host's
    power the consequence; so is one attached elsewhere, and a Role token the engine attached to another creature
    is paired with the model's and named as attached elsewhere, not as a token never created."""
    equip = [{"type": "activate", "card": "c2", "ability": 0}]
    unattached = _board([[]], [[{"card": "c1", "power": 3}, {"card": "c2", "attached_to": "c1"}]], equip)
    found = first_divergence(unattached)
    assert found is not None and (found.step, found.kind, found.rule, found.objects) == \
        (0, "object with another attached to status", "303.4, 301.5", ("c2", "c1"))
    assert found.text == ("the engine has c2 (Short Sword) attached to nothing; by the rules it is attached to c1 "
                          "(Grizzly Bears), whose power it changes")
    bears = {"card": "c3", "name": "Grizzly Bears", "types": ["Creature"], "power": 2, "toughness": 2}
    elsewhere = _board([[bears, {**bears, "card": "c1", "power": 2}, {"card": "c2", "attached_to": "c3"},
                         {"card": "c3", "power": 3}]],
                       [[bears, {"card": "c1", "power": 3}, {"card": "c2", "attached_to": "c1"}]], equip)
    elsewhere.setup["players"][0]["battlefield"].append({"id": "c3", "card": "Grizzly Bears"})
    found = first_divergence(elsewhere)
    assert found is not None and (found.kind, found.objects) == ("object with another attached to status",
                                                                 ("c2", "c1"))
    role = {"name": "Monster", "types": ["Enchantment"], "subtypes": ["Aura", "Role"], "token": True}
    other_host = _board([[bears, {**role, "card": "t9", "attached_to": "c3"}, {"card": "c3", "power": 3}]],
                        [[bears, {**role, "card": "t1", "attached_to": "c1"}, {"card": "c1", "power": 3}]],
                        [{"type": "cast", "card": "c4"}])
    other_host.setup["players"][0]["battlefield"].append({"id": "c3", "card": "Grizzly Bears"})
    found = first_divergence(other_host)
    assert found is not None and (found.kind, found.objects) == ("object with another attached to status",
                                                                 ("t1", "c1"))


def test_a_token_named_otherwise_cites_the_rule_that_names_tokens() -> None:
    """A token's name is its creator's, or its subtypes and the word Token (111.4; phase bug 25 names Hard
    Evidence's Crab token 'Crab'): not a characteristic changed by an effect (613.1)."""
    crab = {"name": "Crab Token", "types": ["Creature"], "subtypes": ["Crab"], "token": True, "power": 0,
            "toughness": 3}
    found = first_divergence(_board([[{**crab, "card": "t1", "name": "Crab"}]], [[{**crab, "card": "t5"}]],
                                    [{"type": "cast", "card": "c4"}]))
    assert found is not None and (found.kind, found.rule, found.objects) == ("token with another name", "111.4",
                                                                             ("t5",))
    assert found.text.startswith("the engine names the token t5 'Crab'; by the rules it is named 'Crab Token'")
    copy = {**crab, "name": "Grizzly Bears", "copy": True}
    found = first_divergence(_board([[{**copy, "card": "t1", "name": "Bears"}]], [[{**copy, "card": "t5"}]],
                                    [{"type": "cast", "card": "c4"}]))
    assert found is not None and (found.kind, found.rule) == ("object with another name", "613.1")


def _refused_cast(card: str, targets: list[str], ability: int | None = None) -> JudgedTrace:
    """p1 casts (or, with ``ability``, activates) c1 with ``targets`` over p2's Grizzly Bears (c2) and p1's
    (c3); the model accepts it and the engine refuses it. The model trace carries the pool's definitions."""
    from reference_engine.cards.pool import definitions

    zone = "battlefield" if ability is not None else "hand"
    mine = [{"id": "c1", "card": card}] if zone == "battlefield" else []
    setup = {"players": [{"id": "p1", "hand": [{"id": "c1", "card": card}] if zone == "hand" else [],
                          "battlefield": [*mine, {"id": "c3", "card": "Grizzly Bears"}]},
                         {"id": "p2", "battlefield": [{"id": "c2", "card": "Grizzly Bears"}]}]}
    obj = {"card": "c1", "zone": zone, "owner": "p1", "controller": "p1", "name": card}
    initial = {"objects": [obj], "players": [{"id": "p1", "life": 20}, {"id": "p2", "life": 20}],
               "turn": {"number": 1, "active_player": "p1", "step": "precombat_main", "priority": "p1"}}
    action: dict[str, Any] = ({"type": "activate", "card": "c1", "ability": ability, "targets": targets}
                              if ability is not None else {"type": "cast", "card": "c1", "targets": targets})
    model = Trace(setup, [action], initial, [{"accepted": True, "events": [], "observation": initial}],
                  cards=definitions(setup))
    return JudgedTrace(setup, [action], initial, [{"accepted": False, "reason": "no", "events": [],
                                                   "observation": initial}], model=model)


def test_a_refusal_of_an_action_leaving_an_up_to_target_unchosen_is_its_own_kind() -> None:
    """An engine that demands an "up to one" target (115.6, 601.2c) refuses only actions that leave one out: that
    is another bug than refusing the targets chosen, and another signature (phase bugs 18 and 09)."""
    left_out = first_divergence(_refused_cast("Cut In", ["c2"]))
    assert left_out is not None and left_out.kind == "legal cast leaving an up-to target unchosen refused"
    chosen = first_divergence(_refused_cast("Cut In", ["c2", "c3"]))
    assert chosen is not None and chosen.kind == "legal cast refused"
    ability = first_divergence(_refused_cast("Living Lectern", [], ability=0))
    assert ability is not None and ability.kind == "legal activate leaving an up-to target unchosen refused"
    required = first_divergence(_refused_cast("Doom Blade", []))  # a required target: no such kind
    assert required is not None and required.kind == "legal cast refused"


def test_kicker_shown_as_a_keyword_is_no_divergence() -> None:
    """702.33a: kicker is a keyword ability, and the model shows it with its cost (Burst Lightning's "kicker {4}"),
    as phase.rs and witchcraft (through its adapter) do: an engine that shows it is not accused; one that leaves it
    out is."""
    from reference_engine.adapter import ReferenceEngine
    from strategies.states import SetupBuilder

    b = SetupBuilder()
    burst = b.add("p1", "hand", "Burst Lightning")
    engine = ReferenceEngine()
    engine.setup(b.build())
    shown = next(o["keywords"] for o in engine.observe(None)["objects"] if o["card"] == burst)
    assert shown == ["kicker {4}"]
    passes = [{"type": "pass"}]
    assert first_divergence(_trace([{"object": {"keywords": ["Kicker {4}"]}}], [{"object": {"keywords": shown}}],
                                   passes)) is None
    found = first_divergence(_trace([{"object": {"keywords": []}}], [{"object": {"keywords": shown}}], passes))
    assert found is not None and found.kind == "object with another keywords"
