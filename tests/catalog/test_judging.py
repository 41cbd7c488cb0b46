"""Judging outcomes, not dialogue (docs/judging.md): engines that only talk differently pass; engines whose
outcomes break the rules still fail, whichever way they ask."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from fake_engines.dialogue_variants import (
    AskingEngine,
    AutoChoosingEngine,
    CompactTokenIdsEngine,
    LandsFirstEngine,
    MisleadingAskingEngine,
    QuietFizzleEngine,
    QuietRevealEngine,
    ReorderingEngine,
    RoleNamingEngine,
    SelfDeclaringEngine,
    SelfOrderingEngine,
)

from conformance.catalog import RULINGS
from conformance.corpus import load_corpus
from conformance.model import model_trace, run_scenario
from conformance.profiles import get_profile
from conformance.runner import check_scenario, execute_ruling, until_game_over
from mtg_protocol.jsontypes import JSON
from mtg_protocol.trace import JudgedTrace
from reference_engine.adapter import ReferenceEngine
from reference_engine.game import Game
from reference_engine.objects import GameObject, natural_key
from strategies.scenario import Scenario

VARIANTS = {"auto-choosing": AutoChoosingEngine, "reordering": ReorderingEngine, "asking": AskingEngine,
            "compact-token-ids": CompactTokenIdsEngine, "lands-first": LandsFirstEngine,
            "quiet-reveal": QuietRevealEngine, "quiet-fizzle": QuietFizzleEngine,
            "self-ordering": SelfOrderingEngine, "self-declaring": SelfDeclaringEngine,
            "role-naming": RoleNamingEngine}


def plain_verdict(ruling: str, engine: Any, scenario: Scenario) -> list[Any]:
    """The verdict judged on the dialogue as played, without outcome alignment (what the suite used to do)."""
    trace = JudgedTrace.of(run_scenario(engine, scenario, RULINGS[ruling].views),
                           model_trace(scenario, RULINGS[ruling].views))
    return RULINGS[ruling].check(until_game_over(trace))


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_dialogue_variants_pass_every_ruling(variant: str) -> None:
    """Each variant plays by the rules: every ruling holds on it (the corpus, then generated scenarios)."""
    corpus = load_corpus()
    profile = get_profile("dev", max_examples=10)
    failed = {}
    for ruling in RULINGS.values():
        result = execute_ruling(ruling, VARIANTS[variant](), profile, 0, corpus.get(ruling.id))
        if result.status != "passed":
            failed[ruling.id] = result.message
    assert not failed, failed


@pytest.mark.parametrize(("variant", "ruling"), [("auto-choosing", "WOE-06"), ("reordering", "WOE-13"),
                                                 ("asking", "LCI-10")])
def test_variants_would_be_falsely_accused_on_dialogue(variant: str, ruling: str) -> None:
    """Judged on the dialogue, each variant fails a corpus case: the alignment is what makes it pass."""
    case = load_corpus()[ruling][0]
    assert plain_verdict(ruling, VARIANTS[variant](), case) or variant == "reordering"
    trace, violations = check_scenario(RULINGS[ruling], VARIANTS[variant](), case)
    assert not violations, violations[0].message


def test_a_card_shown_face_up_in_a_graveyard_needs_no_reveal_event() -> None:
    """708.9: a countered face-down spell lies face up in the graveyard, shown to every player (400.2); an engine
    that doesn't also announce a `reveal` (phase.rs, MKM-02) reveals it all the same. A face-down permanent
    returned to its owner's hand still needs the event: the hand shows nothing."""
    case = load_corpus()["MKM-02"][0]
    trace, violations = check_scenario(RULINGS["MKM-02"], QuietRevealEngine(), case)
    reveals = [e for i in range(len(trace.steps)) for e in trace.events(i) if e["type"] == "reveal"]
    assert len(reveals) == 1 and trace.obj(len(trace.steps) - 1, reveals[0]["card"])["zone"] == "hand"
    assert not violations, violations[0].message


def test_reordered_subtypes_are_not_a_failure() -> None:
    case = load_corpus()["WOE-13"][0]
    _trace, violations = check_scenario(RULINGS["WOE-09"], ReorderingEngine(), case)
    assert not violations


