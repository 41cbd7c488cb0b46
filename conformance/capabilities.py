"""Capabilities honoured: what an engine declares in ``hello`` against what a ruling or a scenario needs.

An engine lists the action types it takes (``capabilities.actions``) and, optionally, the choice kinds it
can ask (``capabilities.choices``). A ruling whose needs are not declared is ``unsupported`` naming what is
missing; a single scenario that would send an undeclared action, or reach a choice of an undeclared kind,
is skipped as unsupported. Nothing undeclared is ever sent, so nothing undeclared is ever judged.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mtg_protocol.jsontypes import JSON

from .catalog.uses import USES

ANSWERED_BY_ACTION = {"declare_attackers": "declare_attackers", "declare_blockers": "declare_blockers"}
"""Choice kinds answered by an action of their own; every other kind is answered with ``choose``."""

CHOICE_RULES = {"discover_cast": "701.57a", "keep_role": "303.7a, 704.5y", "keep_legend": "704.5j",
                "card_name": "201.3", "targets": "601.2c", "order_triggers": "603.3b", "discard": "701.9b",
                "scry": "701.22a", "ward_pay": "702.21a", "cascade_cast": "702.85a", "declare_attackers": "508.1",
                "declare_blockers": "509.1", "may": "608.2d"}
"""The rule that gives a player each kind of choice (for messages)."""

SETTLED_BY_ENGINE = frozenset({"order_triggers"})
"""Choice kinds an engine may settle itself instead of asking (docs/judging.md): judged by outcome
(conformance/dialogue.py), so an engine need not declare them and no ruling or scenario needs them."""


def _declared(hello: Mapping[str, Any], key: str) -> set[str] | None:
    """The declared list under ``capabilities[key]``, or None when the engine declared none (no limit)."""
    value = (hello.get("capabilities") or {}).get(key)
    return {str(v) for v in value} if isinstance(value, list) else None


def missing(hello: Mapping[str, Any], actions: set[str], choices: set[str]) -> list[str]:
    """The capabilities among ``actions`` and ``choices`` (kinds) the engine did not declare, in words."""
    declared_actions = _declared(hello, "actions")
    declared_choices = _declared(hello, "choices")
    choices = set(choices) - SETTLED_BY_ENGINE
    needed_actions = set(actions) | {ANSWERED_BY_ACTION.get(kind, "choose") for kind in choices}
    out = [f"action {a}" for a in sorted(needed_actions) if declared_actions is not None and a not in declared_actions]
    out += [f"choice kind {c}" for c in sorted(choices) if declared_choices is not None and c not in declared_choices]
    return out


def ruling_needs(ruling_id: str) -> tuple[set[str], set[str]]:
    """The action types and choice kinds most of a ruling's scenarios need (none for a ruling not in the table)."""
    entry = USES.get(ruling_id)
    return (set(entry[2]), set(entry[3])) if entry else (set(), set())


def ruling_uses(ruling_id: str) -> JSON:
    """What a ruling's scenarios send and the model asks: all seen, and what most need (for ``list --json``)."""
    used_actions, used_choices, needed_actions, needed_choices = USES.get(ruling_id, ((), (), (), ()))
    return {"actions": list(used_actions), "choices": list(used_choices),
            "needs_actions": list(needed_actions), "needs_choices": list(needed_choices)}


def scenario_uses(actions: list[JSON], model_observations: list[JSON]) -> tuple[set[str], set[str]]:
    """The action types a scenario sends and the choice kinds the model asks while playing it."""
    kinds = {str(a.get("type")) for a in actions}
    choices = {str(o["pending_choice"].get("kind")) for o in model_observations
               if isinstance(o, dict) and isinstance(o.get("pending_choice"), dict)}
    return kinds, choices


# ----- measuring the table (conformance/catalog/uses.py) ----------------------------------------------------

SAMPLE = 100
"""Examples drawn per ruling to measure what its scenarios use."""


def measure(ruling_id: str, sample: int = SAMPLE) -> tuple[tuple[str, ...], ...]:
    """(actions used, choice kinds used, actions needed, choice kinds needed) of one ruling's scenarios, from
    `sample` derandomized examples: needed are the actions in at least half of them and the choice kinds in
    at least a quarter."""
    from collections import Counter

    from .runner import model_trace
    from .sampling import sample_scenarios

    actions: Counter[str] = Counter()
    choices: Counter[str] = Counter()
    scenarios = sample_scenarios(ruling_id, sample)
    for scenario in scenarios:
        trace = model_trace(scenario)
        kinds, asked = scenario_uses(scenario.actions, [trace.initial] + [s["observation"] for s in trace.steps])
        actions.update(kinds)
        choices.update(asked)
    n = max(len(scenarios), 1)
    return (tuple(sorted(actions)), tuple(sorted(choices)),
            tuple(sorted(a for a, k in actions.items() if k * 2 >= n)),
            tuple(sorted(c for c, k in choices.items() if k * 4 >= n)))


USES_HEADER = '''"""What each ruling's scenarios play: the actions they send and the choice kinds the model asks.

``uses``: everything seen in 100 derandomized examples per ruling; ``needs``: what most of its scenarios
need (actions in at least half of them, choice kinds in at least a quarter). A ruling whose needs an engine
does not declare is ``unsupported`` at once; a single scenario that uses something undeclared is skipped
as unsupported (conformance/capabilities.py). Measured, not written by hand: regenerate after changing a
ruling's strategy with ``python3 -m conformance.capabilities > conformance/catalog/uses.py``.
"""
# ruff: noqa: E501

from __future__ import annotations

# ruling: (actions used, choice kinds used, actions needed, choice kinds needed)
USES: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
'''


def render_uses_table() -> str:
    """The source of conformance/catalog/uses.py, measured anew from the strategies."""
    from .catalog import all_rulings

    def words(items: tuple[str, ...]) -> str:
        return "(" + "".join(f'"{i}", ' for i in items).rstrip(", ") + ("," if len(items) == 1 else "") + ")"

    lines = [USES_HEADER.rstrip("\n")]
    for r in all_rulings():
        used_a, used_c, need_a, need_c = measure(r.id)
        lines.append(f'    "{r.id}": ({words(used_a)}, {words(used_c)},')
        lines.append(f"               {words(need_a)}, {words(need_c)}),")
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(render_uses_table(), end="")
