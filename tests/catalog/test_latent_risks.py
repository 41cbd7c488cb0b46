"""The audit's latent risks (issue 36): values a ruling read in one way where the rules allow others. Each test
plays an engine (or the reference itself) that takes the legal alternative and shows the ruling passes it; where
it helps, an engine that breaks the rule in the same situation still fails."""

from __future__ import annotations

import copy

from fake_engines.dialogue_variants import LandsFirstEngine
from fake_engines.legal_alternatives import RevealToEachEngine, SetupTimestampsEngine

from conformance.catalog import RULINGS
from conformance.catalog.discover import fizzled_spell_discovers_nothing
from conformance.corpus import load_corpus
from conformance.model import model_trace
from conformance.runner import check_scenario
from mtg_protocol.trace import JudgedTrace, Trace
from reference_engine.adapter import ReferenceEngine
from reference_engine.game import Game
from reference_engine.mutants import open_mutant
from strategies.scenario import Scenario
from strategies.states import SetupBuilder


def face_down_bounced() -> Scenario:
    """p1 returns its face-down Hidden Courier to its hand: it is revealed to every player (708.9)."""
    b = SetupBuilder()
    hidden = b.add("p1", "battlefield", "Hidden Courier of Test", face_down="disguise")
    unsummon = b.add("p1", "hand", "Unsummon")
    b.lands("p1", "U")
    return Scenario(b.build(), [{"type": "cast", "card": unsummon, "targets": [hidden]}, {"type": "pass"},
                                {"type": "pass"}])


def test_mkm02_a_reveal_to_each_player_is_a_reveal_to_all() -> None:
    trace, violations = check_scenario(RULINGS["MKM-02"], RevealToEachEngine(), face_down_bounced())
    reveals = [e["to"] for i in range(len(trace.steps)) for e in trace.events(i) if e["type"] == "reveal"]
    assert sorted(reveals) == ["p1", "p2"]
    assert not violations, violations[0].message
    for case in load_corpus()["MKM-02"]:
        assert not check_scenario(RULINGS["MKM-02"], RevealToEachEngine(), case)[1]


def test_mkm02_a_reveal_to_the_owner_alone_still_fails() -> None:
    _trace, violations = check_scenario(RULINGS["MKM-02"], open_mutant("face-down-revealed-to-owner-only"),
                                        face_down_bounced())
    assert violations and "revealed it only to p1" in violations[0].message


def three_face_down() -> Scenario:
    """Two face-down permanents from the setup, a third cast face down: 708.6 keeps the third after both."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Hidden Courier of Test", face_down="disguise")
    b.add("p1", "battlefield", "Masked Paladin of Test", face_down="disguise")
    third = b.add("p1", "hand", "Hidden Courier of Test")
    b.lands("p1", "WWW")
    return Scenario(b.build(), [{"type": "cast", "card": third, "mode": "face_down", "alt_cost": "disguise",
                                 "targets": []}, {"type": "pass"}, {"type": "pass"}])


def test_mkm07_the_setup_permanents_order_is_the_engines() -> None:
    trace, violations = check_scenario(RULINGS["MKM-07"], SetupTimestampsEngine(), three_face_down())
    stamps = {o["card"]: o["timestamp"] for o in trace.objects(len(trace.steps) - 1, zone="battlefield")}
    assert stamps["c1"] > stamps["c2"] and stamps["c3"] > stamps["c1"]  # reversed setup, the new one after
    assert not violations, violations[0].message


class NewestFirstEngine(SetupTimestampsEngine):
    """Not legal: gives the permanent cast face down during the game a timestamp before the setup's."""

    def rewrite(self, value: object) -> object:
        value = super().rewrite(value)
        obs = value.get("observation", value) if isinstance(value, dict) else None
        for o in (obs or {}).get("objects") or []:
            if o.get("card") == "c3" and o.get("zone") == "battlefield":
                o["timestamp"] = 0
        return value


def test_mkm07_a_later_entry_numbered_first_still_fails() -> None:
    _trace, violations = check_scenario(RULINGS["MKM-07"], NewestFirstEngine(), three_face_down())
    assert violations and "entry order" in violations[0].message