def test_an_extra_question_with_one_bad_answer_fails_and_its_answer_replays() -> None:
    case = load_corpus()["LCI-10"][0]
    trace, violations = check_scenario(RULINGS["LCI-10"], MisleadingAskingEngine(), case)
    assert violations, "the answer that sends the card to the library was not tried"
    assert trace.answers == (1,)
    replay = Scenario(case.setup, case.actions, answers=trace.answers)
    assert Scenario.from_json(replay.to_json()).answers == (1,)
    _trace, again = check_scenario(RULINGS["LCI-10"], MisleadingAskingEngine(), Scenario.from_json(replay.to_json()))
    assert [v.message for v in again] == [v.message for v in violations]
    assert not check_scenario(RULINGS["LCI-10"], ReferenceEngine(), replay)[1]


# ----- the legend rule (704.5j): distinguishable and indistinguishable options ------------------------------

class KeepsNewestLegend(Game):
    """Makes every legend-rule choice itself, keeping the newest: wrong whenever the options differ."""

    def legend_rule_losers(self, groups: dict[tuple[str, str], list[GameObject]]) -> list[tuple[GameObject, str]]:
        for _key, objs in sorted(groups.items()):
            if len(objs) > 1:
                keep = max(objs, key=lambda o: natural_key(o.id))
                return [(o, "704.5j") for o in objs if o is not keep]
        return []


class KeepsNewestLegendEngine(ReferenceEngine):
    game_class = KeepsNewestLegend


def legends(first: JSON) -> Scenario:
    """Johann on p1's battlefield (as `first` says) and another in hand: once the second resolves, the legend
    rule asks p1 which to keep; p1 keeps the first."""
    lands = [{"id": f"c{n}", "card": name} for n, name in ((3, "Island"), (4, "Island"), (5, "Mountain"),
                                                          (6, "Mountain"))]
    setup = {"protocol": 1, "seed": 0, "turn": {"number": 3, "active_player": "p1", "step": "precombat_main"},
             "players": [{"id": "p1", "life": 20, "library": [], "graveyard": [], "exile": [],
                          "hand": [{"id": "c2", "card": "Johann, Apprentice Sorcerer"}],
                          "battlefield": [{"id": "c1", "card": "Johann, Apprentice Sorcerer", **first}, *lands]},
                         {"id": "p2", "life": 20, "library": [], "hand": [], "graveyard": [], "exile": [],
                          "battlefield": []}]}
    return Scenario(setup, [{"type": "cast", "card": "c2", "targets": []}, {"type": "pass"}, {"type": "pass"},
                            {"type": "choose", "choice": "c1"}, {"type": "pass"}])


def test_identical_legends_may_be_kept_without_asking() -> None:
    scenario = legends({"summoning_sick": True})
    ruling = RULINGS["WOE-11"]
    assert plain_verdict("WOE-11", KeepsNewestLegendEngine(), scenario)
    trace, violations = check_scenario(ruling, KeepsNewestLegendEngine(), copy.deepcopy(scenario))
    assert not violations, violations[0].message
    kept = [o["card"] for o in trace.objects(len(trace.steps) - 1, zone="battlefield")]
    assert "c1" in kept and "c2" not in kept, kept  # the engine kept c2: renamed to the model's c1


def test_legends_that_differ_must_be_asked_about() -> None:
    scenario = legends({"summoning_sick": True, "counters": {"+1/+1": 1}})
    _trace, violations = check_scenario(RULINGS["WOE-11"], KeepsNewestLegendEngine(), scenario)
    assert violations and "choose" in violations[0].message


