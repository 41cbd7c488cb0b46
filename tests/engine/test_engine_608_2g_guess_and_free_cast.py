"""A card chosen in hand, the defending player's guess about its mana value (608.2d), and a free cast of it while the
ability resolves if they guessed wrong (608.2g, 118.9); otherwise an investigation. Played with a real card, The
Seventh Doctor."""

from __future__ import annotations

from test_engine_core import find, ok, passes, start
from test_engine_optional import choose, pending

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

DOCTOR = "The Seventh Doctor"


def doctor_attacks(hand: list[str]) -> tuple[ReferenceEngine, list[str]]:
    """The Seventh Doctor attacks p2; its trigger resolves up to the choice of a card in p1's hand."""
    b = SetupBuilder(step="beginning_of_combat")
    doctor = b.add("p1", "battlefield", DOCTOR)
    cards = [b.add("p1", "hand", name) for name in hand]
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Island")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {doctor: "p2"}})
    passes(engine, 2)
    return engine, cards


def clues(engine: ReferenceEngine) -> int:
    return sum(1 for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o["name"] == "Clue")


def test_608_2g_a_wrong_guess_lets_the_card_be_cast_free_and_then_no_clue() -> None:
    """p1 picks Grizzly Bears (mana value 2, p1 controls no artifact: greater); p2 guesses "not_greater", wrongly: p1
    casts the Bears free (no land needed) and doesn't investigate."""
    engine, (bears, other) = doctor_attacks(["Grizzly Bears", "Lovestruck Beast // Heart's Desire"])
    assert pending(engine) == {"player": "p1", "kind": "pick_card", "options": [bears, other]}
    choose(engine, bears)
    assert pending(engine) == {"player": "p2", "kind": "guess", "options": ["greater", "not_greater"]}
    choose(engine, "not_greater")
    offer = pending(engine)
    assert offer is not None and offer["kind"] == "effect_cast" and offer["player"] == "p1"
    permissions = engine.observe(None)["cast_permissions"]
    assert {"card": bears, "zone": "hand", "player": "p1", "as": "normal", "source": "effect", "free": True} in \
        permissions
    ok(engine, {"type": "cast", "card": bears, "mode": "normal", "alt_cost": "free", "targets": []})
    passes(engine, 2)
    assert find(engine, bears)["zone"] == "battlefield"  # type: ignore[index]
    assert clues(engine) == 0


def test_608_2d_a_right_guess_or_a_declined_cast_investigates() -> None:
    """A right guess ("greater" for the Bears) offers no cast: p1 investigates. A wrong guess whose cast p1 declines:
    p1 investigates too, and the card stays in hand."""
    engine, (bears,) = doctor_attacks(["Grizzly Bears"])
    choose(engine, "greater")  # the only card is chosen at once; p2 guesses right
    assert pending(engine) is None
    assert clues(engine) == 1 and find(engine, bears)["zone"] == "hand"  # type: ignore[index]
    engine, (bears,) = doctor_attacks(["Grizzly Bears"])
    choose(engine, "not_greater")
    choose(engine, "decline")
    assert clues(engine) == 1 and find(engine, bears)["zone"] == "hand"  # type: ignore[index]


def test_608_2d_with_an_empty_hand_it_investigates() -> None:
    engine, _ = doctor_attacks([])
    assert pending(engine) is None and clues(engine) == 1