def free_kicked_with_floating_mana() -> Scenario:
    """p1, with {R}{R} floating, casts Discover Four of Test, discovers Burst Lightning and casts it free with
    kicker: the model pays the discover spell from the pool and kicker with four Mountains; an engine that taps
    lands first pays the first with two Mountains and kicker with the last three and the pool (601.2g-h)."""
    b = SetupBuilder()
    b.add("p1", "library", "Burst Lightning")
    spell = b.add("p1", "hand", "Discover Four of Test")
    b.lands("p1", "RRRRR")
    b.player("p1")["mana_pool"] = "{R}{R}"
    return Scenario(b.build(), [{"type": "cast", "card": spell, "targets": []}, {"type": "pass"}, {"type": "pass"},
                                {"type": "cast", "card": "c1", "alt_cost": "free", "targets": ["p2"],
                                 "additional_costs": ["kicker"]}])


def test_lci01_mana_spent_not_lands_tapped() -> None:
    scenario = free_kicked_with_floating_mana()
    model = model_trace(scenario)
    assert all(model.accepted(i) for i in range(4))
    trace, violations = check_scenario(RULINGS["LCI-01"], LandsFirstEngine(), scenario)
    tapped = [sum(o["tapped"] for o in t.objects(3, zone="battlefield")) -
              sum(o["tapped"] for o in t.objects(2, zone="battlefield")) for t in (trace, model)]
    assert tapped[0] != tapped[1], "the two payments should tap different numbers of lands at the free cast"
    assert not violations, violations[0].message


def test_lci01_an_unpaid_kicker_still_fails() -> None:
    _trace, violations = check_scenario(RULINGS["LCI-01"], open_mutant("free-cast-skips-additional-costs"),
                                        free_kicked_with_floating_mana())
    assert violations and "mana spent" in violations[0].message


def face_down_under(card: str) -> Scenario:
    """p1 casts Hidden Courier of Test face down with `card` on the battlefield (a cost increase or reduction
    that applies to every spell, the face-down one included, 601.2f)."""
    b = SetupBuilder()
    b.add("p2", "battlefield", card)
    hidden = b.add("p1", "hand", "Hidden Courier of Test")
    b.lands("p1", "WWWW")
    return Scenario(b.build(), [{"type": "cast", "card": hidden, "mode": "face_down", "alt_cost": "disguise",
                                 "targets": []}, {"type": "pass"}, {"type": "pass"}])


class CostChangesIgnoredFaceDown(Game):
    """Not legal: charges exactly {3} for a face-down cast whatever raises or lowers the cost."""

    def total_cost(self, pid, c, alt_cost, x, kicked, face):  # type: ignore[no-untyped-def]
        from reference_engine.mana import ManaCost

        if alt_cost == "disguise":
            return ManaCost(3)
        return super().total_cost(pid, c, alt_cost, x, kicked, face)


class CostChangesIgnoredEngine(ReferenceEngine):
    game_class = CostChangesIgnoredFaceDown


def test_mkm10_a_face_down_cast_pays_the_cost_changes_that_apply() -> None:
    for card, spent in (("Sphere of Resistance", 4), ("Helm of Awakening", 2)):
        scenario = face_down_under(card)
        model = model_trace(scenario)
        assert model.accepted(0) and sum(o["tapped"] for o in model.objects(0, zone="battlefield")) == spent
        _trace, violations = check_scenario(RULINGS["MKM-10"], ReferenceEngine(), scenario)
        assert not violations, violations[0].message
        _trace, violations = check_scenario(RULINGS["MKM-10"], CostChangesIgnoredEngine(), copy.deepcopy(scenario))
        assert violations and "cost changes" in violations[0].message, card


def test_lci09_a_library_shrink_the_model_makes_too_is_not_discover() -> None:
    """At a fizzle step, only cards that left the engine's library and stayed in the model's count against it: a
    card both games moved at that step (here written into both traces) was moved by something else."""
    case = next(c for c in load_corpus()["LCI-09"] if "fizzle" in str(model_trace(c).steps))
    model = model_trace(case)
    step = next(i for i in range(len(model.steps)) if any(e["type"] == "fizzle" for e in model.events(i)))
    both = copy.deepcopy(model)
    library = [o for o in both.observation(step - 1)["objects"] if o["zone"] == "library"]
    assert library, "the case should have a library to draw from"
    gone = library[0]["card"]
    for later in range(step, len(both.steps)):
        both.steps[later]["observation"] = copy.deepcopy(both.steps[later]["observation"])  # objects are shared
        for o in both.observation(later)["objects"]:
            if o["card"] == gone:
                o["zone"] = "hand"
    engine = Trace(both.setup, both.actions, both.initial, both.steps, None, both)
    assert fizzled_spell_discovers_nothing(JudgedTrace.of(engine, both)) == []
    only_engine = Trace(both.setup, both.actions, both.initial, both.steps, None, model)
    assert fizzled_spell_discovers_nothing(JudgedTrace.of(only_engine, model))
