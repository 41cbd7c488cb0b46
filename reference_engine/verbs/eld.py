"""Verbs added for the Adventure cards of the two Eldraine sets: destroying, untapping, milling, losing life,
effects on each creature, "can't block this turn" and putting a card on top of its library."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..cards.model import CardDef
from ..state import ContinuousEffect
from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules
    from ..objects import GameObject


def _destructible(game: GameRules, obj: GameObject) -> bool:
    """701.8a: a permanent can be destroyed; 702.12b: not an indestructible one."""
    return obj.zone == "battlefield" and "indestructible" not in game.chars(obj).keywords


def _destroy(game: GameRules, obj: GameObject) -> None:
    """701.8a: moved to its owner's graveyard; 702.12b: an indestructible permanent isn't; 701.19a: one with a
    regeneration shield regenerates instead."""
    if _destructible(game, obj):
        game.leave_battlefield_together(game.regenerated_instead([obj]), "graveyard", "destroy")


@verb("destroy", rules="701.8a, 702.12b, 701.19a", params={"target": "object"})
def destroy(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Destroy the permanent (it goes to its owner's graveyard unless it's indestructible)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None:
        _destroy(game, obj)


@verb("destroy_all", rules="701.8a, 702.12b, 608.2e, 701.19a", params={"filter": "filter"})
def destroy_all(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Destroy every creature `filter` picks (`not_subtypes` too), all at once (untargeted)."""
    spared = set(eff["filter"].get("not_subtypes") or ())
    doomed = [o for o in game.creatures_matching(ctx["controller"], eff["filter"])
              if not any(game.chars(o).has_subtype(t) for t in spared) and _destructible(game, o)]
    game.leave_battlefield_together(game.regenerated_instead(doomed), "graveyard", "destroy")  # at once (603.10a)


