"""The reference engine on a cost of tapping X untapped permanents its controller controls (107.3, 118.3, 701.26a:
the activation's `x` and its `tap`), with a target whose quality names that X ("target instant or sorcery spell you
control with mana value X": X is announced before targets are chosen, 601.2b-c, 602.2b), and a copy whose
controller may choose new targets (707.10c): Resonance Technician."""

from __future__ import annotations

from test_engine_core import find, ok, start
from test_engine_optional import choose, pending

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

TECH = "Resonance Technician"


def bolt_on_the_stack(artifacts: int = 2, opponent_casts: bool = False) -> tuple[ReferenceEngine, str, list[str], str,
                                                                                  str]:
    """p1: Resonance Technician and `artifacts` Clues; Lightning Bolt (mana value 1) cast at p2's Grizzly Bears, by
    p1 (or, `opponent_casts`, by p2 in p1's turn after p1 passes)."""
    b = SetupBuilder(step="precombat_main")
    tech = b.add("p1", "battlefield", TECH)
    clues = [b.add("p1", "battlefield", "Clue", token=True) for _ in range(artifacts)]
    caster = "p2" if opponent_casts else "p1"
    bolt = b.add(caster, "hand", "Lightning Bolt")
    bears = b.add("p2" if not opponent_casts else "p1", "battlefield", "Grizzly Bears")
    b.lands(caster, "R")
    engine = start(b)
    if opponent_casts:
        ok(engine, {"type": "pass"})
    ok(engine, {"type": "cast", "card": bolt, "mode": "normal", "targets": [bears]})
    if opponent_casts:
        ok(engine, {"type": "pass"})  # p1 gets priority again with the Bolt on the stack
    return engine, tech, clues, bolt, bears


def copy(tech: str, spell: str, tapped: list[str], x: int) -> JSON:
    return {"type": "activate", "card": tech, "ability": 0, "x": x, "tap": tapped, "targets": [spell]}


def test_107_3_tapping_x_artifacts_copies_a_spell_with_mana_value_x_and_new_targets_may_be_chosen() -> None:
    engine, tech, clues, bolt, bears = bolt_on_the_stack()
    ok(engine, copy(tech, bolt, clues[:1], 1))
    assert find(engine, clues[0])["tapped"] and not find(engine, clues[1])["tapped"]  # type: ignore[index]
    assert find(engine, tech)["tapped"]  # type: ignore[index]
    ok(engine, {"type": "pass"}, {"type": "pass"})  # the ability resolves: the copy, then its new targets
    choice = pending(engine)
    assert choice is not None and choice["kind"] == "targets" and [bears] in choice["options"]
    choose(engine, ["p2"])  # 707.10c: the copy's controller chooses new targets
    ok(engine, {"type": "pass"}, {"type": "pass"})
    assert engine.observe(None)["players"][1]["life"] == 17
    ok(engine, {"type": "pass"}, {"type": "pass"})
    assert find(engine, bears)["zone"] == "graveyard"  # type: ignore[index]


def test_601_2c_the_target_must_have_mana_value_x() -> None:
    engine, tech, clues, bolt, _ = bolt_on_the_stack()
    assert not engine.act(copy(tech, bolt, clues, 2))["accepted"]  # the Bolt's mana value is 1, not 2
    assert not engine.act(copy(tech, bolt, clues, 1))["accepted"]  # two named for X = 1
    offered = [a for a in engine.legal_actions() if a["type"] == "activate" and a["card"] == tech]
    assert offered and all(a["x"] == 1 and len(a["tap"]) == 1 and a["targets"] == [bolt] for a in offered)


def test_115_1_an_opponents_spell_cant_be_its_target() -> None:
    engine, tech, clues, bolt, _ = bolt_on_the_stack(opponent_casts=True)
    assert not engine.act(copy(tech, bolt, clues[:1], 1))["accepted"]


def test_701_26a_a_tapped_artifact_cant_pay_the_cost() -> None:
    b = SetupBuilder(step="precombat_main")
    tech = b.add("p1", "battlefield", TECH)
    clue = b.add("p1", "battlefield", "Clue", token=True, tapped=True)
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, {"type": "cast", "card": bolt, "mode": "normal", "targets": ["p2"]})
    assert not engine.act(copy(tech, bolt, [clue], 1))["accepted"]


def test_608_2c_discarding_a_card_as_it_enters_investigates_twice() -> None:
    b = SetupBuilder(step="precombat_main")
    tech = b.add("p1", "hand", TECH)
    card = b.add("p1", "hand", "Forest")
    b.lands("p1", "UURRR")
    engine = start(b)
    ok(engine, {"type": "cast", "card": tech, "mode": "normal"}, {"type": "pass"}, {"type": "pass"},
       {"type": "pass"}, {"type": "pass"})
    assert pending(engine)["kind"] == "may"  # type: ignore[index]
    choose(engine, "accept")
    if pending(engine) is not None:
        choose(engine, card)
    assert find(engine, card)["zone"] == "graveyard"  # type: ignore[index]
    assert sum(o["name"] == "Clue" for o in engine.observe(None)["objects"] if o["zone"] == "battlefield") == 2
