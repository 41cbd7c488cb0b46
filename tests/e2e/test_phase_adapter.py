"""The phase.rs adapter (conformance/adapters/phase.py and its phase_*.py modules) on phase-python 0.103.0."""

from __future__ import annotations

import pytest

pytest.importorskip("phase", reason="phase.rs's Python bindings (pip install phase-python==0.103.0) are not installed")

from setups import player as _player  # noqa: E402
from setups import two_player as _setup  # noqa: E402

from conformance.adapters.phase import PhaseEngine  # noqa: E402
from conformance.adapters.phase_cards import card_data, unsupported_reason  # noqa: E402
from conformance.adapters.phase_render import Unrenderable, render_face  # noqa: E402
from mtg_protocol.engine import Engine, EngineError  # noqa: E402
from mtg_protocol.jsontypes import JSON


def _zone_of(obs: JSON, card: str) -> str:
    return next(o["zone"] for o in obs["objects"] if o["card"] == card)


@pytest.fixture(scope="module")
def engine() -> PhaseEngine:
    return PhaseEngine()


def test_hello(engine: PhaseEngine) -> None:
    hello = engine.hello()
    assert isinstance(engine, Engine)
    assert hello["name"] == "phase" and hello["protocol"] == 1
    caps = hello["capabilities"]
    assert caps["synthetic_cards"] is False
    assert {"adventure", "role", "clue", "discover", "split", "x_spells"} <= set(caps["mechanics"])
    assert {"mana_value", "copy_spell", "card_name"} <= set(caps["mechanics"])
    assert {"disguise", "copy_permanent", "mdfc"} <= set(caps["mechanics"])  # mdfc: tests/e2e/test_phase_two_faced.py


def test_card_data_matches_the_pool() -> None:
    """Every real pool card is in phase's card data or unsupported with a reason; the data agrees with the pool."""
    pool = pytest.importorskip("reference_engine.cards.pool")
    data = card_data()
    for card in pool.CARDS:
        name = card["name"]
        if card["synthetic"]:
            assert name not in data.faces and name not in data.unsupported, name
            continue
        if name in data.unsupported:
            assert name not in data.faces and data.unsupported[name].startswith(f"phase has no card data for {name}: ")
            continue
        entries = data.faces[name]
        assert [e.get("faceName", e["name"]) for e in entries] == [f["name"] for f in card["faces"]], name
        for e, face in zip(entries, card["faces"], strict=True):
            power = None if face.get("power") is None else str(face["power"])
            toughness = None if face.get("toughness") is None else str(face["toughness"])
            assert (e["manaCost"], e.get("power"), e.get("toughness")) == (face["mana_cost"], power, toughness), name
            assert (e["supertypes"], e["types"], e["subtypes"]) == (
                face["supertypes"], face["types"], face["subtypes"]), name
            assert e["text"] or face["types"] == ["Creature"] or "Land" in face["types"], name
    # the cards phase is tested on today (WOE/LCI rulings) stay supported; a Saga's and a Case's frame (714, 719)
    # is MTGJSON's layout of a card our pool calls normal, and phase is given it
    for name in ("Questing Druid // Seek the Beast", "Galvanic Giant // Storm Reading", "Fire // Ice",
                 "Gadwick's First Duel", "Case of the Filched Falcon"):
        assert name in data.faces, data.unsupported.get(name)
    assert data.faces["Gadwick's First Duel"][0]["layout"] == "saga"
    # 712.2: a transforming card's back face is a corpus record of its own, given to phase as the card's second face
    sleuth = data.faces["Daring Sleuth // Bearer of Overwhelming Truths"]
    assert [(e["faceName"], e["layout"]) for e in sleuth] == [("Daring Sleuth", "transform"),
                                                             ("Bearer of Overwhelming Truths", "transform")]


def test_a_token_the_adapter_cannot_set_up_is_named_on_the_battlefield(engine: PhaseEngine) -> None:
    """The reason is in game words: a permanent is on the battlefield, not in it."""
    with pytest.raises(EngineError, match="^unsupported: token 'Food' on the battlefield: "):
        engine.setup(_setup(_player("p1", battlefield=[("c1", "Food", {"token": True})]),
                            _player("p2", library=[("c2", "Island", {})])))


def test_a_card_without_card_data_is_unsupported(engine: PhaseEngine, monkeypatch: pytest.MonkeyPatch) -> None:
    data = card_data()
    monkeypatch.setitem(data.unsupported, "Grizzly Bears", "phase has no card data for Grizzly Bears: test")
    monkeypatch.delitem(data.faces, "Grizzly Bears")
    from conformance.adapters import phase_cards

    phase_cards._known_cards.cache_clear()
    try:
        with pytest.raises(EngineError, match="^unsupported: phase has no card data for Grizzly Bears: test$"):
            engine.setup(_setup(_player("p1", library=[("c1", "Grizzly Bears", {})]),
                                _player("p2", library=[("c2", "Island", {})])))
        assert unsupported_reason("Grizzly Bears") == "phase has no card data for Grizzly Bears: test"
    finally:
        monkeypatch.undo()
        phase_cards._known_cards.cache_clear()


