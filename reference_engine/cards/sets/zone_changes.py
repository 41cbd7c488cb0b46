"""Cards of issue 33's zone-change group written by hand: a permanent its owner puts into their library second from
the top or on the bottom (401.7)."""

from __future__ import annotations

from ..build import Data, card, do, spell, target

CARDS: list[Data] = [
    # Avatar: The Last Airbender. The owner of the target creature or enchantment chooses where it goes (401.7); the
    # caster creates a Clue token (not an investigation, 701.16a: the card says "create").
    card(spell("Lost Days", "{4}{U}", "Instant",
               [do("to_library_second_or_bottom", target=0), do("create_token", token="Clue", n=1)],
               [target("permanent", filter={"types_any": ["Creature", "Enchantment"]})], subtypes="Lesson")),
]
