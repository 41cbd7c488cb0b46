"""Modal triggered abilities (700.2): the mode is chosen as the ability is put on the stack (603.3c), before its
targets (603.3d); a mode whose targets can't be chosen can't be chosen, and with no mode left the ability is
removed.

A modal ability's data keeps its modes under ``choose_one`` (each with its own ``effects`` and ``targets``); once a
mode is chosen, the ability on the stack is that mode's. Rules over the game like the other sections' modules,
bound in `Game` and declared in interface.py.
"""

from __future__ import annotations

import dataclasses

from .interface import GameRules
from .state import Ready, Then, TriggerInstance


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
    chosen = trig.ability["choose_one"][mode]
    ability = {k: v for k, v in trig.ability.items() if k != "choose_one"}
    ability.update(effects=list(chosen["effects"]), targets=list(chosen.get("targets") or ()), mode=mode)
    game._choose_trigger_targets([dataclasses.replace(trig, ability=ability), *waiting], ready, then)
