"""Replicate (702.56a) on Ate-o'-Clock: an additional cost paid any number of times as the spell is cast (601.2b,
601.2f: each payment adds its mana), and a triggered ability that copies the spell once for each payment; its
controller may choose new targets for each copy (707.10c)."""

from __future__ import annotations

from test_engine_core import cast, start
from test_engine_optional import choose, pending
from test_engine_turn_triggers import clues, resolve_all

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

ATE = "Ate-o'-Clock"


def _ate(lands: str, *creatures: str) -> tuple[ReferenceEngine, str, list[str]]:
    b = SetupBuilder()
    bears = [b.add("p1", "battlefield", name) for name in creatures]
    ate = b.add("p1", "hand", ATE)
    b.lands("p1", lands)
    return start(b), ate, bears


def test_702_56a_paid_twice_two_copies_each_investigate() -> None:
    """Replicate paid twice ({2}{G} each, nine mana in all): the spell and its replicate trigger are on the stack;
    the trigger makes two copies, and the original and both copies investigate: three Clues."""
    engine, ate, bears = _ate("GGGGGGGGG", "Grizzly Bears")
    result = engine.act(cast(ate, *bears, additional_costs=["replicate", "replicate"]))
    assert result["accepted"], result["reason"]
    assert len(engine.observe(None)["stack"]) == 2
    assert all(o["tapped"] for o in engine.observe(None)["objects"] if "Land" in o["types"])
    resolve_all(engine)
    assert clues(engine) == 3


def test_702_56a_each_payment_adds_the_replicate_cost() -> None:
    """Six lands pay the spell and one replicate, not two (601.2f, 601.2h)."""
    engine, ate, bears = _ate("GGGGGG", "Grizzly Bears")
    assert not engine.act(cast(ate, *bears, additional_costs=["replicate", "replicate"]))["accepted"]
    assert engine.act(cast(ate, *bears, additional_costs=["replicate"]))["accepted"]


def test_702_56a_unpaid_replicate_doesnt_trigger() -> None:
    """Cast without paying replicate: only the spell is on the stack, one Clue."""
    engine, ate, bears = _ate("GGG", "Grizzly Bears")
    assert engine.act(cast(ate, *bears))["accepted"]
    assert len(engine.observe(None)["stack"]) == 1
    resolve_all(engine)
    assert clues(engine) == 1


def test_707_10c_the_copy_may_get_a_new_target() -> None:
    """With two creatures, the copy's controller is asked for its targets: the copied one first, or the other."""
    engine, ate, bears = _ate("GGGGGG", "Grizzly Bears", "Grizzly Bears")
    assert engine.act(cast(ate, bears[0], additional_costs=["replicate"]))["accepted"]
    resolve_all_until_choice(engine)
    assert pending(engine) == {"player": "p1", "kind": "targets", "options": [[bears[0]], [bears[1]]]}
    choose(engine, [bears[1]])
    stack = engine.observe(None)["stack"]
    assert [entry.get("targets") for entry in stack] == [[bears[1]], [bears[0]]]  # the copy on top


def resolve_all_until_choice(engine: ReferenceEngine) -> None:
    """Pass until a choice waits (the replicate trigger resolving)."""
    while pending(engine) is None:
        assert engine.act({"type": "pass"})["accepted"]


def test_702_56a_a_spell_without_replicate_rejects_paying_it() -> None:
    """Paying replicate for Lightning Bolt is rejected (702.56a: only a spell with the keyword has the cost)."""
    b = SetupBuilder()
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "RRRR")
    engine = start(b)
    assert not engine.act(cast(bolt, "p2", additional_costs=["replicate"]))["accepted"]
