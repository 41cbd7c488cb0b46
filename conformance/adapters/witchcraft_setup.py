"""A protocol setup built as a witchcraft state: the engine makes the cards (its own card facts, from its
card database), then the adapter puts each instance in its zone and sets the turn (no game is replayed).
Whatever the adapter can't express in witchcraft's state is ``unsupported``."""

from __future__ import annotations

import contextlib
import functools
import io
from typing import Any

from mtg_protocol.engine import EngineError
from mtg_protocol.jsontypes import JSON
from mtg_protocol.vocab import MAIN_STEPS, SETUP_OUTSIDE_GAME, SETUP_ZONES
from mtg_protocol.words import in_zone

from .witchcraft_table import Table


def _unsupported(why: str) -> EngineError:
    return EngineError(f"unsupported: {why}")


def _check_entry(entry: JSON, zone: str) -> None:
    """Refuse what witchcraft's state has no relation for (or the adapter doesn't map yet)."""
    if entry.get("token"):
        raise _unsupported(f"a token in the setup ({entry.get('card')}): witchcraft creates tokens only by effects")
    if entry.get("face_down") and (zone != "battlefield" or entry["face_down"] != "disguise"):
        raise _unsupported(f"a face-down card in the setup ({entry['id']}, {entry['face_down']}, {in_zone(zone)})")
    if entry.get("attached_to"):
        raise _unsupported("an attached permanent in the setup: witchcraft's state has no attachment relation")
    if entry.get("counters") and any(entry["counters"].values()):
        raise _unsupported("counters in the setup")
    if entry.get("damage"):
        raise _unsupported("damage marked in the setup")
    if entry.get("cast_permission"):
        raise _unsupported(f"a cast permission ({entry['cast_permission']}) in the setup")


def build_table(setup: JSON) -> Table:
    """A witchcraft game in exactly the setup's position, the active player holding priority."""
    if setup.get("cards"):
        raise _unsupported("synthetic cards: witchcraft loads only cards its own database knows")
    turn = setup.get("turn") or {}
    step = turn.get("step")
    if step not in MAIN_STEPS:
        raise _unsupported(f"a setup in the {step} step: witchcraft stops for decisions in main phases only")
    if any((p.get("mana_pool") or "") for p in setup["players"]):
        raise _unsupported("floating mana in the setup")
    if any(p.get(SETUP_OUTSIDE_GAME) for p in setup["players"]):
        raise _unsupported("cards outside the game (a sideboard, 400.11a): witchcraft's game has none")
    players = [p["id"] for p in setup["players"]]
    names: dict[str, str] = {}
    decks: dict[str, list[str]] = {}
    for p in setup["players"]:
        deck = decks.setdefault(p["id"], [])
        for zone in SETUP_ZONES:
            for entry in p.get(zone) or []:
                _check_entry(entry, zone)
                if entry.get("controller") not in (None, p["id"]):
                    raise _unsupported("a permanent controlled by another player than its owner")
                names[entry["id"]] = entry["card"]
                deck.append(entry["card"])
        if not deck:
            deck.append("Island")  # witchcraft needs a card per deck; removed again below
    with contextlib.redirect_stdout(io.StringIO()):
        state = deck_state(decks, seed=int(setup.get("seed") or 0))
    ours = _map_ids(state, setup, names)
    _place(state, setup, ours)
    state["active_player"] = {(turn["active_player"],)}
    state["current_step"] = {(step,)}
    state["_explicit_lands"] = True  # land drops are the player's moves, not the engine's
    state["_turn"] = int(turn.get("number") or 1)
    state["_land_played"] = set()
    with contextlib.redirect_stdout(io.StringIO()):
        stock_mana_rows(state, turn["active_player"], players)
    table = Table(state, int(turn.get("number") or 1), players, ours, names, turn["active_player"])
    for p in setup["players"]:
        table.graveyard_order[p["id"]] = [table.theirs[e["id"]] for e in p.get("graveyard") or []]
    return table


@functools.cache
def _card_data() -> tuple[Any, dict[str, Any]]:
    """witchcraft's parsed card facts and its card corpus by name, made once per process (both read-only)."""
    from mtg import _corpus, sim

    return sim.load_db(), {c["name"]: c for c in _corpus.load_cards()}


