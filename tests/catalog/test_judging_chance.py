"""Failures phase.rs met that were not its own, judged by engines that differ from the model only there: chance
(an engine whose random order differs is not failed for the draws that follow, 701.57a), and a wrong name
read as a hidden card (LCI-05 judges what players see, not the name)."""

from __future__ import annotations

from typing import Any

from conformance.catalog import RULINGS
from conformance.runner import check_scenario
from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.scenario import Scenario


class OtherChance(ReferenceEngine):
    """The reference engine with its random choices seeded otherwise than the setup says."""

    name = "other-chance"

    def setup(self, setup: JSON) -> JSON:
        return super().setup({**setup, "seed": 0})


def _lands(first: int, names: list[str]) -> list[JSON]:
    return [{"id": f"c{first + i}", "card": name} for i, name in enumerate(names)]


def _discover_then_draw(cast_last: str) -> Scenario:
    """LCI-05 on phase.rs (counterexample LCI-05.3): Daring Discovery's discover 4 exiles Forest, Doubling
    Season and Forest before Village Rites, cast free; the three others go to the library's bottom in a random
    order, Village Rites draws two of them, and the scenario then casts the card ``cast_last``."""
    library = [{"id": "c14", "card": "Forest"}, {"id": "c15", "card": "Doubling Season"},
               {"id": "c16", "card": "Forest"}, {"id": "c17", "card": "Village Rites"}]
    battlefield = _lands(2, ["Mountain"] * 5 + ["Forest"] + ["Mountain"] * 4) + [{"id": "c12", "card": "Grizzly Bears"}]
    setup = {"protocol": 1, "seed": 1, "turn": {"number": 3, "active_player": "p1", "step": "precombat_main"},
             "players": [{"id": "p1", "life": 20, "library": library,
                          "hand": [{"id": "c1", "card": "Daring Discovery"}],
                          "graveyard": [], "exile": [], "battlefield": battlefield},
                         {"id": "p2", "life": 20, "library": [], "hand": [], "graveyard": [], "exile": [],
                          "battlefield": [{"id": "c13", "card": "Grizzly Bears"}]}]}
    actions = [{"type": "cast", "card": "c1", "mode": "normal", "alt_cost": None, "targets": ["c12", "c13"]},
               {"type": "pass"}, {"type": "pass"},
               {"type": "cast", "card": "c17", "mode": "normal", "alt_cost": "free", "targets": [],
                "additional_costs": [{"sacrifice": ["c12"]}]},
               {"type": "pass"}, {"type": "pass"},
               {"type": "cast", "card": cast_last, "mode": "normal", "alt_cost": None, "targets": []}]
    return Scenario(setup, actions)


def test_a_card_left_in_the_library_by_chance_is_not_a_refusal() -> None:
    """The model drew Doubling Season from the random bottom, the other engine drew the Forests: its refusal to
    cast Doubling Season, still in its library, is chance, not a rules question."""
    scenario = _discover_then_draw("c15")
    steps = OtherChance().run_sequence(scenario.setup, scenario.actions)["steps"]
    model = ReferenceEngine().run_sequence(scenario.setup, scenario.actions)["steps"]
    assert (steps[-1]["accepted"], model[-1]["accepted"]) == (False, True)
    _trace, violations = check_scenario(RULINGS["LCI-05"], OtherChance(), scenario)
    assert not violations, violations[0].message


def _step(zone: str, moves: list[str]) -> JSON:
    events = [{"type": "zone_move", "card": c, "from": "exile", "to": "library", "cause": "effect"} for c in moves]
    return {"accepted": True, "events": events, "observation": {"objects": [{"card": "c15", "zone": zone}]}}