def test_faces_the_corpus_lacks_are_worded_from_the_pool() -> None:
    seek = {"name": "Seek the Beast", "types": ["Instant"], "effects": [{"do": "impulse", "n": 2}], "targets": []}
    assert render_face(seek) == ("Exile the top two cards of your library. "
                                 "Until end of turn, you may play those cards.")
    loot = {"name": "X", "types": ["Sorcery"], "effects": [{"do": "draw", "n": 4}, {"do": "discard", "n": 2}]}
    assert render_face(loot) == "Draw four cards, then discard two cards."
    ice = {"name": "Ice", "types": ["Instant"], "targets": [{"kind": "permanent"}],
           "effects": [{"do": "tap", "target": 0}, {"do": "draw", "n": 1}]}
    assert render_face(ice) == "Tap target permanent. Draw a card."
    boon = {"name": "B", "types": ["Instant"], "targets": [{"kind": "creature", "controller": "you"}],
            "effects": [{"do": "pump", "target": 0, "power": -4, "toughness": 0},
                        {"do": "grant", "target": 0, "keywords": ["flying"]}]}
    assert render_face(boon) == ("Target creature you control gets -4/-0 until end of turn. "
                                 "It gains flying until end of turn.")
    back = {"name": "R", "types": ["Sorcery"], "effects": [{"do": "to_hand", "target": 0}],
            "targets": [{"kind": "card", "zone": "graveyard", "controller": "you", "types": ["Creature"]}]}
    assert render_face(back) == "Return target creature card from your graveyard to your hand."
    bounce = {**back, "targets": [{"kind": "permanent", "controller": "opponent", "not_types": ["Land"]}]}
    assert render_face(bounce) == "Return target nonland permanent an opponent controls to its owner's hand."
    swift = {"name": "S", "types": ["Sorcery"],
             "targets": [{"kind": "creature", "controller": "opponent", "mv_max": 3}],
             "effects": [{"do": "destroy", "target": 0}, {"do": "lose_life", "n": 2}]}
    assert render_face(swift) == ("Destroy target creature an opponent controls with mana value 3 or less. "
                                  "You lose 2 life.")
    knight = {"subtypes": ["Knight"], "colors": ["W"], "power": 2, "toughness": 2, "keywords": ["vigilance"]}
    troops = {"name": "T", "types": ["Sorcery"], "targets": [],
              "effects": [{"do": "create_creature_token", "n": 2, "token": knight}]}
    assert render_face(troops) == "Create two 2/2 white Knight creature tokens with vigilance."
    cast_off = {"name": "C", "types": ["Sorcery"], "targets": [],
                "effects": [{"do": "destroy_all", "filter": {"not_subtypes": ["Giant"]}}]}
    assert render_face(cast_off) == "Destroy all non-Giant creatures."
    cleave = {**cast_off, "effects": [{"do": "pump_each", "filter": {"controller": "opponent"}, "power": -1,
                                       "toughness": -1}]}
    assert render_face(cleave) == "Creatures your opponents control get -1/-1 until end of turn."
    take = {"name": "T", "types": ["Instant"], "targets": [{"kind": "spell"}],
            "effects": [{"do": "spell_to_hand", "target": 0}]}
    assert render_face(take) == "Return target spell to its owner's hand."
    role = {"name": "R", "types": ["Sorcery"], "targets": [{"kind": "creature"}],
            "effects": [{"do": "tap", "target": 0}, {"do": "create_role", "role": "Cursed", "attach": 0}]}
    assert render_face(role) == "Tap target creature. Create a Cursed Role token attached to it."
    frost = {**role, "effects": [{"do": "tap", "target": 0}, {"do": "skip_next_untap", "target": 0}]}
    assert render_face(frost) == "Tap target creature. It doesn't untap during its controller's next untap step."
    strike = {**role, "effects": [{"do": "grant", "target": 0, "keywords": ["double strike"]}]}
    assert render_face(strike) == "Target creature gains double strike until end of turn."
    pulse = {**take, "targets": [{"kind": "spell", "filter": {"not_types": ["Creature"]}}],
             "effects": [{"do": "counter", "target": 0}]}
    assert render_face(pulse) == "Counter target noncreature spell."
    coils = {**ice, "targets": [{"kind": "permanent", "filter": {"types_any": ["Artifact", "Enchantment"]}}],
             "effects": [{"do": "exile", "target": 0}]}
    assert render_face(coils) == "Exile target artifact or enchantment."
    sweep = {**seek, "name": "Sweep", "effects": [{"do": "damage_each", "n": 1, "filter": {"controller": "opponent"}}]}
    assert render_face(sweep) == "Sweep deals 1 damage to each creature your opponents control."
    cloud = {**seek, "effects": [{"do": "pump_each", "filter": {"controller": "you"}, "keywords": ["deathtouch"]}]}
    assert render_face(cloud) == "Creatures you control gain deathtouch until end of turn."
    top = {**back, "effects": [{"do": "to_library_top", "target": 0}],
           "targets": [{"kind": "card", "zone": "graveyard", "controller": "you",
                        "types": ["Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"]}]}
    assert render_face(top) == "Put target permanent card from your graveyard on top of your library."
    legend = {"types": ["Creature"], "supertypes": ["Legendary"]}
    heart = {**seek, "effects": [{"do": "search_library", "filter": legend, "to": "hand", "reveal": True}]}
    assert render_face(heart) == ("Search your library for a legendary creature card, reveal it, put it into your "
                                  "hand, then shuffle.")
    for bad, why in [({**ice, "targets": [{"kind": "spell", "optional": True}]}, "target"),
                     ({**top, "targets": [{"kind": "creature"}]}, "to_library_top of a permanent"),
                     ({**heart, "effects": [{**heart["effects"][0], "to": "battlefield"}]}, "search_library"),
                     ({**pulse, "targets": [{"kind": "spell", "filter": {"not_types": ["Land"]}}]}, "target"),
                     # phase reads "Target opponent discards" with no target slot (docs/phase-notes.md), and may
                     # ask which cards a "discard your hand" discards (701.9b: none is chosen): not worded
                     ({**ice, "targets": [{"kind": "player", "controller": "opponent"}],
                       "effects": [{"do": "target_player_discards", "target": 0, "n": 2}]}, "effect"),
                     ({**seek, "effects": [{"do": "discard_hand"}]}, "effect 'discard_hand'"),
                     ({**cast_off, "effects": [{"do": "destroy_all", "filter": {"types": ["Artifact"]}}]},
                      "destroy_all filter"),
                     ({**ice, "effects": [{"do": "explore"}]}, "effect 'explore'"),
                     ({**ice, "abilities": [{"kind": "static"}]}, "abilities"),
                     ({**seek, "effects": [{"do": "draw", "n": "X"}]}, "count 'X'")]:
        with pytest.raises(Unrenderable, match=why):
            render_face(bad)


