"""Activation costs beyond mana, {T} and sacrifice (118.3, 602.2b): removing counters from the ability's source,
paying life (119.4), discarding cards (701.9a), exiling permanents its controller controls or cards from their
graveyard (701.13a), tapping untapped permanents its controller controls (701.26a) or creatures for crew (702.122a),
the source itself discarded from its owner's hand or exiled from their graveyard (113.6m); and changes
to an activation's mana cost (601.2f, through 602.2b): "activated abilities of artifacts you control cost {1} less
to activate", never below one mana."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Action

from .conditions import spell_matches
from .mana import ManaCost
from .state import Rejected

if TYPE_CHECKING:
    from .interface import GameRules
    from .objects import GameObject


def check_counter_cost(game: GameRules, obj: GameObject, cost: JSON) -> None:
    """118.3: a cost of removing N counters of a kind from the source (``remove_counters``: ``counter``, ``n``) can
    be paid only when the source has that many."""
    removal = cost.get("remove_counters")
    if removal and obj.counters.get(removal["counter"], 0) < removal["n"]:
        raise Rejected(f"{obj.id} doesn't have {removal['n']} {removal['counter']} counters to remove (118.3)")


def pay_counter_cost(game: GameRules, obj: GameObject, cost: JSON) -> None:
    """602.2b, 601.2h: the counters are removed as the cost is paid."""
    removal = cost.get("remove_counters")
    if removal:
        obj.add_counters(removal["counter"], -removal["n"])
        game.emit({"type": "counters", "card": obj.id, "counter": removal["counter"], "amount": -removal["n"]})


def check_life_cost(game: GameRules, pid: str, cost: JSON) -> None:
    """119.4, 118.3: a cost of paying N life (``life``) can be paid only by a player whose life total is N or more."""
    life = int(cost.get("life") or 0)
    if life and game.player(pid).life < life:
        raise Rejected(f"{pid} can't pay {life} life with a life total of {game.player(pid).life} (119.4)")


def pay_life_cost(game: GameRules, pid: str, cost: JSON) -> None:
    """602.2b, 601.2h, 119.4: the life is paid with the rest of the cost (the player loses that much life)."""
    life = int(cost.get("life") or 0)
    if life:
        game.change_life(pid, -life)


def changed_activation_cost(game: GameRules, pid: str, obj: GameObject, cost: ManaCost) -> ManaCost:
    """601.2f, 602.2b: the activation's total mana cost after the reductions of static abilities
    (``activation_cost_change``: -N, for the abilities of the permanents `applies` picks that the static's
    controller controls, ``who: "you"``); each takes generic mana only, and none below ``at_least`` mana."""
    source_chars = game.chars(obj)
    for src, ab in game.static_abilities():
        if "activation_cost_change" not in ab or src.controller != pid or obj.controller != pid:
            continue
        if not spell_matches(source_chars, ab.get("applies") or {}):
            continue
        for _ in range(-int(ab["activation_cost_change"])):
            if cost.generic > 0 and cost.mana_value() > int(ab.get("at_least", 0)):
                cost = cost.reduce_generic(1)
    return cost


def discard_cost_cards(game: GameRules, pid: str, cost: JSON, action: Action) -> list[GameObject]:
    """118.3, 602.2b: a cost of discarding N cards (``discard``: ``{"n": N}``) is paid with the N different cards of
    the player's hand the activation names (its ``discard``); an activation naming cards for no such cost is
    refused."""
    named = [str(cid) for cid in action.get("discard") or []]
    wanted = int((cost.get("discard") or {}).get("n", 0))
    if not wanted:
        if named:
            raise Rejected("this ability's cost doesn't discard a card")
        return []
    if len(named) != wanted or len(set(named)) != wanted:
        raise Rejected(f"name exactly {wanted} different card(s) of your hand to discard for this cost (118.3)")
    cards = [game.obj(cid) for cid in named]
    for card in cards:
        if card.zone != "hand" or card.owner != pid:
            raise Rejected(f"{card.id} is not a card in {pid}'s hand (701.9a)")
    return cards


def pay_discard_cost(game: GameRules, pid: str, cards: list[GameObject]) -> None:
    """601.2h through 602.2b: the named cards are discarded as the cost is paid, each its own discard (701.9a)."""
    for card in cards:
        game.move(card, "graveyard", "discard")
    for _ in cards:
        game.card_discarded(pid)


def crew_cost_creatures(game: GameRules, pid: str, obj: GameObject, cost: JSON, action: Action) -> list[GameObject]:
    """702.122a: a crew N cost (``crew``: N) is paid by tapping any number of other untapped creatures the player
    controls with total power N or more, the ones the activation names (its ``tap``); a creature with summoning
    sickness may crew (302.6 is about its own {T} abilities)."""
    named = [str(cid) for cid in action.get("tap") or []]
    if len(set(named)) != len(named):
        raise Rejected("name each creature to tap once (118.3)")
    crew = [game.obj(cid) for cid in named]
    for creature in crew:
        if not may_crew(game, pid, obj, creature):
            raise Rejected(f"{creature.id} isn't another untapped creature {pid} controls (702.122a)")
    power = sum(max(0, game.chars(c).power or 0) for c in crew)
    if power < int(cost["crew"]):
        raise Rejected(f"the creatures tapped have total power {power}, less than {cost['crew']} (702.122a)")
    return crew


def may_crew(game: GameRules, pid: str, vehicle: GameObject, creature: GameObject) -> bool:
    """702.122a: whether `creature` is another untapped creature `pid` controls."""
    return creature is not vehicle and creature.zone == "battlefield" and creature.controller == pid and \
        not creature.tapped and "Creature" in game.chars(creature).types


def exile_cost_permanents(game: GameRules, pid: str, cost: JSON, action: Action) -> list[GameObject]:
    """118.3, 602.2b: a cost of exiling N permanents of a kind the player controls (``exile``: a filter of
    conditions.spell_matches, with ``n``) is paid with the permanents the activation names (its ``exile``); an
    activation naming permanents for no such cost is refused."""
    named = [str(cid) for cid in action.get("exile") or []]
    flt = cost.get("exile") or {}
    if not flt:
        if named:
            raise Rejected("this ability's cost doesn't exile a permanent")
        return []
    wanted = int(flt.get("n", 1))
    if len(named) != wanted or len(set(named)) != wanted:
        raise Rejected(f"name exactly {wanted} different object(s) to exile for this cost (118.3)")
    victims = [game.obj(cid) for cid in named]
    for victim in victims:
        if not may_exile_for_cost(game, pid, victim, flt):
            what = "card of that kind in the graveyard of" if flt.get("zone") else \
                "permanent of that kind controlled by"
            raise Rejected(f"{victim.id} isn't a {what} {pid} (118.3)")
    return victims


def may_exile_for_cost(game: GameRules, pid: str, victim: GameObject, flt: JSON) -> bool:
    """Whether `victim` is a permanent `pid` controls that the exile cost's filter picks, or, for a cost naming
    ``zone: "graveyard"`` ("exile a creature card from your graveyard"), a card of that kind in `pid`'s graveyard."""
    kind = {k: v for k, v in flt.items() if k not in ("n", "zone")}
    if flt.get("zone") == "graveyard":
        return victim.zone == "graveyard" and victim.owner == pid and spell_matches(game.chars(victim), kind)
    return victim.zone == "battlefield" and victim.controller == pid and spell_matches(game.chars(victim), kind)