def test_created_objects_numbered_otherwise_are_paired_with_the_model_s() -> None:
    """Two doubled Roles in a row (WOE-18's situation on phase.rs): the engine settles both ties itself and,
    never showing the Roles it dropped, calls the second kept one t2 where the model calls it t3."""
    b_setup = {"protocol": 1, "seed": 0, "turn": {"number": 3, "active_player": "p1", "step": "precombat_main"},
               "players": [{"id": "p1", "life": 20, "library": [], "graveyard": [], "exile": [],
                            "hand": [{"id": "c4", "card": "Monstrous Rage"}, {"id": "c5", "card": "Royal Treatment"}],
                            "battlefield": [{"id": "c1", "card": "Grizzly Bears"},
                                            {"id": "c3", "card": "Doubling Season"},
                                            {"id": "c7", "card": "Forest"}, {"id": "c8", "card": "Forest"},
                                            {"id": "c9", "card": "Mountain"}]},
                           {"id": "p2", "life": 20, "library": [], "hand": [], "graveyard": [], "exile": [],
                            "battlefield": []}]}
    actions = [{"type": "cast", "card": "c4", "targets": ["c1"]}, {"type": "pass"}, {"type": "pass"},
               {"type": "choose", "choice": "t1"}, {"type": "cast", "card": "c5", "targets": ["c1"]},
               {"type": "pass"}, {"type": "pass"}, {"type": "choose", "choice": "t3"}]
    scenario = Scenario(b_setup, actions)
    for ruling in ("WOE-18", "WOE-12", "WOE-06"):
        assert plain_verdict(ruling, CompactTokenIdsEngine(), scenario) or ruling != "WOE-18"
        _trace, violations = check_scenario(RULINGS[ruling], CompactTokenIdsEngine(), scenario)
        assert not violations, (ruling, violations[0].message)


def test_a_role_named_with_the_word_role_triggers_as_the_model_s() -> None:
    """WOE-10 on phase.rs (issue 33's larger pool, seed 0): phase names the Wicked Role "Wicked Role"; when
    Monstrous Rage's Monster Role puts it into the graveyard (303.7a), its trigger is the model's trigger of
    "Wicked". Triggers are counted by their source's name, the word "Role" left out (docs/judging.md)."""
    setup = {"protocol": 1, "seed": 0, "turn": {"number": 3, "active_player": "p1", "step": "precombat_main"},
             "players": [{"id": "p1", "life": 20, "library": [], "graveyard": [], "exile": [],
                          "hand": [{"id": "c3", "card": "Shatter the Oath"}, {"id": "c4", "card": "Monstrous Rage"}],
                          "battlefield": [{"id": "c1", "card": "Grizzly Bears"},
                                          *({"id": f"c{n}", "card": "Swamp"} for n in range(5, 10)),
                                          {"id": "c10", "card": "Mountain"}]},
                         {"id": "p2", "life": 20, "library": [], "hand": [], "graveyard": [], "exile": [],
                          "battlefield": [{"id": "c2", "card": "Grizzly Bears"}]}]}
    scenario = Scenario(setup, [{"type": "cast", "card": "c3", "targets": ["c2", "c1"]}, {"type": "pass"},
                                {"type": "pass"}, {"type": "cast", "card": "c4", "targets": ["c1"]},
                                {"type": "pass"}, {"type": "pass"}])
    for ruling in ("WOE-10", "WOE-06", "WOE-12"):
        _trace, violations = check_scenario(RULINGS[ruling], RoleNamingEngine(), scenario)
        assert not violations, (ruling, violations[0].message)


def test_paying_from_lands_before_floating_mana_is_not_a_failure() -> None:
    """601.2g-h let a player pay in any order: an engine that taps lands and keeps its floating mana leaves
    another state than the model (which spends the pool first), and breaks no ruling."""
    setup = {"protocol": 1, "seed": 0, "turn": {"number": 3, "active_player": "p1", "step": "precombat_main"},
             "players": [{"id": "p1", "life": 20, "library": [], "graveyard": [], "exile": [], "mana_pool": "{R}",
                          "hand": [{"id": "c1", "card": "Blaze"}],
                          "battlefield": [{"id": "c2", "card": "Mountain"}, {"id": "c3", "card": "Mountain"}]},
                         {"id": "p2", "life": 20, "library": [], "hand": [], "graveyard": [], "exile": [],
                          "battlefield": []}]}
    scenario = Scenario(setup, [{"type": "cast", "card": "c1", "targets": ["p2"], "x": 1}, {"type": "pass"},
                                {"type": "pass"}])
    mine = LandsFirstEngine().run_sequence(setup, scenario.actions)["steps"][0]["observation"]
    model = ReferenceEngine().run_sequence(setup, scenario.actions)["steps"][0]["observation"]
    assert mine["players"][0]["mana_pool"] != model["players"][0]["mana_pool"]
    for ruling in RULINGS.values():
        _trace, violations = check_scenario(ruling, LandsFirstEngine(), scenario)
        assert not violations, (ruling.id, violations[0].message)