def test_setup_round_trip(engine: PhaseEngine) -> None:
    setup = _setup(
        _player("p1", library=[("c1", "Grizzly Bears", {}), ("c2", "Island", {})],
                hand=[("c3", "Fire // Ice", {})], graveyard=[("c4", "Lightning Bolt", {})],
                exile=[("c5", "Questing Druid // Seek the Beast", {"cast_permission": "adventure"})],
                battlefield=[("c6", "Mountain", {"tapped": True}), ("c7", "Clue", {"token": True}),
                             ("c8", "Grizzly Bears", {"counters": {"+1/+1": 2}})]),
        _player("p2", library=[("c9", "Island", {})],
                battlefield=[("c10", "Gladecover Scout", {"face_down": "disguise"})]))
    obs = engine.setup(setup)
    for p in setup["players"]:
        for zone in ("library", "hand", "graveyard", "exile", "battlefield"):
            for e in p[zone]:
                assert _zone_of(obs, e["id"]) == zone, e
    assert [o["card"] for o in obs["objects"] if o["zone"] == "library" and o["owner"] == "p1"] == ["c1", "c2"]
    by_id = {o["card"]: o for o in obs["objects"]}
    assert by_id["c6"]["tapped"] and by_id["c8"]["counters"] == {"+1/+1": 2} and by_id["c8"]["power"] == 4
    assert by_id["c7"]["token"] and by_id["c7"]["subtypes"] == ["Clue"]
    assert by_id["c10"]["face_down"] and by_id["c10"]["name"] is None and by_id["c10"]["power"] == 2
    assert {"card": "c5", "zone": "exile", "player": "p1", "as": "normal", "source": "adventure",
            "free": False} in obs["cast_permissions"]
    assert obs["turn"] == {"number": 3, "active_player": "p1", "step": "precombat_main", "priority": "p1"}
    # views: p1 doesn't see p2's face-down identity nor its own library; p2 sees its own permanent
    v1 = {o["card"]: o for o in engine.observe("p1")["objects"]}
    v2 = {o["card"]: o for o in engine.observe("p2")["objects"]}
    assert v1["c10"]["identity"] is None and v2["c10"]["identity"] == "Gladecover Scout"
    assert v1["c1"]["name"] is None and v1["c3"]["name"] == "Fire" and v2["c3"]["name"] is None


def test_state_based_actions_are_checked_once_the_setup_is_in_place(engine: PhaseEngine) -> None:
    """704.3 (docs/protocol.md, setups): Cruel Somnophage counts the creature cards in all graveyards, none here, so
    it is 0/0 and goes to its owner's graveyard before anyone gets priority (phase's debug setup skips that check:
    the adapter runs it; a 0/0 shown on the battlefield was a false 'card not where the setup put it' on WOE-14)."""
    setup = _setup(_player("p1", battlefield=[("c1", "Cruel Somnophage // Can't Wake Up", {}),
                                              ("c2", "Grizzly Bears", {})]), _player("p2"))
    obs = engine.setup(setup)
    assert _zone_of(obs, "c1") == "graveyard" and _zone_of(obs, "c2") == "battlefield"
    assert obs["turn"]["priority"] == "p1" and not obs["stack"]


def test_cloaked_and_manifested_setup_permanents_are_what_their_cause_makes_them(engine: PhaseEngine) -> None:
    """A setup permanent cloaked is a face-down 2/2 with ward {2} (701.58a), one manifested a plain face-down 2/2
    (701.40a); both say how they were turned face down. (MKM-03 on phase once read a missing ward of ours as
    phase's.)"""
    obs = engine.setup(_setup(
        _player("p1", battlefield=[("c1", "Grizzly Bears", {"face_down": "cloak"}),
                                   ("c2", "Grizzly Bears", {"face_down": "manifest"})], library=[("c9", "Plains", {})]),
        _player("p2", library=[("c10", "Island", {})])))
    by_id = {o["card"]: o for o in obs["objects"]}
    assert (by_id["c1"]["face_down_by"], by_id["c1"]["keywords"], by_id["c1"]["power"]) == ("cloak", ["ward {2}"], 2)
    assert (by_id["c2"]["face_down_by"], by_id["c2"]["keywords"], by_id["c2"]["power"]) == ("manifest", [], 2)


