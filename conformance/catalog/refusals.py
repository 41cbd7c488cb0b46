"""What each ruling forbids: the refused actions its scenarios try on purpose, and the rule that refuses them.

For every ruling whose text forbids an action, `REFUSALS` says which actions are of the forbidden kind (a
matcher over a trace), which families of refused candidates its strategy draws (strategies/refusals.py),
and the rule that makes them illegal. `attach_refusals` gives each such ruling those draws and an invariant
of its own: where the model refuses an action of that kind, the engine must refuse it too, and the verdict
names the rule. `tried_refusal` tells whether a model trace tried one (tests/strategies/test_strategies_reach.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from conformance.protocol.jsontypes import JSON
from strategies.refusals import with_refusals

from ..protocol.cards import CardView, card_view
from ..protocol.trace import JudgedTrace, Trace, Violation
from .common import ActionMatch, action_words, comparable
from .model import RULINGS


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

def _zone_before(trace: Trace, i: int, action: JSON) -> str | None:
    obj = trace.obj(i - 1, str(action.get("card", "")))
    return obj["zone"] if obj else None


def _card(trace: Trace, card: str) -> CardView | None:
    """A setup card as the protocol describes it, from the definitions the model's trace carries."""
    defined = trace.card_definition(card)
    return card_view(defined) if defined is not None else None


def _layout(trace: Trace, card: str) -> str | None:
    found = _card(trace, card)
    return found.layout if found is not None else None


def _mandatory_cost_left_out(trace: Trace, action: JSON) -> bool:
    """A cast naming no additional cost where the face cast has a mandatory one (601.2b, 601.2f)."""
    found = _card(trace, str(action.get("card", "")))
    if found is None or action.get("mode") == "face_down" or action.get("additional_costs"):
        return False
    face = found.face_named(str(action.get("mode") or "normal"))
    return any(c.get("mandatory") for c in face.additional_costs)


def _pending(trace: JudgedTrace, i: int) -> JSON:
    return trace.model.observation(i - 1).get("pending_choice") or {}


def casts_from(*zones: str, layout: str | None = None) -> ActionMatch:
    """Casts of a card that was in one of `zones` before the action (of one layout, if given)."""
    def match(trace: Trace, i: int, action: JSON) -> bool:
        return (action.get("type") == "cast" and _zone_before(trace, i, action) in zones
                and (layout is None or _layout(trace, str(action.get("card"))) == layout))

    return match


def casts_of_created(trace: Trace, i: int, action: JSON) -> bool:
    """Casts naming an object the game created (a token or a copy): it was never a card in a zone."""
    return action.get("type") == "cast" and str(action.get("card", "")).startswith("t")


def answers(kind: str) -> ActionMatch:
    """Answers to a pending choice of `kind` (as the model asked it)."""
    return lambda trace, i, action: action.get("type") == "choose" and _pending(trace, i).get("kind") == kind


def at_discover(layout: str | None = None) -> ActionMatch:
    """Casts made at a discover choice (of a card of one layout, if given)."""
    def match(trace: JudgedTrace, i: int, action: JSON) -> bool:
        return (action.get("type") == "cast" and _pending(trace, i).get("kind") == "discover_cast"
                and (layout is None or _layout(trace, str(action.get("card"))) == layout))

    return match


def free_casts(trace: JudgedTrace, i: int, action: JSON) -> bool:
    return action.get("type") == "cast" and (action.get("alt_cost") == "free" or bool(at_discover()(trace, i, action)))


def free_casts_with_other_costs(trace: JudgedTrace, i: int, action: JSON) -> bool:
    """Free casts that also take another alternative cost (face down), or leave out a mandatory additional one."""
    return free_casts(trace, i, action) and (action.get("mode") == "face_down"
                                             or _mandatory_cost_left_out(trace, action))


def discover_casts_by_value(trace: JudgedTrace, i: int, action: JSON) -> bool:
    """Casts at a discover choice judged by mana value alone: face up, no X, nothing left out."""
    return (at_discover()(trace, i, action) and action.get("mode") != "face_down" and not action.get("x")
            and not _mandatory_cost_left_out(trace, action))


def free_x_casts(trace: JudgedTrace, i: int, action: JSON) -> bool:
    return free_casts(trace, i, action) and bool(action.get("x"))


def kind_is(kind: str, **fields: object) -> ActionMatch:
    return lambda trace, i, action: action.get("type") == kind and all(action.get(k) == v for k, v in fields.items())


def sacrifices(trace: Trace, i: int, action: JSON) -> bool:
    return action.get("type") == "activate" and bool(action.get("sacrifice"))


ADVENTURE_EXILE = "715.3d: an adventurer in exile may be cast only as the permanent, only by the player its " \
                  "own resolved Adventure exiled it for, and at the permanent's normal timing (302.1, 117.1a)"

