"""Engines that play by the rules but talk differently from the reference engine (docs/judging.md).

Each is the reference engine with one change of dialogue, never of outcome, so each must pass every
ruling: a failure is a false accusation by the suite.

- ``AutoChoosingEngine`` makes a keep-one choice itself (704.5j, 704.5y) when its options are objects no
  one can tell apart, keeping the last one where the model's scripts keep the first (so the suite has to
  rename the objects to judge it).
- ``ReorderingEngine`` reverses every list the protocol leaves unordered (colors, types, subtypes,
  supertypes, keywords, pending options, cast permissions).
- ``QuietRevealEngine`` announces no ``reveal`` event for a face-down card that goes to a graveyard or exile,
  where it lies face up for every player to see (400.2), as phase.rs does; the reveal 708.9 asks for is
  the card's being shown, which the state already does.
- ``QuietFizzleEngine`` reports a spell that fails to resolve for want of a legal target (608.2b) as
  resolved: it leaves the stack for the same zone and does nothing, as phase.rs reports it.
- ``AskingEngine`` shows the choices the rules leave a single option for (the protocol lets an engine make
  them silently; asking is harmless since the only answer leads where the model goes).
- ``SelfDeclaringEngine`` declares no blockers itself when no creature can block (509.1a leaves the player
  nothing to choose), as phase.rs does, where the model asks the declaration.
- ``RoleNamingEngine`` names a Role token after its kind and the word "Role" ("Wicked Role"), as phase.rs does,
  where 111.10j-r name it "Wicked" (docs/judging.md leaves the word out of every comparison).
- ``SelfOrderingEngine`` never asks ``order_triggers``: it puts each player's simultaneous triggers on the
  stack in an order of its own (603.3b leaves the order to the player; the protocol lets the engine settle it).
"""

from __future__ import annotations

from typing import Any

from conformance.dialogue import renamed
from mtg_protocol.jsontypes import JSON
from mtg_protocol.trace import ORDER_FREE_FIELDS
from reference_engine.adapter import ReferenceEngine
from reference_engine.game import Game
from reference_engine.objects import GameObject, natural_key
from reference_engine.state import Pending, Then

KEEP_ONE = ("keep_role", "keep_legend")


class AutoChoosingGame(Game):
    def roles_to_keep(self, tied: list[GameObject]) -> list[GameObject]:
        keep = super().roles_to_keep(tied)
        return keep[-1:] if len(keep) > 1 and self._alike(keep) else keep

    def legend_rule_losers(self, groups: dict[tuple[str, str], list[GameObject]]) -> list[tuple[GameObject, str]]:
        for _key, objs in sorted(groups.items()):
            if len(objs) > 1 and self._alike(objs):
                keep = max(objs, key=lambda o: natural_key(o.id))
                return [(o, "704.5j") for o in objs if o is not keep]
        return super().legend_rule_losers(groups)

    def _alike(self, objs: list[GameObject]) -> bool:
        """Whether no one can tell the objects apart: they look the same, so do the permanents attached to them (a
        Role on one of two identical legends makes them two choices), and no waiting trigger is about one of them
        (a just-entered legend's "another target creature" trigger can target the other one only if it goes)."""
        waiting = {t.source for t in self.pending_triggers}
        if any(o.id in waiting for o in objs):
            return False

        def looks(obj: GameObject) -> JSON:
            view = self.describe(obj, 0, None)
            attached = sorted(str(looks(o)) for o in self.battlefield_objects() if o.attached_to == obj.id)
            return {**{k: v for k, v in view.items() if k not in ("card", "timestamp", "position")},
                    "attached": attached}

        first = looks(objs[0])
        return all(looks(o) == first for o in objs[1:])


class AskingGame(Game):
    def ask(self, player: str, kind: str, options: list[Any], then: Then, **data: Any) -> bool:
        if len(options) == 1:
            self.pending = Pending(player, kind, options, then, data)
            return True
        return super().ask(player, kind, options, then, **data)

    def discover_uncastable(self, hit: GameObject, finish: Any) -> None:
        """Like phase.rs (LCI-08): offer to cast a revealed card that can't be cast; either answer puts it into
        its owner's hand, as 701.57a requires."""
        self.pending = Pending(hit.owner, "discover_cast", ["cast", "hand"], Then("discovered_to_hand", (hit, finish)),
                               {"card": hit.id, "modes": [], "n": 0})


