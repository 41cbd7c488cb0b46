"""Unshakable Tail's rules: one triggered ability with two trigger events (603.2: "when this enters and at the
beginning of your upkeep"); "whenever one or more creature cards are put into your graveyard from your library"
(603.2c: a surveil or mill moving several is one event; a creature card from elsewhere, or a land card, doesn't
trigger it); and an ability activated from its owner's graveyard whose effect returns the card to hand (113.6m), paid
by sacrificing a Clue (118.3)."""

from __future__ import annotations

from test_engine_adventure_cards import until
from test_engine_core import cast, ok, passes, start, synthetic, zone
from test_engine_optional import choose, pending

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

TAIL = "Unshakable Tail"


def _clues(engine: ReferenceEngine) -> int:
    return sum(1 for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["name"] == "Clue")


def test_603_2_it_surveils_as_it_enters_and_at_the_beginning_of_its_controllers_upkeep() -> None:
    b = SetupBuilder()
    tail = b.add("p1", "hand", TAIL)
    b.lands("p1", "BBB")
    for pid in ("p1", "p2"):
        for _ in range(4):
            b.add(pid, "library", "Forest")
    engine = start(b)
    ok(engine, cast(tail))
    passes(engine, 2)  # the Tail resolves; its enters trigger goes on the stack
    passes(engine, 2)
    assert pending(engine) == {"player": "p1", "kind": "surveil", "options": ["top", "graveyard"]}
    choose(engine, "top")
    until(engine, "p2", "upkeep")
    assert not engine.observe(None)["stack"]  # not on the opponent's upkeep
    until(engine, "p1", "upkeep")
    assert len(engine.observe(None)["stack"]) == 1
    passes(engine, 2)
    assert pending(engine) == {"player": "p1", "kind": "surveil", "options": ["top", "graveyard"]}


def _mill(b: SetupBuilder, n: int) -> str:
    return b.add("p1", "hand", synthetic(b, f"Mill {n} of Test", "{0}", ["Sorcery"],
                                         effects=[{"do": "mill_yourself", "n": n}], targets=[]))


def test_603_2c_creature_cards_milled_together_are_one_event() -> None:
    b = SetupBuilder()
    b.add("p1", "battlefield", TAIL)
    spell = _mill(b, 3)
    for name in ("Grizzly Bears", "Grizzly Bears", "Forest", "Forest"):
        b.add("p1", "library", name)
    b.add("p2", "library", "Forest")
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    assert len(engine.observe(None)["stack"]) == 1  # two creature cards, one trigger
    passes(engine, 2)
    assert _clues(engine) == 1


def test_603_2c_no_creature_card_from_the_library_no_trigger() -> None:
    b = SetupBuilder()
    b.add("p1", "battlefield", TAIL)
    spell = _mill(b, 2)
    b.add("p1", "library", "Forest")
    b.add("p1", "library", "Forest")
    b.add("p1", "hand", "Grizzly Bears")
    b.add("p2", "library", "Forest")
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    assert not engine.observe(None)["stack"]
    b = SetupBuilder()  # a creature card milled from an opponent's library isn't put into "your" graveyard
    b.add("p2", "battlefield", TAIL)
    spell = _mill(b, 1)
    b.add("p1", "library", "Grizzly Bears")
    b.add("p2", "library", "Forest")
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    assert not engine.observe(None)["stack"]


def _graveyard(clue: bool) -> tuple[ReferenceEngine, str, str | None]:
    b = SetupBuilder()
    tail = b.add("p1", "graveyard", TAIL)
    clue_id = b.add("p1", "battlefield", "Clue", token=True) if clue else None
    b.lands("p1", "BB")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    return start(b), tail, clue_id


def test_113_6m_it_returns_from_the_graveyard_by_sacrificing_a_clue() -> None:
    engine, tail, clue = _graveyard(True)
    assert clue is not None
    action: JSON = {"type": "activate", "card": tail, "ability": 0, "targets": [], "sacrifice": [clue]}
    assert action in engine.legal_actions()
    ok(engine, action)
    assert zone(engine, clue) is None  # the token was sacrificed as the cost
    passes(engine, 2)
    assert zone(engine, tail) == "hand"


def test_113_6m_without_a_clue_or_on_the_battlefield_it_cant_be_activated() -> None:
    engine, tail, _ = _graveyard(False)
    assert not [a for a in engine.legal_actions() if a["type"] == "activate"]
    b = SetupBuilder()
    tail = b.add("p1", "battlefield", TAIL)
    clue = b.add("p1", "battlefield", "Clue", token=True)
    b.lands("p1", "BB")
    engine = start(b)
    refused = engine.act({"type": "activate", "card": tail, "ability": 0, "targets": [], "sacrifice": [clue]})
    assert not refused["accepted"]
