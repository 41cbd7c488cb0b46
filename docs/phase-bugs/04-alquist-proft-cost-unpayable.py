"""phase.rs bug 04: Alquist Proft, Master Sleuth's activated ability can never be paid (602.2, 602.2b, 601.2h).

Alquist Proft's last ability costs {X}{W}{U}{U}, {T} and sacrificing a Clue. With a Clue token (from Thraben
Inspector's investigate) and enough lands, phase offers the activation but rejects it as soon as X is chosen
("non-self sacrifice/exile cost unhandled"), for every X, so the ability never reaches the stack.
Exit 1: still broken; 0: the ability resolves (Clue sacrificed, X cards drawn, X life gained); 2: can't be built.
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
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Thraben Inspector", "{W}", "Creature — Human Soldier",
         "When this creature enters, investigate. (Create a Clue token. It's an artifact with \"{2}, Sacrifice "
         "this token: Draw a card.\")", (1, 2), keywords=("Investigate",)),
    face("Alquist Proft, Master Sleuth", "{1}{W}{U}", "Legendary Creature — Human Detective",
         "Vigilance\nWhen Alquist Proft enters, investigate. (Create a Clue token. It's an artifact with \"{2}, "
         "Sacrifice this token: Draw a card.\")\n{X}{W}{U}{U}, {T}, Sacrifice a Clue: You draw X cards and gain X "
         "life.", (3, 3), keywords=("Vigilance", "Investigate")),
]


def activate(g: phase.Game, alquist: int, clue: int, x: int) -> str:
    """Activate Alquist's ability with X = x, sacrificing `clue`; what happened, in a few words."""
    ability = act(g, "ActivateAbility", source_id=alquist)
    if ability is None:
        return "not offered"
    try:
        g.apply(0, ability)
        for _ in range(8):
            wait = g.waiting_for()["type"]
            if wait == "ChooseXValue":
                g.apply(0, {"type": "ChooseX", "data": {"value": x}})
            elif wait == "Priority":
                break
            else:  # any cost choice: the Clue if it is an option, else the first offer that isn't a cancel
                offers = [a for a in g.actions() if a.kind != "CancelCast"]
                pick = next((a for a in offers if clue in json_ids(a.data)), offers[0] if offers else None)
                if pick is None:
                    return f"stuck at {wait}"
                g.apply(0, pick)
        resolve(g)
    except ValueError as exc:
        return f"rejected: {exc}"
    life = g.player(0)["life"]
    return f"done: Clue {'gone' if clue not in {o['id'] for o in g.battlefield()} else 'still there'}, life {life}"


def json_ids(data: Any) -> set[int]:
    """Every integer in an action's data (object ids among them)."""
    if isinstance(data, dict):
        return set().union(*(json_ids(v) for v in data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*(json_ids(v) for v in data)) if data else set()
    return {data} if isinstance(data, int) else set()


def main() -> int:
    """Make a Clue token, then try Alquist's ability with X = 0 and X = 1."""
    try:
        eng = engine(CARDS)
        g, ids = setup(eng, (
            {"hand": ["Thraben Inspector"],
             "battlefield": ["Alquist Proft, Master Sleuth", "Plains", "Plains", "Island", "Island"],
             "library": ["Plains"] * 3},
            {"library": ["Plains"] * 3}))
        g.apply(0, dbg("AddMana", player_id=0, mana=["White"]))
        g.apply(0, act(g, "CastSpell", object_id=ids[0]["hand"][0]))
        resolve(g)  # Inspector resolves, investigate resolves
        clue = next(o["id"] for o in g.battlefield() if "Clue" in o["card_types"]["subtypes"])
        snapshot = g.state()
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    outcomes = {x: activate(eng.load_game(snapshot), ids[0]["battlefield"][0], clue, x) for x in (0, 1)}
    print(f"Alquist Proft with a Clue token and four lands: {outcomes}")
    if outcomes[1] == "done: Clue gone, life 21" and outcomes[0].startswith("done: Clue gone"):
        print("FIXED: the ability can be activated and resolves")
        return 0
    print("BUG: Alquist Proft's ability can't be paid")
    return 1


if __name__ == "__main__":
    sys.exit(main())
