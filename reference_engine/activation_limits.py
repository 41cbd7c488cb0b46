"""Where an activated ability functions (113.6: the battlefield, or its owner's hand or graveyard) and restrictions
on activating it (602.5): "activate only during your turn", "activate only if you've
sacrificed an artifact this turn", an Aura's "its activated abilities can't be activated", and a sacrifice cost
naming "another" permanent (118.3: not the source itself) or one attached to the source; an Aura's "doesn't untap
during its controller's untap step" (502.3), the other static hold an Aura may put on the permanent it enchants.

"Activate only as a sorcery" (602.5d) and "once each turn" stay where casting.prepare_activation checks them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from .state import Rejected

if TYPE_CHECKING:
    from .interface import GameRules
    from .objects import GameObject


def check_activation_zone(game: GameRules, pid: str, obj: GameObject, ability: JSON) -> None:
    """113.6, 113.6m, 602.2: an activated ability functions only where it works: on the battlefield, by the
    permanent's controller; an ability whose cost moves the card out of its owner's hand or graveyard ("discard this
    card", "exile this card from your graveyard") or whose effect returns it from the graveyard (``zone``: ``hand``
    or ``graveyard``) only there, by the card's owner (it has no controller there, 602.2)."""
    where = ability.get("zone", "battlefield")
    if obj.zone != where:
        raise Rejected(f"this ability of {obj.id} functions only while it is in the {where}, not the {obj.zone} "
                       "(113.6)")
    if where != "battlefield" and obj.owner != pid:
        raise Rejected(f"only {obj.id}'s owner can activate its ability from the {where} (602.2)")


def check_activation_restrictions(game: GameRules, pid: str, obj: GameObject, ability: JSON) -> None:
    """602.5, 602.5b: an ability whose restriction doesn't hold now can't begin to be activated. ``timing:
    "your_turn"`` allows it only while its controller is the active player, ``timing: "opponents_turn"`` only while an
    opponent of theirs is; ``only_if: {"sacrificed_this_turn":
    filter}`` only once its controller has sacrificed a permanent the filter picks this turn (701.21a); none of a
    permanent's activated abilities while an Aura says they can't be (`activation_forbidden`)."""
    if game.activation_forbidden(obj):
        raise Rejected(f"{obj.id}'s activated abilities can't be activated (602.5)")
    if ability.get("timing") == "your_turn" and game.active != pid:
        raise Rejected("this ability can be activated only during its controller's turn (602.5b)")
    if ability.get("timing") == "opponents_turn" and game.active not in game.opponents(pid):
        raise Rejected("this ability can be activated only during an opponent's turn (602.5b)")
    sacrificed = (ability.get("only_if") or {}).get("sacrificed_this_turn")
    if sacrificed is not None and not game.sacrificed_this_turn(pid, sacrificed):
        raise Rejected("this ability can be activated only in a turn in which its controller sacrificed "
                       f"a permanent of the kind {sacrificed} (602.5b)")


def sacrificed_this_turn(game: GameRules, pid: str, flt: JSON) -> bool:
    """Whether `pid` sacrificed a permanent this turn whose card types include the filter's `types`
    (the turn's record keeps the card types of each sacrificed permanent as it last existed, 701.21a)."""
    wanted = set(flt.get("types") or ())
    return any(wanted <= kinds for kinds in game.this_turn.sacrificed.get(pid, ()))


def check_sacrifice_other(game: GameRules, cost: JSON, victim: GameObject, source: GameObject) -> None:
    """118.3, 602.2b: a cost "sacrifice another <kind>" can't be paid with the ability's own source, and "sacrifice
    an Aura attached to this" (``attached_to_source``) only with a permanent attached to the source (301.5, 303.4)."""
    wanted = cost.get("sacrifice") or {}
    if wanted.get("other") and victim is source:
        raise Rejected("this cost sacrifices another permanent, not the ability's source (118.3)")
    if not sacrifice_relation_holds(wanted, victim, source):
        raise Rejected(f"this cost sacrifices a permanent attached to {source.id}, and {victim.id} isn't (118.3)")


def sacrifice_relation_holds(wanted: JSON, victim: GameObject, source: GameObject) -> bool:
    """Whether `victim` stands to the ability's source as the sacrifice cost `wanted` asks: attached to it, for
    ``attached_to_source``."""
    return not wanted.get("attached_to_source") or victim.attached_to == source.id


def held_by_aura(game: GameRules, obj: GameObject, hold: str) -> bool:
    """Whether a static ability of an Aura attached to the permanent (``affects: "enchanted"``) has the flag `hold`
    (613.1f: an Aura's static ability applies to the permanent it enchants)."""
    return any(a.get("kind") == "static" and a.get("affects") == "enchanted" and a.get(hold)
               for aura in game.battlefield_objects() if aura.attached_to == obj.id
               for a in game.chars(aura).abilities)


def activation_forbidden(game: GameRules, obj: GameObject) -> bool:
    """602.5: an Aura's "its activated abilities can't be activated" (``no_activated``), mana abilities included
    (605.1a)."""
    return held_by_aura(game, obj, "no_activated")


def kept_tapped(game: GameRules, obj: GameObject) -> bool:
    """502.3: an Aura's "doesn't untap during its controller's untap step" (``doesnt_untap``)."""
    return held_by_aura(game, obj, "doesnt_untap")
