"""What the players see, read from witchcraft's relations (one Datalog evaluation per observation)."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterable

from mtg_protocol.jsontypes import JSON

from .witchcraft_table import Table
from .witchcraft_vocab import COLORS, SUPERTYPES, format_cost, format_pool, title

OUTPUTS = ["controls", "creature", "power", "eff_toughness", "has_keyword", "printed_type", "printed_subtype",
           "printed_color"]


def _group(rows: Iterable[tuple[str, str]] | None) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for c, v in rows or ():
        out.setdefault(c, []).append(v)
    return out


def observation(t: Table, viewer: str | None) -> JSON:
    """The observation for `viewer` (None: the referee's view, nothing hidden)."""
    from mtg import driver

    s = t.state
    with contextlib.redirect_stdout(io.StringIO()):
        derived = driver.run(s, OUTPUTS)
    ctx: JSON = {"controller": {c: p for (p, c) in derived["controls"]},
                 "creatures": {c for (c,) in derived["creature"]},
                 "power": {c: int(n) for (c, n) in derived["power"]},
                 "toughness": {c: int(n) for (c, n) in derived["eff_toughness"]},
                 "keywords": _group(derived["has_keyword"]), "printed_keywords": _printed_keywords(s),
                 "types": _group(s.get("printed_type")),
                 "subtypes": _group(s.get("printed_subtype")), "colors": _group(s.get("printed_color")),
                 "supertypes": _group(s.get("has_supertype")),
                 "owner": {c: p for (p, c) in s.get("printed_control") or ()}}
    objects: list[JSON] = []
    for p in t.players:
        for pos, w in enumerate((s.get("_lib_order") or {}).get(p) or []):
            objects.append(_describe(t, ctx, w, "library", pos, p, viewer))
    for p in t.players:
        hand = sorted((w for (q, w) in s.get("in_hand") or () if q == p), key=lambda w: _id_key(t.our(w)))
        objects += [_describe(t, ctx, w, "hand", pos, p, viewer) for pos, w in enumerate(hand)]
    for pos, (w,) in enumerate(sorted(s.get("on_battlefield") or (), key=lambda r: _id_key(t.our(r[0])))):
        objects.append(_describe(t, ctx, w, "battlefield", pos, ctx["owner"].get(w), viewer))
    in_graveyard = {w for (w,) in s.get("graveyard") or ()}
    for p in t.players:
        order = [w for w in t.graveyard_order.get(p, []) if w in in_graveyard]
        objects += [_describe(t, ctx, w, "graveyard", pos, p, viewer) for pos, w in enumerate(order)]
    stack = sorted(s.get("on_stack") or (), key=lambda r: -int(r[1]))
    stack_view: list[JSON] = []
    for pos, (w, _n) in enumerate(stack):
        controller = (s.get("_stack_info") or {}).get(w) or t.active
        stack_view.append({"id": t.our(w), "kind": "spell", "controller": controller, "source": t.our(w),
                           "targets": list(t.targets.get(w, []))})
        objects.append(_describe(t, ctx, w, "stack", pos, ctx["owner"].get(w), viewer))
    for p in t.players:
        exiled = sorted((w for (w,) in s.get("exile") or () if ctx["owner"].get(w) == p),
                        key=lambda w: _id_key(t.our(w)))
        objects += [_describe(t, ctx, w, "exile", pos, p, viewer) for pos, w in enumerate(exiled)]
    loser = s.get("_loser")
    players = []
    for p in t.players:
        floating = {c: int(n) for (q, c, n) in s.get("floating_mana") or () if q == p} if _is_triples(s) else {}
        players.append({"id": p, "life": next((int(v) for (q, v) in s.get("life") or () if q == p), 0),
                        "mana_pool": format_pool(floating),
                        "hand_size": sum(1 for (q, _w) in s.get("in_hand") or () if q == p),
                        "library_size": sum(1 for (q, _w) in s.get("in_library") or () if q == p),
                        "lost": loser == p})
    over = bool(loser)
    winners = [p for p in t.players if p != loser] if over else []
    return {"turn": {"number": t.turn_number, "active_player": t.active,
                     "step": next(iter(s["current_step"]))[0], "priority": None if over else t.priority},
            "players": players, "objects": objects, "stack": stack_view, "pending_choice": _pending(t),
            "cast_permissions": _discover_permissions(t), "game_over": over, "winners": winners}


def _pending(t: Table) -> JSON | None:
    """witchcraft's discover question while it waits (701.57a): putting the card into hand is the option; a
    free cast, when witchcraft offers it, is a cast action (the permission below)."""
    d = t.discover
    return None if d is None else {"player": d.player, "kind": "discover_cast", "options": ["hand"]}


def _discover_permissions(t: Table) -> list[JSON]:
    """The free cast discover offers, when witchcraft offers it (witchcraft casts the card from exile)."""
    d = t.discover
    if d is None or "cast" not in d.options:
        return []
    return [{"card": t.our(d.card), "zone": "exile", "player": d.player, "as": "normal", "source": "discover"}]


def _printed(s: JSON, rel: str, w: str) -> int | None:
    return next((int(v) for (x, v) in s.get(rel) or () if x == w and str(v).lstrip("-").isdigit()), None)


def object_name(t: Table, w: str) -> str:
    """The name of a witchcraft object: the setup's card name, else witchcraft's printed name of its slug
    (a token ``monster_role#1`` is named from ``monster_role``). A two-faced card is named by its first face,
    the only one witchcraft's card data has (its types, cost and abilities are that face's)."""
    from mtg.game import _name_from_slug

    slug = dict(t.state.get("instance_of") or ()).get(w, w.split("#")[0])
    name = t.names.get(t.our(w))
    return name.split(" // ")[0] if name else _name_from_slug(slug)


def _is_triples(s: JSON) -> bool:
    return all(isinstance(r, tuple) and len(r) == 3 for r in s.get("floating_mana") or ())


def _id_key(cid: str) -> tuple[str, int]:
    digits = "".join(ch for ch in cid if ch.isdigit())
    return (cid.rstrip("0123456789"), int(digits or 0))


def _may_see(zone: str, owner: str | None, viewer: str | None) -> bool:
    if viewer is None:
        return True
    if zone == "library":
        return False
    return zone != "hand" or owner == viewer


def _describe(t: Table, ctx: JSON, w: str, zone: str, pos: int, owner: str | None, viewer: str | None) -> JSON:
    s = t.state
    cid = t.our(w)
    token = (w,) in (s.get("is_token") or set())
    controller = ctx["controller"].get(w, owner) if zone == "battlefield" else owner
    base: JSON = {"card": cid, "zone": zone, "owner": owner, "controller": controller, "position": pos,
                  "token": token, "copy": False, "face_down": False, "face_down_by": None,
                  "tapped": (w,) in (s.get("tapped") or set()),
                  "attached_to": next((t.our(h) for (a, h) in s.get("attached_to") or () if a == w), None),
                  "counters": {str(k): int(n) for (o, k, n) in s.get("counter") or () if o == w and int(n)}
                  if zone == "battlefield" else {}, "damage": 0,
                  "timestamp": t.timestamp(w), "cast_as": "normal" if zone == "stack" else None}
    face_down = (w,) in (s.get("face_down") or set())
    base["face_down"], base["face_down_by"] = face_down, ("disguise" if face_down else None)
    if face_down and zone in ("battlefield", "stack"):
        return _face_down(t, ctx, w, base, zone, controller, viewer)
    if not _may_see(zone, owner, viewer):
        base.update({"hidden": True, "identity": None, "name": None, "mana_cost": None, "mana_value": None,
                     "colors": [], "types": [], "subtypes": [], "supertypes": [], "power": None, "toughness": None,
                     "keywords": [], "has_adventure": None})
        return base
    name = object_name(t, w)
    pips = {c: int(n) for (x, c, n) in s.get("mana_pip") or () if x == w}
    generic = next((int(n) for (x, n) in s.get("mana_generic") or () if x == w), 0)
    mv = next((int(n) for (x, n) in s.get("mana_cost") or () if x == w), generic + sum(pips.values()))
    if zone == "stack" and w in t.x:
        mv += t.x[w]
    is_creature = w in ctx["creatures"] or "creature" in ctx["types"].get(w, [])
    base.update({"hidden": False, "identity": name, "name": name,
                 "mana_cost": format_cost(generic, pips) or None if not token else None,
                 "mana_value": mv, "colors": sorted({COLORS[c] for c in ctx["colors"].get(w, []) if c in COLORS},
                                                     key="WUBRG".index),
                 "types": sorted({title(x) for x in ctx["types"].get(w, [])}),
                 "subtypes": sorted({title(x) for x in ctx["subtypes"].get(w, [])}),
                 "supertypes": sorted({SUPERTYPES.get(x, title(x)) for x in ctx["supertypes"].get(w, [])}),
                 "power": ctx["power"].get(w, _printed(s, "printed_power", w)) if is_creature else None,
                 "toughness": ctx["toughness"].get(w, _printed(s, "printed_toughness", w)) if is_creature else None,
                 "keywords": _keywords(t, ctx, w, zone), "has_adventure": False})
    return base


def _printed_keywords(s: JSON) -> dict[str, list[str]]:
    """Each card's keywords as witchcraft's card data has them (``card_keyword``), a disguise or a kicker with its cost
    from ``keyword_param`` (``1_w`` is {1}{W}; witchcraft's slug of a hybrid cost reads as separate symbols, as
    witchcraft pays it: bug 06)."""
    params = {(c, k): str(v) for (c, k, v) in s.get("keyword_param") or ()}
    out: dict[str, list[str]] = {}
    for card, keyword in s.get("card_keyword") or ():
        cost = params.get((card, keyword)) if keyword in ("disguise", "kicker") else None
        symbols = "".join("{" + part.upper() + "}" for part in (cost or "").split("_") if part)
        out.setdefault(card, []).append(f"{keyword} {symbols}" if symbols else str(keyword))
    return out


def _keywords(t: Table, ctx: JSON, w: str, zone: str) -> list[str]:
    """A permanent's keywords as witchcraft derives them (``has_keyword``), any other card's as its card data
    has them; a disguise, which witchcraft keeps only in its card data, in every zone."""
    slug = dict(t.state.get("instance_of") or ()).get(w, w.split("#")[0])
    printed = ctx["printed_keywords"].get(slug, [])
    own = ctx["keywords"].get(w, []) if zone == "battlefield" else printed
    disguise = [k for k in printed if k.startswith("disguise")] if zone == "battlefield" else []
    return sorted({str(k).replace("_", " ").lower() for k in own} | {k.lower() for k in disguise})


def _face_down(t: Table, ctx: JSON, w: str, base: JSON, zone: str, controller: str | None,
               viewer: str | None) -> JSON:
    """A face-down permanent as witchcraft has it: its real characteristics (witchcraft substitutes no 2/2
    face-down body, bug 07), with the identity facts witchcraft's own ``observe`` hides from a player who
    doesn't know the card (name, mana cost, colours, subtypes) hidden from every viewer but its controller."""
    knows = viewer is None or viewer == controller
    s = t.state
    pips = {c: int(n) for (x, c, n) in s.get("mana_pip") or () if x == w}
    generic = next((int(n) for (x, n) in s.get("mana_generic") or () if x == w), 0)
    mv = next((int(n) for (x, n) in s.get("mana_cost") or () if x == w), generic + sum(pips.values()))
    base.update({"hidden": False, "identity": t.names.get(t.our(w)) if knows else None,
                 "name": object_name(t, w) if knows else None,
                 "mana_cost": (format_cost(generic, pips) or None) if knows else None,
                 "mana_value": mv if knows else 0,
                 "colors": sorted({COLORS[c] for c in ctx["colors"].get(w, []) if c in COLORS},
                                  key="WUBRG".index) if knows else [],
                 "types": sorted({title(x) for x in ctx["types"].get(w, [])}),
                 "subtypes": sorted({title(x) for x in ctx["subtypes"].get(w, [])}) if knows else [],
                 "supertypes": [], "power": ctx["power"].get(w), "toughness": ctx["toughness"].get(w),
                 "keywords": sorted({str(k).replace("_", " ").lower() for k in ctx["keywords"].get(w, [])}),
                 "has_adventure": False})
    return base
