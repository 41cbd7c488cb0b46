"""The witchcraft adapter (conformance/adapters/witchcraft*.py) on python-mtg 0.1.1."""

from __future__ import annotations

import pytest

pytest.importorskip("mtg", reason="witchcraft (pip install python-mtg==0.1.1) is not installed")

from setups import player, two_player  # noqa: E402

from conformance.adapters.witchcraft import WitchcraftEngine  # noqa: E402
from conformance.protocol.engine import Engine, EngineError  # noqa: E402
from conformance.protocol.jsontypes import JSON
from conformance.smoke import smoke  # noqa: E402
from conformance.spec import BUILT_IN_KINDS, parse_spec  # noqa: E402


def _obj(obs: JSON, card: str) -> JSON:
    return next(o for o in obs["objects"] if o["card"] == card)


BEARS = two_player(player("p1", hand=[("c1", "Grizzly Bears", {})],
                       library=[("c5", "Forest", {}), ("c6", "Island", {})],
                       battlefield=[("c2", "Forest", {}), ("c3", "Forest", {})]),
               player("p2", hand=[("c4", "Lightning Bolt", {})]))


@pytest.fixture(scope="module")
def engine() -> WitchcraftEngine:
    return WitchcraftEngine()


def test_hello_and_spec(engine: WitchcraftEngine) -> None:
    hello = engine.hello()
    assert isinstance(engine, Engine)
    assert hello["name"] == "witchcraft" and hello["version"] == "0.1.1"
    caps = hello["capabilities"]
    assert caps["synthetic_cards"] is False and caps["choices"] == ["keep_role"]
    assert "adventure" not in caps["mechanics"] and "discover" not in caps["mechanics"]
    assert parse_spec("witchcraft").kind == "witchcraft" and "witchcraft" in BUILT_IN_KINDS


def test_setup_places_every_card_under_our_ids(engine: WitchcraftEngine) -> None:
    obs = engine.setup(BEARS)
    assert [(o["card"], o["zone"], o["position"]) for o in obs["objects"] if o["zone"] == "library"] == \
        [("c5", "library", 0), ("c6", "library", 1)]
    bears = _obj(obs, "c1")
    assert (bears["zone"], bears["name"], bears["mana_cost"], bears["mana_value"]) == \
        ("hand", "Grizzly Bears", "{1}{G}", 2)
    assert (bears["power"], bears["toughness"], bears["types"], bears["colors"]) == (2, 2, ["Creature"], ["G"])
    assert obs["turn"] == {"number": 3, "active_player": "p1", "step": "precombat_main", "priority": "p1"}


def test_hidden_information_per_viewer(engine: WitchcraftEngine) -> None:
    engine.setup(BEARS)
    seen_by_p2 = engine.observe("p2")
    assert _obj(seen_by_p2, "c1")["hidden"] is True and _obj(seen_by_p2, "c1")["name"] is None
    assert _obj(seen_by_p2, "c4")["name"] == "Lightning Bolt"
    assert _obj(engine.observe("p1"), "c5")["hidden"] is True  # libraries are hidden from everyone
    assert _obj(engine.observe(None), "c5")["name"] == "Forest"


def test_cast_waits_on_the_stack_until_both_players_pass(engine: WitchcraftEngine) -> None:
    engine.setup(BEARS)
    cast = engine.act({"type": "cast", "card": "c1", "mode": "normal", "targets": []})
    assert cast["accepted"], cast["reason"]
    obs = cast["observation"]
    assert _obj(obs, "c1")["zone"] == "stack" and obs["stack"][0]["id"] == "c1"
    assert obs["turn"]["priority"] == "p1"
    first = engine.act({"type": "pass"})
    assert first["observation"]["turn"]["priority"] == "p2" and _obj(first["observation"], "c1")["zone"] == "stack"
    second = engine.act({"type": "pass"})
    assert second["accepted"] and _obj(second["observation"], "c1")["zone"] == "battlefield"
    assert second["observation"]["turn"]["priority"] == "p1" and second["observation"]["stack"] == []


def test_refused_action_leaves_the_game_unchanged(engine: WitchcraftEngine) -> None:
    setup = two_player(player("p1", hand=[("c1", "Grizzly Bears", {})], battlefield=[("c2", "Forest", {})]),
                   player("p2"))
    before = engine.setup(setup)
    result = engine.act({"type": "cast", "card": "c1", "mode": "normal"})
    assert not result["accepted"] and result["reason"]
    assert result["observation"] == before == engine.observe(None)


def test_what_witchcraft_cannot_hold_is_unsupported(engine: WitchcraftEngine) -> None:
    for setup in (two_player(player("p1", hand=[("c1", "Not A Card Of Any Set", {})]), player("p2")),
                  two_player(player("p1", hand=[("c1", "Grizzly Bears", {})]), player("p2"), step="upkeep"),
                  {**BEARS, "cards": {"X of Test": {"name": "X of Test"}}}):
        with pytest.raises(EngineError, match="^unsupported:"):
            engine.setup(setup)
    engine.setup(BEARS)
    engine.act({"type": "pass"})
    with pytest.raises(EngineError, match="^unsupported:"):
        engine.act({"type": "pass"})  # both passed with an empty stack: witchcraft can't stop at the next step


def test_smoke() -> None:
    lines: list[str] = []
    assert smoke("witchcraft", 60.0, lines.append), lines


def test_mana_is_paid_from_the_lands_the_protocol_names(engine: WitchcraftEngine) -> None:
    """Coloured symbols from the first land of that colour in card-id order, then generic from the next lands."""
    engine.setup(two_player(player("p1", hand=[("c1", "Grizzly Bears", {})],
                                   battlefield=[("c2", "Island", {}), ("c3", "Forest", {}), ("c4", "Forest", {}),
                                                ("c9", "Mountain", {})]), player("p2")))
    obs = engine.act({"type": "cast", "card": "c1", "mode": "normal"})["observation"]
    assert sorted(o["card"] for o in obs["objects"] if o["tapped"]) == ["c2", "c3"]


def test_a_face_down_permanent_is_shown_as_witchcraft_has_it(engine: WitchcraftEngine) -> None:
    """Its identity only for its controller; its characteristics as witchcraft derives them (bug 07)."""
    engine.setup(two_player(player("p1", battlefield=[("c1", "Riftburst Hellion", {"face_down": "disguise"})]),
                            player("p2")))
    mine, theirs = _obj(engine.observe("p1"), "c1"), _obj(engine.observe("p2"), "c1")
    assert mine["face_down"] and mine["identity"] == "Riftburst Hellion"
    assert theirs["identity"] is None and theirs["name"] is None and theirs["colors"] == []