def test_a_trigger_put_on_the_stack_before_or_after_its_target_question_counts_the_same() -> None:
    """MKM-06 on phase.rs: Offender at Large turned face up triggers (it says "enters or is turned face up");
    the model asks for the trigger's target first and reports the trigger a step later, phase reports it at
    once. Counting triggers until the questions are answered judges both alike."""
    from conformance.catalog.common import events_until_settled
    from mtg_protocol.trace import Trace

    def step(events: list[JSON], pending: JSON | None) -> JSON:
        return {"accepted": True, "events": events, "observation": {"objects": [], "pending_choice": pending}}

    trigger = {"type": "trigger", "id": "a1", "source": "c1", "text": "turned face up: +2/+0"}
    asked = Trace({}, [{"type": "turn_face_up", "card": "c1"}, {"type": "choose", "choice": ["c7"]}], {},
                  [step([], {"kind": "targets", "options": [["c7"], []]}), step([trigger], None)])
    at_once = Trace({}, asked.actions, {}, [step([trigger], None), step([], None)])
    assert events_until_settled(asked, 0) == events_until_settled(at_once, 0) == [trigger]


def test_no_cast_permission_is_required_once_the_game_is_over() -> None:
    """WOE-08 on phase.rs: Storm Reading draws from a one-card library, its controller discards the only two
    cards in hand (no choice to make), the Adventure is exiled, and the player loses (704.5b) in the same step,
    while the model still waits on its discard question. A permission to cast the Giant later has no later:
    an engine that shows none after the game ended is not failed for it (104.1)."""
    lands = [{"id": f"c{3 + i}", "card": name} for i, name in enumerate(["Island"] * 7)]
    setup = {"protocol": 1, "seed": 0, "turn": {"number": 3, "active_player": "p1", "step": "precombat_main"},
             "players": [{"id": "p1", "life": 20, "library": [{"id": "c15", "card": "Forest"}],
                          "hand": [{"id": "c1", "card": "Grizzly Bears"},
                                   {"id": "c2", "card": "Galvanic Giant // Storm Reading"}],
                          "graveyard": [], "exile": [], "battlefield": lands},
                         {"id": "p2", "life": 20, "library": [], "hand": [], "graveyard": [], "exile": [],
                          "battlefield": []}]}
    actions = [{"type": "cast", "card": "c2", "mode": "adventure", "alt_cost": None, "targets": []},
               {"type": "pass"}, {"type": "pass"}]
    scenario = Scenario(setup, actions)
    model = model_trace(scenario)
    assert (model.observation(2).get("pending_choice") or {}).get("kind") == "discard"
    engine = copy.deepcopy(model)
    ended = engine.steps[2]["observation"]
    zones = {"c1": "graveyard", "c15": "graveyard", "c2": "exile"}
    ended["objects"] = [{**o, "zone": zones.get(o["card"], o["zone"])} for o in ended["objects"]]
    ended.update(pending_choice=None, game_over=True, winners=["p2"], cast_permissions=[])
    engine.model = model
    assert not RULINGS["WOE-08"].check(until_game_over(engine))
    ended["winners"] = ["p1"]  # a game ended another way (the caster winning) excuses nothing
    assert RULINGS["WOE-08"].check(until_game_over(engine))
    ended["game_over"], ended["winners"] = False, []  # the same state with the game going on: the permission counts
    assert RULINGS["WOE-08"].check(until_game_over(engine))


