"""Hypothesis's strategies, with the constructors our draws call inside other draws memoized.

Hypothesis validates a strategy object on its first draw. Building `lists(sampled_from(...))` anew
inside every draw meant validating it every time, a large share of generation; equal arguments now
give the same object. The rest is Hypothesis's own, re-exported by name (`st.integers` already caches itself).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any, TypeVar, cast

from hypothesis import strategies as _st
from hypothesis.strategies import DataObject as DataObject
from hypothesis.strategies import DrawFn as DrawFn
from hypothesis.strategies import SearchStrategy as SearchStrategy
from hypothesis.strategies import booleans as booleans
from hypothesis.strategies import composite as composite
from hypothesis.strategies import data as data
from hypothesis.strategies import integers as integers
from hypothesis.strategies import just as just
from hypothesis.strategies import one_of as one_of
from hypothesis.strategies import permutations as permutations

T = TypeVar("T")


@lru_cache(maxsize=4096)
def _sampled_from(options: tuple[Any, ...]) -> SearchStrategy[Any]:
    return _st.sampled_from(options)


def sampled_from(options: Iterable[T]) -> SearchStrategy[T]:
    """Hypothesis's ``sampled_from``, one object for equal (hashable) options."""
    items = tuple(options)
    try:
        return cast(SearchStrategy[T], _sampled_from(items))
    except TypeError:  # unhashable options (dicts): not memoized
        return _st.sampled_from(items)


@lru_cache(maxsize=4096)
def _lists(elements: SearchStrategy[Any], min_size: int, max_size: int | None,
           unique: bool) -> SearchStrategy[list[Any]]:
    return _st.lists(elements, min_size=min_size, max_size=max_size, unique=unique)


def lists(elements: SearchStrategy[T], *, min_size: int = 0, max_size: int | None = None,
          unique: bool = False) -> SearchStrategy[list[T]]:
    """Hypothesis's ``lists``, one object for equal arguments."""
    return cast(SearchStrategy[list[T]], _lists(elements, min_size, max_size, unique))
