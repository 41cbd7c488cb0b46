"""The game state as data: players, stack abilities, choices, permissions, and `GameState`, which holds them all.

Nothing here is a rule: the rules are the entries of the game's rule table (`Game.rules`, reference_engine/rules.py),
which read and change a `GameState`. A choice the game waits for is data too (`Pending`, with a continuation from a
closed set, `Then`), so a game can be copied or serialised in the middle of a choice.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, NewType, NotRequired, TypedDict, get_args

from mtg_protocol import vocab
from mtg_protocol.types import (
    CastEvent,
    ChoiceEvent,
    CostPaidEvent,
    CounterEvent,
    FizzleEvent,
    GameOverEvent,
    LifeEvent,
    PlayerLostEvent,
    ResolveEvent,
    RevealEvent,
    SacrificeEvent,
    SbaEvent,
    TokenCreatedEvent,
    TokenNotCreatedEvent,
    TriggerEvent,
    TurnedFaceDownEvent,
    TurnedFaceUpEvent,
    ZoneMoveEvent,
)
from mtg_protocol.vocab import ChoiceKind, Step, Zone

from .revision import Clock, Tracked, fills_fields_directly

if TYPE_CHECKING:
    from .cards import CardDef
    from .mana import ManaCost
    from .objects import Characteristics, GameObject

STEPS = vocab.STEPS
MAIN_PHASES = vocab.MAIN_STEPS

# --- Events: what an action did (docs/protocol.md, Events) ----------------------------------------------------

class StepEvent(TypedDict):
    """A step or phase began (500.1)."""

    type: Literal["step"]
    step: Step
    turn: int
    active_player: str


class DamageEvent(TypedDict):
    """Damage dealt to a permanent or a player (120.3)."""

    type: Literal["damage"]
    card: str
    amount: int


class DamagePreventedEvent(TypedDict):
    """Damage prevented (615.1)."""

    type: Literal["damage_prevented"]
    card: str
    amount: int


class CountersEvent(TypedDict):
    """Counters put on a permanent (a negative amount: removed, 122)."""

    type: Literal["counters"]
    card: str
    counter: str
    amount: int


class AttachEvent(TypedDict):
    """An Aura or Equipment attached to a permanent (701.3a)."""

    type: Literal["attach"]
    card: str
    to: str


class ManaAddedEvent(TypedDict):
    """Mana added to a player's mana pool by an effect (106.4)."""

    type: Literal["mana_added"]
    player: str
    mana: str


class AttacksEvent(TypedDict):
    """A creature declared as an attacker (508.1), with the player it attacks."""

    type: Literal["attacks"]
    card: str
    player: str


class BlocksEvent(TypedDict):
    """A creature declared as a blocker (509.1), with the attacker it blocks."""

    type: Literal["blocks"]
    card: str
    attacker: str


class TriggerRemovedEvent(TypedDict):
    """A triggered ability removed from the stack or never put on it (603.3c, 603.3d, 603.4), and why."""

    type: Literal["trigger_removed"]
    id: NotRequired[str]
    source: str | None
    reason: str


class SolvedEvent(TypedDict):
    """A Case became solved (719.3b)."""

    type: Literal["solved"]
    card: str


class TransformedEvent(TypedDict):
    """A permanent transformed (701.27a): the face now up, ``"normal"`` (front) or ``"back"``."""

    type: Literal["transformed"]
    card: str
    face: Literal["normal", "back"]


class PlayerCountersEvent(TypedDict):
    """Counters a player got (122.1: poison counters, 122.1f)."""

    type: Literal["player_counters"]
    player: str
    counter: str
    amount: int


class RegenerationEvent(TypedDict):
    """A regeneration shield made for a permanent (``regeneration_shield``) or used by it (``regenerated``:
    tapped, damage removed, out of combat instead of destroyed, 701.19a)."""

    type: Literal["regeneration_shield", "regenerated"]
    card: str


