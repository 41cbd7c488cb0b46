"""``replay --verbose``: each step of a counterexample in words, the engine's observation beside the reference's.

The first divergence (conformance/catalog/divergence.py) leads, and is marked at its step. ``--verbose`` shows only
the differences a verdict may rest on (docs/judging.md's equivalences applied); ``--all`` shows every difference of
the raw observations. Nothing is cut silently: a step with more differences than are shown says how many were
left out. Actions are labelled with the player the scenario gives (the reference's priority holder or chooser),
and from the first divergence on the text says that the engine's game has gone another way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mtg_protocol.trace import JudgedTrace, Violation, same_field
from mtg_protocol.types import GameObject, Observation, StepResult
from mtg_protocol.untrusted import clean_text
from mtg_protocol.words import actors, describe_action

from .catalog.divergence import Divergence, verdict_differences

MAX_DIFFERENCES = 12


def _objects(obs: Observation) -> dict[str, GameObject]:
    return {str(o.get("card")): o for o in obs.get("objects") or [] if isinstance(o, dict)}


def differences(engine: Observation, reference: Observation) -> list[tuple[str, Any, Any]]:
    """(what, the engine's value, the reference's) for each observed field where the two differ."""
    out: list[tuple[str, Any, Any]] = []
    mine, theirs = _objects(engine), _objects(reference)
    for card in sorted(set(mine) | set(theirs)):
        a, b = mine.get(card), theirs.get(card)
        if a is None or b is None:
            out.append((card, "present" if a else "absent", "present" if b else "absent"))
            continue
        out += [(f"{card}.{key}", a.get(key), b.get(key)) for key in sorted(set(a) | set(b))
                if key != "timestamp" and not same_field(key, a.get(key), b.get(key))]
    players = {p.get("id"): p for p in engine.get("players") or []}
    for p in reference.get("players") or []:
        e: Mapping[str, Any] = players.get(p.get("id")) or {}
        out += [(f"{p.get('id')}.{key}", e.get(key), p.get(key)) for key in ("life", "mana_pool")
                if e.get(key) != p.get(key)]
    for key in ("turn", "stack", "pending_choice", "game_over"):
        if engine.get(key) != reference.get(key):
            out.append((key, engine.get(key), reference.get(key)))
    return out


def _verdict(step: StepResult) -> str:
    return "accepted" if step.get("accepted") else f"rejected ({step.get('reason')})"


def verbose_lines(trace: JudgedTrace, violations: list[Violation], color: bool = False,
                  divergence: Divergence | None = None, everything: bool = False) -> list[str]:
    """The replay step by step, for a person: the first divergence, then each action, both verdicts, and what
    the two observations disagree on (what a verdict may rest on; every difference with ``everything``)."""

    def mark(text: str) -> str:  # engine text is cleaned first: only our own escapes reach the terminal
        return f"\033[1;31m{clean_text(text)}\033[0m" if color else clean_text(text)

    broken = {v.step: v for v in reversed(violations)}
    who = actors(trace.setup, {"initial": trace.model.initial, "steps": trace.model.steps}, len(trace.actions))
    compare = differences if everything else verdict_differences
    lines = [mark(f"first divergence, {divergence.headline}") if divergence is not None else
             "no first divergence: the ruling holds" if not violations else
             "no divergence from the reference before the ruling breaks"]
    lines.append(f"{'':4}{'engine':<40} | reference"
                 + ("" if everything else "   (differences a verdict may rest on; --all shows every one)"))

    def show(engine: Observation, reference: Observation) -> None:
        found = compare(engine, reference)
        limit = len(found) if everything else MAX_DIFFERENCES
        for what, mine, theirs in found[:limit]:
            lines.append(mark(f"    {f'{what}: {mine!r}':<40} | {theirs!r}"))
        if len(found) > limit:
            lines.append(f"    ... and {len(found) - limit} more differences (--all shows them)")
        if not found:
            lines.append("    (the same)")

    lines.append("start:")
    show(trace.initial, trace.model.initial)
    if divergence is not None and divergence.step < 0:
        lines.append(mark(f"    >> first divergence: {divergence.text} ({divergence.rule})"))
    if -1 in broken:
        lines.append(mark(f"    ^ the ruling breaks here: {broken[-1].message}"))
    parted = divergence is not None and divergence.step < 0
    for i, action in enumerate(trace.actions):
        number = trace.action_number(i)
        lines.append(clean_text(f"{(number or 0) + 1}. {describe_action(action, trace.setup, who[i])}"))
        engine, reference = trace.steps[i], trace.model.steps[i]
        line = f"    {_verdict(engine):<40} | {_verdict(reference)}"
        disagree = bool(engine.get("accepted")) != bool(reference.get("accepted"))
        lines.append(mark(line) if disagree else clean_text(line))
        show(trace.observation(i), trace.model.observation(i))
        if divergence is not None and number == divergence.step:
            rule = f" ({divergence.rule})" if divergence.rule else ""
            lines.append(mark(f"    >> first divergence: {divergence.text}{rule}"))
            lines.append("    from here on the engine's game has gone another way than the rules' game; actions are "
                         "those of the scenario, labelled with the player the scenario gives")
            parted = True
        if number in broken:
            lines.append(mark(f"    ^ the ruling breaks here{' (a consequence)' if parted else ''}: "
                              f"{broken[number].message}"))
    return lines
