"""Linked abilities over the cards one exiled (607.2a), and becoming a copy of one until end of turn (707.2, 611.2a,
514.2). Played with a real card, Lazav, Wearer of Faces."""

from __future__ import annotations

from test_engine_core import find, ok, passes, start
from test_engine_optional import choose, pending
from test_engine_turn_triggers import resolve_all

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

LAZAV = "Lazav, Wearer of Faces"
BEAST = "Lovestruck Beast // Heart's Desire"


def lazav_attacks(graveyard: str) -> tuple[ReferenceEngine, str, str]:
    """Lazav attacks p2; its trigger exiles the only card in a graveyard (p2's `graveyard` card) and investigates."""
    b = SetupBuilder(step="beginning_of_combat")
    lazav = b.add("p1", "battlefield", LAZAV)
    exiled = b.add("p2", "graveyard", graveyard)
    b.lands("p1", "UU")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Island")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {lazav: "p2"}})
    resolve_all(engine)
    return engine, lazav, exiled


def sacrifice_the_clue(engine: ReferenceEngine) -> None:
    clue = next(o["card"] for o in engine.observe(None)["objects"] if o["name"] == "Clue")
    ok(engine, {"type": "activate", "card": clue, "ability": 0, "targets": []})


def test_607_2a_lazav_becomes_a_copy_of_the_creature_card_it_exiled_until_end_of_turn() -> None:
    """Lovestruck Beast is exiled with Lazav; sacrificing the Clue, p1 accepts: Lazav is a 5/5 Lovestruck Beast until
    end of turn, then Lazav again (the same object, 110.5)."""
    engine, lazav, exiled = lazav_attacks(BEAST)
    assert find(engine, exiled)["zone"] == "exile"  # type: ignore[index]
    sacrifice_the_clue(engine)
    passes(engine, 2)  # the sacrifice trigger resolves (the Clue's draw ability waits under it)
    assert pending(engine) == {"player": "p1", "kind": "may", "options": ["decline", "accept"]}
    choose(engine, "accept")
    seen = find(engine, lazav)
    assert seen is not None and (seen["name"], seen["power"], seen["toughness"]) == ("Lovestruck Beast", 5, 5)
    while engine.observe(None)["turn"]["active_player"] == "p1":
        ok(engine, engine.legal_actions()[0])
    seen = find(engine, lazav)
    assert seen is not None and (seen["name"], seen["power"], seen["toughness"]) == (LAZAV, 2, 3)


def test_607_2a_a_noncreature_card_exiled_with_it_offers_nothing() -> None:
    """The card exiled with Lazav is Murder (no creature card): accepting does nothing, Lazav stays Lazav."""
    engine, lazav, _ = lazav_attacks("Murder")
    sacrifice_the_clue(engine)
    passes(engine, 2)
    choose(engine, "accept")
    resolve_all(engine)
    assert find(engine, lazav)["name"] == LAZAV  # type: ignore[index]
