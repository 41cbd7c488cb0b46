"""Collect evidence (701.59): exiling cards from one's graveyard with a total mana value of N or more, and the
"whenever you collect evidence" abilities that see it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..objects import natural_key
from . import Done, continuation, then, verb

if TYPE_CHECKING:
    from ..interface import GameRules


def evidence_total(game: GameRules, pid: str, among: list[str] | None = None) -> int:
    """The total mana value of the cards of `among` (by default, every card in `pid`'s graveyard)."""
    cards = game.zones[(pid, "graveyard")] if among is None else among
    return sum(game.chars(game.objects[cid]).mana_value for cid in cards)


def can_collect_evidence(game: GameRules, pid: str, n: int) -> bool:
    """701.59b: a player can collect evidence N only if the cards in their graveyard total N or more mana value."""
    return evidence_total(game, pid) >= n


@verb("collect_evidence", rules="701.59a, 701.59b", params={"n": "amount"})
def collect_evidence(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> bool | None:
    """Its controller collects evidence N: exiles cards of their choice from their graveyard, one picked at a time,
    until their total mana value is N or more (then any number more, or none); nothing if the graveyard can't
    reach N (701.59b)."""
    return start_collecting(game, ctx["controller"], game.amount(ctx, eff["n"]), resume) or None


def start_collecting(game: GameRules, pid: str, n: int, resume: Done) -> bool:
    """Begin collecting evidence N; True when a choice waits (the answer goes on with `resume`)."""
    if not can_collect_evidence(game, pid, n):
        return False
    return _pick_evidence(game, pid, n, [], resume)


def _pick_evidence(game: GameRules, pid: str, n: int, chosen: list[str], resume: Done) -> bool:
    """Ask for the next card (a ``pick_card`` choice; ``none`` once the chosen ones total N or more); once no card is
    left, exile the chosen ones. True when a choice waits."""
    left = sorted((c for c in game.zones[(pid, "graveyard")] if c not in chosen), key=natural_key)
    enough = evidence_total(game, pid, chosen) >= n
    if not left:
        exile_evidence(game, pid, chosen)
        return False
    game.ask(pid, "pick_card", [*left, *(["none"] if enough else [])], then(evidence_picked, pid, n, chosen, resume))
    return True


@continuation
def evidence_picked(game: GameRules, pid: str, n: int, chosen: list[str], resume: Done, picked: str) -> None:
    """One more card chosen, or ``none``: the chosen cards are exiled, and the effect goes on."""
    if picked == "none":
        exile_evidence(game, pid, chosen)
    elif _pick_evidence(game, pid, n, [*chosen, picked], resume):
        return
    game.proceed(resume)


def exile_evidence(game: GameRules, pid: str, chosen: list[str]) -> None:
    """701.59a: the chosen cards are exiled together; then the player's "whenever you collect evidence" abilities
    (event ``collect_evidence``) trigger."""
    for cid in chosen:
        game.move(game.objects[cid], "exile", "effect")
    for watcher in game.battlefield_objects():
        if watcher.controller == pid:
            for ability in game.triggered_abilities(watcher, "collect_evidence"):
                game.queue_trigger(watcher, ability, pid)
