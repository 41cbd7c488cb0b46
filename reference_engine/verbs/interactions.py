"""Verbs and engine helpers added for the interaction cards (cards/sets/interactions.py): destroying, "counter
unless its controller pays", a target player losing life, exiling with life gain equal to power, manifest and
cloak, cascade, preventing all combat damage; flashback's cost (702.34a), retrace's discard (702.81a) and the
flying/reach blocking restriction (702.9b)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Action

from ..state import Rejected
from . import Done, verb

if TYPE_CHECKING:
    from ..cards.model import CardDef
    from ..interface import GameRules
    from ..objects import GameObject


def flashback_cost(keywords: Iterable[str]) -> str | None:
    """702.34a: the cost written after the flashback keyword ("flashback {2}{U}" -> "{2}{U}"), or None."""
    for k in keywords:
        if k.lower().startswith("flashback {"):
            return k[len("flashback "):].upper()
    return None


@verb("target_loses_life", rules="119.3", params={"target": "target", "n": "amount"})
def target_loses_life(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The target player loses N life."""
    tid = game.effect_target_id(ctx, eff["target"])
    if tid is not None and any(p.id == tid for p in game.players):
        game.change_life(tid, -game.amount(ctx, eff["n"]))


@verb("exile_gain_life_power", rules="701.13a, 119.3, 608.2h, 107.1b", params={"target": "object"})
def exile_gain_life_power(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile the permanent; its controller then gains life equal to its power as it last existed (0 if negative)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return
    controller, power = obj.controller, game.chars(obj).power or 0
    game.exile_object(obj)
    if power > 0:
        game.change_life(controller, power)


@verb("counter_unless_paid", rules="701.6a, 118.12", params={"target": "target", "cost": "cost"})
def counter_unless_paid(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Counter the target spell unless its controller pays the cost (asked only when they could pay it).

    The question is the one ward asks (702.21a), a ``ward_pay`` choice of "decline" or "pay"."""
    tid = game.effect_target_id(ctx, eff["target"])
    if tid is None or tid not in game.objects:
        return False
    return game.counter_unless_paid(tid, eff["cost"], resume)


def _put_top_face_down(game: GameRules, ctx: JSON, eff: JSON, status: str) -> None:
    """701.40a, 701.58a: the top card of its controller's library (with `that_players`, of the player the trigger
    event was about: "cloak the top card of that player's library"), one card at a time, onto the battlefield face
    down under its controller's control as a 2/2 creature (708.2a; cloak's has ward {2}); then `counters` +1/+1
    counters on each (122.6)."""
    pid = ctx["controller"]
    owner = (ctx.get("extra") or {}).get("player") if eff.get("that_players") else pid
    if not owner:
        return
    for _ in range(game.amount(ctx, eff.get("n", 1))):
        library = game.library(owner)
        if not library:
            return
        new = game.move(game.objects[library[0]], "battlefield", status, controller=pid, face_down=status,
                        summoning_sick=True)
        game.trigger_enters(new)
        if "counters" in eff:
            game.put_counters(new, "+1/+1", game.amount(ctx, eff["counters"]), pid)


@verb("manifest", rules="701.40a, 708.2a, 701.40b", params={"n": "amount?", "counters": "amount?"})
def manifest(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller manifests the top N cards of their library (then puts `counters` +1/+1 counters on each)."""
    _put_top_face_down(game, ctx, eff, "manifest")


@verb("cloak", rules="701.58a, 708.2a, 701.58b",
      params={"n": "amount?", "counters": "amount?", "that_players": "flag?"})
