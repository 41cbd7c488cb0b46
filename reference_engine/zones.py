"""Objects and zones (400, 109, 110): new objects, moving between zones (400.7), what leaves the battlefield
together (603.10a), characteristics after the layers (613) and the static abilities they come from (604), and
the events the game reports."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TypeVar

from mtg_protocol.vocab import Zone

from . import layers
from .conditions import follows_the_state, refresh_conditional_statics
from .objects import Characteristics, GameObject
from .state import GameEvent, Rejected

if TYPE_CHECKING:
    from .cards import CardDef
    from .interface import GameRules
    from .state import Player

T = TypeVar("T")


def next_timestamp(game: GameRules) -> int:
    if game._shared_timestamp is not None:
        return game._shared_timestamp
    game._timestamp += 1
    return game._timestamp


@contextmanager
def simultaneously(game: GameRules) -> Iterator[None]:
    """Objects created or attached within share one timestamp: they arrive at the same time (613.7e, 613.7j).

    Which of them counts as newer is then a choice, not an order (the Role tie of 704.5y, 303.7a).
    """
    game._shared_timestamp = None
    game._shared_timestamp = game.next_timestamp()
    try:
        yield
    finally:
        game._shared_timestamp = None


def new_object(game: GameRules, cid: str, card: CardDef, owner: str, controller: str, zone: Zone,
               **kw: Any) -> GameObject:
    game._serial += 1
    obj = GameObject(cid, card, owner, controller, zone, game._serial, game.next_timestamp(), clock=game.clock,
                     **kw)
    game.objects[cid] = obj
    if zone == "battlefield":
        game.battlefield_changed(obj)
    return obj


def battlefield_changed(game: GameRules, obj: GameObject) -> None:
    """A permanent arrived or left. Others' characteristics change only through static abilities (604.1,
    613): the permanent's own, or ones that count permanents; otherwise they stay valid."""
    if (any(a.get("kind") == "static" for a in layers.copiable_values(obj).abilities)
            or any("power_per" in ability or "for_each" in ability for _source, ability in game.static_abilities())):
        game.invalidate()
    else:
        game.touch()


def new_created_id(game: GameRules) -> str:
    game._created += 1
    return f"t{game._created}"


def new_ability_id(game: GameRules) -> str:
    game._abilities += 1
    return f"a{game._abilities}"


def player(game: GameRules, pid: str) -> Player:
    for p in game.players:
        if p.id == pid:
            return p
    raise Rejected(f"there is no player {pid!r}")


def opponents(game: GameRules, pid: str) -> list[str]:
    return [p.id for p in game.players if p.id != pid and not p.lost]


def next_player_after(game: GameRules, pid: str) -> str:
    """The next player in turn order who is still in the game (101.4, 800.4)."""
    ids = [p.id for p in game.players]
    i = ids.index(pid)
    for step in range(1, len(ids) + 1):
        candidate = game.players[(i + step) % len(ids)]
        if not candidate.lost:
            return candidate.id
    return pid


def apnap(game: GameRules) -> list[str]:
    """Players in turn order starting with the active player (101.4); after an active player left the
    game, starting with the next player in turn order (800.4j)."""
    ids = [p.id for p in game.players if not p.lost]
    start = game.active if game.active in ids else game.next_player_after(game.active)
    if start not in ids:
        return ids
    i = ids.index(start)
    return ids[i:] + ids[:i]


def zone_list(game: GameRules, obj: GameObject) -> list[str]:
    if obj.zone == "battlefield":
        return game.battlefield
    if obj.zone == "stack":
        return game.stack
    return game.zones[(obj.owner, obj.zone)]


def battlefield_objects(game: GameRules) -> list[GameObject]:
    return [game.objects[i] for i in game.battlefield]


def library(game: GameRules, pid: str) -> list[str]:
    return game.zones[(pid, "library")]


def obj(game: GameRules, cid: str) -> GameObject:
    found = game.objects.get(cid)
    if found is None:
        raise Rejected(f"there is no object {cid!r}")
    return found


def invalidate(game: GameRules) -> None:
    """Forget derived characteristics; called by every change that could affect them."""
    game.memo.chars_epoch += 1
    game.memo.statics = None
    game.touch()


