"""phase's events of one step in our vocabulary (zone moves with their causes, casts, tokens, triggers, ...)."""

from __future__ import annotations

from typing import Any

from mtg_protocol.jsontypes import JSON

from .phase_table import Table


def created_objects(raw: list[JSON]) -> tuple[int, ...]:
    """The phase ids of the objects phase's events of one step say it created (tokens)."""
    return tuple(int(e["data"]["object_id"]) for e in raw
                 if e["type"] == "TokenCreated" and (e.get("data") or {}).get("object_id") is not None)


def translate(t: Table, raw: list[JSON], known_abilities: set[int]) -> list[JSON]:
    """phase's events in our vocabulary (zone moves with causes, cast, resolve, tokens, ...)."""
    by_kind: dict[str, set[Any]] = {}
    for e in raw:
        d = e.get("data") or {}
        by_kind.setdefault(e["type"], set()).add(d.get("object_id"))
    out: list[JSON] = []
    for e in raw:
        kind, d = e["type"], e.get("data") or {}
        if kind == "ZoneChanged" and d.get("from") is not None:
            oid = d["object_id"]
            src, dst = str(d["from"]).lower(), str(d["to"]).lower()
            if oid in by_kind.get("CardDrawn", ()):
                cause = "draw"
            elif oid in by_kind.get("LandPlayed", ()):
                cause = "play"
            elif oid in by_kind.get("PermanentSacrificed", ()):
                cause = "sacrifice"
            elif dst == "stack":
                cause = "cast"
            elif src == "stack":
                cause = "counter" if oid in by_kind.get("SpellCountered", ()) else "resolve"
            elif src == "battlefield" and (d.get("record") or {}).get("is_token") and dst != "battlefield":
                cause = "effect"
            elif src == "battlefield" and dst == "graveyard":
                cause = "sba"
            else:
                cause = "effect"
            out.append({"type": "zone_move", "card": t.our(oid), "from": src, "to": dst, "cause": cause})
        elif kind == "SpellCast":
            oid = int(d["object_id"] if d.get("object_id") is not None else d["card_id"])
            info = t.cast_mode(oid)
            t.cast_info[oid] = {"mana_value": d.get("cast_mana_value"), "mode": info[0]}
            out.append({"type": "cast", "card": t.our(oid), "player": t.seats[d["controller"]],
                        "mode": info[0], "mana_value": d.get("cast_mana_value"), "alt_cost": info[1]})
        elif kind == "StackResolved":
            out.append({"type": "resolve", "card": t.our(d.get("object_id"))})
        elif kind == "SpellCountered":
            out.append({"type": "counter", "card": t.our(d.get("object_id"))})
        elif kind == "TokenCreated":
            oid = d["object_id"]  # every TokenCreated names its token
            try:
                att = (t.game.object(oid).get("attached_to") or {}).get("data")
            except ValueError:  # gone again in this step: what it was attached to when it left
                att = next(((e2["data"].get("old_target") or {}).get("Object") for e2 in raw
                            if e2["type"] == "Unattached" and e2["data"].get("attachment_id") == oid), None)
            out.append({"type": "token_created", "card": t.our(oid), "name": d.get("name"),
                        "attached_to": t.our(att)})
        elif kind == "PermanentSacrificed":
            out.append({"type": "sacrifice", "card": t.our(d.get("object_id")),
                        "player": t.seats[d["player_id"]] if d.get("player_id") is not None else None})
        elif kind in ("TurnedFaceUp", "TurnedFaceDown"):
            out.append({"type": "turned_face_up" if kind == "TurnedFaceUp" else "turned_face_down",
                        "card": t.our(d.get("object_id"))})
        elif kind == "LifeChanged":
            out.append({"type": "life", "player": t.seats[d["player_id"]], "amount": d.get("amount")})
        elif kind == "GameOver":
            winner = d.get("winner")
            out.append({"type": "game_over", "winners": [] if winner is None else [t.seats[winner]]})
    for entry in t.game.stack():
        if entry["kind"]["type"] == "TriggeredAbility" and entry["id"] not in known_abilities:
            ability = entry["kind"]["data"].get("ability") or {}
            out.append({"type": "trigger", "id": t.ability_ids.get(entry["id"]),
                        "source": t.our(entry.get("source_id")), "text": ability.get("description")})
    return out
