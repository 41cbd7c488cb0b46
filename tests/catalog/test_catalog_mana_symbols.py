"""Reading costs in the catalog (107.3, 107.4, 202.3): hybrid, Phyrexian, X and generic symbols."""

from __future__ import annotations

import pytest

from conformance.catalog.disguise import turning_up_pays_disguise_cost
from conformance.catalog.mana_symbols import mana_paid_range, mana_value
from conformance.model import model_trace
from mtg_protocol.trace import Trace
from strategies.scenario import Scenario
from strategies.states import SetupBuilder


@pytest.mark.parametrize(("cost", "x", "value"), [
    ("{2}{W}", 0, 3), ("{W/U}{W/U}", 0, 2), ("{2/W}", 0, 2), ("{G/P}", 0, 1), ("{X}{R}", 3, 4),
    ("{x}{r}", 2, 3), ("{4}{R/G}{R/G}", 0, 6), ("", 0, 0), (None, 0, 0), ("{C}", 0, 1)])
def test_mana_value_counts_each_symbol_as_202_3_says(cost: str | None, x: int, value: int) -> None:
    assert mana_value(cost, x) == value


@pytest.mark.parametrize(("cost", "x", "paid"), [
    ("{2}{W}", 0, (3, 3)), ("{r/w}{r/w}", 0, (2, 2)), ("{2/W}", 0, (1, 2)), ("{W/P}", 0, (0, 1)),
    ("{1}{G/P}{G/P}", 0, (1, 3)), ("{X}{G}", 2, (3, 3)), ("{X}{G}", 0, (1, 1))])
def test_mana_paid_range_allows_every_way_of_paying(cost: str, x: int, paid: tuple[int, int]) -> None:
    assert mana_paid_range(cost, x) == paid


def _turned_up_trace(disguise: str) -> Trace:
    """The model turning face up a creature whose disguise cost is `disguise`, with Forests only."""
    b = SetupBuilder()
    name = b.define({"name": "Odd Disguise of Test", "layout": "normal", "synthetic": True, "faces": [
        {"name": "Odd Disguise of Test", "mana_cost": "{1}{W}", "types": ["Creature"], "power": 2,
         "toughness": 2, "keywords": [f"disguise {disguise}"]}]})
    card = b.add("p1", "battlefield", name, face_down="disguise")
    b.lands("p1", "GGG")
    trace = model_trace(Scenario(b.build(), [{"type": "turn_face_up", "card": card}]))
    assert trace.accepted(0)
    return Trace(trace.setup, trace.actions, trace.initial, trace.steps, None, trace)


@pytest.mark.parametrize("disguise", ["{2/W}", "{G/P}{G}", "{1}{G/U}"])
def test_turning_up_for_a_hybrid_or_phyrexian_disguise_cost_is_not_accused(disguise: str) -> None:
    """Paying {2/W} with two generic mana, or {G/P} with mana, is paying the cost (107.4e, 107.4f)."""
    assert turning_up_pays_disguise_cost(_turned_up_trace(disguise)) == []


@pytest.mark.parametrize(("a", "b", "same"), [
    ("{W}{U}", "{U}{W}", True), ("{3}{G}{W}", "{3}{W}{G}", True), ("{2}{w}", "{2}{W}", True),
    ("{G/W}", "{w/g}", True), ("{W/P}", "{p/w}", True), ("{2/W}", "{W/2}", True), ("", None, True),
    ("{W}", "{W}{W}", False), ("{1}{W}", "{W}{U}", False), ("{G/W}", "{G}{W}", False), ("{W/P}", "{W}", False)])
def test_same_mana_cost_compares_costs_not_spellings(a: str, b: str | None, same: bool) -> None:
    from conformance.catalog.mana_symbols import same_mana_cost

    assert same_mana_cost(a, b) is same
