"""A strategy leaves out of a setup what the engine's hello says its setups can't hold (``capabilities.setup``)
where its ruling can do without it, and the runner declines, unsent, a scenario whose setup holds it anyway.

MKM-07 (face-down objects stay tellable apart, 708.6) drew two face-down permanents, each face down by disguise,
manifest or cloak, each carrying an Equipment or a Role token three times in four: on witchcraft, whose setups hold
only disguised face-down permanents, no token and no attachment, about one draw in a hundred could be played, so
whether the ruling was supported hung on the seed (issue 35, item 3).
"""

from __future__ import annotations

from conformance.capabilities import setup_missing
from conformance.profiles import get_profile
from conformance.runner import undeclared_in
from conformance.sampling import sample_scenarios
from conformance.session import Session
from strategies.options import DrawOptions
from strategies.scenario import Scenario

HOLDS_LITTLE = {"tokens": False, "attachments": False, "counters": False, "damage": False, "face_down": ["disguise"]}
HELLO = {"capabilities": {"mechanics": [], "actions": ["pass", "play_land", "cast", "turn_face_up", "choose"],
                          "setup": HOLDS_LITTLE}}


def _permanents(scenario: Scenario) -> list[dict]:
    return [e for p in scenario.setup["players"] for e in p.get("battlefield") or []]


def test_mkm07_draws_only_what_the_engine_declares_a_setup_may_hold() -> None:
    little = DrawOptions(real_cards_only=True, setup=HOLDS_LITTLE)
    drawn = sample_scenarios("MKM-07", 40, little)
    assert drawn
    for scenario in drawn:
        assert setup_missing(HELLO, scenario.setup) == []
        assert {e.get("face_down") for e in _permanents(scenario)} <= {None, "disguise"}
        assert not any(e.get("token") or e.get("attached_to") for e in _permanents(scenario))


def test_mkm07_still_draws_every_way_and_attachment_where_no_limit_is_declared() -> None:
    drawn = sample_scenarios("MKM-07", 40, DrawOptions(real_cards_only=True))
    ways = {e.get("face_down") for s in drawn for e in _permanents(s)}
    assert {"disguise", "manifest", "cloak"} <= ways
    assert any(e.get("token") and e.get("attached_to") for s in drawn for e in _permanents(s))
    everything = {"tokens": True, "attachments": True, "face_down": ["disguise", "manifest", "cloak", "morph"]}
    same = sample_scenarios("MKM-07", 40, DrawOptions(real_cards_only=True, setup=everything))
    assert [s.setup for s in same] == [s.setup for s in drawn]  # declaring everything draws as before


def test_a_setup_holding_what_the_hello_excludes_is_declined_unsent() -> None:
    drawn = sample_scenarios("MKM-07", 40, DrawOptions(real_cards_only=True))
    held = [s for s in drawn if any(e.get("token") for e in _permanents(s))]
    assert held
    assert "a token in the setup" in undeclared_in(held[0], HELLO, False)
    manifested = next(s for s in drawn if any(e.get("face_down") == "manifest" for e in _permanents(s)))
    assert "a permanent face down by manifest in the setup" in setup_missing(HELLO, manifested.setup)
    assert setup_missing({"capabilities": {"mechanics": [], "actions": []}}, held[0].setup) == []  # no limit


def test_a_session_hands_the_strategies_what_a_setup_may_hold() -> None:
    session = Session("witchcraft", get_profile("dev"), 0, None)
    try:
        assert session.draw_options().setup == session.hello()["capabilities"]["setup"]
    finally:
        session.close()