def test_adventure_flow(engine: PhaseEngine) -> None:
    engine.setup(_setup(
        _player("p1", hand=[("c1", "Questing Druid // Seek the Beast", {})],
                library=[("c2", "Grizzly Bears", {}), ("c3", "Island", {}), ("c4", "Island", {})],
                battlefield=[(f"c{5 + i}", name, {}) for i, name in enumerate(["Forest"] * 2 + ["Mountain"] * 2)]),
        _player("p2", library=[("c9", "Island", {})])))
    r = engine.act({"type": "cast", "card": "c1", "mode": "adventure", "targets": []})
    assert r["accepted"], r["reason"]
    assert {"type": "cast", "card": "c1", "player": "p1", "mode": "adventure", "mana_value": 2,
            "alt_cost": None} in r["events"]
    spell = next(o for o in r["observation"]["objects"] if o["zone"] == "stack")
    assert (spell["card"], spell["name"], spell["cast_as"]) == ("c1", "Seek the Beast", "adventure")
    assert engine.act({"type": "pass"})["accepted"]
    r = engine.act({"type": "pass"})
    assert r["accepted"]
    assert {"type": "zone_move", "card": "c1", "from": "stack", "to": "exile", "cause": "resolve"} in r["events"]
    obs = r["observation"]
    assert _zone_of(obs, "c1") == "exile" and _zone_of(obs, "c2") == "exile"
    assert any(p["card"] == "c1" and p["source"] == "adventure" for p in obs["cast_permissions"])
    bad = engine.act({"type": "cast", "card": "c1", "mode": "adventure"})
    assert not bad["accepted"] and bad["events"] == []
    r = engine.act({"type": "cast", "card": "c1", "mode": "normal", "targets": []})
    assert r["accepted"], r["reason"]
    assert {"type": "zone_move", "card": "c1", "from": "exile", "to": "stack", "cause": "cast"} in r["events"]
    engine.act({"type": "pass"})
    r = engine.act({"type": "pass"})
    druid = next(o for o in r["observation"]["objects"] if o["card"] == "c1")
    assert (druid["zone"], druid["name"], druid["power"]) == ("battlefield", "Questing Druid", 1)


def test_role_token_gets_a_t_id(engine: PhaseEngine) -> None:
    engine.setup(_setup(
        _player("p1", hand=[("c1", "Monstrous Rage", {})],
                battlefield=[("c2", "Mountain", {}), ("c3", "Grizzly Bears", {})]),
        _player("p2", library=[("c4", "Island", {})])))
    assert engine.act({"type": "cast", "card": "c1", "targets": ["c3"]})["accepted"]
    engine.act({"type": "pass"})
    r = engine.act({"type": "pass"})
    assert {"type": "token_created", "card": "t1", "name": "Monster Role", "attached_to": "c3"} in r["events"]
    bears = next(o for o in r["observation"]["objects"] if o["card"] == "c3")
    assert (bears["power"], bears["toughness"], bears["keywords"]) == (5, 3, ["trample"])


def test_rejected_action_changes_nothing(engine: PhaseEngine) -> None:
    engine.setup(_setup(_player("p1", hand=[("c1", "Lightning Bolt", {})]),
                        _player("p2", library=[("c2", "Island", {})])))
    before = engine.observe(None)
    r = engine.act({"type": "cast", "card": "c1", "targets": ["p2"]})  # no land to pay {R}
    assert not r["accepted"] and r["reason"] and r["events"] == [] and r["observation"] == before


def test_cards_outside_the_game_are_unsupported(engine: PhaseEngine) -> None:
    """400.11a: a setup's sideboard has no place in phase's game: the adapter declines it (an adapter limit)."""
    setup = _setup(_player("p1", hand=[("c1", "Grizzly Bears", {})]), _player("p2"))
    setup["players"][0]["sideboard"] = [{"id": "c9", "card": "Lightning Bolt"}]
    with pytest.raises(EngineError, match="^unsupported: cards outside the game"):
        engine.setup(setup)


def test_synthetic_card_is_unsupported(engine: PhaseEngine) -> None:
    with pytest.raises(EngineError, match="^unsupported:") as info:
        engine.setup(_setup(_player("p1", hand=[("c1", "Aegis Warden of Test", {})]), _player("p2")))
    assert info.value.kind == "error"
    with pytest.raises(EngineError, match="^unsupported:"):
        engine.setup(_setup(_player("p1", hand=[("c1", "Mystery Card", {})]), _player("p2")))


