"""The checks of a card-ruling case, judged on an engine's trace alone (docs/card-rulings.md).

A case states its expected outcome as checks on the observations and events the protocol defines; the same
checks judge every engine, the reference included. The judging layer's equivalences apply: order-free lists are
sets, mana strings are costs, a counter at 0 is no counter, tokens are found by what they are and where (never
by id), and the trace is the one aligned on outcomes (conformance/dialogue.py) when the engine asked otherwise.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from conformance.catalog.common import action_kind, action_words
from mtg_protocol.jsontypes import JSON
from mtg_protocol.trace import ORDER_FREE_FIELDS, JudgedTrace, Violation
from mtg_protocol.types import Observation
from reference_engine.creature_types import CREATURE_TYPES

COST_FIELDS = ("mana_cost", "mana_pool", "mana")
"""Fields that hold mana strings: compared as costs, the multiset of their symbols."""
SET_FIELDS = (*ORDER_FREE_FIELDS, "options", "winners", "targets")
_SYMBOL = re.compile(r"\{([^}]+)\}")


def judge(checks: list[JSON], actions: int) -> Callable[[JudgedTrace], list[Violation]]:
    """The invariant of a case of ``actions`` actions: every one of its checks that fails, each as a violation
    at its step."""

    def card_ruling(trace: JudgedTrace) -> list[Violation]:
        view = _View(trace, actions)
        return [v for check in checks if (v := CHECKS[check["check"]](view, check)) is not None]

    return card_ruling


class _View:
    """An aligned trace read by scenario action numbers (1 = the first action; state 0 = the initial one)."""

    def __init__(self, trace: JudgedTrace, actions: int) -> None:
        self.trace = trace
        self.actions = actions
        self.played = len(trace.steps) if trace.origin is None else max(trace.origin, default=-1) + 1
        self.results = trace.steps_by_action(min(actions, self.played))

    def state(self, after: int) -> Observation:
        return self.trace.initial if after == 0 else self.results[after - 1]["observation"]

    def step(self, action: int) -> int:
        """The trace's step index for scenario action ``action`` (the runner maps it back to the action)."""
        if self.trace.origin is None:
            return action - 1
        found = [i for i, origin in enumerate(self.trace.origin) if origin <= action - 1]
        return found[-1] if found else -1

    def events(self, first: int, last: int) -> list[JSON]:
        origin = self.trace.origin or list(range(len(self.trace.steps)))
        return [e for i, o in enumerate(origin) if first - 1 <= o <= last - 1 for e in self.trace.events(i)]

    def after(self, check: JSON) -> int:
        return int(check.get("after", self.actions))

    def unplayed(self, number: int) -> bool:
        """Whether action ``number`` is beyond the trace: a counterexample cut after its breaking action, or a game
        the reference ended (runner.until_game_over). What comes after is not judged (a case plays no action
        after the game's end: tests/card_rulings holds every case to that on the reference)."""
        return number > self.played

    def context(self, after: int) -> str:
        """The last action before a state that did more than pass, as a kind of action (no ids): the second part
        of a signature ("after cast as adventure"), so that unrelated failures of one check differ."""
        last = self.step(after)
        for i in range(last, -1, -1):
            if self.trace.actions[i].get("type") != "pass":
                passes = " and passes" if i < last else ""
                return f"after {self.kind(i)}{passes}"
        return "after passes" if last >= 0 else "in the initial state"

    def kind(self, i: int) -> str:
        """Step i's action as a kind (``action_kind``, which reads the model's trace beside it; its type alone
        where the model's trace has no step i)."""
        if i >= len(self.trace.model.steps):
            return str(self.trace.actions[i].get("type"))
        return action_kind(self.trace, i)


