"""Driving witchcraft through one protocol action.

witchcraft's own moves cast a spell and resolve it in one go, answering every question inside with its
``_choose`` seam, and give the non-active player no priority of their own (docs/witchcraft-notes.md,
section 3). The adapter keeps the priority itself and calls witchcraft's own steps of a cast and of a
resolution separately: a cast puts the spell on witchcraft's stack (``on_stack``); when every player has
passed in succession the top resolves (``_resolve_top``). The questions a resolution asks are answered
from the action that cast the spell (its targets, X) through the ``_choose`` seam; a question the action
doesn't answer, with more than one option, is ``unsupported``.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator
from typing import Any

from mtg_protocol.engine import EngineError
from mtg_protocol.jsontypes import JSON

from .witchcraft_observe import object_name, observation
from .witchcraft_payment import pay_as_protocol, spell_cost
from .witchcraft_table import Discover, Table
from .witchcraft_vocab import Refused

DIVIDE_UNSUPPORTED = "a division of damage or counters among targets (601.2d): the adapter passes none to witchcraft"
MODES_UNSUPPORTED = "a modal spell's modes (700.2, 601.2b): the adapter passes none to witchcraft"


def _unsupported(why: str) -> EngineError:
    return EngineError(f"unsupported: {why}")


def declined_at_once(actions: list[JSON]) -> str | None:
    """Why a scenario is unplayable from its actions alone (a cast as another face, with additional costs, with an
    alternative cost other than discover's free cast, a free cast with an X, a division among targets or a modal spell's
    modes), the reason the action's own step would give; None when only playing can tell. Checked before the setup is
    built, so such a draw costs nothing to decline. The one difference from playing: such a cast is declined even where
    its step would have refused it first (a card the setup doesn't have, another card than the one discover offers)."""
    for action in actions:
        if action.get("type") != "cast":
            continue
        if action.get("divide"):
            return DIVIDE_UNSUPPORTED
        if action.get("modes"):
            return MODES_UNSUPPORTED
        mode = action.get("mode") or "normal"
        if mode not in ("normal", "face_down"):
            return f"casting as {mode}: witchcraft's cards have one face"
        if mode == "face_down":
            continue
        alt = action.get("alt_cost")
        if action.get("additional_costs") or (alt and alt != "free"):
            return "alternative or additional costs"
        if alt == "free" and action.get("x"):
            return "a discovered card cast with additional costs or an X"
    return None


def turn_up_way(state: JSON, w: str) -> str:
    """The one way witchcraft turns this permanent face up (its ``driver.turn_up_cost``): by its morph or disguise
    cost where its card data has that keyword, else (a manifested card) by its mana cost."""
    slug = dict(state.get("instance_of") or ()).get(w, w.split("#")[0])
    keywords = {k for (c, k, _) in state.get("keyword_param") or () if c == slug}
    return next((k for k in ("morph", "disguise") if k in keywords), "mana_cost")


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    with contextlib.redirect_stdout(io.StringIO()):
        yield


class DiscoverAsked(Exception):
    """witchcraft asked its discover question (``discover_mode``) with no answer yet: the state at that moment."""

    def __init__(self, state: JSON, options: list[str]) -> None:
        super().__init__("discover_mode")
        self.state, self.options = state, options


class Answers:
    """witchcraft's ``_policy`` seam answered from one protocol action (and, for discover, from the player's
    answer once given)."""

    def __init__(self, t: Table, targets: list[str], x: int | None, discover: str | None = None) -> None:
        self.t, self.targets, self.x, self.discover = t, list(targets), x, discover
        self.asked: list[tuple[str, list[Any]]] = []

    def __call__(self, state: JSON, key: str, options: Any, default: Any) -> Any:
        opts = None if options is None else list(options)
        self.asked.append((key, opts or []))
        if key == "x_value":
            return default if self.x is None else self.x
        if key == "discover_mode":
            if self.discover is None:
                from mtg import driver

                raise DiscoverAsked(driver.clone_state(state), [str(o) for o in opts or []])
            return self.discover
        if key == "target":
            if not self.targets:
                return default  # witchcraft's own pick: the action named no target
            wanted = self.t.target_in(self.targets.pop(0))
            if opts is not None and wanted not in opts:
                raise _unsupported("witchcraft chooses a spell's targets as it resolves, not as it is cast; the "
                                   "target the action chose is not among its choices now "
                                   f"({sorted(self.t.target_out(o) for o in opts)})")
            return wanted
        if opts is not None and len({repr(o) for o in opts}) > 1:
            raise _unsupported(f"witchcraft asks {key!r} ({opts[:6]}), a question the adapter can't express")
        return default


class Driver:
    """Applies protocol actions to one game (`Table`)."""

    def __init__(self, t: Table) -> None:
        self.t = t

    def act(self, action: JSON) -> JSON:
        """Apply one action; a refused action leaves the game unchanged."""
        from mtg import driver

        kind = action.get("type")
        handler = getattr(self, f"_act_{kind}", None)
        if handler is None:
            return self._rejected(f"unknown action type {kind!r}")
        before = driver.clone_state(self.t.state)
        saved = (self.t.priority, self.t.passes, dict(self.t.targets), dict(self.t.x),
                 {p: list(v) for p, v in self.t.graveyard_order.items()}, dict(self.t.unasked), self.t.discover)
        try:
            if self.t.discover is not None and kind not in ("choose", "cast"):
                raise Refused("a discover choice is pending: cast the discovered card or choose hand (701.57a)")
            events = handler(action) or []
        except Refused as exc:
            self.t.state = before
            (self.t.priority, self.t.passes, self.t.targets, self.t.x, self.t.graveyard_order, self.t.unasked,
             self.t.discover) = saved
            return self._rejected(str(exc))
        except EngineError:
            self.t.state = before
            raise
        except Exception as exc:  # witchcraft's own code failed on a position the adapter built
            self.t.state = before
            raise _unsupported(f"witchcraft raised {type(exc).__name__}: {str(exc)[:160]}") from exc
        self.t.state.pop("_policy", None)
        self._track_graveyards()
        return {"accepted": True, "reason": None, "events": events, "observation": observation(self.t, None)}

    def _rejected(self, reason: str) -> JSON:
        return {"accepted": False, "reason": reason, "events": [], "observation": observation(self.t, None)}

    def _track_graveyards(self) -> None:
        """witchcraft's graveyard is a set: the adapter appends each newly arrived card to its owner's list."""
        s = self.t.state
        owner = {c: p for (p, c) in s.get("printed_control") or ()}
        present = {w for (w,) in s.get("graveyard") or ()}
        for p in self.t.players:
            order = self.t.graveyard_order.setdefault(p, [])
            order[:] = [w for w in order if w in present]
        listed = {w for order in self.t.graveyard_order.values() for w in order}
        for w in sorted(present - listed):
            self.t.graveyard_order.setdefault(owner.get(w, self.t.active), []).append(w)

    # ----- actions
    def _act_pass(self, action: JSON) -> list[JSON]:
        t = self.t
        if t.passes + 1 < len(t.players):
            t.passes += 1
            t.priority = t.other(t.priority)
            return []
        if not t.state.get("on_stack"):
            raise _unsupported("every player passed with an empty stack: witchcraft then runs on to its next "
                               "decision (often a later turn) instead of stopping at the next step")
        return self._resolve_top()

    def _castable(self, player: str) -> set[str]:
        """What witchcraft lets `player` cast now (its timing-aware ``can_cast``, as its own move list and its
        response window ask), paid from the player's mana row as witchcraft's own turns leave it
        (``witchcraft_setup.stock_mana_rows``)."""
        from mtg import driver

        probe = driver.clone_state(self.t.state)
        probe["has_priority"] = {(player,)}
        with _quiet():
            return {s for (p, s) in driver.run(probe, ["can_cast"])["can_cast"] if p == player}

    def _act_cast(self, action: JSON) -> list[JSON]:
        from mtg import driver

        t, caster = self.t, self.t.priority
        cid = action.get("card")
        w = t.wid(cid)
        if w is None:
            raise Refused(f"unknown card {cid!r}")
        if action.get("divide"):
            raise _unsupported(DIVIDE_UNSUPPORTED)
        if action.get("modes"):
            raise _unsupported(MODES_UNSUPPORTED)
        if t.discover is not None:
            return self._cast_discovered(action, w)
        if (action.get("mode") or "normal") == "face_down":
            return self._cast_face_down(action, caster, w)
        if (action.get("mode") or "normal") != "normal":
            raise _unsupported(f"casting as {action.get('mode')}: witchcraft's cards have one face")
        if action.get("alt_cost") or action.get("additional_costs"):
            raise _unsupported("alternative or additional costs")
        if (w, "land") in (t.state.get("spell_type") or set()):
            raise Refused(f"{cid} is a land")
        if w not in self._castable(caster):
            raise Refused(f"witchcraft does not let {caster} cast {cid} now (zone, timing or mana)")
        targets = [str(x) for x in action.get("targets") or []]
        if any(t.target_in(x) is None for x in targets):
            raise Refused(f"unknown target in {targets}")
        s = t.state
        before = driver.clone_state(s)
        zone = next((z for w2, z in _zones(s).items() if w2 == w), "hand")
        s["_policy"] = Answers(t, [], int(action["x"]) if action.get("x") is not None else None)
        s["_forced"] = {}
        with _quiet():  # witchcraft's cast (env.step's cast branch) up to its stack push, without resolving
            driver._spend_mana(s, caster, w)
            driver._fire_tap_triggers(s)
            driver._leave_cast_zone(s, caster, w)
            driver._stack_push(s, w, caster)
            driver._choose_mode(s, w)
            driver._note_cast(s, w)
            driver._fire_cast_triggers(s, caster, w)
        t.targets[w] = targets
        if action.get("x") is not None:
            spell_x: JSON = s.get("_spell_x") or {}
            t.x[w] = int(spell_x[w] if w in spell_x else action["x"])
        pay_as_protocol(t, before, caster, *spell_cost(before, w, t.x.get(w, 0)))
        self._check_targets(w, targets)
        t.passes = 0
        mv = next((int(n) for (x, n) in s.get("mana_cost") or () if x == w), 0) + t.x.get(w, 0)
        return [{"type": "zone_move", "card": cid, "from": zone, "to": "stack", "cause": "cast"},
                {"type": "cast", "card": cid, "player": caster, "mode": "normal", "mana_value": mv, "alt_cost": None}]

    def _cast_face_down(self, action: JSON, caster: str, w: str) -> list[JSON]:
        """witchcraft's own face-down cast (``cast_face_down`` move): it puts the card onto the battlefield at
        once, without the stack (docs/witchcraft-results.md)."""
        from mtg import driver
        from mtg.engine import env

        t = self.t
        if action.get("alt_cost") != "disguise" or action.get("additional_costs"):
            raise _unsupported("a face-down cast other than disguise's")
        if caster != t.active or t.state.get("on_stack"):
            raise Refused("witchcraft offers face-down casts only to the active player with an empty stack")
        with _quiet():
            offered = env.legal_actions(t.state)
        if ("cast_face_down", caster, w) not in offered:
            raise Refused(f"witchcraft does not let {caster} cast {action.get('card')} face down now")
        before_zones, before = _zones(t.state), driver.clone_state(t.state)
        with _quiet():
            driver.cast_face_down(t.state, w, caster)
        pay_as_protocol(t, before, caster, {}, 3)
        t.passes = 0
        return [{"type": "cast", "card": action["card"], "player": caster, "mode": "face_down", "mana_value": 0,
                 "alt_cost": "disguise"}] + _moves(t, before_zones, _zones(t.state))

    def _act_turn_face_up(self, action: JSON) -> list[JSON]:
        """witchcraft's ``turn_face_up`` move: pay the turn-up cost, turn it up, fire its triggers."""
        from mtg import driver
        from mtg.engine import env

        t = self.t
        w = t.wid(action.get("card"))
        way = turn_up_way(t.state, w) if w is not None else None
        if way is not None and action.get("by") not in (None, way):
            raise Refused(f"witchcraft turns {action.get('card')} face up only by its {way.replace('_', ' ')} "
                          f"(it has no move to turn it up by {str(action.get('by')).replace('_', ' ')})")
        if t.priority != t.active or t.state.get("on_stack"):
            raise _unsupported("turning a permanent face up with a spell on the stack or by the non-active "
                               "player: witchcraft offers it only in its own main-phase decision")
        with _quiet():
            offered = env.legal_actions(t.state)
        if ("turn_face_up", t.active, w) not in offered:
            raise Refused(f"witchcraft does not let {t.active} turn {action.get('card')} face up now")
        before = driver.clone_state(t.state)
        with _quiet():
            cost = driver.turn_up_cost(t.state, w)
            if cost:
                driver._spend_ability_mana(t.state, t.active, cost)
        # the generic amount witchcraft pays (its whole turn-up cost, bug 06) from the protocol's lands, as a cast's
        pay_as_protocol(t, before, t.active, {}, cost)
        with _quiet():
            driver.turn_face_up(t.state, w)
            driver._fire_turn_face_up_triggers(t.state)
        t.passes = 0
        return [{"type": "turned_face_up", "card": action["card"]}]

    def _act_choose(self, action: JSON) -> list[JSON]:
        if self.t.discover is None:
            raise Refused("there is no pending choice")
        if action.get("choice") != "hand":
            raise Refused(f"{action.get('choice')!r} is not an answer to discover (hand, or a free cast)")
        return self._resolve_top("hand")

    def _cast_discovered(self, action: JSON, w: str) -> list[JSON]:
        """The discovered card cast for free (701.57a): the resolution runs again with witchcraft's answer
        ``cast``; witchcraft's ``_cast_spell`` would also resolve it there, so only its casting half runs (the
        same steps as a cast action) and the spell waits on the stack for the players' priority (117.3b)."""
        d = self.t.discover
        assert d is not None
        if (action.get("mode") or "normal") != "normal":
            raise _unsupported(f"casting as {action.get('mode')}: witchcraft's cards have one face")
        if w != d.card or action.get("alt_cost") != "free":
            raise Refused("discover offers only a free cast of the discovered card (701.57a)")
        if action.get("additional_costs") or action.get("x"):
            raise _unsupported("a discovered card cast with additional costs or an X")
        if "cast" not in d.options:
            raise Refused(f"witchcraft does not let {d.player} cast {action.get('card')} (its options: {d.options})")
        targets = [str(x) for x in action.get("targets") or []]
        if any(self.t.target_in(x) is None for x in targets):
            raise Refused(f"unknown target in {targets}")
        events = self._resolve_top("cast")
        self.t.targets[w] = targets
        self._check_targets(w, targets)
        return [{"type": "cast", "card": action["card"], "player": d.player, "mode": "normal",
                 "mana_value": next((int(n) for (x, n) in self.t.state.get("mana_cost") or () if x == w), 0),
                 "alt_cost": "free"}] + events

    def _check_targets(self, w: str, targets: list[str]) -> None:
        """The targets witchcraft would offer if the spell resolved now: a target outside them is refused. Targets
        past the questions witchcraft would ask are ones it picks itself (direct damage, a spell to counter):
        kept, and checked against what the resolution hit (`_check_own_picks`)."""
        from mtg import driver

        probe = driver.clone_state(self.t.state)
        answers = Answers(self.t, [], self.t.x.get(w))
        probe["_policy"] = answers
        try:
            with _quiet():
                driver._resolve_top(probe)
        except (EngineError, DiscoverAsked):  # a question the probe can't answer: the targets come before it
            pass
        offered = [opts for key, opts in answers.asked if key == "target"]
        self.t.unasked[w] = targets[len(offered):]
        for i, x in enumerate(targets[:len(offered)]):
            if self.t.target_in(x) not in offered[i]:
                offers = sorted(self.t.target_out(o) for o in offered[i])
                raise Refused(f"{x} is not a target witchcraft offers ({offers})")

    def _resolve_top(self, discover: str | None = None) -> list[JSON]:
        """Resolve the top of the stack (or run again, with the player's answer, the resolution that asked a
        discover question); a discover question asked now leaves the game waiting at it."""
        from mtg import driver

        t = self.t
        pending = t.discover
        start = driver.clone_state(pending.before if pending else t.state)
        top = pending.top if pending else max(start["on_stack"], key=lambda r: int(r[1]))[0]
        s = driver.clone_state(start)
        s["_policy"] = Answers(t, t.targets.get(top, []), t.x.get(top), discover)
        before_zones = _zones(start)  # a resolution run again after its discover question: moves since its start
        try:
            with _quiet(), _casting_half_only(discover == "cast"):  # the body of witchcraft's priority loop
                driver._resolve_top(s)                             # once all have passed (driver._resolve_stack)
                driver._fire_lifegain_triggers(s)
                driver._fire_counter_placed_triggers(s)
                driver._fire_you_do_costs(s)
        except DiscoverAsked as asked:
            t.discover = _waiting(t, start, top, asked)
            t.state = _while_resolving(asked.state, top, start)
            t.passes, t.priority = 0, t.active
            return _moves(t, before_zones, _zones(t.state))
        t.state, t.discover = s, None
        self._check_own_picks(top, start)
        t.targets.pop(top, None)
        if any(int(v) <= 0 for (_p, v) in s.get("life") or ()):
            raise _unsupported("a player's life reached 0: witchcraft checks that loss only when it advances a step")
        t.passes = 0
        t.priority = t.active
        return [{"type": "resolve", "card": t.our(top)}] + _moves(t, before_zones, _zones(s))

    def _check_own_picks(self, top: str, start: JSON) -> None:
        """Targets witchcraft picked itself (no question): the resolution must have hit exactly the action's
        targets (a player who lost life, an object that changed zones), else the adapter can't say the spell
        was resolved as the action cast it."""
        wanted = set(self.t.unasked.pop(top, []))
        if not wanted:
            return
        s = self.t.state
        life = {p: int(v) for (p, v) in start.get("life") or ()}
        hit = {p for (p, v) in s.get("life") or () if int(v) != life.get(p)}
        zones_now = _zones(s)
        hit |= {self.t.our(w) for w, z in _zones(start).items() if w != top and zones_now.get(w) != z}
        if not hit or not hit <= wanted:
            raise _unsupported(f"witchcraft picks this spell's target itself, with no question: the action chose "
                               f"{sorted(wanted)}, the resolution changed {sorted(hit) or 'nothing'}")

    def _act_play_land(self, action: JSON) -> list[JSON]:
        from mtg import driver
        from mtg.engine import env

        t = self.t
        if (action.get("mode") or "normal") != "normal":
            raise _unsupported(f"playing a land as its {action.get('mode')} face: witchcraft's cards have one face")
        w = t.wid(action.get("card"))
        if t.priority != t.active or t.state.get("on_stack"):
            raise Refused("a land is played only by the active player with priority and an empty stack (116.2a)")
        with _quiet():
            offered = env.legal_actions(t.state)
        if ("play", t.active, w) not in offered:
            raise Refused(f"witchcraft does not let {t.active} play {action.get('card')} now")
        before_zones = _zones(t.state)
        with _quiet():
            driver._play_land(t.state, t.active, w)
            driver._refresh_mana_pool(t.state, t.active)
        t.passes = 0
        return _moves(t, before_zones, _zones(t.state))


def _waiting(t: Table, start: JSON, top: str, asked: DiscoverAsked) -> Discover:
    """The discover question witchcraft asked: the discovered card is the deepest card the discover took from
    its controller's library (witchcraft holds them in no zone while it asks)."""
    now = _zones(asked.state)
    for p, order in (start.get("_lib_order") or {}).items():
        gone = [w for w in order if w not in now]
        if gone:
            return Discover(start, top, p, gone[-1], asked.options)
    raise _unsupported("witchcraft asked a discover question with no card taken from a library")


def _while_resolving(state: JSON, top: str, start: JSON) -> JSON:
    """The state witchcraft asked its question in, with the resolving object where the rules have it until its
    resolution ends (608.2n): witchcraft takes a resolving spell off its stack before running its effects, and
    puts a permanent that entered back on its stack while its enters effects run, internal steps no move of
    witchcraft's can see."""
    state.pop("_policy", None)
    stack = {w for (w, _n) in state.get("on_stack") or ()}
    placed = set(_zones({k: v for k, v in state.items() if k != "on_stack"}))
    if top in stack and top in placed:
        state["on_stack"] = {r for r in state["on_stack"] if r[0] != top}
    elif top not in stack and top not in placed:
        state.setdefault("on_stack", set()).update(r for r in start.get("on_stack") or () if r[0] == top)
    return state


@contextlib.contextmanager
def _casting_half_only(active: bool) -> Iterator[None]:
    """While `active`, witchcraft's ``_cast_spell`` (which discover calls to cast the card it found) runs only
    its casting half, the steps of a cast action, so the spell waits on the stack instead of resolving inside
    the discover."""
    from mtg import driver

    if not active:
        yield
        return

    def cast_only(state: JSON, ap: str, spell: str, players: list[str]) -> None:
        driver._spend_mana(state, ap, spell)
        driver._fire_tap_triggers(state)
        driver._leave_cast_zone(state, ap, spell)
        driver._stack_push(state, spell, ap)
        driver._choose_mode(state, spell)
        driver._note_cast(state, spell)
        driver._fire_cast_triggers(state, ap, spell)

    original = driver._cast_spell
    driver._cast_spell = cast_only
    try:
        yield
    finally:
        driver._cast_spell = original


def _zones(s: JSON) -> dict[str, str]:
    """witchcraft id -> zone, for every object witchcraft places in a zone."""
    out: dict[str, str] = {}
    for (_p, w) in s.get("in_library") or ():
        out[w] = "library"
    for (_p, w) in s.get("in_hand") or ():
        out[w] = "hand"
    for rel, zone in (("on_battlefield", "battlefield"), ("graveyard", "graveyard"), ("exile", "exile")):
        for (w,) in s.get(rel) or ():
            out[w] = zone
    for (w, _n) in s.get("on_stack") or ():
        out[w] = "stack"
    return out


def _moves(t: Table, before: dict[str, str], after: dict[str, str]) -> list[JSON]:
    events: list[JSON] = []
    for w in sorted(set(before) | set(after)):
        a, b = before.get(w), after.get(w)
        if a == b:
            continue
        if a is None:
            events.append({"type": "token_created", "card": t.our(w), "name": object_name(t, w), "attached_to": None})
            continue
        if b is None:  # into no zone: witchcraft holds the cards discover took while it asks (701.57a says exile)
            continue
        events.append({"type": "zone_move", "card": t.our(w), "from": a, "to": b,
                       "cause": "resolve" if a == "stack" else "effect"})
    return events
