"""Verbs whose effects depend on what the game shows as they are applied: a condition on what happened this turn or
on how the spell was cast (608.2c); players, amounts and cards found then (608.2h: the players with the most
creatures, a countered spell's mana value, a creature's power and the excess damage it dealt, the cards milled or
discarded); and the card a "put into a graveyard" trigger's source became (400.7e)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules
    from ..objects import Characteristics, GameObject


@verb("if_creature_died_this_turn", rules="608.2c, 700.4", params={"effects": "effects"})
def if_creature_died_this_turn(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """If a creature died this turn (anyone's, 700.4), the effects follow; checked as this effect is reached, after
    the effects before it."""
    if not game.this_turn.creatures_died:
        return None
    game.run_effects(ctx, list(eff["effects"]), resume)
    return True


@verb("if_cast_from_graveyard", rules="608.2c, 601.2a", params={"effects": "effects", "otherwise": "effects"})
def if_cast_from_graveyard(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """If the resolving spell was cast from a graveyard (flashback, 702.34a, or any permission), `effects` follow;
    otherwise `otherwise` does ("..., investigate twice instead")."""
    spell = game.effect_object(ctx, "self")
    from_graveyard = spell is not None and spell.zone == "stack" and spell.cast_from == "graveyard"
    chosen = list(eff["effects"] if from_graveyard else eff["otherwise"])
    if not chosen:
        return None
    game.run_effects(ctx, chosen, resume)
    return True


@verb("most_creatures_investigate", rules="701.16a, 608.2h, 101.4")
def most_creatures_investigate(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Each player who controls the most creatures (all those tied for the most, counted once as the effect is
    applied) investigates, in APNAP order."""
    counts = {p: sum(1 for o in game.battlefield_objects()
                     if o.controller == p and "Creature" in game.chars(o).types) for p in game.apnap()}
    most = max(counts.values(), default=0)
    for pid, n in counts.items():
        if n == most:
            game.create_tokens(pid, "Clue", 1)
            game.investigated(pid)


@verb("counter_then_discover_its_mana_value", rules="701.6a, 701.57a, 608.2h", params={"target": "target"})
def counter_then_discover_its_mana_value(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """Counter the target spell, then its controller discovers X, X the spell's mana value as it last existed on the
    stack (608.2h: X included, 202.3e); they discover even if the spell couldn't be countered."""
    tid = game.effect_target_id(ctx, eff["target"])
    spell = game.objects.get(tid) if tid is not None else None
    if spell is None or spell.zone != "stack":
        return None
    mana_value = game.chars(spell).mana_value
    game.counter(spell.id)
    return game.discover(ctx["controller"], mana_value, resume, ctx)


@verb("source_to_hand", rules="400.7e, 603.10a, 400.7")
def source_to_hand(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """In a "when this is put into a graveyard from the battlefield" (or "dies") ability: return the card it became
    in the graveyard to its owner's hand (not if it has left the graveyard since: a new object, 400.7)."""
    obj = game.objects.get(ctx["source"])
    moved_to = (ctx.get("extra") or {}).get("moved_to")
    if obj is not None and obj.zone == "graveyard" and moved_to is not None and obj.serial == moved_to:
        game.move(obj, "hand", "effect")


@verb("damage_equal_to_power", rules="120.3, 608.2h, 120.10, 702.2c",
      params={"source": "target", "target": "target", "if_excess": "effects?"})
def damage_equal_to_power(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """The target creature `source` deals damage equal to its power to the `target` creature, or player (nothing if
    either is an illegal target now, 608.2b); with `if_excess`, those effects follow when excess damage was dealt
    to a creature (120.10: beyond lethal damage, 120.6, counting the damage already marked; beyond 1 from a source
    with deathtouch), and ``{"count": "excess_damage"}`` counts it."""
    source = game.effect_object(ctx, eff["source"])
    victim_id = game.effect_target_id(ctx, eff["target"]) if isinstance(eff["target"], int) else None
    player = any(p.id == victim_id for p in game.players)
    victim = None if player else game.effect_object(ctx, eff["target"])
    if source is None or source.zone != "battlefield" or not player and (victim is None or
                                                                         victim.zone != "battlefield"):
        return None
    chars = game.chars(source)
    lethal = lethal_damage(game, victim, chars)
    dealt = game.deal_damage({**ctx, "source_chars": chars, "source_controller": source.controller,
                              "source_serial": source.serial}, victim_id, max(0, chars.power or 0))
    return if_excess_damage(game, ctx, eff, lethal, dealt, resume)


def lethal_damage(game: GameRules, victim: GameObject | None, source_chars: Characteristics | None) -> int | None:
    """120.6, 120.10: the damage that would be lethal to the creature now (its toughness less the damage already
    marked on it; 1 from a source with deathtouch, 702.2c); None for a player or a noncreature (no excess damage)."""
    if victim is None or "Creature" not in game.chars(victim).types:
        return None
    lethal = max(0, (game.chars(victim).toughness or 0) - victim.damage)
    return min(lethal, 1) if source_chars is not None and "deathtouch" in source_chars.keywords else lethal


def if_excess_damage(game: GameRules, ctx: JSON, eff: JSON, lethal: int | None, dealt: int,
                     resume: Done) -> bool | None:
    """120.10: the effects `if_excess` follow when the damage dealt went beyond lethal damage, with
    ``{"count": "excess_damage"}`` counting it; True when they run (and resume the effects after them)."""
    excess = max(0, dealt - lethal) if lethal is not None else 0
    if not excess or not eff.get("if_excess"):
        return None
    game.run_effects({**ctx, "excess_damage": excess}, list(eff["if_excess"]), resume)
    return True


@verb("mill_yourself", rules="701.17a, 701.17b, 608.2h", params={"n": "amount"})
def mill_yourself(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller mills N cards (fewer if their library has fewer); the same effects may count the cards milled
    this way with ``{"count": "milled", "types": [...]}`` (each by its characteristics as it was put into the
    graveyard)."""
    pid = ctx["controller"]
    milled: list[list[str]] = []
    for _ in range(game.amount(ctx, eff["n"])):
        library = game.library(pid)
        if not library:
            break
        new = game.move(game.objects[library[0]], "graveyard", "mill")
        milled.append(sorted(game.chars(new).types))
    ctx["milled_types"] = [*ctx.get("milled_types", []), *milled]

