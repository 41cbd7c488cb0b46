"""The protocol's messages as types: one TypedDict per object of ``schema.json``.

The schema is the contract an engine is checked against at run time; these types are the same contract for the
type checker. ``tests/protocol/test_protocol_types.py`` compares every TypedDict with its ``$defs`` entry
(property names, required keys, enumerations), so the two cannot drift apart. Keys that are Python keywords
(``from``, ``as``) use the functional TypedDict syntax. No ``from __future__ import annotations`` here: the test reads
``NotRequired`` from the evaluated annotations.
"""

from typing import Any, Literal, NotRequired, TypedDict

from mtg_protocol.vocab import (
    ActionType,
    AltCost,
    CastMode,
    ChoiceKind,
    Color,
    EventType,
    FaceDownBy,
    StackKind,
    Step,
    Zone,
)

AdditionalCost = str | dict[str, list[str]]
"""A named additional cost, or one naming the cards paid with it (e.g. ``{"sacrifice": ["c3"]}``)."""


# --- Setup (CR 103: the game's starting state, given to the engine) ---------------------------------------

class CardEntry(TypedDict):
    id: str
    card: str


class ExileEntry(TypedDict):
    id: str
    card: str
    face_down: NotRequired[bool]
    cast_permission: NotRequired[Literal["adventure"] | None]


class PermanentEntry(TypedDict):
    id: str
    card: str
    tapped: NotRequired[bool]
    face_down: NotRequired[FaceDownBy | None]
    counters: NotRequired[dict[str, int]]
    attached_to: NotRequired[str | None]
    controller: NotRequired[str]
    token: NotRequired[bool]
    summoning_sick: NotRequired[bool]
    damage: NotRequired[int]


class SetupTurn(TypedDict):
    number: int
    active_player: str
    step: Step


class SetupPlayer(TypedDict):
    id: str
    life: int
    mana_pool: NotRequired[str]
    library: list[CardEntry]
    hand: list[CardEntry]
    graveyard: list[CardEntry]
    exile: list[ExileEntry]
    battlefield: list[PermanentEntry]
    sideboard: NotRequired[list[CardEntry]]
    """The cards the player owns outside the game (400.11a): in no zone, not observed (docs/protocol.md, Setup)."""


# A card the setup defines itself (docs/protocol.md, Synthetic cards); its effect verbs are docs/cards.md's.
class CardTarget(TypedDict):
    kind: Literal["ability", "any", "card", "creature", "permanent", "player", "spell"]


class CardEffect(TypedDict):
    do: str


class CardAbility(TypedDict):
    kind: Literal["triggered", "activated", "equip", "static", "as_enters", "as_turned_face_up", "mana"]
    event: NotRequired[str]
    cost: NotRequired[dict[str, Any]]
    targets: NotRequired[list[CardTarget]]
    effects: NotRequired[list[CardEffect]]
    grant: NotRequired["CardAbility"]
    choose_one: NotRequired[list[dict[str, Any]]]  # a modal triggered or activated ability's modes (700.2)


class CardFace(TypedDict):
    name: str
    mana_cost: NotRequired[str | None]
    colors: NotRequired[list[Color]]
    supertypes: NotRequired[list[str]]
    types: list[str]
    subtypes: NotRequired[list[str]]
    power: NotRequired[int | None]
    toughness: NotRequired[int | None]
    keywords: NotRequired[list[str]]
    targets: NotRequired[list[CardTarget]]
    effects: NotRequired[list[CardEffect]]
    abilities: NotRequired[list[CardAbility]]
    additional_costs: NotRequired[list[dict[str, Any]]]
    modes: NotRequired[list[dict[str, Any]]]
    """A modal spell's modes (700.2), each with its own ``targets`` and ``effects``."""


class SyntheticCard(TypedDict):
    name: NotRequired[str]
    layout: Literal["normal", "adventure", "split", "mdfc", "omen", "transform"]
    faces: list[CardFace]
    synthetic: NotRequired[bool]


