"""A disguise setup puts face down by disguise only cards that have disguise (702.168a).

A card whose data merely mentions disguise shows the mechanic (reference_engine/cards/mechanics.py) without being
able to be cast face down by it: Expose the Culprit, an instant that cloaks exiled creatures with disguise, was
drawn as a face-down disguised permanent in MKM-09 on witchcraft (issue 33's larger pool, `ci` seed 0), a state no
game can reach.
"""

from __future__ import annotations

import pytest

from conformance.sampling import sample_scenarios
from strategies.card_choices import names_of
from strategies.options import DrawOptions, drawing_with
from strategies.scenarios.disguise import disguise_cost_of, disguisers

FOCUSES = ("", "trickster", "reveal", "characteristics", "etb", "identity", "attach", "views", "cost", "instant",
           "tapped")


@pytest.mark.parametrize("real_only", [True, False])
@pytest.mark.parametrize("focus", FOCUSES)
def test_every_card_drawn_as_a_disguiser_has_a_disguise_cost(focus: str, real_only: bool) -> None:
    with drawing_with(DrawOptions(real_cards_only=real_only)):
        names = names_of(disguisers(focus, 1, 2, 3, 4, 5))
    assert names
    synthetic = {n for n in names if n.startswith("Masked Stranger ")}  # defined in the setup with a disguise cost
    assert {n for n in names - synthetic if disguise_cost_of(n) is None} == set()


def test_mkm09_setups_hold_face_down_by_disguise_only_disguise_cards() -> None:
    drawn = sample_scenarios("MKM-09", 40, DrawOptions(real_cards_only=True))
    assert drawn
    for scenario in drawn:
        for player in scenario.setup["players"]:
            for entry in player.get("battlefield") or []:
                if entry.get("face_down") == "disguise":
                    assert disguise_cost_of(entry["card"]) is not None, entry["card"]