class TargetsChangedEvent(TypedDict):
    """A copy's controller chose new targets for it (707.10c)."""

    type: Literal["targets_changed"]
    card: str
    targets: list[str]


class ReferenceCastEvent(CastEvent):
    """The protocol's ``cast`` event, with the X the caster chose (107.3)."""

    x: int


class ReferenceTokenCreatedEvent(TokenCreatedEvent):
    """The protocol's ``token_created`` event, with the object a token copy was made from (707.10, 707.2)."""

    copy_of: NotRequired[str]


GameEvent = (ZoneMoveEvent | ReferenceCastEvent | ResolveEvent | FizzleEvent | CounterEvent | RevealEvent
             | TriggerEvent | SbaEvent | PlayerLostEvent | ReferenceTokenCreatedEvent | TokenNotCreatedEvent
             | SacrificeEvent | TurnedFaceUpEvent | TurnedFaceDownEvent | CostPaidEvent | LifeEvent | ChoiceEvent
             | GameOverEvent
             | StepEvent | DamageEvent | DamagePreventedEvent | CountersEvent | AttachEvent | ManaAddedEvent
             | AttacksEvent | BlocksEvent | TriggerRemovedEvent | SolvedEvent | TargetsChangedEvent | TransformedEvent
             | PlayerCountersEvent | RegenerationEvent)
"""An event of the game: one of the protocol's (`mtg_protocol.types.KnownEvent`; a cast and a token carry a field
more), or one of the reference engine's own, which the protocol lets an engine send besides (not judged; the
model's trace shows them). Each is made as its TypedDict, so mypy checks its fields where it is emitted."""


class Rejected(Exception):
    """An action the rules don't allow now; the game is left as it was (rule 732)."""


class SetupError(ValueError):
    """A setup that does not describe a legal game state."""


MANA_KEPT_UNTIL = ("end_of_combat", "end_of_turn")
"""How long an effect keeps mana in a pool as steps and phases end (106.4, 500.4), the sooner first: firebending's
"until end of combat" (702.189a, 500.5a), "until end of turn"."""


@fills_fields_directly
@dataclass
class Player(Tracked):
    id: str
    life: int = 20
    pool: Counter[str] = field(default_factory=Counter)
    ability_pool: Counter[str] = field(default_factory=Counter)
    """106.6: mana in the pool that may be spent only to activate abilities ("spend this mana only to activate
    abilities"), apart from `pool`; it empties with it (106.4)."""
    lost: bool = False
    drew_from_empty: bool = False
    lands_played: int = 0
    poison: int = 0
    """Poison counters (122.1f): ten or more and the player loses (704.5c)."""
    emblems: tuple[str, ...] = ()
    """114.1, 114.4: the emblems the player has, each as the player-wide static ability it carries
    (``no_max_hand_size``: 402.2); an emblem is in the command zone, which the protocol doesn't observe."""
    kept_mana: tuple[tuple[str, str], ...] = ()
    """The part of the pool an effect says isn't lost as steps and phases end (106.4, 500.4), one entry per mana:
    (symbol, until), `until` one of `MANA_KEPT_UNTIL`; replaced, never changed in place."""
    clock: Clock = field(default_factory=Clock, kw_only=True, repr=False, compare=False)
    """The game's revision clock, which each change to the player advances (revision.py)."""

    def add_mana(self, symbol: str, n: int = 1, kept_until: str | None = None) -> None:
        """Add (or, with n < 0, spend) mana; a new Counter, so the change is tracked. Mana added with `kept_until`
        isn't lost as steps end until then; mana spent is the pool's ordinary mana first, then the kept mana that
        would be lost soonest (the payer's choice, 106.4: the one that keeps the most)."""
        pool = Counter(self.pool)
        pool[symbol] += n
        self.pool = +pool  # drops symbols with none left
        if kept_until is not None and n > 0:
            self.kept_mana = self.kept_mana + ((symbol, kept_until),) * n
        kept = [k for k in self.kept_mana if k[0] == symbol]
        if len(kept) > pool[symbol]:
            kept.sort(key=lambda k: MANA_KEPT_UNTIL.index(k[1]))
            spent = Counter(kept[:len(kept) - pool[symbol]])
            rest = []
            for k in self.kept_mana:
                if spent[k]:
                    spent[k] -= 1
                else:
                    rest.append(k)
            self.kept_mana = tuple(rest)

    def add_ability_mana(self, symbol: str, n: int = 1) -> None:
        """Add (or, with n < 0, spend) mana that may be spent only to activate abilities (106.6)."""
        pool = Counter(self.ability_pool)
        pool[symbol] += n
        self.ability_pool = +pool

    def empty_pool(self, ending: str | None = None) -> None:
        """500.4, 106.4: as a step or phase ends (`ending`, the step), the mana pool empties, but for the mana an
        effect keeps until later: "until end of combat" lasts to the end of the combat phase (500.5a: its end of
        combat step), "until end of turn" to the end of the turn (its cleanup step); mana that may be spent only to
        activate abilities (106.6) empties with the rest."""
        lasting = tuple(k for k in self.kept_mana if ending is not None and ending != "cleanup" and
                        not (k[1] == "end_of_combat" and ending == "end_of_combat"))
        if lasting != self.kept_mana:
            self.kept_mana = lasting
        if self.pool and Counter(s for s, _ in lasting) != self.pool:
            self.pool = Counter(s for s, _ in lasting)
        if self.ability_pool:
            self.ability_pool = Counter()


