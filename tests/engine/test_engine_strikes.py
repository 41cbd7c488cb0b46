"""The reference engine's combat damage steps with first strike and double strike (510.4, 702.7, 702.4)."""

from __future__ import annotations

from test_engine_core import cast, find, life, ok, passes, start, zone

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def combat(*p1: str, p2: tuple[str, ...] = ()) -> tuple[SetupBuilder, list[str], list[str]]:
    """p1's creatures `p1` and p2's `p2` on the battlefield at p1's beginning of combat."""
    b = SetupBuilder(step="beginning_of_combat")
    mine = [b.add("p1", "battlefield", name) for name in p1]
    theirs = [b.add("p2", "battlefield", name) for name in p2]
    return b, mine, theirs


def to_damage(engine: ReferenceEngine, attackers: dict[str, str], blockers: dict[str, str]) -> None:
    """Declare the attackers and blockers and pass into the (first) combat damage step."""
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": attackers})
    passes(engine, 2)
    ok(engine, {"type": "declare_blockers", "blockers": blockers})
    passes(engine, 2)


def step(engine: ReferenceEngine) -> str:
    return str(engine.observe(None)["turn"]["step"])


def damage(engine: ReferenceEngine, cid: str) -> int:
    found = find(engine, cid)
    assert found is not None
    return int(found["damage"])


def test_first_striker_kills_its_blocker_before_it_strikes_back() -> None:
    """510.4, 702.7b: the first striker deals its damage in a step of its own; the blocker dies (704.5g) before
    the regular step, so it deals none."""
    b, (knight,), (bears,) = combat("White Knight", p2=("Grizzly Bears",))
    engine = start(b)
    to_damage(engine, {knight: "p2"}, {bears: knight})
    assert step(engine) == "combat_damage"
    assert zone(engine, bears) == "graveyard"
    assert damage(engine, knight) == 0
    passes(engine, 2)  # to the regular combat damage step
    assert step(engine) == "combat_damage"
    assert damage(engine, knight) == 0
    passes(engine, 2)
    assert step(engine) == "end_of_combat"
    assert zone(engine, knight) == "battlefield"


def test_without_first_strike_there_is_one_combat_damage_step() -> None:
    """510.4 applies only when a creature in combat has first strike or double strike."""
    b, (bears,), (other,) = combat("Grizzly Bears", p2=("Grizzly Bears",))
    engine = start(b)
    to_damage(engine, {bears: "p2"}, {other: bears})
    assert zone(engine, bears) == zone(engine, other) == "graveyard"
    passes(engine, 2)
    assert step(engine) == "end_of_combat"


def test_double_strike_deals_damage_in_both_steps() -> None:
    """702.4b: an unblocked double striker deals its damage in the first-strike step and again in the regular one."""
    b, (basher,), _ = combat("Bolrac-Clan Basher")
    engine = start(b)
    to_damage(engine, {basher: "p2"}, {})
    assert life(engine, "p2") == 17
    passes(engine, 2)
    assert life(engine, "p2") == 14


def test_double_striking_trampler_tramples_over_a_blocker_gone_after_the_first_step() -> None:
    """702.19b then 702.19e: lethal damage to the blocker and the rest to the player; with its blocker dead, the
    blocked trampler assigns all its damage to the player in the regular step."""
    b, (basher,), (bears,) = combat("Bolrac-Clan Basher", p2=("Grizzly Bears",))
    engine = start(b)
    to_damage(engine, {basher: "p2"}, {bears: basher})
    assert zone(engine, bears) == "graveyard"
    assert life(engine, "p2") == 19
    assert damage(engine, basher) == 0
    passes(engine, 2)
    assert life(engine, "p2") == 16


def test_regular_creatures_deal_damage_in_the_second_step_only() -> None:
    """510.4: beside a first striker, a creature without first strike deals its damage in the regular step."""
    b, (knight, bears), _ = combat("White Knight", "Grizzly Bears")
    engine = start(b)
    to_damage(engine, {knight: "p2", bears: "p2"}, {})
    assert life(engine, "p2") == 18
    passes(engine, 2)
    assert life(engine, "p2") == 16


def test_triggers_of_the_first_strike_step_are_put_on_the_stack_before_the_regular_step() -> None:
    """510.3, 603.3: a dies trigger from first-strike damage goes on the stack and resolves in the first step."""
    b, (knight,), (artist,) = combat("Silver Knight", p2=("Blood Artist",))
    engine = start(b)
    to_damage(engine, {knight: "p2"}, {artist: knight})
    assert zone(engine, artist) == "graveyard"
    assert engine.observe(None)["pending_choice"]["kind"] == "targets"  # its target, as it goes on the stack
    ok(engine, {"type": "choose", "choice": ["p1"]})
    stack = engine.observe(None)["stack"]
    assert len(stack) == 1 and stack[0]["source"] == artist
    passes(engine, 2)
    assert life(engine, "p1") == 19
    assert step(engine) == "combat_damage"


def test_first_strike_gained_after_the_first_step_does_not_stop_regular_damage() -> None:
    """702.7c: a creature given first strike after the first-strike damage step still deals its regular damage."""
    b, (knight, bears), _ = combat("White Knight", "Grizzly Bears")
    chase = b.add("p1", "hand", "The Chase Is On")
    b.lands("p1", "RRR")
    engine = start(b)
    to_damage(engine, {knight: "p2", bears: "p2"}, {})
    assert life(engine, "p2") == 18
    ok(engine, cast(chase, bears))
    passes(engine, 2)  # The Chase Is On resolves: +3/+0 and first strike
    assert step(engine) == "combat_damage"
    passes(engine, 2)  # the regular step
    assert life(engine, "p2") == 13