def same(key: str, expected: Any, observed: Any) -> bool:
    """Whether a field's observed value is the expected one, with the protocol's equivalences."""
    if key in COST_FIELDS:
        return _symbols(expected) == _symbols(observed)
    if key == "counters":
        return bool(_counters(expected) == _counters(observed))
    if key in SET_FIELDS and isinstance(expected, list) and isinstance(observed, list):
        return sorted(map(_key, expected)) == sorted(map(_key, observed))
    return bool(expected == observed)


def matches(where: JSON, item: Mapping[str, Any]) -> bool:
    """Whether an object, stack item or event matches a selector: list values are "contains all of these"."""
    for key, wanted in where.items():
        value = item.get(key)
        if isinstance(wanted, list) and key not in COST_FIELDS:
            have = Counter(map(_key, value if isinstance(value, list) else []))
            if any(have[k] < n for k, n in Counter(map(_key, wanted)).items()):
                return False
        elif not same(key, wanted, value):
            return False
    return True


def _key(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, sort_keys=True)


def _symbols(mana: Any) -> Counter[str] | Any:
    if not isinstance(mana, str):
        return mana if mana else Counter()
    return Counter(s.upper() for s in _SYMBOL.findall(mana))


def _counters(counters: Any) -> Any:
    """Counters as a dict without zeros (no counters at all, ``null`` or ``{}``, is the empty dict)."""
    if counters is None:
        return {}
    return {k: v for k, v in counters.items() if v} if isinstance(counters, dict) else counters


def _differences(expected: JSON, observed: Mapping[str, Any]) -> list[str]:
    return [key for key, value in expected.items() if not (
        same(key, value, observed.get(key)) or key == "subtypes" and _same_changeling_subtypes(value, observed))]


def _same_changeling_subtypes(expected: Any, observed: Mapping[str, Any]) -> bool:
    """A changeling is every creature type (702.73a), which an engine may list or not (docs/judging.md): its
    subtypes are compared without the creature types, so a subtype of another card type (205.3g: Clue) still counts."""
    if "changeling" not in [str(k).lower() for k in observed.get("keywords") or []]:
        return False
    got = observed.get("subtypes")
    if not isinstance(expected, list) or not isinstance(got, list):
        return False
    return sorted(set(expected) - CREATURE_TYPES) == sorted(set(got) - CREATURE_TYPES)


def _shown(fields: list[str], values: Mapping[str, Any]) -> str:
    return ", ".join(f"{k} {json.dumps(values.get(k))}" for k in fields)


# ----- the checks ---------------------------------------------------------------------------------------------


def _legality(want: bool) -> Callable[[_View, JSON], Violation | None]:
    def check(view: _View, check: JSON) -> Violation | None:
        number = check["action"]
        if view.unplayed(number):
            return None
        got = bool(view.results[number - 1].get("accepted"))
        if got == want:
            return None
        trace, i = view.trace, view.step(number)
        if want:
            return Violation(f"{action_words(trace, i)} to be allowed", f"rejected it "
                             f"({view.results[number - 1].get('reason')})", view.step(number),
                             f"legal {view.kind(i)} refused", invariant="legality")
        return Violation(f"{action_words(trace, i)} to be refused", "accepted it", view.step(number),
                         f"illegal {view.kind(i)} accepted", invariant="legality")

    return check


def _object(view: _View, check: JSON) -> Violation | None:
    after = view.after(check)
    if view.unplayed(after):
        return None
    card, expected = check["card"], check["is"]
    name = view.trace.card_name(card)
    found = next((o for o in view.state(after)["objects"] if o.get("card") == card), None)
    where = view.step(after)
    if expected is None:
        if found is None:
            return None
        return Violation(f"{name} ({card}) to exist nowhere", f"shows it in {found.get('zone')}", where,
                         f"object exists {view.context(after)}", invariant="object")
    if found is None:
        return Violation(f"{name} ({card}) with {_shown(list(expected), expected)}", "shows no object for it",
                         where, f"object missing {view.context(after)}", invariant="object")
    wrong = _differences(expected, found)
    if not wrong:
        return None
    return Violation(f"{name} ({card}) with {_shown(wrong, expected)}", f"shows {_shown(wrong, found)}", where,
                     f"{', '.join(wrong)} {view.context(after)}", invariant="object")


