"""Goad (701.15) and the attack requirements it makes (508.1d): a goaded creature attacks each combat if able, and
attacks a player other than the one who goaded it if able; the designation lasts until that player's next turn.
Serene Sleuth (a real card) counts the goaded creatures its controller controls, then ends their goading."""

from __future__ import annotations

from test_engine_core import cast, ok, passes, start, synthetic
from test_engine_turn_triggers import resolve_all

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

GOAD: JSON = {"effects": [{"do": "goad", "target": 0}], "targets": [{"kind": "creature"}]}


def goad_spell(b: SetupBuilder, pid: str) -> str:
    """An instant of test that goads target creature, for {0}, in `pid`'s hand."""
    return b.add(pid, "hand", synthetic(b, "Goading of Test", "{0}", ["Instant"], **GOAD))


def to_declare_attackers(engine: ReferenceEngine) -> None:
    while engine.observe(None)["turn"]["step"] != "declare_attackers":
        passes(engine, 1)


def declarations(engine: ReferenceEngine) -> list[JSON]:
    return [a["attackers"] for a in engine.legal_actions() if a["type"] == "declare_attackers"]


def goaded_by(engine: ReferenceEngine, cid: str) -> frozenset[str]:
    assert engine.game is not None
    return engine.game.objects[cid].goaded_by


def test_701_15b_a_goaded_creature_attacks_if_able() -> None:
    """p1 goads p2's Grizzly Bears in p2's precombat main phase: in that combat p2 may not declare no attackers nor
    attack with another creature alone; the Bears must be among the attackers, and may attack beside another."""
    b = SetupBuilder(active="p2")
    spell = goad_spell(b, "p1")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    other = b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    passes(engine, 1)
    ok(engine, cast(spell, bears))
    resolve_all(engine)
    assert goaded_by(engine, bears) == {"p1"}
    to_declare_attackers(engine)
    assert declarations(engine) == [{bears: "p1"}, {bears: "p1", other: "p1"}]
    assert not engine.act({"type": "declare_attackers", "attackers": {}})["accepted"]
    refused = engine.act({"type": "declare_attackers", "attackers": {other: "p1"}})
    assert not refused["accepted"] and "goaded" in refused["reason"]
    ok(engine, {"type": "declare_attackers", "attackers": {bears: "p1", other: "p1"}})


def test_701_15b_a_goaded_creature_that_cant_attack_has_no_requirement() -> None:
    """A tapped goaded creature can't attack: the requirement asks nothing of it, and no attack is a legal
    declaration (508.1d counts only requirements that can be obeyed)."""
    b = SetupBuilder(active="p2")
    spell = goad_spell(b, "p1")
    bears = b.add("p2", "battlefield", "Grizzly Bears", tapped=True)
    b.add("p2", "battlefield", "Grizzly Bears")
    engine = start(b)
    passes(engine, 1)
    ok(engine, cast(spell, bears))
    resolve_all(engine)
    to_declare_attackers(engine)
    assert {} in declarations(engine)
    ok(engine, {"type": "declare_attackers", "attackers": {}})


def test_701_15b_a_goaded_creature_attacks_another_player_than_its_goader_if_able() -> None:
    """Three players: p2 goads p1's Bears during p1's turn; the Bears must attack p3 (attacking p2 obeys only one of
    the two requirements, 508.1d)."""
    b = SetupBuilder(players=3)
    spell = goad_spell(b, "p2")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    engine = start(b)
    passes(engine, 1)
    ok(engine, cast(spell, bears))
    resolve_all(engine)
    to_declare_attackers(engine)
    assert declarations(engine) == [{bears: "p3"}]
    assert not engine.act({"type": "declare_attackers", "attackers": {bears: "p2"}})["accepted"]
    ok(engine, {"type": "declare_attackers", "attackers": {bears: "p3"}})


def test_701_15a_701_15d_goad_lasts_until_the_goaders_next_turn_and_again_adds_nothing() -> None:
    """p1 goads p2's Bears twice in p1's turn (the second changes nothing, 701.15d); they are still goaded through
    p2's turn and stop being goaded as p1's next turn begins."""
    b = SetupBuilder()
    first, second = goad_spell(b, "p1"), goad_spell(b, "p1")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    for pid in ("p1", "p2"):
        for _ in range(3):
            b.add(pid, "library", "Island")
    engine = start(b)
    ok(engine, cast(first, bears))
    resolve_all(engine)
    ok(engine, cast(second, bears))
    resolve_all(engine)
    assert goaded_by(engine, bears) == {"p1"}
    while engine.observe(None)["turn"]["active_player"] == "p1":
        passes(engine, 1)
    assert goaded_by(engine, bears) == {"p1"}
    to_declare_attackers(engine)
    ok(engine, {"type": "declare_attackers", "attackers": {bears: "p1"}})
    while engine.observe(None)["turn"]["active_player"] == "p2":
        ok(engine, engine.legal_actions()[0])  # pass, or declare no blockers
    assert goaded_by(engine, bears) == frozenset()


