"""A game's change counter, read by the memo of derived state (observations, state-based checks).

Each game owns one `Clock`. Every assignment to an attribute of a tracked object
(game objects, players) advances its game's clock and stamps the object with the
new reading. Changes that are not assignments (reordering a zone, removing an
object) call `Game.touch()`. A memoised value that stored a reading knows nothing
changed while the reading stays the same. Clocks are per game, so a copy of a game
(`copy.deepcopy`, pickle) carries its own clock and changes in one game never
touch another's.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T", bound=type)


class Clock:
    """One game's revision counter; read `value`."""

    __slots__ = ("value",)

    def __init__(self, value: int = 0) -> None:
        self.value = value

    def __getstate__(self) -> int:
        return self.value

    def __setstate__(self, value: int) -> None:
        self.value = value


class Tracked:
    """Mixin for mutable dataclasses: each assignment advances the game's clock and sets `self.rev`.

    Treat mutable attribute values (lists, counters) as immutable: assign a new
    value instead of changing one in place, or the change goes unseen.
    """

    rev: int = 0

    def __setattr__(self, name: str, value: Any) -> None:
        d = self.__dict__
        if d.get(name, _UNSET) is value:
            return  # the same value again is no change
        d[name] = value
        clock = d["clock"]
        clock.value += 1
        d["rev"] = clock.value


_UNSET = object()


def fills_fields_directly(cls: T) -> T:
    """For a tracked dataclass: an `__init__` that fills the fields without one tracked change per field.

    A new object is one change on its game's clock, the keyword-only field `clock` (a fresh clock of its own
    when none is given). The generated `__init__` would assign field by field through `__setattr__`.
    """
    fields = dataclasses.fields(cls)
    names = [f.name for f in fields if not f.kw_only]
    known = {f.name for f in fields}
    defaults = {f.name: f.default for f in fields if f.default is not dataclasses.MISSING}
    factories = [(f.name, f.default_factory) for f in fields if f.default_factory is not dataclasses.MISSING]
    required = known - defaults.keys() - {name for name, _ in factories}
    by_position = [set(names[:n]) for n in range(len(names) + 1)]  # the fields n positional arguments fill
    by_keyword = [required - given for given in by_position]  # and the required ones left to keywords

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        n = len(args)
        if (n > len(names) or not known.issuperset(kwargs) or not by_position[n].isdisjoint(kwargs)
                or not by_keyword[n] <= kwargs.keys()):
            raise TypeError(f"bad arguments for {cls.__name__}: {args!r}, {kwargs!r}")
        d = self.__dict__
        d.update(defaults)
        for name, make in factories:
            if name not in kwargs:
                d[name] = make()
        d.update(zip(names, args))  # noqa: B905 (the leading fields, given by position)
        d.update(kwargs)
        clock = d["clock"]
        clock.value += 1
        d["rev"] = clock.value

    __init__.__doc__ = cls.__init__.__doc__  # type: ignore[misc]  # the class's own __init__, read before it is replaced
    cls.__init__ = __init__  # type: ignore[misc]  # replacing the generated __init__ is the point of this decorator
    return cls
