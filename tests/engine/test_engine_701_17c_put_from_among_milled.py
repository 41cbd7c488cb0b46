"""701.17a, 701.17c, 608.2d, 603.6a: "mill seven cards, then put a creature, enchantment, or land card from among the
milled cards onto the battlefield" (Bramble Familiar // Fetch Quest): its caster picks one card of those kinds among
the cards milled (not one that was in the graveyard before, nor an instant); it is put onto the battlefield, not
cast; with none to pick, nothing more happens. And the Familiar's own "{1}{G}, {T}, discard a card: return this to
its owner's hand" (118.3)."""

from __future__ import annotations

from test_engine_core import ok, passes, start, zone
from test_engine_optional import choose, pending

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

FAMILIAR = "Bramble Familiar // Fetch Quest"


def _quest(library: list[str], graveyard: tuple[str, ...] = ()) -> tuple[ReferenceEngine, str, list[str], list[str]]:
    b = SetupBuilder()
    familiar = b.add("p1", "hand", FAMILIAR)
    b.lands("p1", "GGGGGGG")
    old = [b.add("p1", "graveyard", name) for name in graveyard]
    milled = [b.add("p1", "library", name) for name in library]
    b.add("p1", "library", "Island")  # the eighth card stays
    b.add("p2", "library", "Island")
    engine = start(b)
    ok(engine, {"type": "cast", "card": familiar, "mode": "adventure", "targets": []})
    passes(engine, 2)
    return engine, familiar, milled, old


def test_701_17c_a_card_of_the_kinds_among_the_milled_cards_is_put_onto_the_battlefield() -> None:
    library = ["Lightning Bolt", "Grizzly Bears", "Forest", "Lightning Bolt", "Lightning Bolt", "Lightning Bolt",
               "Lightning Bolt"]
    engine, familiar, milled, old = _quest(library, ("Grizzly Bears",))
    choice = pending(engine)
    assert choice is not None and choice["kind"] == "pick_card"
    assert sorted(choice["options"]) == sorted([milled[1], milled[2]])  # not the Bolts, nor the old Bears
    choose(engine, milled[1])
    assert zone(engine, milled[1]) == "battlefield" and zone(engine, milled[2]) == "graveyard"
    assert zone(engine, old[0]) == "graveyard" and zone(engine, familiar) == "exile"
    assert not engine.observe(None)["stack"]  # put onto the battlefield, never cast


def test_701_17c_with_no_card_of_the_kinds_nothing_more_happens() -> None:
    engine, familiar, milled, _ = _quest(["Lightning Bolt"] * 7, ("Grizzly Bears",))
    assert pending(engine) is None
    assert all(zone(engine, cid) == "graveyard" for cid in milled) and zone(engine, familiar) == "exile"


def test_118_3_the_familiar_returns_to_hand_for_mana_tap_and_a_discard() -> None:
    b = SetupBuilder()
    familiar = b.add("p1", "battlefield", FAMILIAR)
    spare = b.add("p1", "hand", "Forest")
    b.lands("p1", "GG")
    b.add("p1", "library", "Island")
    engine = start(b)
    ok(engine, {"type": "activate", "card": familiar, "ability": 0, "targets": [], "discard": [spare]})
    assert zone(engine, spare) == "graveyard"
    passes(engine, 2)
    assert zone(engine, familiar) == "hand"