@dataclass
class StackAbility:
    """A triggered or activated ability on the stack (113.1b)."""

    id: str
    source: str
    source_serial: int
    source_name: str | None
    controller: str
    ability: dict[str, Any]
    targets: list[str] = field(default_factory=list)
    x: int = 0
    timestamp: int = 0
    extra: dict[str, Any] = field(default_factory=dict)
    newest_serial: int = 0
    """The newest object's serial when the ability was put on the stack: a target with a later serial has
    changed zones since, a new object the ability never targeted (400.7, 608.2b)."""


ALL_COMBAT_DAMAGE = "all combat damage"
"""The target of a prevention shield that prevents all combat damage this turn (Fog, 615.1a)."""

FREE_CAST_CHOICES = {"discover_cast": "discover", "cascade_cast": "cascade", "effect_cast": "effect",
                     "graveyard_cast": "graveyard_cast"}
"""Pending choices that offer to cast a card without paying its mana cost as an effect resolves (701.57a, 702.85a,
608.2g: an exiled card, or one an effect chose in its controller's hand; 601.2, 118.9: a card in an opponent's
graveyard, Jetsam's), each with the source of that permission."""


Continuation = Literal[
    "run_effects", "discard_in_turn_after", "discard_chosen", "scry_chosen", "card_name_chosen", "exiled_to_bottom",
    "discovered_to_hand", "paid_or_countered", "finish_spell", "spell_leaves_stack", "finish_ability",
    "end_of_turn_cleanup", "whatever_the_answer", "enter_together", "trigger_targets_chosen",
    "push_in_chosen_order", "push_triggers_in_order", "kept_one", "optional_action_chosen", "optional_action_done",
    "surveil_chosen", "card_picked", "trigger_mode_chosen",
    "life_paid_or_countered",
    "cloak_card_chosen", "library_card_found", "copy_targets_chosen", "sacrifice_picked",
    "exile_yours_chosen", "exiled_yours_picked",
    "picked_to_tap",
    "discarded_or_countered",
    "first_draw_reveal_chosen", "draw_step_drawn",
]
"""The closed set of rules a paused sequence may resume with: each names an entry of the game's rule table
(`Game.rules`, reference_engine/rules.py), which maps it to the function that continues."""

CONTINUATIONS: frozenset[str] = frozenset(get_args(Continuation))