def test_spell_copy_and_card_name(engine: PhaseEngine) -> None:
    """Twincast's copy of Seek the Beast is its own object on the stack (t1, a copy); Meddling Mage asks for a name."""
    from conformance.catalog import RULINGS

    woe16 = RULINGS["WOE-16"].corpus[-1].scenario
    engine.setup(woe16["setup"])
    for action in woe16["actions"][:4]:
        obs = engine.act(action)["observation"]
    stack = [(o["card"], o["copy"], o["cast_as"]) for o in obs["objects"] if o["zone"] == "stack"]
    assert ("t1", True, "adventure") in stack and ("c1", False, "adventure") in stack
    woe04 = RULINGS["WOE-04"].corpus[-1].scenario
    engine.setup(woe04["setup"])
    for action in woe04["actions"][:3]:
        obs = engine.act(action)["observation"]
    assert obs["pending_choice"]["kind"] == "card_name" and "Questing Druid" in obs["pending_choice"]["options"]
    # phase lists only front faces, but accepts and enforces an Adventure's name: the adapter passes it through
    assert "Seek the Beast" in obs["pending_choice"]["options"]
    assert engine.act({"type": "choose", "choice": "Seek the Beast"})["accepted"]
    mage = next(o for o in engine.game.state()["objects"].values() if o["name"] == "Meddling Mage")
    assert {"type": "CardName", "value": "Seek the Beast"} in mage["chosen_attributes"]


def _lands(*cards: str, start: int = 3) -> list[tuple[str, str, JSON]]:
    return [(f"c{start + i}", card, {}) for i, card in enumerate(cards)]


def test_mana_paid_in_the_protocols_order(engine: PhaseEngine) -> None:
    """Pool first, then untapped lands in card-id order (docs/protocol.md), through phase's Manual payment."""
    lands = _lands("Mountain", "Forest", "Forest", "Mountain")
    engine.setup(_setup(_player("p1", hand=[("c1", "Grizzly Bears", {}), ("c2", "Lightning Bolt", {})],
                                battlefield=lands, library=[("c9", "Plains", {})]),
                        _player("p2", library=[("c10", "Island", {})])) | {"seed": 3})
    engine.game.apply(0, __import__("phase").GameAction.from_dict(
        {"type": "Debug", "data": {"type": "AddMana", "data": {"player_id": 0, "mana": ["Red"]}}}))
    r = engine.act({"type": "cast", "card": "c1", "mode": "normal", "targets": []})  # {1}{G}: Forest c4 + pool {R}
    tapped = sorted(o["card"] for o in r["observation"]["objects"] if o["zone"] == "battlefield" and o["tapped"])
    assert r["accepted"] and tapped == ["c4"] and r["observation"]["players"][0]["mana_pool"] == ""
    engine.act({"type": "pass"})
    engine.act({"type": "pass"})
    r = engine.act({"type": "cast", "card": "c2", "mode": "normal", "targets": ["p2"]})  # {R}: the first Mountain
    tapped = sorted(o["card"] for o in r["observation"]["objects"] if o["zone"] == "battlefield" and o["tapped"])
    assert r["accepted"] and tapped == ["c3", "c4"]


def test_payment_beside_a_mana_replacement_is_unsupported(engine: PhaseEngine) -> None:
    """Virtue of Strength makes a basic land tap for three mana (106.12b, 614.1a): one Forest pays {1}{G}, which the
    adapter's one-mana-per-land plan can't see; unsupported, not a refusal (a false 'legal cast refused' on
    virtue-of-strength-01, the pool at 411 cards)."""
    virtue = ("c5", "Virtue of Strength // Garenbrig Growth", {})
    engine.setup(_setup(_player("p1", hand=[("c1", "Grizzly Bears", {})], battlefield=[*_lands("Forest"), virtue],
                                library=[("c9", "Plains", {})]),
                        _player("p2", library=[("c10", "Island", {})])))
    with pytest.raises(EngineError, match="^unsupported:.*replacement effect"):
        engine.act({"type": "cast", "card": "c1", "mode": "normal", "targets": []})


def test_mana_ability_activation_is_unsupported(engine: PhaseEngine) -> None:
    """phase-python can't activate a mana ability outside a payment (Treasure's chosen colour): unsupported."""
    engine.setup(_setup(_player("p1", battlefield=_lands("Forest"), library=[("c9", "Plains", {})]),
                        _player("p2", library=[("c10", "Island", {})])))
    with pytest.raises(EngineError, match="^unsupported:"):
        engine.act({"type": "activate", "card": "c3", "ability": 0, "mana": "G"})


def test_ability_paid_in_the_protocols_order(engine: PhaseEngine) -> None:
    """A Clue's {2} is paid by phase itself; where it taps the protocol's lands the activation is accepted."""
    clue = ("c8", "Clue", {"token": True})
    engine.setup(_setup(_player("p1", battlefield=[*_lands("Plains", "Island", "Island"), clue],
                                library=[("c9", "Plains", {})]),
                        _player("p2", library=[("c10", "Island", {})])))
    r = engine.act({"type": "activate", "card": "c8", "ability": 0})
    tapped = sorted(o["card"] for o in r["observation"]["objects"] if o["zone"] == "battlefield" and o["tapped"])
    assert r["accepted"] and tapped == ["c3", "c4"]


