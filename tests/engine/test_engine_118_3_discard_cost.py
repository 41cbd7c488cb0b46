"""118.3, 602.2b, 701.9a: a "discard a card" activation cost (Merchant of the Vale) is paid with a card of its
controller's hand that the activation names; without such a card the ability can't be activated."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

MERCHANT = "Merchant of the Vale // Haggle"
PASS: JSON = {"type": "pass"}


def _game(hand: int) -> tuple[ReferenceEngine, str, list[str]]:
    b = SetupBuilder()
    merchant = b.add("p1", "battlefield", MERCHANT)
    cards = [b.add("p1", "hand", "Grizzly Bears") for _ in range(hand)]
    b.lands("p1", "RRR")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, merchant, cards


def _zone(engine: ReferenceEngine, card: str) -> str:
    return str(next(o for o in engine.observe(None)["objects"] if o["card"] == card)["zone"])


def _activate(merchant: str, discard: list[str] | None) -> JSON:
    action: JSON = {"type": "activate", "card": merchant, "ability": 0, "targets": []}
    return {**action, "discard": discard} if discard is not None else action


def test_118_3_each_card_in_hand_can_pay_the_discard_cost() -> None:
    engine, merchant, cards = _game(hand=2)
    activations = [a for a in engine.legal_actions() if a["type"] == "activate"]
    assert sorted(a["discard"] for a in activations) == [[c] for c in sorted(cards)]


def test_118_3_the_named_card_is_discarded_as_the_cost_is_paid() -> None:
    engine, merchant, (kept, discarded) = _game(hand=2)
    assert engine.act(_activate(merchant, [discarded]))["accepted"]
    assert _zone(engine, discarded) == "graveyard" and _zone(engine, kept) == "hand"  # before the ability resolves
    assert engine.observe(None)["stack"]
    hand_before = sum(1 for o in engine.observe(None)["objects"] if o["zone"] == "hand" and o["owner"] == "p1")
    engine.act(PASS)
    engine.act(PASS)
    hand_after = sum(1 for o in engine.observe(None)["objects"] if o["zone"] == "hand" and o["owner"] == "p1")
    assert hand_after == hand_before + 1  # it resolved: its controller drew a card


def test_118_3_the_cost_must_be_paid_whole_with_cards_from_hand() -> None:
    engine, merchant, cards = _game(hand=2)
    assert not engine.act(_activate(merchant, None))["accepted"]  # no card named
    assert not engine.act(_activate(merchant, cards))["accepted"]  # one card, not two
    assert not engine.act(_activate(merchant, [merchant]))["accepted"]  # not a card in hand
    assert all(_zone(engine, c) == "hand" for c in cards)


def test_118_3_an_empty_hand_cant_pay_it() -> None:
    engine, merchant, _ = _game(hand=0)
    assert not [a for a in engine.legal_actions() if a["type"] == "activate"]
    assert not engine.act(_activate(merchant, []))["accepted"]


def test_118_3_an_ability_without_the_cost_takes_no_discard() -> None:
    b = SetupBuilder()
    clue = b.add("p1", "battlefield", "Clue", token=True)
    card = b.add("p1", "hand", "Grizzly Bears")
    b.lands("p1", "RR")
    b.add("p1", "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    paid_with_a_card: JSON = {"type": "activate", "card": clue, "ability": 0, "targets": [], "discard": [card]}
    assert not engine.act(paid_with_a_card)["accepted"]
