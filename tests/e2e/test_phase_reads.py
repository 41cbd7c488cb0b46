"""How the phase adapter reads and restores phase's game (conformance/adapters/phase_game.py): observations
from phase's per-zone calls, a move refused halfway rolled back by replay, a recurring setup dealt again."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("phase", reason="phase.rs's Python bindings (pip install phase-python==0.103.0) are not installed")

from setups import player as _player  # noqa: E402
from setups import two_player as _setup  # noqa: E402

from conformance.adapters.phase import PhaseEngine  # noqa: E402
from conformance.adapters.phase_observe import _observation  # noqa: E402
from mtg_protocol.jsontypes import JSON  # noqa: E402


def _from_full_state(engine: PhaseEngine) -> JSON:
    """The referee's observation built from phase's whole ``state()``, read afresh."""
    t = engine.table
    assert t is not None
    return _observation(t, t.game.game.state()["state"], None)


def _phase_state(engine: PhaseEngine) -> JSON:
    return engine.game.game.state()["state"]


def _disguised_and_equipped() -> JSON:
    return _setup(
        _player("p1", hand=[("c1", "Questing Druid // Seek the Beast", {})],
                battlefield=[("c3", "Forest", {}), ("c4", "Mountain", {}),
                             ("c5", "Riftburst Hellion", {"face_down": "disguise"}),
                             ("c6", "Wrench", {"attached_to": "c5"})],
                library=[("c9", "Plains", {}), ("c11", "Island", {})]),
        _player("p2", library=[("c10", "Island", {})]))


def test_observations_from_the_board_match_phases_full_state() -> None:
    """Setup and every step: the observation read from phase's per-zone calls equals one built from ``state()``.
    The setup's observation comes from phase after it loaded the edited state, not from the edits: the
    face-down creature has the vigilance its Equipment grants (613.1f, 708.2) next to the ward of disguise."""
    engine = PhaseEngine()
    obs = engine.setup(_disguised_and_equipped())
    assert obs == _from_full_state(engine)
    hellion = next(o for o in obs["objects"] if o["card"] == "c5")
    assert hellion["face_down"] and set(hellion["keywords"]) == {"ward {2}", "vigilance"}
    for action in ({"type": "cast", "card": "c1", "mode": "adventure", "targets": []}, {"type": "pass"},
                   {"type": "pass"}):
        result = engine.act(action)
        assert result["accepted"], result["reason"]
        assert result["observation"] == _from_full_state(engine)


def test_a_move_refused_halfway_leaves_phases_state_exactly_as_before() -> None:
    """Deadly Dispute cast without naming its sacrifice: phase has put it on the stack and asks for the
    sacrifice when the adapter gives up. Reloading and replaying puts back phase's whole state, its random
    generator included, and the game goes on from there."""
    from conformance.catalog import RULINGS

    case = RULINGS["MKM-16"].corpus[0].scenario
    engine = PhaseEngine()
    engine.setup(case["setup"])
    before = _phase_state(engine)
    cast = case["actions"][0]
    refused = engine.act({key: value for key, value in cast.items() if key != "additional_costs"})
    assert not refused["accepted"] and "sacrifice" in str(refused["reason"])
    assert _phase_state(engine) == before
    accepted = engine.act(cast)
    assert accepted["accepted"], accepted["reason"]
    assert accepted["observation"] == _from_full_state(engine)


class _CountingDb:
    """phase's database with its ``new_game`` calls counted."""

    def __init__(self, db: Any) -> None:
        self.db, self.new_games = db, 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.db, name)

    def new_game(self, *args: Any, **kwargs: Any) -> Any:
        self.new_games += 1
        return self.db.new_game(*args, **kwargs)


def test_a_recurring_setup_is_dealt_again_without_building_it() -> None:
    """The second time a setup comes, phase starts no new game; both games answer alike, and playing one leaves
    the built setup as it was."""
    engine = PhaseEngine()
    counting = _CountingDb(engine.db)
    engine.setups.db = counting
    actions = [{"type": "cast", "card": "c1", "mode": "adventure", "targets": []}, {"type": "pass"}, {"type": "pass"}]

    def play() -> list[JSON]:
        return [engine.setup(_disguised_and_equipped()), *(engine.act(a) for a in actions)]

    first, second, third = play(), play(), play()
    assert counting.new_games == 1
    assert first == second == third
    assert third[-1]["observation"] == _from_full_state(engine)


def test_a_setup_the_adapter_cannot_build_stays_unsupported_when_it_recurs() -> None:
    from mtg_protocol.engine import EngineError

    engine = PhaseEngine()
    setup = _setup(_player("p1", hand=[("c1", "Aegis Warden of Test", {})]), _player("p2"))
    for _ in range(2):
        with pytest.raises(EngineError, match="^unsupported: synthetic card"):
            engine.setup(setup)
