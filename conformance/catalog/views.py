"""Each player's view compared with the model's view for that player, field by field (708.5, 401.2, 402.3).

A ruling marked ``views`` plays its scenarios asking every player's observation after every step. What a
player may see is settled by the rules, not by the engine: the model's view for that player is the expected
one. This invariant compares, object by object, every characteristic, the counters, the attachments, the
tapped and face-down status, and what the player may know of the object's identity; and it flags anything a
player may not see that the engine shows (a leak).

Where the protocol leaves a value open, it is not compared (docs/protocol.md): timestamps and positions
(engines number and order on their own), the identity of a face-up object everyone may see (the protocol's
example shows it as null), and tokens the engine numbered differently from the model.
"""

from __future__ import annotations

from typing import Any

from mtg_protocol.trace import JudgedTrace, Trace, Violation, same_field
from mtg_protocol.types import GameObject
from mtg_protocol.vocab import SETUP_CARD_LISTS

from .common import comparable
from .mana_symbols import same_mana_cost

CHARACTERISTICS = ("name", "mana_cost", "mana_value", "colors", "types", "subtypes", "supertypes", "power",
                   "toughness", "keywords")
STATUS = ("zone", "owner", "controller", "tapped", "face_down", "attached_to", "counters", "damage")
PUBLIC_FACE_DOWN_ZONES = ("battlefield", "stack")


def _empty(value: Any) -> bool:
    return value is None or value == [] or value == {} or value == ""


def _face_down_in_public(obj: GameObject) -> bool:
    return bool(obj.get("face_down")) and obj.get("zone") in PUBLIC_FACE_DOWN_ZONES


def _hidden(obj: GameObject) -> bool:
    """The model hides which card this is and all its characteristics (a hand, a library, face down in exile)."""
    return bool(obj.get("hidden")) or (obj.get("identity") is None and bool(obj.get("face_down"))
                                       and not _face_down_in_public(obj))


def _leak(got: GameObject) -> str | None:
    """What an engine shows of an object its viewer may not identify: the first non-empty field, or None."""
    for key in ("identity", *CHARACTERISTICS):
        if key == "mana_value" and got.get(key) in (None, 0):
            continue
        if not _empty(got.get(key)):
            return f"{key} {got.get(key)!r}"
    return None


def _normal(key: str, value: Any) -> Any:
    """Keywords compared without case: the protocol writes them lower case but says nothing of the letters in a
    parameter's mana symbols (``disguise {1}{W}``)."""
    if key == "keywords" and isinstance(value, list):
        return [str(k).lower() for k in value]
    return value


def _differs(key: str, a: GameObject, b: GameObject) -> bool:
    if key == "mana_cost":  # a cost compared as a cost (same_mana_cost), however it is written
        return not same_mana_cost(a.get("mana_cost"), b.get("mana_cost"))
    return not same_field(key, _normal(key, a.get(key)), _normal(key, b.get(key)))


def _field_fault(want: GameObject, got: GameObject, settled: tuple[str, ...]) -> tuple[str, Any, Any] | None:
    """(field, expected, shown) for the first of the `settled` fields where the engine's object differs from the
    model's."""
    fields: tuple[str, ...] = STATUS
    if _face_down_in_public(want):
        fields += ("face_down_by", "identity")
    fields += CHARACTERISTICS
    for key in fields:
        if key in settled and _differs(key, want, got):
            if key == "counters" and _empty(want.get(key)) and _empty(got.get(key)):
                continue
            return key, want.get(key), got.get(key)
    return None


def _where(obj: GameObject) -> str:
    zone = obj.get("zone")
    if zone in ("battlefield", "stack"):
        return f"on the {zone}"
    if zone == "exile":
        return "in exile"
    return f"in {obj.get('owner')}'s {zone}"


def _setup_ids(trace: Trace) -> set[str]:
    return {e["id"] for p in trace.setup["players"]
            for zone in SETUP_CARD_LISTS for e in p.get(zone) or []}


