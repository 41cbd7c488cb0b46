"""Refusal probes: beside the legal moves, candidate actions the model refuses, drawn on purpose.

A ruling that forbids something is only tested where a scenario tries the forbidden action. The families
below list, from the model's state, the actions of one kind that the model refuses: a cast from each zone
in each of the card's modes with each kind of permission (`cast`), a turn face up of a spell, of another
player's permanent or for a cost the permanent doesn't have (`turn_up`), an answer no option offers
(`choose`), an activation sacrificing an object its cost doesn't allow (`sacrifice`). `with_refusals` wraps
a ruling's scenario strategy: before each action the strategy takes (and once at the end) a small integer
is drawn, 0 meaning no refusal here; otherwise the family, then an index into its candidates, sorted by card
id. A refused action changes nothing (the game is as before), so the scenario goes on as drawn. Shrinking
drives the integers to 0 first (no refusal), then the index toward the first candidate.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterator
from typing import Any

from mtg_protocol.jsontypes import JSON
from reference_engine.adapter import ReferenceEngine
from reference_engine.mana import parse_cost
from reference_engine.state import FREE_CAST_CHOICES, Rejected

from . import st
from .actions import BEFORE_ACT, ModelRun
from .scenario import Scenario

Draw = st.DrawFn
Family = Callable[[ModelRun], list[JSON]]

MODES = ("normal", "adventure", "face_down", "left", "right", "back")
ALT_COSTS = (None, "free", "disguise")
CAST_ZONES = ("hand", "exile", "graveyard", "library")
MOST_TRIES = 2  # refusals tried per scenario at most: a few are enough
MOST_LOOKS = 6  # candidate lists computed per scenario at most: each costs model calls


def _game(engine: ReferenceEngine) -> Any:
    assert engine.game is not None
    return engine.game


def _refused(prepare: Callable[[JSON], Any], action: JSON) -> bool:
    try:
        prepare(action)
    except Rejected:
        return True
    return False


def _actor(game: Any) -> str:
    return str(game.pending.player if game.pending is not None else game.priority)


def created_ids(run: ModelRun) -> list[str]:
    """Ids of the tokens and copies the game created so far, whether or not they still exist (400.7, 704.5d)."""
    found = {str(e.get("card")) for step in run.steps for e in step.get("events") or []
             if e.get("type") in ("token_created", "zone_move", "cast") and str(e.get("card", "")).startswith("t")}
    return sorted(found, key=lambda c: (len(c), c))


def discovered_ids(run: ModelRun) -> set[str]:
    """Cards a discover (or cascade) moved so far: where they went, a free cast may be tried (701.57a)."""
    return {str(e.get("card")) for step in run.steps for e in step.get("events") or []
            if e.get("type") == "zone_move" and e.get("cause") in ("discover", "cascade")}


def _worth_casting(game: Any, obj: Any, zones: tuple[str, ...], layout: str | None, permitted: set[str]) -> bool:
    """A card whose casts may be refused for a reason a ruling speaks of: in one of `zones` (of the library, its
    top card), of `layout` if given, and with more than one way to cast it or a permission on it."""
    if obj.zone not in zones or (layout is not None and obj.card.layout != layout):
        return False
    if obj.zone == "library" and game.library(obj.owner)[:1] != [obj.id]:
        return False
    return bool(len(obj.card.modes()) > 1 or game.printed_disguise_cost(obj) or obj.id in permitted
                or obj.adventure_permission)


def cast_refusals(run: ModelRun, zones: tuple[str, ...] = (*CAST_ZONES, "created"),
                  layout: str | None = None) -> list[JSON]:
    """Casts the model refuses: each card of more than one way to cast (an adventurer, a split, modal
    double-faced or disguise card), held by a permission, offered by a discover choice or moved by one, from
    every zone, in each of its own modes (a split card also whole, both halves as one spell, 709.3), with and
    without a free cast and with the disguise cost, its targets
    as the first legal cast in that mode has them; and casts of the tokens and copies the game created, gone or
    not (`zones`: only the cards in those zones, ``"created"`` for the tokens and copies; `layout`: only cards
    of that layout)."""
    game = _game(run.engine)
    if game.game_over or game.priority is None and game.pending is None:
        return []
    pid = _actor(game)
    permitted = {p.card for p in game.permissions} | discovered_ids(run)
    if game.pending is not None and game.pending.kind in FREE_CAST_CHOICES:
        permitted.add(game.pending.data["card"])
    out: list[JSON] = []
    for cid in created_ids(run) if "created" in zones else []:
        if cid not in game.objects or game.objects[cid].zone != "battlefield":
            for mode in ("normal", "adventure"):
                action: JSON = {"type": "cast", "card": cid, "mode": mode, "alt_cost": None, "targets": []}
                if _refused(lambda a: game.prepare_cast(a, pid), action):
                    out.append(action)
    for obj in sorted(game.objects.values(), key=lambda o: (len(o.id), o.id)):
        if not _worth_casting(game, obj, zones, layout, permitted):
            continue
        whole = ("normal",) if obj.card.layout == "split" else ()  # both halves at once, never allowed (709.3)
        own = (*obj.card.modes(), *whole, *(("face_down",) if game.printed_disguise_cost(obj) else ()))
        for mode in (m for m in MODES if m in own):
            for alt in ALT_COSTS:
                if (alt == "disguise") != (mode == "face_down") and alt != "free":
                    continue
                action = {"type": "cast", "card": obj.id, "mode": mode, "alt_cost": alt, "targets": []}
                with contextlib.suppress(Rejected, KeyError, AttributeError, ValueError):
                    like = mode if mode in obj.card.modes() else "left" if mode in whole else None
                    found = game.cast_candidates(pid, obj, like, alt) if like else []  # whole: as its left half
                    if found:
                        action["targets"] = found[0]["targets"]
                if _refused(lambda a: game.prepare_cast(a, pid), action):
                    out.append(action)
    return out


def turn_up_refusals(run: ModelRun) -> list[JSON]:
    """Turn-face-up actions the model refuses: a face-down spell, another player's face-down permanent, a way
    (``by``) the permanent can't be turned up, or a cost its controller can't pay."""
    game = _game(run.engine)
    if game.game_over or game.pending is not None or game.priority is None:
        return []
    pid = game.priority
    out: list[JSON] = []
    for obj in sorted(game.objects.values(), key=lambda o: (len(o.id), o.id)):
        if not obj.face_down or obj.zone not in ("battlefield", "stack"):
            continue
        costs = game.face_up_costs(obj) if obj.zone == "battlefield" and obj.controller == pid else {}
        for by in (None, "disguise", "mana_cost"):
            way = by or next(iter(costs), None)
            if way in costs and _affordable(game, pid, costs[way]):
                continue  # legal: its controller turns it up that way (702.168d, 701.40b)
            out.append({"type": "turn_face_up", "card": obj.id, **({"by": by} if by else {})})
    return out


def _affordable(game: Any, pid: str, cost_text: str) -> bool:
    cost = parse_cost(cost_text)
    try:
        game.plan(pid, cost.with_x(0))  # the payment the turn face up would make (X is 0, 107.3)
    except Rejected:
        return False
    return True


UNOFFERED_ANSWERS = {"discover_cast": ("graveyard", "exile", "library", "decline"),
                     "cascade_cast": ("graveyard", "exile", "hand"), "effect_cast": ("graveyard", "exile", "hand"),
                     "graveyard_cast": ("graveyard", "exile", "hand")}


def _maybe_alike(game: Any, options: list[Any]) -> bool:
    """Options that are objects of one name (two Roles of one kind made at once): an engine may settle such a
    question itself when nothing tells them apart (docs/judging.md), so no refusal is tried in the middle of it."""
    objs = [game.objects.get(o) for o in options if isinstance(o, str)]
    return len(objs) == len(options) > 1 and all(objs) and len({o.card.name for o in objs if o}) == 1


def choose_refusals(run: ModelRun) -> list[JSON]:
    """Answers to the pending choice that none of its options offers: another permanent for a Role to keep,
    another destination for a discovered card."""
    game = _game(run.engine)
    if game.game_over or game.pending is None or _maybe_alike(game, game.pending.options):
        return []
    offered = list(game.pending.options)
    if game.pending.kind in UNOFFERED_ANSWERS:
        others = [c for c in UNOFFERED_ANSWERS[game.pending.kind] if c not in offered]
    else:
        others = sorted((o.id for o in game.battlefield_objects() if o.id not in offered), key=lambda c: (len(c), c))
    return [{"type": "choose", "choice": c} for c in others]


def sacrifice_refusals(run: ModelRun) -> list[JSON]:
    """Activations the model refuses because of what they sacrifice: each legal activation with a sacrifice
    cost, offering instead each other permanent on the battlefield."""
    engine = run.engine
    game = _game(engine)
    if game.game_over or game.pending is not None or game.priority is None:
        return []
    ids = sorted((o.id for o in game.battlefield_objects()), key=lambda c: (len(c), c))
    out: list[JSON] = []
    seen: set[tuple[str, int]] = set()
    for action in engine.legal_actions():
        if action["type"] != "activate" or not action.get("sacrifice"):
            continue
        if (action["card"], action["ability"]) in seen:
            continue
        seen.add((action["card"], action["ability"]))
        for victim in ids:
            wrong = {**action, "sacrifice": [victim]}
            if _refused(game.prepare_activation, wrong):
                out.append(wrong)
    return out


FAMILIES: dict[str, Family] = {"cast": cast_refusals, "turn_up": turn_up_refusals, "choose": choose_refusals,
                               "sacrifice": sacrifice_refusals}
"""The families by name; ``cast:exile,graveyard`` names the cast family narrowed to those zones (and
``cast:exile/split`` to split cards there), ``choose:keep_role`` the choose family at that kind of choice only."""


def candidates_of(family: str, run: ModelRun) -> list[JSON]:
    name, _, narrowed = family.partition(":")
    if name == "cast" and narrowed:
        zones, _, layout = narrowed.partition("/")
        return cast_refusals(run, tuple(zones.split(",")), layout or None)
    return FAMILIES[name](run)


def applies(family: str, game: Any) -> bool:
    """Whether a family can have candidates now (cheap: no coin is drawn where none can)."""
    family, _, narrowed = family.partition(":")
    if game.game_over:
        return False
    if family == "choose":
        return game.pending is not None and narrowed in ("", game.pending.kind)
    if family == "turn_up":
        return game.pending is None and any(o.face_down for o in game.objects.values())
    if family == "sacrifice":
        return game.pending is None
    return True


class RefusalProbe:
    """Tries refusals of some families on a model run where drawn (see the module docstring)."""

    def __init__(self, draw: Draw, families: tuple[str, ...]) -> None:
        self.draw = draw
        self.families = families
        self.tries = 0
        self.looks = 0
        self.busy = False
        self.last: ModelRun | None = None

    def __call__(self, run: ModelRun, last: bool = False) -> None:
        """Before one of the strategy's actions (or, with `last`, after them all): maybe act one refused
        candidate. The end always gets its look: the state the scenario led to is often the one that matters."""
        self.last = run
        if self.busy or (not last and (self.tries >= MOST_TRIES or self.looks >= MOST_LOOKS)):
            return
        families = [f for f in self.families if applies(f, _game(run.engine))]
        if not families or self.draw(st.integers(0, 15)) == 0:  # 0 (where shrinking goes): no refusal here
            return
        self.looks += 1
        self.busy = True
        try:
            family = families[self.draw(st.integers(0, len(families) - 1))] if len(families) > 1 else families[0]
            candidates = candidates_of(family, run)
            if candidates:
                self.tries += 1
                run.act(candidates[self.draw(st.integers(0, len(candidates) - 1))])
        finally:
            self.busy = False


@contextlib.contextmanager
def probing(probe: RefusalProbe) -> Iterator[None]:
    """Every model run started while drawing calls `probe` before each of its actions."""
    token = BEFORE_ACT.set(probe)
    try:
        yield
    finally:
        BEFORE_ACT.reset(token)


def with_refusals(scenario: Callable[[int], st.SearchStrategy[Scenario]],
                  families: tuple[str, ...]) -> Callable[[int], st.SearchStrategy[Scenario]]:
    """The ruling's scenario strategy with refusals of `families` drawn between its actions and at its end."""

    @functools.wraps(scenario)
    def factory(max_steps: int) -> st.SearchStrategy[Scenario]:
        base = scenario(max_steps)

        @st.composite
        def build(draw: Draw) -> Scenario:
            probe = RefusalProbe(draw, families)
            with probing(probe):
                drawn = draw(base)
            run = probe.last
            if run is None or run.actions != drawn.actions or drawn.setup is not run.setup:
                return drawn
            probe(run, last=True)
            if len(run.actions) == len(drawn.actions):
                return drawn
            return run.scenario(drawn.tags)

        return build()

    return factory