class MisleadingAskingGame(AskingGame):
    """Not a dialogue variant: one answer of its extra question breaks 701.57a (the card goes to the bottom
    of the library instead of the hand). The suite must find that answer."""

    def discover_uncastable(self, hit: GameObject, finish: Any) -> None:
        self.pending = Pending(hit.owner, "discover_cast", ["hand", "cast"], Then("discovered_to_hand", (hit, finish)),
                               {"card": hit.id, "modes": [], "n": 0})

    def discovered_to_hand(self, hit: GameObject, finish: Any, _answer: str = "hand") -> None:
        """Hand for "hand"; the bottom of the library for "cast" (the answer only this game offers)."""
        if _answer != "cast":
            super().discovered_to_hand(hit, finish, _answer)
            return
        self.move(hit, "library", "discover", position="bottom")
        self.proceed(finish)


class SelfOrderingGame(Game):
    def ask_trigger_order(self, controller: str, orders: list[list[str]], ordered: Any) -> None:
        """Orders the triggers itself, the last way the model would offer (for two, the reverse of the order
        they triggered in), never asking."""
        self.proceed(ordered, orders[-1])


class SelfDeclaringGame(Game):
    def begin_declare_blockers(self) -> bool:
        """Declares the blockers itself when the only legal declaration is none."""
        waiting = super().begin_declare_blockers()
        if self.awaiting_declaration == "blockers" and len(self.legal_actions()) == 1:
            self.declare_blockers({"type": "declare_blockers", "blockers": {}})
        return waiting


class SelfDeclaringEngine(ReferenceEngine):
    name = "dialogue-self-declaring"
    game_class = SelfDeclaringGame


class SelfOrderingEngine(ReferenceEngine):
    name = "dialogue-self-ordering"
    game_class = SelfOrderingGame


def self_ordering() -> ReferenceEngine:
    return SelfOrderingEngine()


class AutoChoosingEngine(ReferenceEngine):
    name = "dialogue-auto-choosing"
    game_class = AutoChoosingGame


class AskingEngine(ReferenceEngine):
    name = "dialogue-asking"
    game_class = AskingGame


def _reversed_lists(value: Any) -> Any:
    if isinstance(value, dict):
        out = {k: _reversed_lists(v) for k, v in value.items()}
        for key in (*ORDER_FREE_FIELDS, "cast_permissions"):
            if isinstance(out.get(key), list):
                out[key] = out[key][::-1]
        choice = out.get("pending_choice")
        if isinstance(choice, dict) and isinstance(choice.get("options"), list):
            out["pending_choice"] = {**choice, "options": choice["options"][::-1]}
        return out
    if isinstance(value, list):
        return [_reversed_lists(v) for v in value]
    return value


class MisleadingAskingEngine(ReferenceEngine):
    name = "misleading-asking"
    game_class = MisleadingAskingGame


class ReorderingEngine(ReferenceEngine):
    name = "dialogue-reordering"

    def setup(self, setup: JSON) -> JSON:
        return _reversed_lists(super().setup(setup))

    def act(self, action: JSON) -> JSON:
        return _reversed_lists(super().act(action))

    def observe(self, viewer: str | None = None) -> JSON:
        return _reversed_lists(super().observe(viewer))


def auto_choosing() -> ReferenceEngine:
    return AutoChoosingEngine()


def reordering() -> ReferenceEngine:
    return ReorderingEngine()


def asking() -> ReferenceEngine:
    return AskingEngine()


class CompactTokenIdsEngine(AutoChoosingEngine):
    """Auto-chooses like `AutoChoosingEngine` and numbers created objects only as they are first shown, the way an
    adapter that never sees a token removed at once does (phase.rs's, for Doubling Season's second Role): the
    same game, other ids, which the suite must pair up before judging."""

    name = "dialogue-compact-token-ids"

    def setup(self, setup: JSON) -> JSON:
        self.shown: dict[str, str] = {}
        return self._compact(super().setup(setup))

    def act(self, action: JSON) -> JSON:
        back = {v: k for k, v in self.shown.items()}
        return self._compact(super().act(renamed(action, back)))

    def observe(self, viewer: str | None = None) -> JSON:
        return self._compact(super().observe(viewer))

    def _compact(self, value: Any) -> Any:
        for o in _objects(value):
            if (o.get("token") or o.get("copy")) and o["card"].startswith("t"):  # created in play (setups name theirs)
                self.shown.setdefault(o["card"], f"t{len(self.shown) + 1}")
        return renamed(value, {k: v for k, v in self.shown.items() if k != v} | {
            k: f"unshown-{k}" for k in _created_ids(value) if k not in self.shown})