def test_701_15b_serene_sleuth_investigates_for_each_goaded_creature_then_ends_their_goading() -> None:
    """p2 goads two of p1's creatures during p2's turn; at the beginning of combat on p1's turn Serene Sleuth
    investigates twice (608.2h: the goaded creatures p1 controls, counted as it resolves), then they are no longer
    goaded, so p1 may declare no attackers."""
    b = SetupBuilder(active="p2")
    spells = [goad_spell(b, "p2"), goad_spell(b, "p2")]
    bears = [b.add("p1", "battlefield", "Grizzly Bears"), b.add("p1", "battlefield", "Grizzly Bears")]
    b.add("p1", "battlefield", "Serene Sleuth")
    for pid in ("p1", "p2"):
        for _ in range(3):
            b.add(pid, "library", "Island")
    engine = start(b)
    for spell, target in zip(spells, bears, strict=True):
        ok(engine, cast(spell, target))
        resolve_all(engine)
    while engine.observe(None)["turn"]["active_player"] == "p2" or \
            engine.observe(None)["turn"]["step"] != "beginning_of_combat":
        passes(engine, 1)
    assert all(goaded_by(engine, c) == {"p2"} for c in bears)
    resolve_all(engine)
    clues = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and "Clue" in o["subtypes"]]
    assert len(clues) == 2 and all(o["controller"] == "p1" for o in clues)
    assert all(goaded_by(engine, c) == frozenset() for c in bears)
    to_declare_attackers(engine)
    ok(engine, {"type": "declare_attackers", "attackers": {}})


# ----- 701.15b: goaded by a static ability (The Rani's Mark of the Rani token, 111.4, 303.4i) -------------------------

RANI = "The Rani"


def rani_marks(target_owner: str) -> tuple[ReferenceEngine, str]:
    """p1 casts The Rani; its enters trigger makes Mark of the Rani attached to `target_owner`'s Grizzly Bears."""
    b = SetupBuilder()
    rani = b.add("p1", "hand", RANI)
    bears = b.add(target_owner, "battlefield", "Grizzly Bears")
    b.lands("p1", "UBRR")
    for pid in ("p1", "p2"):
        for _ in range(3):
            b.add(pid, "library", "Island")
    engine = start(b)
    ok(engine, cast(rani))
    passes(engine, 2)  # The Rani resolves; its trigger targets the Bears (the only other creature)
    resolve_all(engine)
    return engine, bears


def test_111_4_the_rani_attaches_its_aura_token_and_the_enchanted_creature_is_goaded() -> None:
    """The Mark of the Rani token is a red Aura attached to p2's Bears, which are 4/4 and goaded by p1 (its
    controller): on p2's turn they must attack p1; their combat damage to p1 makes no one investigate (The Rani's
    ability asks for damage to one of its controller's opponents)."""
    engine, bears = rani_marks("p2")
    mark = [o for o in engine.observe(None)["objects"] if o["name"] == "Mark of the Rani"]
    assert len(mark) == 1 and mark[0]["token"] and mark[0]["attached_to"] == bears
    assert mark[0]["colors"] == ["R"] and mark[0]["subtypes"] == ["Aura"]
    observed = next(o for o in engine.observe(None)["objects"] if o["card"] == bears)
    assert (observed["power"], observed["toughness"]) == (4, 4)
    assert engine.game is not None and engine.game.goaders(engine.game.objects[bears]) == {"p1"}
    assert engine.game.objects[bears].goaded_by == frozenset()  # a static ability's goading, not a designation
    while engine.observe(None)["turn"]["active_player"] == "p1":
        ok(engine, engine.legal_actions()[0])
    to_declare_attackers(engine)
    assert declarations(engine) == [{bears: "p1"}]
    ok(engine, {"type": "declare_attackers", "attackers": {bears: "p1"}})
    while engine.observe(None)["turn"]["step"] != "end_of_combat":
        ok(engine, engine.legal_actions()[0])
        resolve_all(engine)
    assert next(p["life"] for p in engine.observe(None)["players"] if p["id"] == "p1") == 16
    assert not any(o["name"] == "Clue" for o in engine.observe(None)["objects"])  # p1 is no opponent of p1's


def test_510_2_a_goaded_creature_dealing_combat_damage_to_an_opponent_investigates() -> None:
    """The Mark on p1's own Bears: on p1's turn they must attack p2, and their combat damage to p2 (p1's opponent)
    makes p1 investigate."""
    engine, bears = rani_marks("p1")
    while engine.observe(None)["turn"]["step"] != "declare_attackers":
        passes(engine, 1)
    assert {} not in declarations(engine)
    ok(engine, {"type": "declare_attackers", "attackers": {bears: "p2"}})
    while engine.observe(None)["turn"]["step"] != "end_of_combat":
        ok(engine, engine.legal_actions()[0])
        resolve_all(engine)
    assert next(p["life"] for p in engine.observe(None)["players"] if p["id"] == "p2") == 16
    clues = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["name"] == "Clue"]
    assert len(clues) == 1 and clues[0]["controller"] == "p1"