def test_hybrid_cost_paid_in_the_protocols_order(engine: PhaseEngine) -> None:
    """{G/W}x4 with {W} floating: the pool's W first, then each hybrid symbol's first way the lands can pay
    (107.4e, docs/protocol.md): Plains c4, Plains c6, then Forest c5 for the last one."""
    lands = _lands("Mountain", "Plains", "Forest", "Plains", "Mountain")
    engine.setup(_setup(_player("p1", hand=[("c1", "Oakhame Ranger // Bring Back", {})], battlefield=lands,
                                library=[("c9", "Plains", {})]) | {"mana_pool": "{W}"},
                        _player("p2", library=[("c10", "Island", {})])))
    r = engine.act({"type": "cast", "card": "c1", "mode": "normal", "targets": []})
    tapped = sorted(o["card"] for o in r["observation"]["objects"] if o["zone"] == "battlefield" and o["tapped"])
    assert r["accepted"] and tapped == ["c4", "c5", "c6"] and r["observation"]["players"][0]["mana_pool"] == ""


def test_turned_face_up_for_a_hybrid_disguise_cost_in_the_protocols_order(engine: PhaseEngine) -> None:
    """Dog Walker's disguise cost {R/W}{R/W} (702.168d) is paid by phase itself; the lands the protocol's order
    doesn't name are held tapped meanwhile, so phase taps the two Mountains, and the others stay untapped."""
    lands = _lands("Mountain", "Plains", "Forest", "Plains", "Mountain")
    engine.setup(_setup(_player("p1", battlefield=[("c1", "Dog Walker", {"face_down": "disguise"}), *lands],
                                library=[("c9", "Plains", {})]),
                        _player("p2", library=[("c10", "Island", {})])))
    r = engine.act({"type": "turn_face_up", "card": "c1"})
    tapped = sorted(o["card"] for o in r["observation"]["objects"] if o["zone"] == "battlefield" and o["tapped"])
    assert r["accepted"] and tapped == ["c3", "c7"]
    assert any(e["type"] == "turned_face_up" and e["card"] == "c1" for e in r["events"])


def _trickster_meets_ward(engine: PhaseEngine) -> JSON:
    """p2 flashes in Merfolk Trickster, whose trigger targets p1's face-down Dog Walker (ward {2}); the result of
    the pass that puts the ward trigger on the stack."""
    engine.setup(_setup(_player("p1", battlefield=[("c1", "Dog Walker", {"face_down": "disguise"}),
                                                   ("c2", "Forest", {})], library=[("c9", "Plains", {})]),
                        _player("p2", hand=[("c5", "Merfolk Trickster", {})],
                                battlefield=_lands("Island", "Mountain", "Island", start=6)
                                + _lands("Island", "Mountain", start=11), library=[("c10", "Island", {})])))
    for action in ({"type": "pass"}, {"type": "cast", "card": "c5", "targets": []}, {"type": "pass"}, {"type": "pass"},
                   {"type": "pass"}):
        r = engine.act(action)
        assert r["accepted"], r["reason"]
    r = engine.act({"type": "pass"})
    return r


def test_ward_payment_is_the_protocols_ward_pay_choice(engine: PhaseEngine) -> None:
    """Merfolk Trickster's trigger targets a face-down disguise permanent: its ward {2} (702.168a, 702.21a) is
    phase's UnlessPayment, asked as ``ward_pay``; paying taps the next lands in card-id order (c7, c11)."""
    r = _trickster_meets_ward(engine)
    assert r["observation"]["pending_choice"] == {"player": "p2", "kind": "ward_pay", "options": ["decline", "pay"]}
    r = engine.act({"type": "choose", "choice": "pay"})
    tapped = sorted(o["card"] for o in r["observation"]["objects"] if o["zone"] == "battlefield" and o["tapped"])
    assert r["accepted"] and tapped == ["c11", "c6", "c7", "c8"]


def test_an_ability_countered_by_ward_is_named_as_the_ability(engine: PhaseEngine) -> None:
    """Declining ward counters Merfolk Trickster's triggered ability (702.21a). phase's `SpellCountered` names the
    ability's source; the event names the ability that left the stack, as a countered spell names the spell.
    (MKM-08 on phase once read that as the ability leaving the stack without being countered.)"""
    r = _trickster_meets_ward(engine)
    trickster = [s["id"] for s in r["observation"]["stack"] if s["source"] == "c5"]
    assert len(trickster) == 1
    r = engine.act({"type": "choose", "choice": "decline"})
    assert r["accepted"] and not r["observation"]["stack"]
    assert {"type": "counter", "card": trickster[0]} in r["events"], r["events"]


def test_unmapped_alternative_cost_is_unsupported(engine: PhaseEngine) -> None:
    """Flashback (Cackling Counterpart from the graveyard) is not driven through phase yet: unsupported, not a
    refusal that would read as phase's."""
    engine.setup(_setup(_player("p1", graveyard=[("c1", "Cackling Counterpart", {})],
                                battlefield=[("c2", "Grizzly Bears", {})], library=[("c9", "Plains", {})]),
                        _player("p2", library=[("c10", "Island", {})])))
    with pytest.raises(EngineError, match="^unsupported: alternative cost 'flashback'"):
        engine.act({"type": "cast", "card": "c1", "alt_cost": "flashback", "targets": ["c2"]})


def test_targets_of_a_later_sentence_count(engine: PhaseEngine) -> None:
    """Cut In: 4 damage to target creature, a Role on up to one target creature you control; the same Bears for
    both (115.3). phase keeps the second target on the spell's sub-ability, and the adapter reads it there."""
    engine.setup(_setup(_player("p1", hand=[("c4", "Cut In", {})],
                                battlefield=[("c1", "Grizzly Bears", {}), *_lands(*["Mountain"] * 4, start=5)],
                                library=[("c9", "Plains", {})]),
                        _player("p2", library=[("c10", "Island", {})])))
    r = engine.act({"type": "cast", "card": "c4", "targets": ["c1", "c1"]})
    assert r["accepted"], r["reason"]
    assert r["observation"]["stack"][0]["targets"] == ["c1", "c1"]


