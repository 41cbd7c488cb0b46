"""Casting a card from another player's graveyard as an effect resolves (601.2, 118.9), played with Flotsam // Jetsam:
Jetsam has each opponent mill three cards, then its caster may cast a spell from each opponent's graveyard without
paying its mana cost, exiled instead if it would be put into a graveyard (614.1a)."""

from __future__ import annotations

from test_engine_core import cast, life, ok, passes, start, zone
from test_engine_events import subtype_count

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

CARD = "Flotsam // Jetsam"


def _jetsam_resolves() -> tuple[ReferenceEngine, dict[str, str]]:
    """p1 casts Jetsam; p2's library's top three cards (a Lightning Bolt, a Forest, a Grizzly Bears) are milled."""
    b = SetupBuilder()
    jetsam = b.add("p1", "hand", CARD)
    ids = {name: b.add("p2", "library", name) for name in ("Lightning Bolt", "Forest", "Grizzly Bears")}
    ids["Island"] = b.add("p2", "library", "Island")
    b.lands("p1", "UUUUUU")
    engine = start(b)
    ok(engine, cast(jetsam, mode="right"))
    passes(engine, 2)
    return engine, ids


def test_601_2_a_spell_cast_from_the_opponents_graveyard_for_free_is_exiled_after() -> None:
    engine, ids = _jetsam_resolves()
    assert [zone(engine, ids[n]) for n in ("Lightning Bolt", "Forest", "Grizzly Bears", "Island")] == \
        ["graveyard", "graveyard", "graveyard", "library"]
    choice = engine.observe(None)["pending_choice"]
    assert choice["kind"] == "pick_card" and choice["player"] == "p1"
    assert sorted(choice["options"]) == sorted([ids["Lightning Bolt"], ids["Grizzly Bears"], "none"])  # no land
    ok(engine, {"type": "choose", "choice": ids["Lightning Bolt"]})
    assert engine.observe(None)["pending_choice"]["kind"] == "graveyard_cast"
    ok(engine, cast(ids["Lightning Bolt"], "p2", alt_cost="free"))
    passes(engine, 2)
    assert life(engine, "p2") == 17
    assert zone(engine, ids["Lightning Bolt"]) == "exile"  # 614.1a: not its owner's graveyard


def test_601_2_the_cast_may_be_declined() -> None:
    engine, ids = _jetsam_resolves()
    ok(engine, {"type": "choose", "choice": ids["Grizzly Bears"]})
    ok(engine, {"type": "choose", "choice": "decline"})
    assert zone(engine, ids["Grizzly Bears"]) == "graveyard" and not engine.observe(None)["stack"]


def test_701_17a_flotsam_mills_its_caster_and_investigates() -> None:
    b = SetupBuilder()
    flotsam = b.add("p1", "hand", CARD)
    milled = [b.add("p1", "library", "Forest") for _ in range(3)]
    b.lands("p1", "GU")
    engine = start(b)
    ok(engine, cast(flotsam, mode="left"))
    passes(engine, 2)
    assert all(zone(engine, c) == "graveyard" for c in milled) and subtype_count(engine, "Clue") == 1
