"""The reference engine on planeswalkers (306): loyalty counters as one enters (306.5b), loyalty abilities (606:
once each turn per permanent, at sorcery speed, a negative cost only with enough counters), damage removing
loyalty (120.3c), the state-based action at loyalty 0 (704.5i), attacking a planeswalker (508.1b, 506.2) and
"any target" meaning a planeswalker too (115.4). Quintorius Kand (LCI) is the planeswalker."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

QUINTORIUS = "Quintorius Kand"
PASS: JSON = {"type": "pass"}


def obj(engine: ReferenceEngine, card: str) -> JSON:
    return next(o for o in engine.observe(None)["objects"] if o["card"] == card)


def activate(card: str, ability: int, targets: list[str] | None = None) -> JSON:
    return {"type": "activate", "card": card, "ability": ability, "targets": targets or []}


def resolve_all(engine: ReferenceEngine) -> None:
    while engine.observe(None)["stack"]:
        engine.act(PASS)


def start(*, loyalty: int | None = 4, controller: str = "p1", step: str = "precombat_main",
          extra: tuple[tuple[str, str, str], ...] = ()) -> tuple[ReferenceEngine, str, dict[str, str]]:
    """Quintorius on the battlefield with `loyalty` counters (in hand when None), and `extra` (player, zone, name)."""
    b = SetupBuilder(step=step)
    where = "hand" if loyalty is None else "battlefield"
    q = b.add(controller, where, QUINTORIUS, **({"counters": {"loyalty": loyalty}} if loyalty else {}))
    ids = {f"{name}@{pid}:{zone}": b.add(pid, zone, name) for pid, zone, name in extra}
    for _ in range(8):
        b.add("p1", "library", "Lightning Bolt")
        b.add("p2", "library", "Forest")
    b.lands("p1", "RRWWW")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine, q, ids


def test_306_5b_a_planeswalker_enters_with_its_printed_loyalty_in_loyalty_counters() -> None:
    engine, q, _ = start(loyalty=None)
    assert engine.act({"type": "cast", "card": q, "mode": "normal", "targets": [], "alt_cost": None})["accepted"]
    resolve_all(engine)
    assert obj(engine, q)["zone"] == "battlefield"
    assert obj(engine, q)["counters"] == {"loyalty": 4}


def test_606_4_a_plus_ability_puts_loyalty_counters_on_as_its_cost() -> None:
    engine, q, _ = start()
    result = engine.act(activate(q, 0))
    assert result["accepted"]
    assert obj(engine, q)["counters"] == {"loyalty": 5}  # paid before the ability resolves
    resolve_all(engine)
    spirits = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and "Spirit" in o["subtypes"]]
    assert len(spirits) == 1 and (spirits[0]["power"], spirits[0]["toughness"]) == (3, 2)


def test_606_3_only_one_loyalty_ability_of_a_permanent_each_turn() -> None:
    engine, q, _ = start()
    assert engine.act(activate(q, 0))["accepted"]
    resolve_all(engine)
    assert not engine.act(activate(q, 0))["accepted"]
    assert not engine.act(activate(q, 1))["accepted"]  # another loyalty ability of the same permanent neither
    assert not [a for a in engine.legal_actions() if a["type"] == "activate" and a["card"] == q]


def test_606_3_a_loyalty_ability_only_at_sorcery_speed() -> None:
    engine, q, _ = start(step="upkeep")
    assert not engine.act(activate(q, 0))["accepted"]
    engine, q, _ = start(loyalty=4, controller="p2")  # p1's turn: not p2's main phase
    assert not [a for a in engine.legal_actions() if a["type"] == "activate"]


def test_606_6_a_minus_ability_needs_that_many_loyalty_counters() -> None:
    engine, q, _ = start(loyalty=2)
    assert not engine.act(activate(q, 1))["accepted"]  # -3 with 2
    engine, q, _ = start(loyalty=3)
    assert engine.act(activate(q, 1))["accepted"]
    assert obj(engine, q)["counters"] == {}  # removed as the cost is paid


def test_704_5i_a_planeswalker_with_no_loyalty_goes_to_its_owners_graveyard() -> None:
    engine, q, _ = start(loyalty=3)
    assert engine.act(activate(q, 1))["accepted"]  # -3: 0 loyalty; the state-based action before the ability
    assert obj(engine, q)["zone"] == "graveyard"  # resolves (its discover still happens)


def test_120_3c_damage_to_a_planeswalker_removes_loyalty_counters_and_marks_no_damage() -> None:
    engine, q, ids = start(loyalty=4, controller="p2", extra=(("p1", "hand", "Lightning Bolt"),))
    bolt = ids["Lightning Bolt@p1:hand"]
    cast: JSON = {"type": "cast", "card": bolt, "mode": "normal", "targets": [q], "alt_cost": None}
    assert engine.act(cast)["accepted"]  # 115.4: "any target" includes a planeswalker
    resolve_all(engine)
    assert obj(engine, q)["counters"] == {"loyalty": 1}
    assert obj(engine, q)["damage"] == 0


def test_508_1b_a_creature_attacks_a_planeswalker_and_its_combat_damage_removes_loyalty() -> None:
    engine, q, ids = start(loyalty=2, controller="p2", step="beginning_of_combat",
                           extra=(("p1", "battlefield", "Grizzly Bears"),))
    bear = ids["Grizzly Bears@p1:battlefield"]
    engine.act(PASS)
    engine.act(PASS)
    declarations = [a for a in engine.legal_actions() if a["type"] == "declare_attackers"]
    assert {"type": "declare_attackers", "attackers": {bear: q}} in declarations
    assert engine.act({"type": "declare_attackers", "attackers": {bear: q}})["accepted"]
    for _ in range(12):
        if obj(engine, q)["zone"] != "battlefield":
            break
        actions = engine.legal_actions()
        engine.act(next((a for a in actions if a["type"] == "pass"), actions[0]))
    assert obj(engine, q)["zone"] == "graveyard"  # 2 damage removed its 2 loyalty counters (120.3c, 704.5i)
    assert engine.observe(None)["players"][1]["life"] == 20  # the player wasn't dealt the damage


def test_506_2_the_planeswalkers_controller_blocks_a_creature_attacking_it() -> None:
    engine, q, ids = start(loyalty=4, controller="p2", step="beginning_of_combat",
                           extra=(("p1", "battlefield", "Grizzly Bears"), ("p2", "battlefield", "Grizzly Bears")))
    attacker, blocker = ids["Grizzly Bears@p1:battlefield"], ids["Grizzly Bears@p2:battlefield"]
    engine.act(PASS)
    engine.act(PASS)
    assert engine.act({"type": "declare_attackers", "attackers": {attacker: q}})["accepted"]
    while engine.observe(None)["turn"]["step"] != "declare_blockers":
        engine.act(PASS)
    assert {"type": "declare_blockers", "blockers": {blocker: attacker}} in engine.legal_actions()
    assert engine.act({"type": "declare_blockers", "blockers": {blocker: attacker}})["accepted"]


def test_a_spell_cast_from_exile_triggers_quintorius() -> None:
    engine, q, _ = start(loyalty=4)
    assert engine.act(activate(q, 1))["accepted"]  # -3: discover 4 finds a Lightning Bolt, cast from exile
    for _ in range(10):
        cast = next((a for a in engine.legal_actions() if a["type"] == "cast" and a["targets"] == ["p2"]), None)
        if cast is not None:
            break
        engine.act(PASS)
    assert cast is not None and engine.act(cast)["accepted"]
    resolve_all(engine)
    players = {p["id"]: p["life"] for p in engine.observe(None)["players"]}
    assert players == {"p1": 22, "p2": 15}  # the trigger (601.2a: cast from exile): 2 damage, 2 life; the Bolt: 3


def test_any_number_of_target_cards_exiled_add_that_much_mana_and_may_be_played() -> None:
    engine, q, ids = start(loyalty=6, extra=(("p1", "graveyard", "Lightning Bolt"), ("p1", "graveyard", "Forest")))
    bolt, forest = ids["Lightning Bolt@p1:graveyard"], ids["Forest@p1:graveyard"]
    choices = [a["targets"] for a in engine.legal_actions() if a["type"] == "activate" and a["ability"] == 2]
    assert sorted(map(sorted, choices)) == sorted(map(sorted, [[], [bolt], [forest], [bolt, forest]]))
    assert engine.act(activate(q, 2, [bolt, forest]))["accepted"]
    resolve_all(engine)
    assert obj(engine, bolt)["zone"] == obj(engine, forest)["zone"] == "exile"
    assert engine.observe(None)["players"][0]["mana_pool"] == "{R}{R}"
    actions = engine.legal_actions()
    assert any(a["type"] == "play_land" and a["card"] == forest for a in actions)
    assert any(a["type"] == "cast" and a["card"] == bolt for a in actions)
