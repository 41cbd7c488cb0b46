"""Modal activated abilities (700.2): the mode is announced with the activation (602.2b, 601.2b: the `activate`
action's `modes`), before targets and costs; only the chosen mode's effects and targets are the ability's. Played
with a real card, Ransom Note ({2}, sacrifice it: cloak, goad target creature, or draw a card)."""

from __future__ import annotations

from test_engine_core import find, ok, start
from test_engine_turn_triggers import resolve_all

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def ransom_note(*, creature: bool = True) -> tuple[ReferenceEngine, str, str | None]:
    b = SetupBuilder()
    note = b.add("p1", "battlefield", "Ransom Note")
    bears = b.add("p2", "battlefield", "Grizzly Bears") if creature else None
    b.lands("p1", "UU")
    for _ in range(3):
        b.add("p1", "library", "Island")
    return start(b), note, bears


def activate(note: str, *targets: str, **rest: object) -> JSON:
    return {"type": "activate", "card": note, "ability": 0, "targets": list(targets), **rest}


def test_700_2_one_activation_listed_for_each_mode_whose_targets_can_be_chosen() -> None:
    """With a creature on the battlefield each of the three modes is listed (the goad mode with the creature as its
    target); without one, the goad mode can't be chosen (601.2c: its target can't be)."""
    engine, note, bears = ransom_note()
    listed = [(a["modes"], a["targets"]) for a in engine.legal_actions() if a["type"] == "activate"]
    assert listed == [([0], []), ([1], [bears]), ([2], [])]
    engine, note, _ = ransom_note(creature=False)
    listed = [(a["modes"], a["targets"]) for a in engine.legal_actions() if a["type"] == "activate"]
    assert listed == [([0], []), ([2], [])]


def test_602_2b_a_modal_ability_needs_exactly_one_announced_mode() -> None:
    """No mode, an index out of range, two modes, or a mode for an ability without modes: each is refused, and
    nothing was paid (the Note is still on the battlefield)."""
    engine, note, bears = ransom_note()
    for wrong in (activate(note), activate(note, modes=[3]), activate(note, modes=[0, 2]),
                  activate(note, bears, modes=[2])):
        assert not engine.act(wrong)["accepted"], wrong
    assert find(engine, note)["zone"] == "battlefield"  # type: ignore[index]


def test_700_2_only_the_chosen_mode_happens() -> None:
    """Mode 3 draws a card and neither cloaks nor goads; mode 2 goads the target creature and draws nothing; mode 1
    cloaks the library's top card (a face-down 2/2, 701.58a)."""
    engine, note, bears = ransom_note()
    ok(engine, activate(note, modes=[2]))
    resolve_all(engine)
    assert find(engine, note)["zone"] == "graveyard"  # type: ignore[index]
    assert [p["hand_size"] for p in engine.observe(None)["players"] if p["id"] == "p1"] == [1]
    assert engine.game is not None and bears is not None
    assert engine.game.objects[bears].goaded_by == frozenset()
    assert not any(o["face_down"] for o in engine.observe(None)["objects"])

    engine, note, bears = ransom_note()
    ok(engine, activate(note, bears, modes=[1]))
    resolve_all(engine)
    assert engine.game is not None and bears is not None
    assert engine.game.objects[bears].goaded_by == {"p1"}
    assert [p["hand_size"] for p in engine.observe(None)["players"] if p["id"] == "p1"] == [0]

    engine, note, _ = ransom_note()
    ok(engine, activate(note, modes=[0]))
    resolve_all(engine)
    cloaked = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["face_down"]]
    assert len(cloaked) == 1 and (cloaked[0]["power"], cloaked[0]["toughness"]) == (2, 2)
