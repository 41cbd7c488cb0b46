"""Optional actions (608.2d): "you may pay {N}" / "you may discard a card", asked as a ``may`` choice while the
effect is applied, only when the action is possible; what follows "if you do" (608.2c) and the reflexive
trigger "when you do", whose target is chosen after the payment, as it is put on the stack (603.12, 603.3d)."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def pending(engine: ReferenceEngine) -> JSON | None:
    return engine.observe(None)["pending_choice"]


def roles_on(engine: ReferenceEngine, cid: str) -> list[str]:
    return sorted(o["name"] for o in engine.observe(None)["objects"]
                  if o["zone"] == "battlefield" and o.get("attached_to") == cid)


def choose(engine: ReferenceEngine, answer: object) -> JSON:
    return ok(engine, {"type": "choose", "choice": answer})


def _sage(lands: str) -> tuple[ReferenceEngine, str, list[str]]:
    """Unassuming Sage cast and resolved; its enters trigger resolving (p1 has `lands` beyond the Sage's cost)."""
    b = SetupBuilder()
    sage = b.add("p1", "hand", "Unassuming Sage")
    paid = b.lands("p1", "WW")
    extra = b.lands("p1", lands)
    engine = start(b)
    ok(engine, cast(sage))
    passes(engine, 2)  # the Sage resolves; its trigger goes on the stack
    passes(engine, 2)  # the trigger resolves: the may choice, if any
    assert all(find(engine, land)["tapped"] for land in paid)  # type: ignore[index]
    return engine, sage, extra


def test_may_pay_is_asked_and_paying_does_what_follows_if_you_do() -> None:
    engine, sage, extra = _sage("WG")
    assert pending(engine) == {"player": "p1", "kind": "may", "options": ["decline", "accept"]}
    result = choose(engine, "accept")
    assert any(e["type"] == "cost_paid" and e["card"] == sage for e in result["events"])
    assert all(find(engine, land)["tapped"] for land in extra)  # type: ignore[index]
    assert roles_on(engine, sage) == ["Sorcerer"]


def test_declining_does_nothing_more() -> None:
    engine, sage, extra = _sage("WG")
    choose(engine, "decline")
    assert not any(find(engine, land)["tapped"] for land in extra)  # type: ignore[index]
    assert roles_on(engine, sage) == []


def test_a_cost_the_player_cant_pay_is_declined_without_asking() -> None:
    """608.2d: an impossible option can't be chosen; with one option left the engine makes it (protocol)."""
    engine, sage, _extra = _sage("W")  # one land: {2} can't be paid
    assert pending(engine) is None
    assert roles_on(engine, sage) == []


def test_when_you_do_triggers_after_the_payment_and_its_target_is_chosen_then() -> None:
    """603.12: Merry Bards' "when you do" ability triggers when the {1} is paid and goes on the stack with a target
    chosen then (here the opponent's creature is no option: target creature you control); declined, nothing."""
    b = SetupBuilder()
    bards = b.add("p1", "hand", "Merry Bards")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "RRRR")
    engine = start(b)
    ok(engine, cast(bards))
    passes(engine, 2)
    passes(engine, 2)
    assert pending(engine) == {"player": "p1", "kind": "may", "options": ["decline", "accept"]}
    choose(engine, "accept")
    choice = pending(engine)
    assert choice is not None and choice["kind"] == "targets"
    assert sorted(choice["options"]) == sorted([[bards], [bears]]) and [theirs] not in choice["options"]
    result = choose(engine, [bears])
    assert any(e["type"] == "trigger" for e in result["events"]) and roles_on(engine, bears) == []  # on the stack
    passes(engine, 2)
    assert roles_on(engine, bears) == ["Young Hero"]


def test_may_discard_draws_only_if_a_card_was_discarded() -> None:
    """Witch's Mark: with a card in hand, discarding draws two; with none, nothing is asked or drawn; the Role is
    made either way on the chosen creature."""
    for in_hand, answer, drawn in ((1, "accept", 2), (1, "decline", 0), (0, None, 0)):
        b = SetupBuilder()
        mark = b.add("p1", "hand", "Witch's Mark")
        for _ in range(in_hand):
            b.add("p1", "hand", "Lightning Bolt")
        for _ in range(3):
            b.add("p1", "library", "Forest")
        bears = b.add("p1", "battlefield", "Grizzly Bears")
        b.lands("p1", "RR")
        engine = start(b)
        ok(engine, cast(mark, bears))
        passes(engine, 2)
        if answer is None:
            assert pending(engine) is None
        else:
            assert pending(engine) == {"player": "p1", "kind": "may", "options": ["decline", "accept"]}
            choose(engine, answer)  # the one card is discarded without a further question
        hand = [o for o in engine.observe(None)["objects"] if o["zone"] == "hand" and o["owner"] == "p1"]
        assert len(hand) == (drawn if answer == "accept" else in_hand), (in_hand, answer)
        assert roles_on(engine, bears) == ["Wicked"]


def test_up_to_one_target_card_in_your_graveyard_may_go_unchosen() -> None:
    """True Ancestry: "up to one target permanent card from your graveyard" (115.1, 601.2c, 115.6): a sorcery card
    or an opponent's card is no legal target; with none chosen the spell is untargeted and still makes its Clue."""
    for chosen in (True, False):
        b = SetupBuilder()
        spell = b.add("p1", "hand", "True Ancestry")
        bears = b.add("p1", "graveyard", "Grizzly Bears")
        sorcery = b.add("p1", "graveyard", "True Ancestry")
        theirs = b.add("p2", "graveyard", "Grizzly Bears")
        b.lands("p1", "GG")
        engine = start(b)
        assert not engine.act(cast(spell, sorcery))["accepted"] and not engine.act(cast(spell, theirs))["accepted"]
        ok(engine, cast(spell, *([bears] if chosen else [])))
        passes(engine, 2)
        in_hand = [o["name"] for o in engine.observe(None)["objects"] if o["zone"] == "hand" and o["owner"] == "p1"]
        assert in_hand == (["Grizzly Bears"] if chosen else [])
        assert sum(1 for o in engine.observe(None)["objects"] if o["name"] == "Clue") == 1