def _objects(value: Any) -> list[JSON]:
    obs = value.get("observation", value) if isinstance(value, dict) else {}
    return [o for o in obs.get("objects") or [] if isinstance(o, dict)]


def _created_ids(value: Any) -> set[str]:
    found: set[str] = set()
    if isinstance(value, dict):
        for k, v in value.items():
            if k == "card" and isinstance(v, str) and v.startswith("t"):
                found.add(v)
            found |= _created_ids(v)
    elif isinstance(value, list):
        for v in value:
            found |= _created_ids(v)
    return found


def compact_token_ids() -> ReferenceEngine:
    return CompactTokenIdsEngine()


class QuietRevealGame(Game):
    def move(self, obj: GameObject, to: str, cause: str, *, position: str = "top",
             controller: str | None = None, **kw: Any) -> GameObject:
        was_face_down, before = bool(obj.face_down), len(self.events)
        new = super().move(obj, to, cause, position=position, controller=controller, **kw)
        if was_face_down and to in ("graveyard", "exile") and not new.face_down:
            self.events[before:] = [e for e in self.events[before:]
                                    if not (e["type"] == "reveal" and e.get("card") == obj.id)]
        return new


class QuietRevealEngine(ReferenceEngine):
    name = "dialogue-quiet-reveal"
    game_class = QuietRevealGame


class QuietFizzleGame(Game):
    def emit(self, event: Any, /) -> None:
        if event["type"] == "fizzle":
            event = {**event, "type": "resolve"}
        elif event["type"] == "zone_move" and event.get("cause") == "fizzle":
            event = {**event, "cause": "resolve"}
        super().emit(event)


class QuietFizzleEngine(ReferenceEngine):
    name = "dialogue-quiet-fizzle"
    game_class = QuietFizzleGame


class LandsFirstGame(Game):
    """Pays a mana cost by tapping lands first, keeping floating mana for later, whenever the lands alone can
    pay it: the other order 601.2g-h lets a player pay in (the protocol's automatic payment, and the model,
    spend floating mana first)."""

    def plan(self, pid: str, cost: Any, tapped_for_cost: str | None = None, for_abilities: bool = False) -> Any:
        import dataclasses
        from collections import Counter

        from reference_engine.mana import plan_payment

        lands = [s for s in self.mana_sources(pid, for_abilities) if s[0] != tapped_for_cost]
        payment = plan_payment(cost, Counter(), lands, self.player(pid).life)
        if payment is None:
            return super().plan(pid, cost, tapped_for_cost, for_abilities)
        return dataclasses.replace(payment, for_abilities=for_abilities)


class LandsFirstEngine(ReferenceEngine):
    name = "dialogue-lands-first"
    game_class = LandsFirstGame


def lands_first() -> ReferenceEngine:
    return LandsFirstEngine()


ROLE_NAMES = ("Cursed", "Monster", "Royal", "Sorcerer", "Virtuous", "Wicked", "Young Hero")


def _role_named(value: Any) -> Any:
    """`value` with each Role token (an object or a creation event) named "<kind> Role"."""
    if isinstance(value, dict):
        out = {k: _role_named(v) for k, v in value.items()}
        if out.get("name") in ROLE_NAMES and ("Role" in (out.get("subtypes") or [])
                                              or out.get("type") == "token_created"):
            out["name"] = f"{out['name']} Role"
        return out
    if isinstance(value, list):
        return [_role_named(v) for v in value]
    return value


class RoleNamingEngine(ReferenceEngine):
    name = "dialogue-role-naming"

    def setup(self, setup: JSON) -> JSON:
        return _role_named(super().setup(setup))

    def act(self, action: JSON) -> JSON:
        return _role_named(super().act(action))

    def observe(self, viewer: str | None = None) -> JSON:
        return _role_named(super().observe(viewer))
