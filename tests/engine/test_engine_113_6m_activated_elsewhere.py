"""113.6, 113.6m, 602.2: an activated ability whose cost moves its card out of its owner's hand or graveyard
("discard this card": Trumpeting Carnosaur; "exile this card from your graveyard": Buried Treasure) functions only in
that zone, where the card's owner activates it (from the hand, revealing it: 602.2a); the protocol's `activate` names
the card there and numbers its abilities as everywhere (docs/protocol.md, *Ability numbering*). And 118.3: "exile a
creature card from your graveyard" as a cost, whose card's mana value the effect may count (608.2h: Ellie and
Alan)."""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

PASS: JSON = {"type": "pass"}


def _engine(b: SetupBuilder) -> ReferenceEngine:
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Forest")
    engine = ReferenceEngine()
    engine.setup(b.build())
    return engine


def _zone(engine: ReferenceEngine, card: str) -> str:
    return str(next(o for o in engine.observe(None)["objects"] if o["card"] == card)["zone"])


def _activate(card: str, ability: int, targets: list[str] | None = None, **more: JSON) -> JSON:
    return {"type": "activate", "card": card, "ability": ability, "targets": targets or [], **more}


def _activations(engine: ReferenceEngine) -> list[JSON]:
    return [a for a in engine.legal_actions() if a["type"] == "activate"]


def test_113_6m_a_graveyard_ability_is_activated_there_and_exiles_its_card_as_the_cost() -> None:
    b = SetupBuilder()
    treasure = b.add("p1", "graveyard", "Buried Treasure")
    bears = b.add("p1", "library", "Grizzly Bears")
    b.lands("p1", "RRRRR")
    engine = _engine(b)
    assert _activations(engine) == [_activate(treasure, 1)]  # its mana ability [0] works only on the battlefield
    assert not engine.act(_activate(treasure, 0, mana="R"))["accepted"]
    assert engine.act(_activate(treasure, 1))["accepted"]
    assert _zone(engine, treasure) == "exile"  # paid before the ability resolves (602.2h)
    engine.act(PASS)
    engine.act(PASS)
    assert _zone(engine, bears) == "exile"  # discover 5 found it
    assert engine.observe(None)["pending_choice"]["kind"] == "discover_cast"


def test_113_6m_the_graveyard_ability_doesnt_function_on_the_battlefield() -> None:
    b = SetupBuilder()
    treasure = b.add("p1", "battlefield", "Buried Treasure")
    b.lands("p1", "RRRRR")
    engine = _engine(b)
    assert not engine.act(_activate(treasure, 1))["accepted"]
    assert {a["ability"] for a in _activations(engine) if a["card"] == treasure} == {0}


def test_602_2_only_the_cards_owner_activates_it_and_only_as_its_limit_allows() -> None:
    b = SetupBuilder()
    treasure = b.add("p2", "graveyard", "Buried Treasure")
    b.lands("p1", "RRRRR")
    engine = _engine(b)
    assert not engine.act(_activate(treasure, 1))["accepted"]  # p1 has priority; the card is p2's
    b = SetupBuilder(step="upkeep")
    mine = b.add("p1", "graveyard", "Buried Treasure")
    b.lands("p1", "RRRRR")
    engine = _engine(b)
    assert not engine.act(_activate(mine, 1))["accepted"]  # 602.5d: only as a sorcery


def test_113_6m_a_hand_ability_discards_its_card_and_its_damage_is_still_dealt() -> None:
    b = SetupBuilder()
    carnosaur = b.add("p1", "hand", "Trumpeting Carnosaur")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "RRR")
    engine = _engine(b)
    action = _activate(carnosaur, 0, [theirs])
    assert action in _activations(engine)
    result = engine.act(action)
    assert result["accepted"]
    assert {"type": "reveal", "card": carnosaur, "to": "all", "identity": "Trumpeting Carnosaur"} in result["events"]
    assert _zone(engine, carnosaur) == "graveyard"  # discarded as the cost (701.9a)
    engine.act(PASS)
    engine.act(PASS)
    assert _zone(engine, theirs) == "graveyard"  # 3 damage from the card, now in the graveyard


def test_113_6m_the_hand_ability_doesnt_function_on_the_battlefield() -> None:
    b = SetupBuilder()
    carnosaur = b.add("p1", "battlefield", "Trumpeting Carnosaur")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "RRR")
    engine = _engine(b)
    assert not engine.act(_activate(carnosaur, 0, [theirs]))["accepted"]
    assert not _activations(engine)


def _ellie(graveyard: list[str], library: list[str]) -> tuple[ReferenceEngine, str, list[str], list[str]]:
    b = SetupBuilder()
    ellie = b.add("p1", "battlefield", "Ellie and Alan, Paleontologists")
    dead = [b.add("p1", "graveyard", name) for name in graveyard]
    top = [b.add("p1", "library", name) for name in library]
    return _engine(b), ellie, dead, top


def test_118_3_a_creature_card_of_your_graveyard_pays_the_cost_and_x_is_its_mana_value() -> None:
    engine, ellie, (bears, forest), (basher, paladin) = _ellie(["Grizzly Bears", "Forest"],
                                                               ["Bolrac-Clan Basher", "Paladin en-Vec"])
    assert _activations(engine) == [_activate(ellie, 0, exile=[bears])]  # a land card can't pay it
    assert not engine.act(_activate(ellie, 0, exile=[forest]))["accepted"]
    assert not engine.act(_activate(ellie, 0))["accepted"]  # nothing named
    assert engine.act(_activate(ellie, 0, exile=[bears]))["accepted"]
    assert _zone(engine, bears) == "exile"
    engine.act(PASS)
    engine.act(PASS)
    # discover 2 (the Bears' mana value): the Basher (6) and the Paladin (3) are too costly, the Forest a land
    assert _zone(engine, basher) == "library" and _zone(engine, paladin) == "library"
    assert engine.observe(None)["pending_choice"] is None


def test_118_3_x_follows_the_exiled_cards_mana_value() -> None:
    engine, ellie, (elf,), (other,) = _ellie(["Bloodbraid Elf"], ["Bloodbraid Elf"])
    assert engine.act(_activate(ellie, 0, exile=[elf]))["accepted"]
    engine.act(PASS)
    engine.act(PASS)
    assert _zone(engine, other) == "exile"  # discover 4 finds a card of mana value 4
    assert engine.observe(None)["pending_choice"]["kind"] == "discover_cast"


def test_118_3_another_players_graveyard_card_cant_pay_it() -> None:
    b = SetupBuilder()
    ellie = b.add("p1", "battlefield", "Ellie and Alan, Paleontologists")
    theirs = b.add("p2", "graveyard", "Grizzly Bears")
    engine = _engine(b)
    assert not engine.act(_activate(ellie, 0, exile=[theirs]))["accepted"]
    assert not _activations(engine)