def cloak(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller cloaks the top N cards of their library (with `that_players`, of the library of the player its
    trigger event was about, 701.58a: they control what they cloak): face-down 2/2 creatures with ward {2}."""
    _put_top_face_down(game, ctx, eff, "cloak")


CASCADE_TRIGGER: JSON = {"kind": "triggered", "event": "cascade", "effects": [{"do": "cascade"}]}
"""702.85a: the triggered ability each instance of cascade has ("when you cast this spell")."""


@verb("cascade", rules="702.85a, 702.85c")
def cascade(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Cascade's trigger: exile from the top until a nonland card with lesser mana value; its controller may cast
    it without paying its mana cost; the exiled cards not cast go to the bottom in a random order."""
    from ..state import Pending, Then

    pid, mana_value = ctx["controller"], ctx["extra"]["mana_value"]
    exiled = []
    hit = None
    while game.library(pid):
        new = game.move(game.objects[game.library(pid)[0]], "exile", "cascade")
        new.revealed_in_exile = True
        game.reveal(new, "all")
        exiled.append(new)
        c = game.chars(new)
        if "Land" not in c.types and c.mana_value < mana_value:
            hit = new
            break
    # 702.85a: the found card goes to the bottom too unless it was cast (then it is a new object on the stack)
    finish = Then("exiled_to_bottom", (exiled, None, "cascade", resume))
    modes = [m for m in game.castable_modes(hit) if game.castable_with(pid, hit, m, "free", mana_value - 1)] \
        if hit is not None else []
    if not modes:
        game.proceed(finish)
        return True
    assert hit is not None
    game.pending = Pending(pid, "cascade_cast", ["decline"], Then("whatever_the_answer", (finish,)),
                           {"card": hit.id, "n": mana_value - 1, "modes": modes, "finish": finish})
    return True


@verb("exile_may_cast_free", rules="701.13a, 608.2g, 118.9, 400.7", params={"target": "object"})
def exile_may_cast_free(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """Exile the permanent, then its controller (the effect's) may cast the exiled card now, during the
    resolution, without paying its mana cost (608.2g: the spell goes on top of the stack, nobody gets priority until
    the effect has finished): a ``free_cast`` choice, declined with ``"decline"``; a land card, or a card with no
    castable mode, stays in exile, and so does a token (it ceases to exist, 111.7)."""
    from ..state import Pending, Then

    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return None
    pid = ctx["controller"]
    exiled = game.exile_object(obj)
    if exiled.token or game.objects.get(exiled.id) is not exiled or exiled.zone != "exile":
        return None
    modes = [m for m in game.castable_modes(exiled) if game.castable_with(pid, exiled, m, "free", None)]
    if not modes:
        return None
    game.pending = Pending(pid, "free_cast", ["decline"], Then("whatever_the_answer", (resume,)),
                           {"card": exiled.id, "n": None, "modes": modes, "finish": resume})
    return True


@verb("turn_face_up", rules="708.8, 701.40g, 701.58g", params={"target": "object", "otherwise": "effects?"})
def turn_face_up(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """Turn the face-down permanent face up (no cost: an effect, not the special action); if it can't be (a
    manifested or cloaked instant or sorcery card, revealed and left face down, or a permanent no longer face down),
    the effects `otherwise` follow ("If you can't, ...")."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield" or game.turned_face_up_by_effect(obj) or not eff.get("otherwise"):
        return None
    game.run_effects(ctx, list(eff["otherwise"]), resume)
    return True


# ----- 702.81: retrace --------------------------------------------------------------------------------------

def castable_from_graveyard(card: CardDef) -> bool:
    """Whether the card's own keywords let its owner cast it from their graveyard (702.34a flashback, 702.81a
    retrace, 702.146a disturb)."""
    keywords = card.main.keywords
    return flashback_cost(keywords) is not None or "retrace" in keywords or disturb_cost(card) is not None


def disturb_cost(card: CardDef) -> str | None:
    """702.146a: the cost written after a transforming double-faced card's front face's disturb keyword
    ("disturb {2}{W}{U}" -> "{2}{W}{U}"), or None."""
    if card.layout != "transform":
        return None
    for k in card.main.keywords:
        if k.lower().startswith("disturb {"):
            return k[len("disturb "):].upper()
    return None


def retrace_discard(game: GameRules, pid: str, obj: GameObject, action: Action, retrace: bool) -> GameObject | None:
    """702.81a: a card cast with retrace needs, as an additional cost, one land card discarded from its caster's
    hand, named in the action as ``{"discard": [card id]}``; no other cast has that cost."""
    named = [cid for entry in action.get("additional_costs") or [] if isinstance(entry, dict)
             for cid in entry.get("discard") or []]
    if not retrace:
        if named:
            raise Rejected("this spell has no discard cost")
        return None
    if len(named) != 1:
        raise Rejected("casting with retrace needs one land card discarded from hand (702.81a)")
    card = game.obj(named[0])
    if card.zone != "hand" or card.owner != pid or card is obj or "Land" not in card.card.main.types:
        raise Rejected(f"{card.id} is not a land card in {pid}'s hand (702.81a)")
    return card


def with_retrace_discards(game: GameRules, pid: str, obj: GameObject, actions: list[Action]) -> list[Action]:
    """The cast actions for a card in a graveyard with retrace, each paying with one of the land cards in hand."""
    if obj.zone != "graveyard" or "retrace" not in obj.card.main.keywords:
        return actions
    lands = [c for c in game.zones[(pid, "hand")] if "Land" in game.objects[c].card.main.types][:2]
    out: list[Action] = []
    for a in actions:
        for land in lands:
            with_discard: Action = {**a, "additional_costs": [*(a.get("additional_costs") or []), {"discard": [land]}]}
            out.append(with_discard)
    return out


@verb("prevent_combat_damage", rules="615.1a, 510.2")
def prevent_combat_damage(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Prevent all combat damage that would be dealt this turn."""
    from ..state import ALL_COMBAT_DAMAGE, PreventionShield

    game.prevention_shields = [*game.prevention_shields, PreventionShield(ALL_COMBAT_DAMAGE, None, None)]
    game.touch()