def test_observation_read_once_matches_a_fresh_read(engine: PhaseEngine) -> None:
    """The observation built from the step's one state() read equals one built from a fresh read."""
    obs = engine.setup(_setup(
        _player("p1", hand=[("c1", "Questing Druid // Seek the Beast", {})],
                battlefield=[*_lands("Forest", "Mountain"), ("c5", "Grizzly Bears", {"counters": {"+1/+1": 1}})],
                library=[("c9", "Plains", {}), ("c11", "Island", {})]),
        _player("p2", library=[("c10", "Island", {})],
                battlefield=[("c12", "Gladecover Scout", {"face_down": "disguise"})])))
    engine.game._changed()
    assert engine.observe() == obs
    obs = engine.act({"type": "cast", "card": "c1", "mode": "adventure", "targets": []})["observation"]
    engine.game._changed()
    assert engine.observe() == obs


def test_additional_cost_list(engine: PhaseEngine) -> None:
    """``additional_costs: [{"sacrifice": [...]}]`` pays Deadly Dispute's sacrifice; kicker is unsupported."""
    from conformance.catalog import RULINGS
    from mtg_protocol.engine import EngineError

    case = RULINGS["MKM-16"].corpus[0].scenario
    engine.setup(case["setup"])
    result = engine.act(case["actions"][0])
    assert result["accepted"], result["reason"]
    assert any(e["type"] == "sacrifice" for e in result["events"])
    engine.setup(case["setup"])
    with pytest.raises(EngineError, match="^unsupported:"):
        engine.act({**case["actions"][0], "additional_costs": ["kicker"]})


def test_kicker_declined_when_the_action_does_not_pay_it(engine: PhaseEngine) -> None:
    """phase asks whether to pay Burst Lightning's kicker (OptionalCostChoice); an action without it declines."""
    engine.setup(_setup(_player("p1", hand=[("c1", "Burst Lightning", {})], battlefield=_lands("Mountain"),
                                library=[("c9", "Plains", {})]),
                        _player("p2", library=[("c10", "Island", {})])))
    assert engine.act({"type": "cast", "card": "c1", "mode": "normal", "targets": ["p2"]})["accepted"]
    engine.act({"type": "pass"})
    obs = engine.act({"type": "pass"})["observation"]
    assert [p["life"] for p in obs["players"]] == [20, 18]


def test_targets_of_a_second_targeted_instruction(engine: PhaseEngine) -> None:
    """Cut In targets one creature twice (601.2c: each "target" is its own choice); phase keeps the Role's target
    on the spell's sub-ability, and the adapter reads both (it used to refuse the cast as ['c1'] != ['c1', 'c1'])."""
    engine.setup(_setup(_player("p1", hand=[("c1", "Cut In", {})],
                                battlefield=[("c2", "Grizzly Bears", {})] + _lands(*["Mountain"] * 4),
                                library=[("c9", "Plains", {})]),
                        _player("p2", library=[("c10", "Island", {})])))
    r = engine.act({"type": "cast", "card": "c1", "mode": "normal", "targets": ["c2", "c2"]})
    assert r["accepted"], r["reason"]
    assert next(s for s in r["observation"]["stack"] if s["id"] == "c1")["targets"] == ["c2", "c2"]


def test_a_card_phase_leaves_partly_unimplemented_is_unsupported() -> None:
    """Become Brutes' Roles parse as phase's own `Unimplemented` marker: its examples are unsupported, never failed
    (WOE-10 and WOE-12 failed on it creating no Role); phase's database holds what it parsed, once."""
    data = card_data()
    assert "Unimplemented" in data.unsupported["Become Brutes"] and "Become Brutes" not in data.faces
    assert set(data.built) == set(data.faces)
    assert "Unimplemented" not in repr(data.built)


def test_a_token_gone_in_the_step_it_was_created_is_still_reported(engine: PhaseEngine) -> None:
    """Doubling Season doubles Asinine Antics' Cursed Role and phase keeps one at once (704.5y): both creations are
    events with an id and a host (the second used to come out as card None, attached to None: WOE-20 failed)."""
    engine.setup(_setup(_player("p1", hand=[("c1", "Asinine Antics", {})],
                                battlefield=[("c2", "Doubling Season", {})] + _lands(*["Island"] * 4),
                                library=[("c9", "Plains", {})]),
                        _player("p2", battlefield=[("c8", "Gladecover Scout", {})], library=[("c10", "Island", {})])))
    assert engine.act({"type": "cast", "card": "c1", "mode": "normal", "targets": []})["accepted"]
    engine.act({"type": "pass"})
    r = engine.act({"type": "pass"})
    made = [(e["card"], e["attached_to"]) for e in r["events"] if e["type"] == "token_created"]
    assert made == [("t1", "c8"), ("t2", "c8")]


