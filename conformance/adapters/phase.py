"""phase.rs (PyPI ``phase-python==0.103.0``, import ``phase``) behind the neutral `Engine` protocol.

The scenario is reached with phase's debug actions plus snapshot edits (docs/phase-notes.md,
section 5); every action is mapped onto what ``Game.actions()`` offers, with phase's follow-up
prompts (Adventure face, alternative cost, split half, targets, X, sacrifice) answered from the
action. Observations are built by the adapter from ``Game.state()``. See docs/phase-results.md.
"""

from __future__ import annotations

import json
import re
from typing import Any

from phase import Engine as _PhaseDb
from phase import GameAction, build_oracle_face, build_oracle_face_multi

from conformance.protocol.engine import PROTOCOL_VERSION, EngineError, run_sequence_by_steps

from .phase_cards import known_cards, mana_value_of, multi_faces, single_faces
from .phase_game import LiveGame
from .phase_payment import PaymentUnsupported, mana_cost_of, plan, pool_of, tap_land, untapped_lands

JSON = dict[str, Any]
VERSION = "0.103.0"
# Only what was set up and driven end to end through this adapter (docs/phase-results.md).
MECHANICS = ["adventure", "role", "clue", "investigate", "discover", "free_cast", "face_down",
             "split", "x_spells", "mana_value", "copy_spell", "card_name"]
ACTIONS = ["pass", "play_land", "cast", "activate", "turn_face_up", "choose", "declare_attackers",
           "declare_blockers"]

STEPS = {"untap": "Untap", "upkeep": "Upkeep", "draw": "Draw", "precombat_main": "PreCombatMain",
         "beginning_of_combat": "BeginCombat", "declare_attackers": "DeclareAttackers",
         "declare_blockers": "DeclareBlockers", "combat_damage": "CombatDamage", "end_of_combat": "EndCombat",
         "postcombat_main": "PostCombatMain", "end": "End", "cleanup": "Cleanup"}
PHASE_STEPS = {v: k for k, v in STEPS.items()}
ZONES = ("library", "hand", "graveyard", "exile", "battlefield")
COLORS = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G", "Colorless": "C"}
COLOR_NAMES = {v: k for k, v in COLORS.items()}
SHARDS = {**COLORS, "Snow": "S", "X": "X", "Two": "2", "Phyrexian": "P"}
COUNTERS = {"P1P1": "+1/+1", "M1M1": "-1/-1"}
CLUE_PRESET = "9003ec81-9a0c-5f92-b39b-636c9fe9b8b9"
WARD2 = {"Ward": {"type": "Mana", "data": {"type": "Cost", "shards": [], "generic": 2}}}
FACE_DOWN_CAUSES = {"Disguise": "disguise", "Morph": "morph", "Manifest": "manifest", "Cloak": "cloak"}
# prompts that belong to casting a spell or activating an ability (answered from the action itself)
CAST_PROMPTS = {"CastOffer", "AlternativeCastChoice", "ModalFaceChoice", "TargetSelection", "ChooseXValue",
                "DistributeAmong", "PayCost", "ManaPayment"}

KNOWN = known_cards()
CARD_NAMES = frozenset(face for info in KNOWN.values() for face in info["faces"])  # names phase's database knows
_DB: _PhaseDb | None = None


class _Reject(Exception):
    """An action the engine (or the adapter on its behalf) does not accept."""


def card_database() -> _PhaseDb:
    """phase's card database built from phase_cards (once per process)."""
    global _DB
    if _DB is None:
        db: JSON = {}
        for c in single_faces():
            f = build_oracle_face(c, c["identifiers"]["scryfallOracleId"])
            db[f["name"].lower()] = f
        for faces in multi_faces():
            oid = faces[0]["identifiers"]["scryfallOracleId"]
            for idx, fc in enumerate(faces):
                f = build_oracle_face_multi(fc, oid)
                f["layout"], f["face_index"] = fc["layout"], idx
                db.setdefault(f["name"].lower(), f)
        _DB = _PhaseDb.from_json(json.dumps(db))
    return _DB


def _ga(kind: str, **data: Any) -> GameAction:
    return GameAction.from_dict({"type": kind, "data": data} if data else {"type": kind})


def _debug(kind: str, **data: Any) -> GameAction:
    return GameAction.from_dict({"type": "Debug", "data": {"type": kind, "data": data}})


def _words(name: str) -> list[str]:
    return re.findall(r"[A-Z][a-z]*|\d+", name) or [name]


def format_cost(cost: JSON | None, token: bool = False) -> str | None:
    """phase's ``{"type": "Cost", shards, generic}`` as a mana string ("{X}{1}{G}")."""
    if not cost or cost.get("type") != "Cost":
        return None
    shards = cost.get("shards") or []
    if not shards and not cost.get("generic") and token:
        return None
    xs = ["{X}" for s in shards if s == "X"]
    rest = []
    for s in shards:
        if s == "X":
            continue
        parts = [SHARDS.get(w, w) for w in _words(s)]
        if "P" in parts:  # Phyrexian is written last: {W/P}
            parts = [p for p in parts if p != "P"] + ["P"]
        rest.append("{" + "/".join(parts) + "}")
    generic = cost.get("generic", 0)
    head = [f"{{{generic}}}"] if generic or not (xs or rest) else []
    return "".join(xs + head + rest)


def cost_mana_value(cost: JSON | None, x: int = 0) -> int:
    """Mana value of phase's cost (202.3); X counts as `x`."""
    text = format_cost(cost)
    return mana_value_of(text, x) if text else 0


def format_keyword(kw: Any) -> str:
    """phase's keyword as our lower-case keyword ("first strike", "ward {2}")."""
    if isinstance(kw, str):
        return " ".join(_words(kw)).lower()
    if isinstance(kw, dict) and len(kw) == 1:
        key, val = next(iter(kw.items()))
        word = " ".join(_words(key)).lower()
        if isinstance(val, dict) and val.get("type") == "Mana":
            val = val.get("data")
        if isinstance(val, dict) and val.get("type") == "Cost":
            return f"{word} {format_cost(val)}"
        if key == "Enchant":
            text = json.dumps(val)
            for t in ("Creature", "Permanent", "Artifact", "Land", "Player"):
                if t in text:
                    return f"enchant {t.lower()}"
        if isinstance(val, (int, str)):
            return f"{word} {val}".lower()
        return word
    return str(kw).lower()