class Setup(TypedDict):
    protocol: int
    seed: NotRequired[int]
    turn: SetupTurn
    players: list[SetupPlayer]
    cards: NotRequired[dict[str, SyntheticCard]]


# --- Actions (CR 117: what a player with priority does; CR 508-509: combat declarations) --------------------

class Action(TypedDict):
    """Any action: its ``type`` decides which of the keys below it has."""

    type: ActionType
    card: NotRequired[str]
    mode: NotRequired[CastMode]
    targets: NotRequired[list[str]]
    x: NotRequired[int | None]
    alt_cost: NotRequired[AltCost | None]
    additional_costs: NotRequired[list[AdditionalCost]]
    ability: NotRequired[int]
    sacrifice: NotRequired[list[str]]
    discard: NotRequired[list[str]]
    exile: NotRequired[list[str]]
    divide: NotRequired[list[int]]
    tap: NotRequired[list[str]]
    mana: NotRequired[Color]
    modes: NotRequired[list[int]]
    by: NotRequired[str]
    choice: NotRequired[Any]
    attackers: NotRequired[dict[str, str]]
    blockers: NotRequired[dict[str, str]]


class PassAction(TypedDict):
    type: Literal["pass"]


class PlayLandAction(TypedDict):
    type: Literal["play_land"]
    card: str
    mode: NotRequired[Literal["normal", "back"]]
    """Which face of a modal double-faced card is played (712.12); "normal" when absent."""


class CastAction(TypedDict):
    type: Literal["cast"]
    card: str
    mode: NotRequired[CastMode]
    targets: NotRequired[list[str]]
    x: NotRequired[int | None]
    alt_cost: NotRequired[AltCost | None]
    additional_costs: NotRequired[list[AdditionalCost]]
    modes: NotRequired[list[int]]
    """The modes chosen for a modal spell (700.2, 601.2b: "choose one or both"), by index in printed order, each
    once, ascending."""
    divide: NotRequired[list[int]]
    """How the spell divides or distributes its damage or counters among its targets (601.2d): one share for each
    target, in the order of `targets`, each at least 1."""


class ActivateAction(TypedDict):
    type: Literal["activate"]
    card: str
    ability: int
    targets: NotRequired[list[str]]
    x: NotRequired[int | None]
    sacrifice: NotRequired[list[str]]
    mana: NotRequired[Color]
    """The color of "one mana of any color" a mana ability adds (106.1b)."""
    discard: NotRequired[list[str]]
    """The cards of its player's hand a "discard a card" cost is paid with (118.3, 701.9a)."""
    exile: NotRequired[list[str]]
    """The permanents its player controls an "exile a creature you control" cost is paid with (118.3, 701.13a)."""
    modes: NotRequired[list[int]]
    """A modal ability's chosen mode (700.2, 602.2b): one index among its modes, in printed order."""
    tap: NotRequired[list[str]]
    """The untapped permanents its player controls a cost tapping them is paid with: "tap X untapped artifacts you
    control" (118.3, 701.26a) or crew (702.122a)."""


class TurnFaceUpAction(TypedDict):
    type: Literal["turn_face_up"]
    card: str
    by: NotRequired[str]
    x: NotRequired[int]


class ChooseAction(TypedDict):
    type: Literal["choose"]
    choice: Any


class DeclareAttackersAction(TypedDict):
    type: Literal["declare_attackers"]
    attackers: dict[str, str]


class DeclareBlockersAction(TypedDict):
    type: Literal["declare_blockers"]
    blockers: dict[str, str]


# --- Observations (what the engine shows of the game) -------------------------------------------------------

class ObservedTurn(TypedDict):
    number: int
    active_player: str
    step: Step
    priority: str | None


class ObservedPlayer(TypedDict):
    id: str
    life: int
    mana_pool: str
    hand_size: int
    library_size: int
    lost: bool


