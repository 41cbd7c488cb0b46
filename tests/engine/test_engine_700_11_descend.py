"""The reference engine on Brass's Tunnel-Grinder // Tecutlan, the Searing Rift (LCI): discarding any number of
cards, then drawing that many plus one (701.9a, 608.2h); descending (700.11: a permanent card put into its owner's
graveyard from anywhere this turn) as the end step trigger's intervening "if" (603.4), its bore counters and the
transform at three (608.2c, 701.27a); the land's trigger on a permanent spell cast with its mana (601.2h)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

GRINDER = "Brass's Tunnel-Grinder // Tecutlan, the Searing Rift"
PASS: JSON = {"type": "pass"}


def obj(engine: ReferenceEngine, card: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == card)


def pass_until(engine: ReferenceEngine, done: object, limit: int = 40) -> None:
    for _ in range(limit):
        if done():  # type: ignore[operator]
            return
        actions = engine.legal_actions()
        engine.act(next((a for a in actions if a["type"] == "pass"), actions[0]))
    raise AssertionError("never got there")


def setup(grinder: str, status: JSON, *, step: str = "precombat_main", hand: tuple[str, ...] = (),
          lands: str = "RRR") -> tuple[ReferenceEngine, str, list[str]]:
    b = SetupBuilder(step=step)
    card = b.add("p1", grinder, GRINDER, **status)
    ids = [b.add("p1", "hand", n) for n in hand]
    for _ in range(8):
        b.add("p1", "library", "Lightning Bolt")
        b.add("p2", "library", "Forest")
    b.lands("p1", lands)
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, card, ids


def test_701_9a_it_enters_discarding_any_number_then_drawing_that_many_plus_one() -> None:
    engine, grinder, (forest, island) = setup("hand", {}, hand=("Forest", "Island"))
    assert engine.act({"type": "cast", "card": grinder, "mode": "normal", "targets": [], "alt_cost": None})["accepted"]
    pass_until(engine, lambda: any(a["type"] == "choose" for a in engine.legal_actions()))
    assert engine.act({"type": "choose", "choice": forest})["accepted"]
    assert engine.act({"type": "choose", "choice": island})["accepted"]  # the hand is empty: no more is asked
    me = engine.observe(None)["players"][0]
    assert me["hand_size"] == 3  # two discarded, three drawn
    assert obj(engine, forest)["zone"] == obj(engine, island)["zone"] == "graveyard"


def test_700_11_the_bore_counter_needs_a_descent_and_the_third_transforms_it() -> None:
    engine, grinder, (forest,) = setup("battlefield", {"counters": {"bore": 2}}, step="postcombat_main",
                                       hand=("Forest",))
    game = engine.game
    assert game is not None
    pass_until(engine, lambda: engine.observe(None)["turn"]["active_player"] == "p2")
    assert obj(engine, grinder)["counters"] == {"bore": 2}  # no descent this turn: the trigger didn't trigger
    engine, grinder, (forest,) = setup("battlefield", {"counters": {"bore": 2}}, hand=("Forest",))
    game = engine.game
    assert game is not None
    game.move(game.objects[forest], "graveyard", "discard")  # a permanent card put into p1's graveyard: descended
    assert "p1" in game.this_turn.descended
    pass_until(engine, lambda: obj(engine, grinder)["name"] == "Tecutlan, the Searing Rift")
    assert obj(engine, grinder)["counters"] == {}  # the three bore counters removed, then it transformed


def test_a_nonpermanent_card_or_a_token_put_into_a_graveyard_is_no_descent() -> None:
    engine, _, (bolt,) = setup("battlefield", {}, hand=("Lightning Bolt",))
    game = engine.game
    assert game is not None
    game.move(game.objects[bolt], "graveyard", "discard")
    assert "p1" not in game.this_turn.descended


def test_601_2h_a_permanent_spell_cast_with_tecutlans_mana_discovers_its_mana_value() -> None:
    engine, land, (bears, bolt) = setup("battlefield", {"face": "back"}, hand=("Grizzly Bears", "Lightning Bolt"),
                                        lands="G")
    cast: JSON = {"type": "cast", "card": bears, "mode": "normal", "targets": [], "alt_cost": None}
    result = engine.act(cast)
    assert result["accepted"] and any(f"tap {land}" in e.get("other", []) for e in result["events"]
                                      if e["type"] == "cost_paid")
    assert len(engine.observe(None)["stack"]) == 2  # the Bears and the discover trigger
    engine, land, (bears, bolt) = setup("battlefield", {"face": "back", "tapped": True},
                                        hand=("Grizzly Bears", "Lightning Bolt"), lands="GG")
    assert engine.act(cast)["accepted"]  # paid with the two Forests: no trigger
    assert len(engine.observe(None)["stack"]) == 1
