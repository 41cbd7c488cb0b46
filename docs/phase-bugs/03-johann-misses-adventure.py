"""phase.rs bug 03: Johann, Apprentice Sorcerer doesn't let you cast an Adventure from the top of the library
(715.3, 715.3a, 601.3, 601.3e).

Johann lets you cast an instant or sorcery spell from the top of your library once each turn. With Questing
Druid // Seek the Beast on top, Seek the Beast (an instant when cast as an Adventure) may be cast; phase offers
nothing. Control: with Lightning Bolt on top, phase does offer the cast.
Exit 1: still broken; 0: Seek the Beast can be cast from the top; 2: the situation can't be built.
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
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target."),
    face("Johann, Apprentice Sorcerer", "{2}{U}{R}", "Legendary Creature — Human Wizard",
         "You may look at the top card of your library any time.\nOnce each turn, you may cast an instant or "
         "sorcery spell from the top of your library. (You still pay its costs. Timing rules still apply.)", (2, 5)),
]
DRUID = "Questing Druid // Seek the Beast"
ADVENTURER = (
    face("Questing Druid", "{1}{G}", "Creature — Human Druid",
         "Whenever you cast a spell that's white, blue, black, or red, put a +1/+1 counter on this creature.",
         (1, 1), card=DRUID, layout="adventure"),
    face("Seek the Beast", "{1}{R}", "Instant — Adventure",
         "Exile the top two cards of your library. Until your next end step, you may play those cards.",
         card=DRUID, layout="adventure"),
)


def top_cast(eng: phase.Engine, top: str) -> tuple[phase.Game, phase.GameAction | None]:
    """Johann and three lands in play, `top` on top of the library: the offered cast of the top card, if any."""
    g, ids = setup(eng, (
        {"battlefield": ["Johann, Apprentice Sorcerer", "Mountain", "Forest", "Island"],
         "library": [top, "Forest", "Forest"]},
        {"library": ["Forest"] * 3}))
    return g, act(g, "CastSpell", object_id=ids[0]["library"][0])


def main() -> int:
    """Check Johann's permission on Lightning Bolt (control), then on Questing Druid // Seek the Beast."""
    try:
        eng = engine(CARDS, (ADVENTURER,))
        if top_cast(eng, "Lightning Bolt")[1] is None:
            raise LookupError("Johann's permission doesn't work even for Lightning Bolt")
        g, cast = top_cast(eng, "Questing Druid")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    variant = None
    if cast is not None:
        g.apply(0, cast)
        adventure = act(g, "ChooseAdventureFace", creature=False)
        if adventure is not None:
            g.apply(0, adventure)
        variant = [s["kind"]["data"].get("casting_variant") for s in g.stack()]
    print(f"Lightning Bolt on top: cast offered; Questing Druid // Seek the Beast on top: "
          f"{'cast offered, stack variants ' + str(variant) if cast else 'no cast offered'}")
    if variant and "Adventure" in variant:
        print("FIXED: Seek the Beast was cast from the top of the library")
        return 0
    print("BUG: Johann's permission doesn't cover the Adventure (an instant) on top of the library")
    return 1


if __name__ == "__main__":
    sys.exit(main())