class GameObject(TypedDict):
    """One object in a zone (CR 109), as its characteristics are seen (CR 708 for a face-down one)."""

    card: str
    zone: Zone
    owner: str
    controller: str | None
    name: str | None
    mana_cost: str | None
    mana_value: int | None
    colors: list[Color]
    types: list[str]
    subtypes: list[str]
    supertypes: list[str]
    power: int | None
    toughness: int | None
    keywords: list[str]
    tapped: bool
    face_down: bool
    face_down_by: NotRequired[FaceDownBy | None]
    attached_to: NotRequired[str | None]
    token: bool
    copy: bool
    counters: dict[str, int]
    cast_as: NotRequired[CastMode | None]
    position: int
    identity: NotRequired[str | None]
    has_adventure: NotRequired[bool | None]
    damage: NotRequired[int]
    timestamp: NotRequired[int]
    hidden: NotRequired[bool]


class StackEntry(TypedDict):
    id: str
    kind: StackKind
    controller: str
    source: NotRequired[str | None]
    targets: NotRequired[list[str]]


class PendingChoice(TypedDict):
    player: str
    kind: ChoiceKind
    options: list[Any]


CastPermission = TypedDict("CastPermission", {
    "card": str, "zone": Zone, "player": str, "as": CastMode, "source": NotRequired[str],
})


class Observation(TypedDict):
    turn: ObservedTurn
    players: list[ObservedPlayer]
    objects: list[GameObject]
    stack: list[StackEntry]
    pending_choice: PendingChoice | None
    cast_permissions: list[CastPermission]
    game_over: bool
    winners: list[str]


# --- Events (what happened during one action) ---------------------------------------------------------------

class Event(TypedDict):
    """Any event: unknown types are allowed (``EventType`` names the known ones, typed below)."""

    type: EventType | str


ZoneMoveEvent = TypedDict("ZoneMoveEvent", {
    "type": Literal["zone_move"], "card": str, "from": Zone | None, "to": Zone | None, "cause": str,
})


class CastEvent(TypedDict):
    type: Literal["cast"]
    card: str
    player: str
    mode: CastMode
    mana_value: int
    alt_cost: AltCost | None


class ResolveEvent(TypedDict):
    type: Literal["resolve"]
    card: str


class FizzleEvent(TypedDict):
    type: Literal["fizzle"]
    card: str


class CounterEvent(TypedDict):
    type: Literal["counter"]
    card: str


class RevealEvent(TypedDict):
    type: Literal["reveal"]
    card: str
    to: str
    identity: str | None


class TriggerEvent(TypedDict):
    type: Literal["trigger"]
    id: str
    source: str | None
    text: str


class SbaEvent(TypedDict):
    type: Literal["sba"]
    rule: str
    card: NotRequired[str | None]
    player: NotRequired[str]


class PlayerLostEvent(TypedDict):
    type: Literal["player_lost"]
    player: str


class TokenCreatedEvent(TypedDict):
    type: Literal["token_created"]
    card: str
    name: str | None
    """None for a token with no name: a copy of a face-down permanent or spell (708.2, 707.2)."""
    attached_to: str | None


class TokenNotCreatedEvent(TypedDict):
    type: Literal["token_not_created"]
    name: str
    reason: str


class SacrificeEvent(TypedDict):
    type: Literal["sacrifice"]
    card: str
    player: str
    name: str | None
    subtypes: list[str]


class TurnedFaceUpEvent(TypedDict):
    type: Literal["turned_face_up"]
    card: str


class TurnedFaceDownEvent(TypedDict):
    type: Literal["turned_face_down"]
    card: str


class CostPaidEvent(TypedDict):
    type: Literal["cost_paid"]
    card: str
    mana: str
    other: Any


class LifeEvent(TypedDict):
    type: Literal["life"]
    player: str
    amount: int


class ChoiceEvent(TypedDict):
    type: Literal["choice"]
    player: str
    kind: str
    choice: Any


class GameOverEvent(TypedDict):
    type: Literal["game_over"]
    winners: list[str]


KnownEvent = (ZoneMoveEvent | CastEvent | ResolveEvent | FizzleEvent | CounterEvent | RevealEvent | TriggerEvent
              | SbaEvent | PlayerLostEvent | TokenCreatedEvent | TokenNotCreatedEvent | SacrificeEvent
              | TurnedFaceUpEvent | TurnedFaceDownEvent | CostPaidEvent | LifeEvent | ChoiceEvent | GameOverEvent)
