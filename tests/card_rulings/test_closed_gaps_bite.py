"""The cases that closed recorded gaps (and the simultaneous-death cases of Blood Artist and Falkenrath Noble) bite:
each fails on an engine that gets its ruling wrong in a way a real engine plausibly would.

Most of these rulings have no mutant of the catalog (a mutant belongs to one of the catalog's rulings and must be killed
by it), so each wrong engine here is the reference engine with one rule method overridden, as a mutant is.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from conformance.card_rulings.tier import card_rulings
from conformance.runner import check_scenario
from conformance.spec import open_engine
from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from reference_engine.game import Game
from reference_engine.objects import Characteristics, GameObject
from reference_engine.verbs import Done


class FoodMeansFoodToken(Game):
    """A "sacrifice a Food" cost takes only Food tokens (205.3g: any Food artifact is a Food)."""

    def can_sacrifice(self, pid: str, victim: GameObject, flt: JSON) -> bool:
        if flt.get("subtype") == "Food" and not victim.token:
            return False
        return super().can_sacrifice(pid, victim, flt)


class EnterOneByOne(Game):
    """Permanents one event puts onto the battlefield enter one after another, each seeing those before it
    (614.12: none of them is on the battlefield while the others' "as enters" effects apply)."""

    def enter_together(self, arriving: list[GameObject], start: int = 0) -> None:
        if len(arriving) > 1:
            for obj in arriving:
                self.enter_together([obj])
            return
        super().enter_together(arriving, start)  # its continuation comes back here with start 1


class DieOneByOne(Game):
    """Creatures that one event destroys die one after another: a dies-watcher that already left sees none of the
    later ones (603.10a: all of them leave at once and each watcher looks back)."""

    def leave_battlefield_together(self, leaving: list[GameObject], to: str, cause: str,
                                   announce: Any = None) -> None:
        for obj in leaving:
            super().leave_battlefield_together([obj], to, cause, announce)


class SuspicionOutlivesItsEnd(Game):
    """An effect that says a creature is no longer suspected does nothing (701.60a)."""

    def do_effect(self, ctx: JSON, eff: JSON, resume: Done) -> bool:
        return False if eff["do"] == "unsuspect_each" else super().do_effect(ctx, eff, resume)


class SuspectOnlyGrantsMenace(Game):
    """A suspected creature gets menace but may still block (701.60c: it has both)."""

    def chars(self, obj: GameObject) -> Characteristics:
        c = super().chars(obj)
        if obj.suspected is None:
            return c
        return replace(c, abilities=tuple(a for a in c.abilities if a.get("block") != "cant"))


class SuspectIsAnAbility(Game):
    """Suspect modelled as an ability: losing all abilities ends the suspicion for good (701.60c: the designation
    stays, only menace and "can't block" are lost while the effect lasts)."""

    def do_effect(self, ctx: JSON, eff: JSON, resume: Done) -> bool:
        waits = super().do_effect(ctx, eff, resume)
        for obj in self.battlefield_objects():
            if obj.suspected is not None and self.has_lost_abilities(obj):
                obj.suspected = None
                self.invalidate()
        return waits


class GatekeeperAsksTheOwner(Game):
    """Unyielding Gatekeeper's "if you controlled it" read as "if you own it" (the ruling: control as the ability
    resolves decides; a borrowed permanent of yours stays in exile)."""

    def do_effect(self, ctx: JSON, eff: JSON, resume: Done) -> bool:
        if eff["do"] == "exile_return_if_yours":
            obj = self.effect_object(ctx, eff["target"])
            if obj is not None and obj.zone == "battlefield" and obj.owner == ctx["controller"]:
                self.put_onto_battlefield(self.exile_object(obj), ctx["controller"], tapped=True)
                return False
        return super().do_effect(ctx, eff, resume)


class CardsAlwaysReturn(Game):
    """A card an effect puts onto the battlefield always gets there (400.4a, 712.14b: an instant or sorcery card,
    or a modal double-faced card whose front face is one, stays where it was)."""

    def can_enter_battlefield(self, card: GameObject) -> bool:
        return True


def _wrong(game_class: type[Game]) -> ReferenceEngine:
    engine = ReferenceEngine()
    engine.game_class = game_class
    engine.name = f"wrong:{game_class.__name__}"
    return engine


WRONG: dict[str, list[type[Game] | str]] = {
    "hollow-scavenger-06": [FoodMeansFoodToken],
    "crowd-control-warden-05": [EnterOneByOne],
    "eliminate-the-impossible-03": [SuspicionOutlivesItsEnd],
    "eliminate-the-impossible-04": [SuspectIsAnAbility],
    "person-of-interest-01": [SuspectOnlyGrantsMenace],
    "unyielding-gatekeeper-07": [GatekeeperAsksTheOwner],
    "veiled-legend-of-test-01": ["mutant:nameless-share-a-name"],
    "blood-artist-01": [DieOneByOne],
    "falkenrath-noble-01": [DieOneByOne],
    "vastwood-fortification-04": [CardsAlwaysReturn],
}


@pytest.mark.parametrize(("case_id", "wrong"), [(c, w) for c, ws in WRONG.items() for w in ws],
                         ids=lambda v: v if isinstance(v, str) else v.__name__)
def test_a_wrong_engine_fails_the_case(case_id: str, wrong: type[Game] | str) -> None:
    ruling = card_rulings()[case_id]
    assert ruling.case is not None and not ruling.case.reference_bug
    engine = open_engine(wrong) if isinstance(wrong, str) else _wrong(wrong)
    _trace, violations = check_scenario(ruling, engine, ruling.case.scenario())
    assert violations, f"{case_id} passes on {engine.name}"
    _trace, violations = check_scenario(ruling, ReferenceEngine(), ruling.case.scenario())
    assert not violations, violations[0].message
