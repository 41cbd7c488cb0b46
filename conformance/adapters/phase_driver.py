"""Driving phase through one protocol action: the action phase offers, then the prompts that follow it
(Adventure face, alternative cost, split half, targets, X, sacrifice, mana) answered from the action."""

from __future__ import annotations

from typing import Any

from phase import GameAction

from mtg_protocol.engine import EngineError
from mtg_protocol.jsontypes import JSON

from .phase_cards import land_modes
from .phase_events import created_objects, translate
from .phase_observe import observation, pending, spell_x
from .phase_payment import PaymentUnsupported, mana_cost_of, plan, pool_of, tap_land, untapped_lands
from .phase_table import Table
from .phase_vocab import (
    CAST_PROMPTS,
    KNOWN,
    Refused,
    chosen_targets,
    debug_action,
    format_cost,
    phase_action,
    sacrifices,
)

PASS = phase_action("PassPriority")


class Driver:
    """Applies protocol actions to one game (`Table`)."""

    def __init__(self, t: Table) -> None:
        self.t = t

    def act(self, action: JSON) -> JSON:
        """Apply one action: phase's offered actions plus the prompts that follow."""
        g = self.t.game
        kind = action.get("type")
        handler = getattr(self, f"_act_{kind}", None)
        if handler is None:
            return self._rejected(f"unknown action type {kind!r}")
        mark = g.checkpoint()
        raw: list[JSON] = []
        known_abilities = set(self.t.ability_ids)
        try:
            extra = handler(action, raw) or []
            self._order_triggers(raw)
            self._forced_discover(raw)
            self._check_expressible()
        except (Refused, ValueError) as exc:
            if raw or self._waiting() != "Priority":  # e.g. left inside a cast prompt
                g.rollback(mark)
            return self._rejected(str(exc))
        if kind != "choose":
            self.t.discard_buffer = []
        self.t.sync(created_objects(raw))
        events = extra + translate(self.t, raw, known_abilities)
        return {"accepted": True, "reason": None, "events": events, "observation": observation(self.t, None)}

    def _check_expressible(self) -> None:
        """A prompt phase stops at that the protocol has no choice for can't be answered, so the example can't
        go on: that is the adapter's limit, not a verdict on phase."""
        asked = pending(self.t, self.t.game.waiting_for())
        if asked and asked["kind"].startswith("phase:"):
            raise EngineError(f"unsupported: phase asks {asked['kind'][6:]}, a question the adapter can't express")

    def _rejected(self, reason: str) -> JSON:
        return {"accepted": False, "reason": reason, "events": [], "observation": observation(self.t, None)}

    def _actor(self) -> int:
        wf = self.t.game.waiting_for()
        d = wf.get("data") or {}
        if isinstance(d, dict) and isinstance(d.get("player"), int):
            return int(d["player"])
        return self.t.game.priority_player()

    def _apply(self, action: GameAction, raw: list[JSON]) -> None:
        res = self.t.game.apply(self._actor(), action)
        raw.extend(res.events)

    def _offered(self, kind: str, what: str = "", **match: Any) -> GameAction:
        for a in self.t.game.actions():
            if a.kind == kind and all((a.data or {}).get(k) == v for k, v in match.items()):
                return a
        raise Refused(f"phase does not offer {what or kind} now (timing, cost, zone or permission)")

    def _waiting(self) -> str:
        return str(self.t.game.waiting_for()["type"])

    def _order_triggers(self, raw: list[JSON]) -> None:
        """The protocol has the engine order simultaneous triggers itself: put them on the stack in card-id
        order (phase asks with an ``OrderTriggers`` prompt)."""
        for _ in range(10):
            wf = self.t.game.waiting_for()
            if wf["type"] != "OrderTriggers":
                return
            ids = [str(self.t.our(t.get("source_id")) or "") for t in (wf.get("data") or {}).get("triggers") or []]
            wanted = sorted(range(len(ids)), key=lambda i: (len(ids[i]), ids[i]))
            self._apply(self._offered("OrderTriggers", "ordering triggers", order=wanted), raw)

    def _forced_discover(self, raw: list[JSON]) -> None:
        """A discovered card that can't be cast: phase still asks, offering only ``Decline``; the protocol has
        the engine make a one-option choice itself (the card goes to its owner's hand, 701.57a)."""
        if self._discover_hit() is None:
            return
        offered = [a for a in self.t.game.actions() if a.kind == "DiscoverChoice"]
        if len(offered) == 1 and offered[0].data["choice"]["type"] == "Decline":
            self._apply(offered[0], raw)

    def _act_pass(self, action: JSON, raw: list[JSON]) -> None:
        if self._waiting() != "Priority":
            raise Refused(f"a choice is pending ({self._waiting()}); passing priority is not possible")
        self._apply(PASS, raw)  # a player with priority may always pass (117.3d): no need to list the actions

    def _act_play_land(self, action: JSON, raw: list[JSON]) -> None:
        """phase's ``PlayLand``; for a modal double-faced card phase plays its only land face at once (a spell //
        land card: the back) or asks ``ModalFaceChoice`` when both faces are lands (a Pathway, 712.12)."""
        card = action.get("card")
        mode = action.get("mode") or "normal"
        modes = land_modes(self.t.cards.get(card or "", ""))
        if mode not in modes and (mode != "normal" or modes):  # a nonland card: phase's own refusal
            raise Refused(f"{card} has no land face {mode!r} (phase's PlayLand would play another face)")
        self._apply(self._offered("PlayLand", f"playing {card}", object_id=self.t.phase_id(card)), raw)
        if self._waiting() == "ModalFaceChoice":
            self._apply(phase_action("ChooseModalFace", back_face=mode == "back"), raw)

    def _discover_hit(self, offer: str = "Discover") -> int | None:
        """The card a pending discover (or cascade) offers to cast for free, if any."""
        wf = self.t.game.waiting_for()
        kind = (wf.get("data") or {}).get("kind") or {}
        return kind.get("hit_card") if wf["type"] == "CastOffer" and kind.get("type") == offer else None

    def _act_cast(self, action: JSON, raw: list[JSON]) -> None:
        oid = self.t.phase_id(action.get("card"))
        mode = action.get("mode") or "normal"
        alt = action.get("alt_cost")
        sacrifices(action)  # fails early on an additional cost the adapter can't express
        if action.get("modes"):
            raise EngineError("unsupported: the phase adapter doesn't map a modal spell's modes (700.2, 601.2b) "
                              "onto phase's prompts")
        if mode in ("left", "right") and KNOWN.get(self.t.cards.get(action["card"], ""), {}).get("layout") != "split":
            raise Refused(f"{action['card']} is not a split card")
        if alt == "free" and self._discover_hit() is not None:
            # 701.57a: the discover permission; phase asks Cast/Decline, then the cast's own prompts
            if self._discover_hit() != oid:
                raise Refused(f"discover offers {self.t.our(self._discover_hit())}, not {action.get('card')}")
            if mode not in ("normal", "left", "right"):
                raise Refused(f"phase's discover offers no way to cast {action.get('card')} as {mode}")
            self._apply(self._offered("DiscoverChoice", "casting the discovered card", choice={"type": "Cast"}), raw)
        elif alt == "free" and self._discover_hit("Cascade") is not None:  # 702.85a: cascade's free cast
            if self._discover_hit("Cascade") != oid or mode not in ("normal", "left", "right"):
                raise Refused(f"cascade offers {self.t.our(self._discover_hit('Cascade'))} as cast, not "
                              f"{action.get('card')} as {mode}")
            self._apply(self._offered("CascadeChoice", "casting the card cascade exiled", choice={"type": "Cast"}), raw)
        elif alt not in (None, "disguise", "free"):  # flashback, retrace, ...: not driven through phase yet
            raise EngineError(f"unsupported: alternative cost {alt!r} is not mapped by the phase adapter")
        elif alt == "free" or (alt == "disguise") != (mode == "face_down"):
            raise Refused(f"alternative cost {alt!r} with mode {mode!r} is not available")
        else:
            offer = self._offered("CastSpell", f"casting {action.get('card')}", object_id=oid)
            self._apply(phase_action("CastSpell", **{**(offer.data or {}), "payment_mode": {"type": "Manual"}}), raw)
        self._drive(action, raw, lambda: any(e["type"] == "SpellCast" for e in raw))
        cast = any(e["type"] == "SpellCast" for e in raw)
        if not cast and self._waiting() not in ("Priority", "GameOver"):
            raise EngineError(f"unsupported: the cast stopped at phase's prompt {self._waiting()}, which the "
                              "adapter can't answer from the action")
        entry = next((e for e in self.t.game.stack() if e["id"] == oid), None)
        if entry is None:
            raise Refused("the spell did not reach the stack")
        data = entry["kind"]["data"]
        variant = data.get("casting_variant", "Normal")
        got = {"Adventure": "adventure", "FaceDown": "face_down"}.get(variant, "normal")
        if KNOWN.get(self.t.cards.get(action["card"], ""), {}).get("layout") == "split":
            left = KNOWN[self.t.cards[action["card"]]]["faces"][0]
            got = "left" if self.t.game.object(oid)["name"] == left else "right"
        if got != mode:
            raise Refused(f"phase cast the card as {got}, not as {mode} (that mode is not available)")
        self._check_targets(action, data.get("ability") or {})
        x, got_x = int(action.get("x") or 0), spell_x(data, self.t.game.object(oid))
        if x and got_x != x:
            raise Refused(f"phase cast the spell with X={got_x}, not X={x}")
        if mode == "face_down":
            self.t.face_down_by[oid] = "disguise"

    def _check_targets(self, action: JSON, ability: JSON) -> None:
        wanted = [t for t in action.get("targets") or []]
        got = [self.t.target_out(t) for t in chosen_targets(ability)]
        if wanted and sorted(map(str, wanted)) != sorted(map(str, got)):
            raise Refused(f"phase chose targets {got}, not {wanted} (illegal or impossible targets)")

    def _drive(self, action: JSON, raw: list[JSON], done: Any) -> None:
        """Answer the prompts of a cast or activation from the action's fields."""
        targets = list(action.get("targets") or [])
        sacrifice = sacrifices(action)
        mode = action.get("mode") or "normal"
        for _ in range(50):
            wf = self.t.game.waiting_for()
            t, d = wf["type"], wf.get("data") or {}
            if t not in CAST_PROMPTS or (done() and t not in ("ManaPayment", "PayCost")):
                return
            if t == "CastOffer":
                if (d.get("kind") or {}).get("type") != "Adventure":
                    return
                self._apply(self._offered("ChooseAdventureFace", creature=mode != "adventure"), raw)
            elif t == "AlternativeCastChoice":
                choice = "Alternative" if mode == "face_down" else "Normal"
                self._apply(phase_action("ChooseAlternativeCast", choice={"type": choice}), raw)
            elif t == "ModalFaceChoice":
                self._apply(phase_action("ChooseModalFace", back_face=mode in ("right", "back")), raw)
            elif t == "TargetSelection":
                if targets:
                    self._apply(phase_action("ChooseTarget", target=self.t.target_in(targets.pop(0))), raw)
                else:
                    slots = d.get("target_slots") or []
                    cur = (d.get("selection") or {}).get("current_slot", 0)
                    if cur < len(slots) and slots[cur].get("optional"):
                        self._apply(phase_action("ChooseTarget", target=None), raw)
                    else:
                        raise Refused("the spell or ability needs a target that the action does not give")
            elif t == "ChooseXValue":
                self._apply(phase_action("ChooseX", value=int(action.get("x") or 0)), raw)
            elif t == "DistributeAmong":
                tg, total = d.get("targets") or [], int(d.get("total") or 0)
                split = self._division(action, tg, total)
                self._apply(phase_action("DistributeAmong", distribution=split), raw)
            elif t == "OptionalCostChoice":  # kicker: an action that pays it was refused as unsupported before
                self._apply(self._offered("DecideOptionalCost", "declining the optional cost", pay=False), raw)
            elif t == "ManaPayment":
                self._pay_manually(raw)
            elif t == "PayCost":
                if not sacrifice:
                    raise Refused("the cost needs a sacrifice that the action does not name")
                self._apply(phase_action("SelectCards", cards=[self.t.phase_id(c) for c in sacrifice]), raw)
                sacrifice = []
            else:
                raise EngineError(f"unsupported: the phase adapter can't answer phase's prompt {t} while casting")
        raise EngineError("phase kept prompting while casting (more than 50 prompts)")

    def _division(self, action: JSON, tg: list[Any], total: int) -> list[list[Any]]:
        """phase's DistributeAmong answered from the action's `divide` (601.2d: one share per target, in the order of
        its `targets`); without one (an action of a spell the model doesn't divide), an even split."""
        shares = action.get("divide")
        if not shares:
            even = [total // len(tg) + (1 if i < total % len(tg) else 0) for i in range(len(tg))]
            return [[x, n] for x, n in zip(tg, even, strict=True)]
        ours = dict(zip(map(str, action.get("targets") or []), shares, strict=False))
        split = []
        for x in tg:
            share = ours.get(str(self.t.target_out(x)))
            if share is None:
                raise EngineError(f"unsupported: phase divides among {tg}, which the adapter can't match to the "
                                  f"action's targets {action.get('targets')}")
            split.append([x, share])
        return split

    def _act_activate(self, action: JSON, raw: list[JSON]) -> None:
        oid = self.t.phase_id(action.get("card"))
        index = int(action.get("ability") or 0)
        activated = self.t.activated(oid)
        if index >= len(activated):
            raise Refused(f"{action['card']} has no activated ability number {index}")
        if (self.t.game.object(oid).get("zone") or "Battlefield") != "Battlefield":
            raise EngineError("unsupported: the phase adapter activates abilities of permanents only, not of a card "
                              "in a hand or graveyard (113.6m)")
        ability = (self.t.game.object(oid).get("abilities") or [])[activated[index]]
        if ability.get("is_mana_ability"):
            raise EngineError("unsupported: phase-python 0.103.0 can't activate a mana ability outside a payment "
                              "(ActivateManaSource/TapLandForMana are refused), so no chosen colour either")
        if action.get("discard") or action.get("exile") or action.get("tap"):
            raise EngineError("unsupported: the phase adapter doesn't map a discard, exile, tap or crew cost's "
                              "chosen cards (118.3, 702.122a) onto phase's cost prompts")
        if action.get("modes") is not None:
            raise EngineError("unsupported: the phase adapter doesn't map a modal activated ability's announced mode "
                              "(700.2, 602.2b) onto phase's prompts")
        what = f"activating {action.get('card')}'s ability {index}"
        offer = self._offered("ActivateAbility", what, source_id=oid, ability_index=activated[index])

        def activate() -> None:
            self._apply(offer, raw)
            self._drive({**action, "mode": "normal"}, raw, lambda: any(e["type"] == "AbilityActivated" for e in raw))

        self._paid_by_phase(mana_cost_of(ability.get("cost")), int(action.get("x") or 0), activate, raw)
        if self._waiting() in CAST_PROMPTS:
            raise Refused(f"the activation stopped at phase prompt {self._waiting()}")

    def _paid_by_phase(self, cost: JSON | None, x: int, move: Any, raw: list[JSON]) -> None:
        """Make `move`, whose mana phase pays itself (an activated ability, turning face up: phase-python has
        no payment mode for them). The payer's lands the protocol's order doesn't name are held tapped while
        phase pays (debug ``SetTapped``) and untapped again after, so phase can only tap the protocol's lands;
        the lands it tapped are then checked."""
        expected = self._protocol_payment(cost, x)
        held: list[int] = []
        if expected is not None:
            seat, lands = expected
            held = [oid for oid, _ in untapped_lands(self.t.game.board(), seat, self.t.our) if oid not in lands]
        for oid in held:
            self.t.game.apply(seat, debug_action("SetTapped", object_id=oid, tapped=True))
        try:
            move()
        finally:
            for oid in held:  # phase's own object() call: no full state read per land
                self.t.game.apply(seat, debug_action("SetTapped", object_id=oid, tapped=False))
        if expected is not None:
            self._check_auto_payment(expected, raw)

    def _protocol_payment(self, cost: JSON | None, x: int) -> tuple[int, set[int]] | None:
        """(seat, lands) the protocol would tap for `cost` now, before phase pays it its own way."""
        if not cost:
            return None
        st, seat = self.t.game.board(), self._actor()
        try:
            paid = plan(cost, pool_of(st["players"][seat]), untapped_lands(st, seat, self.t.our), x,
                        int(st["players"][seat].get("life") or 0))
        except PaymentUnsupported as exc:
            raise EngineError(f"unsupported: {exc}") from exc
        return (seat, {oid for oid, _ in paid.lands}) if paid else None

    def _check_auto_payment(self, expected: tuple[int, set[int]], raw: list[JSON]) -> None:
        """phase pays an ability's mana itself: an example where it tapped other lands than the protocol's
        order names can't be compared (the adapter has no manual payment there)."""
        seat, lands = expected
        tapped = {int(e["data"]["source_id"]) for e in raw
                  if e["type"] == "TappedForMana" and (e.get("data") or {}).get("source_id") is not None}
        if tapped != lands:
            names = sorted(str(self.t.our(o)) for o in tapped)
            raise EngineError(f"unsupported: phase paid by tapping {names}, not the lands the protocol's order "
                              f"names ({sorted(str(self.t.our(o)) for o in lands)}); phase-python has no manual "
                              "payment for abilities or turning face up")

    def _pay_manually(self, raw: list[JSON]) -> None:
        """phase's ``ManaPayment`` prompt (``Manual`` mode): tap the lands the protocol's order names, then let
        phase take the cost from the pool."""
        st, seat = self.t.game.state(), self._actor()  # the spell's cost is in no cheaper read
        cost = (st.get("pending_cast") or {}).get("cost")
        if not isinstance(cost, dict) or cost.get("type") != "Cost":
            raise EngineError(f"unsupported: phase asks for mana for a cost the adapter can't read ({cost!r})")
        pool = pool_of(st["players"][seat])
        try:
            paid = plan(cost, pool, untapped_lands(st, seat, self.t.our), 0, int(st["players"][seat].get("life") or 0))
        except PaymentUnsupported as exc:
            raise EngineError(f"unsupported: {exc}") from exc
        if paid is None:
            raise Refused(f"{self.t.seats[seat]} can't pay {format_cost(cost)} from the mana pool and untapped lands")
        for oid, letter in paid.lands:
            self._apply(GameAction.from_dict(tap_land(st["objects"][str(oid)], letter)), raw)
        self._apply(PASS, raw)
        if self._waiting() == "ManaPayment":
            raise Refused(f"phase did not take {format_cost(cost)} from the mana the protocol's payment made")
        if pool_of(self.t.game.player(seat)) != pool - paid.from_pool:
            raise EngineError("unsupported: phase spent other floating mana than the protocol's order "
                              "(pool first: colours for coloured symbols, then C, W, U, B, R, G for generic)")

    def _act_turn_face_up(self, action: JSON, raw: list[JSON]) -> None:
        """702.168d: turn a face-down disguise permanent up for its disguise cost. phase pays that cost itself
        (no payment mode), so the lands it tapped are compared with the protocol's order."""
        if action.get("by") not in (None, "disguise"):  # phase's TurnFaceUp takes no way to choose
            raise EngineError(f"unsupported: the phase adapter can't ask phase to turn a permanent face up by "
                              f"{action.get('by')!r}")
        oid = self.t.phase_id(action.get("card"))
        offer = self._offered("TurnFaceUp", f"turning {action.get('card')} face up", object_id=oid)
        self._paid_by_phase(self._face_up_cost(oid), 0, lambda: self._apply(offer, raw), raw)
        self.t.face_down_by.pop(oid, None)

    def _face_up_cost(self, oid: int) -> JSON | None:
        """The mana cost to turn `oid` face up: its disguise (or morph) cost, read from its hidden face."""
        o = self.t.game.object(oid)
        for kw in (o.get("back_face") or {}).get("keywords") or []:
            if isinstance(kw, dict) and len(kw) == 1 and next(iter(kw)) in ("Disguise", "Morph", "Megamorph"):
                return mana_cost_of(next(iter(kw.values())))
        return None

    def _act_choose(self, action: JSON, raw: list[JSON]) -> list[JSON]:
        wf = self.t.game.waiting_for()
        t, d = wf["type"], wf.get("data") or {}
        choice = action.get("choice")
        asked = pending(self.t, wf)
        if asked is None:
            raise Refused("there is no pending choice")
        if t == "CastOffer" and (d.get("kind") or {}).get("type") == "Discover":
            if choice not in ("cast", "hand"):
                raise Refused(f"{choice!r} is not one of the options ['cast', 'hand']")
            self._apply(self._offered("DiscoverChoice", choice={"type": "Cast" if choice == "cast" else "Decline"}),
                        raw)
            if choice == "cast":
                self._drive({"targets": []}, raw, lambda: any(e["type"] == "SpellCast" for e in raw))
        elif t == "CastOffer" and (d.get("kind") or {}).get("type") == "Cascade":
            if choice != "decline":
                raise Refused(f"{choice!r} is not one of the options ['decline'] (cascade's cast is a cast action)")
            self._apply(self._offered("CascadeChoice", choice={"type": "Decline"}), raw)
        elif t in ("TargetSelection", "TriggerTargetSelection"):
            targets = choice if isinstance(choice, list) else [choice]
            if not targets:  # no target for an optional slot ("up to one"): phase's ChooseTarget of nothing
                if [] not in asked["options"]:
                    raise Refused("a target must be chosen")
                self._apply(phase_action("ChooseTarget", target=None), raw)
            for target in targets:
                self._apply(phase_action("ChooseTarget", target=self.t.target_in(target)), raw)
        elif t == "DiscardChoice":
            if choice not in asked["options"]:
                raise Refused(f"{choice!r} is not one of the options {asked['options']!r}")
            self.t.discard_buffer.append(self.t.phase_id(choice))
            if len(self.t.discard_buffer) == int(d.get("count") or 1):
                cards, self.t.discard_buffer = self.t.discard_buffer, []
                self._apply(phase_action("SelectCards", cards=cards), raw)
        elif t == "UnlessPayment":
            if choice not in ("decline", "pay"):
                raise Refused(f"{choice!r} is not one of the options ['decline', 'pay']")
            offer = self._offered("PayUnlessCost", f"{choice} the cost", pay=choice == "pay")
            if choice == "pay":
                cost = (d.get("cost") or {})
                self._paid_by_phase(mana_cost_of(cost), 0, lambda: self._apply(offer, raw), raw)
            else:
                self._apply(offer, raw)
        elif t == "ChooseLegend":
            self._apply(phase_action("ChooseLegend", keep=self.t.phase_id(choice)), raw)
        elif t == "NamedChoice" and d.get("choice_type") == "CardName":
            self._apply(phase_action("ChooseOption", choice=choice), raw)  # phase validates the name itself
        else:
            raise EngineError(f"unsupported: the phase adapter can't answer phase's prompt {t}")
        return [{"type": "choice", "player": asked["player"], "kind": asked["kind"], "choice": choice}]

    def _act_declare_attackers(self, action: JSON, raw: list[JSON]) -> None:
        if self._waiting() != "DeclareAttackers":
            raise Refused("phase is not waiting for attackers")
        attackers = action.get("attackers") or {}
        if any(p not in self.t.seats for p in attackers.values()):  # 508.1b: a planeswalker attacked
            raise EngineError("unsupported: the phase adapter declares attacks on players only, not on a planeswalker")
        attacks = [[self.t.phase_id(c), {"type": "Player", "data": self.t.seats.index(p)}]
                   for c, p in attackers.items()]
        self._apply(phase_action("DeclareAttackers", attacks=attacks, bands=[]), raw)

    def _act_declare_blockers(self, action: JSON, raw: list[JSON]) -> None:
        if self._waiting() != "DeclareBlockers":
            raise Refused("phase is not waiting for blockers")
        pairs = [[self.t.phase_id(b), self.t.phase_id(a)] for b, a in (action.get("blockers") or {}).items()]
        self._apply(phase_action("DeclareBlockers", assignments=pairs), raw)