VerbStep = NewType("VerbStep", str)
"""A continuation a verb module declares beside its verb (`verbs.continuation`): the name of its function, which
the game's rule table holds with the rules (a mutant may replace it). A `Then` names it through `verbs.then`."""

VERB_STEPS: set[str] = set()
"""The verb modules' continuations, filled as they are registered (reference_engine/verbs/__init__.py)."""


@dataclass(frozen=True)
class Then:
    """A continuation: what the game does next, as data (in the manner of phase.rs's `WaitingFor`).

    `Game.proceed(then, *answer)` calls the rule table's entry `name` with the game, `args` and then the answer,
    if any, like `functools.partial`. The entry is looked up in the game's table when it runs, so a variant (a
    mutant) that replaces the entry changes what the continuation does.
    """

    name: Continuation | VerbStep
    args: tuple[Any, ...] = ()

    def __post_init__(self) -> None:
        if self.name not in CONTINUATIONS and self.name not in VERB_STEPS:
            raise ValueError(f"{self.name!r} is not a continuation")


Done = Then | None
"""What goes on once an effect that waits for a choice is done (a named continuation; None: nothing)."""


@dataclass(eq=False)
class Pending:
    """A choice the game waits for (one player answers with a `choose` action); each one is distinct.

    The answer is passed to `then` as its last argument.
    """

    player: str
    kind: ChoiceKind
    options: list[Any]
    then: Then
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Permission:
    """A permission to cast or play a card from a zone other than the hand."""

    card: str
    serial: int
    player: str
    modes: tuple[str, ...]
    source: str
    free: bool = False
    max_mana_value: int | None = None
    until_end_of_turn: bool = False
    until_end_step: tuple[str, int] | None = None
    """"Until your next end step": (the player, the turn whose end step doesn't count because the permission
    was granted during it, else -1); it ends as that player's next end step begins."""
    until_end_of_next_turn: tuple[str, int] | None = None
    """"Until the end of your next turn": (the player, the turn it was granted in); it ends with the cleanup step
    of the first turn of that player's after that one (514.2, 611.2a)."""
    may_look: bool = False
    """406.3: the player may look at the card while it stays exiled face down (with no duration, the permission lasts
    as long as the card stays exiled: a new object has none, 400.7)."""


@dataclass
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (611.2), until end of turn, or for as long as its object
    stays on the battlefield when the effect states no duration (`lasting`, 611.2a, 400.7). A rule-modifying effect
    on a player (613.11: "you can't cast spells") has the layer ``rules`` and the player's id as its target."""

    layer: str
    timestamp: int
    target: str
    target_serial: int
    data: dict[str, Any]
    lasting: bool = False
    until_turn_of: str | None = None
    """"Until your next turn": the player whose next turn ends the effect as it begins (it survives the cleanup step,
    514.2)."""


@dataclass(frozen=True)
class PreventionShield:
    """615.7: "prevent the next N damage" (or all damage, `amount` None) to a player or a permanent this turn."""

    target: str
    serial: int | None  # the permanent's, so a new object isn't shielded (400.7); None for a player
    amount: int | None


