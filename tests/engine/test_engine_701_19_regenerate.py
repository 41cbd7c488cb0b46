"""Regeneration (701.19a, 614.8) on Ate-o'-Clock: a shield that replaces the creature's next destruction this turn,
by lethal damage (704.5g) or a destroy effect (701.8a): it is tapped, its damage removed, and it leaves combat
(506.4). One shield, one destruction; the shield lasts the turn; what isn't destruction (704.5f) isn't replaced."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start, synthetic, zone
from test_engine_events import declare, to_step
from test_engine_turn_triggers import resolve_all

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

ATE = "Ate-o'-Clock"


def _shielded(b: SetupBuilder, extra: str = "") -> tuple[ReferenceEngine, str, str]:
    """p1's Bears with a regeneration shield from Ate-o'-Clock (resolved); p1 keeps `extra` lands untapped."""
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    ate = b.add("p1", "hand", ATE)
    b.lands("p1", "GGG" + extra)
    engine = start(b)
    ok(engine, cast(ate, bears))
    resolve_all(engine)
    return engine, bears, ate


def test_701_19a_lethal_damage_regenerates_the_creature_tapped_and_undamaged_once() -> None:
    """A Bolt deals lethal damage: instead of dying, the Bears are tapped with no damage. The shield is used: a second
    Bolt the same turn destroys them."""
    b = SetupBuilder()
    bolts = [b.add("p1", "hand", "Lightning Bolt") for _ in range(2)]
    engine, bears, _ = _shielded(b, "RR")
    ok(engine, cast(bolts[0], bears))
    resolve_all(engine)
    obj = find(engine, bears)
    assert obj is not None and obj["zone"] == "battlefield" and obj["tapped"] and obj["damage"] == 0
    ok(engine, cast(bolts[1], bears))
    resolve_all(engine)
    assert zone(engine, bears) == "graveyard"


def test_701_19a_a_destroy_effect_is_replaced() -> None:
    """A destroy effect (701.8a) is replaced too: the Bears stay, tapped."""
    b = SetupBuilder()
    doom = b.add("p1", "hand", synthetic(b, "Doom Test", "{0}", ["Instant"], targets=[{"kind": "creature"}],
                                         effects=[{"do": "destroy", "target": 0}]))
    engine, bears, _ = _shielded(b)
    ok(engine, cast(doom, bears))
    resolve_all(engine)
    obj = find(engine, bears)
    assert obj is not None and obj["zone"] == "battlefield" and obj["tapped"]


def test_704_5f_zero_toughness_is_not_destruction_and_no_shield_saves_it() -> None:
    """A -2/-2 effect leaves the Bears at 0 toughness: put into the graveyard without being destroyed (704.5f), so
    the shield doesn't apply."""
    b = SetupBuilder()
    shrink = b.add("p1", "hand", synthetic(b, "Shrink Test", "{0}", ["Instant"], targets=[{"kind": "creature"}],
                                           effects=[{"do": "pump", "target": 0, "power": -2, "toughness": -2}]))
    engine, bears, _ = _shielded(b)
    ok(engine, cast(shrink, bears))
    resolve_all(engine)
    assert zone(engine, bears) == "graveyard"


def test_701_19a_the_shield_lasts_only_this_turn() -> None:
    """A shield made in p1's turn is gone in p2's: a Bolt then destroys the Bears."""
    b = SetupBuilder()
    bolt = b.add("p1", "hand", "Lightning Bolt")
    engine, bears, _ = _shielded(b, "R")
    to_step(engine, "p2", "upkeep")
    passes(engine, 1)  # p2 passes: p1 has priority in p2's upkeep
    ok(engine, cast(bolt, bears))
    resolve_all(engine)
    assert zone(engine, bears) == "graveyard"


def test_701_19a_a_regenerated_attacker_is_removed_from_combat() -> None:
    """The Bears attack; after a Bolt they regenerate and leave combat: they deal no combat damage to p2."""
    b = SetupBuilder(step="precombat_main")
    bolt = b.add("p1", "hand", "Lightning Bolt")
    engine, bears, _ = _shielded(b, "R")
    assert engine.game is not None
    engine.game.objects[bears].summoning_sick = False
    to_step(engine, "p1", "declare_attackers")
    declare(engine, "attackers", {bears: "p2"})
    ok(engine, cast(bolt, bears))
    resolve_all(engine)
    obj = find(engine, bears)
    assert obj is not None and obj["zone"] == "battlefield" and obj["tapped"]
    to_step(engine, "p1", "end_of_combat")
    assert engine.game.player("p2").life == 20


def test_704_5h_deathtouch_damage_is_destruction_and_regeneration_clears_it() -> None:
    """1 damage from a source with deathtouch destroys (704.5h): the shield replaces it, the damage is removed, and
    the Bears don't die at the next check either."""
    b = SetupBuilder()
    sting = b.add("p1", "hand", synthetic(b, "Sting Test", "{0}", ["Instant"], keywords=["deathtouch"],
                                          targets=[{"kind": "creature"}], effects=[{"do": "damage", "target": 0,
                                                                                     "n": 1}]))
    engine, bears, _ = _shielded(b)
    ok(engine, cast(sting, bears))
    resolve_all(engine)
    obj = find(engine, bears)
    assert obj is not None and obj["zone"] == "battlefield" and obj["tapped"] and obj["damage"] == 0
