"""Capabilities honoured: what an engine declares in ``hello`` against what a ruling or a scenario needs.

An engine lists the action types it takes (``capabilities.actions``) and, optionally, the choice kinds it
can ask (``capabilities.choices``). A ruling whose needs are not declared is ``unsupported`` naming what is
missing; a single scenario that would send an undeclared action, or reach a choice of an undeclared kind,
is skipped as unsupported. Nothing undeclared is ever sent, so nothing undeclared is ever judged.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mtg_protocol.choices import ANSWERED_BY_ACTION, SETTLED_BY_ENGINE
from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Action, Observation

from .catalog.uses import USES


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


def scenario_uses(actions: list[Action], model_observations: list[Observation]) -> tuple[set[str], set[str]]:
    """The action types a scenario sends and the choice kinds the model asks while playing it."""
    kinds = {str(a.get("type")) for a in actions}
    pending = [o.get("pending_choice") for o in model_observations if isinstance(o, dict)]
    choices = {str(p.get("kind")) for p in pending if isinstance(p, dict)}
    return kinds, choices


SETUP_FEATURES = {"tokens": "a token", "attachments": "an attached permanent", "counters": "counters",
                  "damage": "marked damage"}
"""The boolean setup capabilities (``capabilities.setup``), each with what a permanent entry holding it is called."""


def _holds(entry: Mapping[str, Any], feature: str) -> bool:
    value = entry.get({"tokens": "token", "attachments": "attached_to"}.get(feature, feature))
    return bool(any(value.values()) if isinstance(value, Mapping) else value)


def setup_missing(hello: Mapping[str, Any], setup: Mapping[str, Any]) -> list[str]:
    """What the setup's permanents hold that the engine's hello says a setup can't (``capabilities.setup``), in
    words: a token, an attachment, counters, marked damage, a permanent face down by an undeclared way."""
    declared = (hello.get("capabilities") or {}).get("setup")
    if not isinstance(declared, Mapping):
        return []
    entries = [e for p in setup.get("players") or [] for e in p.get("battlefield") or []]
    out = [f"{words} in the setup" for feature, words in SETUP_FEATURES.items()
           if declared.get(feature, True) is False and any(_holds(e, feature) for e in entries)]
    ways = declared.get("face_down")
    if isinstance(ways, list):
        out += [f"a permanent face down by {way} in the setup"
                for way in sorted({str(e["face_down"]) for e in entries if e.get("face_down")} - set(map(str, ways)))]
    return out
