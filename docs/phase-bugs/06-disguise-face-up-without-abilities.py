"""phase.rs bug 06: a face-down disguise permanent that lost its abilities can still be turned face up
(702.168d, 116.2b, 708.8, 613.1f).

Dog Walker is cast face down with disguise. The opponent's Merfolk Trickster makes it lose all abilities until
end of turn. Face up it would have no disguise ability, hence no disguise cost, so it can't be turned face up
that way. phase still offers and performs the turn-face-up special action.
Control: before the Trickster, turning it face up is offered (as it should be).
Exit 1: still broken; 0: turning it face up is refused; 2: the situation can't be built.
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


CARDS = [
    face("Plains", None, "Basic Land — Plains", "({T}: Add {W}.)"),
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Dog Walker", "{R/W}{R/W}", "Creature — Human Citizen",
         "Vigilance\nWhen this creature is turned face up, create two tapped 1/1 white Dog creature tokens.\n"
         "Disguise {R/W}{R/W} (You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it "
         "face up any time for its disguise cost.)", (3, 1), keywords=("Vigilance", "Disguise")),
    face("Merfolk Trickster", "{U}{U}", "Creature — Merfolk Wizard",
         "Flash\nWhen Merfolk Trickster enters, tap target creature an opponent controls. That creature loses all "
         "abilities until end of turn.", (2, 2), keywords=("Flash",)),
]


def answer(g: phase.Game, target: int) -> None:
    """Play out the stack: Trickster's trigger targets `target`, its controller pays ward, everyone passes."""
    for _ in range(20):
        wait = g.waiting_for()
        who = (wait.get("data") or {}).get("player", g.priority_player())
        if wait["type"] in ("TargetSelection", "TriggerTargetSelection"):
            g.apply(who, {"type": "ChooseTarget", "data": {"target": {"Object": target}}})
        elif wait["type"] == "UnlessPayment":
            g.apply(who, {"type": "PayUnlessCost", "data": {"pay": True}})
        elif wait["type"] == "Priority" and g.stack():
            g.apply(who, phase.GameAction.from_dict({"type": "PassPriority"}))
        else:
            return


def main() -> int:
    """Cast Dog Walker face down, let Merfolk Trickster strip its abilities, then try to turn it face up."""
    try:
        g, ids = setup(engine(CARDS), (
            {"hand": ["Dog Walker"], "battlefield": ["Plains"] * 3 + ["Mountain"] * 2, "library": ["Plains"] * 3},
            {"hand": ["Merfolk Trickster"], "battlefield": ["Island"] * 4, "library": ["Island"] * 3}))
        walker, trickster = ids[0]["hand"][0], ids[1]["hand"][0]
        g.apply(0, act(g, "CastSpell", object_id=walker))
        g.apply(0, {"type": "ChooseAlternativeCast", "data": {"choice": {"type": "Alternative"}}})
        resolve(g)
        if not g.object(walker)["face_down"] or act(g, "TurnFaceUp", object_id=walker) is None:
            raise LookupError("the face-down Dog Walker can't be turned face up even before the Trickster")
        g.apply(0, phase.GameAction.from_dict({"type": "PassPriority"}))  # opponent gets priority, stack empty
        g.apply(1, act(g, "CastSpell", object_id=trickster))
        answer(g, walker)
        if g.object(trickster)["zone"] != "Battlefield" or g.object(walker)["keywords"]:
            raise LookupError("Merfolk Trickster's trigger didn't strip the face-down creature's abilities")
        if g.priority_player() == 1:
            g.apply(1, phase.GameAction.from_dict({"type": "PassPriority"}))
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    offered = act(g, "TurnFaceUp", object_id=walker) is not None
    try:
        g.apply(0, {"type": "TurnFaceUp", "data": {"object_id": walker, "x": 0}})
        result = f"turned face up as {g.object(walker)['name']!r}"
    except ValueError as exc:
        result = f"refused ({exc})"
    print(f"after Merfolk Trickster: TurnFaceUp {'offered' if offered else 'not offered'}; {result}")
    if offered or not result.startswith("refused"):
        print("BUG: a face-down permanent without abilities was allowed to turn face up with disguise")
        return 1
    print("FIXED: the permanent can't be turned face up")
    return 0


if __name__ == "__main__":
    sys.exit(main())
