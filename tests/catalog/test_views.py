"""Views compared in full (conformance/catalog/views.py): every field a player may see, nothing hidden leaking,
and nothing the protocol leaves open held against an engine."""

from __future__ import annotations

import copy

from conformance.catalog.views import views_match_model
from conformance.corpus import load_corpus
from conformance.model import model_trace
from mtg_protocol.jsontypes import JSON
from mtg_protocol.trace import Trace


def _mkm09_traces() -> tuple[Trace, Trace]:
    """(engine trace, model trace) of the MKM-09 corpus case, views included; the engine is the model's copy."""
    case = load_corpus()["MKM-09"][0]
    model = model_trace(case, views=True)
    engine = copy.deepcopy(model)
    engine.model = model
    return engine, model


def _face_down_in_views(trace: Trace, viewer: str) -> list[JSON]:
    assert trace.views is not None
    return [o for view in trace.views for o in view[viewer]["objects"] if o.get("face_down")
            and o["zone"] in ("battlefield", "stack")]


def test_the_model_agrees_with_itself() -> None:
    engine, _ = _mkm09_traces()
    assert views_match_model(engine) == []


def test_a_face_down_body_shown_to_the_opponent_is_named_by_field_and_player() -> None:
    engine, _ = _mkm09_traces()
    for o in _face_down_in_views(engine, "p2"):
        o["power"] = 5
    found = views_match_model(engine)
    assert found and "p2" in found[0].expected and "power" in found[0].expected


def test_an_identity_leak_to_the_opponent_is_caught() -> None:
    engine, _ = _mkm09_traces()
    for o in _face_down_in_views(engine, "p2"):
        o["identity"] = "Masked Paladin of Test"
    found = views_match_model(engine)
    assert found and "not to see which card" in found[0].expected and "p2" in found[0].expected


def test_what_the_protocol_leaves_open_is_not_held_against_an_engine() -> None:
    engine, _ = _mkm09_traces()
    assert engine.views is not None
    for view in engine.views:
        for objects in (o for v in view.values() for o in v["objects"]):
            objects["keywords"] = [k.upper() for k in objects.get("keywords") or []][::-1]
            objects["timestamp"] = 1000 + (objects.get("timestamp") or 0)
            objects["position"] = 0
            if not objects.get("face_down") and not objects.get("hidden"):
                objects["identity"] = None
    assert views_match_model(engine) == []


def test_a_state_difference_is_left_to_the_ruling_that_governs_it() -> None:
    """Where the engine's referee view already differs from the model (another zone), the view isn't blamed."""
    engine, _ = _mkm09_traces()
    assert engine.views is not None
    card = _face_down_in_views(engine, "p1")[0]["card"]
    for i, step in enumerate(engine.steps):
        for o in step["observation"]["objects"]:
            if o["card"] == card:
                o["zone"] = "graveyard"
        for view in engine.views[i].values():
            for o in view["objects"]:
                if o["card"] == card:
                    o["zone"], o["power"] = "graveyard", 9
    assert views_match_model(engine) == []
