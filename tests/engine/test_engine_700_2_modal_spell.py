"""700.2, 601.2b, 700.2c: a modal spell ("choose one or both", Expose the Culprit) announces its modes as it is cast
(the cast action's `modes`); its targets are those of the chosen modes, and a mode whose targets can't be chosen
can't be chosen (700.2a). 708.8, 701.58g: an effect turning a face-down permanent face up (a cloaked instant stays
face down); 406.3, 701.58e: creatures exiled in a face-down pile, shuffled, then cloaked."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

EXPOSE = "Expose the Culprit"
PASS: JSON = {"type": "pass"}


def _game(face_down: str | None = "Grizzly Bears") -> tuple[ReferenceEngine, str, str | None, str]:
    b = SetupBuilder()
    expose = b.add("p1", "hand", EXPOSE)
    hidden = b.add("p1", "battlefield", face_down, face_down="cloak") if face_down else None
    bender = b.add("p1", "battlefield", "Boltbender")
    b.lands("p1", "RR")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, expose, hidden, bender


def _cast(card: str, modes: list[int] | None, targets: list[str]) -> JSON:
    action: JSON = {"type": "cast", "card": card, "mode": "normal", "targets": targets}
    return {**action, "modes": modes} if modes is not None else action


def _object(engine: ReferenceEngine, card: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == card)


def test_700_2a_the_modes_offered_are_those_whose_targets_can_be_chosen() -> None:
    engine, expose, hidden, _ = _game()
    offered = [(a["modes"], a["targets"]) for a in engine.legal_actions() if a.get("card") == expose]
    assert offered == [([0], [hidden]), ([1], []), ([0, 1], [hidden])]
    engine, expose, _, _ = _game(None)
    assert [a["modes"] for a in engine.legal_actions() if a.get("card") == expose] == [[1]]


def test_601_2b_a_modal_spell_announces_one_or_more_modes_each_once_in_order() -> None:
    engine, expose, hidden, _ = _game()
    assert hidden is not None
    assert not engine.act(_cast(expose, None, [hidden]))["accepted"]
    assert not engine.act(_cast(expose, [], []))["accepted"]
    assert not engine.act(_cast(expose, [1, 0], [hidden]))["accepted"]
    assert not engine.act(_cast(expose, [0, 0], [hidden]))["accepted"]
    assert not engine.act(_cast(expose, [0], []))["accepted"]  # the chosen mode's target is required (700.2c)
    assert not engine.act(_cast(expose, [1], [hidden]))["accepted"]  # that mode has no target
    assert engine.act(_cast(expose, [1], []))["accepted"]


def test_700_2_both_modes_in_printed_order() -> None:
    engine, expose, hidden, bender = _game()
    assert hidden is not None
    assert engine.act(_cast(expose, [0, 1], [hidden]))["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    assert not _object(engine, hidden)["face_down"]  # turned face up first: a Grizzly Bears, no disguise
    pending = engine.observe(None)["pending_choice"]
    assert pending is not None and pending["kind"] == "pick_card" and pending["options"] == [bender, "none"]
    assert engine.act({"type": "choose", "choice": bender})["accepted"]
    boltbender = _object(engine, bender)
    assert boltbender["zone"] == "battlefield" and boltbender["face_down"] and boltbender["face_down_by"] == "cloak"


def test_701_58g_a_cloaked_instant_stays_face_down() -> None:
    engine, expose, hidden, _ = _game("Lightning Bolt")
    assert hidden is not None
    assert engine.act(_cast(expose, [0], [hidden]))["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    assert _object(engine, hidden)["face_down"]


def test_700_2_a_spell_without_modes_takes_none() -> None:
    b = SetupBuilder()
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    b.add("p1", "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert not engine.act({"type": "cast", "card": bolt, "targets": ["p2"], "modes": [0]})["accepted"]
