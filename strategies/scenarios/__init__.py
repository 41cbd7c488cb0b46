"""Per-mechanic scenario strategies: setups that make a mechanic's situations likely, and plans over them.

Each module exports its rulings' plans as ``PLANS`` (ruling id -> `strategies.situations.RulingPlan`: the
scenario strategy and the situation it aims at) and, where it has any, its corpus cases as ``corpus_cases()``
((ruling id, scenario, description) each). A new module is found here without being listed.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from types import ModuleType
from typing import Any

from ..situations import RulingPlan

CorpusCase = tuple[str, dict[str, Any], str]
"""(ruling id, scenario as JSON, description) of one hand-written corpus case."""


@cache
def modules() -> tuple[ModuleType, ...]:
    """Every module of this package, in name order."""
    return tuple(importlib.import_module(f"{__name__}.{info.name}") for info in sorted(
        pkgutil.iter_modules(__path__), key=lambda info: info.name))


@cache
def plans() -> dict[str, RulingPlan]:
    """Every ruling's plan by id, gathered from the modules' ``PLANS``; an id planned twice is an error."""
    out: dict[str, RulingPlan] = {}
    where: dict[str, str] = {}
    for module in modules():
        for rid, found in getattr(module, "PLANS", {}).items():
            if rid in out:
                raise ValueError(f"{rid} is planned twice: in {where[rid]} and in {module.__name__}")
            out[rid], where[rid] = found, module.__name__
    return out


def corpus_cases(ruling_id: str | None = None) -> list[CorpusCase]:
    """The hand-written corpus cases of every module (of one ruling when `ruling_id` is given)."""
    out: list[CorpusCase] = []
    for module in modules():
        if hasattr(module, "corpus_cases"):
            out += [case for case in module.corpus_cases() if ruling_id in (None, case[0])]
    return out