def _artists_scenario() -> Scenario:
    """Two Blood Artists of p1 and one of p2 see p1's Grizzly Bears die: p1 targets and orders theirs (the first
    way offered), then p2 targets theirs; everything resolves."""
    from strategies.states import SetupBuilder

    b = SetupBuilder()
    b.add("p1", "battlefield", "Blood Artist")
    b.add("p1", "battlefield", "Blood Artist")
    b.add("p2", "battlefield", "Blood Artist")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    actions: list[JSON] = [{"type": "cast", "card": bolt, "targets": [bears]}, {"type": "pass"}, {"type": "pass"},
                           {"type": "choose", "choice": ["p2"]}, {"type": "choose", "choice": ["p1"]},
                           {"type": "choose", "choice": ["c1>c4", "c2>c4"]}, {"type": "choose", "choice": ["p1"]},
                           *[{"type": "pass"}] * 6]
    scenario = Scenario(b.build(), actions)
    assert all(model_trace(scenario).accepted(i) for i in range(len(actions)))
    return scenario


def test_triggers_an_engine_orders_itself_are_judged_by_the_order_it_chose() -> None:
    """603.3b: the order is the controller's; an engine that settles it itself (the protocol allows it) is judged
    as if its order had been the scripted answer, here the other one of two."""
    scenario = _artists_scenario()
    assert plain_verdict("MKM-16", SelfOrderingEngine(), scenario)  # the dialogue alone would accuse it
    for ruling in RULINGS.values():
        _trace, violations = check_scenario(ruling, SelfOrderingEngine(), scenario)
        assert not violations, (ruling.id, violations[0].message)


def test_a_declaration_with_one_legal_answer_the_engine_made_itself_is_no_failure() -> None:
    """509.1a: p2 controls no creature, so declaring no blockers is its only answer; an engine that makes that
    declaration itself (phase.rs does) is judged on the outcome, where the dialogue alone would accuse it."""
    library = [{"card": "Forest", "id": "c8"}]
    setup = {"protocol": 1, "seed": 0, "turn": {"number": 3, "active_player": "p1", "step": "precombat_main"},
             "players": [{"id": "p1", "life": 20, "hand": [], "battlefield": [{"card": "Grizzly Bears", "id": "c1"}],
                          "graveyard": [], "exile": [], "library": library},
                         {"id": "p2", "life": 20, "hand": [], "battlefield": [], "graveyard": [], "exile": [],
                          "library": [{"card": "Forest", "id": "c9"}]}]}
    passes = [{"type": "pass"}, {"type": "pass"}]
    scenario = Scenario(setup, [*passes, *passes, {"type": "declare_attackers", "attackers": {"c1": "p2"}},
                                *passes, {"type": "declare_blockers", "blockers": {}}, *passes])
    assert plain_verdict("MKM-08", SelfDeclaringEngine(), scenario)  # "declare_blockers choice not asked"
    for ruling in RULINGS.values():
        _trace, violations = check_scenario(ruling, SelfDeclaringEngine(), scenario)
        assert not violations, (ruling.id, violations[0].message)
    able = copy.deepcopy(setup)
    able["players"][1]["battlefield"] = [{"card": "Grizzly Bears", "id": "c2"}]
    _trace, violations = check_scenario(RULINGS["MKM-08"], _SkipsEveryDeclaration(), Scenario(able, scenario.actions))
    assert violations and violations[0].kind == "declare_blockers choice not asked"  # p2 had a choice


class _SkipsEveryDeclarationGame(Game):
    def begin_declare_blockers(self) -> bool:
        waiting = super().begin_declare_blockers()
        self.declare_blockers({"type": "declare_blockers", "blockers": {}})
        return waiting


class _SkipsEveryDeclaration(ReferenceEngine):
    game_class = _SkipsEveryDeclarationGame


def test_an_action_tried_while_the_model_waits_for_an_order_the_engine_settled_is_judged_after_that_order() -> None:
    """603.3b, 116.2b: p1 turns Dog Walker face up beside a face-up Pyrotechnic Performer, and two of p1's triggers
    wait to be ordered; the scenario then turns another face-down creature up, which the model refuses until p1
    answers. An engine that settles the order itself has no question pending, so it rightly allows the turn:
    judged as if its order had been answered first (a false failure on phase.rs at ci, MKM-09, seed 0)."""
    from strategies.states import SetupBuilder

    b = SetupBuilder()
    performer = b.add("p1", "battlefield", "Pyrotechnic Performer", face_down="disguise")
    walker = b.add("p1", "battlefield", "Dog Walker", face_down="disguise")
    smuggler = b.add("p1", "battlefield", "Bubble Smuggler", face_down="disguise")
    b.lands("p1", "RRRWUUUUUU")
    actions = [{"type": "turn_face_up", "card": performer}, {"type": "turn_face_up", "card": walker},
               {"type": "turn_face_up", "card": smuggler}]
    scenario = Scenario(b.build(), actions)
    model = model_trace(scenario)
    assert model.accepted(1) and not model.accepted(2)  # the model waits for p1's order of two triggers
    assert plain_verdict("MKM-09", SelfOrderingEngine(), scenario)  # the plain dialogue alone would accuse it
    for ruling in ("MKM-09", "MKM-04", "MKM-12"):
        _trace, violations = check_scenario(RULINGS[ruling], SelfOrderingEngine(), scenario)
        assert not violations, (ruling, violations[0].message)


