"""phase's record of how the adapter built a scenario is forgotten at setup; the game then runs as before."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("phase", reason="phase.rs's Python bindings (pip install phase-python==0.103.0) are not installed")

from setups import player as _player  # noqa: E402
from setups import two_player as _setup  # noqa: E402

from conformance.adapters.phase import PhaseEngine  # noqa: E402
from conformance.adapters.phase_setup import forget_setup_history  # noqa: E402


def test_a_setup_starts_with_no_history_and_phase_records_the_game_from_there() -> None:
    engine = PhaseEngine()
    engine.setup(_setup(_player("p1", hand=[("c1", "Grizzly Bears", {})],
                                battlefield=[("c3", "Forest", {}), ("c4", "Forest", {})],
                                library=[("c9", "Plains", {})]),
                        _player("p2", library=[("c10", "Island", {})])))
    st = engine.game.game.state()["state"]  # phase's own read, not the adapter's kept snapshot
    journal = st["resolved_rules_journal"]
    # phase leaves empty fields out of what it writes
    assert (journal.get("entries", []), journal.get("nodes", []), st.get("zone_changes_this_turn", [])) == ([], [], [])
    assert all(p.get("registered_main", []) == [] for p in st.get("deck_pools") or [])
    result = engine.act({"type": "cast", "card": "c1", "mode": "normal", "targets": []})
    assert result["accepted"], result["reason"]
    for _ in range(2):
        engine.act({"type": "pass"})
    assert next(o for o in engine.observe()["objects"] if o["card"] == "c1")["zone"] == "battlefield"
    after = engine.game.game.state()["state"]
    assert after["resolved_rules_journal"]["entries"], "phase journals the game from the setup on"
    engine.game.load(engine.game.game.state())  # and reloads what it wrote since



def test_forgetting_drops_most_of_a_fresh_games_state() -> None:
    engine = PhaseEngine()
    game = engine.db.new_game(["Grizzly Bears"] * 5, ["Island"] * 5, first_player=0, seed=1)
    snap = game.state()
    size = len(json.dumps(snap))
    forget_setup_history(snap["state"])
    assert len(json.dumps(snap)) < size / 2
    engine.db.load_game(snap)  # phase still reads it back
