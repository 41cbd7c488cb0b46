"""What the reproduction scripts beside this file share: building phase.rs games from typed card faces and
driving them. It uses only phase-python, so each NN-*.py script still runs outside this project, with this
file beside it (copy both when filing a bug upstream).
"""
from __future__ import annotations

import json
import sys
from typing import Any

try:
    import phase
except ImportError:
    print("cannot build the situation: phase-python is not installed")
    sys.exit(2)

Face = dict[str, Any]
Zones = dict[str, list[str]]


def face(name: str, cost: str | None, type_line: str, text: str = "", pt: tuple[int, int] | None = None,
         card: str | None = None, layout: str = "normal", keywords: tuple[str, ...] = ()) -> Face:
    """One MTGJSON-shaped card face (oracle text typed in; nothing downloaded)."""
    left, _, right = type_line.partition(" — ")
    sup = [w for w in left.split() if w in ("Basic", "Legendary")]
    colors = [c for c in "WUBRG" if c in (cost or "")]
    symbols = (cost or "").strip("{}").split("}{") if cost else []
    d: Face = {"name": card or name, "layout": layout, "type": type_line,
               "types": [w for w in left.split() if w not in sup], "subtypes": right.split(), "supertypes": sup,
               "text": text, "colors": colors, "colorIdentity": colors, "keywords": list(keywords), "identifiers": {},
               "manaValue": float(sum(int(s) if s.isdigit() else 1 for s in symbols))}
    if cost:
        d["manaCost"] = cost
    if pt:
        d["power"], d["toughness"] = str(pt[0]), str(pt[1])
    if card:
        d["faceName"] = name
    return d


def engine(singles: list[Face], adventurers: tuple[tuple[Face, Face], ...] = ()) -> phase.Engine:
    """An engine knowing the given cards (an adventurer is its creature face and its Adventure face)."""
    db = {f["name"].lower(): phase.build_oracle_face(f, "repro/" + f["name"]) for f in singles}
    for creature, adventure in adventurers:
        for index, f in enumerate((creature, adventure)):
            built = phase.build_oracle_face_multi(f, "repro/" + f["name"])
            built["layout"], built["face_index"] = "adventure", index
            db.setdefault(built["name"].lower(), built)
    return phase.Engine.from_json(json.dumps(db))


def dbg(kind: str, **data: Any) -> dict[str, Any]:
    """A phase debug action (scenario setup only)."""
    return {"type": "Debug", "data": {"type": kind, "data": data}}


def setup(eng: phase.Engine, seats: tuple[Zones, Zones]) -> tuple[phase.Game, list[dict[str, list[int]]]]:
    """Player 0's first main phase with exactly the given hand, battlefield and library (top first) per seat."""
    decks = [[n for z in ("hand", "battlefield", "library") for n in s.get(z, [])] for s in seats]
    g = eng.new_game(decks[0], decks[1], seed=1, first_player=0)
    while g.waiting_for()["type"] == "MulliganDecision":
        seat = g.waiting_for()["data"]["pending"][0]["player"]
        g.apply(seat, next(a for a in g.actions() if a.data["choice"]["type"] == "Keep"))
    st = g.state()
    st["state"]["debug_mode"] = True
    g = eng.load_game(st)
    ids: list[dict[str, list[int]]] = []
    for seat, zones in enumerate(seats):
        objs = g.state()["state"]["objects"]
        free = sorted(int(k) for k, o in objs.items() if o["owner"] == seat)
        placed: dict[str, list[int]] = {}
        for zone in ("hand", "battlefield", "library"):
            placed[zone] = []
            for name in zones.get(zone, []):
                oid = next(i for i in free if objs[str(i)]["name"] == name)
                free.remove(oid)
                placed[zone].append(oid)
                to = {"hand": "Hand", "battlefield": "Battlefield", "library": "Library"}[zone]
                if g.object(oid)["zone"] != to:
                    g.apply(0, dbg("MoveToZone", object_id=oid, to_zone=to, simulate=False))
                if zone == "battlefield":
                    g.apply(0, dbg("SetSummoningSickness", object_id=oid, sick=False))
        st = g.state()
        st["state"]["players"][seat]["library"] = placed["library"]
        g = eng.load_game(st)
        ids.append(placed)
    g.apply(0, dbg("SetPhase", phase="PreCombatMain", active_player=0))
    return g, ids


def act(g: phase.Game, kind: str, **match: Any) -> phase.GameAction | None:
    """The legal action of that kind whose data has the given fields, if any."""
    return next((a for a in g.actions() if a.kind == kind and all((a.data or {}).get(k) == v
                                                                   for k, v in match.items())), None)


def resolve(g: phase.Game) -> None:
    """Pass priority until the stack is empty or a player has a decision to make."""
    for _ in range(10):
        if g.waiting_for()["type"] != "Priority" or not g.stack():
            return
        g.apply(g.priority_player(), phase.GameAction.from_dict({"type": "PassPriority"}))


# Questing Druid // Seek the Beast, the adventurer bugs 01 to 03 are about.
DRUID = "Questing Druid // Seek the Beast"
ADVENTURER = (
    face("Questing Druid", "{1}{G}", "Creature — Human Druid",
         "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on this creature.",
         (1, 1), card=DRUID, layout="adventure"),
    face("Seek the Beast", "{1}{R}", "Instant — Adventure",
         "Exile the top two cards of your library. Until your next end step, you may play those cards.",
         card=DRUID, layout="adventure"),
)


PASS = {"type": "PassPriority"}


def cast_face_down(g: phase.Game, seat: int, oid: int) -> None:
    """`seat` casts card `oid` face down with disguise for {3} and lets it resolve (bugs 08, 10, 11)."""
    g.apply(seat, act(g, "CastSpell", object_id=oid))
    for _ in range(3):  # phase skips the face question when only the disguise cast is affordable
        kind = g.waiting_for()["type"]
        if kind == "AlternativeCastChoice":
            g.apply(seat, {"type": "ChooseAlternativeCast", "data": {"choice": {"type": "Alternative"}}})
        elif kind == "ManaPayment":
            g.apply(seat, phase.GameAction.from_dict(PASS))
    resolve(g)
    if not g.object(oid)["face_down"] or g.object(oid)["zone"] != "Battlefield":
        raise LookupError(f"{g.object(oid)['name'] or 'the card'} is not a face-down permanent")


# Forum Familiar, the disguise card bugs 10 and 11 are about.
FORUM_FAMILIAR = face(
    "Forum Familiar", "{W}", "Creature — Cat",
    "Disguise {1}{W} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any "
    "time for its disguise cost.)\nWhen this creature is turned face up, return another target permanent you control "
    "to its owner's hand and put a +1/+1 counter on this creature.", (1, 1), keywords=("Disguise",))


def turn_face_up(g: phase.Game, seat: int, oid: int) -> None:
    """`seat` turns its face-down permanent `oid` face up for its disguise cost (a special action, 116.2b)."""
    offered = act(g, "TurnFaceUp", object_id=oid)
    if offered is None:
        raise LookupError("phase does not offer turning the permanent face up")
    g.apply(seat, offered)
    if g.object(oid)["face_down"]:
        raise LookupError("the permanent is still face down")
