"""A card chosen in hand, an opponent's guess about it, and a free cast of it if they guessed wrong (608.2d, 608.2g,
118.9): "choose a card in your hand. Defending player guesses whether that card's mana value is greater than the
number of artifacts you control. If they guessed wrong, you may cast it without paying its mana cost. If you don't
cast a spell this way, <otherwise>"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..objects import natural_key
from ..state import Pending
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


@verb("hand_card_guess_free_cast", rules="608.2d, 608.2g, 118.9, 506.2", params={"otherwise": "effects"})
def hand_card_guess_free_cast(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool:
    """Its controller chooses a card in their hand (a ``pick_card`` choice); the player the source is attacking
    (the defending player, 506.2) guesses whether that card's mana value is greater than the number of artifacts the
    controller controls (a ``guess`` choice: "greater" or "not_greater"); if the guess is wrong and the card can be
    cast, the controller may cast it without paying its mana cost (an ``effect_cast`` offer, 608.2g); if they don't
    cast a spell this way, the `otherwise` effects happen."""
    hand = sorted(game.zones[(ctx["controller"], "hand")], key=natural_key)
    if not hand:
        game.run_effects(ctx, list(eff["otherwise"]), resume)
        return True
    game.ask(ctx["controller"], "pick_card", hand, then(hand_card_chosen, ctx, eff, resume), source=ctx.get("source"))
    return True


@continuation
def hand_card_chosen(game: GameRules, ctx: JSON, eff: JSON, resume: Done, card: str) -> None:
    """608.2d: the defending player guesses about the chosen card (with no defending player, there is no guess)."""
    defender = game.attackers.get(ctx["source"])
    if defender is None:
        game.run_effects(ctx, list(eff["otherwise"]), resume)
        return
    game.ask(defender, "guess", ["greater", "not_greater"], then(guessed, ctx, eff, resume, card),
             source=ctx.get("source"))


@continuation
def guessed(game: GameRules, ctx: JSON, eff: JSON, resume: Done, card: str, guess: str) -> None:
    """The guess is judged as it is made (608.2h: the card's mana value and the artifacts counted now); a wrong one
    offers the free cast."""
    pid = ctx["controller"]
    obj = game.objects[card]
    artifacts = sum(1 for o in game.battlefield_objects() if o.controller == pid and "Artifact" in game.chars(o).types)
    wrong = (guess == "greater") != (game.chars(obj).mana_value > artifacts)
    modes = [m for m in game.castable_modes(obj) if game.castable_with(pid, obj, m, "free", None)] \
        if wrong and obj.zone == "hand" else []
    if not modes:
        game.run_effects(ctx, list(eff["otherwise"]), resume)
        return
    game.pending = Pending(pid, "effect_cast", ["decline"], then(free_cast_declined, ctx, eff, resume),
                           {"card": obj.id, "n": None, "modes": modes, "finish": resume})


@continuation
def free_cast_declined(game: GameRules, ctx: JSON, eff: JSON, resume: Done, _answer: str = "decline") -> None:
    """No spell was cast this way: the `otherwise` effects, then `resume` (a cast instead resumes at once)."""
    game.run_effects(ctx, list(eff["otherwise"]), resume)
