"""What chance decides is not judged: an engine whose random order differs from the model's is not failed for
the draws that follow (701.57a)."""

from __future__ import annotations

from typing import Any

from conformance.catalog import RULINGS
from conformance.runner import check_scenario
from reference_engine.adapter import ReferenceEngine
from strategies.scenario import Scenario

JSON = dict[str, Any]


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
    from conformance.trace import Trace

    cast = {"type": "cast", "card": "c15"}
    start = {"objects": [{"card": "c15", "zone": "exile"}]}
    for moved, expected in ((["c14", "c15", "c16"], True), (["c15"], False)):
        model = Trace({}, [{"type": "pass"}, {"type": "pass"}, cast], start,
                      [_step("library", moved), _step("hand", []), _step("stack", [])])
        engine = Trace({}, model.actions, start, [_step("library", moved), _step("library", []),
                                                   _step("library", [])], model=model)
        assert drawn_by_chance(engine, 2, cast) is expected
    assert not drawn_by_chance(model, 2, cast)
