"""The reference engine on Virtue of Knowledge's static ability (the card itself waits on Vantress Visions): "if a
permanent entering causes a triggered ability of a permanent you control to trigger, that ability triggers an
additional time" (603.2d): its controller's enters and "whenever a creature enters" abilities, not its opponent's."""

from __future__ import annotations

from typing import Any

from test_engine_core import cast, ok, player, start

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def _card(name: str, types: list[str], *abilities: JSON, **face: Any) -> JSON:
    return {"name": name, "layout": "normal", "synthetic": True, "faces": [{
        "name": name, "mana_cost": "{1}", "types": types, "abilities": list(abilities), **face}]}


ECHO = _card("Echo Chamber of Test", ["Enchantment"], {"kind": "static", "extra_trigger": "enters"})
GREETER = _card("Greeter of Test", ["Creature"], {
    "kind": "triggered", "event": "enters", "targets": [], "effects": [{"do": "gain_life", "n": 1}]},
    subtypes=["Human"], power=1, toughness=1)
WATCHER = _card("Doorman of Test", ["Creature"], {
    "kind": "triggered", "event": "creature_enters", "targets": [], "filter": {"other": True},
    "effects": [{"do": "gain_life", "n": 1}]}, subtypes=["Human"], power=1, toughness=1)


def resolve_all(engine: ReferenceEngine) -> None:
    for _ in range(20):
        obs = engine.observe(None)
        if not obs["stack"] and not obs["pending_choice"]:
            return
        pending = obs["pending_choice"]
        ok(engine, {"type": "choose", "choice": pending["options"][0]} if pending else {"type": "pass"})


def _life_after_greeter(echo_owner: str | None, caster: str = "p1") -> tuple[int, int]:
    b = SetupBuilder(active=caster)
    if echo_owner is not None:
        b.add(echo_owner, "battlefield", b.define(ECHO))
    b.add("p1", "battlefield", b.define(WATCHER))
    greeter = b.add(caster, "hand", b.define(GREETER))
    b.lands(caster, "G")
    engine = start(b)
    ok(engine, cast(greeter))
    resolve_all(engine)
    return int(player(engine, "p1")["life"]), int(player(engine, "p2")["life"])


def test_603_2d_enters_and_creature_enters_abilities_of_its_controller_trigger_twice() -> None:
    assert _life_after_greeter(None) == (22, 20)  # the Greeter's own and the Doorman's, once each
    assert _life_after_greeter("p1") == (24, 20)  # each an additional time


def test_603_2d_only_its_controller_s_permanents() -> None:
    assert _life_after_greeter("p2") == (22, 20)
    assert _life_after_greeter("p1", caster="p2") == (22, 21)  # the Doorman twice; p2's Greeter once
