"""The reference engine on two WOE Role creators: Twisted Sewer-Witch's Wicked Role on each Rat its controller
controls (115.10, untargeted; 704.5y with a Rat that already had one) and its Rat that can't block (509.1b); Twisted
Fealty's borrowed creature (613.1b) and its Role, which stays its creator's when control goes back (303.7a)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from reference_engine.blocking import block_forbidden
from strategies.states import SetupBuilder

PASS: JSON = {"type": "pass"}
WITCH = "Twisted Sewer-Witch"


def cast(card: str, targets: list[str] | None = None) -> JSON:
    return {"type": "cast", "card": card, "mode": "normal", "targets": targets or [], "alt_cost": None}


def on_battlefield(engine: ReferenceEngine, subtype: str) -> list[JSON]:
    return [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and subtype in o["subtypes"]]


def resolve_all(engine: ReferenceEngine) -> None:
    while engine.observe(None)["stack"]:
        assert engine.act(PASS)["accepted"]


def test_115_10_a_wicked_role_goes_on_each_rat_its_controller_controls() -> None:
    b = SetupBuilder()
    first = b.add("p1", "hand", WITCH)
    second = b.add("p1", "hand", WITCH)
    b.lands("p1", "BBBBBBBBBB")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act(cast(first))["accepted"]
    resolve_all(engine)
    rats = on_battlefield(engine, "Rat")
    assert len(rats) == 1 and (rats[0]["power"], rats[0]["toughness"]) == (2, 2)  # +1/+1 from its Wicked Role
    assert engine.act(cast(second))["accepted"]
    resolve_all(engine)
    rats = on_battlefield(engine, "Rat")
    roles = on_battlefield(engine, "Role")
    assert len(rats) == 2 and all(r["power"] == 2 for r in rats)
    assert len(roles) == 2 and {r["attached_to"] for r in roles} == {r["card"] for r in rats}  # 704.5y: the older
    life = {p["id"]: p["life"] for p in engine.observe(None)["players"]}  # Role on the first Rat went away and
    assert life["p2"] == 19  # its trigger made each opponent lose 1 life


def test_509_1b_the_witchs_rat_token_cant_block() -> None:
    b = SetupBuilder()
    witch = b.add("p1", "hand", WITCH)
    b.lands("p1", "BBBBB")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act(cast(witch))["accepted"]
    resolve_all(engine)
    game = engine._game()
    rat = game.objects[on_battlefield(engine, "Rat")[0]["card"]]
    assert block_forbidden(game, rat, game.objects[witch]) == f"{rat.id} can't block (509.1b)"


def test_613_1b_a_borrowed_creature_goes_back_and_keeps_the_role_its_borrower_created() -> None:
    b = SetupBuilder()
    fealty = b.add("p1", "hand", "Twisted Fealty")
    bear = b.add("p2", "battlefield", "Grizzly Bears", tapped=True)
    b.lands("p1", "RRR")
    engine = ReferenceEngine()
    engine.setup(b.build())
    assert engine.act(cast(fealty, [bear, bear]))["accepted"]  # two instances of the word target (115.3)
    resolve_all(engine)
    bear_now = next(o for o in engine.observe(None)["objects"] if o["card"] == bear)
    assert bear_now["controller"] == "p1" and not bear_now["tapped"] and "haste" in bear_now["keywords"]
    role = on_battlefield(engine, "Role")[0]
    assert role["attached_to"] == bear and role["controller"] == "p1" and bear_now["power"] == 3
    while engine.observe(None)["turn"]["active_player"] == "p1":
        assert engine.act(PASS)["accepted"] or engine.act({"type": "declare_attackers", "attackers": {}})["accepted"]
    bear_now = next(o for o in engine.observe(None)["objects"] if o["card"] == bear)
    role = on_battlefield(engine, "Role")[0]
    assert bear_now["controller"] == "p2" and role["controller"] == "p1" and role["attached_to"] == bear
