"""The reference engine held to the pool cards' own official rulings (issue 30, item 3).

Each test here failed on the reference engine before the fix it names: damage that can't be prevented meeting a
prevention effect (615.12), changeling in every zone and after losing its abilities (702.73a, 604.3, 613.1d), a
"once each turn" permission kept per object (400.7), an instant or sorcery card that would enter the battlefield
(400.4a), who controls a returned permanent (110.2a), and permanents that enter at the same time (614.12, 603.6a).
"""

from __future__ import annotations

from typing import Any

from test_engine_core import PASS, cast, find, life, ok, passes, start, zone

from conformance.protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def adventure(card: str, *targets: str) -> JSON:
    return {"type": "cast", "card": card, "mode": "adventure", "targets": list(targets)}


def settle(engine: ReferenceEngine) -> None:
    """Resolve the whole stack, answering every choice with its first option."""
    for _ in range(200):
        seen = engine.observe(None)
        if seen["pending_choice"]:
            ok(engine, {"type": "choose", "choice": seen["pending_choice"]["options"][0]})
        elif seen["stack"]:
            ok(engine, PASS)
        else:
            return
    raise AssertionError("the stack never emptied")


def to_step(engine: ReferenceEngine, step: str) -> None:
    for _ in range(40):
        seen = engine.observe(None)
        if seen["turn"]["step"] == step:
            return
        choice = seen["pending_choice"]
        if choice and choice["kind"] == "declare_blockers":
            ok(engine, {"type": "declare_blockers", "blockers": {}})
        else:
            ok(engine, PASS)
    raise AssertionError(f"never reached {step}")


def power(engine: ReferenceEngine, cid: str) -> Any:
    found = find(engine, cid)
    assert found is not None
    return found["power"]


# ----- 615.12: damage that can't be prevented meets a prevention effect ---------------------------------------

def test_stomp_makes_combat_damage_unpreventable_after_a_fog() -> None:
    """Stomp's first sentence covers all damage this turn, combat damage included: Fog's "prevent all combat
    damage" still applies but prevents nothing (615.12), so the attacker's 2 damage is dealt."""
    b = SetupBuilder()
    giant = b.add("p1", "hand", "Bonecrusher Giant // Stomp")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "RR")
    fog = b.add("p2", "hand", "Fog")
    b.lands("p2", "G")
    engine = start(b)
    ok(engine, adventure(giant, "p2"), PASS, cast(fog))
    settle(engine)
    assert life(engine, "p2") == 18
    to_step(engine, "declare_attackers")
    ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2"}})
    to_step(engine, "end_of_combat")
    assert life(engine, "p2") == 16


def test_a_fog_before_the_stomp_keeps_preventing_nothing_and_stays() -> None:
    """615.12: with Stomp resolved first, a Fog cast afterwards prevents no combat damage either."""
    b = SetupBuilder()
    giant = b.add("p1", "hand", "Bonecrusher Giant // Stomp")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.lands("p1", "RR")
    fog = b.add("p2", "hand", "Fog")
    b.lands("p2", "G")
    engine = start(b)
    ok(engine, adventure(giant, "p2"))
    settle(engine)
    to_step(engine, "declare_attackers")
    ok(engine, {"type": "declare_attackers", "attackers": {bear: "p2"}}, PASS, cast(fog))
    settle(engine)
    to_step(engine, "end_of_combat")
    assert life(engine, "p2") == 16