def while_unchanged(game: GameRules, key: Hashable, compute: Callable[[], T]) -> T:
    """A value derived from the state: computed once, then reused until anything changes (read-only)."""
    memo = game.memo
    if not memo.on:
        return compute()
    if memo.derived_at != game.clock.value:
        memo.derived_at = game.clock.value
        memo.derived = {}
    derived = memo.derived
    if key in derived:
        found: T = derived[key]  # the memo holds values of many types, each under its own key
        return found
    value = derived[key] = compute()
    return value


def chars(game: GameRules, obj: GameObject) -> Characteristics:
    """The object's characteristics (613), cached (treat as read-only).

    On the battlefield they depend on other permanents, so `invalidate` forgets them; elsewhere they
    depend on the object alone and stay valid while it is unchanged, or, for a card with a characteristic-defining
    ability, while nothing at all changed.
    """
    memo = game.memo
    if not memo.on:
        return layers.compute(game, obj)
    if obj.zone == "battlefield":
        if memo.state_dependent:  # judged with the static abilities (`static_abilities`)
            refresh_conditional_statics(game)
        last = memo.chars.get(obj.serial)
        if last is not None and last[0] == memo.chars_epoch:
            return last[1]
        found = layers.compute(game, obj)
        if last is not None and (last[1] is found or last[1] == found):
            found = last[1]  # the same values keep the same object, so what was built from it stays valid
        memo.chars[obj.serial] = (memo.chars_epoch, found)
        return found
    own = memo.own_chars.get(obj.serial)
    if own is not None and own[0] == obj.rev and not obj.card.cda:
        return own[1]
    # 604.3: a characteristic-defining ability follows the game in every zone (what it counts moves the clock)
    reading = game.clock.value if obj.card.cda else obj.rev
    if own is None or own[0] != reading:
        found = layers.compute(game, obj)
        if own is not None and own[1] == found:
            found = own[1]  # as on the battlefield: the same values keep the same object
        own = memo.own_chars[obj.serial] = (reading, found)
    return own[1]


def move(game: GameRules, obj: GameObject, to: Zone, cause: str, *, position: str = "top",
         controller: str | None = None, **kw: Any) -> GameObject:
    """Move an object to another zone; it becomes a new object (400.7) with the same card id."""
    to = game.graveyard_destination(obj, to)  # 614.1a: "exile it instead"
    src = obj.zone
    leaving_graveyard = game.chars(obj) if src == "graveyard" and game.watched("cards_leave_your_graveyard") else None
    game.zone_list(obj).remove(obj.id)
    if src == "battlefield":  # 608.2h: last known information (recorded first if it left with others)
        game.last_known.setdefault(obj.serial, (obj, game.chars(obj)))
        if to == "graveyard":
            game.this_turn.permanents_to_graveyard += 1  # 702.69a: gravestorm counts them
        if to == "graveyard" and "Creature" in game.last_known[obj.serial][1].types:
            game.this_turn.count(game.this_turn.died_under, obj.controller)  # 700.4: it died
        game.this_turn.left_battlefield_under = game.this_turn.left_battlefield_under | {obj.controller}
        game.detach_all_from(obj)  # 301.5c, 303.4d
        game.battlefield_changed(obj)
    if obj.face_down and (src == "battlefield" or (src == "stack" and to != "battlefield")):
        game.reveal(obj, "all")  # 708.9
    fields = {"token": obj.token, "spell_copy": obj.spell_copy, "card_copy": obj.card_copy, **kw}
    new = game.new_object(obj.id, obj.card, obj.owner, controller or obj.owner, to, **fields)
    if to == "battlefield":
        game.battlefield.append(new.id)
    elif to == "stack":
        game.stack.append(new.id)
    else:
        lst = game.zones[(obj.owner, to)]
        if to == "library" and position == "top":
            lst.insert(0, new.id)
        elif to == "library" and position == "second":  # 401.7: on the bottom of a library of fewer than 2 cards
            lst.insert(min(1, len(lst)), new.id)
        else:
            lst.append(new.id)
    game.emit({"type": "zone_move", "card": obj.id, "from": src, "to": to, "cause": cause})
    if to == "graveyard":
        if not new.token and new.zone == "graveyard" and game.chars(new).is_permanent:  # 700.11: descended
            game.this_turn.descended = game.this_turn.descended | {new.owner}
        game.trigger_creature_cards_to_graveyard(new)
        if src == "library":
            game.trigger_library_cards_to_graveyard(new)  # 603.2c
    if src == "battlefield":
        game.trigger_self_left(obj)
        game.trigger_permanent_left(obj)
        game.trigger_linked_left(obj)
    if leaving_graveyard is not None:
        game.trigger_cards_left_graveyard(obj, leaving_graveyard)  # 603.2c
    return new


