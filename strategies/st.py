"""Hypothesis's strategies, with the constructors our draws call inside other draws memoized.

Hypothesis validates a strategy object on its first draw. Building `lists(sampled_from(...))` anew
inside every draw meant validating it every time, a large share of generation; equal arguments now
give the same object. Everything else is Hypothesis's own (`st.integers` already caches itself).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from hypothesis import strategies as _st


def __getattr__(name: str) -> Any:
    return getattr(_st, name)


@lru_cache(maxsize=4096)
def _sampled_from(options: tuple[Any, ...]) -> _st.SearchStrategy[Any]:
    return _st.sampled_from(options)


def sampled_from(options: Iterable[Any]) -> _st.SearchStrategy[Any]:
    options = tuple(options)
    try:
        return _sampled_from(options)
    except TypeError:  # unhashable options (dicts): not memoized
        return _st.sampled_from(options)


@lru_cache(maxsize=4096)
def _lists(elements: _st.SearchStrategy[Any], min_size: int, max_size: int | None,
           unique: bool) -> _st.SearchStrategy[list[Any]]:
    return _st.lists(elements, min_size=min_size, max_size=max_size, unique=unique)


def lists(elements: _st.SearchStrategy[Any], *, min_size: int = 0, max_size: int | None = None,
          unique: bool = False, **more: Any) -> _st.SearchStrategy[list[Any]]:
    if more:
        return _st.lists(elements, min_size=min_size, max_size=max_size, unique=unique, **more)
    return _lists(elements, min_size, max_size, unique)