REFUSALS: dict[str, Refusal] = {
    "WOE-01": Refusal("cast from exile refused (timing or mode)", casts_from("exile", layout="adventure"),
                      ("cast:exile",), ADVENTURE_EXILE),
    "WOE-05": Refusal("cast from exile refused (no Adventure permission)", casts_from("exile", layout="adventure"),
                      ("cast:exile",), ADVENTURE_EXILE),
    "WOE-08": Refusal("adventurer cast from exile or a graveyard refused",
                      casts_from("exile", "graveyard", layout="adventure"), ("cast:exile,graveyard",),
                      "715.3d: only an Adventure that resolved gives a permission, to cast the permanent; a "
                      "countered or fizzled one gives none (701.6a, 608.2b)"),
    "WOE-11": Refusal("cast from the library top refused", casts_from("library"), ("cast:library",),
                      "715.3a, 601.3e: an instant-or-sorcery permission is judged by the characteristics the card "
                      "would have on the stack; it covers the Adventure, not the creature"),
    "WOE-14": Refusal("cast of a copy that changed zones refused", casts_of_created, ("cast:created",),
                      "704.5d, 400.7: a token copy that left the battlefield ceased to exist; nothing is left to cast"),
    "WOE-16": Refusal("cast of an Adventure's copy refused", casts_of_created, ("cast:created",),
                      "707.10a, 704.5e: a copy of a spell ceases to exist once it leaves the stack; it is never "
                      "cast as a permanent"),
    "WOE-06": Refusal("Role not offered chosen to keep", answers("keep_role"), ("choose:keep_role",),
                      "303.7a, 704.5y: the player keeps one of the Roles they control on that permanent, nothing "
                      "else"),
    "LCI-01": Refusal("free cast refused (another alternative cost, or a mandatory cost unpaid)",
                      free_casts_with_other_costs,
                      ("cast",), "118.9a, 601.2b, 601.2f: one alternative cost at most; mandatory additional "
                                 "costs must be paid"),
    "LCI-02": Refusal("cast at discover refused (mana value over the limit)", discover_casts_by_value,
                      ("cast:exile",),
                      "701.57a: a discovered card may be cast only with characteristics of mana value at most the "
                      "discover value (715.3a, 709.3a, 712.11)"),
    "LCI-03": Refusal("cast of a discovered split card refused", at_discover("split"), ("cast:exile/split",),
                      "709.3, 701.57a: one half is cast, judged by its own mana value; never the whole card"),
    "LCI-06": Refusal("free cast with X above 0 refused", free_x_casts, ("cast",),
                      "107.3b: cast without paying its mana cost, X is 0"),
    "LCI-08": Refusal("discover answered with something not offered", answers("discover_cast"),
                      ("choose:discover_cast",),
                      "701.57a: the discovered card is cast or put into its owner's hand; nothing else"),
    "LCI-10": Refusal("free cast refused (the discovered card can't be cast, or went to hand)", free_casts,
                      ("cast:exile,hand",), "701.57a, 601.2c: a discovered card that can't be cast (no legal "
                                            "target) is put into its owner's hand, with no free cast left"),
    "MKM-01": Refusal("turn face up refused", kind_is("turn_face_up"), ("turn_up",),
                      "702.168d, 613.1f: a permanent that lost its abilities has no disguise cost to pay"),
    "MKM-10": Refusal("face-down cast refused", kind_is("cast", mode="face_down"), ("cast:hand",),
                      "702.168a, 118.9a: a card is cast face down as a creature spell would be (its timing, "
                      "302.1), for the alternative cost {3}, combined with no other"),
    "MKM-11": Refusal("turn face up refused (a spell, or not its controller)", kind_is("turn_face_up"),
                      ("turn_up",), "116.2b, 708.7: only the controller of a face-down permanent may turn it up, "
                                    "never a face-down spell"),
    "MKM-14": Refusal("turn face up refused (a cost it doesn't have, or not its controller)",
                      kind_is("turn_face_up"), ("turn_up",),
                      "702.168d, 116.2b: its controller turns it up by paying its disguise cost; a disguised "
                      "permanent has no mana-cost way (701.40b is manifest's)"),
    "MKM-05": Refusal("Clue sacrificed twice, or a non-Clue sacrificed, refused", sacrifices, ("sacrifice",),
                      "602.2, 118.3: a cost is paid with objects that are there to pay it; one Clue pays once"),
    "MKM-15": Refusal("sacrifice of a non-Clue refused", sacrifices, ("sacrifice",),
                      "205.3g, 111.10f: only an artifact with the Clue subtype is a Clue"),
    "MKM-17": Refusal("sacrifice of a non-Clue refused", sacrifices, ("sacrifice",),
                      "205.3g: Clue is an artifact type; a changeling creature has no artifact types"),
}


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


def tried_refusal(rid: str, model: Trace) -> bool:
    """Whether the model's trace of a scenario tries an action of the ruling's forbidden kind that it refuses."""
    refusal = REFUSALS[rid]
    own = JudgedTrace.of(model, model)
    return any(not model.accepted(i) and refusal.match(own, i, action) for i, action, _ in model.indexed_steps())


def attach_refusals() -> None:
    """Give each ruling in REFUSALS its refusal draws and its refusal invariant (once), first among its own:
    at a step it flags, its message names the rule that refuses the action."""
    for rid, refusal in REFUSALS.items():
        ruling = RULINGS[rid]
        if any(getattr(inv, "__name__", "") == "refused_as_the_rules_say" for inv in ruling.invariants):
            continue
        RULINGS[rid] = replace(ruling, scenario=with_refusals(ruling.scenario, refusal.families),
                               invariants=(refused_as_the_rules_say(refusal), *ruling.invariants))