def tap_cost_permanents(game: GameRules, pid: str, cost: JSON, action: Action) -> list[GameObject]:
    """118.3, 602.2b: a cost of tapping N untapped permanents of a kind the player controls (``tap_untapped``: a
    filter of conditions.spell_matches, with ``n``, a number or ``"X"``: the activation's X, 107.3) is paid with the
    permanents the activation names (its ``tap``); an activation naming permanents for no such cost is refused. The
    source's own {T} is another cost: the same permanent can't pay both (it is tapped by then)."""
    named = [str(cid) for cid in action.get("tap") or []]
    flt = cost.get("tap_untapped") or {}
    if not flt:
        if named:
            raise Rejected("this ability's cost doesn't tap other permanents")
        return []
    wanted = int(action.get("x") or 0) if flt.get("n") == "X" else int(flt.get("n", 1))
    if len(named) != wanted or len(set(named)) != wanted:
        raise Rejected(f"name exactly {wanted} different untapped permanent(s) you control to tap for it (118.3)")
    tapped = [game.obj(cid) for cid in named]
    for obj in tapped:
        if not may_tap_for_cost(game, pid, obj, flt) or (cost.get("tap") and obj.id == action.get("card")):
            raise Rejected(f"{obj.id} isn't an untapped permanent of that kind {pid} controls (118.3)")
    return tapped


def may_tap_for_cost(game: GameRules, pid: str, obj: GameObject, flt: JSON) -> bool:
    """Whether `obj` is an untapped permanent `pid` controls that the tap cost's filter picks (a creature among them
    may be tapped whatever its summoning sickness: 302.6 is about its own {T} abilities)."""
    kind = {k: v for k, v in flt.items() if k != "n"}
    return obj.zone == "battlefield" and obj.controller == pid and not obj.tapped and \
        spell_matches(game.chars(obj), kind)


def pay_tap_cost(game: GameRules, tapped: list[GameObject]) -> None:
    """601.2h through 602.2b, 701.26a: the named permanents become tapped as the cost is paid."""
    for obj in tapped:
        obj.tapped = True


def pay_exile_cost(game: GameRules, victims: list[GameObject]) -> None:
    """601.2h through 602.2b, 701.13a: the named permanents or cards are exiled as the cost is paid (a permanent
    leaves the battlefield: its leaves-the-battlefield abilities look back, 603.10a)."""
    for victim in victims:
        game.exile_object(victim)
