"""Removal from combat (506.4) and the end of combat (511.3) in the reference engine.

No card of the pool yet moves a creature out of combat and back, or takes control of one, at instant speed, so
these tests call the rule functions the cards would reach (zones.move, effects.gain_control_until_end_of_turn)
in the middle of a combat the game itself declared.
"""

from __future__ import annotations

from test_engine_core import life, ok, passes, start, zone
from test_engine_strikes import combat, step

from reference_engine.adapter import ReferenceEngine
from reference_engine.game import Game


def game_of(engine: ReferenceEngine) -> Game:
    assert engine.game is not None
    return engine.game


def declared(attackers: dict[str, str], engine: ReferenceEngine, blockers: dict[str, str] | None = None) -> None:
    """Declare the attackers (and blockers) and stop in the declare blockers step with priority."""
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": attackers})
    passes(engine, 2)
    ok(engine, {"type": "declare_blockers", "blockers": blockers or {}})


def test_an_attacker_that_left_and_came_back_is_a_new_object_not_in_combat() -> None:
    """400.7, 506.4: the card returns as a new object, which was never declared as an attacker: it deals no
    combat damage, though it has the same card id."""
    b, (bears,), _ = combat("Grizzly Bears")
    engine = start(b)
    declared({bears: "p2"}, engine)
    game = game_of(engine)
    exiled = game.move(game.objects[bears], "exile", "effect")
    game.move(exiled, "battlefield", "effect")
    passes(engine, 2)
    assert step(engine) == "combat_damage"
    assert life(engine, "p2") == 20
    assert not game.is_attacking(bears)


def test_a_blocker_that_changed_control_is_removed_and_the_attacker_stays_blocked() -> None:
    """506.4: a permanent whose controller changes is removed from combat; the attacker it blocked stays blocked
    (509.1h) and, without trample, deals no combat damage."""
    b, (bears,), (blocker,) = combat("Grizzly Bears", p2=("Grizzly Bears",))
    engine = start(b)
    declared({bears: "p2"}, engine, {blocker: bears})
    game = game_of(engine)
    game.gain_control_until_end_of_turn(game.objects[blocker], "p1")
    passes(engine, 2)
    assert step(engine) == "combat_damage"
    assert zone(engine, blocker) == zone(engine, bears) == "battlefield"
    assert game.objects[blocker].damage == 0 and game.objects[bears].damage == 0
    assert life(engine, "p2") == 20
    assert not game.is_blocking(blocker) and game.is_attacking(bears)


def test_creatures_stay_in_combat_through_the_end_of_combat_step() -> None:
    """511.3: creatures are removed from combat as the end of combat step ends, so during it they are still
    attacking (an "at end of combat" ability may ask)."""
    b, (bears,), _ = combat("Grizzly Bears")
    engine = start(b)
    declared({bears: "p2"}, engine)
    passes(engine, 2)  # combat damage
    passes(engine, 2)  # end of combat
    assert step(engine) == "end_of_combat"
    game = game_of(engine)
    assert game.attackers == {bears: "p2"}
    passes(engine, 2)
    assert step(engine) != "end_of_combat"
    assert not game.attackers