"""An event of a kind the protocol defines (`EventType`), one TypedDict per kind, told apart by ``type``."""


# --- Step results and the engine's hello ----------------------------------------------------------------------

class StepResult(TypedDict):
    """The answer to one action: accepted or refused (with a reason), its events, the game after it."""

    accepted: bool
    reason: str | None
    events: list[Event]
    observation: Observation


class RunSequenceResult(TypedDict):
    initial: Observation
    steps: list[StepResult]
    views: NotRequired[list[dict[str, Observation]]]


class SetupCapabilities(TypedDict):
    """What a setup's permanents may hold (each key absent: held); a setup holding more is declined unsent."""

    tokens: NotRequired[bool]
    attachments: NotRequired[bool]
    counters: NotRequired[bool]
    damage: NotRequired[bool]
    face_down: NotRequired[list[FaceDownBy]]
    """The ways a permanent in the setup may be face down."""


class Capabilities(TypedDict):
    mechanics: list[str]
    """The known names are ``vocab.MECHANIC_NAMES``; an engine may declare others (they enable nothing)."""
    actions: list[ActionType]
    choices: NotRequired[list[ChoiceKind]]
    synthetic_cards: NotRequired[bool]
    legal_actions: NotRequired[bool]
    views: NotRequired[bool]
    batch: NotRequired[bool]
    setup: NotRequired[SetupCapabilities]


class Hello(TypedDict):
    name: str
    version: str
    protocol: Literal[1]
    capabilities: Capabilities


SCHEMA_DEFS: dict[str, type] = {
    "card_entry": CardEntry, "exile_entry": ExileEntry, "permanent_entry": PermanentEntry,
    "setup_turn": SetupTurn, "setup_player": SetupPlayer, "setup": Setup, "synthetic_card": SyntheticCard,
    "card_face": CardFace, "card_target": CardTarget, "card_effect": CardEffect, "card_ability": CardAbility,
    "action_pass": PassAction, "action_play_land": PlayLandAction, "action_cast": CastAction,
    "action_activate": ActivateAction, "action_turn_face_up": TurnFaceUpAction, "action_choose": ChooseAction,
    "action_declare_attackers": DeclareAttackersAction, "action_declare_blockers": DeclareBlockersAction,
    "observed_turn": ObservedTurn, "observed_player": ObservedPlayer, "object": GameObject,
    "stack_entry": StackEntry, "pending_choice": PendingChoice, "cast_permission": CastPermission,
    "observation": Observation, "event": Event, "event_zone_move": ZoneMoveEvent, "event_cast": CastEvent,
    "event_resolve": ResolveEvent, "event_fizzle": FizzleEvent, "event_counter": CounterEvent,
    "event_reveal": RevealEvent, "event_trigger": TriggerEvent, "event_sba": SbaEvent,
    "event_player_lost": PlayerLostEvent, "event_token_created": TokenCreatedEvent,
    "event_token_not_created": TokenNotCreatedEvent,
    "event_sacrifice": SacrificeEvent, "event_turned_face_up": TurnedFaceUpEvent,
    "event_turned_face_down": TurnedFaceDownEvent, "event_cost_paid": CostPaidEvent, "event_life": LifeEvent,
    "event_choice": ChoiceEvent, "event_game_over": GameOverEvent, "result": StepResult,
    "run_sequence_result": RunSequenceResult, "capabilities": Capabilities, "setup_capabilities": SetupCapabilities,
    "hello": Hello,
}
"""Each TypedDict under the name of the ``$defs`` entry it mirrors."""

ENUM_DEFS: dict[str, Any] = {"zone": Zone, "step": Step, "cast_mode": CastMode, "face_down_by": FaceDownBy,
                             "action_type": ActionType, "choice_kind": ChoiceKind}
"""The schema's enumerations, as Literal types."""
