"""The protocol's closed vocabulary: every name that crosses the boundary from a fixed set, declared once here.

Each set is a ``Literal`` type (for the type checker: the TypedDicts of `types` and the signatures use them) and
the tuple of its names in their canonical order (for the code that loops over them). ``schema.json``'s
enumerations, the tables of docs/protocol.md and the capabilities table of the top layer are checked against these
by tests/protocol/test_vocab.py, so none of them can drift.

What the suite says of a ruling (its verdict) is the judging's word, not the protocol's: ``reports.verdicts``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal, NamedTuple, get_args

# --- The game: zones (400.1), steps (500.1), colors (105.1) ------------------------------------------------

Zone = Literal["library", "hand", "battlefield", "graveyard", "stack", "exile", "command"]
ZONES: tuple[Zone, ...] = get_args(Zone)

SetupZone = Literal["library", "hand", "graveyard", "exile", "battlefield"]
SETUP_ZONES: tuple[SetupZone, ...] = get_args(SetupZone)
"""The zones a setup lists for each player, in the order a setup writes them (docs/protocol.md, Setup)."""

SETUP_OUTSIDE_GAME = "sideboard"
"""A setup player's optional list of the cards they own outside the game (400.11, 400.11a: their sideboard). Not a
zone: its cards are in no zone and no observation until an effect brings one into the game (400.11b)."""
SetupCardList = Literal["library", "hand", "graveyard", "exile", "battlefield", "sideboard"]
SETUP_CARD_LISTS: tuple[SetupCardList, ...] = get_args(SetupCardList)
"""Every list of card entries a setup player may hold: the zones, then the cards outside the game."""

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

AltCost = Literal["disguise", "free", "flashback", "evoke", "disturb", "zero"]
ALT_COSTS: tuple[AltCost, ...] = get_args(AltCost)

FaceDownBy = Literal["disguise", "manifest", "morph", "cloak", "effect"]
FACE_DOWN_BY: tuple[FaceDownBy, ...] = get_args(FaceDownBy)

# --- The dialogue: actions, the choices an engine asks, events, requests --------------------------------------

ActionType = Literal["pass", "play_land", "cast", "activate", "turn_face_up", "choose", "declare_attackers",
                     "declare_blockers"]
ACTION_TYPES: tuple[ActionType, ...] = get_args(ActionType)

ChoiceKind = Literal["discover_cast", "cascade_cast", "graveyard_cast", "keep_role", "keep_legend", "card_name",
                     "targets", "order_triggers", "discard", "scry", "ward_pay", "may", "surveil", "pick_card",
                     "mode", "keyword", "library_position", "declare_attackers",
                     "declare_blockers", "token_kind", "mana_color", "vote", "guess", "effect_cast",
                     "creature_type"]
CHOICE_KINDS: tuple[ChoiceKind, ...] = get_args(ChoiceKind)


class ChoiceOf(NamedTuple):
    """What the protocol says of one choice kind: the rule that gives a player the choice, its options in words
    (docs/protocol.md, Choice kinds), the action that answers it, and whether an engine may settle it itself
    instead of asking (then it is judged by outcome, docs/judging.md)."""

    rule: str
    options: str
    answered_with: ActionType = "choose"
    settled_by_engine: bool = False


CHOICES: dict[ChoiceKind, ChoiceOf] = {
    "discover_cast": ChoiceOf("701.57a", "`[\"hand\"]`; to cast the card instead, send a `cast` action with "
                              "`alt_cost: \"free\"` in one of the modes that `cast_permissions` lists with source "
                              "`discover`"),
    "cascade_cast": ChoiceOf("702.85a", "`[\"decline\"]`; to cast, the same way with source `cascade`"),
    "graveyard_cast": ChoiceOf("601.2, 118.9", "`[\"decline\"]`; to cast the card an effect lets its player cast "
                               "from another player's graveyard without paying its mana cost, the same way with "
                               "source `graveyard_cast`"),
    "keep_role": ChoiceOf("303.7a, 704.5y", "card ids of the Roles that may be kept"),
    "keep_legend": ChoiceOf("704.5j", "card ids of the legendary permanents that may be kept"),
    "card_name": ChoiceOf("201.3", "card names"),
    "targets": ChoiceOf("601.2c", "lists of targets"),
    "order_triggers": ChoiceOf("603.3b", "lists of trigger labels (below)", settled_by_engine=True),
    "discard": ChoiceOf("701.9b", "card ids"),
    "scry": ChoiceOf("701.22a", "`[\"top\", \"bottom\"]`"),
    "ward_pay": ChoiceOf("702.21a", "`[\"decline\", \"pay\"]`"),
    "may": ChoiceOf("608.2d, 701.20a", "`[\"decline\", \"accept\"]`; `accept` only when the action is possible (a "
                    "cost the player can pay, enough cards in hand to discard, the permanent to sacrifice still on "
                    "the battlefield under their control); also whether to reveal a card as it is drawn, when a static "
                    "ability allows it (121.1)"),
    "surveil": ChoiceOf("701.25a", "`[\"top\", \"graveyard\"]`, asked for each of the top N cards in turn, from "
                        "the top"),
    "pick_card": ChoiceOf("608.2d", "card ids: the cards an effect lets the player pick one of (looked at, milled, "
                          "in hand, owned outside the game), each to go where the effect says; also `\"none\"` "
                          "when the effect says \"you may\"; for proliferate (701.34a), the permanents and then the "
                          "player ids with counters, one at a time, and `\"none\"` to stop"),
    "mode": ChoiceOf("603.3c, 700.2", "the indexes (0 for the first, in printed order) of the modes of a modal "
                     "triggered ability that can be chosen as it is put on the stack (a mode whose targets can't be "
                     "chosen can't be); asked before its targets"),
    "keyword": ChoiceOf("608.2d", "keyword abilities (lower case, in printed order): the one an effect grants, "
                        "chosen by its controller as it resolves (\"your choice of vigilance, lifelink, or "
                        "hexproof\")"),
    "library_position": ChoiceOf("401.1, 401.7, 608.2d", "`[\"second_from_top\", \"bottom\"]`: where the owner "
                                 "of a card an effect puts into their library \"second from the top or on the "
                                 "bottom\" puts it (a library with fewer than two cards takes it on the bottom "
                                 "either way); `[\"top\", \"bottom\"]` for \"on the top or bottom\""),
    "declare_attackers": ChoiceOf("508.1", "", "declare_attackers"),
    "declare_blockers": ChoiceOf("509.1", "", "declare_blockers"),
    "token_kind": ChoiceOf("608.2d, 111.10", "the names of the token kinds the resolving effect lets the player "
                           "choose among (`\"Clue\"`, `\"Food\"`, `\"Treasure\"`, ...), in printed order; one token "
                           "of the chosen kind is created"),
    "mana_color": ChoiceOf("106.1b, 608.2d", "`[\"W\", \"U\", \"B\", \"R\", \"G\"]`: the color of the mana a "
                           "resolving spell or ability adds (\"add one mana of any color\")"),
    "vote": ChoiceOf("701.38a, 701.38d", "the words of the choices a resolving spell or ability has the players vote "
                     "for, in printed order (`[\"evidence\", \"bribery\"]`), asked of each player in turn order "
                     "from the one it names; an additional vote a player may cast also offers `\"none\"`"),
    "guess": ChoiceOf("608.2d", "`[\"greater\", \"not_greater\"]`: a player's guess whether the mana value of a "
                      "card another player chose (in that player's hand, unseen) is greater than a number the effect "
                      "names"),
    "effect_cast": ChoiceOf("608.2g, 118.9", "`[\"decline\"]`: a resolving effect offers to cast a card without "
                            "paying its mana cost (an exiled card, suspend's, or one chosen in hand); to cast it "
                            "instead, send a `cast` action with `alt_cost: \"free\"` in one of the modes that "
                            "`cast_permissions` lists with source `effect`"),
    "creature_type": ChoiceOf("614.12, 205.3m", "creature types (205.3m), sorted: the one a permanent's controller "
                              "chooses as it enters (\"as this enchantment enters, choose a creature type\")"),
}
"""Every choice kind, in `CHOICE_KINDS`' order. The schema's list of kinds, the table of docs/protocol.md and the
suite's capabilities table (`choices`) are generated from this (``mtg-conformance rebuild --only docs``) or read
it; tests/protocol/test_vocab.py holds its keys to `CHOICE_KINDS`."""

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