def _counted(what: str, items: Callable[[Observation], Sequence[Mapping[str, Any]]]
             ) -> Callable[[_View, JSON], Violation | None]:
    def check(view: _View, check: JSON) -> Violation | None:
        after = view.after(check)
        if view.unplayed(after):
            return None
        where, count = check["where"], check["count"]
        found = [item for item in items(view.state(after)) if matches(where, item)]
        if len(found) == count:
            return None
        selector = json.dumps(where, sort_keys=True) if where else "any"
        return Violation(f"{count} {what}(s) matching {selector}", f"shows {len(found)}", view.step(after),
                         f"{what} count {'above' if len(found) > count else 'below'} {view.context(after)}",
                         invariant=check["check"])

    return check


def _player(view: _View, check: JSON) -> Violation | None:
    after = view.after(check)
    if view.unplayed(after):
        return None
    player, expected = check["player"], check["is"]
    found: Mapping[str, Any] = next((p for p in view.state(after)["players"] if p.get("id") == player), {})
    wrong = _differences(expected, found)
    if not wrong:
        return None
    return Violation(f"{player} with {_shown(wrong, expected)}", f"shows {_shown(wrong, found)}", view.step(after),
                     f"{', '.join(wrong)} {view.context(after)}", invariant="player")


def _choice(view: _View, check: JSON) -> Violation | None:
    after = view.after(check)
    if view.unplayed(after):
        return None
    pending = view.state(after).get("pending_choice")
    where = view.step(after)
    if check["kind"] is None:
        if not pending:
            return None
        return Violation("no pending choice", f"asks a {pending.get('kind')} choice", where,
                         f"unexpected choice {view.context(after)}", invariant="choice")
    wanted: JSON = {k: check[k] for k in ("kind", "player", "options") if k in check}
    if not pending:
        return Violation(f"a pending choice with {_shown(list(wanted), wanted)}", "asks nothing", where,
                         f"{check['kind']} choice not asked {view.context(after)}", invariant="choice")
    wrong = _differences(wanted, pending)
    if "count" in check and len(pending.get("options") or []) != check["count"]:
        wrong.append("count")
    if not wrong:
        return None
    shown = {**pending, "count": len(pending.get("options") or [])}
    return Violation(f"a pending choice with {_shown(wrong, {**wanted, 'count': check.get('count')})}",
                     f"asks one with {_shown(wrong, shown)}", where,
                     f"{check['kind']} choice {', '.join(wrong)} {view.context(after)}", invariant="choice")


def _event(view: _View, check: JSON) -> Violation | None:
    first = int(check["action"])
    last = int(check.get("through", first))
    if view.unplayed(last):
        return None
    where = check["where"]
    found = [e for e in view.events(first, last) if matches(where, e)]
    count = check.get("count")
    if (count is None and found) or len(found) == count:
        return None
    span = f"action {first}" if last == first else f"actions {first}-{last}"
    expected = f"{'an' if count is None else count} event(s) matching {json.dumps(where, sort_keys=True)} " \
               f"in {span}"
    kind = f"{where.get('type', 'event')} event {'missing' if len(found) < (count or 1) else 'extra'}"
    return Violation(expected, f"sent {len(found)}", view.step(last), f"{kind} {view.context(last)}",
                     invariant="event")


CHECKS: dict[str, Callable[[_View, JSON], Violation | None]] = {
    "accepted": _legality(True),
    "refused": _legality(False),
    "object": _object,
    "objects": _counted("object", lambda obs: list(obs.get("objects") or [])),
    "player": _player,
    "stack": _counted("stack item", lambda obs: list(obs.get("stack") or [])),
    "choice": _choice,
    "event": _event,
}
"""Every kind of check, by the name a case gives it (case.schema.json lists the same names)."""
