"""The rules: one two-player game, built from a setup, moved by actions.

Each method is named after the rule it implements (Comprehensive Rules
numbers in its docstring). State is plain dicts and lists so that it reads
like the protocol. Anything this engine can't play raises Decline, which
engine.py answers as {"unsupported": REASON}: it never guesses.
"""

import re

from cards import CARDS, TOKENS

STEPS = ["untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
         "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup"]
ZONES = ["library", "hand", "battlefield", "graveyard", "stack", "exile"]
COLORS = "WUBRG"


class Decline(Exception):
    """A scenario this engine can't play (answered as "unsupported")."""


class Rejected(Exception):
    """An action the rules forbid (answered with accepted: false)."""


def id_order(card_id):
    """Natural card-id order: letters first, then the number as a number (c2 before c10)."""
    letters, number = re.match(r"([a-z]*)(\d*)", card_id).groups()
    return (letters, int(number or 0))


def mana_symbols(cost):
    return re.findall(r"\{([^}]+)\}", cost or "")


class Game:
    def __init__(self, setup):
        if setup.get("cards"):
            raise Decline("synthetic cards are not supported (synthetic_cards: false)")
        self.turn = dict(setup["turn"])
        self.players = []
        self.objects = {}          # card id -> object dict (cards and tokens, in every zone)
        self.stack = []            # top first: {"id", "kind", "controller", "source", "targets", ...}
        self.pending_triggers = []  # triggered abilities waiting to be put on the stack (603.3)
        self.eot_effects = []       # "until end of turn" effects (514.2 ends them)
        self.events = []
        self.clock = 0              # timestamps (613.7)
        self.tokens_made = 0
        self.abilities_made = 0
        self.passes = 0             # players who passed in succession (117.4)
        self.game_over, self.winners = False, []
        for p in setup["players"]:
            player = {"id": p["id"], "life": p["life"], "mana_pool": mana_symbols(p.get("mana_pool", "")),
                      "lost": False, "drew_from_empty": False}
            self.players.append(player)
            for zone in ZONES:
                for entry in p.get(zone, []):
                    self.add_from_setup(player["id"], zone, entry)
        self.turn["priority"] = self.turn["active_player"]

    # --- building the game -------------------------------------------------------------

    def add_from_setup(self, owner, zone, entry):
        name = entry["card"]
        token = bool(entry.get("token"))
        if name not in (TOKENS if token else CARDS):
            raise Decline(f"no card data for {name}")
        for field in ("face_down", "cast_permission"):
            if entry.get(field):
                raise Decline(f"{field} is not implemented")
        obj = {"card": entry["id"], "name": name, "owner": owner, "controller": entry.get("controller", owner),
               "zone": zone, "token": token, "tapped": bool(entry.get("tapped")),
               "summoning_sick": bool(entry.get("summoning_sick")), "counters": dict(entry.get("counters", {})),
               "damage": entry.get("damage", 0), "attached_to": entry.get("attached_to"),
               "timestamp": self.tick(), "order": self.tick()}
        self.objects[obj["card"]] = obj

    def tick(self):
        self.clock += 1
        return self.clock

    # --- looking at the game -----------------------------------------------------------

    def data(self, obj):
        return (TOKENS if obj["token"] else CARDS)[obj["name"]]

    def player(self, pid):
        return next(p for p in self.players if p["id"] == pid)

    def opponents(self, pid):
        return [p["id"] for p in self.players if p["id"] != pid and not p["lost"]]

    def zone(self, pid, zone):
        """The objects of one player's zone, in order (library top first, graveyard oldest first)."""
        objs = [o for o in self.objects.values() if o["zone"] == zone and o["owner"] == pid]
        return sorted(objs, key=lambda o: o["order"])

    def battlefield(self):
        return sorted((o for o in self.objects.values() if o["zone"] == "battlefield"), key=lambda o: o["order"])

    def characteristics(self, obj):
        """Current characteristics (613): printed ones, then Equipment, counters and effects."""
        d = self.data(obj)
        types = d["types"]
        power, toughness = d.get("power"), d.get("toughness")
        keywords = list(d.get("keywords", []))
        if obj["zone"] == "battlefield" and "Creature" in types:
            for eq in self.battlefield():                     # 613.4c: Equipment bonuses
                bonus = self.data(eq).get("equipped")
                if bonus and eq["attached_to"] == obj["card"]:
                    power += bonus.get("power", 0)
                    toughness += bonus.get("toughness", 0)
                    keywords += [k for k in bonus.get("keywords", []) if k not in keywords]
            for e in self.eot_effects:                         # 613.4c: until end of turn
                if e["card"] == obj["card"] and e["timestamp"] == obj["timestamp"]:
                    power += e.get("power", 0)
                    toughness += e.get("toughness", 0)
                    if e.get("keyword") and e["keyword"] not in keywords:
                        keywords.append(e["keyword"])
            plus = obj["counters"].get("+1/+1", 0)               # 613.4c: counters
            power, toughness = power + plus, toughness + plus
        symbols = mana_symbols(d["cost"])
        return {"name": obj["name"], "mana_cost": d["cost"],
                "mana_value": sum(int(s) if s.isdigit() else 0 if s == "X" else 1 for s in symbols),
                "colors": [c for c in COLORS if any(c in s for s in symbols)],
                "types": list(types), "subtypes": list(d.get("subtypes", [])),
                "supertypes": list(d.get("supertypes", [])),
                "power": power, "toughness": toughness, "keywords": keywords}

    def is_type(self, obj, card_type):
        return card_type in self.characteristics(obj)["types"]

    def is_clue(self, obj):
        """205.3g: a Clue is an artifact with the subtype Clue, token or card."""
        c = self.characteristics(obj)
        return "Artifact" in c["types"] and "Clue" in c["subtypes"]

    # --- observation -----------------------------------------------------------------------

    def observe(self, viewer=None):
        objects = []
        for pid in [p["id"] for p in self.players]:                     # zones of each player
            for zone in ["library", "hand", "graveyard"]:
                for pos, obj in enumerate(self.zone(pid, zone)):
                    objects.append(self.show(obj, pos, viewer))
        for zone in ["battlefield", "exile"]:                            # shared zones (400.1)
            shared = sorted((o for o in self.objects.values() if o["zone"] == zone), key=lambda o: o["order"])
            for pos, obj in enumerate(shared):
                objects.append(self.show(obj, pos, viewer))
        for pos, item in enumerate(self.stack):
            if item["kind"] == "spell":
                objects.append(self.show(self.objects[item["id"]], pos, viewer))
        return {"turn": dict(self.turn),
                "players": [{"id": p["id"], "life": p["life"], "mana_pool": "".join(f"{{{m}}}" for m in p["mana_pool"]),
                             "hand_size": len(self.zone(p["id"], "hand")),
                             "library_size": len(self.zone(p["id"], "library")), "lost": p["lost"]}
                            for p in self.players],
                "objects": objects,
                "stack": [{k: item[k] for k in ("id", "kind", "controller", "source", "targets")}
                          for item in self.stack],
                "pending_choice": None, "cast_permissions": [],
                "game_over": self.game_over, "winners": list(self.winners)}

    def show(self, obj, position, viewer):
        hidden = viewer is not None and (obj["zone"] == "library" or (obj["zone"] == "hand" and obj["owner"] != viewer))
        base = {"card": obj["card"], "zone": obj["zone"], "owner": obj["owner"], "position": position,
                "controller": obj["controller"] if obj["zone"] in ("battlefield", "stack") else obj["owner"],
                "tapped": obj["tapped"], "face_down": False, "face_down_by": None, "attached_to": obj["attached_to"],
                "token": obj["token"], "copy": False, "counters": dict(obj["counters"]), "damage": obj["damage"],
                "cast_as": "normal" if obj["zone"] == "stack" else None, "timestamp": obj["timestamp"],
                "hidden": hidden}
        if hidden:
            return {**base, "name": None, "mana_cost": None, "mana_value": None, "colors": [],
                    "types": [], "subtypes": [], "supertypes": [], "power": None, "toughness": None,
                    "keywords": [], "identity": None, "has_adventure": None}
        return {**base, **self.characteristics(obj), "identity": obj["name"], "has_adventure": False}

    # --- actions ---------------------------------------------------------------------------

    def act(self, action):
        """Apply one action for the player who has priority; return the events, or raise Rejected."""
        if self.game_over:
            raise Rejected("the game is over")
        self.events = []
        handler = {"pass": self.pass_priority, "cast": self.cast, "activate": self.activate}.get(action["type"])
        if handler is None:
            raise Rejected(f"this engine does not take {action['type']} actions")
        handler(self.turn["priority"], action)
        self.settle()
        return self.events

    def pass_priority(self, pid, action):
        """117.3d, 117.4: when all players pass in succession, the top of the stack resolves or the step ends."""
        self.passes += 1
        if self.passes < len(self.opponents(pid)) + 1:
            self.turn["priority"] = self.next_player(pid)
            return
        self.passes = 0
        if self.stack:
            self.resolve_top()
            self.turn["priority"] = self.turn["active_player"]   # 117.3b
        else:
            self.end_step()

    def next_player(self, pid):
        ids = [p["id"] for p in self.players if not p["lost"]]
        return ids[(ids.index(pid) + 1) % len(ids)]

    def can_act_at_sorcery_speed(self, pid):
        """307.1: main phase of your own turn, stack empty."""
        return (self.turn["active_player"] == pid and not self.stack
                and self.turn["step"] in ("precombat_main", "postcombat_main"))

    def cast(self, pid, action):
        """601.2: casting a spell from hand (normal mode only)."""
        obj = self.objects.get(action["card"])
        if obj is None or obj["zone"] != "hand" or obj["owner"] != pid:
            raise Rejected("the card is not in your hand")
        d = self.data(obj)
        if "Land" in d["types"]:
            raise Rejected("a land is played, not cast (305.1)")
        if action.get("mode", "normal") != "normal" or action.get("alt_cost"):
            raise Rejected("only normal casting for its mana cost is possible")
        if "Instant" not in d["types"] and not self.can_act_at_sorcery_speed(pid):
            raise Rejected("only an instant can be cast now (307.1)")
        if action.get("x"):
            raise Rejected("this spell has no X")
        targets = self.choose_targets(pid, d.get("targets", []), action.get("targets") or [])
        sacrifice = self.sacrifice_to_cast(pid, d, action.get("additional_costs") or [])
        payment = self.mana_payment(pid, d["cost"], 0)
        # 601.2a: the card moves to the stack, then (601.2g-h) the costs are paid.
        self.move(obj, "stack", "cast")
        self.stack.insert(0, {"id": obj["card"], "kind": "spell", "controller": pid, "source": obj["card"],
                              "targets": [t for t, _ in targets], "locks": targets, "effects": d.get("effects", []),
                              "target_kinds": d.get("targets", []), "x": 0})
        self.pay_mana(pid, payment, obj["card"])
        for victim in sacrifice:
            self.sacrifice(pid, victim)
        self.events.append({"type": "cast", "card": obj["card"], "player": pid, "mode": "normal",
                            "mana_value": self.characteristics(obj)["mana_value"], "alt_cost": None})
        self.passes = 0                                          # 117.3c: the caster keeps priority

    def sacrifice_to_cast(self, pid, d, additional):
        wanted = d.get("sacrifice_to_cast")
        chosen = [cid for cost in additional for cid in cost.get("sacrifice", [])] if additional else []
        if any(not isinstance(cost, dict) or set(cost) != {"sacrifice"} for cost in additional):
            raise Rejected("this spell has no such additional cost")
        if not wanted:
            if chosen:
                raise Rejected("this spell has no sacrifice cost")
            return []
        if len(chosen) != 1:
            raise Rejected("sacrifice exactly one permanent to cast this spell (601.2b)")
        victim = self.objects.get(chosen[0])
        if (victim is None or victim["zone"] != "battlefield" or victim["controller"] != pid
                or not any(self.is_type(victim, t) for t in wanted)):
            raise Rejected(f"the sacrifice must be a permanent you control: {' or '.join(wanted)}")
        return [victim]

    def activate(self, pid, action):
        """602.2: activating an ability; 605: a mana ability resolves at once."""
        source = self.objects.get(action["card"])
        if source is None or source["zone"] != "battlefield" or source["controller"] != pid:
            raise Rejected("you control no such permanent")
        abilities = self.data(source).get("activated", [])
        index = action.get("ability", 0)
        if not isinstance(index, int) or not 0 <= index < len(abilities):
            raise Rejected("the permanent has no such activated ability")
        ability, cost = abilities[index], abilities[index]["cost"]
        if ability.get("sorcery_speed") and not self.can_act_at_sorcery_speed(pid):
            raise Rejected("this ability can be activated only as a sorcery")
        if cost.get("tap"):
            if source["tapped"]:
                raise Rejected("the permanent is already tapped")
            if source["summoning_sick"] and self.is_type(source, "Creature"):
                raise Rejected("a creature's {T} ability needs it under your control since your turn began (302.6)")
        x = action.get("x") or 0
        if x and "X" not in mana_symbols(cost.get("mana")):
            raise Rejected("this ability has no X")
        if x < 0:
            raise Rejected("X can't be negative")
        color = action.get("mana")
        if ability.get("adds_mana") != "any" and color:
            raise Rejected("this ability doesn't add mana of a chosen color")
        if ability.get("adds_mana") == "any" and color not in list(COLORS):
            raise Rejected("name the color of mana to add")
        chosen = action.get("sacrifice") or []
        victims = []
        if cost.get("sacrifice"):
            victims = [self.objects.get(cid) for cid in chosen]
            if (len(victims) != 1 or victims[0] is None or victims[0]["zone"] != "battlefield"
                    or victims[0]["controller"] != pid or not self.is_clue(victims[0])):
                raise Rejected("sacrifice exactly one Clue you control")
        elif chosen:
            raise Rejected("this ability's cost sacrifices nothing else")
        targets = self.choose_targets(pid, ability.get("targets", []), action.get("targets") or [], source)
        payment = self.mana_payment(pid, cost.get("mana"), x)
        # 602.2b, 601.2g-h: pay every cost.
        self.pay_mana(pid, payment, source["card"])
        if cost.get("tap"):
            source["tapped"] = True
        if cost.get("sacrifice_self"):
            self.sacrifice(pid, source)
        for victim in victims:
            self.sacrifice(pid, victim)
        if ability.get("adds_mana"):
            self.player(pid)["mana_pool"].append(color)              # 605.3b: no stack
            return
        self.abilities_made += 1
        self.stack.insert(0, {"id": f"a{self.abilities_made}", "kind": "ability", "controller": pid,
                              "source": source["card"], "targets": [t for t, _ in targets], "locks": targets,
                              "effects": ability["effects"], "target_kinds": ability.get("targets", []),
                              "x": x, "source_obj": source})
        self.passes = 0

    # --- targets (115, 601.2c, 608.2b) -----------------------------------------------------------

    def choose_targets(self, pid, kinds, chosen, source=None):
        if len(chosen) != len(kinds):
            raise Rejected(f"choose exactly {len(kinds)} target(s)")
        locked = []
        for kind, target in zip(kinds, chosen, strict=True):
            if not self.legal_target(pid, kind, target, source):
                raise Rejected(f"{target} is not a legal target")
            obj = self.objects.get(target)
            locked.append((target, obj["timestamp"] if obj else None))
        return locked

    def legal_target(self, pid, kind, target, source=None, timestamp=None):
        if kind == "any" and any(p["id"] == target and not p["lost"] for p in self.players):
            return True
        obj = self.objects.get(target)
        if obj is None or obj["zone"] != "battlefield" or not self.is_type(obj, "Creature"):
            return False
        if timestamp is not None and obj["timestamp"] != timestamp:
            return False                                              # 400.7: a new object
        if "hexproof" in self.characteristics(obj)["keywords"] and obj["controller"] != pid:
            return False                                              # 702.11b
        if kind == "creature_you_control":
            return obj["controller"] == pid and (source is None or obj["card"] != source["card"])
        return True

    # --- mana (601.2g-h; protocol: pool first, then lands in card-id order) ---------------------

    def mana_payment(self, pid, cost, x):
        """Plan the payment of a mana cost: colored symbols first, then generic. Rejected if it can't be paid."""
        pool = list(self.player(pid)["mana_pool"])
        lands = sorted((o for o in self.battlefield() if o["controller"] == pid and not o["tapped"]
                        and "mana" in self.data(o)), key=lambda o: id_order(o["card"]))
        symbols = mana_symbols(cost)
        colored = [s for s in symbols if s in COLORS]
        generic = sum(int(s) for s in symbols if s.isdigit()) + x * symbols.count("X")
        plan = {"pool": [], "lands": []}
        for color in colored:
            if color in pool:
                pool.remove(color)
                plan["pool"].append(color)
                continue
            land = next((land for land in lands if self.data(land)["mana"] == color), None)
            if land is None:
                raise Rejected(f"not enough mana to pay {cost}")
            lands.remove(land)
            plan["lands"].append(land)
        for _ in range(generic):
            if pool:
                plan["pool"].append(pool.pop(0))
            elif lands:
                plan["lands"].append(lands.pop(0))
            else:
                raise Rejected(f"not enough mana to pay {cost}")
        return plan

    def pay_mana(self, pid, plan, card):
        for m in plan["pool"]:
            self.player(pid)["mana_pool"].remove(m)
        for land in plan["lands"]:
            land["tapped"] = True
        self.events.append({"type": "cost_paid", "card": card, "mana": "",
                            "other": [f"tap {land['card']}" for land in plan["lands"]]})

    # --- moving objects (400.7) and the triggers that watch it (603) ------------------------------

    def move(self, obj, to, cause):
        before = obj["zone"]
        if before == "battlefield":
            self.leaves_battlefield(obj, to)
        if before == "stack":
            self.stack = [item for item in self.stack if item["id"] != obj["card"]]
        obj.update(zone=to, timestamp=self.tick(), order=self.tick(), tapped=False, counters={}, damage=0,
                   attached_to=None, controller=obj["owner"] if to != "stack" else obj["controller"])
        self.events.append({"type": "zone_move", "card": obj["card"], "from": before, "to": to, "cause": cause})
        if to == "battlefield":
            obj["summoning_sick"] = True
            self.enters_battlefield(obj)

    def leaves_battlefield(self, obj, to):
        """603.10a: leaves-the-battlefield triggers look back at the game before the event."""
        if to == "graveyard" and self.is_type(obj, "Creature"):            # it dies (700.4)
            for eq in self.battlefield():
                for trig in self.data(eq).get("triggers", []):
                    if trig["when"] == "equipped_creature_dies" and eq["attached_to"] == obj["card"]:
                        self.trigger(eq, trig, "equipped creature died")

    def enters_battlefield(self, obj):
        for trig in self.data(obj).get("triggers", []):
            if trig["when"] == "enters":
                self.trigger(obj, trig, "enters")
        if self.is_type(obj, "Land"):
            for watcher in self.battlefield():
                for trig in self.data(watcher).get("triggers", []):
                    if trig["when"] == "land_you_control_enters" and watcher["controller"] == obj["controller"]:
                        self.trigger(watcher, trig, "a land entered")

    def sacrifice(self, pid, obj):
        """701.21a: sacrificing moves a permanent its controller controls to its owner's graveyard."""
        was_clue = self.is_clue(obj)
        self.events.append({"type": "sacrifice", "card": obj["card"], "player": pid, "name": obj["name"],
                            "subtypes": self.characteristics(obj)["subtypes"]})
        self.move(obj, "graveyard", "sacrifice")
        if was_clue:
            for watcher in self.battlefield():
                for trig in self.data(watcher).get("triggers", []):
                    if trig["when"] == "you_sacrifice_clue" and watcher["controller"] == pid:
                        self.trigger(watcher, trig, "a Clue was sacrificed")

    def trigger(self, source, trig, text):
        """603.2: the ability triggers now; it goes on the stack the next time a player would get priority."""
        self.pending_triggers.append({"controller": source["controller"], "source": source["card"],
                                      "source_obj": source, "source_ts": source["timestamp"],
                                      "effects": trig["effects"], "text": text})

    def create_token(self, pid, name):
        """111.1: a token is created on the battlefield; it gets the next t id."""
        self.tokens_made += 1
        token = {"card": f"t{self.tokens_made}", "name": name, "owner": pid, "controller": pid, "zone": None,
                 "token": True, "tapped": False, "summoning_sick": True, "counters": {}, "damage": 0,
                 "attached_to": None, "timestamp": 0, "order": 0}
        self.objects[token["card"]] = token
        self.events.append({"type": "token_created", "card": token["card"], "name": name, "attached_to": None})
        token.update(zone="battlefield", timestamp=self.tick(), order=self.tick())
        self.enters_battlefield(token)

    # --- resolving (608) ---------------------------------------------------------------------------

    def resolve_top(self):
        item = self.stack[0]
        pid = item["controller"]
        legal = [self.legal_target(pid, kind, t, item.get("source_obj"), ts)
                 for kind, (t, ts) in zip(item["target_kinds"], item["locks"], strict=True)]
        if item["locks"] and not any(legal):                             # 608.2b: it doesn't resolve
            self.events.append({"type": "fizzle", "card": item["id"]})
            self.leave_stack(item, "fizzle")
            return
        self.events.append({"type": "resolve", "card": item["id"]})
        for effect in item["effects"]:
            self.perform(item, effect, legal)
        self.leave_stack(item, "resolve")

    def leave_stack(self, item, cause):
        if item["kind"] == "ability":
            self.stack.remove(item)
            return
        obj = self.objects[item["id"]]
        permanent = any(t in self.data(obj)["types"] for t in ("Creature", "Artifact", "Enchantment", "Land"))
        self.move(obj, "battlefield" if permanent and cause == "resolve" else "graveyard", cause)

    def perform(self, item, effect, legal):
        """One effect of a resolving spell or ability; parts aimed at illegal targets do nothing (608.2b)."""
        pid, verb = item["controller"], effect["do"]
        target = None
        if "target" in effect:
            if not legal[effect["target"]]:
                return
            target = item["targets"][effect["target"]]
        n = item["x"] if effect.get("n") == "X" else effect.get("n", 1)
        if verb == "draw":
            for _ in range(n):
                self.draw(pid)
        elif verb == "investigate":                                       # 701.16a
            self.create_token(pid, "Clue")
        elif verb == "create":
            self.create_token(pid, effect["token"])
        elif verb in ("pump", "grant"):
            obj = self.objects[target]
            self.eot_effects.append({"card": target, "timestamp": obj["timestamp"], "power": effect.get("power", 0),
                                     "toughness": effect.get("toughness", 0), "keyword": effect.get("keyword")})
        elif verb == "pump_all":                                          # 611.2c: affected set locked now
            for obj in self.battlefield():
                mine = obj["controller"] == pid
                if self.is_type(obj, "Creature") and mine == (effect["whose"] == "you"):
                    self.eot_effects.append({"card": obj["card"], "timestamp": obj["timestamp"],
                                             "power": effect["power"], "toughness": effect["toughness"]})
        elif verb == "damage":
            if target in self.objects:
                self.objects[target]["damage"] += n                       # 120.3e
            else:
                self.lose_life(target, n)                                 # 120.3a
        elif verb == "bounce":
            self.move(self.objects[target], "hand", "effect")
        elif verb == "gain_life":
            self.player(pid)["life"] += n
            self.events.append({"type": "life", "player": pid, "amount": n})
        elif verb == "lose_life_opponents":
            for opp in self.opponents(pid):
                self.lose_life(opp, n)
        elif verb == "add_counter":
            source = item["source_obj"]
            if source["zone"] == "battlefield" and source["timestamp"] == item["source_ts"]:
                source["counters"][effect["counter"]] = source["counters"].get(effect["counter"], 0) + 1
        elif verb == "attach":                                            # 701.3a
            source = item["source_obj"]
            if source["zone"] == "battlefield":
                source["attached_to"] = target
        else:
            raise Decline(f"the effect {verb} is not implemented")

    def draw(self, pid):
        """121.1; 704.5b: drawing from an empty library loses at the next check."""
        library = self.zone(pid, "library")
        if not library:
            self.player(pid)["drew_from_empty"] = True
            return
        self.move(library[0], "hand", "draw")

    def lose_life(self, pid, n):
        self.player(pid)["life"] -= n
        self.events.append({"type": "life", "player": pid, "amount": -n})

    # --- between actions: state-based actions and triggers (117.5) ------------------------------------

    def settle(self):
        """704.3 and 117.5: repeat SBAs, then put waiting triggers on the stack, until nothing changes."""
        while not self.game_over:
            if self.state_based_actions():
                continue
            if not self.pending_triggers:
                return
            active = self.turn["active_player"]
            # 603.3b: APNAP order; each player's own triggers in the order they triggered.
            for trig in sorted(self.pending_triggers, key=lambda t: t["controller"] != active):
                self.abilities_made += 1
                aid = f"a{self.abilities_made}"
                self.stack.insert(0, {"id": aid, "kind": "ability", "controller": trig["controller"],
                                      "source": trig["source"], "targets": [], "locks": [], "target_kinds": [],
                                      "effects": trig["effects"], "x": 0, "source_obj": trig["source_obj"],
                                      "source_ts": trig["source_ts"]})
                self.events.append({"type": "trigger", "id": aid, "source": trig["source"], "text": trig["text"]})
            self.pending_triggers = []

    def state_based_actions(self):
        """704.5: check everything at once; return whether anything happened."""
        happened = False
        for p in self.players:
            if not p["lost"] and (p["life"] <= 0 or p["drew_from_empty"]):
                rule = "704.5a" if p["life"] <= 0 else "704.5b"
                self.events.append({"type": "sba", "rule": rule, "player": p["id"]})
                self.lose(p)
                happened = True
        if self.game_over:
            return True
        for obj in list(self.objects.values()):
            if obj["token"] and obj["zone"] not in ("battlefield", None):           # 704.5d
                self.events.append({"type": "sba", "rule": "704.5d", "card": obj["card"]})
                self.events.append({"type": "zone_move", "card": obj["card"], "from": obj["zone"], "to": None,
                                    "cause": "sba"})
                del self.objects[obj["card"]]
                happened = True
        dying = []
        for obj in self.battlefield():
            c = self.characteristics(obj)
            if "Creature" in c["types"] and c["toughness"] <= 0:
                dying.append((obj, "704.5f"))
            elif "Creature" in c["types"] and obj["damage"] >= c["toughness"]:
                dying.append((obj, "704.5g"))
        for obj, rule in dying:
            self.events.append({"type": "sba", "rule": rule, "card": obj["card"]})
            self.move(obj, "graveyard", "sba")
            happened = True
        legends = {}
        for obj in self.battlefield():
            if "Legendary" in self.characteristics(obj)["supertypes"]:
                key = (obj["controller"], obj["name"])
                if key in legends:
                    raise Decline("the legend rule's choice (704.5j) is not implemented")
                legends[key] = obj
        for eq in self.battlefield():                                                 # 704.5n
            host = self.objects.get(eq["attached_to"]) if eq["attached_to"] else None
            if eq["attached_to"] and (host is None or host["zone"] != "battlefield"
                                      or not self.is_type(host, "Creature")):
                eq["attached_to"] = None
                self.events.append({"type": "sba", "rule": "704.5n", "card": eq["card"]})
                happened = True
        return happened

    def lose(self, p):
        """104.3, 800.4: a player who loses leaves; the last one standing wins."""
        p["lost"] = True
        self.events.append({"type": "player_lost", "player": p["id"]})
        alive = [q["id"] for q in self.players if not q["lost"]]
        if len(alive) <= 1:
            self.game_over, self.winners = True, alive
            self.turn["priority"] = None
            self.events.append({"type": "game_over", "winners": alive})

    # --- turn structure (500-514) ---------------------------------------------------------------------

    def end_step(self):
        """500.2, 500.4: the step ends, mana empties, the next step (or turn) begins."""
        while True:
            for p in self.players:
                p["mana_pool"] = []
            index = STEPS.index(self.turn["step"]) + 1
            if index == len(STEPS):
                self.begin_turn()
            else:
                self.turn["step"] = STEPS[index]
            if self.begin_step():
                self.turn["priority"] = self.turn["active_player"]
                self.passes = 0
                return

    def begin_turn(self):
        self.turn["number"] += 1
        self.turn["active_player"] = self.next_player(self.turn["active_player"])
        self.turn["step"] = "untap"

    def begin_step(self):
        """The step's turn-based actions; return whether players get priority in it."""
        step, active = self.turn["step"], self.turn["active_player"]
        if step == "untap":                                                   # 502.3, 302.6
            for obj in self.battlefield():
                if obj["controller"] == active:
                    obj["tapped"] = False
                    obj["summoning_sick"] = False
            return False
        if step == "draw" and self.turn["number"] > 1:                       # 504.1 (103.8a)
            self.draw(active)
        if step == "declare_attackers" and any(
                self.is_type(o, "Creature") and o["controller"] == active and not o["tapped"]
                and not o["summoning_sick"] for o in self.battlefield()):
            raise Decline("declaring attackers (combat) is not implemented")
        if step in ("declare_blockers", "combat_damage"):
            return False                                                      # 508.8: no attackers
        if step == "cleanup":                                                 # 514.1, 514.2
            if len(self.zone(active, "hand")) > 7:
                raise Decline("discarding to hand size (514.1) is not implemented")
            for obj in self.battlefield():
                obj["damage"] = 0
            self.eot_effects = []
            return False
        self.settle()
        return True
