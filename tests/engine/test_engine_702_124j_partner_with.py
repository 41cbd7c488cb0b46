"""Madame Vastra's rules: "partner with [name]" (702.124j: as it enters, a target player may put the named card from
their library into their hand, then shuffles), a requirement that it be blocked (509.1c), and a trigger on a creature
it dealt damage this turn dying (120.3, 603.6c)."""

from __future__ import annotations

from test_engine_core import PASS, cast, ok, passes, start, synthetic, zone
from test_engine_events import declare, subtype_count

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

VASTRA = "Madame Vastra"


# ----- 702.124j: partner with ----------------------------------------------------------------------------------


def _partner_of_test(b: SetupBuilder) -> str:
    """A creature card with "partner with grizzly bears" (the rule's trigger, whatever card carries it)."""
    return synthetic(b, "Partner of Test", "{G}", ["Creature"], power=1, toughness=1,
                     keywords=["partner with grizzly bears"])


def test_702_124j_the_target_player_may_put_the_named_card_into_their_hand() -> None:
    """p1 casts the partner and targets p2: p2 (not p1) searches, may find only the named card, and takes it."""
    b = SetupBuilder()
    partner = b.add("p1", "hand", _partner_of_test(b))
    b.add("p1", "library", "Grizzly Bears")
    bears = b.add("p2", "library", "Grizzly Bears")
    b.add("p2", "library", "Forest")
    b.lands("p1", "G")
    engine = start(b)
    ok(engine, cast(partner))
    passes(engine, 2)
    choice = engine.observe(None)["pending_choice"]
    assert choice["kind"] == "targets" and ["p2"] in choice["options"]
    ok(engine, {"type": "choose", "choice": ["p2"]})
    passes(engine, 2)
    choice = engine.observe(None)["pending_choice"]
    assert choice["player"] == "p2" and sorted(choice["options"]) == sorted([bears, "none"])
    ok(engine, {"type": "choose", "choice": bears})
    assert zone(engine, bears) == "hand"


def test_702_124j_may_means_the_card_can_stay() -> None:
    b = SetupBuilder()
    partner = b.add("p1", "hand", _partner_of_test(b))
    bears = b.add("p1", "library", "Grizzly Bears")
    b.lands("p1", "G")
    engine = start(b)
    ok(engine, cast(partner))
    passes(engine, 2)
    ok(engine, {"type": "choose", "choice": ["p1"]})
    passes(engine, 2)
    ok(engine, {"type": "choose", "choice": "none"})
    assert zone(engine, bears) == "library"


def test_702_124j_vastra_looks_for_jenny_flint_only() -> None:
    """Without a Jenny Flint in the library, the search finds nothing (the Bears is no option) and the library is
    shuffled all the same (701.23g)."""
    b = SetupBuilder()
    vastra = b.add("p1", "hand", VASTRA)
    bears = b.add("p1", "library", "Grizzly Bears")
    b.lands("p1", "GGUU")
    engine = start(b)
    ok(engine, cast(vastra))
    passes(engine, 2)
    ok(engine, {"type": "choose", "choice": ["p1"]})
    passes(engine, 2)
    assert engine.observe(None)["pending_choice"] is None and zone(engine, bears) == "library"
    assert zone(engine, vastra) == "battlefield"


# ----- 509.1c: "must be blocked if able" -------------------------------------------------------------------------


def _vastra_attacks(*defenders: tuple[str, bool]) -> tuple[ReferenceEngine, str, list[str]]:
    """Vastra attacks p2, who controls these creatures (name, tapped)."""
    b = SetupBuilder(step="beginning_of_combat")
    vastra = b.add("p1", "battlefield", VASTRA)
    blockers = [b.add("p2", "battlefield", name, tapped=tapped) for name, tapped in defenders]
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = start(b)
    passes(engine, 2)
    declare(engine, "attackers", {vastra: "p2"})
    passes(engine, 2)
    return engine, vastra, blockers


def test_509_1c_vastra_must_be_blocked_by_a_creature_able_to() -> None:
    engine, vastra, (bears,) = _vastra_attacks(("Grizzly Bears", False))
    assert not engine.act({"type": "declare_blockers", "blockers": {}})["accepted"]
    ok(engine, {"type": "declare_blockers", "blockers": {bears: vastra}})


def test_509_1c_no_creature_able_to_block_no_block_needed() -> None:
    engine, _, _ = _vastra_attacks(("Grizzly Bears", True))  # tapped: it can't block (509.1a)
    ok(engine, {"type": "declare_blockers", "blockers": {}})


# ----- 120.3, 603.6c: "whenever a creature dealt damage by this this turn dies" -------------------------------


def test_603_6c_a_creature_vastra_dealt_damage_dies() -> None:
    """The Bears blocks and dies of Vastra's combat damage: Vastra's controller creates a Clue and a Food."""
    engine, vastra, (bears,) = _vastra_attacks(("Grizzly Bears", False))
    ok(engine, {"type": "declare_blockers", "blockers": {bears: vastra}})
    while zone(engine, bears) == "battlefield" or engine.observe(None)["stack"]:
        assert engine.act(PASS)["accepted"]
    assert zone(engine, bears) == "graveyard"
    assert (subtype_count(engine, "Clue"), subtype_count(engine, "Food")) == (1, 1)


def test_120_3_a_creature_vastra_dealt_no_damage_doesnt_count() -> None:
    """A creature that dies of another source's damage doesn't trigger it."""
    b = SetupBuilder()
    b.add("p1", "battlefield", VASTRA)
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    engine = start(b)
    ok(engine, cast(bolt, bears))
    passes(engine, 2)
    assert zone(engine, bears) == "graveyard" and not engine.observe(None)["stack"]
    assert subtype_count(engine, "Clue") == 0
