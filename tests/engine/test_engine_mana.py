"""Mana costs with hybrid and Phyrexian symbols (107.4e, 107.4f): parsing, mana value, colors and payment."""

from __future__ import annotations

from collections import Counter

import pytest
from test_engine_core import cast, find, life, ok, start, synthetic

from reference_engine.mana import format_cost, parse_cost, plan_payment
from strategies.states import SetupBuilder


@pytest.mark.parametrize(("text", "value", "colors"), [
    ("{2}{G/W}", 3, {"G", "W"}),         # 202.3f: a two-color hybrid symbol counts 1
    ("{2/U}{2/U}{2/U}", 6, {"U"}),       # 202.3f: the largest component, 2
    ("{G/P}", 1, {"G"}),                 # 202.3g: Phyrexian counts 1
    ("{1}{G/W/P}", 2, {"G", "W"}),
    ("{X}{R}{R/G}", 2, {"R", "G"}),      # 202.3e: X is 0 off the stack
    ("{C/W}", 1, {"W"}),                 # 107.4e: colorless half; the symbol is still white
])
def test_mana_value_and_colors(text: str, value: int, colors: set[str]) -> None:
    cost = parse_cost(text)
    assert cost is not None
    assert cost.mana_value() == value and cost.colors() == colors  # 202.2d: every color of the symbols
    assert parse_cost(format_cost(cost)) == cost


@pytest.mark.parametrize("text", ["{G/G}", "{2/P}", "{G/W/U}", "{G/2/P}", "{Q}"])
def test_malformed_symbols_are_rejected(text: str) -> None:
    with pytest.raises(ValueError, match="unsupported mana symbol"):
        parse_cost(text)


def plan(text: str, pool: str = "", lands: str = "", life: int = 20) -> tuple[str, ...] | None:
    cost = parse_cost(text)
    assert cost is not None
    found = plan_payment(cost, Counter(pool), [(f"c{i + 1}", c) for i, c in enumerate(lands)], life)
    if found is None:
        return None
    used = "".join(s * n for s, n in found.from_pool)
    return (used, *found.tapped, *([f"life {found.life}"] if found.life else []))


def test_hybrid_is_paid_from_the_pool_before_any_land() -> None:
    assert plan("{G/W}", pool="W", lands="G") == ("W",)


def test_hybrid_takes_the_first_half_written_when_lands_pay_it() -> None:
    assert plan("{G/W}", lands="WG") == ("", "c2")


def test_hybrid_halves_are_searched_when_the_first_choice_strands_a_color() -> None:
    """{G/W}{W/U} with a Plains and an Island: G can't be paid, W for the first symbol leaves U for the second."""
    assert sorted(plan("{G/W}{W/U}", lands="WU") or ()) == ["", "c1", "c2"]
    assert plan("{G/W}{W/U}", lands="UU") is None
    assert sorted(plan("{B/G}{B/R}", lands="BG") or ()) == ["", "c1", "c2"]  # B first would strand the {B/R}


def test_two_generic_hybrid_prefers_its_color_then_two_generic() -> None:
    assert plan("{2/U}", lands="GU") == ("", "c2")
    assert plan("{2/U}", lands="GG") == ("", "c1", "c2")
    assert plan("{2/U}", lands="G") is None


def test_phyrexian_is_paid_with_mana_when_possible_else_two_life() -> None:
    assert plan("{G/P}", lands="G") == ("", "c1")
    assert plan("{G/P}", lands="R") == ("", "life 2")
    assert plan("{G/P}{G/P}", lands="G") == ("", "c1", "life 2")
    assert plan("{G/P}", life=1) is None  # 119.4: no more life than the life total
    assert plan("{G/P}{G/P}", life=3) is None


def test_a_hybrid_spell_is_cast_and_shows_its_cost() -> None:
    b = SetupBuilder()
    name = synthetic(b, "Split Growth of Test", "{1}{G/W}", ["Instant"], effects=[{"do": "gain_life", "n": 1}])
    spell = b.add("p1", "hand", name)
    plains, forest = b.lands("p1", "WG")
    engine = start(b)
    ok(engine, cast(spell))
    o = find(engine, spell)
    assert o is not None and o["mana_cost"] == "{1}{G/W}" and o["mana_value"] == 2 and set(o["colors"]) == {"G", "W"}
    assert find(engine, plains)["tapped"] and find(engine, forest)["tapped"]  # type: ignore[index]


def test_a_phyrexian_spell_without_mana_costs_two_life() -> None:
    """107.4f, 119.4: with no green source, the {G/P} is paid with 2 life."""
    b = SetupBuilder()
    name = synthetic(b, "Sap Surge of Test", "{G/P}", ["Instant"], effects=[{"do": "draw", "n": 1}])
    spell = b.add("p1", "hand", name)
    b.add("p1", "library", "Forest")
    engine = start(b)
    result = ok(engine, cast(spell))
    assert life(engine, "p1") == 18
    assert any(e["type"] == "cost_paid" and "pay 2 life" in e["other"] for e in result["events"])


def paid_with(text: str, lands: list[tuple[str, str]]) -> list[str] | None:
    """The lands tapped to pay `text` from an empty pool (sorted), or None when it can't be paid."""
    cost = parse_cost(text)
    assert cost is not None
    found = plan_payment(cost, Counter(), lands)
    return None if found is None else sorted(found.tapped)


def test_a_land_of_two_colors_pays_either_and_is_not_spent_where_it_strands_a_color() -> None:
    """605.1a, 106.1a, 601.2g: a land that adds one of two colors pays a symbol of either; the payment is found
    even when the first land in card-id order that makes a symbol is the only one able to make a later one."""
    assert paid_with("{W}", [("c1", "WB")]) == paid_with("{B}", [("c1", "WB")]) == ["c1"]
    assert paid_with("{G}", [("c1", "WB")]) is None
    # {W}{B} with the dual first and a Swamp: B on the dual would strand the W, so the Swamp pays B
    assert paid_with("{W}{B}", [("c1", "WB"), ("c2", "B")]) == ["c1", "c2"]
    assert paid_with("{W}{W}", [("c1", "WB"), ("c2", "B")]) is None
    assert paid_with("{1}{R}", [("c1", "RG"), ("c2", "G")]) == ["c1", "c2"]  # generic takes what colors left


def test_a_translated_land_of_two_colors_pays_a_spell_of_both() -> None:
    """Ballroom ({T}: add {W} or {B}) before a Swamp pays {W}{B}: the land gives the W the Swamp can't."""
    b = SetupBuilder()
    name = synthetic(b, "Grey Bargain of Test", "{W}{B}", ["Instant"], effects=[{"do": "gain_life", "n": 1}])
    spell = b.add("p1", "hand", name)
    ballroom = b.add("p1", "battlefield", "Ballroom")
    (swamp,) = b.lands("p1", "B")
    engine = start(b)
    ok(engine, cast(spell))
    assert find(engine, swamp)["tapped"] and find(engine, ballroom)["tapped"]  # type: ignore[index]
