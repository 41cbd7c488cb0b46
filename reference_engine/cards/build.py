"""Builders for card definitions as data (the JSON shape of cards/model.py), shared by the pool and the sets."""

from __future__ import annotations

from typing import Any

Data = dict[str, Any]


def face(name: str, cost: str | None, types: str, subtypes: str = "", **rest: Any) -> Data:
    """A face, with types and subtypes written as space-separated words."""
    supertypes = [t for t in types.split() if t in ("Legendary", "Basic", "Snow")]
    out: Data = {
        "name": name,
        "mana_cost": cost,
        "types": [t for t in types.split() if t not in supertypes],
        "supertypes": supertypes,
        "subtypes": subtypes.replace("Young Hero", "Young_Hero").split(),
    }
    out["subtypes"] = [s.replace("_", " ") for s in out["subtypes"]]
    out.update(rest)
    return out


def card(*faces: Data, layout: str = "normal", synthetic: bool = False) -> Data:
    names = [f["name"] for f in faces]
    return {"name": " // ".join(names), "layout": layout, "faces": list(faces), "synthetic": synthetic}


def creature(name: str, cost: str, subtypes: str, p: int | str, t: int | str, *abilities: Data, **rest: Any) -> Data:
    types = rest.pop("types", "Creature")
    return face(name, cost, types, subtypes, power=p, toughness=t, abilities=list(abilities), **rest)


def spell(name: str, cost: str | None, types: str, effects: list[Data], targets: list[Data] | None = None,
          subtypes: str = "", **rest: Any) -> Data:
    return face(name, cost, types, subtypes, effects=effects, targets=targets or [], **rest)


def trig(event: str, *effects: Data, targets: list[Data] | None = None, **rest: Any) -> Data:
    return {"kind": "triggered", "event": event, "effects": list(effects), "targets": targets or [], **rest}


def static(**rest: Any) -> Data:
    return {"kind": "static", **rest}


def target(kind: str, **rest: Any) -> Data:
    return {"kind": kind, **rest}


def do(verb: str, **rest: Any) -> Data:
    return {"do": verb, **rest}
