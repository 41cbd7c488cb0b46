"""Verbs about zone changes counted or undone later: gravestorm's copies (702.69), an exile undone at the next end
step (603.7, 610.3); and replicate's copies (702.56), a spell copied the same way for each payment of a cost."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..objects import GameObject
from ..state import TriggerInstance
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


GRAVESTORM_TRIGGER: JSON = {"kind": "triggered", "event": "gravestorm", "effects": [{"do": "gravestorm"}]}
"""702.69a: the triggered ability each instance of gravestorm has ("when you cast this spell")."""


@verb("gravestorm", rules="702.69a, 707.10, 707.10c")
def gravestorm(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """Gravestorm's trigger: copy the spell once for each permanent put into a graveyard from the battlefield this
    turn (counted as it resolves, even if the spell has left the stack since); its controller may choose new targets
    for each copy."""
    spell = (ctx.get("extra") or {}).get("spell_object")
    if not isinstance(spell, GameObject):
        return None
    copies = [game.copy_spell(ctx["controller"], spell).id for _ in range(game.this_turn.permanents_to_graveyard)]
    return _new_targets_for_each(game, copies, resume)


REPLICATE_TRIGGER: JSON = {"kind": "triggered", "event": "replicate", "effects": [{"do": "replicate"}]}
"""702.56a: the triggered ability each instance of replicate has ("when you cast this spell, if its replicate cost
was paid")."""


@verb("replicate", rules="702.56a, 707.10, 707.10c")
def replicate(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """Replicate's trigger: copy the spell once for each time its replicate cost was paid as it was cast (as the
    spell last existed on the stack if it has left it, 608.2h); its controller may choose new targets for each
    copy."""
    spell = (ctx.get("extra") or {}).get("spell_object")
    if not isinstance(spell, GameObject):
        return None
    copies = [game.copy_spell(ctx["controller"], spell).id for _ in range(spell.replicated)]
    return _new_targets_for_each(game, copies, resume)


def _new_targets_for_each(game: GameRules, copies: list[str], resume: Done) -> bool | None:
    """707.10c: for each copy in turn, its controller may choose new targets; True when a choice waits."""
    for i, cid in enumerate(copies):
        copy = game.objects.get(cid)
        if copy is not None and copy.targets and game.choose_new_targets(
                copy, then(copies_retargeted, copies[i + 1:], resume)):
            return True
    return None


@continuation
def copies_retargeted(game: GameRules, copies: list[str], resume: Done) -> None:
    """The copies after the one whose targets were just chosen get their turn; then the effect goes on."""
    if not _new_targets_for_each(game, copies, resume):
        game.proceed(resume)


@verb("exile_until_next_end_step", rules="701.13a, 603.7a, 603.7d, 610.3c", params={"target": "object",
                                                                                     "tapped": "flag?"})
def exile_until_next_end_step(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile the permanent; at the beginning of the next end step, a delayed triggered ability of the effect's source
    and controller returns that card to the battlefield under its owner's control (`tapped`: tapped); a card that
    has left exile by then stays where it is (603.7c), and a token ceases to exist in exile (111.8)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return
    exiled = game.exile_object(obj)
    returning = {"kind": "triggered", "event": "beginning_of_next_end_step", "targets": [],
                 "effects": [{"do": "return_that_to_battlefield", **({"tapped": True} if eff.get("tapped") else {})}]}
    chars = ctx.get("source_chars")
    name = ctx.get("source_name") or (chars.name if chars is not None else None)
    game.at_next_end_step = [*game.at_next_end_step, TriggerInstance(
        ctx["source"], ctx["source_serial"], name, ctx["controller"], returning, 0,
        {"card": exiled.id, "card_serial": exiled.serial})]


@verb("exile_targets_until_next_end_step", rules="701.13a, 603.7a, 603.7c, 610.3c", params={"tapped": "flag?"})
def exile_targets_until_next_end_step(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile every target still on the battlefield, at once; at the beginning of the next end step one delayed
    triggered ability of the effect's source and controller returns those cards to the battlefield together under
    their owners' control (`tapped`: tapped). A card that has left exile by then stays where it is (603.7c); a token
    ceases to exist in exile (111.8) and doesn't return."""
    leaving = [obj for tid in ctx["targets"] if tid is not None
               and (obj := game.objects.get(tid)) is not None and obj.zone == "battlefield"]
    game.leave_battlefield_together(leaving, "exile", "effect")
    exiled = [new for obj in leaving if not obj.token
              and (new := game.objects.get(obj.id)) is not None and new.zone == "exile"]
    if not exiled:
        return
    returning = {"kind": "triggered", "event": "beginning_of_next_end_step", "targets": [],
                 "effects": [{"do": "return_those_to_battlefield", **({"tapped": True} if eff.get("tapped") else {})}]}
    chars = ctx.get("source_chars")
    name = ctx.get("source_name") or (chars.name if chars is not None else None)
    game.at_next_end_step = [*game.at_next_end_step, TriggerInstance(
        ctx["source"], ctx["source_serial"], name, ctx["controller"], returning, 0,
        {"cards": [[card.id, card.serial] for card in exiled]})]


@verb("return_those_to_battlefield", rules="610.3c, 603.7c, 400.7, 603.6a", params={"tapped": "flag?"})
def return_those_to_battlefield(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """In a delayed trigger about cards an effect exiled: return those still the objects exiled to the battlefield
    together under their owners' control (`tapped`: tapped), each a new object (400.7)."""
    cards = [card for cid, serial in (ctx.get("extra") or {}).get("cards") or []
             if (card := game.objects.get(cid)) is not None and card.serial == serial and card.zone == "exile"]
    game.put_onto_battlefield_together(cards, tapped=bool(eff.get("tapped")))


@verb("return_that_to_battlefield", rules="610.3c, 603.7c, 400.7", params={"tapped": "flag?"})
def return_that_to_battlefield(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """In a delayed trigger about an exiled card: return that card, if it is still the object exiled, to the
    battlefield under its owner's control (`tapped`: tapped), a new object (400.7)."""
    card = game.effect_object(ctx, "that")
    if card is not None and card.zone == "exile":
        game.put_onto_battlefield(card, card.owner, tapped=bool(eff.get("tapped")))


@verb("to_library_second_or_bottom", rules="401.7, 608.2d, 400.7", params={"target": "object"})
def to_library_second_or_bottom(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """The permanent's owner puts it into their library second from the top or on the bottom, as they choose (a
    library of fewer than two cards takes it on the bottom, 401.7; a token put there ceases to exist, 704.5d)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return None
    game.ask(obj.owner, "library_position", ["second_from_top", "bottom"],
             then(library_position_chosen, obj.id, obj.serial, resume), card=obj.id)
    return True


@verb("to_library_top_or_bottom", rules="401.1, 608.2d, 400.7", params={"target": "object"})
def to_library_top_or_bottom(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """The permanent's owner puts it on the top or the bottom of their library, as they choose (608.2d; a token put
    there ceases to exist, 704.5d)."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return None
    game.ask(obj.owner, "library_position", ["top", "bottom"],
             then(library_position_chosen, obj.id, obj.serial, resume), card=obj.id)
    return True


POSITIONS = {"second_from_top": "second", "top": "top", "bottom": "bottom"}
"""An answer to a `library_position` choice and where `zones.move` puts the card (401.1, 401.7)."""


@continuation
def library_position_chosen(game: GameRules, cid: str, serial: int, resume: Done, where: str) -> None:
    """The owner chose where the permanent goes into their library; it leaves the battlefield (603.10a), and the
    effect goes on."""
    obj = game.objects.get(cid)
    if obj is not None and obj.serial == serial and obj.zone == "battlefield":
        new = game.move(obj, "library", "effect", position=POSITIONS[where])
        game.trigger_leaves_battlefield(obj, new)
    game.proceed(resume)


@verb("if_count_at_least", rules="608.2c, 608.2h", params={"n": "amount", "at_least": "int", "effects": "effects"})
def if_count_at_least(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """If the amount `n` (counted as this effect is applied: the same count an earlier effect of the spell or ability
    made, "if X is three or more") is at least `at_least`, the effects follow."""
    if game.amount(ctx, eff["n"]) < eff["at_least"]:
        return None
    game.run_effects(ctx, list(eff["effects"]), resume)
    return True
