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

from conformance.protocol.engine import EngineError
from conformance.protocol.jsontypes import JSON

from .witchcraft_observe import object_name, observation
from .witchcraft_payment import pay_as_protocol, spell_cost
from .witchcraft_table import Table
from .witchcraft_vocab import Refused


def _unsupported(why: str) -> EngineError:
    return EngineError(f"unsupported: {why}")


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    with contextlib.redirect_stdout(io.StringIO()):
        yield


class Answers:
    """witchcraft's ``_policy`` seam answered from one protocol action."""

    def __init__(self, t: Table, targets: list[str], x: int | None) -> None:
        self.t, self.targets, self.x = t, list(targets), x
        self.asked: list[tuple[str, list[Any]]] = []

    def __call__(self, state: JSON, key: str, options: Any, default: Any) -> Any:
        opts = None if options is None else list(options)
        self.asked.append((key, opts or []))
        if key == "x_value":
            return default if self.x is None else self.x
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
                 {p: list(v) for p, v in self.t.graveyard_order.items()})
        try:
            events = handler(action) or []
        except Refused as exc:
            self.t.state = before
            self.t.priority, self.t.passes, self.t.targets, self.t.x, self.t.graveyard_order = saved
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
        response window ask). witchcraft stocks only the active player's mana pool, so the other player can pay
        only with floating mana (docs/witchcraft-bugs/04-opponent-can-never-pay-a-response.md)."""
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
        if (caster, w) not in (s.get("free_cast") or set()):
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
        if action.get("by") not in (None, "disguise"):
            raise _unsupported(f"turning face up by {action.get('by')}")
        if t.priority != t.active or t.state.get("on_stack"):
            raise _unsupported("turning a permanent face up with a spell on the stack or by the non-active "
                               "player: witchcraft offers it only in its own main-phase decision")
        with _quiet():
            offered = env.legal_actions(t.state)
        if ("turn_face_up", t.active, w) not in offered:
            raise Refused(f"witchcraft does not let {t.active} turn {action.get('card')} face up now")
        with _quiet():
            cost = driver.turn_up_cost(t.state, w)
            if cost:
                driver._spend_ability_mana(t.state, t.active, cost)
            driver.turn_face_up(t.state, w)
            driver._fire_turn_face_up_triggers(t.state)
        t.passes = 0
        return [{"type": "turned_face_up", "card": action["card"]}]

    def _act_choose(self, action: JSON) -> list[JSON]:
        raise Refused("there is no pending choice (witchcraft asks none)")

    def _check_targets(self, w: str, targets: list[str]) -> None:
        """The targets witchcraft would offer if the spell resolved now: a target outside them is refused."""
        from mtg import driver

        probe = driver.clone_state(self.t.state)
        answers = Answers(self.t, [], self.t.x.get(w))
        probe["_policy"] = answers
        try:
            with _quiet():
                driver._resolve_top(probe)
        except EngineError:
            pass
        offered = [opts for key, opts in answers.asked if key == "target"]
        for i, x in enumerate(targets):
            if i >= len(offered):
                raise _unsupported(f"the action gives a target ({x}) that witchcraft does not ask for")
            if self.t.target_in(x) not in offered[i]:
                offers = sorted(self.t.target_out(o) for o in offered[i])
                raise Refused(f"{x} is not a target witchcraft offers ({offers})")

    def _resolve_top(self) -> list[JSON]:
        from mtg import driver

        t, s = self.t, self.t.state
        top = max(s["on_stack"], key=lambda r: int(r[1]))[0]
        s["_policy"] = Answers(t, t.targets.get(top, []), t.x.get(top))
        before_zones = _zones(s)
        with _quiet():  # the body of witchcraft's priority loop once all have passed (driver._resolve_stack)
            driver._resolve_top(s)
            driver._fire_lifegain_triggers(s)
            driver._fire_counter_placed_triggers(s)
            driver._fire_you_do_costs(s)
        t.targets.pop(top, None)
        if any(int(v) <= 0 for (_p, v) in s.get("life") or ()):
            raise _unsupported("a player's life reached 0: witchcraft checks that loss only when it advances a step")
        t.passes = 0
        t.priority = t.active
        return [{"type": "resolve", "card": t.our(top)}] + _moves(t, before_zones, _zones(s))

    def _act_play_land(self, action: JSON) -> list[JSON]:
        from mtg import driver
        from mtg.engine import env

        t = self.t
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
        events.append({"type": "zone_move", "card": t.our(w), "from": a, "to": b,
                       "cause": "resolve" if a == "stack" else "effect"})
    return events