@verb("regenerate", rules="701.19a, 614.8", params={"target": "object"})
def regenerate(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Regenerate the permanent: a shield that replaces its next destruction this turn (reference_engine/
    regeneration.py)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None:
        game.add_regeneration_shield(obj)


@verb("untap", rules="701.26b", params={"target": "object"})
def untap(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Untap the object."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "battlefield":
        obj.tapped = False


@verb("mill", rules="701.17a, 701.17b", params={"target": "target", "n": "amount"})
def mill(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The target player puts the top N cards of their library into their graveyard (fewer if it has fewer)."""
    pid = game.effect_target_id(ctx, eff["target"])
    if pid is None or not any(p.id == pid for p in game.players):
        return
    for _ in range(game.amount(ctx, eff["n"])):
        library = game.library(pid)
        if not library:
            break
        game.move(game.objects[library[0]], "graveyard", "mill")


@verb("lose_life", rules="119.3", params={"n": "amount"})
def lose_life(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller loses N life."""
    game.change_life(ctx["controller"], -game.amount(ctx, eff["n"]))


@verb("pump_each", rules="611.2c, 613.4c, 613.1f",
      params={"filter": "filter", "power": "int?", "toughness": "int?", "keywords": "keywords?",
              "duration": "duration?", "for_each": "amount?"})
def pump_each(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Each creature `filter` picks as it resolves gets +power/+toughness (and gains `keywords`) until end of turn
    (or, with `duration` ``your_next_turn``, until its controller's next turn); `for_each`: that many times over,
    counted once as the effect is applied (608.2h: ``"X"`` makes -1/-1 a -X/-X)."""
    until = ctx["controller"] if eff.get("duration") == "your_next_turn" else None
    if "for_each" in eff:
        times = game.amount(ctx, eff["for_each"])
        eff = {**eff, "power": eff.get("power", 0) * times, "toughness": eff.get("toughness", 0) * times}
    for obj in game.creatures_matching(ctx["controller"], eff["filter"]):
        if "power" in eff or "toughness" in eff:
            game.add_until_end_of_turn(obj, "pump", eff, until)
        if eff.get("keywords"):
            game.add_until_end_of_turn(obj, "grant", eff, until)


def _grant_this_turn(game: GameRules, ctx: JSON, ref: object, ability: JSON) -> None:
    """611.2, 613.1f: the permanent gains a (blocking) static ability until end of turn."""
    obj = game.effect_object(ctx, ref)
    if obj is not None and obj.zone == "battlefield":
        game.continuous_effects.append(ContinuousEffect("6", game.next_timestamp(), obj.id, obj.serial,
                                                        {"grant": ability}))
        game.invalidate()


@verb("cant_block", rules="509.1b, 611.2", params={"target": "object"})
def cant_block(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The creature can't block this turn (it gains that restriction until end of turn)."""
    _grant_this_turn(game, ctx, eff["target"], {"kind": "static", "block": "cant"})


@verb("evade_power_at_least", rules="509.1b, 611.2", params={"target": "object", "n": "int"})
def evade_power_at_least(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The creature can't be blocked by creatures with power N or greater this turn."""
    _grant_this_turn(game, ctx, eff["target"], {"kind": "static", "evasion": "power_at_least", "n": eff["n"]})


@verb("damage_caster", rules="120.1, 603.2", params={"n": "amount"})
def damage_caster(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """In a "whenever an opponent casts" ability: the source deals N damage to the player who cast the spell."""
    caster = (ctx.get("extra") or {}).get("caster")
    if caster is not None:
        game.deal_damage(ctx, caster, game.amount(ctx, eff["n"]))


@verb("damage_unpreventable", rules="615.12")
def damage_unpreventable(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Damage can't be prevented this turn (prevention shields and protection's prevention don't apply)."""
    game.damage_unpreventable = True
    game.touch()


@verb("pump_per_creature", rules="611.2c, 608.2h, 613.4c",
      params={"target": "object", "keywords": "keywords?"})
def pump_per_creature(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The object gets +X/+X (and gains `keywords`) until end of turn, X being the number of creatures its
    controller controls as this resolves."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return
    x = len(game.creatures_matching(ctx["controller"], {"controller": "you"}))
    game.add_until_end_of_turn(obj, "pump", {"power": x, "toughness": x})
    if eff.get("keywords"):
        game.add_until_end_of_turn(obj, "grant", eff)


@verb("to_library_top", rules="401.1, 400.7", params={"target": "object"})
def to_library_top(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Put the object (a permanent, or a card in a graveyard) on top of its owner's library (a token put there
    ceases to exist, 704.5d)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone in ("graveyard", "battlefield"):
        new = game.move(obj, "library", "effect", position="top")
        if obj.zone == "battlefield":
            game.trigger_leaves_battlefield(obj, new)


_TOKENS: dict[str, CardDef] = {}


@verb("source_to_library_bottom", rules="400.7e, 603.10a, 401.1")
def source_to_library_bottom(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """In a "when this dies" ability: put the card it became in the graveyard on the bottom of its owner's library
    (not if it has left the graveyard since)."""
    obj = game.objects.get(ctx["source"])
    moved_to = (ctx.get("extra") or {}).get("moved_to")
    if obj is not None and obj.zone == "graveyard" and moved_to is not None and obj.serial == moved_to:
        game.move(obj, "library", "effect", position="bottom")


@verb("opponents_discard", rules="701.9a, 101.4", params={"n": "amount"})
def opponents_discard(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Each opponent of its controller discards N cards of their choice, in APNAP order (101.4)."""
    opponents = game.opponents(ctx["controller"])
    return game.discard_in_turn([p for p in game.apnap() if p in opponents], game.amount(ctx, eff["n"]), resume)


@verb("target_player_discards", rules="701.9a", params={"target": "target", "n": "amount"})
def target_player_discards(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """The target player discards N cards of their choice."""
    pid = game.effect_target_id(ctx, eff["target"])
    if pid is None or not any(p.id == pid for p in game.players):
        return False
    return game.discard(pid, game.amount(ctx, eff["n"]), resume)


@verb("drain_per_subtype", rules="119.3, 608.2h", params={"subtype": "subtype"})
def drain_per_subtype(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller gains X life and each opponent loses X life, X being the permanents of that subtype it
    controls as this resolves."""
    x = sum(1 for o in game.battlefield_objects()
            if o.controller == ctx["controller"] and game.chars(o).has_subtype(eff["subtype"]))
    game.change_life(ctx["controller"], x)
    for opp in game.opponents(ctx["controller"]):
        game.change_life(opp, -x)


@verb("spell_to_hand", rules="400.7, 608.2b", params={"target": "target"})
def spell_to_hand(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Return the target spell to its owner's hand (a copy of a spell then ceases to exist, 704.5e)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "stack":
        game.move(obj, "hand", "effect")