def _object_fault(viewer: str, card: str, want: GameObject, got: GameObject,
                  settled: tuple[str, ...]) -> tuple[str, str] | None:
    """(expected, observed) in words for one object seen by one player, or None when the views agree."""
    if _hidden(want):
        for key in ("zone", "owner"):
            if not same_field(key, want.get(key), got.get(key)):
                return (f"{viewer}'s view to show {card}'s {key} as {want.get(key)!r}",
                        f"showed {viewer} {key} {got.get(key)!r}", )
        leak = _leak(got)
        if leak:
            return (f"{viewer} not to see which card {card} {_where(want)} is (708.5, 401.2, 402.3)",
                    f"showed {viewer} its {leak}")
        return None
    fault = _field_fault(want, got, settled)
    if fault is None:
        return None
    key, expected, shown = fault
    if key == "identity" and expected is None:
        return (f"{viewer} not to see which card {want['controller']}'s face-down {card} {_where(want)} is (708.5)",
                f"showed {viewer} it is {shown!r}")
    if key == "identity":
        return (f"{viewer} to see that its face-down {card} {_where(want)} is {expected!r} (708.5)",
                f"showed {viewer} {shown!r}")
    rule = "613" if key in CHARACTERISTICS else "708.2, 708.6" if key.startswith("face_down") else "a public fact"
    return (f"{viewer}'s view of {card} {_where(want)} to show {key} {expected!r}, as in the game ({rule})",
            f"showed {viewer} {key} {shown!r}")


ALL_FIELDS = (*STATUS, "face_down_by", "identity", *CHARACTERISTICS)
WHERE = ("zone", "owner", "controller", "face_down")


def settled_fields(engine_truth: GameObject | None, model_truth: GameObject | None) -> tuple[str, ...]:
    """The fields a view is judged on: those where the engine's referee view already agrees with the model's.

    Where the game states differ (the engine put the card elsewhere, or computed another power), the ruling
    that governs that is the one to fail; a view is about what each player is shown of the same state.
    """
    if engine_truth is None or model_truth is None or any(_differs(k, engine_truth, model_truth) for k in WHERE):
        return ()
    return tuple(k for k in ALL_FIELDS if not _differs(k, engine_truth, model_truth))


def views_match_model(trace: JudgedTrace) -> list[Violation]:
    """After each step, each player's view of each object matches the model's view for that player, on every
    field where the engine's game state agrees with the model's."""
    if not trace.views or not trace.model.views:
        return []
    known = _setup_ids(trace)
    for i in range(min(len(trace.views), len(trace.model.views), len(trace.steps))):
        if not comparable(trace, i):
            return []
        if trace.observation(i).get("pending_choice") or trace.model.observation(i).get("pending_choice"):
            continue
        engine_truth = {o["card"]: o for o in trace.observation(i)["objects"]}
        model_truth = {o["card"]: o for o in trace.model.observation(i)["objects"]}
        for viewer, model_view in trace.model.views[i].items():
            view = trace.views[i].get(viewer)
            if view is None:
                return [Violation(f"a view for {viewer}", "gave none", i)]
            if view.get("objects") == model_view["objects"]:
                continue  # the same view, object for object (the usual case): nothing to tell apart
            shown = {o["card"]: o for o in view.get("objects") or []}
            for want in model_view["objects"]:
                got = shown.get(want["card"])
                if got == want:
                    continue
                settled = settled_fields(engine_truth.get(want["card"]), model_truth.get(want["card"]))
                if not settled:
                    continue
                if got is None:
                    if want["card"] in known:
                        return [Violation(f"{viewer}'s view to show {want['card']} {_where(want)}",
                                          f"left it out of {viewer}'s view", i)]
                    continue
                fault = _object_fault(viewer, want["card"], want, got, settled)
                if fault:
                    return [Violation(fault[0], fault[1], i)]
    return []
