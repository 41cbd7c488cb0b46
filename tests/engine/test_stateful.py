"""Long random games on the reference engine keep every universal invariant after every step.

A Hypothesis RuleBasedStateMachine plays long games over any legal setup; each step draws an index
into the model's legal actions, and the universal invariants are checked after every step.
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from conformance.catalog.universal import check_state, zone_graph
from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies import st
from strategies.states import any_setup


class GameMachine(RuleBasedStateMachine):
    """Plays one game per example on the reference engine."""

    def __init__(self) -> None:
        super().__init__()
        self.engine = ReferenceEngine()
        self.observation: JSON | None = None
        self.previous: JSON | None = None

    @initialize(setup=any_setup())
    def start(self, setup: JSON) -> None:
        self.observation = self.engine.setup(setup)

    @precondition(lambda self: self.observation is not None and not self.observation["game_over"])
    @rule(data=st.data())
    def take_a_legal_action(self, data: st.DataObject) -> None:
        legal = self.engine.legal_actions()
        if not legal:
            return
        action = legal[data.draw(st.integers(0, len(legal) - 1), label="action")]
        result = self.engine.act(action)
        assert result["accepted"], f"{action} was listed as legal but rejected: {result['reason']}"
        self.previous, self.observation = self.observation, result["observation"]

    @precondition(lambda self: self.observation is not None)
    @rule()
    def each_player_sees_only_what_they_may(self) -> None:
        """402.3, 401.2, 708.5: no player sees another's hand, any library order, or others' face-down cards."""
        assert self.observation is not None
        for p in self.observation["players"]:
            for o in self.engine.observe(p["id"])["objects"]:
                hidden_zone = o["zone"] == "library" or (o["zone"] == "hand" and o["owner"] != p["id"])
                hidden_face = o["face_down"] and o["zone"] in ("battlefield", "stack") and o["controller"] != p["id"]
                if hidden_zone or hidden_face:
                    assert o["identity"] is None, (p["id"], o)

    @invariant()
    def universal_invariants_hold(self) -> None:
        if self.observation is None or self.observation["pending_choice"]:
            return
        broken = check_state(self.observation)
        assert broken is None, broken

    @invariant()
    def zone_moves_are_graph_edges(self) -> None:
        if self.previous is None or self.observation is None:
            return
        graph = zone_graph()
        after = {o["card"]: o for o in self.observation["objects"]}
        for o in self.previous["objects"]:
            kind = "token" if o["token"] else "copy" if o["copy"] else "card"
            new = after.get(o["card"])
            if new is None:
                lost = {p["id"] for p in self.observation["players"] if p["lost"]}
                assert kind != "card" or o["owner"] in lost, f"card {o['card']} vanished from every zone"
                continue
            if new["zone"] != o["zone"] and kind != "card":
                assert ((kind, o["zone"]), (kind, new["zone"])) in graph, (o, new)


TestGameMachine = GameMachine.TestCase
TestGameMachine.settings = settings(max_examples=15, stateful_step_count=25, deadline=None,
                                    suppress_health_check=list(HealthCheck))
