"""The reference engine on a variable number of targets (601.2c) and on turning permanents face down (708.2a):
Illithid Harvester's "any number of target tapped nontoken creatures" turned face down as 2/2 Horror creatures
(each legal object once at most, none at all allowed), and its Adventure Plant Tadpoles' "X target creatures",
exactly X, tapped and kept tapped through their controllers' next untap steps (502.3)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS: JSON = {"type": "pass"}
HARVESTER = "Illithid Harvester // Plant Tadpoles"


def obj(engine: ReferenceEngine, cid: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == cid)


def pending(engine: ReferenceEngine) -> JSON | None:
    return engine.observe(None)["pending_choice"]


def resolve_all(engine: ReferenceEngine) -> None:
    while engine.observe(None)["stack"] and pending(engine) is None:
        assert engine.act(PASS)["accepted"]


def harvester_enters(b: SetupBuilder) -> tuple[ReferenceEngine, str]:
    harvester = b.add("p1", "hand", HARVESTER)
    b.lands("p1", "UUUUU")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act({"type": "cast", "card": harvester, "mode": "normal", "targets": [], "alt_cost": None})[
        "accepted"]
    resolve_all(engine)
    return engine, harvester


def test_601_2c_any_number_of_targets_is_every_set_of_distinct_legal_objects() -> None:
    b = SetupBuilder()
    first = b.add("p2", "battlefield", "Grizzly Bears", tapped=True)
    second = b.add("p2", "battlefield", "Grizzly Bears", tapped=True)
    b.add("p2", "battlefield", "Grizzly Bears")  # untapped: not a legal target
    engine, _ = harvester_enters(b)
    choice = pending(engine)
    assert choice is not None and choice["kind"] == "targets"
    assert sorted(map(sorted, choice["options"])) == sorted([[], [first], [second], sorted([first, second])])


def test_708_2a_the_targets_are_turned_face_down_as_2_2_horror_creatures() -> None:
    b = SetupBuilder()
    first = b.add("p2", "battlefield", "Grizzly Bears", tapped=True)
    second = b.add("p2", "battlefield", "Grizzly Bears", tapped=True)
    engine, _ = harvester_enters(b)
    serial = engine._game().objects[first].serial
    assert engine.act({"type": "choose", "choice": [first, second]})["accepted"]
    resolve_all(engine)
    for cid in (first, second):
        down = obj(engine, cid)
        assert down["face_down"] and down["face_down_by"] == "effect" and down["tapped"]
        assert (down["power"], down["toughness"], down["subtypes"], down["name"]) == (2, 2, ["Horror"], None)
    assert engine._game().objects[first].serial == serial  # the same object (708.8)
    assert not engine.act({"type": "turn_face_up", "card": first})["accepted"]  # no disguise, not p1's


def test_601_2c_no_target_at_all_may_be_chosen() -> None:
    b = SetupBuilder()
    bears = b.add("p2", "battlefield", "Grizzly Bears", tapped=True)
    engine, _ = harvester_enters(b)
    assert engine.act({"type": "choose", "choice": []})["accepted"]
    resolve_all(engine)
    assert not obj(engine, bears)["face_down"]


def test_712_16_a_double_faced_permanent_stays_face_up() -> None:
    b = SetupBuilder()
    sleuth = b.add("p2", "battlefield", "Daring Sleuth // Bearer of Overwhelming Truths", tapped=True)
    engine, _ = harvester_enters(b)
    assert engine.act({"type": "choose", "choice": [sleuth]})["accepted"]
    resolve_all(engine)
    assert not obj(engine, sleuth)["face_down"]


def tadpoles(x: int, targets: list[str]) -> JSON:
    return {"type": "cast", "card": "c1", "mode": "adventure", "targets": targets, "alt_cost": None, "x": x}


def test_601_2c_x_targets_are_exactly_x_and_skip_their_next_untap() -> None:
    b = SetupBuilder()
    b.add("p1", "hand", HARVESTER)
    first = b.add("p2", "battlefield", "Grizzly Bears")
    second = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "UUUU")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert not engine.act(tadpoles(2, [first]))["accepted"]  # X is 2: two targets
    assert not engine.act(tadpoles(1, [first, second]))["accepted"]
    legal = [a for a in engine.legal_actions() if a.get("type") == "cast" and a.get("mode") == "adventure"]
    assert {(a.get("x", 0), len(a["targets"])) for a in legal} == {(0, 0), (1, 1), (2, 2)}
    assert engine.act(tadpoles(2, [first, second]))["accepted"]
    resolve_all(engine)
    assert obj(engine, first)["tapped"] and obj(engine, second)["tapped"]
    while engine.observe(None)["turn"]["active_player"] == "p1":
        waiting = pending(engine)
        act = {"type": "declare_attackers", "attackers": {}} if waiting and waiting["kind"] == "declare_attackers" \
            else PASS
        assert engine.act(act)["accepted"]
    assert obj(engine, first)["tapped"] and obj(engine, second)["tapped"]  # p2's untap step skipped them
