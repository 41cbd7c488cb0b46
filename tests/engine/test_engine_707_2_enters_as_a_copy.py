"""Entering as a copy (614.1c, 707.2, 613.2a): a replacement effect gives a creature entering under its controller's
control another card's copiable values, which its enters abilities then use; the copy effect ends with the object
(400.7). Played with a real card, The Inspector Inspector (other creatures its controller controls enter as a copy of
Thraben Inspector)."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start
from test_engine_turn_triggers import resolve_all

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

INSPECTOR = "The Inspector Inspector"


def clues(engine: ReferenceEngine, pid: str) -> int:
    return sum(1 for o in engine.observe(None)["objects"]
               if o["zone"] == "battlefield" and o["name"] == "Clue" and o["controller"] == pid)


def test_707_2_a_creature_entering_under_its_controller_is_a_thraben_inspector() -> None:
    """p1's Grizzly Bears enter as a copy of Thraben Inspector: named so, a 1/2 Human Soldier costing {W}, and its
    enters ability investigates. Returned to the hand, the card is Grizzly Bears again (400.7)."""
    b = SetupBuilder()
    b.add("p1", "battlefield", INSPECTOR)
    bears = b.add("p1", "hand", "Grizzly Bears")
    bounce = b.add("p1", "hand", "Unsummon")
    b.lands("p1", "GGU")
    engine = start(b)
    ok(engine, cast(bears))
    resolve_all(engine)
    seen = find(engine, bears)
    assert seen is not None and seen["zone"] == "battlefield"
    assert (seen["name"], seen["power"], seen["toughness"], seen["subtypes"], seen["mana_cost"]) == \
        ("Thraben Inspector", 1, 2, ["Human", "Soldier"], "{W}")
    assert clues(engine, "p1") == 1
    ok(engine, cast(bounce, bears))
    resolve_all(engine)
    seen = find(engine, bears)
    assert seen is not None and (seen["zone"], seen["name"]) == ("hand", "Grizzly Bears")


def test_614_1c_only_other_creatures_of_its_controller_and_not_noncreatures() -> None:
    """p2's Grizzly Bears enter as themselves (p2 doesn't control The Inspector Inspector); The Inspector Inspector
    itself entering is not a copy ("other")."""
    b = SetupBuilder(active="p2")
    b.add("p1", "battlefield", INSPECTOR)
    bears = b.add("p2", "hand", "Grizzly Bears")
    b.lands("p2", "GG")
    engine = start(b)
    ok(engine, cast(bears))
    resolve_all(engine)
    assert find(engine, bears)["name"] == "Grizzly Bears"  # type: ignore[index]
    b = SetupBuilder()
    inspector = b.add("p1", "hand", INSPECTOR)
    b.lands("p1", "WWW")
    engine = start(b)
    ok(engine, cast(inspector))
    passes(engine, 2)
    assert find(engine, inspector)["name"] == INSPECTOR  # type: ignore[index]
