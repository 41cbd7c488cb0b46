"""The reference engine on Zoetic Glyph: an Aura whose static ability makes the artifact it enchants a 5/4 Golem
creature in addition to its other types (205.1b, 613.1d layer 4, 613.4b layer 7b) for as long as it's attached, and
its ability that triggers when it is put into a graveyard from the battlefield (603.6c, 603.10a), here after the
artifact it enchanted left and state-based actions put it there (704.5m)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS: JSON = {"type": "pass"}


def test_613_1d_an_aura_makes_the_enchanted_artifact_a_golem_creature_and_triggers_as_it_goes() -> None:
    b = SetupBuilder()
    glyph = b.add("p1", "hand", "Zoetic Glyph")
    clue = b.add("p1", "battlefield", "Clue", token=True)
    b.add("p1", "library", "Grizzly Bears")
    b.lands("p1", "UUUUU")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act({"type": "cast", "card": glyph, "mode": "normal", "targets": [clue], "alt_cost": None})[
        "accepted"]
    engine.act(PASS)
    engine.act(PASS)
    golem = next(o for o in engine.observe(None)["objects"] if o["card"] == clue)
    assert set(golem["types"]) == {"Artifact", "Creature"} and set(golem["subtypes"]) == {"Clue", "Golem"}
    assert (golem["power"], golem["toughness"]) == (5, 4)
    assert engine.act({"type": "activate", "card": clue, "ability": 0, "targets": []})["accepted"]
    # the Clue is gone, so the Aura is put into its owner's graveyard (704.5m) and its ability triggers
    assert next(o for o in engine.observe(None)["objects"] if o["card"] == glyph)["zone"] == "graveyard"
    assert [s["source"] for s in engine.observe(None)["stack"]][0] == glyph