def deck_state(decks: dict[str, list[str]], seed: int) -> JSON:
    """The state ``bridge_to_engine.make_deck_state(decks, seed)`` builds (default variant, no commanders), step
    for step through witchcraft's own functions, with the card data made once per process: witchcraft indexes
    its whole corpus by name on every call, about half of the cost of a setup (docs/witchcraft-notes.md,
    section 2; ``tests/e2e/test_witchcraft_adapter.py`` checks the two states are equal)."""
    from mtg import bridge_to_engine as bridge
    from mtg import driver
    from mtg._text import slug

    db, corpus = _card_data()
    life, hand = driver._variant_life("default"), driver._variant_hand_size("default")
    state: JSON = {
        "current_step": {("untap",)}, "active_player": {(next(iter(decks)),)},
        "is_player": {(p,) for p in decks}, "life": {(p, life) for p in decks},
        "counter": set(), "tapped": set(), "attacks": set(), "blocks": set(),
        "on_battlefield": set(), "in_hand": set(), "in_library": set(),
        "command_zone": set(), "_commander_owner": set(), "_cmd_casts": {},
        "is_commander": set(), "commander_damage": set(),
        "_lib_order": {p: [] for p in decks}, "_land_played": set(), "_seed": seed, "_variant": "default",
    }
    rng = driver._rng(state)
    made = 0
    for player, deck in decks.items():
        order = list(deck)
        rng.shuffle(order)  # as witchcraft's setup does: the state's random stream goes on from here
        for i, name in enumerate(order):
            tid = f"{slug(name)}_{made}"
            made += 1
            facts, _dropped = bridge.card_facts(name, player, tid, db, corpus)
            for rel, rows in facts.items():
                state.setdefault(rel, set()).update(rows)
            card = corpus.get(name, {})
            for card_type in card.get("types") or []:
                state.setdefault("spell_type", set()).add((tid, card_type.lower()))
            state.setdefault("mana_cost", set()).add((tid, bridge._mana_value(card.get("manaCost"))))
            bridge._register_colored(state, tid, card)
            if i < hand:
                state["in_hand"].add((player, tid))
            else:
                state["in_library"].add((player, tid))
                state["_lib_order"][player].append(tid)
    bridge._materialize_printed(state)
    return state


def stock_mana_rows(state: JSON, active: str, players: list[str]) -> None:
    """Every player's ``mana_pool`` row as witchcraft's own turns leave it. witchcraft refreshes a player's row
    from their untapped sources in their own main phase and whenever they pay, and only floating mana empties
    between steps (``driver._empty_mana_pool``), so in a real game the non-active player's row holds what their
    untapped sources make: the active player's by witchcraft's main-phase entry, every other one as the
    refresh their last payment or main phase left."""
    from mtg import driver
    from mtg.engine import env

    env._develop_if_main(state)
    for p in players:
        if p != active:
            driver._refresh_mana_pool(state, p)


def _map_ids(state: JSON, setup: JSON, names: dict[str, str]) -> dict[str, str]:
    """witchcraft instance id -> our card id, matched by owner and card (identical cards are interchangeable)."""
    from mtg._text import slug

    instance_of = dict(state.get("instance_of") or ())
    owner = {c: p for (p, c) in state.get("printed_control") or ()}
    known = {s for (s, _t) in state.get("card_type") or ()}
    pool: dict[tuple[str, str], list[str]] = {}
    for wid in sorted(instance_of, key=lambda w: int(w.rsplit("_", 1)[-1]) if w.rsplit("_", 1)[-1].isdigit() else 0):
        pool.setdefault((owner.get(wid, ""), instance_of[wid]), []).append(wid)
    ours: dict[str, str] = {}
    for p in setup["players"]:
        for zone in SETUP_ZONES:
            for entry in p.get(zone) or []:
                card_slug = slug(entry["card"])
                if card_slug not in known:
                    raise _unsupported(f"witchcraft's card database has no card {entry['card']!r} (it would make it "
                                       "a typeless mana source)")
                free = pool.get((p["id"], card_slug)) or []
                if not free:
                    raise _unsupported(f"witchcraft did not make {entry['card']!r} for {p['id']}")
                ours[free.pop(0)] = entry["id"]
    return ours


def _place(state: JSON, setup: JSON, ours: dict[str, str]) -> None:
    """Every instance into the zone the setup names; instances the setup doesn't name are dropped."""
    theirs = {v: k for k, v in ours.items()}
    hand: set[Any] = set()
    library: set[Any] = set()
    order: dict[str, list[str]] = {}
    battlefield: set[Any] = set()
    graveyard: set[Any] = set()
    exile: set[Any] = set()
    tapped: set[Any] = set()
    sick: set[Any] = set()
    face_down: set[Any] = set()
    known: set[Any] = set()
    for p in setup["players"]:
        pid = p["id"]
        order[pid] = [theirs[e["id"]] for e in p.get("library") or []]  # top first, as witchcraft draws
        library |= {(pid, w) for w in order[pid]}
        hand |= {(pid, theirs[e["id"]]) for e in p.get("hand") or []}
        graveyard |= {(theirs[e["id"]],) for e in p.get("graveyard") or []}
        exile |= {(theirs[e["id"]],) for e in p.get("exile") or []}
        for e in p.get("battlefield") or []:
            battlefield.add((theirs[e["id"]],))
            if e.get("tapped"):
                tapped.add((theirs[e["id"]],))
            if e.get("summoning_sick"):
                sick.add((theirs[e["id"]],))
            if e.get("face_down"):  # witchcraft's face-down relation; its controller knows it (708.5)
                face_down.add((theirs[e["id"]],))
                known.add((pid, theirs[e["id"]]))
    keep = set(ours)
    for rel, rows in list(state.items()):
        if rel in ("instance_of", "printed_control") and isinstance(rows, set):
            state[rel] = {r for r in rows if (r[0] if rel == "instance_of" else r[1]) in keep}
    state.update({"in_hand": hand, "in_library": library, "_lib_order": order, "on_battlefield": battlefield,
                  "graveyard": graveyard, "exile": exile, "tapped": tapped, "_sick": sick,
                  "face_down": face_down, "known": known,
                  "life": {(p["id"], int(p.get("life", 20))) for p in setup["players"]}})
