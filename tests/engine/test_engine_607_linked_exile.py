"""Linked abilities over exiled cards (607.2a, 406.6), played with Nyla, Shirshu Sleuth: its enters ability exiles up to
one creature card from its controller's graveyard, and they lose life and create Clues by that card's mana value
(608.2h); its end-step ability, under an intervening "if" about the Clues they control (603.4), returns a card
exiled with it, and only such a card."""

from __future__ import annotations

from test_engine_core import cast, life, ok, passes, start, synthetic, zone
from test_engine_events import to_step
from test_engine_turn_triggers import clues, resolve_all

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

NYLA = "Nyla, Shirshu Sleuth"


def _nyla_exiles(card: str | None, lands: str = "BBBBB", also: str | None = None
                 ) -> tuple[ReferenceEngine, str, str, str]:
    """Nyla cast with `card` (None: a synthetic creature card of mana value 0) in p1's graveyard, its enters
    ability aimed at it, resolved; `also`: another card in p1's hand (its id last, "" for none)."""
    b = SetupBuilder()
    nyla = b.add("p1", "hand", NYLA)
    name = card or synthetic(b, "Memnite of Test", None, ["Creature"], power=1, toughness=1)
    buried = b.add("p1", "graveyard", name)
    other = b.add("p1", "hand", also) if also else ""
    b.lands("p1", lands)
    engine = start(b)
    ok(engine, cast(nyla))
    passes(engine, 2)
    assert engine.act({"type": "choose", "choice": [buried]})["accepted"]
    resolve_all(engine)
    return engine, nyla, buried, other


def test_608_2h_x_is_the_mana_value_of_the_card_exiled() -> None:
    engine, _, bears, _ = _nyla_exiles("Grizzly Bears")
    assert zone(engine, bears) == "exile"
    assert (life(engine, "p1"), clues(engine)) == (18, 2)


def test_608_2c_nothing_exiled_nothing_follows() -> None:
    """Up to one target (115.6): choosing none exiles nothing, so no life is lost and no Clue made; a noncreature
    card in the graveyard is no option."""
    b = SetupBuilder()
    nyla = b.add("p1", "hand", NYLA)
    b.add("p1", "graveyard", "Forest")
    b.lands("p1", "BBBBB")
    engine = start(b)
    ok(engine, cast(nyla))
    passes(engine, 2)
    assert engine.observe(None)["pending_choice"] is None  # no creature card: the trigger has no target (115.6)
    resolve_all(engine)
    assert (life(engine, "p1"), clues(engine)) == (20, 0)


def test_607_2a_the_end_step_returns_the_card_exiled_with_it() -> None:
    engine, _, buried, _ = _nyla_exiles(None)  # mana value 0: no Clue made, so the "if" holds
    assert clues(engine) == 0
    to_step(engine, "p1", "end")
    assert [item["targets"] for item in engine.observe(None)["stack"]] == [[buried]]
    resolve_all(engine)
    assert zone(engine, buried) == "hand"


def test_603_4_no_trigger_while_you_control_a_clue() -> None:
    engine, _, bears, _ = _nyla_exiles("Grizzly Bears")
    to_step(engine, "p1", "end")
    assert not engine.observe(None)["stack"] and zone(engine, bears) == "exile"


def test_607_2a_a_card_exiled_otherwise_is_not_exiled_with_it() -> None:
    """A card put into exile by anything but Nyla's own ability is no target: with no other, the end-step
    ability isn't put on the stack (603.3d)."""
    b = SetupBuilder()
    b.add("p1", "battlefield", NYLA)
    other = b.add("p1", "exile", "Grizzly Bears")
    engine = start(b)
    to_step(engine, "p1", "end")
    assert not engine.observe(None)["stack"] and zone(engine, other) == "exile"


def test_607_2a_the_ability_still_refers_to_the_card_once_its_source_is_gone() -> None:
    """113.7a: Nyla destroyed with its end-step ability on the stack; the ability still returns the card its enters
    ability exiled (the target stays legal, 608.2b)."""
    engine, nyla, buried, murder = _nyla_exiles(None, lands="BBBBBBBB", also="Murder")
    to_step(engine, "p1", "end")
    assert len(engine.observe(None)["stack"]) == 1
    ok(engine, cast(murder, nyla))
    passes(engine, 2)
    assert zone(engine, nyla) == "graveyard"
    resolve_all(engine)
    assert zone(engine, buried) == "hand"


def test_400_7_a_nyla_that_came_back_is_a_new_object_linked_to_nothing() -> None:
    """Nyla returned to its owner's hand and cast again is a new object (400.7): the card the first one exiled is
    not exiled with the second, whose end-step ability has no target."""
    engine, nyla, buried, unsummon = _nyla_exiles(None, lands="BBBBBBBBBBU", also="Unsummon")
    ok(engine, cast(unsummon, nyla))
    resolve_all(engine)
    ok(engine, cast(nyla))
    resolve_all(engine)  # no creature card left in the graveyard: nothing to exile
    assert zone(engine, nyla) == "battlefield" and zone(engine, buried) == "exile"
    to_step(engine, "p1", "end")
    assert not engine.observe(None)["stack"] and zone(engine, buried) == "exile"
