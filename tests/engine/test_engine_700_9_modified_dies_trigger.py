"""The reference engine on "whenever another modified creature you control dies" (Ondu Knotmaster's trigger, the
card itself waiting on its Adventure face): a creature is modified if it has a counter on it, is equipped, or is
enchanted by an Aura its controller controls (700.9), judged as it last existed (603.10a)."""

from __future__ import annotations

from typing import Any

from test_engine_core import cast, ok, passes, player, start

from strategies.states import SetupBuilder

WATCHER = {"name": "Knot Watcher of Test", "layout": "normal", "synthetic": True, "faces": [{
    "name": "Knot Watcher of Test", "mana_cost": "{1}", "types": ["Creature"], "subtypes": ["Kor"], "power": 1,
    "toughness": 1, "abilities": [{"kind": "triggered", "event": "creature_dies", "targets": [],
                                   "filter": {"other": True, "controller": "you", "modified": True},
                                   "effects": [{"do": "gain_life", "n": 1}]}]}]}


def _dies(**status: Any) -> int:
    """p1's life after p2 bolts p1's Grizzly Bears set up with `status` (and what `status` attaches)."""
    b = SetupBuilder()
    b.add("p1", "battlefield", b.define(WATCHER))
    attached = status.pop("attached", None)
    bears = b.add("p1", "battlefield", "Grizzly Bears", **status)
    if attached is not None:
        who, name = attached
        b.add(who, "battlefield", name, attached_to=bears, token=name.endswith("Role"))
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "R")
    engine = start(b)
    ok(engine, {"type": "pass"})
    ok(engine, cast(bolt, bears))
    passes(engine, 2)
    for _ in range(10):  # the triggers resolve (Ghost Lantern's own too: an order is asked, any will do)
        pending = engine.observe(None)["pending_choice"]
        if pending is None and not engine.observe(None)["stack"]:
            break
        ok(engine, {"type": "choose", "choice": pending["options"][0]} if pending else {"type": "pass"})
    return int(player(engine, "p1")["life"])


def test_700_9_a_creature_with_a_counter_or_equipped_or_with_its_controller_s_aura_is_modified() -> None:
    assert _dies() == 20
    assert _dies(counters={"+1/+1": 1}) == 21  # 3/3: the Bolt still kills it
    assert _dies(attached=("p1", "Ghost Lantern // Bind Spirit")) == 21
    assert _dies(attached=("p1", "Monster Role")) == 21  # 3/3 with trample: the Bolt kills it


def test_700_9_an_aura_its_opponent_controls_doesnt_make_it_modified() -> None:
    assert _dies(attached=("p2", "Cursed Role")) == 20
