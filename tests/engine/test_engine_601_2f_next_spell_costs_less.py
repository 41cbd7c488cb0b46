"""The reference engine on Stonehide Ancient // Warning Tremor: returning every creature a filter picks to its
owner's hand at once (400.7, 603.10a), and "the next Dragon spell you cast costs {2} less to cast", a lasting effect
of a resolved spell used up by the next spell it applies to (601.2f, 611.2a)."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, player, start

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

STONEHIDE = "Stonehide Ancient // Warning Tremor"
DRAGON = "Young Red Dragon // Bathe in Gold"  # a {3}{R} Dragon


def lands_tapped(result: JSON) -> int:
    """How many permanents the cast's payment tapped (its cost_paid event)."""
    paid = next(e for e in result["events"] if e["type"] == "cost_paid")
    return sum(1 for o in paid.get("other") or [] if o.startswith("tap "))


def test_400_7_all_non_dragon_creatures_return_to_their_owners_hands() -> None:
    b = SetupBuilder()
    ancient = b.add("p1", "hand", STONEHIDE)
    mine = b.add("p1", "battlefield", "Grizzly Bears")
    dragon = b.add("p1", "battlefield", DRAGON)
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    token = b.add("p2", "battlefield", "Grizzly Bears", token=True)
    b.lands("p1", "GGGURR")
    engine = start(b)
    ok(engine, cast(ancient))
    passes(engine, 2)  # the creature resolves; its enters trigger goes on the stack
    passes(engine, 2)
    assert find(engine, mine)["zone"] == "hand" and find(engine, theirs)["zone"] == "hand"  # type: ignore[index]
    assert find(engine, theirs)["owner"] == "p2"  # type: ignore[index]
    assert find(engine, token) is None  # 111.8: a token in a hand ceases to exist
    assert find(engine, dragon)["zone"] == "battlefield"  # type: ignore[index]
    assert find(engine, ancient)["zone"] == "battlefield"  # type: ignore[index]


def _tremored() -> tuple[ReferenceEngine, list[str], str]:
    b = SetupBuilder()
    tremor = b.add("p1", "hand", STONEHIDE)
    dragons = [b.add("p1", "hand", DRAGON) for _ in range(2)]
    bears = b.add("p1", "hand", "Grizzly Bears")
    b.lands("p1", "RRRRRRRRRGG")
    engine = start(b)
    ok(engine, cast(tremor, "p2", mode="omen"))
    passes(engine, 2)
    assert player(engine, "p2")["life"] == 18
    return engine, dragons, bears


def test_601_2f_the_next_dragon_spell_costs_two_less_and_only_that_one() -> None:
    engine, dragons, bears = _tremored()
    result = ok(engine, cast(bears))  # not a Dragon: the effect waits
    assert lands_tapped(result) == 2
    passes(engine, 2)
    assert lands_tapped(ok(engine, cast(dragons[0]))) == 2  # {3}{R} less {2}
    passes(engine, 2)
    assert lands_tapped(ok(engine, cast(dragons[1]))) == 4  # 611.2a: used up by the first Dragon spell
    assert find(engine, dragons[1])["zone"] == "stack"  # type: ignore[index]
