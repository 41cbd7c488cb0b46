"""The game: state, zones, turn structure and priority (rules 102-117, 400, 500).

`Game` is built from a neutral setup and driven by neutral actions. Its state
is a plain dataclass (`GameState`, reference_engine/state.py); the rule
families live in mixins (casting, stack, effects, triggers, state-based
actions, combat, observation) so that each reads on its own and a mutant can
override one rule by name. Values derived from the state live in one `Memo`.
"""

from __future__ import annotations

import copy
import dataclasses
import random
import re
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from mtg_protocol.jsontypes import JSON

from . import layers
from .cards import CardDef, lookup, parse_card
from .casting import CastingMixin
from .combat import CombatMixin
from .effects import EffectsMixin
from .face_down import FaceDownMixin
from .mana import parse_pool
from .memo import Memo
from .objects import Characteristics, GameObject
from .observe import ObserveMixin
from .sba import StateBasedActionsMixin
from .stack import StackMixin
from .state import MAIN_PHASES, STEPS, GameState, Pending, Player, Rejected, SetupError, Then, continuation
from .triggers import TriggersMixin

T = TypeVar("T")
ENGINE_ID = re.compile(r"[ta][0-9]+")
"""The ids the game gives what it creates: tokens and copies (t1, ...), abilities on the stack (a1, ...)."""
G = TypeVar("G", bound="Game")


