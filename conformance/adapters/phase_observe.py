"""What the players see, built from one read of phase's state: the observation, the pending choice, the
cast permissions, and phase's legal actions in our vocabulary."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON

from .phase_cards import face_names, land_modes
from .phase_table import Table
from .phase_vocab import (
    COLORS,
    COUNTERS,
    FACE_DOWN_CAUSES,
    KNOWN,
    PHASE_STEPS,
    chosen_targets,
    cost_mana_value,
    format_cost,
    format_keyword,
)


def observation(t: Table, viewer: str | None) -> JSON:
    """The observation for `viewer` (None: the referee's view, nothing hidden)."""
    t.sync()
    return _observation(t, t.game.board(), viewer)


def legal_actions(t: Table) -> list[JSON]:
    """phase's offered actions in our vocabulary."""
    g = t.game
    out: list[JSON] = []
    for a in g.actions():
        d = a.data or {}
        if a.kind == "PassPriority":
            out.append({"type": "pass"})
        elif a.kind == "PlayLand":  # one PlayLand for either land face of a modal card (the driver picks it)
            cid = t.our(d["object_id"])
            out.extend({"type": "play_land", "card": cid, **({"mode": m} if m != "normal" else {})}
                       for m in land_modes(t.cards.get(cid or "", "")))
        elif a.kind == "CastSpell":
            cid = t.our(d["object_id"])
            info = KNOWN.get(t.cards.get(cid or "", ""), {})
            obj = g.object(d["object_id"])
            modes = ["normal"]
            if info.get("layout") == "adventure" and obj.get("zone") == "Hand":
                modes.append("adventure")
            if info.get("layout") == "split":
                modes = ["left", "right"]
            out.extend({"type": "cast", "card": cid, "mode": m, "targets": []} for m in modes)
        elif a.kind == "ActivateAbility":
            index = t.our_ability_index(d["source_id"], d["ability_index"])
            if index is not None:
                out.append({"type": "activate", "card": t.our(d["source_id"]), "ability": index})
        elif a.kind == "TurnFaceUp":
            out.append({"type": "turn_face_up", "card": t.our(d["object_id"])})
        elif a.kind == "DiscoverChoice":
            out.append({"type": "choose", "choice": "cast" if d["choice"]["type"] == "Cast" else "hand"})
        elif a.kind == "CascadeChoice" and d["choice"]["type"] == "Decline":
            out.append({"type": "choose", "choice": "decline"})
        elif a.kind == "CascadeChoice":
            hit = ((g.waiting_for().get("data") or {}).get("kind") or {}).get("hit_card")
            out.append({"type": "cast", "card": t.our(hit), "mode": "normal", "alt_cost": "free", "targets": []})
        elif a.kind == "ChooseTarget":
            out.append({"type": "choose", "choice": [t.target_out(d.get("target"))]})
    return out


def _observation(t: Table, st: JSON, viewer: str | None) -> JSON:
    objs = st["objects"]
    out: list[JSON] = []
    for zone in ("library", "hand"):
        for seat in range(len(t.seats)):
            for pos, oid in enumerate(st["players"][seat][zone]):
                out.append(_describe(t, objs[str(oid)], zone, pos, viewer))
    for pos, oid in enumerate(st.get("battlefield") or []):
        out.append(_describe(t, objs[str(oid)], "battlefield", pos, viewer))
    for seat in range(len(t.seats)):
        for pos, oid in enumerate(st["players"][seat]["graveyard"]):
            out.append(_describe(t, objs[str(oid)], "graveyard", pos, viewer))
    stack_view: list[JSON] = []
    for pos, entry in enumerate(reversed(st.get("stack") or [])):
        kind, data = entry["kind"]["type"], entry["kind"]["data"]
        targets = [t.target_out(x) for x in chosen_targets(data.get("ability") or {})]
        if kind == "Spell":
            cid = data.get("card_id", entry["id"])
            copied = entry["id"] != cid and str(entry["id"]) in objs  # a copy of a spell: its own object (707.10)
            if copied:
                cid = entry["id"]
            stack_view.append({"id": t.our(cid), "kind": "spell", "controller": t.seats[entry["controller"]],
                               "source": t.our(cid), "targets": targets})
            if str(cid) in objs:
                out.append(_describe(t, objs[str(cid)], "stack", pos, viewer, {**data, "is_copy": copied}))
        else:
            stack_view.append({"id": t.ability_ids.get(entry["id"]), "kind": "ability",
                               "controller": t.seats[entry["controller"]],
                               "source": t.our(entry.get("source_id")), "targets": targets})
    for seat in range(len(t.seats)):
        pos = 0
        for oid in st.get("exile") or []:
            o = objs[str(oid)]
            if o["owner"] == seat:
                out.append(_describe(t, o, "exile", pos, viewer))
                pos += 1
    wf = st.get("waiting_for") or {}
    over = wf.get("type") == "GameOver"
    winner = (wf.get("data") or {}).get("winner") if over else None
    players = []
    for seat, pid in enumerate(t.seats):
        p = st["players"][seat]
        pool = sorted((COLORS.get(m.get("color"), "C") for m in (p.get("mana_pool") or {}).get("mana") or []),
                      key="WUBRGC".index)
        players.append({"id": pid, "life": p["life"], "mana_pool": "".join(f"{{{c}}}" for c in pool),
                        "hand_size": len(p["hand"]), "library_size": len(p["library"]),
                        "lost": bool(p.get("is_eliminated")) or (p.get("status") or {}).get("type") not in
                        (None, "Active")})
    d = wf.get("data") or {}
    prio = d.get("player") if isinstance(d.get("player"), int) else st.get("priority_player")
    return {"turn": {"number": st.get("turn_number"), "active_player": t.seats[st["active_player"]],
                     "step": PHASE_STEPS.get(str(st.get("phase")), str(st.get("phase")).lower()),
                     "priority": None if over or prio is None else t.seats[prio]},
            "players": players, "objects": out, "stack": stack_view, "pending_choice": pending(t, wf),
            "cast_permissions": _permissions(t, st, wf), "game_over": over,
            "winners": [t.seats[winner]] if isinstance(winner, int) else []}


FREE_CASTS = {"Discover": "discover", "Cascade": "cascade"}
"""phase's free-cast offers (``CastOffer`` kinds) and the protocol's permission source for each."""


def spell_x(spell: JSON | None, obj: JSON) -> int:
    """The X chosen for a spell on phase's stack (107.3, 202.3e): an instant or sorcery keeps it on its ability
    (``chosen_x``), a permanent spell, which has none, on its object (``cost_x_paid``)."""
    chosen = ((spell or {}).get("ability") or {}).get("chosen_x")
    return int(chosen if chosen is not None else obj.get("cost_x_paid") or 0)


def _may_see(t: Table, o: JSON, zone: str, viewer: str | None) -> bool:
    if viewer is None:
        return True
    if zone == "library":
        return False
    if zone == "hand":
        return t.seats[o["owner"]] == viewer
    if o.get("face_down"):
        return zone != "exile" and t.seats[o["controller"]] == viewer
    return True


def _describe(t: Table, o: JSON, zone: str, pos: int, viewer: str | None, spell: JSON | None = None) -> JSON:
    oid = o["id"]
    cid = t.our(oid)
    face_down = bool(o.get("face_down"))
    visible = _may_see(t, o, zone, viewer)
    identity = t.cards.get(cid or "") or o.get("name") or (o.get("printed_ref") or {}).get("face_name")
    cause = FACE_DOWN_CAUSES.get(o.get("face_down_cause") or "", t.face_down_by.get(oid)) if face_down else None
    att = (o.get("attached_to") or {}).get("data") if isinstance(o.get("attached_to"), dict) else None
    cast = t.cast_info.get(oid, {}) if zone == "stack" else {}
    cast_as = None
    if zone == "stack" and spell is not None:
        cast_as = cast.get("mode") or t.cast_mode(oid)[0]
    base: JSON = {"card": cid, "zone": zone, "owner": t.seats[o["owner"]],
                  "controller": t.seats[int(o["controller"] if o.get("controller") is not None else o["owner"])],
                  "position": pos,
                  "token": bool(o.get("is_token")) and not (spell and spell.get("is_copy")),
                  "copy": bool(spell and spell.get("is_copy")),
                  "face_down": face_down, "face_down_by": cause, "tapped": bool(o.get("tapped")),
                  "attached_to": t.our(att), "counters": {COUNTERS.get(k, k.lower()): v for k, v in
                                                              (o.get("counters") or {}).items() if v},
                  "damage": int(o.get("damage_marked") or 0), "timestamp": o.get("timestamp"),
                  "cast_as": cast_as, "identity": identity if visible else None}
    if not visible and not (face_down and zone in ("battlefield", "stack")):
        base.update({"hidden": True, "name": None, "mana_cost": None, "mana_value": None, "colors": [],
                     "types": [], "subtypes": [], "supertypes": [], "power": None, "toughness": None,
                     "keywords": [], "has_adventure": None})
        return base
    types = o.get("card_types") or {}
    x = spell_x(spell, o) if spell else None
    cost = o.get("mana_cost")
    layout = KNOWN.get(t.cards.get(cid or "", ""), {}).get("layout")
    if face_down:
        mv = 0
    elif zone == "stack" and cast.get("mana_value") is not None:
        mv = int(cast["mana_value"])
    elif layout == "transform" and o.get("transformed"):  # 712.8e: the back face up, the front face's cost counts
        mv = cost_mana_value((o.get("back_face") or {}).get("mana_cost"), 0)
    else:
        mv = cost_mana_value(cost, int(x or 0))
    if layout is None and _adventure_behind(o):  # an object phase made (a token copy, 707.2): phase's own faces
        layout = "adventure"
    base.update({"hidden": False, "name": (o.get("name") or None) if not face_down else None,
                 "mana_cost": None if face_down else format_cost(cost, bool(o.get("is_token"))), "mana_value": mv,
                 "colors": sorted((COLORS[c] for c in o.get("color") or [] if c in COLORS), key="WUBRG".index),
                 "types": list(types.get("core_types") or []), "subtypes": list(types.get("subtypes") or []),
                 "supertypes": list(types.get("supertypes") or []), "power": o.get("power"),
                 "toughness": o.get("toughness"),
                 "keywords": [format_keyword(k) for k in o.get("keywords") or []],
                 "has_adventure": layout == "adventure" and not face_down and cast_as != "adventure"})
    return base


def _adventure_behind(o: JSON) -> bool:
    """phase keeps an adventurer's Adventure as the object's ``back_face`` (subtype Adventure)."""
    back = o.get("back_face") or {}
    return "Adventure" in ((back.get("card_types") or {}).get("subtypes") or [])


def pending(t: Table, wf: JSON) -> JSON | None:
    kind, d = wf.get("type"), wf.get("data") or {}
    if kind in (None, "Priority", "GameOver"):
        return None
    player = t.seats[d["player"]] if isinstance(d.get("player"), int) else None
    if kind == "CastOffer" and (d.get("kind") or {}).get("type") == "Discover":
        return {"player": player, "kind": "discover_cast", "options": ["cast", "hand"]}
    if kind == "CastOffer" and (d.get("kind") or {}).get("type") == "Cascade":  # 702.85a: cast it, or decline
        return {"player": player, "kind": "cascade_cast", "options": ["decline"]}
    if kind in ("TargetSelection", "TriggerTargetSelection"):
        selection = d.get("selection") or {}
        options = [[t.target_out(x)] for x in selection.get("current_legal_targets") or []]
        slots, slot = d.get("target_slots") or [], int(selection.get("current_slot") or 0)
        if slot < len(slots) and slots[slot].get("optional"):  # "up to one target": choosing none is an answer (601.2c)
            options.append([])
        return {"player": player, "kind": "targets", "options": options}
    if kind == "DiscardChoice":
        chosen = set(t.discard_buffer)
        opts = sorted((t.our(c) for c in d.get("cards") or [] if c not in chosen), key=str)
        return {"player": player, "kind": "discard", "options": opts}
    if kind == "ChooseLegend":
        return {"player": player, "kind": "keep_legend",
                "options": sorted(str(t.our(c)) for c in d.get("candidates") or [])}
    if kind == "NamedChoice" and d.get("choice_type") == "CardName":
        return {"player": player, "kind": "card_name", "options": _names_offered(t, d)}
    if kind == "UnlessPayment":  # ward (702.21a) and other "counter it unless its controller pays"
        return {"player": player, "kind": "ward_pay", "options": ["decline", "pay"]}
    if kind == "DeclareAttackers":
        return {"player": player, "kind": "declare_attackers", "options": []}
    if kind == "DeclareBlockers":
        return {"player": player, "kind": "declare_blockers", "options": []}
    return {"player": player, "kind": f"phase:{kind}", "options": []}


def _names_offered(t: Table, d: JSON) -> list[str]:
    """The card names phase accepts: its ``ChooseOption`` actions list only front faces of cards in the game,
    but it accepts (and enforces) any name its card database knows, an Adventure's included (its own
    check: "Invalid card name" otherwise), so every face name of the adapter's card data is offered."""
    offered = {a.data["choice"] for a in t.game.actions() if a.kind == "ChooseOption" and a.data}
    return sorted(offered | {str(x) for x in d.get("options") or []} | face_names())


def _permissions(t: Table, st: JSON, wf: JSON) -> list[JSON]:
    out: list[JSON] = []
    for oid in st.get("exile") or []:
        o = st["objects"][str(oid)]
        for perm in o.get("casting_permissions") or []:
            source = {"AdventureCreature": "adventure", "PlayFromExile": "impulse"}.get(perm.get("type"))
            if source:
                player = perm.get("player", o["owner"])
                out.append({"card": t.our(oid), "zone": "exile",
                            "player": t.seats[player if isinstance(player, int) else o["owner"]],
                            "as": "normal", "source": source, "free": False})
    d = wf.get("data") or {}
    source = FREE_CASTS.get(str((d.get("kind") or {}).get("type"))) if wf.get("type") == "CastOffer" else None
    if source:
        hit = t.our(d["kind"].get("hit_card"))
        # the cast that follows asks ModalFaceChoice for a split card's half (the driver answers it from the mode)
        split = KNOWN.get(t.cards.get(hit or "", ""), {}).get("layout") == "split"
        out.extend({"card": hit, "zone": "exile", "player": t.seats[d["player"]], "as": mode,
                    "source": source, "free": True} for mode in (("left", "right") if split else ("normal",)))
    return out