@dataclass
class TriggerInstance:
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    source: str
    source_serial: int
    source_name: str | None
    controller: str
    ability: dict[str, Any]
    x: int = 0
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class TurnRecord:
    """What happened this turn that triggers and their conditions ask about; a new record as each turn begins.

    "Your second spell each turn", "your second card each turn" (603.2: an event matched by its number that turn),
    "the first time you investigate each turn", "if a creature died this turn" (603.4).
    """

    spells_cast: dict[str, int] = field(default_factory=dict)
    """Spells each player cast this turn (601.2i), by player."""
    cards_drawn: dict[str, int] = field(default_factory=dict)
    """Cards each player drew this turn (121.1), by player."""
    investigations: dict[str, int] = field(default_factory=dict)
    """Times each player investigated this turn (701.16a), by player."""
    died_under: dict[str, int] = field(default_factory=dict)
    """Creatures put into a graveyard from the battlefield this turn (700.4), by the player who controlled each."""
    descended: frozenset[str] = frozenset()
    """700.11: the players who descended this turn (a permanent card was put into their graveyard from anywhere)."""
    spell_types: dict[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    """The card types of each spell each player cast this turn, in order, by player: "your first instant or sorcery
    spell each turn"."""
    triggered_once: frozenset[tuple[int, str]] = frozenset()
    """Abilities that trigger only once each turn and did, by their source's serial (a new object's ability may
    trigger again, 400.7) and the ability."""
    delayed_triggers: tuple[TriggerInstance, ...] = ()
    """603.7b: delayed triggered abilities that last this turn ("until end of turn, whenever ..."), each as the
    trigger it makes (its source, controller and ability, 603.7e); they end with the turn (514.2)."""

    life_gained: dict[str, int] = field(default_factory=dict)
    """Life each player gained this turn (119.3), by player: "the amount of life you gained this turn"."""
    attacked: frozenset[str] = frozenset()
    """Players who declared one or more attackers this turn (508.1a): "if you attacked this turn"."""
    lost_life: frozenset[str] = frozenset()
    """Players who lost life this turn (119.3): "for each opponent who lost life this turn"."""
    combat_damaged: frozenset[str] = frozenset()
    """Players dealt combat damage this turn (510.2): "opponents who were dealt combat damage this turn"."""
    damaged: frozenset[int] = frozenset()
    """Permanents dealt damage this turn (120.3), by serial: "if it was dealt damage this turn"."""
    damaged_by: frozenset[tuple[int, int]] = frozenset()
    """Damage dealt to permanents this turn (120.3) by source: (the source's serial, the permanent's serial):
    "a creature dealt damage by this this turn"."""
    left_battlefield_under: frozenset[str] = frozenset()
    """Players who controlled a permanent as it left the battlefield this turn (for any zone, tokens included):
    "if a permanent you controlled left the battlefield this turn" (603.4)."""
    put_counter_on_creature: frozenset[str] = frozenset()
    """Players who put one or more counters on a creature this turn (122.6: as it entered, too): "if you put a
    counter on a creature this turn" (603.4)."""
    permanents_to_graveyard: int = 0
    """Permanents put into a graveyard from the battlefield this turn, anyone's, tokens included: gravestorm's count
    (702.69a)."""
    sacrificed: dict[str, tuple[frozenset[str], ...]] = field(default_factory=dict)
    """The card types of each permanent each player sacrificed this turn (701.21a), as it last existed, by player:
    "activate only if you've sacrificed an artifact this turn"."""
    clues_sacrificed: dict[str, int] = field(default_factory=dict)
    """Clues each player sacrificed this turn (701.21a, 111.10f), by player: "if you sacrificed three or more Clues
    this turn" (603.4)."""
    extra_land_plays: dict[str, int] = field(default_factory=dict)
    """Additional land plays effects gave each player this turn (305.2a), by player: "you may play an additional
    land this turn"."""
    blocked: frozenset[int] = frozenset()
    """Creatures declared as blockers this turn (509.1), by serial: "each creature that blocked this turn"."""
    exiled_if_dies: frozenset[int] = frozenset()
    """Permanents that are exiled instead if they would die this turn (614.1a), by serial: "if that creature would
    die this turn, exile it instead" (a new object isn't, 400.7)."""
    regeneration_shields: tuple[int, ...] = ()
    """Regeneration shields (701.19a) on permanents, one entry per shield, by serial: each replaces that object's next
    destruction this turn (614.8); they end with the turn (514.2)."""

    @property
    def creatures_died(self) -> int:
        """Creatures that died this turn (700.4), anyone's."""
        return sum(self.died_under.values())

    def spell_cast(self, pid: str, types: tuple[str, ...]) -> None:
        """601.2i: the player cast a spell with these card types."""
        self.count(self.spells_cast, pid)
        self.spell_types[pid] = (*self.spell_types.get(pid, ()), tuple(types))

    def spell_kinds(self, pid: str) -> frozenset[str]:
        """Whether the player cast a ``creature`` spell, a ``noncreature`` spell, or both this turn."""
        return frozenset("creature" if "Creature" in types else "noncreature"
                         for types in self.spell_types.get(pid, ()))

    def count(self, record: dict[str, int], pid: str) -> int:
        """Add one to a player's count in `record` (one of the dicts above); the count now."""
        record[pid] = record.get(pid, 0) + 1
        return record[pid]


Ready = list[tuple[TriggerInstance, list[str]]]
"""Triggers whose targets are chosen, waiting to be put on the stack, each with its targets."""


@dataclass(eq=False)
class GameState:
    """Everything a game is, and nothing derived from it (derived values live in the game's `Memo`).

    A plain dataclass: `copy.deepcopy` copies it and pickle round-trips it, also while a choice is pending.
    `Game` is built on it: each field is an attribute of the game that the rule functions read and change.
    Each game is distinct (identity, not field-by-field equality).
    """

    rng: random.Random = field(default_factory=random.Random)
    clock: Clock = field(default_factory=Clock)
    """The revision counter of this game's tracked objects (reference_engine/revision.py)."""
    synthetic: dict[str, CardDef] = field(default_factory=dict)
    """Cards the setup defines, by name."""
    players: list[Player] = field(default_factory=list)
    objects: dict[str, GameObject] = field(default_factory=dict)
    zones: dict[tuple[str, Zone], list[str]] = field(default_factory=dict)
    """Each player's zones (library top first), by (player, zone); the shared zones have their own lists."""
    sideboards: dict[str, dict[str, CardDef]] = field(default_factory=dict)
    """The cards each player owns outside the game (400.11, 400.11a), by player then card id: in no zone, so in no
    observation, until an effect brings one in (400.11b)."""
    battlefield: list[str] = field(default_factory=list)
    stack: list[str] = field(default_factory=list)
    """Bottom first: spells (object ids) and abilities (`stack_abilities` ids)."""
    stack_abilities: dict[str, StackAbility] = field(default_factory=dict)
    continuous_effects: list[ContinuousEffect] = field(default_factory=list)
    permissions: list[Permission] = field(default_factory=list)
    prevention_shields: list[PreventionShield] = field(default_factory=list)
    """Replaced, never changed in place."""
    damage_unpreventable: bool = False
    """615.12: "damage can't be prevented this turn"."""
    face_down_lookers: frozenset[str] = frozenset()
    """708.5: players an effect allows to look at face-down creatures they don't control until end of turn."""
    activated_once: frozenset[tuple[int, int]] = frozenset()
    """Abilities limited to once each turn that were activated, by serial and index."""
    loyalty_activated: frozenset[int] = frozenset()
    """606.3: the permanents (by serial) one of whose loyalty abilities was activated this turn."""
    activated_ever: frozenset[tuple[int, int]] = frozenset()
    """602.5b: abilities limited to "activate only once" that were activated, by serial and index (a new object,
    400.7, may activate its own again)."""
    control_until_end_of_turn: list[tuple[str, int, str]] = field(default_factory=list)
    copy_until_end_of_turn: list[tuple[str, int]] = field(default_factory=list)
    """611.2a, 707.2: the permanents (card id, serial) that became a copy of a card until end of turn (514.2 ends
    it: they have their own copiable values again)."""
    """613.1b: control changed until end of turn, as (card id, serial, the controller before), oldest first."""
    permissions_used: frozenset[int] = frozenset()
    """Permanents whose "once each turn" permission was used this turn, by serial: each object's own (400.7)."""
    pending: Pending | None = None
    pending_triggers: list[TriggerInstance] = field(default_factory=list)
    last_known: dict[int, tuple[GameObject, Characteristics]] = field(default_factory=dict)
    """608.2h: objects that left the battlefield as they last existed there, by serial."""
    left_together: list[GameObject] = field(default_factory=list)
    """603.10a: the permanents that one event is moving off the battlefield, while their triggers are checked."""
    was_attached_to: dict[str, int] = field(default_factory=dict)
    """603.10a: each attachment's last host that left, by its serial."""
    events: list[GameEvent] = field(default_factory=list)
    """What the action being performed has done so far."""
    attackers: dict[str, str] = field(default_factory=dict)
    """508.1: the attackers as declared, card id -> the player attacked; one removed from combat stays here."""
    blockers: dict[str, str] = field(default_factory=dict)
    """509.1: the blockers as declared, card id -> the attacker blocked (which stays blocked, 509.1h)."""
    combatants: dict[str, int] = field(default_factory=dict)
    """506.4: the attackers and blockers still in combat, card id -> serial of the object declared: one that left
    the battlefield (a new object if it returns, 400.7) or changed control is removed."""
    awaiting_declaration: Literal["attackers", "blockers"] | None = None
    """508.1, 509.1: the declaration the game waits for (a `declare_attackers` or `declare_blockers` action)."""
    damage_batch: dict[str, int] | None = None
    """120.4b, 510.2: while combat damage is being dealt (all at once), the damage each permanent is dealt in it, by
    object id, so that its "is dealt damage" abilities trigger once for the whole event; None otherwise."""
    regular_damage_dealers: frozenset[str] | None = None
    """510.4: set during a first-strike combat damage step."""
    turn_number: int = 1
    extra_turns: tuple[str, ...] = ()
    next_spell_reductions: tuple[tuple[str, dict[str, Any], int], ...] = ()
    """601.2f, 611.2a: "the next Dragon spell you cast costs {2} less to cast", as (player, the spell's filter, the
    generic mana it takes off), each lasting until that player casts a spell it picks (used up then)."""
    """500.7: the extra turns still to be taken after this one, by player, the most recently created first."""
    this_turn: TurnRecord = field(default_factory=TurnRecord)
    """What happened this turn that abilities ask about (a new record as each turn begins)."""
    noncreature_since_turn: dict[str, int] = field(default_factory=dict)
    """Noncreature spells each player cast (601.2i) since the beginning of their most recent turn, by player:
    "since the beginning of your last turn" (a new count as the player's turn begins)."""
    active: str = ""
    step: Step = "precombat_main"
    priority: str = ""
    passes: int = 0
    game_over: bool = False
    winners: list[str] = field(default_factory=list)
    until_next_turn_triggers: tuple[TriggerInstance, ...] = ()
    """603.7b: delayed triggered abilities lasting until their controller's next turn ("until your next turn,
    whenever ..."), each as the trigger it makes; they end as that turn begins (turns.begin_turn)."""
    at_next_end_step: list[TriggerInstance] = field(default_factory=list)
    """603.7: delayed triggered abilities waiting for the beginning of the next end step (whoever's turn it is), each
    as the trigger it makes; each triggers once (delayed_triggers.py)."""
    announced_cost_increase: ManaCost | None = None
    """601.2f: the mana the additional costs announced for the spell being cast add to it (a flash cost, 702.8a;
    replicate paid N times, 702.56a), while its total cost is worked out."""
    announced_disturb_cost: ManaCost | None = None
    """601.2f, 702.146a: the disturb cost of the card being cast transformed, while its total cost is worked out."""
    announced_target_count: int = 0
    """601.2c, 601.2f: how many targets the spell being cast has, while its total cost is worked out ("costs {W}{U}
    more to cast for each target beyond the first")."""
    _serial: int = 0
    _timestamp: int = 0
    _shared_timestamp: int | None = None
    _created: int = 0
    _abilities: int = 0