def test_only_a_card_put_into_the_library_with_others_is_left_to_chance() -> None:
    """One card put alone into the library has a known place: an engine that has it elsewhere is judged."""
    from conformance.catalog.common import drawn_by_chance
    from mtg_protocol.trace import JudgedTrace, Trace

    cast = {"type": "cast", "card": "c15"}
    start = {"objects": [{"card": "c15", "zone": "exile"}]}
    for moved, expected in ((["c14", "c15", "c16"], True), (["c15"], False)):
        model = Trace({}, [{"type": "pass"}, {"type": "pass"}, cast], start,
                      [_step("library", moved), _step("hand", []), _step("stack", [])])
        engine = JudgedTrace({}, model.actions, start, [_step("library", moved), _step("library", []),
                                                         _step("library", [])], model=model)
        assert drawn_by_chance(engine, 2, cast) is expected
    assert not drawn_by_chance(JudgedTrace.of(model, model), 2, cast)  # the model agrees with itself


def _renamed(data: Any, old: str, new: JSON) -> Any:
    """``data`` with every object named ``old`` changed by ``new``."""
    if isinstance(data, list):
        return [_renamed(x, old, new) for x in data]
    if isinstance(data, dict):
        out = {k: _renamed(v, old, new) for k, v in data.items()}
        return {**out, **new} if out.get("name") == old else out
    return data


class LeftHalfOnly(ReferenceEngine):
    """Shows a split card by its left half only, in its game state and in every view, as phase.rs does
    (709.4 wants both halves); ``hide`` also hides the card in the views."""

    name = "left-half"
    hide = False

    def run_sequence(self, setup: JSON, actions: list[JSON], views: bool = False) -> JSON:
        out = _renamed(super().run_sequence(setup, actions, views), "Fire // Ice", {"name": "Fire"})
        if self.hide and "views" in out:
            out["views"] = _renamed(out["views"], "Fire", {"hidden": True})
        return out


def test_a_discovered_card_is_judged_visible_by_the_name_the_engine_gives_it() -> None:
    """LCI-05 on phase.rs (counterexample LCI-05.2): discover exiles Fire // Ice, which phase names "Fire"
    everywhere. Every player sees it (406.3), so LCI-05 holds; the name is a characteristic (709.4), not
    something hidden. A view that hides the card still fails."""
    setup = {"protocol": 1, "seed": 0, "turn": {"number": 3, "active_player": "p1", "step": "precombat_main"},
             "players": [{"id": "p1", "life": 20, "library": [{"id": "c9", "card": "Fire // Ice"}],
                          "hand": [{"id": "c1", "card": "Daring Discovery"}], "graveyard": [], "exile": [],
                          "battlefield": _lands(2, ["Mountain"] * 6)},
                         {"id": "p2", "life": 20, "library": [], "hand": [], "graveyard": [], "exile": [],
                          "battlefield": [{"id": "c8", "card": "Grizzly Bears"}]}]}
    scenario = Scenario(setup, [{"type": "cast", "card": "c1", "mode": "normal", "alt_cost": None, "targets": ["c8"]},
                                {"type": "pass"}, {"type": "pass"}])
    _trace, violations = check_scenario(RULINGS["LCI-05"], LeftHalfOnly(), scenario)
    assert not violations, violations[0].message
    LeftHalfOnly.hide = True
    try:
        _trace, violations = check_scenario(RULINGS["LCI-05"], LeftHalfOnly(), scenario)
    finally:
        LeftHalfOnly.hide = False
    assert [v.invariant for v in violations] == ["discovered_cards_seen_by_all"]


def test_the_state_after_the_engine_ended_the_game_is_not_judged() -> None:
    """MKM-12 on phase.rs (counterexample MKM-12.4): Lightning Bolt takes p1 to 0 life, phase ends the game and
    moves p1's objects, Dog tokens included, to exile. Nothing is checked after the game's end (104.1)."""
    from conformance.catalog.universal import settled_state
    from mtg_protocol.trace import Trace

    def step(over: bool) -> JSON:
        dog = {"card": "t1", "zone": "exile" if over else "battlefield", "token": True}
        return {"accepted": True, "events": [], "observation": {"objects": [dog], "game_over": over}}

    start = {"objects": [{"card": "t1", "zone": "battlefield", "token": True}], "game_over": False}
    assert settled_state(Trace({}, [{"type": "pass"}], start, [step(True)])) == []
    unended = step(True)
    unended["observation"]["game_over"] = False
    assert [v.kind for v in settled_state(Trace({}, [{"type": "pass"}], start, [unended]))] == \
        ["token outside the battlefield"]
