"""601.2d: a spell that divides damage or counters among its targets announces the division as it is cast (the cast
action's `divide`: one share per target, each at least one, together the amount divided); 608.2b: as it resolves,
a target that became illegal gets nothing and the others keep their shares. 601.2c, 115.3: the targets of one
instance of the word target are one set, listed once among the legal actions."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from reference_engine.casting import divisions
from reference_engine.stack import target_specs
from strategies.states import SetupBuilder

AMETHYST = "Amethyst Dragon // Explosive Crystal"
PASS: JSON = {"type": "pass"}


def _game() -> tuple[ReferenceEngine, str, str, str]:
    b = SetupBuilder()
    dragon = b.add("p1", "hand", AMETHYST)
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    other = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "RRRRR")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, dragon, bears, other


def _cast(card: str, targets: list[str], divide: list[int] | None) -> JSON:
    action: JSON = {"type": "cast", "card": card, "mode": "adventure", "targets": targets}
    return {**action, "divide": divide} if divide is not None else action


def _object(engine: ReferenceEngine, card: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == card)


def _life(engine: ReferenceEngine, pid: str) -> int:
    return int(next(p for p in engine.observe(None)["players"] if p["id"] == pid)["life"])


def test_601_2d_each_target_is_dealt_its_share() -> None:
    engine, dragon, bears, _ = _game()
    assert engine.act(_cast(dragon, ["p2", bears], [2, 2]))["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    assert _life(engine, "p2") == 18
    assert _object(engine, bears)["zone"] == "graveyard"
    assert _object(engine, dragon)["zone"] == "exile"  # 715.3d: the Adventure resolved


def test_601_2d_a_division_that_breaks_the_rule_is_refused() -> None:
    engine, dragon, bears, other = _game()
    assert not engine.act(_cast(dragon, ["p2", bears], None))["accepted"]  # no division announced
    assert not engine.act(_cast(dragon, ["p2", bears], [1, 2]))["accepted"]  # 3, not the 4 it divides
    assert not engine.act(_cast(dragon, ["p2", bears], [4, 0]))["accepted"]  # each target at least one
    assert not engine.act(_cast(dragon, ["p2"], [2, 2]))["accepted"]  # one share per target
    assert not engine.act(_cast(dragon, [bears, other, "p2", "p1", dragon], [1, 1, 1, 1, 0]))["accepted"]
    assert not engine.act(_cast(dragon, [], []))["accepted"]  # 4 damage needs one target at least
    assert _object(engine, dragon)["zone"] == "hand"


def test_601_2d_a_spell_that_divides_nothing_takes_no_division() -> None:
    b = SetupBuilder()
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    b.add("p1", "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert not engine.act({"type": "cast", "card": bolt, "targets": ["p2"], "divide": [3]})["accepted"]
    assert engine.act({"type": "cast", "card": bolt, "targets": ["p2"]})["accepted"]


def test_608_2b_an_illegal_target_gets_nothing_and_the_others_keep_their_shares() -> None:
    b = SetupBuilder()
    dragon = b.add("p1", "hand", AMETHYST)
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    unsummon = b.add("p2", "hand", "Unsummon")
    b.lands("p1", "RRRRR")
    b.lands("p2", "U")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act(_cast(dragon, ["p2", bears], [1, 3]))["accepted"]
    engine.act(PASS)
    assert engine.act({"type": "cast", "card": unsummon, "targets": [bears]})["accepted"]
    for _ in range(4):
        engine.act(PASS)
    assert _object(engine, bears)["zone"] == "hand"
    assert _life(engine, "p2") == 19  # its 1, not the bears' 3 as well


def test_601_2d_the_legal_actions_list_every_set_of_targets_once_with_every_division() -> None:
    engine, dragon, bears, other = _game()
    casts = [a for a in engine.legal_actions() if a.get("mode") == "adventure"]
    sets = {frozenset(a["targets"]) for a in casts}
    assert len(sets) == len({tuple(a["targets"]) for a in casts})  # one order for each set of targets
    assert _cast(dragon, ["p1", "p2", bears, other], [1, 1, 1, 1]) in casts or \
        any(sorted(a["targets"]) == sorted(["p1", "p2", bears, other]) for a in casts)
    for a in casts:
        assert len(a["divide"]) == len(a["targets"]) and sum(a["divide"]) == 4 and min(a["divide"]) >= 1
    two = [a for a in casts if set(a["targets"]) == {"p2", bears}]
    assert sorted(tuple(a["divide"]) for a in two) == [(1, 3), (2, 2), (3, 1)]


def test_601_2d_divisions_are_the_compositions_of_the_amount() -> None:
    assert divisions(4, 1) == [[4]]
    assert sorted(divisions(3, 2)) == [[1, 2], [2, 1]]
    assert divisions(2, 3) == []  # each target must get one at least
    assert divisions(0, 0) == [[]]


def test_601_2c_the_number_of_targets_is_set_as_the_spell_is_cast() -> None:
    spec: JSON = {"kind": "creature", "times": "X"}
    assert len(target_specs([spec], 3)) == 3 and len({s["instance"] for s in target_specs([spec], 3)}) == 1
    assert target_specs([spec], 0) == []
    divided: JSON = {"kind": "creature", "any_number": True, "divide": "X"}
    three = target_specs([divided], 3)
    assert [bool(s.get("optional")) for s in three] == [False, True, True]  # one to three of them
    assert target_specs([divided], 0) == []


def test_601_2d_counters_are_distributed_as_announced() -> None:
    """Stolen Goodies: three +1/+1 counters among one to three target creatures its caster controls."""
    b = SetupBuilder()
    ruiner = b.add("p1", "hand", "Picnic Ruiner // Stolen Goodies")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    other = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "GGGG")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert not engine.act(_cast(ruiner, [bears, theirs], [2, 1]))["accepted"]  # creatures you control only
    assert not engine.act(_cast(ruiner, [bears, other], [3, 1]))["accepted"]  # four counters, not three
    assert engine.act(_cast(ruiner, [bears, other], [2, 1]))["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    assert _object(engine, bears)["counters"] == {"+1/+1": 2}
    assert _object(engine, other)["counters"] == {"+1/+1": 1}
    assert not _object(engine, theirs)["counters"]


def test_601_2c_x_sets_how_many_targets_the_counters_may_be_distributed_among() -> None:
    """Grove's Bounty: X +1/+1 counters among one to X target creatures its caster controls; with X = 0, none."""
    b = SetupBuilder()
    otter = b.add("p1", "hand", "Elusive Otter // Grove's Bounty")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    other = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "GGG")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    casts = [a for a in engine.legal_actions() if a.get("mode") == "adventure"]
    assert {(a["x"], len(a["targets"])) for a in casts} == {(0, 0), (1, 1), (2, 1), (2, 2)}
    assert not engine.act({**_cast(otter, [bears, other], [1, 1]), "x": 1})["accepted"]  # two targets for X = 1
    assert not engine.act({**_cast(otter, [bears], [1]), "x": 0})["accepted"]
    assert engine.act({**_cast(otter, [bears, other], [1, 1]), "x": 2})["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    assert _object(engine, bears)["counters"] == {"+1/+1": 1} == _object(engine, other)["counters"]
