"""Every card a ruling's strategy can send is declared (strategies/card_choices.py), so the lists of `list --json`
and `cards --ruling` are computed, not drawn: the cards of drawn scenarios are always among them."""

from __future__ import annotations

import pytest

from conformance.catalog import all_rulings
from conformance.sampling import sample_scenarios
from reference_engine.cards import TOKENS, lookup, setup_names
from strategies.card_choices import by_options, cards_of, lands, lands_to_cast, names_of, uses
from strategies.options import DrawOptions, drawing_with

RULINGS = all_rulings()
BOTH = [DrawOptions(), DrawOptions(real_cards_only=True)]
SAMPLE = 12  # per ruling and options; the exact comparison over 1,000 is `benchmarks/card_lists.py -n 1000`


@pytest.mark.parametrize("ruling", RULINGS, ids=[r.id for r in RULINGS])
def test_drawn_scenarios_send_only_declared_cards(ruling: object) -> None:
    for options in BOTH:
        with drawing_with(options):
            declared = cards_of(ruling.scenario)  # type: ignore[attr-defined]
        sent = {name for s in sample_scenarios(ruling.id, SAMPLE, options)  # type: ignore[attr-defined]
                for name in setup_names(s.setup)}
        assert sent <= declared, (options, sorted(sent - declared))


def test_declared_cards_are_known_or_defined_where_drawn() -> None:
    """A declared name is a card or token kind of the pool, or a card a strategy draws itself (never sent to an
    engine that declines synthetic cards)."""
    for options in BOTH:
        with drawing_with(options):
            for r in RULINGS:
                for name in cards_of(r.scenario):
                    card = lookup(name)
                    if options.real_cards_only:
                        assert card is not None and (not card.synthetic or name in TOKENS), (r.id, name)
                    else:
                        assert card is not None or " of Test" in name or "Wandering Hero" in name, (r.id, name)


def test_declarations_compose() -> None:
    @uses("Grizzly Bears", by_options(("Deduce",), ("Probing Inquiry of Test",)), lands("UG"))
    def helper() -> None: ...

    @uses(helper, lands_to_cast(("Lightning Bolt",)), lambda: ("Unsummon",))
    def strategy() -> None: ...

    assert cards_of(strategy) == {"Grizzly Bears", "Probing Inquiry of Test", "Island", "Forest", "Mountain",
                                  "Unsummon"}
    with drawing_with(DrawOptions(real_cards_only=True)):
        assert "Deduce" in cards_of(strategy) and "Probing Inquiry of Test" not in cards_of(strategy)
    assert names_of(lands_to_cast(("Wandering Hero 9 // Hero's Errand 9",))) == set(lands("WUBRG"))
    with pytest.raises(ValueError, match="declares no cards"):
        cards_of(lambda: None)