def leave_battlefield_together(game: GameRules, leaving: list[GameObject], to: Zone, cause: str,
                               announce: Callable[[GameObject], None] | None = None) -> None:
    """Permanents that one event moves off the battlefield (a destroy-all, one check of state-based actions):
    each is as it was just before the event (608.2h), all of them move, and only then do leaves-the-battlefield
    abilities trigger, each looking back at the battlefield as it was, the others leaving included (603.10a):
    a Blood Artist destroyed with another creature sees both die. `announce` runs before each move."""
    for obj in leaving:
        game.last_known.setdefault(obj.serial, (obj, game.chars(obj)))
    moved = []
    game.left_together = leaving  # each move's own triggers see the others leaving too
    try:
        for obj in leaving:
            if announce is not None:
                announce(obj)
            moved.append((obj, game.move(obj, to, cause)))
        for old, new in moved:
            game.trigger_leaves_battlefield(old, new)
    finally:
        game.left_together = []


def cease_to_exist(game: GameRules, obj: GameObject, cause: str = "sba") -> None:
    game.zone_list(obj).remove(obj.id)
    del game.objects[obj.id]
    game.touch()
    if obj.zone == "battlefield":
        game.this_turn.left_battlefield_under = game.this_turn.left_battlefield_under | {obj.controller}
        game.battlefield_changed(obj)
    game.emit({"type": "zone_move", "card": obj.id, "from": obj.zone, "to": None, "cause": cause})


def detach_all_from(game: GameRules, host: GameObject) -> None:
    """What is attached to the permanent becomes unattached, and so does the permanent itself."""
    attached = [o for o in game.battlefield_objects() if o.attached_to == host.id]
    for o in attached:
        o.attached_to = None
        game.was_attached_to[o.id] = host.serial
    if attached or host.attached_to:
        host.attached_to = None
        game.invalidate()  # "enchanted" and "equipped" effects follow attachments (613)


def static_abilities(game: GameRules) -> list[tuple[GameObject, dict[str, Any]]]:
    """Static abilities of permanents on the battlefield (604), from their own rules text.

    An object under a "loses all abilities" effect contributes none (613.1f); a Case's "Solved" static ability
    works only while the Case is solved (719.3c). A static ability another one grants to a permanent, which affects
    other objects ("equipped creature gets +2/+0"), is among them (layers.granted_statics).
    """
    if game.memo.statics is not None:
        return game.memo.statics
    out = []
    for obj in game.battlefield_objects():
        if obj.face_down or game.has_lost_abilities(obj):
            continue
        for ability in layers.copiable_values(obj).abilities:
            if ability.get("kind") == "static" and (obj.solved or not ability.get("solved")):
                out.append((obj, ability))
    out += [granted for source, ability in list(out) if "grant" in ability
            for granted in layers.granted_statics(game, source, ability)]
    if game.memo.on:
        game.memo.statics = out
        game.memo.state_dependent = any(follows_the_state(a) for _, a in out)
    return out


def has_lost_abilities(game: GameRules, obj: GameObject) -> bool:
    if not game.continuous_effects:
        return False
    return any(e.target == obj.id and e.target_serial == obj.serial and e.data.get("lose_all")
               for e in game.continuous_effects)


def emit(game: GameRules, event: GameEvent, /) -> None:
    """What the action being performed did (docs/protocol.md, Events), in the order it happened."""
    game.events.append(event)


def reveal(game: GameRules, obj: GameObject, to: str) -> None:
    game.emit({"type": "reveal", "card": obj.id, "to": to, "identity": obj.card.name})
