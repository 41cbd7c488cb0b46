"""A protocol setup reached in a fresh phase game: deck lists, kept hands, then debug actions and snapshot
edits (docs/phase-notes.md, section 5)."""

from __future__ import annotations

import json
import re
from collections import OrderedDict
from typing import Any

from mtg_protocol.engine import EngineError
from mtg_protocol.jsontypes import JSON
from mtg_protocol.vocab import SETUP_OUTSIDE_GAME
from mtg_protocol.words import in_zone

from .phase_cards import unsupported_reason
from .phase_game import LiveGame, Loaded, Move
from .phase_table import Table
from .phase_vocab import CLUE_PRESET, COLOR_NAMES, KNOWN, STEPS, WARD2, ZONES, debug_action


class Setups:
    """Tables built for recent setups, dealt again when a setup recurs: while Hypothesis shrinks a failure it
    runs the same setup again and again (over half of a failing ruling's setups at ``ci``), and reloading the
    built game's state plus the few moves made since is several times cheaper than building it."""

    def __init__(self, db: Any, size: int = 32) -> None:
        self.db, self.size = db, size
        self._built: OrderedDict[str, tuple[Table, Loaded, list[Move]] | str] = OrderedDict()

    def table(self, setup: JSON) -> Table:
        """The game of `setup`: built, or dealt again (EngineError when the adapter can't build it)."""
        key = json.dumps(setup, sort_keys=True)
        built = self._built.get(key)
        if built is not None:
            self._built.move_to_end(key)
            if isinstance(built, str):
                raise EngineError(built)
            template, loaded, moves = built
            return template.deal(LiveGame.replayed(self.db, loaded, moves))
        try:
            t = build_table(self.db, setup)
        except EngineError as exc:
            self._keep(key, str(exc))
            raise
        except ValueError as exc:  # a debug action or snapshot edit of ours that phase refused
            refused = EngineError(f"unsupported: phase refused the adapter's setup: {exc}")
            self._keep(key, str(refused))
            raise refused from exc
        loaded, moves = t.game.history()
        self._keep(key, (t.deal(LiveGame(self.db, None)), loaded, moves))
        return t

    def _keep(self, key: str, built: tuple[Table, Loaded, list[Move]] | str) -> None:
        self._built[key] = built
        if len(self._built) > self.size:
            self._built.popitem(last=False)


