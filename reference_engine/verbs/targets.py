"""Verbs about a spell's or ability's target beyond moving it: its controller creating tokens, a permanent
becoming a creature (205.1b, 613.1d), a creature that can't be blocked this turn (509.1b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..state import ContinuousEffect
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("for_each_target", rules="601.2c, 608.2c, 608.2b", params={"target": "target", "effects": "effects"})
def for_each_target(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """For each target chosen for a spec of a variable number of targets ("any number of target ...", "X target
    ...", 601.2c: the last spec, from index `target` on), in the order chosen, the effects follow with `target`
    naming that one ("tap X target creatures. They don't untap ..."); a target illegal now is left out (608.2b)."""
    start = eff["target"]
    chosen = [t for t in ctx["targets"][start:] if t is not None]
    if not chosen:
        return None
    game.run_effects({**ctx, "targets": [*ctx["targets"][:start], chosen[0]]}, list(eff["effects"]),
                     then(each_next_target, ctx, eff, chosen[1:], resume))
    return True


@continuation
def each_next_target(game: GameRules, ctx: JSON, eff: JSON, rest: list[str], resume: Done) -> None:
    """608.2c: the effects for the next target, then `resume` once every target has had them."""
    if not rest:
        game.proceed(resume)
        return
    start = eff["target"]
    game.run_effects({**ctx, "targets": [*ctx["targets"][:start], rest[0]]}, list(eff["effects"]),
                     then(each_next_target, ctx, eff, rest[1:], resume))


def controller_as_it_last_existed(game: GameRules, ctx: JSON, ref: int) -> str | None:
    """608.2h: "its controller": the target's controller now if it is still on the battlefield, else as it last
    existed there (an earlier effect of the same spell may have destroyed or exiled it)."""
    obj = game.effect_object(ctx, ref)
    if obj is None:
        return None
    if obj.zone == "battlefield":
        return obj.controller
    seen = [known for known, _ in game.last_known.values() if known.id == obj.id]
    return max(seen, key=lambda o: o.serial).controller if seen else None


@verb("its_controller_investigates", rules="701.16a, 608.2h", params={"target": "target", "n": "amount?"})
def its_controller_investigates(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The target's controller (as it last existed on the battlefield) investigates, N times."""
    pid = controller_as_it_last_existed(game, ctx, eff["target"])
    if pid is None:
        return
    for _ in range(game.amount(ctx, eff.get("n", 1))):
        game.create_tokens(pid, "Clue", 1)
        game.investigated(pid)


@verb("its_controller_creates_token", rules="111.1, 701.7a, 608.2h",
      params={"target": "target", "token": "token", "n": "amount?"})
def its_controller_creates_token(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The target's controller (as it last existed on the battlefield) creates N tokens of a kind the pool defines."""
    pid = controller_as_it_last_existed(game, ctx, eff["target"])
    if pid is not None:
        game.create_tokens(pid, eff["token"], game.amount(ctx, eff.get("n", 1)))


@verb("become_creature", rules="205.1b, 613.1d, 613.4b, 613.1f, 611.2a",
      params={"target": "object", "power": "int?", "toughness": "int?", "creature_type": "subtype?",
              "keywords": "keywords?", "duration": "duration?"})
def become_creature(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The permanent becomes an artifact creature with that base power and toughness (without them, its printed
    ones: a Vehicle crewed, 301.7b), and gains the keywords.

    It keeps its other types (205.1b); a `creature_type` replaces its creature types. Until end of turn (or its
    controller's next turn) with `duration`, else for as long as it stays on the battlefield (611.2a)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return
    lasting = "duration" not in eff
    until = ctx["controller"] if eff.get("duration") == "your_next_turn" else None
    stamp = game.next_timestamp()
    parts: list[tuple[str, dict[str, object]]] = [("4", {"add_types": ["Artifact", "Creature"]})]
    if eff.get("creature_type"):
        parts[0][1]["creature_types"] = [eff["creature_type"]]
    if eff.get("keywords"):
        parts.append(("6", {"keywords": list(eff["keywords"])}))
    if "power" in eff:
        parts.append(("7b", {"set_power": eff["power"], "set_toughness": eff["toughness"]}))
    for layer, data in parts:
        game.continuous_effects.append(ContinuousEffect(layer, stamp, obj.id, obj.serial, data, lasting, until))
    game.invalidate()


@verb("unblockable_this_turn", rules="509.1b, 611.2, 613.1f", params={"target": "object"})
def unblockable_this_turn(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The creature can't be blocked this turn (it gains that restriction until end of turn)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "battlefield":
        game.continuous_effects.append(ContinuousEffect("6", game.next_timestamp(), obj.id, obj.serial,
                                                        {"grant": {"kind": "static", "evasion": "unblockable"}}))
        game.invalidate()
