"""The reference engine on Virtue of Strength: "if you tap a basic land for mana, it produces three times as much of
that mana instead", a replacement effect on a mana ability's mana (106.12, 614.1a; two apply in turn, 616.1). The
automatic payment taps as few lands as the tripled mana allows; what a tapped land made beyond the cost stays in the
pool (106.4)."""

from __future__ import annotations

from test_engine_core import cast, ok, player, start

from mtg_protocol.jsontypes import JSON
from strategies.states import SetupBuilder

VIRTUE = "Virtue of Strength // Garenbrig Growth"


def lands_tapped(result: JSON) -> int:
    paid = next(e for e in result["events"] if e["type"] == "cost_paid")
    return sum(1 for o in paid.get("other") or [] if o.startswith("tap "))


def _bears_cast(virtues: int, owner: str = "p1", basic: bool = True) -> tuple[int, str]:
    """(lands tapped, p1's pool after) for Grizzly Bears ({1}{G}) cast with three green sources."""
    b = SetupBuilder()
    for _ in range(virtues):
        b.add(owner, "battlefield", VIRTUE)
    bears = b.add("p1", "hand", "Grizzly Bears")
    if basic:
        b.lands("p1", "GGG")
    else:
        grove = b.define({"name": "Grove of Test", "layout": "normal", "synthetic": True, "faces": [{
            "name": "Grove of Test", "mana_cost": None, "types": ["Land"],
            "abilities": [{"kind": "mana", "produces": "G"}]}]})  # a land, not a basic one
        for _ in range(3):
            b.add("p1", "battlefield", grove)
    engine = start(b)
    result = ok(engine, cast(bears))
    return lands_tapped(result), player(engine, "p1")["mana_pool"]


def test_614_1a_a_basic_land_tapped_for_mana_makes_three() -> None:
    assert _bears_cast(0) == (2, "")
    assert _bears_cast(1) == (1, "{G}")  # one Forest makes {G}{G}{G}: two pay, one stays (106.4)


def test_616_1_two_multipliers_apply_in_turn() -> None:
    assert _bears_cast(2) == (1, "{G}" * 7)


def test_614_1a_only_basic_lands_of_the_virtue_s_controller() -> None:
    assert _bears_cast(1, owner="p2") == (2, "")
    assert _bears_cast(1, basic=False) == (2, "")
