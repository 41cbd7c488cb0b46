"""Cosmic Ray's mutants of the reference engine (docs/mutation.md): which rule modules are mutated, which
rulings test a mutant of each, and applying one mutation to a copy of the engine's package.

benchmarks/automated_mutants.py draws and runs the mutants; tests/engine/test_automated_mutants.py checks this
plumbing. Cosmic Ray (the ``mutation`` extra) is imported only by ``apply_to_copy``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import reference_engine
from conformance.catalog import all_rulings
from mtg_protocol.jsontypes import JSON

ENGINE_SOURCE = Path(reference_engine.__file__).resolve().parent

# The rule modules the rulings exercise. Left out: adapter.py and serve.py (protocol glue), revision.py and memo.py
# (the revision clock and the memo of derived values), verbs/docs.py (renders docs/cards.md) and cards/ (card
# data, not rules).
RULE_MODULES = [
    "blocking.py", "casting.py", "combat.py", "effects.py", "face_down.py", "game.py", "layers.py", "legal.py",
    "mana.py", "objects.py", "observe.py", "sba.py", "stack.py", "state.py", "triggers.py",
    "verbs/__init__.py", "verbs/choices.py", "verbs/eld.py", "verbs/interactions.py", "verbs/mkm.py",
    "verbs/permanents.py", "verbs/players.py", "verbs/stack.py", "verbs/tokens.py", "verbs/woe_roles.py",
    "verbs/zones.py", "verbs/vocabulary.py",
]

# A module written for one mechanic is tested by that mechanic's rulings; every other module is shared by all.
MODULE_MECHANICS: dict[str, set[str]] = {
    "face_down.py": {"disguise", "face_down"},
    "verbs/mkm.py": {"disguise", "face_down", "clue", "investigate"},
    "verbs/eld.py": {"adventure"},
    "verbs/woe_roles.py": {"role", "discover"},
    "verbs/choices.py": {"discover", "free_cast", "mana_value"},
    "verbs/tokens.py": {"role", "clue", "investigate"},
}


def rulings_for_module(module: str) -> list[str]:
    """The ruling ids that test a mutant of `module` (relative to reference_engine/)."""
    mechanics = MODULE_MECHANICS.get(module)
    return [r.id for r in all_rulings() if mechanics is None or r.mechanic in mechanics]


def key(m: JSON) -> str:
    """A mutation's stable name: module, operator and occurrence."""
    return f"{m['module']}:{m['operator']}:{m['occurrence']}"


def apply_to_copy(m: JSON, workdir: Path, name: str) -> tuple[str, str]:
    """Copy reference_engine into `workdir` as package `name`, apply the mutation there: (before, after) lines."""
    import parso  # noqa: F401
    from cosmic_ray.mutating import apply_mutation
    from cosmic_ray.plugins import get_operator

    copy = workdir / name
    shutil.copytree(ENGINE_SOURCE, copy, ignore=shutil.ignore_patterns("__pycache__", "mutants"))
    path = copy / m["module"]
    original, mutated = apply_mutation(path, get_operator(m["operator"])(), m["occurrence"])
    if mutated is None:
        raise RuntimeError(f"cosmic-ray applied no mutation for {key(m)}")
    changed = [(a, b) for a, b in zip(original.splitlines(), mutated.splitlines(), strict=False) if a != b]
    return changed[0] if changed else ("", "")