class Game(GameState, CastingMixin, StackMixin, EffectsMixin, TriggersMixin, StateBasedActionsMixin,
           FaceDownMixin, CombatMixin, ObserveMixin):
    """A game of Magic between two or more players, deterministic for a given setup and seed.

    The game's data is its `GameState` fields (copy it with `copy.deepcopy`, or `as_state`); `memo` holds
    what is derived from them. `memoise=False` turns every memoised value off (the oracle for the memo).
    """

    memo: Memo

    def __init__(self, setup: JSON, *, memoise: bool = True) -> None:
        GameState.__init__(self, rng=random.Random(setup.get("seed", 0)))
        self.memo = Memo(memoise)
        for name, data in (setup.get("cards") or {}).items():
            try:
                self.synthetic[name] = parse_card({**data, "name": data.get("name", name)})
            except (KeyError, ValueError, TypeError) as exc:
                raise SetupError(f"bad synthetic card {name!r}: {exc}") from exc
        self._load(setup)

    # ----- the state as data --------------------------------------------------------------------------

    def __getstate__(self) -> JSON:
        """What `copy.deepcopy` and pickle copy: the state, not the memo (a copy starts with an empty one)."""
        state = dict(self.__dict__)
        state["memo"] = Memo(self.memo.on)
        return state

    def as_state(self) -> GameState:
        """A deep copy of the game's state, as a plain `GameState`."""
        fields = {f.name: getattr(self, f.name) for f in dataclasses.fields(GameState)}
        return copy.deepcopy(GameState(**fields))

    @classmethod
    def from_state(cls: type[G], state: GameState, *, memoise: bool = True) -> G:
        """A game that continues from a copy of `state` (see `as_state`)."""
        game = cls.__new__(cls)
        game.__dict__.update(copy.deepcopy(vars(state)))
        game.memo = Memo(memoise)
        return game

    def __repr__(self) -> str:
        return f"<{type(self).__name__}: turn {self.turn_number}, {self.step}, {len(self.objects)} objects>"

    def touch(self) -> None:
        """Record a change that was not an assignment to a tracked object (reference_engine/revision.py)."""
        self.clock.value += 1

    # ----- setup -----------------------------------------------------------------------------------

    def card_def(self, name: str) -> CardDef:
        found = self.synthetic.get(name) or lookup(name)
        if found is None:
            raise SetupError(f"unknown card {name!r}: not in the pool and not defined in the setup's cards")
        return found

    def _load(self, setup: JSON) -> None:
        players = setup.get("players") or []
        if len(players) < 2:
            raise SetupError("a game needs at least two players")
        for p in players:
            self.players.append(Player(p["id"], p.get("life", 20), parse_pool(p.get("mana_pool")), clock=self.clock))
            for zone in ("library", "hand", "graveyard", "exile", "battlefield", "stack", "command"):
                self.zones[(p["id"], zone)] = []
        ids = [p.id for p in self.players]
        turn = setup.get("turn") or {}
        self.turn_number = turn.get("number", 1)
        self.active: str = turn.get("active_player", ids[0])
        self.step = turn.get("step", "precombat_main")
        if self.active not in ids or self.step not in STEPS:
            raise SetupError(f"bad turn: active player {self.active!r}, step {self.step!r}")
        seen: set[str] = set()
        attachments: list[tuple[GameObject, str]] = []
        for p in players:
            for zone in ("library", "hand", "graveyard", "exile", "battlefield"):
                for entry in p.get(zone) or []:
                    cid = entry["id"]
                    if cid in seen:
                        raise SetupError(f"card id {cid!r} is used twice")
                    if ENGINE_ID.fullmatch(str(cid)) or cid in ids:
                        raise SetupError(f"card id {cid!r} is in the engine's namespace (t1, t2, ... are the ids of "
                                         "tokens and copies the game creates, a1, ... of abilities, p1, ... of "
                                         "players): give the card another id, such as c1")
                    seen.add(cid)
                    obj = self._setup_object(entry, p["id"], zone, ids)
                    if entry.get("attached_to"):
                        attachments.append((obj, entry["attached_to"]))
        for obj, host in attachments:
            if host not in self.objects or self.objects[host].zone != "battlefield":
                raise SetupError(f"{obj.id} is attached to {host!r}, which is not on the battlefield")
            obj.attached_to = host
        self.priority: str = self.active
        self.passes = 0
        self.invalidate()

    def _setup_object(self, entry: JSON, owner: str, zone: str, ids: list[str]) -> GameObject:
        token = bool(entry.get("token"))
        if token and zone != "battlefield":
            raise SetupError(f"token {entry['id']} can only start on the battlefield (704.5d)")
        card = self.card_def(entry["card"])
        controller = entry.get("controller", owner) if zone == "battlefield" else owner
        if controller not in ids:
            raise SetupError(f"unknown controller {controller!r}")
        obj = self.new_object(entry["id"], card, owner, controller, zone, token=token)
        if zone == "battlefield":
            obj.tapped = bool(entry.get("tapped"))
            for kind, n in (entry.get("counters") or {}).items():
                obj.add_counters(kind, n)
            obj.summoning_sick = bool(entry.get("summoning_sick"))
            obj.damage = int(entry.get("damage", 0))
            fd = entry.get("face_down")
            if fd:
                obj.face_down = fd if isinstance(fd, str) else "disguise"
            obj.face = entry.get("face", "normal")
            self.battlefield.append(obj.id)
        else:
            if zone == "exile":
                obj.revealed_in_exile = not entry.get("face_down", False)
                if entry.get("cast_permission") == "adventure" and card.layout == "adventure":
                    obj.adventure_permission = owner
            self.zones[(owner, zone)].append(obj.id)
        return obj

    # ----- objects and zones ----------------------------------------------------------------------

    def next_timestamp(self) -> int:
        if self._shared_timestamp is not None:
            return self._shared_timestamp
        self._timestamp += 1
        return self._timestamp

    @contextmanager
    def simultaneously(self) -> Iterator[None]:
        """Objects created or attached within share one timestamp: they arrive at the same time (613.7e, 613.7j).

        Which of them counts as newer is then a choice, not an order (the Role tie of 704.5y, 303.7a).
        """
        self._shared_timestamp = None
        self._shared_timestamp = self.next_timestamp()
        try:
            yield
        finally:
            self._shared_timestamp = None

    def new_object(self, cid: str, card: CardDef, owner: str, controller: str, zone: str, **kw: Any) -> GameObject:
        self._serial += 1
        obj = GameObject(cid, card, owner, controller, zone, self._serial, self.next_timestamp(), clock=self.clock,
                         **kw)
        self.objects[cid] = obj
        if zone == "battlefield":
            self.battlefield_changed(obj)
        return obj

    def battlefield_changed(self, obj: GameObject) -> None:
        """A permanent arrived or left. Others' characteristics change only through static abilities (604.1,
        613): the permanent's own, or ones that count permanents; otherwise they stay valid."""
        if (any(a.get("kind") == "static" for a in layers.copiable_values(obj).abilities)
                or any("power_per" in ability for _source, ability in self.static_abilities())):
            self.invalidate()
        else:
            self.touch()

    def new_created_id(self) -> str:
        self._created += 1
        return f"t{self._created}"

    def new_ability_id(self) -> str:
        self._abilities += 1
        return f"a{self._abilities}"

    def player(self, pid: str) -> Player:
        for p in self.players:
            if p.id == pid:
                return p
        raise Rejected(f"there is no player {pid!r}")

    def opponents(self, pid: str) -> list[str]:
        return [p.id for p in self.players if p.id != pid and not p.lost]

    def next_player_after(self, pid: str) -> str:
        """The next player in turn order who is still in the game (101.4, 800.4)."""
        ids = [p.id for p in self.players]
        i = ids.index(pid)
        for step in range(1, len(ids) + 1):
            candidate = self.players[(i + step) % len(ids)]
            if not candidate.lost:
                return candidate.id
        return pid

    def apnap(self) -> list[str]:
        """Players in turn order starting with the active player (101.4); after an active player left the
        game, starting with the next player in turn order (800.4j)."""
        ids = [p.id for p in self.players if not p.lost]
        start = self.active if self.active in ids else self.next_player_after(self.active)
        if start not in ids:
            return ids
        i = ids.index(start)
        return ids[i:] + ids[:i]

    def zone_list(self, obj: GameObject) -> list[str]:
        if obj.zone == "battlefield":
            return self.battlefield
        if obj.zone == "stack":
            return self.stack
        return self.zones[(obj.owner, obj.zone)]

    def battlefield_objects(self) -> list[GameObject]:
        return [self.objects[i] for i in self.battlefield]

    def library(self, pid: str) -> list[str]:
        return self.zones[(pid, "library")]

    def obj(self, cid: str) -> GameObject:
        found = self.objects.get(cid)
        if found is None:
            raise Rejected(f"there is no object {cid!r}")
        return found

    def invalidate(self) -> None:
        """Forget derived characteristics; called by every change that could affect them."""
        self.memo.chars_epoch += 1
        self.memo.statics = None
        self.touch()

    def while_unchanged(self, key: Hashable, compute: Callable[[], T]) -> T:
        """A value derived from the state: computed once, then reused until anything changes (read-only)."""
        memo = self.memo
        if not memo.on:
            return compute()
        if memo.derived_at != self.clock.value:
            memo.derived_at = self.clock.value
            memo.derived = {}
        derived = memo.derived
        if key not in derived:
            derived[key] = compute()
        return derived[key]

    def chars(self, obj: GameObject) -> Characteristics:
        """The object's characteristics (613), cached (treat as read-only).

        On the battlefield they depend on other permanents, so `invalidate` forgets them; elsewhere they
        depend on the object alone and stay valid while it is unchanged.
        """
        memo = self.memo
        if not memo.on:
            return layers.compute(self, obj)
        if obj.zone == "battlefield":
            last = memo.chars.get(obj.serial)
            if last is not None and last[0] == memo.chars_epoch:
                return last[1]
            found = layers.compute(self, obj)
            if last is not None and (last[1] is found or last[1] == found):
                found = last[1]  # the same values keep the same object, so what was built from it stays valid
            memo.chars[obj.serial] = (memo.chars_epoch, found)
            return found
        own = memo.own_chars.get(obj.serial)
        if own is None or own[0] != obj.rev:
            own = memo.own_chars[obj.serial] = (obj.rev, layers.compute(self, obj))
        return own[1]

    def move(self, obj: GameObject, to: str, cause: str, *, position: str = "top",
             controller: str | None = None, **kw: Any) -> GameObject:
        """Move an object to another zone; it becomes a new object (400.7) with the same card id."""
        src = obj.zone
        self.zone_list(obj).remove(obj.id)
        if src == "battlefield":  # 608.2h: last known information (recorded first if it left with others)
            self.last_known.setdefault(obj.serial, (obj, self.chars(obj)))
            self.detach_all_from(obj)  # 301.5c, 303.4d
            self.battlefield_changed(obj)
        if obj.face_down and (src == "battlefield" or (src == "stack" and to != "battlefield")):
            self.reveal(obj, "all")  # 708.9
        fields = {"token": obj.token, "spell_copy": obj.spell_copy, "card_copy": obj.card_copy, **kw}
        new = self.new_object(obj.id, obj.card, obj.owner, controller or obj.owner, to, **fields)
        if to == "battlefield":
            self.battlefield.append(new.id)
        elif to == "stack":
            self.stack.append(new.id)
        else:
            lst = self.zones[(obj.owner, to)]
            if to == "library" and position == "top":
                lst.insert(0, new.id)
            else:
                lst.append(new.id)
        self.emit("zone_move", card=obj.id, **{"from": src, "to": to}, cause=cause)
        return new

    def leave_battlefield_together(self, leaving: list[GameObject], to: str, cause: str,
                                   announce: Callable[[GameObject], None] | None = None) -> None:
        """Permanents that one event moves off the battlefield (a destroy-all, one check of state-based actions):
        each is as it was just before the event (608.2h), all of them move, and only then do leaves-the-battlefield
        abilities trigger, each looking back at the battlefield as it was, the others leaving included (603.10a):
        a Blood Artist destroyed with another creature sees both die. `announce` runs before each move."""
        for obj in leaving:
            self.last_known.setdefault(obj.serial, (obj, self.chars(obj)))
        moved = []
        for obj in leaving:
            if announce is not None:
                announce(obj)
            moved.append((obj, self.move(obj, to, cause)))
        self.left_together = leaving
        try:
            for old, new in moved:
                self.trigger_leaves_battlefield(old, new)
        finally:
            self.left_together = []

    def cease_to_exist(self, obj: GameObject, cause: str = "sba") -> None:
        self.zone_list(obj).remove(obj.id)
        del self.objects[obj.id]
        self.touch()
        if obj.zone == "battlefield":
            self.battlefield_changed(obj)
        self.emit("zone_move", card=obj.id, **{"from": obj.zone, "to": None}, cause=cause)

    def detach_all_from(self, host: GameObject) -> None:
        """What is attached to the permanent becomes unattached, and so does the permanent itself."""
        attached = [o for o in self.battlefield_objects() if o.attached_to == host.id]
        for o in attached:
            o.attached_to = None
            self.was_attached_to[o.id] = host.serial
        if attached or host.attached_to:
            host.attached_to = None
            self.invalidate()  # "enchanted" and "equipped" effects follow attachments (613)

    def static_abilities(self) -> list[tuple[GameObject, dict[str, Any]]]:
        """Static abilities of permanents on the battlefield (604), from their own rules text.

        An object under a "loses all abilities" effect contributes none (613.1f).
        """
        if self.memo.statics is not None:
            return self.memo.statics
        out = []
        for obj in self.battlefield_objects():
            if obj.face_down or self.has_lost_abilities(obj):
                continue
            for ability in layers.copiable_values(obj).abilities:
                if ability.get("kind") == "static":
                    out.append((obj, ability))
        if self.memo.on:
            self.memo.statics = out
        return out

    def has_lost_abilities(self, obj: GameObject) -> bool:
        if not self.continuous_effects:
            return False
        return any(e.target == obj.id and e.target_serial == obj.serial and e.data.get("lose_all")
                   for e in self.continuous_effects)

    def emit(self, event_type: str, /, **fields: Any) -> None:
        self.events.append({"type": event_type, **fields})

    def reveal(self, obj: GameObject, to: str) -> None:
        self.emit("reveal", card=obj.id, to=to, identity=obj.card.name)

    # ----- priority and turns (117, 500) -------------------------------------------------------------

    def is_main_phase_of(self, pid: str) -> bool:
        return self.active == pid and self.step in MAIN_PHASES

    def sorcery_timing(self, pid: str) -> bool:
        """307.1: a main phase of the player's own turn with an empty stack."""
        return self.is_main_phase_of(pid) and not self.stack and self.priority == pid

    def give_priority(self, pid: str) -> None:
        """117.3; 800.4j: priority meant for a player who left the game goes to the next player in turn order."""
        self.priority = self.next_player_after(pid) if self.player(pid).lost else pid
        self.passes = 0

    def pass_priority(self) -> None:
        """117.3d, 117.4: all players passing in succession resolves the top of the stack or ends the step."""
        self.passes += 1
        if self.passes < sum(not p.lost for p in self.players):
            self.priority = self.next_player_after(self.priority)
            return
        self.passes = 0
        if self.stack:
            self.give_priority(self.active)  # 117.3b: after resolution the active player receives priority
            self.resolve_top()
        else:
            self.advance_step()

    def advance_step(self) -> None:
        """End the current step (500.4 empties mana pools) and begin the next one's turn-based actions."""
        for p in self.players:
            p.empty_pool()
        i = STEPS.index(self.step)
        if self.has_second_combat_damage_step():
            self.begin_step()  # 510.4: the regular combat damage step after the first-strike one
            return
        if self.step == "cleanup":
            self.begin_turn()
            return
        self.step = STEPS[i + 1]
        self.begin_step()

    def begin_turn(self) -> None:
        self.active = self.next_player_after(self.active)  # 800.4k: a player who left gets no turn
        self.turn_number += 1
        for p in self.players:
            p.lands_played = 0
        self.activated_once = frozenset()
        self.permissions_used = frozenset()
        self.touch()
        self.step = "untap"
        self.begin_step()

    def begin_step(self) -> None:
        self.emit("step", step=self.step, turn=self.turn_number, active_player=self.active)
        if self.step == "end":
            self.end_permissions_until_end_step()
        if self.step == "untap":
            self.untap_step()
            self.step = "upkeep"  # 502.4: no player receives priority during the untap step
            self.emit("step", step=self.step, turn=self.turn_number, active_player=self.active)
        elif self.step == "draw":
            self.draw(self.active, 1)
        elif self.step == "declare_attackers":
            if not self.begin_declare_attackers():
                return
        elif self.step == "declare_blockers":
            if not self.begin_declare_blockers():
                return
        elif self.step == "combat_damage":
            self.combat_damage_step()
        elif self.step == "end_of_combat":
            self.attackers.clear()
            self.blockers.clear()
            self.regular_damage_dealers = None
        elif self.step == "cleanup":
            self.cleanup_step()
            return
        self.trigger_beginning_of_step()
        self.give_priority(self.active)

    def end_permissions_until_end_step(self) -> None:
        """An "until your next end step" permission ends as that player's end step begins (513.1, 611.2b),
        unless it was granted during that very end step."""
        if any(p.until_end_step for p in self.permissions):
            self.permissions = [p for p in self.permissions if not (
                p.until_end_step and p.until_end_step[0] == self.active and p.until_end_step[1] != self.turn_number)]

    def untap_step(self) -> None:
        for obj in self.battlefield_objects():
            obj.summoning_sick = obj.summoning_sick and obj.controller != self.active
            if obj.controller == self.active and obj.tapped:
                if obj.counters.get("stun"):
                    obj.add_counters("stun", -1)  # 122.1d: a stun counter replaces untapping
                else:
                    obj.tapped = False

    MAX_HAND_SIZE = 7

    def cleanup_step(self) -> None:
        """514.1: the active player discards down to the maximum hand size, then 514.2 runs."""
        excess = len(self.zones[(self.active, "hand")]) - self.MAX_HAND_SIZE
        if excess > 0 and self.discard(self.active, excess, Then("end_of_turn_cleanup")):
            return  # resumed by the discard choices
        self.end_of_turn_cleanup()

    @continuation
    def end_of_turn_cleanup(self) -> None:
        """514.2: damage wears off and "until end of turn" effects end; no priority unless something happens."""
        for obj in self.battlefield_objects():
            obj.damage = 0
        self.end_control_effects()
        if self.continuous_effects:
            self.continuous_effects.clear()
            self.invalidate()
        self.permissions = [p for p in self.permissions if not p.until_end_of_turn]
        if self.prevention_shields:
            self.prevention_shields = []  # 615.7: "this turn" shields end
            self.touch()
        self.damage_unpreventable = False
        self.advance_step()

    # ----- the public face ---------------------------------------------------------------------------

    def act(self, action: JSON) -> JSON:
        """Apply one neutral action (docs/protocol.md); on rejection nothing changes."""
        self.events = []
        if self.game_over:
            return self._rejected("the game is over")
        try:
            self._dispatch(action)
        except Rejected as exc:
            return self._rejected(str(exc))
        self.settle()
        return {"accepted": True, "reason": None, "events": self.events, "observation": self.observe(None)}

    def _rejected(self, reason: str) -> JSON:
        self.events = []
        return {"accepted": False, "reason": reason, "events": [], "observation": self.observe(None)}

    def actor(self) -> str:
        return self.pending.player if self.pending else self.priority

    def _dispatch(self, action: JSON) -> None:
        kind = action.get("type")
        if self.pending and kind not in ("choose", "cast"):
            raise Rejected(f"{self.pending.player} must first answer the pending {self.pending.kind} choice")
        if self.awaiting_declaration and kind != f"declare_{self.awaiting_declaration}":
            raise Rejected(f"the {self.awaiting_declaration} must be declared first")
        if kind == "pass":
            self.pass_priority()
        elif kind == "choose":
            self.answer_choice(action.get("choice"))
        elif kind == "cast":
            self.cast(action)
        elif kind == "activate":
            self.activate(action)
        elif kind == "play_land":
            self.play_land(action)
        elif kind == "turn_face_up":
            self.turn_face_up_special_action(action)
        elif kind == "declare_attackers":
            self.declare_attackers(action.get("attackers") or {})
        elif kind == "declare_blockers":
            self.declare_blockers(action.get("blockers") or {})
        else:
            raise Rejected(f"unknown action type {kind!r}")

    def answer_choice(self, choice: Any) -> None:
        pending = self.pending
        if pending is None:
            raise Rejected("there is no pending choice")
        if choice not in pending.options:
            raise Rejected(f"{choice!r} is not one of the options {pending.options!r}")
        self.pending = None
        self.emit("choice", player=pending.player, kind=pending.kind, choice=choice)
        self.proceed(pending.then, choice)

    def ask(self, player: str, kind: str, options: list[Any], then: Then, **data: Any) -> bool:
        """Ask a player to choose; a choice with one option is made at once. True when waiting.

        The answer goes to `then` as its last argument. Callers whose `then` resumes a paused sequence must
        treat both outcomes as "resumed by the answer" and not continue themselves.
        """
        if len(options) == 1:
            self.emit("choice", player=player, kind=kind, choice=options[0])
            self.proceed(then, options[0])
            return self.pending is not None
        self.pending = Pending(player, kind, options, then, data)
        return True

    @continuation
    def whatever_the_answer(self, then: Then, _answer: Any) -> None:
        """A choice whose every answer leads on the same way (declining a free cast, 702.85a)."""
        self.proceed(then)

    def proceed(self, then: Then | None, *answer: Any) -> None:
        """Continue with `then` (nothing when None): its method, with its arguments and then the answer."""
        if then is not None:
            getattr(self, then.name)(*then.args, *answer)

    def settle(self) -> None:
        """117.5: before a player gets priority, perform state-based actions and put triggers on the stack."""
        while not self.game_over:
            if self.pending:
                return
            if self.memo.no_sba_at != self.clock.value:  # nothing changed since a check found nothing to do
                if self.check_state_based_actions():
                    continue
                if self.pending:
                    return
                if self.memo.on:
                    self.memo.no_sba_at = self.clock.value
            if self.pending_triggers:
                self.put_triggers_on_stack()
                continue
            return

    def play_land(self, action: JSON) -> None:
        """116.2a / 305: play a land from hand in a main phase of your turn with an empty stack, once a turn.

        305.1: an effect that lets a player play a card from another zone (impulse) allows a land too.
        """
        pid = self.priority
        obj = self.obj(action.get("card", ""))
        permission = None
        if obj.zone != "hand" or obj.owner != pid:
            permission = next((p for p in self.permissions if p.card == obj.id and p.serial == obj.serial
                               and p.player == pid and p.source == "impulse"), None)
            if permission is None:
                raise Rejected(f"{obj.id} is not in {pid}'s hand and no effect lets {pid} play it")
        mode = action.get("mode", "normal")
        if mode not in obj.card.land_modes():  # 305.1; 712.12: a modal double-faced card's land face
            raise Rejected(f"{obj.id} is not a land" if mode == "normal" else f"{obj.id} has no land face {mode!r}")
        if not self.sorcery_timing(pid):
            raise Rejected("a land can be played only in your main phase with an empty stack")
        if self.player(pid).lands_played >= 1:
            raise Rejected("you have already played a land this turn")
        self.player(pid).lands_played += 1
        if permission is not None:
            self.permissions.remove(permission)
        new = self.move(obj, "battlefield", "play", controller=pid, face=mode)  # 712.12: with that face up
        self.trigger_enters(new)

    def draw(self, pid: str, n: int) -> None:
        for _ in range(n):
            lib = self.library(pid)
            if not lib:
                self.player(pid).drew_from_empty = True  # 704.5b
                continue
            self.move(self.objects[lib[0]], "hand", "draw")

    def legal_actions(self) -> list[JSON]:
        from .legal import legal_actions

        return legal_actions(self)
