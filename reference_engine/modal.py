"""Modal abilities (700.2). A triggered one's mode is chosen as the ability is put on the stack (603.3c), before its
targets (603.3d); a mode whose targets can't be chosen can't be chosen, and with no mode left the ability is
removed. An activated one's mode is announced with the activation (602.2b, 601.2b: the `activate` action's
`modes`), before its targets and costs.

A modal ability's data keeps its modes under ``choose_one`` (each with its own ``effects`` and ``targets``); once a
mode is chosen, the ability on the stack is that mode's. Rules over the game like the other sections' modules,
bound in `Game` and declared in interface.py.
"""

from __future__ import annotations

import dataclasses

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Action

from .interface import GameRules
from .state import Ready, Rejected, Then, TriggerInstance


def with_mode(ability: JSON, mode: int) -> JSON:
    """The ability as its chosen mode makes it (700.2): that mode's effects and targets, the mode's index kept."""
    chosen = ability["choose_one"][mode]
    out = {k: v for k, v in ability.items() if k != "choose_one"}
    out.update(effects=list(chosen["effects"]), targets=list(chosen.get("targets") or ()), mode=mode)
    return out


def announced_mode(ability: JSON, action: Action) -> JSON:
    """602.2b, 601.2b: an activated ability's mode is announced with its activation, as `modes` (one index among
    its modes, in printed order, for "choose one"); an ability with no modes takes none."""
    modes = action.get("modes")
    if not ability.get("choose_one"):
        if modes is not None:
            raise Rejected("this ability has no modes to choose (700.2)")
        return ability
    count = len(ability["choose_one"])
    if not isinstance(modes, list) or len(modes) != 1 or not isinstance(modes[0], int) or \
            not 0 <= modes[0] < count:
        raise Rejected(f"choose one mode of this ability (700.2): `modes` as one index below {count}, "
                       f"not {modes!r}")
    return with_mode(ability, modes[0])


def ask_trigger_mode(game: GameRules, trig: TriggerInstance, waiting: list[TriggerInstance], ready: Ready,
                     then: Then) -> None:
    """603.3c: the controller chooses the mode of a modal triggered ability (a ``mode`` choice: the indexes of the
    modes, in printed order, that can be chosen); then its targets and the next trigger's."""
    modes = trig.ability["choose_one"]
    source = game.objects.get(trig.source)
    chars = game.chars(source) if source is not None else None
    options = [i for i, mode in enumerate(modes)
               if not mode.get("targets") or game.legal_target_choices(trig.controller, mode["targets"], source, chars)]
    if not options:
        game.emit({"type": "trigger_removed", "source": trig.source, "reason": "no mode can be chosen (603.3c)"})
        game._choose_trigger_targets(waiting, ready, then)
        return
    game.ask(trig.controller, "mode", options, Then("trigger_mode_chosen", (trig, waiting, ready, then)),
             source=trig.source)


def trigger_mode_chosen(game: GameRules, trig: TriggerInstance, waiting: list[TriggerInstance], ready: Ready,
                        then: Then, mode: int) -> None:
    """The chosen mode's effects and targets are the ability's (700.2); its targets are chosen next (603.3d)."""
    game._choose_trigger_targets([dataclasses.replace(trig, ability=with_mode(trig.ability, mode)), *waiting], ready,
                                 then)
