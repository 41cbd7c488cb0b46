"""Cloak (701.58) of any card an effect names, not only its controller's library's top card: cards chosen from
among cards looked at (the rest to the bottom of the library in a random order) or from a hand.

A cloaked card enters face down as a 2/2 creature with ward {2} (701.58a; its face-down characteristics are
layers.face_down_values); turning it face up is face_down.py's. Rules over the game like the other sections'
modules, bound in `Game` and declared in interface.py.
"""

from __future__ import annotations

from mtg_protocol.jsontypes import JSON

from .interface import GameRules
from .objects import GameObject, natural_key
from .state import Done, Then


def cloak_card(game: GameRules, pid: str, obj: GameObject, *, tapped: bool = False) -> GameObject | None:
    """701.58a: the card is turned face down and put onto the battlefield under `pid`'s control as a cloaked
    permanent (`tapped` if the effect says so); None when a rule keeps it where it is (701.58f)."""
    if obj.zone == "battlefield":
        return None
    new = game.move(obj, "battlefield", "cloak", controller=pid, face_down="cloak", summoning_sick=True,
                    tapped=tapped)
    game.trigger_enters(new)
    return new


def cloak_chosen(game: GameRules, pid: str, among: list[str], k: int, rest_to_bottom: bool, resume: Done) -> bool:
    """608.2d: the player chooses `k` cards of `among` (one ``pick_card`` choice each), then cloaks them one at a
    time (701.58e) in the order chosen; with `rest_to_bottom`, the others of `among` go to the bottom of their
    owner's library in a random order (401.4). True when it waits for a choice (then `resume`)."""
    return game.cloak_next_choice(pid, among, [], k, rest_to_bottom, resume)


def cloak_next_choice(game: GameRules, pid: str, among: list[str], chosen: list[str], k: int, rest_to_bottom: bool,
                      resume: Done) -> bool:
    """Ask for the next card to cloak; when `k` are chosen (or none is left), cloak them and return False."""
    left = sorted((c for c in among if c not in chosen), key=natural_key)
    if len(chosen) < k and left:
        game.ask(pid, "pick_card", left, Then("cloak_card_chosen", (pid, among, chosen, k, rest_to_bottom, resume)))
        return True
    for cid in chosen:
        game.cloak_card(pid, game.objects[cid])
    if rest_to_bottom:
        rest = [game.objects[c] for c in left]
        game.rng.shuffle(rest)  # 401.4: "in a random order"
        for obj in rest:
            game.move(obj, "library", "effect", position="bottom")
    return False


def cloak_card_chosen(game: GameRules, pid: str, among: list[str], chosen: list[str], k: int, rest_to_bottom: bool,
                      resume: Done, picked: str) -> None:
    """A card chosen to be cloaked; then the next choice, or the cloaking and `resume`."""
    if not game.cloak_next_choice(pid, among, [*chosen, picked], k, rest_to_bottom, resume):
        game.proceed(resume)


def counters_as_it_enters(game: GameRules, obj: GameObject) -> None:
    """614.1c, 614.12: a static ability of another permanent its controller controls makes it enter with counters
    (``{"kind": "static", "enters_with_counter": KIND, "applies": {"face_down": true}}``: "face-down creatures you
    control enter with a flying counter on them"), judged on the characteristics it will have on the battlefield
    (a face-down permanent: a 2/2 creature, 708.2a)."""
    for source in game.battlefield_objects():
        if source is obj or source.controller != obj.controller:
            continue
        for ability in game.chars(source).abilities:
            kind = ability.get("enters_with_counter") if ability.get("kind") == "static" else None
            if kind and _enters_as(game, obj, ability.get("applies") or {}):
                game.put_counters(obj, kind, 1, source.controller)


def _enters_as(game: GameRules, obj: GameObject, applies: JSON) -> bool:
    if applies.get("face_down") and not obj.face_down:
        return False
    return "Creature" in game.chars(obj).types
