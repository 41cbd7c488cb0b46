"""The effect vocabulary as a whole: every verb registered, and what needs them all.

Importing this module imports each module of the package, and each registers
its verbs (`verb`, verbs/__init__.py): those listed below, and any other module
the package holds (a new verb module needs no line here). `perform` dispatches an effect to its
verb; `check_card` validates a card definition against the vocabulary (an
unknown verb, a missing or unknown parameter, or a value of the wrong shape is
an error naming the card and the face). The engine checks the cards a setup
defines when it loads them; the pool's cards are checked by a test.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from mtg_protocol.jsontypes import JSON

from ..cards.model import granted_abilities
from . import (  # noqa: F401 (each verb module registers its verbs when imported)
    VERBS,
    Done,
    Verb,
    adventure_permissions,
    amounts,
    choices,
    conditional,
    counter_removal,
    delayed,
    effects_problem,
    eld,
    hands,
    interactions,
    mkm,
    optional,
    permanents,
    players,
    stack,
    suspect,
    targets,
    toggles,
    tokens,
    untapping,
    woe_roles,
    zones,
)
from . import cases as case_verbs  # noqa: F401 (registers its verbs: Case cards, 719)
from . import cloak as cloak_verbs  # noqa: F401 (registers its verbs)
from . import exiled_this_way as exiled_this_way_verbs  # noqa: F401 (registers its verbs)
from . import keywords as keyword_verbs  # noqa: F401 (registers its verbs)
from . import library as library_verbs  # noqa: F401 (registers its verbs)
from . import reveal as reveal_verbs  # noqa: F401 (registers its verbs: revealing and exploring, 701.20, 701.44)
from . import sagas as saga_verbs  # noqa: F401 (registers its verbs: Saga chapters, 714)
from . import search as search_verbs  # noqa: F401 (registers its verbs)
from . import suspend as suspend_verbs  # noqa: F401 (registers its verbs: suspend, 702.62)
from . import target_player as target_player_verbs  # noqa: F401 (registers its verbs)

if TYPE_CHECKING:
    from ..interface import GameRules

WHOLE_VOCABULARY = ("vocabulary", "docs")
"""The package's modules that read every verb (this one, and the docs it renders): all the others register verbs."""


def _import_every_module() -> None:
    """Import each verb module of the package (reference_engine/verbs/), so that every verb is registered."""
    package = importlib.import_module(__name__.rpartition(".")[0])
    for found in pkgutil.iter_modules(package.__path__):
        if found.name not in WHOLE_VOCABULARY:
            importlib.import_module(f"{package.__name__}.{found.name}")


_import_every_module()


def registry() -> dict[str, Verb]:
    """Every verb, by name."""
    return VERBS


def perform(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Perform one effect; True when it waits for a choice and will go on with `resume`."""
    found = VERBS.get(eff["do"])
    if found is None:
        raise ValueError(f"unknown effect {eff['do']!r}")
    return found.run(game, ctx, eff, resume) is True


class CardDefinitionError(ValueError):
    """A card definition that doesn't fit the effect vocabulary."""


def check_card(data: JSON) -> None:
    """Validate every effect of a card definition (each face, its abilities and granted abilities)."""
    for face in data.get("faces") or ():
        where = f"card {data.get('name')!r}, face {face.get('name')!r}"
        _check_effects(where, face.get("effects"), len(face.get("targets") or ()))
        for i, mode in enumerate(face.get("modes") or ()):  # 700.2: each mode with its own targets
            _check_effects(f"{where}, mode {i}", mode.get("effects"), len(mode.get("targets") or ()))
        for i, ability in enumerate(face.get("abilities") or ()):
            _check_ability(f"{where}, ability {i}", ability)


def _check_ability(where: str, ability: Any) -> None:
    if not isinstance(ability, dict):
        raise CardDefinitionError(f"{where}: an ability is an object, not {ability!r}")
    _check_effects(where, ability.get("effects"), len(ability.get("targets") or ()))
    for i, mode in enumerate(ability.get("choose_one") or ()):  # 700.2: each mode with its own targets
        _check_effects(f"{where}, mode {i}", mode.get("effects"), len(mode.get("targets") or ()))
    for granted in granted_abilities(ability):
        _check_ability(f"{where} (granted)", granted)


def _check_effects(where: str, effects: Iterable[Any] | None, n_targets: int) -> None:
    problem = effects_problem(effects, n_targets)
    if problem:
        raise CardDefinitionError(f"{where}: {problem}")
