"""The protocol's closed vocabulary: every name that crosses the boundary from a fixed set, declared once here.

Each set is a ``Literal`` type (for the type checker: the TypedDicts of `types` and the signatures use them) and
the tuple of its names in their canonical order (for the code that loops over them). ``schema.json``'s
enumerations, the tables of docs/protocol.md and the capabilities table of the top layer are checked against these
by tests/protocol/test_vocab.py, so none of them can drift.

What the suite says of a ruling (its verdict) is the judging's word, not the protocol's: ``reports.verdicts``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal, get_args

# --- The game: zones (400.1), steps (500.1), colors (105.1) ------------------------------------------------

Zone = Literal["library", "hand", "battlefield", "graveyard", "stack", "exile", "command"]
ZONES: tuple[Zone, ...] = get_args(Zone)

SetupZone = Literal["library", "hand", "graveyard", "exile", "battlefield"]
SETUP_ZONES: tuple[SetupZone, ...] = get_args(SetupZone)
"""The zones a setup lists for each player, in the order a setup writes them (docs/protocol.md, Setup)."""

Step = Literal["untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
               "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup"]
STEPS: tuple[Step, ...] = get_args(Step)
"""In the order a turn goes through them (500.1)."""

MainStep = Literal["precombat_main", "postcombat_main"]
MAIN_STEPS: tuple[MainStep, ...] = get_args(MainStep)
"""The main phases (505.1), where a player may cast sorcery-speed spells with an empty stack (307.1)."""

Color = Literal["W", "U", "B", "R", "G"]
COLORS: tuple[Color, ...] = get_args(Color)

# --- Casting: how a spell is cast (601.2b), its alternative costs (118.9), face-down causes (708) ----------

CastMode = Literal["normal", "adventure", "face_down", "left", "right", "back", "omen"]
CAST_MODES: tuple[CastMode, ...] = get_args(CastMode)

AltCost = Literal["disguise", "free", "flashback", "evoke"]
ALT_COSTS: tuple[AltCost, ...] = get_args(AltCost)

FaceDownBy = Literal["disguise", "manifest", "morph", "cloak"]
FACE_DOWN_BY: tuple[FaceDownBy, ...] = get_args(FaceDownBy)

# --- The dialogue: actions, the choices an engine asks, events, requests --------------------------------------

ActionType = Literal["pass", "play_land", "cast", "activate", "turn_face_up", "choose", "declare_attackers",
                     "declare_blockers"]
ACTION_TYPES: tuple[ActionType, ...] = get_args(ActionType)

ChoiceKind = Literal["discover_cast", "cascade_cast", "keep_role", "keep_legend", "card_name", "targets",
                     "order_triggers", "discard", "scry", "ward_pay", "may", "surveil", "pick_card",
                     "mode", "declare_attackers",
                     "declare_blockers"]
CHOICE_KINDS: tuple[ChoiceKind, ...] = get_args(ChoiceKind)

StackKind = Literal["spell", "ability"]
STACK_KINDS: tuple[StackKind, ...] = get_args(StackKind)
"""What a stack entry is (405.1): a spell, or a copy of one, or an activated or triggered ability (113.1b)."""

EventType = Literal["zone_move", "cast", "resolve", "fizzle", "counter", "reveal", "trigger", "sba", "player_lost",
                    "token_created", "token_not_created", "sacrifice", "turned_face_up", "turned_face_down",
                    "cost_paid", "life", "choice", "game_over"]
EVENT_TYPES: tuple[EventType, ...] = get_args(EventType)
"""The events the protocol defines (an engine may send others: they are not judged)."""

Op = Literal["hello", "setup", "act", "observe", "legal_actions", "run_sequence", "close"]
OPS: tuple[Op, ...] = get_args(Op)
"""The requests of the subprocess form (docs/protocol.md, Subprocess form)."""

# --- Capabilities: the mechanics an engine declares in its hello --------------------------------------------

MechanicName = Literal["adventure", "role", "discover", "free_cast", "mana_value", "disguise", "face_down", "clue",
                       "investigate", "split", "mdfc", "copy_spell", "copy_permanent", "card_name", "x_spells",
                       "combat", "omen"]
MECHANIC_NAMES: tuple[MechanicName, ...] = get_args(MechanicName)
"""In the order engines declare them; the catalog's registry gives each its rules and its rulings."""


# --- How an engine broke ------------------------------------------------------------------------------------

class Fault(StrEnum):
    """How an engine broke (an ``EngineError``'s kind); the suite gives the ruling that was running this verdict."""

    ERROR = "error"
    """It answered wrongly: an error reply, a message that breaks the protocol, an exception."""
    CRASH = "crash"
    """It died: its process exited, or its guard's thread failed."""
    TIMEOUT = "timeout"
    """It did not answer in time."""
