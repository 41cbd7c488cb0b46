"""Each real card of the seeds' five mechanics plays (issue 33, item 2): some strategy of a ruling of its mechanic
can draw it, with synthetic cards allowed or with real cards only. The strategies draw from the pool by mechanic
(reference_engine/cards/mechanics.py), so a card that joins the pool is drawn as it joins; this fails when one
isn't."""

from __future__ import annotations

from conformance.catalog import all_rulings
from reference_engine.cards import pool
from reference_engine.cards.mechanics import card_mechanics
from strategies.card_choices import cards_of
from strategies.options import DrawOptions, drawing_with

RULING_MECHANICS = {
    "adventure": {"adventure"},
    "role": {"role"},
    "discover": {"discover", "free_cast", "mana_value"},  # LCI's rulings about discover's free casts
    "disguise": {"disguise", "face_down"},
    "clue": {"clue", "investigate"},
}
"""A card mechanic (what its data shows, `card_mechanics`) and the mechanics of the rulings about it."""

NEVER_DRAWN: dict[str, str] = {
    "Expose the Culprit": "its data names disguise only in a filter (it cloaks exiled creatures with disguise), so it "
                          "is no disguise card and a disguise setup can't hold it face down (702.168a); no strategy "
                          "casts it yet as the spell it is (turning a face-down creature face up, 708.8, or "
                          "cloaking, 701.58); its card-ruling case plays it",
}
"""Real cards of the five mechanics no ruling's situation draws, each with the reason."""


def drawn_by_mechanic() -> dict[str, set[str]]:
    """Ruling mechanic -> every card its rulings' strategies can draw, under either draw option."""
    out: dict[str, set[str]] = {}
    for options in (DrawOptions(), DrawOptions(real_cards_only=True)):
        with drawing_with(options):
            for r in all_rulings():
                out.setdefault(r.mechanic, set()).update(cards_of(r.scenario))
    return out


def test_every_real_card_of_the_five_mechanics_is_drawn_by_a_ruling_of_its_mechanic() -> None:
    drawn = drawn_by_mechanic()
    undrawn = []
    checked = 0
    for data in pool.CARDS:
        if data.get("synthetic") or data["name"] in NEVER_DRAWN:
            continue
        mechanics = [m for m in card_mechanics(data) if m in RULING_MECHANICS]
        if not mechanics:
            continue
        checked += 1
        if not any(data["name"] in drawn.get(rm, set()) for m in mechanics for rm in RULING_MECHANICS[m]):
            undrawn.append((data["name"], mechanics))
    assert checked >= 100  # the pool's real cards of the five mechanics (issue 33 counts 101 at its filing)
    assert not undrawn, undrawn


def test_the_reasoned_exclusions_are_real_cards_of_the_mechanics() -> None:
    names = {d["name"]: d for d in pool.CARDS if not d.get("synthetic")}
    for name, reason in NEVER_DRAWN.items():
        assert name in names and reason, name
        assert set(card_mechanics(names[name])) & RULING_MECHANICS.keys(), name
