"""What each ruling forbids: the refused actions its scenarios try on purpose, and the rule that refuses them.

A ruling whose text forbids an action gives a `Refusal` in its record (``ruling(..., refusal=...)``): which
actions are of the forbidden kind (a matcher over a trace, built from the matchers here), which families of
refused candidates its strategy draws (strategies/refusals.py), and the rule that makes them illegal. When the
record is defined, its strategy draws those candidates too and `refused_as_the_rules_say` leads its invariants:
where the model refuses an action of that kind, the engine must refuse it too, and the verdict names the rule.
`tried_refusal` tells whether a model trace tried one (tests/strategies/test_strategies_reach.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mtg_protocol.trace import JudgedTrace, Trace, Violation
from mtg_protocol.types import Action

from .common import ActionMatch, action_words, card_of, comparable


@dataclass(frozen=True)
class Refusal:
    """The forbidden actions of one ruling."""

    label: str
    """What is tried, in words (the reach table's column)."""
    match: ActionMatch
    families: tuple[str, ...]
    rule: str
    """Why the rules refuse it, with the rule numbers."""


# ----- matchers: read on the engine's trace, before the action ----------------------------------------------

def _zone_before(trace: Trace, i: int, action: Action) -> str | None:
    obj = trace.obj(i - 1, str(action.get("card", "")))
    return obj["zone"] if obj else None


def _layout(trace: Trace, card: str) -> str | None:
    found = card_of(trace, card)
    return found.layout if found is not None else None


def _mandatory_cost_left_out(trace: Trace, action: Action) -> bool:
    """A cast naming no additional cost where the face cast has a mandatory one (601.2b, 601.2f)."""
    found = card_of(trace, str(action.get("card", "")))
    if found is None or action.get("mode") == "face_down" or action.get("additional_costs"):
        return False
    face = found.face_named(str(action.get("mode") or "normal"))
    return any(c.get("mandatory") for c in face.additional_costs)


def casts_from(*zones: str, layout: str | None = None) -> ActionMatch:
    """Casts of a card that was in one of `zones` before the action (of one layout, if given)."""
    def match(trace: Trace, i: int, action: Action) -> bool:
        return (action.get("type") == "cast" and _zone_before(trace, i, action) in zones
                and (layout is None or _layout(trace, str(action.get("card"))) == layout))

    return match


def casts_of_created(trace: Trace, i: int, action: Action) -> bool:
    """Casts naming an object the game created (a token or a copy): it was never a card in a zone."""
    return action.get("type") == "cast" and str(action.get("card", "")).startswith("t")


def answers(kind: str) -> ActionMatch:
    """Answers to a pending choice of `kind` (as the model asked it)."""
    return lambda trace, i, action: action.get("type") == "choose" and trace.model.pending_kind(i - 1) == kind


def at_discover(layout: str | None = None) -> ActionMatch:
    """Casts made at a discover choice (of a card of one layout, if given)."""
    def match(trace: JudgedTrace, i: int, action: Action) -> bool:
        return (action.get("type") == "cast" and trace.model.pending_kind(i - 1) == "discover_cast"
                and (layout is None or _layout(trace, str(action.get("card"))) == layout))

    return match


def free_casts(trace: JudgedTrace, i: int, action: Action) -> bool:
    return action.get("type") == "cast" and (action.get("alt_cost") == "free" or bool(at_discover()(trace, i, action)))


def free_casts_with_other_costs(trace: JudgedTrace, i: int, action: Action) -> bool:
    """Free casts that also take another alternative cost (face down), or leave out a mandatory additional one."""
    return free_casts(trace, i, action) and (action.get("mode") == "face_down"
                                             or _mandatory_cost_left_out(trace, action))


def discover_casts_by_value(trace: JudgedTrace, i: int, action: Action) -> bool:
    """Casts at a discover choice judged by mana value alone: face up, no X, nothing left out."""
    return (at_discover()(trace, i, action) and action.get("mode") != "face_down" and not action.get("x")
            and not _mandatory_cost_left_out(trace, action))


def free_x_casts(trace: JudgedTrace, i: int, action: Action) -> bool:
    return free_casts(trace, i, action) and bool(action.get("x"))


def kind_is(kind: str, **fields: object) -> ActionMatch:
    return lambda trace, i, action: action.get("type") == kind and all(action.get(k) == v for k, v in fields.items())


def sacrifices(trace: Trace, i: int, action: Action) -> bool:
    return action.get("type") == "activate" and bool(action.get("sacrifice"))


ADVENTURE_EXILE = "715.3d: an adventurer in exile may be cast only as the permanent, only by the player its " \
                  "own resolved Adventure exiled it for, and at the permanent's normal timing (302.1, 117.1a)"



def refused_as_the_rules_say(refusal: Refusal) -> Callable[[JudgedTrace], list[Violation]]:
    """Invariant: an action of the forbidden kind that the model refuses is refused by the engine too."""

    def invariant(trace: JudgedTrace) -> list[Violation]:
        for i, action, result in trace.indexed_steps():
            if not comparable(trace, i - 1):
                return []
            if trace.model.accepted(i) or not result.get("accepted") or not refusal.match(trace, i, action):
                continue
            return [Violation(f"{action_words(trace, i)} to be refused ({refusal.rule})", "accepted it", i,
                              kind=f"forbidden {action.get('type')} accepted")]
        return []

    invariant.__name__ = invariant.__qualname__ = "refused_as_the_rules_say"
    return invariant


def tried_refusal(refusal: Refusal, model: Trace) -> bool:
    """Whether the model's trace of a scenario tries an action of the forbidden kind that it refuses."""
    own = JudgedTrace.of(model, model)
    return any(not model.accepted(i) and refusal.match(own, i, action) for i, action, _ in model.indexed_steps())


