"""What the card-rulings corpus holds, as docs/card-rulings.md shows it between its ``corpus-standing`` markers
(written by ``mtg-conformance rebuild --only docs``, conformance/rebuild.py): counted from the cases and the pool,
never by hand."""

from __future__ import annotations

from collections import Counter

from reference_engine.cards import card_names, pool_card

from .cases_io import MECHANICS
from .listing import listed

NO_RULINGS_OFFLINE = ("Ancient Grudge", "Black Knight", "Death Speakers", "Goblin Outlander", "Hero's Downfall",
                      "Mana Leak", "Mending Hands", "Nacatl Outlander", "Paladin en-Vec", "Quench",
                      "Ranger's Guile", "Ravenous Chupacabra", "Silver Knight", "Spell Pierce", "Thorn of Amethyst",
                      "Valeron Outlander", "White Knight", "Zombie Outlander")
"""Real pool cards the card database, as its offline copy holds it, gives no ruling: no case can name them."""
NEWER_THAN_OFFLINE = ("Aloy, Savior of Meridian", "Azula, On the Hunt",
                      "Dennick, Pious Apprentice // Dennick, Pious Apparition", "Fire Nation Warship",
                      "Havengul Laboratory // Havengul Mystery", "Hezrou // Demonic Stench",
                      "Lavinia, Foil to Conspiracy", "Lindblum, Industrial Regency // Mage Siege",
                      "Midgar, City of Mako // Reactor Raid", "Scavenger Regent // Exude Toxin", "Strike It Rich",
                      "Value Town // Take a Trip to...")
"""Real pool cards printed in sets newer than that offline copy: their rulings can't be read offline yet."""
REASONS = ((NO_RULINGS_OFFLINE, "no ruling in the card database as its offline copy holds it"),
           (NEWER_THAN_OFFLINE, "from a set newer than that copy"))


def real_pool_cards() -> list[str]:
    """The pool's real cards (not synthetic), basic lands left out, sorted."""
    return [n for n in card_names() if not (card := pool_card(n)).synthetic
            and "Basic" not in card.faces[0].supertypes]


def unnamed_cards() -> list[str]:
    """The real pool cards no case is about (a case's ``cards``), sorted."""
    named = {name for case in listed() for name in case.cards}
    return [n for n in real_pool_cards() if n not in named]


def corpus_standing() -> str:
    """The corpus in figures: cases per mechanic, runnable, gaps, reference bugs, the real pool cards the cases
    are about, and by name (a semicolon between two, as names hold commas) those no case is about, with the
    reason when one is recorded."""
    found = listed()
    per = Counter(c.mechanic for c in found)
    gaps = sum(1 for c in found if c.gap)
    bugs = sum(1 for c in found if c.reference_bug)
    real, unnamed = real_pool_cards(), unnamed_cards()
    lines = [f"{len(found)} cases (`list --tier card-rulings` lists them): "
             f"{', '.join(f'{per[m]} {m}' for m in MECHANICS if per[m])}; {len(found) - gaps} runnable, {gaps} gaps, "
             f"{bugs} marked reference bugs. They are about {len(real) - len(unnamed)} of the pool's {len(real)} real "
             "cards (basic lands left out). The real cards no case is about:", ""]
    rest = set(unnamed)
    for group, reason in REASONS:
        names = [n for n in unnamed if n in group]
        rest -= set(names)
        if names:
            lines.append(f"- {reason} ({len(names)}): {'; '.join(names)};")
    lines.append(f"- no case yet ({len(rest)}): {'; '.join(sorted(rest)) or 'none'}.")
    return "\n".join(lines)