def _sacrifices(action: JSON) -> list[str]:
    """The card ids an action names for its sacrifice costs (``sacrifice``, or ``additional_costs`` entries
    ``{"sacrifice": [...]}``); an optional additional cost such as kicker is not mapped onto phase's prompts."""
    out = action.get("sacrifice") or []
    if isinstance(out, str):
        out = [out]
    out = list(out)
    for cost in action.get("additional_costs") or []:
        if isinstance(cost, dict):
            for key, cards in cost.items():
                if key != "sacrifice":
                    raise EngineError(f"unsupported: additional cost {key!r} is not mapped by the phase adapter")
                out += list(cards)
        else:
            raise EngineError(f"unsupported: additional cost {cost!r} is not mapped by the phase adapter")
    return out


class PhaseEngine:
    """phase.rs in process, through its Python bindings."""

    name = "phase"

    def __init__(self) -> None:
        self.db = card_database()
        self.game: LiveGame | None = None  # type: ignore[assignment]
        self.ids: dict[int, str] = {}  # phase object id -> our card id
        self.rev: dict[str, int] = {}
        self.ability_ids: dict[int, str] = {}  # phase stack entry id -> "aN"
        self.cards: dict[str, str] = {}  # our card id -> card name (for identity, split halves)
        self.seats: list[str] = []
        self.tokens = 0
        self.face_down_by: dict[int, str] = {}
        self.cast_info: dict[int, JSON] = {}  # phase id -> {"mana_value", "mode"} of its current cast
        self.discard_buffer: list[int] = []

    # ------------------------------------------------------------------ protocol
    def hello(self) -> JSON:
        """Name, version and the capabilities verified on phase 0.103.0."""
        return {"name": self.name, "version": VERSION, "protocol": PROTOCOL_VERSION,
                "capabilities": {"mechanics": list(MECHANICS), "actions": list(ACTIONS), "synthetic_cards": False,
                                 "legal_actions": True, "views": True, "batch": False}}

    def setup(self, setup: JSON) -> JSON:
        """Build the scenario in a fresh phase game; return the referee's observation."""
        try:
            self._setup(setup)
        except EngineError:
            raise
        except ValueError as exc:  # a debug action or snapshot edit of ours that phase refused
            raise EngineError(f"unsupported: phase refused the adapter's setup: {exc}") from exc
        return self.observe(None)

    def act(self, action: JSON) -> JSON:
        """Apply one action: phase's offered actions plus the prompts that follow."""
        g = self._need()
        kind = action.get("type")
        handler = getattr(self, f"_act_{kind}", None)
        if handler is None:
            return self._rejected(f"unknown action type {kind!r}")
        before = g.snapshot() if kind != "pass" else None  # the state the last observation was built from
        raw: list[JSON] = []
        known_abilities = set(self.ability_ids)
        try:
            extra = handler(action, raw) or []
            self._order_triggers(raw)
            self._forced_discover(raw)
        except (_Reject, ValueError) as exc:
            if before is not None and (raw or self._waiting() != "Priority"):  # e.g. left inside a cast prompt
                g.load(before)
            return self._rejected(str(exc))
        if kind != "choose":
            self.discard_buffer = []
        self._sync()
        events = extra + self._events(raw, known_abilities)
        return {"accepted": True, "reason": None, "events": events, "observation": self.observe(None)}

    def observe(self, viewer: str | None = None) -> JSON:
        """The observation for `viewer` (None: the referee's view, nothing hidden)."""
        g = self._need()
        self._sync()
        return self._observation(g.state(), viewer)

    def legal_actions(self) -> list[JSON]:
        """phase's offered actions in our vocabulary."""
        g = self._need()
        out: list[JSON] = []
        for a in g.actions():
            d = a.data or {}
            if a.kind == "PassPriority":
                out.append({"type": "pass"})
            elif a.kind == "PlayLand":
                out.append({"type": "play_land", "card": self._our(d["object_id"])})
            elif a.kind == "CastSpell":
                cid = self._our(d["object_id"])
                info = KNOWN.get(self.cards.get(cid or "", ""), {})
                obj = g.object(d["object_id"])
                modes = ["normal"]
                if info.get("layout") == "adventure" and obj.get("zone") == "Hand":
                    modes.append("adventure")
                if info.get("layout") == "split":
                    modes = ["left", "right"]
                out.extend({"type": "cast", "card": cid, "mode": m, "targets": []} for m in modes)
            elif a.kind == "ActivateAbility":
                index = self._our_ability_index(d["source_id"], d["ability_index"])
                if index is not None:
                    out.append({"type": "activate", "card": self._our(d["source_id"]), "ability": index})
            elif a.kind == "TurnFaceUp":
                out.append({"type": "turn_face_up", "card": self._our(d["object_id"])})
            elif a.kind == "DiscoverChoice":
                out.append({"type": "choose", "choice": "cast" if d["choice"]["type"] == "Cast" else "hand"})
            elif a.kind == "ChooseTarget":
                out.append({"type": "choose", "choice": [self._target_out(d.get("target"))]})
        return out

    def run_sequence(self, setup: JSON, actions: list[JSON], views: bool = False) -> JSON:
        """Set up and apply every action (step by step)."""
        return run_sequence_by_steps(self, setup, actions, views)

    def close(self) -> None:
        """Drop the game."""
        self.game = None

    # ------------------------------------------------------------------ setup
    def _setup(self, setup: JSON) -> None:
        players = setup["players"]
        if len(players) != 2:
            raise EngineError("unsupported: the phase adapter drives two-player games only")
        synthetic = set(setup.get("cards") or {})
        for p in players:
            for zone in ZONES:
                for e in p.get(zone) or []:
                    name = e["card"]
                    if e.get("token"):
                        if name != "Clue" or zone != "battlefield":
                            raise EngineError(f"unsupported: token {name!r} in {zone} cannot be set up in phase")
                    elif name in synthetic or name.endswith(" of Test"):
                        raise EngineError(f"unsupported: synthetic card {name!r} (phase needs real oracle text)")
                    elif name not in KNOWN:
                        raise EngineError(f"unsupported: card {name!r} is not in the phase adapter's card data")
        self.__init__()  # type: ignore[misc]
        self.seats = [p["id"] for p in players]
        seat_of = {pid: i for i, pid in enumerate(self.seats)}
        turn = setup.get("turn") or {}
        active = seat_of.get(turn.get("active_player", self.seats[0]), 0)
        step = turn.get("step", "precombat_main")
        if step not in STEPS:
            raise EngineError(f"unsupported: step {step!r}")
        decks: list[list[str]] = []
        fillers: list[bool] = []
        for p in players:
            deck = [e["card"] for z in ZONES for e in p.get(z) or [] if not e.get("token")]
            fillers.append(not deck)
            decks.append(deck or ["Plains"])
        g = self.db.new_game(decks[0], decks[1], first_player=active, seed=int(setup.get("seed", 1)))
        while g.waiting_for()["type"] == "MulliganDecision":
            seat = g.waiting_for()["data"]["pending"][0]["player"]
            keep = [a for a in g.actions() if a.kind == "MulliganDecision" and a.data["choice"]["type"] == "Keep"]
            g.apply(seat, keep[0])
        snap = g.state()
        snap["state"]["debug_mode"] = True
        g = self.db.load_game(snap)
        objs = snap["state"]["objects"]
        pools: list[dict[str, list[int]]] = [{}, {}]
        for k in sorted(objs, key=int):
            o = objs[k]
            pools[o["owner"]].setdefault(o["name"], []).append(int(k))

        def do(action: GameAction) -> None:
            g.apply(active, action)

        placed: list[dict[str, list[int]]] = []
        patches: dict[int, JSON] = {}
        for seat, p in enumerate(players):
            got: dict[str, list[int]] = {z: [] for z in ZONES}
            for zone in ZONES:
                for e in p.get(zone) or []:
                    if e.get("token"):
                        before = {o["id"] for o in g.battlefield()}
                        do(_debug("CreateToken", request={"type": "Preset", "data": {"preset_id": CLUE_PRESET,
                                                                                      "owner": seat}},
                                  count=1, run_etb=False))
                        new = sorted({o["id"] for o in g.battlefield()} - before)
                        if len(new) != 1:
                            raise EngineError("unsupported: phase did not create the Clue token of the setup")
                        oid = new[0]
                    else:
                        front = KNOWN[e["card"]]["faces"][0]
                        ids = pools[seat].get(front)
                        if not ids:
                            raise EngineError(f"unsupported: phase did not put {e['card']!r} into seat {seat}'s deck")
                        oid = ids.pop(0)
                        want = zone.capitalize()
                        if objs[str(oid)]["zone"] != want:
                            do(_debug("MoveToZone", object_id=oid, to_zone=want, simulate=False))
                    self.ids[oid], self.rev[e["id"]] = e["id"], oid
                    self.cards[e["id"]] = e["card"]
                    got[zone].append(oid)
                    self._place(do, seat, zone, oid, e, patches)
            placed.append(got)
            if "life" in p:
                do(_debug("SetLife", player_id=seat, life=int(p["life"])))
        for seat, p in enumerate(players):
            if fillers[seat]:
                for oid in pools[seat].get("Plains", []):
                    do(_debug("RemoveObject", object_id=oid))
            for e in p.get("battlefield") or []:
                if e.get("attached_to"):
                    target = self.rev.get(e["attached_to"])
                    if target is None:
                        raise EngineError(f"bad setup: {e['id']} is attached to unknown {e['attached_to']!r}")
                    do(_debug("Attach", object_id=self.rev[e["id"]], target={"type": "Object", "data": target}))
        do(_debug("SetPhase", phase=STEPS[step], active_player=active))
        snap = g.state()
        st = snap["state"]
        for seat, got in enumerate(placed):
            st["players"][seat]["library"] = list(got["library"])
        for oid, patch in patches.items():
            st["objects"][str(oid)].update(patch)
        if "number" in turn:
            st["turn_number"] = int(turn["number"])
        self.game = LiveGame(self.db, None)
        self.game.load(snap)
        for seat, p in enumerate(players):
            pool = [COLOR_NAMES[c] for c in re.findall(r"\{([WUBRGC])\}", p.get("mana_pool") or "")]
            if pool:
                self.game.apply(active, _debug("AddMana", player_id=seat, mana=pool))
        self._check_placement(players)
        self.tokens = 0

    def _place(self, do: Any, seat: int, zone: str, oid: int, e: JSON, patches: dict[int, JSON]) -> None:
        """Battlefield and exile details of one setup entry."""
        if zone == "battlefield":
            if e.get("controller") and e["controller"] != self.seats[seat]:
                do(_debug("SetController", object_id=oid, controller=self.seats.index(e["controller"])))
            if e.get("tapped"):
                do(_debug("SetTapped", object_id=oid, tapped=True))
            fd = e.get("face_down")
            if fd:
                do(_debug("SetFaceState", object_id=oid, face_down=True, transformed=None, flipped=None))
                self.face_down_by[oid] = fd if isinstance(fd, str) else "face_down"
                if fd == "disguise":
                    patches[oid] = {"face_down_cause": "Disguise", "base_keywords": [WARD2], "keywords": [WARD2]}
            if not e.get("summoning_sick", False):
                do(_debug("SetSummoningSickness", object_id=oid, sick=False))
            for ctype, n in (e.get("counters") or {}).items():
                if n:
                    do(_debug("ModifyCounters", object_id=oid, counter_type=ctype, delta=int(n)))
            if e.get("damage"):
                patches.setdefault(oid, {})["damage_marked"] = int(e["damage"])
        elif zone == "exile":
            if e.get("face_down"):
                do(_debug("SetFaceState", object_id=oid, face_down=True, transformed=None, flipped=None))
            if e.get("cast_permission") == "adventure":
                patches.setdefault(oid, {})["casting_permissions"] = [{"type": "AdventureCreature"}]
            elif e.get("cast_permission"):
                raise EngineError(f"unsupported: exile cast permission {e['cast_permission']!r}")

    def _check_placement(self, players: list[JSON]) -> None:
        st = self.game.state()
        for p in players:
            for zone in ZONES:
                for e in p.get(zone) or []:
                    o = st["objects"].get(str(self.rev[e["id"]]))
                    if o is None or o["zone"].lower() != zone:
                        raise EngineError(f"unsupported: phase did not place {e['id']} ({e['card']}) in {zone}")

    # ------------------------------------------------------------------ ids
    def _need(self) -> Any:
        if self.game is None:
            raise EngineError("no game: send a setup first")
        return self.game

    def _sync(self) -> None:
        """Give ids to objects phase created (tokens, copies: tN) and stack abilities (aN), in creation order."""
        st = self.game.state()
        for k in sorted(st["objects"], key=int):
            oid = int(k)
            if oid not in self.ids:
                self.tokens += 1
                self.ids[oid] = f"t{self.tokens}"
                self.rev[self.ids[oid]] = oid
        for entry in st.get("stack") or []:
            if entry["kind"]["type"] != "Spell" and entry["id"] not in self.ability_ids:
                self.ability_ids[entry["id"]] = f"a{len(self.ability_ids) + 1}"
            elif entry["kind"]["type"] == "Spell":
                cid = entry["kind"]["data"].get("card_id", entry["id"])
                if cid not in self.ids:
                    self.tokens += 1
                    self.ids[cid] = f"t{self.tokens}"
                    self.rev[self.ids[cid]] = cid

    def _our(self, oid: int | None) -> str | None:
        if oid is None:
            return None
        if oid not in self.ids and oid not in self.ability_ids:
            self._sync()
        return self.ids.get(oid) or self.ability_ids.get(oid)

    def _phase_id(self, card: Any) -> int:
        if card not in self.rev:
            raise _Reject(f"unknown card {card!r}")
        return self.rev[card]

    def _target_in(self, t: Any) -> JSON:
        if isinstance(t, str) and t in self.seats:
            return {"Player": self.seats.index(t)}
        return {"Object": self._phase_id(t)}

    def _target_out(self, t: Any) -> Any:
        if isinstance(t, dict):
            if "Player" in t:
                return self.seats[t["Player"]]
            if "Object" in t:
                return self._our(t["Object"])
            if t.get("type") == "Player":
                return self.seats[t["data"]]
            if t.get("type") == "Object":
                return self._our(t["data"])
        return t

    def _activated(self, oid: int) -> list[int]:
        """Indices, in phase's ability list, of the object's activated abilities (ours count only these)."""
        o = self.game.object(oid)
        return [i for i, a in enumerate(o.get("abilities") or []) if a.get("kind") == "Activated"]

    def _our_ability_index(self, oid: int, phase_index: int) -> int | None:
        idx = self._activated(oid)
        return idx.index(phase_index) if phase_index in idx else None

    # ------------------------------------------------------------------ actions
    def _rejected(self, reason: str) -> JSON:
        return {"accepted": False, "reason": reason, "events": [], "observation": self.observe(None)}

    def _actor(self) -> int:
        wf = self.game.waiting_for()
        d = wf.get("data") or {}
        if isinstance(d, dict) and isinstance(d.get("player"), int):
            return d["player"]
        return self.game.priority_player()

    def _apply(self, action: GameAction, raw: list[JSON]) -> None:
        res = self.game.apply(self._actor(), action)
        raw.extend(res.events)

    def _offered(self, kind: str, what: str = "", **match: Any) -> GameAction:
        for a in self.game.actions():
            if a.kind == kind and all((a.data or {}).get(k) == v for k, v in match.items()):
                return a
        raise _Reject(f"phase does not offer {what or kind} now (timing, cost, zone or permission)")

    def _waiting(self) -> str:
        return self.game.waiting_for()["type"]

    def _order_triggers(self, raw: list[JSON]) -> None:
        """The protocol has the engine order simultaneous triggers itself: put them on the stack in card-id
        order (phase asks with an ``OrderTriggers`` prompt)."""
        for _ in range(10):
            wf = self.game.waiting_for()
            if wf["type"] != "OrderTriggers":
                return
            ids = [str(self._our(t.get("source_id")) or "") for t in (wf.get("data") or {}).get("triggers") or []]
            wanted = sorted(range(len(ids)), key=lambda i: (len(ids[i]), ids[i]))
            self._apply(self._offered("OrderTriggers", "ordering triggers", order=wanted), raw)

    def _forced_discover(self, raw: list[JSON]) -> None:
        """A discovered card that can't be cast: phase still asks, offering only ``Decline``; the protocol has
        the engine make a one-option choice itself (the card goes to its owner's hand, 701.57a)."""
        if self._discover_hit() is None:
            return
        offered = [a for a in self.game.actions() if a.kind == "DiscoverChoice"]
        if len(offered) == 1 and offered[0].data["choice"]["type"] == "Decline":
            self._apply(offered[0], raw)

    def _act_pass(self, action: JSON, raw: list[JSON]) -> None:
        if self._waiting() != "Priority":
            raise _Reject(f"a choice is pending ({self._waiting()}); passing priority is not possible")
        self._apply(self._offered("PassPriority"), raw)

    def _act_play_land(self, action: JSON, raw: list[JSON]) -> None:
        card = action.get("card")
        self._apply(self._offered("PlayLand", f"playing {card}", object_id=self._phase_id(card)), raw)

    def _discover_hit(self) -> int | None:
        """The card a pending discover offers to cast for free, if any."""
        wf = self.game.waiting_for()
        kind = (wf.get("data") or {}).get("kind") or {}
        return kind.get("hit_card") if wf["type"] == "CastOffer" and kind.get("type") == "Discover" else None

    def _act_cast(self, action: JSON, raw: list[JSON]) -> None:
        oid = self._phase_id(action.get("card"))
        mode = action.get("mode") or "normal"
        alt = action.get("alt_cost")
        _sacrifices(action)  # fails early on an additional cost the adapter can't express
        if mode in ("left", "right") and KNOWN.get(self.cards.get(action["card"], ""), {}).get("layout") != "split":
            raise _Reject(f"{action['card']} is not a split card")
        if alt == "free" and self._discover_hit() is not None:
            # 701.57a: the discover permission; phase asks Cast/Decline, then the cast's own prompts
            if self._discover_hit() != oid:
                raise _Reject(f"discover offers {self._our(self._discover_hit())}, not {action.get('card')}")
            if mode not in ("normal", "left", "right"):
                raise _Reject(f"phase's discover offers no way to cast {action.get('card')} as {mode}")
            self._apply(self._offered("DiscoverChoice", "casting the discovered card", choice={"type": "Cast"}), raw)
        elif alt not in (None, "disguise") or (alt == "disguise") != (mode == "face_down"):
            raise _Reject(f"alternative cost {alt!r} with mode {mode!r} is not available")
        else:
            offer = self._offered("CastSpell", f"casting {action.get('card')}", object_id=oid)
            self._apply(_ga("CastSpell", **{**(offer.data or {}), "payment_mode": {"type": "Manual"}}), raw)
        self._drive(action, raw, lambda: any(e["type"] == "SpellCast" for e in raw))
        entry = next((e for e in self.game.stack() if e["id"] == oid), None)
        if entry is None:
            raise _Reject("the spell did not reach the stack")
        data = entry["kind"]["data"]
        variant = data.get("casting_variant", "Normal")
        got = {"Adventure": "adventure", "FaceDown": "face_down"}.get(variant, "normal")
        if KNOWN.get(self.cards.get(action["card"], ""), {}).get("layout") == "split":
            got = "left" if self.game.object(oid)["name"] == KNOWN[self.cards[action["card"]]]["faces"][0] else "right"
        if got != mode:
            raise _Reject(f"phase cast the card as {got}, not as {mode} (that mode is not available)")
        self._check_targets(action, data.get("ability") or {})
        x = int(action.get("x") or 0)
        if x and int((data.get("ability") or {}).get("chosen_x") or 0) != x:
            raise _Reject(f"phase cast the spell with X={(data.get('ability') or {}).get('chosen_x') or 0}, not X={x}")
        if mode == "face_down":
            self.face_down_by[oid] = "disguise"

    def _check_targets(self, action: JSON, ability: JSON) -> None:
        wanted = [t for t in action.get("targets") or []]
        got = [self._target_out(t) for t in ability.get("targets") or []]
        if wanted and sorted(map(str, wanted)) != sorted(map(str, got)):
            raise _Reject(f"phase chose targets {got}, not {wanted} (illegal or impossible targets)")

    def _drive(self, action: JSON, raw: list[JSON], done: Any) -> None:
        """Answer the prompts of a cast or activation from the action's fields."""
        targets = list(action.get("targets") or [])
        sacrifice = _sacrifices(action)
        mode = action.get("mode") or "normal"
        for _ in range(50):
            wf = self.game.waiting_for()
            t, d = wf["type"], wf.get("data") or {}
            if t not in CAST_PROMPTS or (done() and t not in ("ManaPayment", "PayCost")):
                return
            if t == "CastOffer":
                if (d.get("kind") or {}).get("type") != "Adventure":
                    return
                self._apply(self._offered("ChooseAdventureFace", creature=mode != "adventure"), raw)
            elif t == "AlternativeCastChoice":
                choice = "Alternative" if mode == "face_down" else "Normal"
                self._apply(_ga("ChooseAlternativeCast", choice={"type": choice}), raw)
            elif t == "ModalFaceChoice":
                self._apply(_ga("ChooseModalFace", back_face=mode in ("right", "back")), raw)
            elif t == "TargetSelection":
                if targets:
                    self._apply(_ga("ChooseTarget", target=self._target_in(targets.pop(0))), raw)
                else:
                    slots = d.get("target_slots") or []
                    cur = (d.get("selection") or {}).get("current_slot", 0)
                    if cur < len(slots) and slots[cur].get("optional"):
                        self._apply(_ga("ChooseTarget", target=None), raw)
                    else:
                        raise _Reject("the spell or ability needs a target that the action does not give")
            elif t == "ChooseXValue":
                self._apply(_ga("ChooseX", value=int(action.get("x") or 0)), raw)
            elif t == "DistributeAmong":
                tg, total = d.get("targets") or [], int(d.get("total") or 0)
                shares = [total // len(tg) + (1 if i < total % len(tg) else 0) for i in range(len(tg))]
                self._apply(_ga("DistributeAmong", distribution=[[x, n] for x, n in zip(tg, shares, strict=True)]), raw)
            elif t == "ManaPayment":
                self._pay_manually(raw)
            elif t == "PayCost":
                if not sacrifice:
                    raise _Reject("the cost needs a sacrifice that the action does not name")
                self._apply(_ga("SelectCards", cards=[self._phase_id(c) for c in sacrifice]), raw)
                sacrifice = []
            else:
                raise EngineError(f"unsupported: the phase adapter can't answer phase's prompt {t} while casting")
        raise EngineError("phase kept prompting while casting (more than 50 prompts)")

    def _act_activate(self, action: JSON, raw: list[JSON]) -> None:
        oid = self._phase_id(action.get("card"))
        index = int(action.get("ability") or 0)
        activated = self._activated(oid)
        if index >= len(activated):
            raise _Reject(f"{action['card']} has no activated ability number {index}")
        ability = (self.game.object(oid).get("abilities") or [])[activated[index]]
        if ability.get("is_mana_ability"):
            raise EngineError("unsupported: phase-python 0.103.0 can't activate a mana ability outside a payment "
                              "(ActivateManaSource/TapLandForMana are refused), so no chosen colour either")
        expected = self._protocol_payment(mana_cost_of(ability.get("cost")), int(action.get("x") or 0))
        what = f"activating {action.get('card')}'s ability {index}"
        self._apply(self._offered("ActivateAbility", what, source_id=oid, ability_index=activated[index]), raw)
        self._drive({**action, "mode": "normal"}, raw, lambda: any(e["type"] == "AbilityActivated" for e in raw))
        if self._waiting() in CAST_PROMPTS:
            raise _Reject(f"the activation stopped at phase prompt {self._waiting()}")
        if expected is not None:
            self._check_auto_payment(expected, raw)

    def _protocol_payment(self, cost: JSON | None, x: int) -> tuple[int, set[int]] | None:
        """(seat, lands) the protocol would tap for `cost` now, before phase pays it its own way."""
        if not cost:
            return None
        st, seat = self.game.state(), self._actor()
        try:
            paid = plan(cost, pool_of(st["players"][seat]), untapped_lands(st, seat, self._our), x)
        except PaymentUnsupported as exc:
            raise EngineError(f"unsupported: {exc}") from exc
        return (seat, {oid for oid, _ in paid.lands}) if paid else None

    def _check_auto_payment(self, expected: tuple[int, set[int]], raw: list[JSON]) -> None:
        """phase pays an ability's mana itself: an example where it tapped other lands than the protocol's
        order names can't be compared (the adapter has no manual payment for abilities)."""
        seat, lands = expected
        tapped = {int(e["data"]["source_id"]) for e in raw
                  if e["type"] == "TappedForMana" and (e.get("data") or {}).get("source_id") is not None}
        if tapped != lands:
            names = sorted(str(self._our(o)) for o in tapped)
            raise EngineError(f"unsupported: phase paid the ability by tapping {names}, not the lands the "
                              f"protocol's order names ({sorted(str(self._our(o)) for o in lands)}); "
                              "phase-python has no manual payment for abilities")

    def _pay_manually(self, raw: list[JSON]) -> None:
        """phase's ``ManaPayment`` prompt (``Manual`` mode): tap the lands the protocol's order names, then let
        phase take the cost from the pool."""
        st, seat = self.game.state(), self._actor()
        cost = (st.get("pending_cast") or {}).get("cost")
        if not isinstance(cost, dict) or cost.get("type") != "Cost":
            raise EngineError(f"unsupported: phase asks for mana for a cost the adapter can't read ({cost!r})")
        pool = pool_of(st["players"][seat])
        try:
            paid = plan(cost, pool, untapped_lands(st, seat, self._our))
        except PaymentUnsupported as exc:
            raise EngineError(f"unsupported: {exc}") from exc
        if paid is None:
            raise _Reject(f"{self.seats[seat]} can't pay {format_cost(cost)} from the mana pool and untapped lands")
        for oid, letter in paid.lands:
            self._apply(GameAction.from_dict(tap_land(st["objects"][str(oid)], letter)), raw)
        self._apply(_ga("PassPriority"), raw)
        if self._waiting() == "ManaPayment":
            raise _Reject(f"phase did not take {format_cost(cost)} from the mana the protocol's payment made")
        if pool_of(self.game.player(seat)) != pool - paid.from_pool:
            raise EngineError("unsupported: phase spent other floating mana than the protocol's order "
                              "(pool first: colours for coloured symbols, then C, W, U, B, R, G for generic)")

    def _act_turn_face_up(self, action: JSON, raw: list[JSON]) -> None:
        oid = self._phase_id(action.get("card"))
        self._apply(self._offered("TurnFaceUp", f"turning {action.get('card')} face up", object_id=oid), raw)
        self.face_down_by.pop(oid, None)

    def _act_choose(self, action: JSON, raw: list[JSON]) -> list[JSON]:
        wf = self.game.waiting_for()
        t, d = wf["type"], wf.get("data") or {}
        choice = action.get("choice")
        pending = self._pending(wf)
        if pending is None:
            raise _Reject("there is no pending choice")
        if t == "CastOffer" and (d.get("kind") or {}).get("type") == "Discover":
            if choice not in ("cast", "hand"):
                raise _Reject(f"{choice!r} is not one of the options ['cast', 'hand']")
            self._apply(self._offered("DiscoverChoice", choice={"type": "Cast" if choice == "cast" else "Decline"}),
                        raw)
            if choice == "cast":
                self._drive({"targets": []}, raw, lambda: any(e["type"] == "SpellCast" for e in raw))
        elif t in ("TargetSelection", "TriggerTargetSelection"):
            for target in choice if isinstance(choice, list) else [choice]:
                self._apply(_ga("ChooseTarget", target=self._target_in(target)), raw)
        elif t == "DiscardChoice":
            if choice not in pending["options"]:
                raise _Reject(f"{choice!r} is not one of the options {pending['options']!r}")
            self.discard_buffer.append(self._phase_id(choice))
            if len(self.discard_buffer) == int(d.get("count") or 1):
                cards, self.discard_buffer = self.discard_buffer, []
                self._apply(_ga("SelectCards", cards=cards), raw)
        elif t == "ChooseLegend":
            self._apply(_ga("ChooseLegend", keep=self._phase_id(choice)), raw)
        elif t == "NamedChoice" and d.get("choice_type") == "CardName":
            self._apply(_ga("ChooseOption", choice=choice), raw)  # phase validates the name itself
        else:
            raise EngineError(f"unsupported: the phase adapter can't answer phase's prompt {t}")
        return [{"type": "choice", "player": pending["player"], "kind": pending["kind"], "choice": choice}]

    def _act_declare_attackers(self, action: JSON, raw: list[JSON]) -> None:
        if self._waiting() != "DeclareAttackers":
            raise _Reject("phase is not waiting for attackers")
        attacks = [[self._phase_id(c), {"type": "Player", "data": self.seats.index(p)}]
                   for c, p in (action.get("attackers") or {}).items()]
        self._apply(_ga("DeclareAttackers", attacks=attacks, bands=[]), raw)

    def _act_declare_blockers(self, action: JSON, raw: list[JSON]) -> None:
        if self._waiting() != "DeclareBlockers":
            raise _Reject("phase is not waiting for blockers")
        pairs = [[self._phase_id(b), self._phase_id(a)] for b, a in (action.get("blockers") or {}).items()]
        self._apply(_ga("DeclareBlockers", assignments=pairs), raw)

    # ------------------------------------------------------------------ events
    def _events(self, raw: list[JSON], known_abilities: set[int]) -> list[JSON]:
        """phase's events in our vocabulary (zone moves with causes, cast, resolve, tokens, ...)."""
        by_kind: dict[str, set[Any]] = {}
        for e in raw:
            d = e.get("data") or {}
            by_kind.setdefault(e["type"], set()).add(d.get("object_id"))
        out: list[JSON] = []
        for e in raw:
            t, d = e["type"], e.get("data") or {}
            if t == "ZoneChanged" and d.get("from") is not None:
                oid = d["object_id"]
                src, dst = str(d["from"]).lower(), str(d["to"]).lower()
                if oid in by_kind.get("CardDrawn", ()):
                    cause = "draw"
                elif oid in by_kind.get("LandPlayed", ()):
                    cause = "play"
                elif oid in by_kind.get("PermanentSacrificed", ()):
                    cause = "sacrifice"
                elif dst == "stack":
                    cause = "cast"
                elif src == "stack":
                    cause = "counter" if oid in by_kind.get("SpellCountered", ()) else "resolve"
                elif src == "battlefield" and (d.get("record") or {}).get("is_token") and dst != "battlefield":
                    cause = "effect"
                elif src == "battlefield" and dst == "graveyard":
                    cause = "sba"
                else:
                    cause = "effect"
                out.append({"type": "zone_move", "card": self._our(oid), "from": src, "to": dst, "cause": cause})
            elif t == "SpellCast":
                oid = int(d["object_id"] if d.get("object_id") is not None else d["card_id"])
                info = self._cast_mode(oid)
                self.cast_info[oid] = {"mana_value": d.get("cast_mana_value"), "mode": info[0]}
                out.append({"type": "cast", "card": self._our(oid), "player": self.seats[d["controller"]],
                            "mode": info[0], "mana_value": d.get("cast_mana_value"), "alt_cost": info[1]})
            elif t == "StackResolved":
                out.append({"type": "resolve", "card": self._our(d.get("object_id"))})
            elif t == "SpellCountered":
                out.append({"type": "counter", "card": self._our(d.get("object_id"))})
            elif t == "TokenCreated":
                oid = d.get("object_id")
                att = None
                try:
                    att = (self.game.object(oid).get("attached_to") or {}).get("data")
                except ValueError:
                    pass
                out.append({"type": "token_created", "card": self._our(oid), "name": d.get("name"),
                            "attached_to": self._our(att)})
            elif t == "PermanentSacrificed":
                out.append({"type": "sacrifice", "card": self._our(d.get("object_id")),
                            "player": self.seats[d["player_id"]] if d.get("player_id") is not None else None})
            elif t in ("TurnedFaceUp", "TurnedFaceDown"):
                out.append({"type": "turned_face_up" if t == "TurnedFaceUp" else "turned_face_down",
                            "card": self._our(d.get("object_id"))})
            elif t == "LifeChanged":
                out.append({"type": "life", "player": self.seats[d["player_id"]], "amount": d.get("amount")})
            elif t == "GameOver":
                winner = d.get("winner")
                out.append({"type": "game_over", "winners": [] if winner is None else [self.seats[winner]]})
        for entry in self.game.stack():
            if entry["kind"]["type"] == "TriggeredAbility" and entry["id"] not in known_abilities:
                ability = entry["kind"]["data"].get("ability") or {}
                out.append({"type": "trigger", "id": self.ability_ids.get(entry["id"]),
                            "source": self._our(entry.get("source_id")), "text": ability.get("description")})
        return out

    def _cast_mode(self, oid: int) -> tuple[str, str | None]:
        entry = next((e for e in self.game.stack() if e["id"] == oid), None)
        variant = (entry or {}).get("kind", {}).get("data", {}).get("casting_variant", "Normal")
        if variant == "Adventure":
            return "adventure", None
        if variant == "FaceDown":
            return "face_down", "disguise"
        card = self.cards.get(self._our(oid) or "", "")
        if KNOWN.get(card, {}).get("layout") == "split":
            name = self.game.object(oid)["name"]
            return ("left" if name == KNOWN[card]["faces"][0] else "right"), None
        return "normal", None

    # ------------------------------------------------------------------ observation
    def _observation(self, st: JSON, viewer: str | None) -> JSON:
        objs = st["objects"]
        out: list[JSON] = []
        for zone in ("library", "hand"):
            for seat in range(len(self.seats)):
                for pos, oid in enumerate(st["players"][seat][zone]):
                    out.append(self._describe(objs[str(oid)], zone, pos, viewer))
        for pos, oid in enumerate(st.get("battlefield") or []):
            out.append(self._describe(objs[str(oid)], "battlefield", pos, viewer))
        for seat in range(len(self.seats)):
            for pos, oid in enumerate(st["players"][seat]["graveyard"]):
                out.append(self._describe(objs[str(oid)], "graveyard", pos, viewer))
        stack_view: list[JSON] = []
        for pos, entry in enumerate(reversed(st.get("stack") or [])):
            kind, data = entry["kind"]["type"], entry["kind"]["data"]
            targets = [self._target_out(t) for t in (data.get("ability") or {}).get("targets") or []]
            if kind == "Spell":
                cid = data.get("card_id", entry["id"])
                copied = entry["id"] != cid and str(entry["id"]) in objs  # a copy of a spell: its own object (707.10)
                if copied:
                    cid = entry["id"]
                stack_view.append({"id": self._our(cid), "kind": "spell", "controller": self.seats[entry["controller"]],
                                   "source": self._our(cid), "targets": targets})
                if str(cid) in objs:
                    out.append(self._describe(objs[str(cid)], "stack", pos, viewer, {**data, "is_copy": copied}))
            else:
                stack_view.append({"id": self.ability_ids.get(entry["id"]), "kind": "ability",
                                   "controller": self.seats[entry["controller"]],
                                   "source": self._our(entry.get("source_id")), "targets": targets})
        for seat in range(len(self.seats)):
            pos = 0
            for oid in st.get("exile") or []:
                o = objs[str(oid)]
                if o["owner"] == seat:
                    out.append(self._describe(o, "exile", pos, viewer))
                    pos += 1
        wf = st.get("waiting_for") or {}
        over = wf.get("type") == "GameOver"
        winner = (wf.get("data") or {}).get("winner") if over else None
        players = []
        for seat, pid in enumerate(self.seats):
            p = st["players"][seat]
            pool = sorted((COLORS.get(m.get("color"), "C") for m in (p.get("mana_pool") or {}).get("mana") or []),
                          key="WUBRGC".index)
            players.append({"id": pid, "life": p["life"], "mana_pool": "".join(f"{{{c}}}" for c in pool),
                            "hand_size": len(p["hand"]), "library_size": len(p["library"]),
                            "lost": bool(p.get("is_eliminated")) or (p.get("status") or {}).get("type") not in
                            (None, "Active")})
        d = wf.get("data") or {}
        prio = d.get("player") if isinstance(d.get("player"), int) else st.get("priority_player")
        return {"turn": {"number": st.get("turn_number"), "active_player": self.seats[st["active_player"]],
                         "step": PHASE_STEPS.get(str(st.get("phase")), str(st.get("phase")).lower()),
                         "priority": None if over or prio is None else self.seats[prio]},
                "players": players, "objects": out, "stack": stack_view, "pending_choice": self._pending(wf),
                "cast_permissions": self._permissions(st, wf), "game_over": over,
                "winners": [self.seats[winner]] if isinstance(winner, int) else []}

    def _may_see(self, o: JSON, zone: str, viewer: str | None) -> bool:
        if viewer is None:
            return True
        if zone == "library":
            return False
        if zone == "hand":
            return self.seats[o["owner"]] == viewer
        if o.get("face_down"):
            return zone != "exile" and self.seats[o["controller"]] == viewer
        return True

    def _describe(self, o: JSON, zone: str, pos: int, viewer: str | None, spell: JSON | None = None) -> JSON:
        oid = o["id"]
        cid = self._our(oid)
        face_down = bool(o.get("face_down"))
        visible = self._may_see(o, zone, viewer)
        identity = self.cards.get(cid or "") or o.get("name") or (o.get("printed_ref") or {}).get("face_name")
        cause = FACE_DOWN_CAUSES.get(o.get("face_down_cause") or "", self.face_down_by.get(oid)) if face_down else None
        att = (o.get("attached_to") or {}).get("data") if isinstance(o.get("attached_to"), dict) else None
        cast = self.cast_info.get(oid, {}) if zone == "stack" else {}
        cast_as = None
        if zone == "stack" and spell is not None:
            cast_as = cast.get("mode") or self._cast_mode(oid)[0]
        base: JSON = {"card": cid, "zone": zone, "owner": self.seats[o["owner"]],
                      "controller": self.seats[int(o["controller"] if o.get("controller") is not None else o["owner"])],
                      "position": pos,
                      "token": bool(o.get("is_token")) and not (spell and spell.get("is_copy")),
                      "copy": bool(spell and spell.get("is_copy")),
                      "face_down": face_down, "face_down_by": cause, "tapped": bool(o.get("tapped")),
                      "attached_to": self._our(att), "counters": {COUNTERS.get(k, k.lower()): v for k, v in
                                                                  (o.get("counters") or {}).items() if v},
                      "damage": int(o.get("damage_marked") or 0), "timestamp": o.get("timestamp"),
                      "cast_as": cast_as, "identity": identity if visible else None}
        if not visible and not (face_down and zone in ("battlefield", "stack")):
            base.update({"hidden": True, "name": None, "mana_cost": None, "mana_value": None, "colors": [],
                         "types": [], "subtypes": [], "supertypes": [], "power": None, "toughness": None,
                         "keywords": [], "has_adventure": None})
            return base
        types = o.get("card_types") or {}
        x = (spell or {}).get("ability", {}).get("chosen_x") if spell else None
        cost = o.get("mana_cost")
        if face_down:
            mv = 0
        elif zone == "stack" and cast.get("mana_value") is not None:
            mv = int(cast["mana_value"])
        else:
            mv = cost_mana_value(cost, int(x or 0))
        layout = KNOWN.get(self.cards.get(cid or "", ""), {}).get("layout")
        base.update({"hidden": False, "name": (o.get("name") or None) if not face_down else None,
                     "mana_cost": None if face_down else format_cost(cost, bool(o.get("is_token"))), "mana_value": mv,
                     "colors": sorted((COLORS[c] for c in o.get("color") or [] if c in COLORS), key="WUBRG".index),
                     "types": list(types.get("core_types") or []), "subtypes": list(types.get("subtypes") or []),
                     "supertypes": list(types.get("supertypes") or []), "power": o.get("power"),
                     "toughness": o.get("toughness"),
                     "keywords": [format_keyword(k) for k in o.get("keywords") or []],
                     "has_adventure": layout == "adventure" and not face_down and cast_as != "adventure"})
        return base

    def _pending(self, wf: JSON) -> JSON | None:
        t, d = wf.get("type"), wf.get("data") or {}
        if t in (None, "Priority", "GameOver"):
            return None
        player = self.seats[d["player"]] if isinstance(d.get("player"), int) else None
        if t == "CastOffer" and (d.get("kind") or {}).get("type") == "Discover":
            return {"player": player, "kind": "discover_cast", "options": ["cast", "hand"]}
        if t in ("TargetSelection", "TriggerTargetSelection"):
            legal = (d.get("selection") or {}).get("current_legal_targets") or []
            return {"player": player, "kind": "targets", "options": [[self._target_out(x)] for x in legal]}
        if t == "DiscardChoice":
            chosen = set(self.discard_buffer)
            opts = sorted((self._our(c) for c in d.get("cards") or [] if c not in chosen), key=str)
            return {"player": player, "kind": "discard", "options": opts}
        if t == "ChooseLegend":
            return {"player": player, "kind": "keep_legend",
                    "options": sorted(str(self._our(c)) for c in d.get("candidates") or [])}
        if t == "NamedChoice" and d.get("choice_type") == "CardName":
            return {"player": player, "kind": "card_name", "options": self._names_offered(d)}
        if t == "DeclareAttackers":
            return {"player": player, "kind": "declare_attackers", "options": []}
        if t == "DeclareBlockers":
            return {"player": player, "kind": "declare_blockers", "options": []}
        return {"player": player, "kind": f"phase:{t}", "options": []}

    def _names_offered(self, d: JSON) -> list[str]:
        """The card names phase accepts: its ``ChooseOption`` actions list only front faces of cards in the game,
        but it accepts (and enforces) any name its card database knows, an Adventure's included (its own
        check: "Invalid card name" otherwise), so every face name of the adapter's card data is offered."""
        offered = {a.data["choice"] for a in self.game.actions() if a.kind == "ChooseOption" and a.data}
        return sorted(offered | {str(x) for x in d.get("options") or []} | CARD_NAMES)

    def _permissions(self, st: JSON, wf: JSON) -> list[JSON]:
        out: list[JSON] = []
        for oid in st.get("exile") or []:
            o = st["objects"][str(oid)]
            for perm in o.get("casting_permissions") or []:
                source = {"AdventureCreature": "adventure", "PlayFromExile": "impulse"}.get(perm.get("type"))
                if source:
                    player = perm.get("player", o["owner"])
                    out.append({"card": self._our(oid), "zone": "exile",
                                "player": self.seats[player if isinstance(player, int) else o["owner"]],
                                "as": "normal", "source": source, "free": False})
        d = wf.get("data") or {}
        if wf.get("type") == "CastOffer" and (d.get("kind") or {}).get("type") == "Discover":
            hit = d["kind"].get("hit_card")
            out.append({"card": self._our(hit), "zone": "exile", "player": self.seats[d["player"]], "as": "normal",
                        "source": "discover", "free": True})
        return out