def build_table(db: Any, setup: JSON) -> Table:
    """The game of `setup` on phase's database `db`."""
    players = setup["players"]
    if len(players) != 2:
        raise EngineError("unsupported: the phase adapter drives two-player games only")
    if any(p.get(SETUP_OUTSIDE_GAME) for p in players):
        raise EngineError("unsupported: cards outside the game (a sideboard, 400.11a): the phase adapter has no "
                          "place for them")
    synthetic = set(setup.get("cards") or {})
    for p in players:
        for zone in ZONES:
            for e in p.get(zone) or []:
                name = e["card"]
                if e.get("token"):
                    if name != "Clue" or zone != "battlefield":
                        raise EngineError(f"unsupported: token {name!r} {in_zone(zone)}: the phase adapter sets up "
                                          "only a Clue on the battlefield (the one phase token preset it knows)")
                elif name in synthetic or name.endswith(" of Test"):
                    raise EngineError(f"unsupported: synthetic card {name!r} (phase needs real oracle text)")
                elif name not in KNOWN:
                    why = unsupported_reason(name) or f"card {name!r} is not in the phase adapter's card data"
                    raise EngineError(f"unsupported: {why}")
    t = Table(LiveGame(db, None), [p["id"] for p in players])
    seat_of = {pid: i for i, pid in enumerate(t.seats)}
    turn = setup.get("turn") or {}
    active = seat_of.get(turn.get("active_player", t.seats[0]), 0)
    step = turn.get("step", "precombat_main")
    if step not in STEPS:
        raise EngineError(f"unsupported: step {step!r}")
    decks: list[list[str]] = []
    fillers: list[bool] = []
    for p in players:
        deck = [e["card"] for z in ZONES for e in p.get(z) or [] if not e.get("token")]
        fillers.append(not deck)
        decks.append(deck or ["Plains"])
    g = db.new_game(decks[0], decks[1], first_player=active, seed=int(setup.get("seed", 1)))
    while g.waiting_for()["type"] == "MulliganDecision":
        seat = g.waiting_for()["data"]["pending"][0]["player"]
        keep = [a for a in g.actions() if a.kind == "MulliganDecision" and a.data["choice"]["type"] == "Keep"]
        g.apply(seat, keep[0])
    snap = g.state()
    snap["state"]["debug_mode"] = True
    forget_setup_history(snap["state"])  # the mulligans' record: a smaller game to reload and serialise
    g = db.load_game(snap)
    objs = snap["state"]["objects"]
    pools: list[dict[str, list[int]]] = [{}, {}]
    for k in sorted(objs, key=int):
        o = objs[k]
        pools[o["owner"]].setdefault(o["name"], []).append(int(k))

    def do(act: Any) -> None:
        g.apply(active, act)

    placed: list[dict[str, list[int]]] = []
    patches: dict[int, JSON] = {}
    for seat, p in enumerate(players):
        got: dict[str, list[int]] = {z: [] for z in ZONES}
        for zone in ZONES:
            for e in p.get(zone) or []:
                if e.get("token"):
                    before = {o["id"] for o in g.battlefield()}
                    do(debug_action("CreateToken", request={"type": "Preset", "data": {"preset_id": CLUE_PRESET,
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
                        do(debug_action("MoveToZone", object_id=oid, to_zone=want, simulate=False))
                t.register(e["id"], oid, e["card"])
                got[zone].append(oid)
                _place(t, do, seat, zone, oid, e, patches)
        placed.append(got)
        if "life" in p:
            do(debug_action("SetLife", player_id=seat, life=int(p["life"])))
    for seat, p in enumerate(players):
        if fillers[seat]:
            for oid in pools[seat].get("Plains", []):
                do(debug_action("RemoveObject", object_id=oid))
        for e in p.get("battlefield") or []:
            if e.get("attached_to"):
                target = t.rev.get(e["attached_to"])
                if target is None:
                    raise EngineError(f"bad setup: {e['id']} is attached to unknown {e['attached_to']!r}")
                do(debug_action("Attach", object_id=t.rev[e["id"]], target={"type": "Object", "data": target}))
    do(debug_action("SetPhase", phase=STEPS[step], active_player=active))
    snap = g.state()
    st = snap["state"]
    for seat, got in enumerate(placed):
        st["players"][seat]["library"] = list(got["library"])
    for oid, patch in patches.items():
        st["objects"][str(oid)].update(patch)
    if "number" in turn:
        st["turn_number"] = int(turn["number"])
    forget_setup_history(st)
    t.game.load(snap)  # kept to roll failed actions back to
    for seat, p in enumerate(players):
        pool = [COLOR_NAMES[c] for c in re.findall(r"\{([WUBRGC])\}", p.get("mana_pool") or "")]
        if pool:
            t.game.apply(active, debug_action("AddMana", player_id=seat, mana=pool))
    _check_placement(t, players)
    # 704.3 (docs/protocol.md): state-based actions are checked once the setup is in place, before anyone gets
    # priority; phase checks them only on its own way to priority, which the debug setup skips
    t.game.apply(active, debug_action("RunStateBasedActions"))
    return t


def forget_setup_history(st: JSON) -> None:
    """Drop what phase recorded while the adapter built the scenario (new game, mulligans, debug moves).

    Those moves are the adapter's way to reach the starting position, not events of the game under test:
    the rules journal and this turn's zone changes start empty, as in the model, and the registered deck
    lists (a match's, used between games) are left out. Together they were over half of every ``state()``
    phase serialises afterwards, and of every reload. phase checks that the journal's ordinals count the
    records kept, so they start again from 0."""
    journal = st.get("resolved_rules_journal")
    if isinstance(journal, dict):
        journal["entries"], journal["nodes"] = [], []
        journal["next_command_ordinal"], journal["next_settlement_node_ordinal"] = 0, 0
    st["zone_changes_this_turn"] = []
    for pool in st.get("deck_pools") or []:
        pool["current_main"], pool["registered_main"] = [], []


def _place(t: Table, do: Any, seat: int, zone: str, oid: int, e: JSON, patches: dict[int, JSON]) -> None:
    """Battlefield and exile details of one setup entry."""
    if zone == "battlefield":
        if e.get("controller") and e["controller"] != t.seats[seat]:
            do(debug_action("SetController", object_id=oid, controller=t.seats.index(e["controller"])))
        if e.get("tapped"):
            do(debug_action("SetTapped", object_id=oid, tapped=True))
        fd = e.get("face_down")
        if fd:
            do(debug_action("SetFaceState", object_id=oid, face_down=True, transformed=None, flipped=None))
            t.face_down_by[oid] = fd if isinstance(fd, str) else "face_down"
            if fd in ("disguise", "cloak"):  # each a 2/2 with ward {2} (702.168a, 701.58a); manifest has none
                cause = "Disguise" if fd == "disguise" else "Cloak"
                patches[oid] = {"face_down_cause": cause, "base_keywords": [WARD2], "keywords": [WARD2]}
            elif fd in ("manifest", "morph"):
                patches[oid] = {"face_down_cause": fd.capitalize()}
        if not e.get("summoning_sick", False):
            do(debug_action("SetSummoningSickness", object_id=oid, sick=False))
        for ctype, n in (e.get("counters") or {}).items():
            if n:
                do(debug_action("ModifyCounters", object_id=oid, counter_type=ctype, delta=int(n)))
        if e.get("damage"):
            patches.setdefault(oid, {})["damage_marked"] = int(e["damage"])
    elif zone == "exile":
        if e.get("face_down"):
            do(debug_action("SetFaceState", object_id=oid, face_down=True, transformed=None, flipped=None))
        if e.get("cast_permission") == "adventure":
            patches.setdefault(oid, {})["casting_permissions"] = [{"type": "AdventureCreature"}]
        elif e.get("cast_permission"):
            raise EngineError(f"unsupported: exile cast permission {e['cast_permission']!r}")


def _check_placement(t: Table, players: list[JSON]) -> None:
    st = t.game.board()
    for p in players:
        for zone in ZONES:
            for e in p.get(zone) or []:
                o = st["objects"].get(str(t.rev[e["id"]]))
                if o is None or o["zone"].lower() != zone:
                    raise EngineError(f"unsupported: phase did not place {e['id']} ({e['card']}) {in_zone(zone)}")