class ApnapIgnoringGame(Game):
    """Puts the non-active player's triggers on the stack first, then the active player's, in an order of its
    own: a stack no order of p1's gives (101.4, 603.3b)."""

    def put_triggers_on_stack(self) -> None:
        order = self.apnap()[::-1]
        queued = sorted(self.pending_triggers, key=lambda t: order.index(t.controller))
        self.pending_triggers = []
        self._stack_in_apnap_order(queued)

    def ask_trigger_order(self, controller: str, orders: list[list[str]], ordered: Any) -> None:
        self.proceed(ordered, orders[-1])


class ApnapIgnoringEngine(ReferenceEngine):
    name = "apnap-ignoring"
    game_class = ApnapIgnoringGame


def test_an_order_no_answer_gives_is_a_failure() -> None:
    _trace, violations = check_scenario(RULINGS["MKM-16"], ApnapIgnoringEngine(), _artists_scenario())
    assert violations


def test_a_legend_tie_settled_by_the_engine_after_turning_up_is_no_legend_rule_on_a_face_down_card() -> None:
    """MKM-03: a manifested Baral is turned face up beside a face-up Baral; the two are now identical, so an engine
    may keep either itself (704.5j). Compared with the ids of the one it kept swapped, its step shows the other id
    turned up; the invariant must still know which card was face down (found at ci by the auto-choosing variant)."""
    from strategies.states import SetupBuilder

    b = SetupBuilder()
    kept = b.add("p1", "battlefield", "Baral, Chief of Compliance")
    down = b.add("p1", "battlefield", "Baral, Chief of Compliance", face_down="manifest")
    b.lands("p1", "UUW")
    scenario = Scenario(b.build(), [{"type": "turn_face_up", "card": down}, {"type": "choose", "choice": kept}])
    assert model_trace(scenario).accepted(1)  # the model asks which Baral to keep; the engine settles it itself
    _trace, violations = check_scenario(RULINGS["MKM-03"], AutoChoosingEngine(), scenario)
    assert not violations, violations[0].message


def _aimed_at_concealed_weapon(spell: str, colors: str) -> Scenario:
    """`spell` aimed at a face-down Concealed Weapon, which is then turned face up: an Equipment, no longer a
    creature, so the spell fails to resolve (608.2b). Found with Monstrous Rage on phase.rs at ci (MKM-08)."""
    from strategies.states import SetupBuilder

    b = SetupBuilder()
    weapon = b.add("p1", "battlefield", "Concealed Weapon", face_down="disguise")
    aimed = b.add("p1", "hand", spell)
    b.lands("p1", colors)
    return Scenario(b.build(), [{"type": "cast", "card": aimed, "mode": "normal", "targets": [weapon]},
                                {"type": "turn_face_up", "card": weapon}, {"type": "pass"}, {"type": "pass"}])


def test_a_spell_called_resolved_that_did_nothing_to_its_illegal_target_is_not_a_failure() -> None:
    scenario = _aimed_at_concealed_weapon("Monstrous Rage", "RRBB")
    assert any(e["type"] == "fizzle" for e in model_trace(scenario).events(3))
    trace, violations = check_scenario(RULINGS["MKM-08"], QuietFizzleEngine(), scenario)
    assert any(e["type"] == "resolve" for e in trace.events(3))
    assert not violations, violations[0].message


