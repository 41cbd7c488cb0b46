"""Exchanging control of two permanents (701.12) and targets that must share a card type (115.1, 601.2c, 608.2b),
played with a real card, Bilbo, Luckwearer // Burglar's Plot; and control gained for good over control gained until
end of turn (613.1b, 613.7)."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start
from test_engine_turn_triggers import resolve_all

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

BILBO = "Bilbo, Luckwearer // Burglar's Plot"


def plot(engine: ReferenceEngine, card: str, *targets: str) -> JSON:
    return engine.act(cast(card, *targets, mode="adventure"))


def controller(engine: ReferenceEngine, cid: str) -> str:
    return str(find(engine, cid)["controller"])  # type: ignore[index]


def test_701_12b_burglars_plot_exchanges_control_for_good() -> None:
    """p1's Grizzly Bears and p2's Lovestruck Beast change controllers; the Adventure is exiled (715.3d); the exchange
    lasts past the end of the turn (no duration, 611.2a), and each is summoning sick under its new controller."""
    b = SetupBuilder()
    card = b.add("p1", "hand", BILBO)
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    beast = b.add("p2", "battlefield", "Lovestruck Beast // Heart's Desire")
    b.lands("p1", "UUUUU")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Island")
    engine = start(b)
    assert plot(engine, card, bears, beast)["accepted"]
    resolve_all(engine)
    assert (controller(engine, bears), controller(engine, beast)) == ("p2", "p1")
    assert find(engine, card)["zone"] == "exile"  # type: ignore[index]
    assert engine.game is not None and engine.game.objects[beast].summoning_sick
    while engine.observe(None)["turn"]["active_player"] == "p1":
        ok(engine, engine.legal_actions()[0])  # pass, or declare no attackers
    assert (controller(engine, bears), controller(engine, beast)) == ("p2", "p1")


def test_115_1_the_two_targets_must_share_a_card_type_and_be_nonland() -> None:
    """A creature and an artifact share no card type: not listed, and refused; a land can't be chosen; an artifact
    creature and an artifact share one (Living Lectern and Ransom Note), so that pair is listed."""
    b = SetupBuilder()
    card = b.add("p1", "hand", BILBO)
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    note = b.add("p2", "battlefield", "Ransom Note")
    lectern = b.add("p1", "battlefield", "Living Lectern")
    island = b.add("p2", "battlefield", "Island")
    b.lands("p1", "UUUUU")
    engine = start(b)
    listed = [sorted(a["targets"]) for a in engine.legal_actions()
              if a["type"] == "cast" and a["card"] == card and a.get("mode") == "adventure"]
    assert sorted([bears, note]) not in listed and sorted([lectern, note]) in listed
    assert sorted([bears, lectern]) in listed  # both creatures
    assert not any(island in t for t in listed)
    assert not plot(engine, card, bears, note)["accepted"]
    assert not plot(engine, card, bears, island)["accepted"]
    assert plot(engine, card, lectern, note)["accepted"]


def test_701_12a_with_one_target_gone_no_part_of_the_exchange_happens() -> None:
    """p2 sacrifices its Ransom Note (a target) in response: the spell still resolves (the other target is legal) and
    is exiled, but Living Lectern stays p1's."""
    b = SetupBuilder()
    card = b.add("p1", "hand", BILBO)
    note = b.add("p2", "battlefield", "Ransom Note")
    lectern = b.add("p1", "battlefield", "Living Lectern")
    b.lands("p1", "UUUUU")
    b.lands("p2", "UU")
    b.add("p2", "library", "Island")
    engine = start(b)
    assert plot(engine, card, lectern, note)["accepted"]
    passes(engine, 1)
    ok(engine, {"type": "activate", "card": note, "ability": 0, "targets": [], "modes": [2]})
    resolve_all(engine)
    assert controller(engine, lectern) == "p1"
    assert find(engine, note)["zone"] == "graveyard"  # type: ignore[index]
    assert find(engine, card)["zone"] == "exile"  # type: ignore[index]


def test_701_12b_two_permanents_of_one_controller_stay_theirs() -> None:
    """Both targets are p2's: the exchange does nothing."""
    b = SetupBuilder()
    card = b.add("p1", "hand", BILBO)
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    other = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "UUUUU")
    engine = start(b)
    assert plot(engine, card, bears, other)["accepted"]
    resolve_all(engine)
    assert (controller(engine, bears), controller(engine, other)) == ("p2", "p2")


def test_613_7_control_gained_for_good_outlasts_an_earlier_until_end_of_turn_effect() -> None:
    """p1 casts Act of Treason on p2's Bears (control until end of turn, 613.1b); a later lasting control effect giving
    them to p1 (gain_lasting_control, the rule Burglar's Plot's exchange uses) wins by timestamp (613.7), so the Bears
    stay p1's once the earlier effect ends (514.2)."""
    b = SetupBuilder()
    treason = b.add("p1", "hand", "Act of Treason")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "RRR")
    for pid in ("p1", "p2"):
        b.add(pid, "library", "Island")
    engine = start(b)
    ok(engine, cast(treason, bears))
    resolve_all(engine)
    assert controller(engine, bears) == "p1"
    assert engine.game is not None
    engine.game.gain_lasting_control(engine.game.objects[bears], "p1")
    while engine.observe(None)["turn"]["active_player"] == "p1":
        ok(engine, engine.legal_actions()[0])  # pass, or declare no attackers
    assert controller(engine, bears) == "p1"
