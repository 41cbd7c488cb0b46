"""Which of the suite's mechanics a card's own data shows, and the pool's real cards by mechanic.

Read from the data, never from a list of names: a card added to the pool is found by the strategies and the
``cards`` command as soon as its data shows the mechanic.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from mtg_protocol.jsontypes import JSON

# The words in a card's data that mark a mechanic (verbs, layouts, subtypes, keywords, events, filters).
MECHANIC_MARKS: dict[str, frozenset[str]] = {
    "adventure": frozenset({"adventure", "has_adventure"}),
    "role": frozenset({"role", "create_role"}),
    "discover": frozenset({"discover", "counter_then_discover_its_mana_value", "shuffle_into_library_then_discover"}),
    "disguise": frozenset({"disguise"}),
    "clue": frozenset({"clue", "investigate", "sacrifice_clue", "its_controller_investigates",
                       "most_creatures_investigate", "player_investigates", "exile_namesakes_investigate",
                       "shuffle_into_library_then_investigate"}),
    "mdfc": frozenset({"mdfc"}),  # a modal double-faced card (712.3), from its layout
    "omen": frozenset({"omen"}),  # an omen card (720), from its layout and its Omen face's subtype
    "cloak": frozenset({"cloak", "cloak_looked_at", "cloak_from_hand", "cloak_and_attach_source",
                        "cloak_with_top_cards", "exile_targets_then_their_controllers_cloak",
                        "exile_chosen_then_cloak"}),  # 701.58 verbs
}


def _words(data: Any) -> Iterator[str]:
    """Every key and string value of a card's data, word by word, lower case (names and text left out)."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield key.lower()
            if key not in ("name", "text"):
                yield from _words(value)
    elif isinstance(data, list):
        for item in data:
            yield from _words(item)
    elif isinstance(data, str):
        yield from data.lower().split()


def card_mechanics(data: JSON) -> list[str]:
    """The mechanics a card's own data shows (an Adventure, a Role it makes, a disguise keyword, ...)."""
    words = set(_words(data))
    return [m for m, marks in MECHANIC_MARKS.items() if words & marks]


@cache
def _real_card_mechanics() -> tuple[tuple[str, frozenset[str]], ...]:
    """(name, mechanics) of every real card of the pool, in pool order: each card's data read once per process."""
    from .pool import CARDS

    return tuple((d["name"], frozenset(card_mechanics(d))) for d in CARDS if not d.get("synthetic"))


@cache
def real_cards_with(mechanic: str) -> tuple[str, ...]:
    """The names of the pool's real cards whose data shows `mechanic`, cheapest first (then by name), so that
    a strategy drawing an index shrinks towards the simplest card."""
    from .pool import lookup

    def weight(name: str) -> tuple[int, str]:
        card = lookup(name)
        cost = card.main.mana_cost if card is not None else None
        return (cost.mana_value() if cost is not None else 0, name)

    names = [name for name, mechanics in _real_card_mechanics() if mechanic in mechanics]
    return tuple(sorted(names, key=weight))


def _chooses_targets(data: Any) -> bool:
    """Whether an ability or effect, or one nested in it (an optional action's effects, a reflexive trigger's
    ability, 603.12), chooses targets."""
    if isinstance(data, dict):
        return bool(data.get("targets")) or any(_chooses_targets(v) for v in data.values())
    if isinstance(data, list):
        return any(_chooses_targets(v) for v in data)
    return False


def _has_targets(face: Any) -> bool:
    """Whether a face's spell, or any of its abilities, chooses targets somewhere."""
    return bool(face.targets) or _chooses_targets(list(face.effects)) or _chooses_targets(list(face.abilities))


@cache
def real_cards(mechanic: str, *, layout: str | None = None, types: tuple[str, ...] = (),
               targeted: bool | None = None, any_targets: bool | None = None,
               max_mana_value: int | None = None) -> tuple[str, ...]:
    """`real_cards_with(mechanic)` narrowed to the situation a strategy needs, still cheapest first: the card's
    `layout`, a main face with one of `types`, a main face whose spell has targets (`targeted`), a main face
    whose spell or any ability has targets (`any_targets`), and the main face's mana value at most
    `max_mana_value`."""
    from .pool import lookup

    def fits(name: str) -> bool:
        card = lookup(name)
        if card is None:
            return False
        main = card.main
        value = main.mana_cost.mana_value() if main.mana_cost is not None else 0
        return ((layout is None or card.layout == layout)
                and (not types or any(t in main.types for t in types))
                and (targeted is None or bool(main.targets) == targeted)
                and (any_targets is None or any(_has_targets(f) for f in card.faces) == any_targets)
                and (max_mana_value is None or value <= max_mana_value))

    return tuple(n for n in real_cards_with(mechanic) if fits(n))