class IllegalTargetResolvingGame(Game):
    """Not a dialogue variant: a spell whose target became illegal resolves on it anyway (breaks 608.2b)."""

    def spell_fizzles(self, face: Any, specs: Any, legal: Any) -> bool:
        return False

    def targets_still_legal(self, targets: Any, *args: Any) -> Any:
        return list(targets)


class IllegalTargetResolvingEngine(ReferenceEngine):
    name = "illegal-target-resolving"
    game_class = IllegalTargetResolvingGame


def test_a_spell_resolved_on_a_target_it_no_longer_may_have_is_a_failure() -> None:
    """Unsummon returns the face-up Equipment to its owner's hand: not what failing to resolve does."""
    scenario = _aimed_at_concealed_weapon("Unsummon", "URBB")
    _trace, violations = check_scenario(RULINGS["MKM-08"], IllegalTargetResolvingEngine(), scenario)
    assert violations and "608.2b" in violations[0].message, violations
    _trace, violations = check_scenario(RULINGS["MKM-08"], QuietFizzleEngine(), scenario)
    assert not violations, violations[0].message


def test_a_trigger_shown_on_the_stack_while_its_targets_are_chosen_is_not_the_special_action_using_it() -> None:
    """603.3d, 601.2a-c: a trigger's targets are chosen as it is put on the stack. Offender at Large turned face
    up: the model asks the "up to one target" first and stacks the trigger after; phase.rs stacks it and then
    asks. Where the trace ends on the question, that is no stack use by the special action (116.2b)."""
    from strategies.states import SetupBuilder

    b = SetupBuilder()
    offender = b.add("p1", "battlefield", "Offender at Large", face_down="disguise")
    b.lands("p1", "RRRRR")
    scenario = Scenario(b.build(), [{"type": "turn_face_up", "card": offender}])
    model = model_trace(scenario)
    assert model.observation(0)["pending_choice"]["kind"] == "targets" and not model.observation(0)["stack"]
    engine = copy.deepcopy(model)
    engine.steps[0]["observation"]["stack"] = [{"id": "a1", "kind": "ability", "controller": "p1",
                                                "source": offender, "targets": []}]
    assert not RULINGS["MKM-11"].check(JudgedTrace.of(engine, model))
    engine.steps[0]["observation"]["stack"].append({"id": "a2", "kind": "ability", "controller": "p1",
                                                    "source": offender, "targets": []})
    violations = RULINGS["MKM-11"].check(JudgedTrace.of(engine, model))
    assert violations and "116.2b" in violations[0].message


def test_a_setup_card_the_rules_move_as_the_game_settles_is_judged_where_the_model_has_it() -> None:
    """704.3, 704.5f: Cruel Somnophage (its power and toughness the creature cards in all graveyards, 604.3) set up
    on the battlefield with empty graveyards is a 0/0 and goes to its owner's graveyard as the game settles; the
    reference is not accused of ignoring the setup, and an engine that leaves it on the battlefield is."""
    setup = {"protocol": 1, "seed": 0, "turn": {"number": 3, "active_player": "p1", "step": "precombat_main"},
             "players": [{"id": "p1", "life": 20, "hand": [], "graveyard": [], "exile": [],
                          "battlefield": [{"card": "Cruel Somnophage // Can't Wake Up", "id": "c1"}],
                          "library": [{"card": "Forest", "id": "c2"}]},
                         {"id": "p2", "life": 20, "hand": [], "battlefield": [], "graveyard": [], "exile": [],
                          "library": [{"card": "Forest", "id": "c3"}]}]}
    scenario = Scenario(setup, [{"type": "pass"}])
    trace, violations = check_scenario(RULINGS["WOE-14"], ReferenceEngine(), scenario)
    somnophage = trace.obj(-1, "c1")
    assert somnophage is not None and somnophage["zone"] == "graveyard" and not violations, violations
    _trace, violations = check_scenario(RULINGS["WOE-14"], _NoSettlingEngine(), scenario)
    assert violations and violations[0].kind == "card not where the setup put it"
    assert "once the game settled (704.3)" in violations[0].expected


class _NoSettlingEngine(ReferenceEngine):
    """Applies no state-based action after the setup."""

    def setup(self, setup: Any) -> Any:
        self.game = self.game_class(setup)
        return self.game.observe(None)
