"""Observations in the neutral protocol: what a viewer may see (708.5, 401.2, 402.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import StackEntry
from mtg_protocol.vocab import ZONES

from .conditions import refresh_conditional_statics
from .mana import format_cost, format_pool
from .objects import GameObject
from .state import FREE_CAST_CHOICES

if TYPE_CHECKING:
    from .interface import GameRules

COLOR_ORDER = "WUBRG"
ZONE_ORDER = ZONES


def may_see(game: GameRules, obj: GameObject, viewer: str | None) -> bool:
    """Whether `viewer` may know which card this object is."""
    if viewer is None:
        return True
    if obj.zone == "library":
        return False
    if obj.zone == "hand":
        return obj.owner == viewer
    if obj.zone == "exile":  # 406.3: a card exiled face down, to a player an effect lets look at it
        return obj.revealed_in_exile or any(p.may_look and p.card == obj.id and p.serial == obj.serial
                                            and p.player == viewer for p in game.permissions)
    if obj.face_down:  # 708.5: its controller, and a player an effect lets look at face-down creatures
        return obj.controller == viewer or (viewer in game.face_down_lookers and obj.zone == "battlefield"
                                            and "Creature" in game.chars(obj).types)
    return True


def describe(game: GameRules, obj: GameObject, position: int, viewer: str | None) -> JSON:
    """One object as `viewer` sees it; unchanged objects reuse their last description (treat as read-only).

    What a viewer may see follows from the object, save a permission to look that an effect gives (708.5, checked
    each time), and off the battlefield so do its characteristics: the object's revision stands for all of them.
    """
    memo = game.memo
    if not memo.on:
        return game._describe(obj, position, viewer, game.may_see(obj, viewer))
    chars = game.chars(obj) if obj.zone == "battlefield" or obj.card.cda else None  # 604.3: anywhere (CardDef.cda)
    visible = game.may_see(obj, viewer)  # an effect may let a player look at what they couldn't (708.5)
    cached = memo.described.get((obj.serial, viewer))
    if cached is not None and cached[0] == obj.rev and cached[1] is chars and \
            (cached[2]["identity"] is not None) == visible:
        out = cached[2]
        if out["position"] != position:  # only moved within its zone
            out = {**out, "position": position}
            memo.described[(obj.serial, viewer)] = (obj.rev, chars, out)
        return out
    out = game._describe(obj, position, viewer, visible)
    memo.described[(obj.serial, viewer)] = (obj.rev, chars, out)
    return out


def _describe(game: GameRules, obj: GameObject, position: int, viewer: str | None, visible: bool) -> JSON:
    base: JSON = {"card": obj.id, "zone": obj.zone, "owner": obj.owner, "controller": obj.controller,
                  "position": position, "token": obj.token, "copy": obj.spell_copy or obj.card_copy,
                  "face_down": bool(obj.face_down) or (obj.zone == "exile" and not obj.revealed_in_exile),
                  "face_down_by": obj.face_down, "tapped": obj.tapped,
                  "attached_to": obj.attached_to, "counters": {k: v for k, v in obj.counters.items() if v},
                  "damage": obj.damage, "timestamp": obj.timestamp,
                  "cast_as": obj.cast_as if obj.zone == "stack" else None,
                  "identity": obj.card.name if visible else None}
    public_face_down = obj.face_down and obj.zone in ("battlefield", "stack")
    if not visible and not public_face_down:
        base.update({"hidden": True, "name": None, "mana_cost": None, "mana_value": None, "colors": [],
                     "types": [], "subtypes": [], "supertypes": [], "power": None, "toughness": None,
                     "keywords": [], "has_adventure": None})
        return base
    c = game.chars(obj)
    public = c.__dict__.get("_public") if game.memo.on else None
    if public is None:  # characteristics are memoised until the state changes; so is their description
        public = {"hidden": False, "name": c.name, "mana_cost": format_cost(c.mana_cost),
                  "mana_value": c.mana_value, "colors": [k for k in COLOR_ORDER if k in c.colors],
                  "types": list(c.types), "subtypes": list(c.subtypes), "supertypes": list(c.supertypes),
                  "power": c.power, "toughness": c.toughness, "keywords": list(c.keywords),
                  "has_adventure": c.has_adventure}
        if game.memo.on:
            c.__dict__["_public"] = public
    base.update(public)
    return base


def observe(game: GameRules, viewer: str | None = None) -> JSON:
    return {
        "turn": {"number": game.turn_number, "active_player": game.active, "step": game.step,
                 "priority": None if game.game_over else game.priority},
        "players": game.players_view(),
        "objects": game.objects_view(viewer),
        "stack": game.stack_view(),
        "pending_choice": game.pending_view(),
        "cast_permissions": game.cast_permissions_view(viewer),
        "game_over": game.game_over,
        "winners": list(game.winners),
    }


def players_view(game: GameRules) -> list[JSON]:
    """Each player's public state; zone sizes change only with objects, so the revision covers them."""
    return game.while_unchanged("players", lambda: [
        {"id": p.id, "life": p.life, "mana_pool": format_pool(p.pool + p.ability_pool),
         "hand_size": len(game.zones[(p.id, "hand")]), "library_size": len(game.zones[(p.id, "library")]),
         "lost": p.lost} for p in game.players])


