"""Vote scenarios (701.38): Council's Judgment cast against a few nonland permanents, each player voting."""

from __future__ import annotations

from .. import st
from ..actions import ModelRun
from ..card_choices import lands, uses
from ..scenario import Scenario
from ..states import SetupBuilder

Draw = st.DrawFn

JUDGMENT = "Council's Judgment"
VOTED_FOR = ("Grizzly Bears", "Changeling Outcast")
"""The creatures p2 may control, to vote for (and a Forest, which no one may vote for)."""


@uses(JUDGMENT, VOTED_FOR, lands("WG"))
@st.composite
def council_votes(draw: Draw, max_steps: int) -> Scenario:
    """CNS-99: p1 casts Council's Judgment while p2 controls 2-3 creatures and maybe a Forest (p1 maybe a creature
    too); it resolves and each player votes, each vote drawn among the permanents offered. A vote takes the same
    actions every time: the walk's length (`max_steps`) is not needed."""
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    spell = b.add("p1", "hand", JUDGMENT)
    for name in draw(st.lists(st.sampled_from(VOTED_FOR), min_size=2, max_size=3)):
        b.add("p2", "battlefield", name)
    for pid, name in (("p2", "Forest"), ("p1", "Grizzly Bears")):
        if draw(st.booleans()):
            b.add(pid, "battlefield", name)
    b.lands("p1", "WWW")
    run = ModelRun(b.build())
    for action in ({"type": "cast", "card": spell, "targets": []}, {"type": "pass"}, {"type": "pass"}):
        run.act(action)
    while (question := run.observe()["pending_choice"]) is not None and question["kind"] == "council_vote":
        options = question["options"]
        run.act({"type": "choose", "choice": options[draw(st.integers(0, len(options) - 1))]})
    return run.scenario()