def test_up_to_one_target_can_be_no_target(engine: PhaseEngine) -> None:
    """Offender at Large turned face up: its trigger has "up to one target" (601.2c), so no target is one of
    the options, and choosing it puts the trigger on the stack without one."""
    engine.setup(_setup(_player("p1", battlefield=[("c1", "Offender at Large", {"face_down": "disguise"}),
                                                   *_lands("Mountain", "Mountain", "Mountain", "Mountain", "Mountain")],
                                library=[("c9", "Plains", {})]),
                        _player("p2", library=[("c10", "Island", {})])))
    turned = engine.act({"type": "turn_face_up", "card": "c1"})
    assert turned["accepted"], turned["reason"]
    assert turned["observation"]["pending_choice"]["options"] == [["c1"], []]
    chosen = engine.act({"type": "choose", "choice": []})
    assert chosen["accepted"], chosen["reason"]
    assert chosen["observation"]["pending_choice"] is None
    assert [s["targets"] for s in chosen["observation"]["stack"]] == [[]]


def test_a_target_repeated_by_a_part_that_refers_back_is_one_target(engine: PhaseEngine) -> None:
    """Swords to Plowshares: phase copies the exiled creature's target into the "its controller gains life" part
    (a ``ParentTargetController`` reference); that copy is the one target chosen, not a second one. The cast of
    the archived WOE-06 counterexample was refused as ['c1', 'c1'] != ['c1']."""
    from conformance.adapters.phase_vocab import chosen_targets

    copied = {"targets": [{"Object": 7}], "effect": {"type": "ChangeZone"},
              "sub_ability": {"targets": [{"Object": 7}],
                              "effect": {"type": "GainLife", "player": {"type": "ParentTargetController"}}}}
    assert chosen_targets(copied) == [{"Object": 7}]
    own = {"targets": [{"Object": 7}], "effect": {"type": "DealDamage"},
           "sub_ability": {"targets": [{"Object": 7}], "effect": {"type": "Token", "attach_to": {"type": "Typed"}}}}
    assert chosen_targets(own) == [{"Object": 7}, {"Object": 7}]
    engine.setup(_setup(_player("p1", hand=[("c5", "Swords to Plowshares", {})],
                                battlefield=[("c1", "Gladecover Scout", {}), *_lands("Plains", start=8)],
                                library=[("c9", "Plains", {})]),
                        _player("p2", library=[("c10", "Island", {})])))
    r = engine.act({"type": "cast", "card": "c5", "mode": "normal", "targets": ["c1"]})
    assert r["accepted"], r["reason"]
    assert next(s for s in r["observation"]["stack"] if s["id"] == "c5")["targets"] == ["c1"]
    engine.act({"type": "pass"})
    obs = engine.act({"type": "pass"})["observation"]
    assert _zone_of(obs, "c1") == "exile"
    assert [p["life"] for p in obs["players"]] == [21, 20]


def test_a_transformed_permanent_is_observed_with_its_back_face(engine: PhaseEngine) -> None:
    """Daring Sleuth transforms when its controller sacrifices a Clue (701.27a): phase, given both faces, shows the
    back face's characteristics once the trigger has resolved (712.8e): blue by its color indicator (204), and its mana
    value its front face's cost's (a false divergence on daring-sleuth-01, the pool at 411 cards: colorless, 0)."""
    setup = _setup(_player("p1", library=[("c9", "Island", {}), ("c10", "Island", {})],
                           battlefield=[("c1", "Daring Sleuth // Bearer of Overwhelming Truths", {}),
                                        ("c2", "Clue", {"token": True}), ("c3", "Island", {}), ("c4", "Island", {})]),
                   _player("p2", library=[("c11", "Island", {})]))
    engine.setup(setup)
    assert engine.act({"type": "activate", "card": "c2", "ability": 0})["accepted"]
    for _ in range(4):  # the Clue's ability and the transform trigger resolve
        engine.act({"type": "pass"})
    sleuth = next(o for o in engine.observe()["objects"] if o["card"] == "c1")
    assert (sleuth["name"], sleuth["power"], sleuth["toughness"]) == ("Bearer of Overwhelming Truths", 3, 2)
    assert (sleuth["colors"], sleuth["mana_value"]) == (["U"], 2)


def test_a_keyword_cost_with_its_reduction_is_observed_with_the_printed_cost() -> None:
    """phase keeps Fugitive Codebreaker's disguise cost beside its reduction (118.7); the observation shows the printed
    keyword, disguise {5}{R} (702.168a), as the model does (a bare 'disguise' was a false 'keywords' divergence on
    MKM-12, the final pool of session 6)."""
    from conformance.adapters.phase_vocab import format_keyword

    reduced = {"Disguise": {"cost": {"type": "Cost", "shards": ["Red"], "generic": 5},
                            "reduction": {"amount_per": 1, "count": {"type": "Ref"}}}}
    assert format_keyword(reduced) == "disguise {5}{R}"
    assert format_keyword({"Disguise": {"type": "Cost", "shards": ["White"], "generic": 1}}) == "disguise {1}{W}"


def test_partner_with_is_observed_with_its_partners_name() -> None:
    """phase writes Rory Williams' "Partner with Amy Pond" (702.124j) as Partner of kind With; the observation names
    the partner as the model does (it showed a bare 'partner', rory-williams-01, the pool at 411 cards)."""
    from conformance.adapters.phase_vocab import format_keyword

    assert format_keyword({"Partner": {"type": "With", "data": "Amy Pond"}}) == "partner with amy pond"
