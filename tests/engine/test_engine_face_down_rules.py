"""Manifested and cloaked permanents (701.40, 701.58): ward on a cloaked one, turning face up for the mana cost."""

from __future__ import annotations

from typing import Any

from test_engine_core import cast, find, ok, passes, start, synthetic

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def turn_up(card: str, **rest: Any) -> JSON:
    return {"type": "turn_face_up", "card": card, **rest}


def _face_down(card: str, how: str, lands: str) -> tuple[ReferenceEngine, str]:
    b = SetupBuilder()
    fd = b.add("p1", "battlefield", card, face_down=how)
    b.lands("p1", lands)
    return start(b), fd


def test_a_cloaked_permanent_has_ward_2() -> None:
    """701.58a: a cloaked card is a 2/2 face-down creature with ward {2}; a manifested one has no ward (701.40a)."""
    b = SetupBuilder()
    cloaked = b.add("p1", "battlefield", "Grizzly Bears", face_down="cloak")
    manifested = b.add("p1", "battlefield", "Grizzly Bears", face_down="manifest")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "R")
    engine = start(b)
    assert find(engine, cloaked)["keywords"] == ["ward {2}"]  # type: ignore[index]
    assert find(engine, manifested)["keywords"] == []  # type: ignore[index]
    passes(engine, 1)
    result = ok(engine, cast(bolt, cloaked))
    assert any(e["type"] == "trigger" and e["source"] == cloaked for e in result["events"])


def test_a_manifested_creature_card_turns_face_up_for_its_mana_cost() -> None:
    """701.40b: a special action; the mana cost {1}{G} is paid and the permanent is the Bears again."""
    engine, fd = _face_down("Grizzly Bears", "manifest", "GG")
    assert {"type": "turn_face_up", "card": fd} in engine.legal_actions()
    result = ok(engine, turn_up(fd))
    o = find(engine, fd)
    assert o is not None and o["name"] == "Grizzly Bears" and not o["face_down"]
    assert sum(1 for e in result["events"] if e["type"] == "cost_paid") == 1
    assert engine.observe(None)["stack"] == [] and engine.observe(None)["turn"]["priority"] == "p1"


def test_a_cloaked_creature_card_turns_face_up_for_its_mana_cost() -> None:
    """701.58b: the same for a cloaked creature card; without enough mana it can't."""
    engine, fd = _face_down("Grizzly Bears", "cloak", "G")
    assert not engine.act(turn_up(fd))["accepted"]
    engine, fd = _face_down("Grizzly Bears", "cloak", "GG")
    ok(engine, turn_up(fd, by="mana_cost"))
    assert find(engine, fd)["name"] == "Grizzly Bears"  # type: ignore[index]


def test_a_manifested_noncreature_card_cannot_turn_face_up_for_its_mana_cost() -> None:
    """701.40b, 701.40g: only a creature card may be turned face up this way."""
    engine, fd = _face_down("Lightning Bolt", "manifest", "RR")
    assert not any(a["type"] == "turn_face_up" for a in engine.legal_actions())
    result = engine.act(turn_up(fd))
    assert not result["accepted"] and "mana cost" in result["reason"]


def test_a_disguised_permanent_has_no_mana_cost_procedure() -> None:
    """702.168d: a disguised card turns up for its disguise cost only, never its mana cost."""
    engine, fd = _face_down("Hidden Courier of Test", "disguise", "GGGG")
    assert not engine.act(turn_up(fd, by="mana_cost"))["accepted"]
    assert [a for a in engine.legal_actions() if a["type"] == "turn_face_up"] == [turn_up(fd)]


def test_a_manifested_card_with_disguise_may_use_either_procedure() -> None:
    """701.40d: disguise {1}{G} or the mana cost {1}{G}; both are offered, disguise first."""
    engine, fd = _face_down("Hidden Courier of Test", "manifest", "GG")
    assert [a for a in engine.legal_actions() if a["type"] == "turn_face_up"] == [
        turn_up(fd), turn_up(fd, by="mana_cost")]
    ok(engine, turn_up(fd, by="mana_cost"))
    assert find(engine, fd)["name"] == "Hidden Courier of Test"  # type: ignore[index]


def test_turning_up_with_x_in_the_mana_cost_pays_x_as_zero() -> None:
    """107.3, 701.40b: X is 0 when a manifested card with {X} in its cost turns face up."""
    b = SetupBuilder()
    name = synthetic(b, "Growing Ooze of Test", "{X}{G}", ["Creature"], power=1, toughness=1)
    fd = b.add("p1", "battlefield", name, face_down="manifest")
    b.lands("p1", "G")
    engine = start(b)
    ok(engine, turn_up(fd))
    assert find(engine, fd)["name"] == name  # type: ignore[index]