def objects_view(game: GameRules, viewer: str | None) -> list[JSON]:
    """Every object in zone order, as `viewer` sees it (read-only)."""
    return game.while_unchanged(("objects", viewer, tuple(game.stack)), lambda: [
        description for name, ids in game.zones_in_view_order() if ids
        for description in game.zone_view(name, ids, viewer)])


def zones_in_view_order(game: GameRules) -> list[tuple[str, list[str]]]:
    """The zone lists in the observation's order, the stack's top first."""
    view_zones = game.memo.view_zones
    if view_zones is None:  # the other zone lists live as long as the game
        view_zones = []
        for zone in ZONE_ORDER:
            if zone in ("battlefield", "stack"):
                view_zones.append((zone, game.battlefield if zone == "battlefield" else []))
            else:
                view_zones += [(f"{p.id}:{zone}", game.zones[(p.id, zone)]) for p in game.players]
        if game.memo.on:
            game.memo.view_zones = view_zones
    return [(name, game.stack[::-1] if name == "stack" else ids) for name, ids in view_zones]


def zone_view(game: GameRules, name: str, ids: list[str], viewer: str | None) -> list[JSON]:
    """One zone's objects in order; reused while it holds the same objects, unchanged.

    Revisions are unique stamps of an object in one state, so equal lists of them mean the same objects
    in the same states. On the battlefield the characteristics epoch must match too (see `invalidate`);
    on the stack the ids also place the abilities, which are not objects. A zone that changed still
    reuses the descriptions of its unchanged objects (`describe`).
    """
    objects = game.objects
    memo = game.memo
    if not memo.on:
        return [game.describe(objects[cid], pos, viewer) for pos, cid in enumerate(ids) if cid in objects]
    if name == "stack":
        key: list[Any] = [objects[cid].rev for cid in ids if cid in objects] + ids
    elif name == "battlefield":
        key = [objects[cid].rev for cid in ids]
        refresh_conditional_statics(game)  # 611.3a: conditional statics follow the whole state
        key.append(memo.chars_epoch)
    else:  # every id in the other zones is an object's; 604.3: a card with a characteristic-defining ability
        clock = game.clock.value  # (CardDef.cda) follows the game off the battlefield too
        key = [clock if (o := objects[cid]).card.cda else o.rev for cid in ids]
    last = memo.zone_views.get((name, viewer))
    if last is not None and last[0] == key:
        return last[1]
    out = [game.describe(objects[cid], pos, viewer) for pos, cid in enumerate(ids) if cid in objects]
    memo.zone_views[(name, viewer)] = (key, out)
    return out


def stack_view(game: GameRules) -> list[StackEntry]:
    stack: list[StackEntry] = []
    for cid in reversed(game.stack):
        if cid in game.stack_abilities:
            item = game.stack_abilities[cid]
            stack.append({"id": cid, "kind": "ability", "controller": item.controller, "source": item.source,
                          "targets": list(item.targets)})
        else:
            spell = game.objects[cid]
            stack.append({"id": cid, "kind": "spell", "controller": spell.controller, "source": cid,
                          "targets": list(spell.targets)})
    return stack


def pending_view(game: GameRules) -> JSON | None:
    if game.pending is not None:
        return {"player": game.pending.player, "kind": game.pending.kind, "options": game.pending.options}
    if game.awaiting_declaration:
        return {"player": game.priority, "kind": f"declare_{game.awaiting_declaration}", "options": []}
    return None


def cast_permissions_view(game: GameRules, viewer: str | None) -> list[JSON]:
    """Who may cast what from outside their hand now (read-only)."""
    return game.while_unchanged(("cast_permissions", viewer, game.pending, tuple(game.permissions)),
                                lambda: game._cast_permissions(viewer))


def _cast_permissions(game: GameRules, viewer: str | None) -> list[JSON]:
    out: list[JSON] = []
    for p in game.players:
        for cid in game.zones[(p.id, "exile")]:
            obj = game.objects[cid]
            if obj.adventure_permission:
                out.append({"card": cid, "zone": "exile", "player": obj.adventure_permission, "as": "normal",
                            "source": "adventure", "free": False})
    for perm in game.permissions:
        obj = game.objects.get(perm.card)
        if obj is not None and obj.serial == perm.serial:
            for mode in perm.modes:
                out.append({"card": perm.card, "zone": obj.zone, "player": perm.player, "as": mode,
                            "source": perm.source, "free": perm.free})
    if game.pending is not None and game.pending.kind in FREE_CAST_CHOICES:
        for mode in game.pending.data["modes"]:
            out.append({"card": game.pending.data["card"], "zone": game.objects[game.pending.data["card"]].zone,
                        "player": game.pending.player,
                        "as": mode, "source": FREE_CAST_CHOICES[game.pending.kind], "free": True})
    for p in game.players:
        lib = game.library(p.id)
        if lib and (viewer is None or viewer == p.id) and game.may_cast_from_library_top(p.id):
            top = game.objects[lib[0]]
            for mode in game.castable_modes(top):
                if game.library_top_permission(p.id, game.proposed_characteristics(top, mode)):
                    out.append({"card": top.id, "zone": "library", "player": p.id, "as": mode,
                                "source": "library_top", "free": False})
    return out
