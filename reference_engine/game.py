"""The game: its setup, objects and zones (400), choices, and the rules every section uses (102-116, 400).

`Game` is built from a neutral setup and driven by neutral actions. Its state
is a plain dataclass (`GameState`, reference_engine/state.py); the rules are
functions over the game, one module per section of the Comprehensive Rules
(turns and priority 500-514 and 117, casting 601-602, the stack and resolution 608, effects 609/701, triggers 603,
state-based actions 704, face-down objects 708, combat 506-511, observation),
which `Game` lists by name: its rule table (`Game.rules`, reference_engine/rules.py)
dispatches actions and continuations, and a mutant replaces entries of it.
This module keeps the rules of objects, zones and choices. Values derived from
the state live in one `Memo`.
"""

from __future__ import annotations

import copy
import dataclasses
import random
import re
from typing import Any, TypeVar

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Action
from mtg_protocol.vocab import FACE_DOWN_BY, SETUP_OUTSIDE_GAME, SETUP_ZONES, ZONES, ChoiceKind, SetupZone

from . import (
    activation_costs,
    activation_limits,
    blocking,
    case,
    casting,
    combat,
    delayed_triggers,
    effects,
    exile_yours,
    face_down,
    flash_permission,
    flashback_grants,
    graveyard_leaves,
    graveyard_rules,
    graveyard_triggers,
    land_plays,
    legal,
    omen,
    optional_tap,
    planeswalkers,
    regeneration,
    saga,
    sba,
    suspend,
    trigger_events,
    triggers,
    turns,
    zones,
)
from . import cloak as cloaking
from . import counters_put as counter_events
from . import library as library_actions
from . import modal as modal_triggers
from . import observe as observation
from . import search as library_search
from . import stack as resolution
from . import transform as transforming
from .cards import CardDef, lookup, parse_card
from .interface import GameRules
from .mana import parse_pool
from .memo import Memo
from .objects import GameObject
from .rules import ACTION_KINDS, Rule, check_replacement, rules_of
from .state import STEPS, GameState, Pending, Player, Rejected, SetupError, Then
from .verbs import CONTINUED
from .verbs.vocabulary import check_card

T = TypeVar("T")
ENGINE_ID = re.compile(r"[ta][0-9]+")
"""The ids the game gives what it creates: tokens and copies (t1, ...), abilities on the stack (a1, ...)."""
G = TypeVar("G", bound="Game")


class Game(GameRules):
    """A game of Magic between two or more players, deterministic for a given setup and seed.

    The game's data is its `GameState` fields (copy it with `copy.deepcopy`, or `as_state`); `memo` holds
    what is derived from them. `memoise=False` turns every memoised value off (the oracle for the memo).
    """

    # The rules of each section, by name: the module functions (each takes the game first) are the game's methods,
    # and with the game's own rules below they make the reference rule table (`rules`, set under the class).

    # ----- 400, 109-110, 613: objects, zones and characteristics (zones.py) ---------------------------------------
    next_timestamp = zones.next_timestamp
    simultaneously = zones.simultaneously
    new_object = zones.new_object
    battlefield_changed = zones.battlefield_changed
    new_created_id = zones.new_created_id
    new_ability_id = zones.new_ability_id
    player = zones.player
    opponents = zones.opponents
    next_player_after = zones.next_player_after
    apnap = zones.apnap
    zone_list = zones.zone_list
    battlefield_objects = zones.battlefield_objects
    library = zones.library
    obj = zones.obj
    invalidate = zones.invalidate
    while_unchanged = zones.while_unchanged
    chars = zones.chars
    move = zones.move
    leave_battlefield_together = zones.leave_battlefield_together
    cease_to_exist = zones.cease_to_exist
    detach_all_from = zones.detach_all_from
    static_abilities = zones.static_abilities
    has_lost_abilities = zones.has_lost_abilities
    emit = zones.emit
    reveal = zones.reveal

    # ----- 500-514, 117: turns, steps and priority (turns.py) -----------------------------------------------------
    is_main_phase_of = turns.is_main_phase_of
    sorcery_timing = turns.sorcery_timing
    give_priority = turns.give_priority
    pass_priority = turns.pass_priority
    advance_step = turns.advance_step
    begin_turn = turns.begin_turn
    begin_step = turns.begin_step
    end_permissions_until_end_step = turns.end_permissions_until_end_step
    untap_step = turns.untap_step
    cleanup_step = turns.cleanup_step
    end_of_turn_cleanup = turns.end_of_turn_cleanup
    draw_step_drawn = turns.draw_step_drawn

    # ----- 601-602: casting spells and activating abilities, their costs (118) and mana (106) (casting.py) --------
    proposed_characteristics = casting.proposed_characteristics
    castable_modes = casting.castable_modes
    printed_disguise_cost = casting.printed_disguise_cost
    cast_permission = casting.cast_permission
    library_top_permission = casting.library_top_permission
    may_cast_from_library_top = casting.may_cast_from_library_top
    library_top_permission_source = casting.library_top_permission_source
    check_casting_timing = casting.check_casting_timing
    check_cast_prohibitions = casting.check_cast_prohibitions
    forbid_casting_until_next_turn = casting.forbid_casting_until_next_turn
    casting_forbidden = casting.casting_forbidden
    check_alternative_cost = casting.check_alternative_cost
    check_mana_value_limit = casting.check_mana_value_limit
    announce_x = casting.announce_x
    announce_additional_costs = casting.announce_additional_costs
    can_sacrifice = casting.can_sacrifice
    sacrifice_set_allowed = casting.sacrifice_set_allowed
    flash_cost_paid = casting.flash_cost_paid
    announce_replicate = casting.announce_replicate
    offers_flash_cost = casting.offers_flash_cost
    is_clue = casting.is_clue
    total_cost = casting.total_cost
    mana_sources = casting.mana_sources
    _untapped_mana_sources = casting._untapped_mana_sources
    plan = casting.plan
    pay = casting.pay
    sacrifice = casting.sacrifice
    prepare_cast = casting.prepare_cast
    check_may_begin_casting = casting.check_may_begin_casting
    cast = casting.cast
    cast_candidates = casting.cast_candidates
    announce_division = casting.announce_division
    announce_modes = casting.announce_modes
    castable_with = casting.castable_with
    prepare_activation = casting.prepare_activation
    activate = casting.activate
    mana_color_choice = casting.mana_color_choice
    resolve_mana_ability = casting.resolve_mana_ability

    # ----- 115, 405, 608: targets, the stack and resolution; countering (701.6) (stack.py) ------------------------
    is_legal_target = resolution.is_legal_target
    target_filter_holds = resolution.target_filter_holds
    can_be_targeted_by = resolution.can_be_targeted_by
    protected_from = resolution.protected_from
    legal_target_choices = resolution.legal_target_choices
    choose_targets = resolution.choose_targets
    targets_in_one_graveyard = resolution.targets_in_one_graveyard
    new_target_choices = resolution.new_target_choices
    change_targets = resolution.change_targets
    push_ability = resolution.push_ability
    resolve_top = resolution.resolve_top
    targets_still_legal = resolution.targets_still_legal
    resolve_spell = resolution.resolve_spell
    spell_fizzles = resolution.spell_fizzles
    finish_spell = resolution.finish_spell
    spell_leaves_stack = resolution.spell_leaves_stack
    zone_leaving_stack = resolution.zone_leaving_stack
    exile_resolving_adventure = resolution.exile_resolving_adventure
    counter = resolution.counter
    resolve_ability = resolution.resolve_ability
    finish_ability = resolution.finish_ability
    enter_battlefield_from_stack = resolution.enter_battlefield_from_stack

    # ----- 609, 701: effects and keyword actions, behind the effect vocabulary (verbs/) (effects.py) --------------
    run_effects = effects.run_effects
    amount = effects.amount
    count_as_it_resolves = effects.count_as_it_resolves
    counted_permanent = effects.counted_permanent
    effect_object = effects.effect_object
    effect_target_id = effects.effect_target_id
    permanent_serial = effects.permanent_serial
    do_effect = effects.do_effect
    change_life = effects.change_life
    deal_damage = effects.deal_damage
    lifelink = effects.lifelink
    spell_has_lifelink = effects.spell_has_lifelink
    add_prevention_shield = effects.add_prevention_shield
    damage_can_be_prevented = effects.damage_can_be_prevented
    apply_prevention = effects.apply_prevention
    add_until_end_of_turn = effects.add_until_end_of_turn
    replacement_multiplier = effects.replacement_multiplier
    tokens_plus = effects.tokens_plus
    put_counters = effects.put_counters
    attach = effects.attach
    exile_object = effects.exile_object
    exile_and_return = effects.exile_and_return
    exile_and_return_transformed = effects.exile_and_return_transformed
    put_onto_battlefield = effects.put_onto_battlefield
    put_onto_battlefield_together = effects.put_onto_battlefield_together
    can_enter_battlefield = effects.can_enter_battlefield
    gain_control_until_end_of_turn = effects.gain_control_until_end_of_turn
    gain_lasting_control = effects.gain_lasting_control
    goaders = blocking.goaders
    end_control_effects = effects.end_control_effects
    become_copy_until_end_of_turn = effects.become_copy_until_end_of_turn
    end_copy_effects = effects.end_copy_effects
    token_def = effects.token_def
    create_tokens = effects.create_tokens
    can_enchant = effects.can_enchant
    enchant_restriction = effects.enchant_restriction
    creatures_matching = effects.creatures_matching
    create_role = effects.create_role
    copy_spell = effects.copy_spell
    create_token_copy = effects.create_token_copy
    discard = effects.discard
    discard_in_turn = effects.discard_in_turn
    discard_in_turn_after = effects.discard_in_turn_after
    discard_chosen = effects.discard_chosen
    discard_hand = effects.discard_hand
    offer_sacrifice = effects.offer_sacrifice
    sacrifice_picked = effects.sacrifice_picked
    scry = effects.scry
    scry_chosen = effects.scry_chosen
    choose_card_name = effects.choose_card_name
    card_name_chosen = effects.card_name_chosen
    face_by_name = effects.face_by_name
    exile_top_may_play = effects.exile_top_may_play
    exile_face_down_may_play = effects.exile_face_down_may_play
    discover = effects.discover
    exiled_to_bottom = effects.exiled_to_bottom
    discovered_to_hand = effects.discovered_to_hand
    discover_exile_top = effects.discover_exile_top
    discover_qualifies = effects.discover_qualifies
    discover_uncastable = effects.discover_uncastable
    ward_counter_unless_paid = effects.ward_counter_unless_paid
    counter_unless_paid = effects.counter_unless_paid
    paid_or_countered = effects.paid_or_countered
    life_paid_or_countered = effects.life_paid_or_countered
    discarded_or_countered = effects.discarded_or_countered
    optional_action = effects.optional_action
    optional_action_chosen = effects.optional_action_chosen
    optional_action_done = effects.optional_action_done
    trigger_reflexive = effects.trigger_reflexive

    # ----- 603: triggered abilities (triggers.py) -----------------------------------------------------------------
    triggered_abilities = triggers.triggered_abilities
    queue_trigger = triggers.queue_trigger
    trigger_enters = triggers.trigger_enters
    enter_together = triggers.enter_together
    apply_as_enters = triggers.apply_as_enters
    enters_as_a_copy = triggers.enters_as_a_copy
    trigger_entered = triggers.trigger_entered
    trigger_cast = triggers.trigger_cast
    trigger_ward = triggers.trigger_ward
    nth_this_turn = triggers.nth_this_turn
    card_drawn = triggers.card_drawn
    draw_then = triggers.draw_then
    first_draw_reveal_chosen = triggers.first_draw_reveal_chosen
    investigated = triggers.investigated
    card_discarded = triggers.card_discarded
    trigger_attackers_declared = triggers.trigger_attackers_declared
    attacks_player_or_their_planeswalker = triggers.attacks_player_or_their_planeswalker
    trigger_targeted_by_spell = triggers.trigger_targeted_by_spell
    trigger_sacrificed_clue = triggers.trigger_sacrificed_clue
    trigger_leaves_battlefield = triggers.trigger_leaves_battlefield
    trigger_creature_dies = triggers.trigger_creature_dies
    died_before_in_event = triggers.died_before_in_event
    trigger_other_enters = triggers.trigger_other_enters
    trigger_permanent_left = triggers.trigger_permanent_left
    trigger_self_left = triggers.trigger_self_left
    trigger_put_into_graveyard = graveyard_triggers.trigger_put_into_graveyard
    trigger_at_next_end_step = delayed_triggers.trigger_at_next_end_step
    trigger_cards_left_graveyard = graveyard_leaves.trigger_cards_left_graveyard
    watched = triggers.watched
    event_object_matches = triggers.event_object_matches
    trigger_beginning_of_step = triggers.trigger_beginning_of_step
    is_enchanted = triggers.is_enchanted
    controls_enchanted_creature = triggers.controls_enchanted_creature
    trigger_turned_face_up = triggers.trigger_turned_face_up
    trigger_creature_turned_face_up = triggers.trigger_creature_turned_face_up
    trigger_combat_damage_to_player = triggers.trigger_combat_damage_to_player
    trigger_attacks = triggers.trigger_attacks
    permanent_dealt_damage = triggers.permanent_dealt_damage
    trigger_dealt_damage = triggers.trigger_dealt_damage
    intervening_if_holds = triggers.intervening_if_holds
    event_object_as_it_is = triggers.event_object_as_it_is
    trigger_source_as_it_is = triggers.trigger_source_as_it_is
    put_triggers_on_stack = triggers.put_triggers_on_stack
    _stack_in_apnap_order = triggers._stack_in_apnap_order
    _choose_trigger_targets = triggers._choose_trigger_targets
    trigger_targets_chosen = triggers.trigger_targets_chosen
    push_in_chosen_order = triggers.push_in_chosen_order
    push_triggers_in_order = triggers.push_triggers_in_order
    ask_trigger_order = triggers.ask_trigger_order
    _push_trigger = triggers._push_trigger

    # ----- 704: state-based actions (sba.py) ----------------------------------------------------------------------
    check_state_based_actions = sba.check_state_based_actions
    copies_and_tokens_outside = sba.copies_and_tokens_outside
    check_player_losses = sba.check_player_losses
    leave_game_cleanup = sba.leave_game_cleanup
    end_game = sba.end_game
    role_group = sba.role_group
    roles_to_keep = sba.roles_to_keep
    role_rule_losers = sba.role_rule_losers
    ask_keep_role = sba.ask_keep_role
    have_same_name = sba.have_same_name
    legend_group = sba.legend_group
    legend_rule_losers = sba.legend_rule_losers
    ask_keep_one = sba.ask_keep_one
    kept_one = sba.kept_one
    put_all_but = sba.put_all_but

    # ----- 708: face-down permanents (disguise 702.168, manifest 701.40, cloak 701.58) (face_down.py) -------------
    disguise_cost_if_face_up = face_down.disguise_cost_if_face_up
    manifested_mana_cost = face_down.manifested_mana_cost
    face_up_costs = face_down.face_up_costs
    turn_face_up_special_action = face_down.turn_face_up_special_action
    as_turned_face_up = face_down.as_turned_face_up
    turn_permanent_face_up = face_down.turn_permanent_face_up
    turned_face_up_by_effect = face_down.turned_face_up_by_effect
    turn_face_down = face_down.turn_face_down

    # ----- 506-511: combat (combat.py) ----------------------------------------------------------------------------
    can_attack = combat.can_attack
    attackable = combat.attackable
    defending_player = combat.defending_player
    begin_declare_attackers = combat.begin_declare_attackers
    declare_attackers = combat.declare_attackers
    begin_declare_blockers = combat.begin_declare_blockers
    declare_blockers = combat.declare_blockers
    combat_damage_step = combat.combat_damage_step
    strikes_first = combat.strikes_first
    strikes_twice = combat.strikes_twice
    creatures_in_combat = combat.creatures_in_combat
    has_second_combat_damage_step = combat.has_second_combat_damage_step
    deal_combat_damage = combat.deal_combat_damage
    is_in_combat = combat.is_in_combat
    is_attacking = combat.is_attacking
    is_blocking = combat.is_blocking
    remove_from_combat = combat.remove_from_combat
    end_combat = combat.end_combat

    # ----- 603.2: trigger events beyond triggers.py's (blocking, combat damage to a creature, sacrifice), 502.3 ------
    trigger_blocks = trigger_events.trigger_blocks
    trigger_combat_damage_to_creature = trigger_events.trigger_combat_damage_to_creature
    trigger_damage_to_creatures = trigger_events.trigger_damage_to_creatures
    trigger_sacrificed = trigger_events.trigger_sacrificed
    skip_next_untap = trigger_events.skip_next_untap
    untaps_this_step = trigger_events.untaps_this_step
    was_alone_in_combat = trigger_events.was_alone_in_combat
    trigger_delayed = trigger_events.trigger_delayed
    trigger_counters_put = counter_events.trigger_counters_put
    nth_spell_this_turn = trigger_events.nth_spell_this_turn
    ward_cost = trigger_events.ward_cost
    trigger_noncombat_damage_to_opponent = trigger_events.trigger_noncombat_damage_to_opponent
    trigger_creatures_combat_damage = trigger_events.trigger_creatures_combat_damage
    trigger_becomes_blocked = trigger_events.trigger_becomes_blocked
    may_cast_as_though_flash = flash_permission.may_cast_as_though_flash
    check_counter_cost = activation_costs.check_counter_cost
    crew_cost_creatures = activation_costs.crew_cost_creatures
    may_crew = activation_costs.may_crew
    pay_counter_cost = activation_costs.pay_counter_cost
    changed_activation_cost = activation_costs.changed_activation_cost
    discard_cost_cards = activation_costs.discard_cost_cards
    pay_discard_cost = activation_costs.pay_discard_cost
    exile_cost_permanents = activation_costs.exile_cost_permanents
    may_exile_for_cost = activation_costs.may_exile_for_cost
    pay_exile_cost = activation_costs.pay_exile_cost
    tap_cost_permanents = activation_costs.tap_cost_permanents
    target_specs_with_x = resolution.target_specs_with_x
    may_tap_for_cost = activation_costs.may_tap_for_cost
    pay_tap_cost = activation_costs.pay_tap_cost
    check_activation_restrictions = activation_limits.check_activation_restrictions
    check_activation_zone = activation_limits.check_activation_zone
    sacrificed_this_turn = activation_limits.sacrificed_this_turn
    check_sacrifice_other = activation_limits.check_sacrifice_other
    activation_forbidden = activation_limits.activation_forbidden
    kept_tapped = activation_limits.kept_tapped

    # ----- what a viewer may see (708.5, 401.2, 402.3): the protocol's observation (observe.py) -------------------
    may_see = observation.may_see
    describe = observation.describe
    _describe = observation._describe
    observe = observation.observe
    players_view = observation.players_view
    objects_view = observation.objects_view
    zones_in_view_order = observation.zones_in_view_order
    zone_view = observation.zone_view
    stack_view = observation.stack_view
    pending_view = observation.pending_view
    cast_permissions_view = observation.cast_permissions_view
    _cast_permissions = observation._cast_permissions

    # ----- 701.25, 608.2d: library actions beyond drawing and scrying, a card picked (library.py) -----------------
    surveil = library_actions.surveil
    surveil_next = library_actions.surveil_next
    surveil_chosen = library_actions.surveil_chosen
    has_quality = library_actions.has_quality
    pick_card = library_actions.pick_card
    card_picked = library_actions.card_picked
    look_and_take = library_actions.look_and_take
    mill_and_take = library_actions.mill_and_take
    put_from_hand = library_actions.put_from_hand

    # ----- 700.2, 603.3c: modal triggered abilities (modal.py) ---------------------------------------------------
    ask_trigger_mode = modal_triggers.ask_trigger_mode
    trigger_mode_chosen = modal_triggers.trigger_mode_chosen
    # ----- 715.3d, 305.1: a land card played from exile after its Adventure (casting.py) -------------------------
    may_play_adventure_land = casting.may_play_adventure_land

    # ----- 720: Omen cards (omen.py) ---------------------------------------------------------------------------
    shuffle_resolving_omen = omen.shuffle_resolving_omen

    # ----- 714: Saga cards (saga.py) ---------------------------------------------------------------------------
    put_lore_counters = saga.put_lore_counters
    lore_counter_as_saga_enters = saga.lore_counter_as_saga_enters
    add_lore_counters_turn_based = saga.add_lore_counters_turn_based
    chapter_waiting = saga.chapter_waiting
    saga_read = saga.saga_read

    # ----- 306, 606: planeswalkers and loyalty abilities (planeswalkers.py) -------------------------------------
    loyalty_as_planeswalker_enters = planeswalkers.loyalty_as_planeswalker_enters
    check_loyalty_cost = planeswalkers.check_loyalty_cost
    pay_loyalty_cost = planeswalkers.pay_loyalty_cost
    remove_loyalty_for_damage = planeswalkers.remove_loyalty_for_damage

    # ----- 719: Case cards (case.py) ---------------------------------------------------------------------------
    solve_condition_holds = case.solve_condition_holds
    solve = case.solve
    may_activate_solved = case.may_activate_solved
    # ----- 701.58: cloaking chosen cards (cloak.py) -------------------------------------------------------------
    cloak_card = cloaking.cloak_card
    cloak_chosen = cloaking.cloak_chosen
    cloak_next_choice = cloaking.cloak_next_choice
    cloak_card_chosen = cloaking.cloak_card_chosen
    counters_as_it_enters = cloaking.counters_as_it_enters

    # ----- 701.23, 701.24: searching a library (search.py) ------------------------------------------------------
    search_library = library_search.search_library
    library_card_found = library_search.library_card_found

    # ----- 702.34a: flashback, printed or granted until end of turn (flashback_grants.py) -----------------------
    flashback_cost_of = flashback_grants.flashback_cost_of
    with_granted_flashback = flashback_grants.with_granted_flashback

    # ----- 702.62: suspend (suspend.py) ---------------------------------------------------------------------------
    has_suspend = suspend.has_suspend
    is_suspended = suspend.is_suspended
    trigger_suspend_upkeep = suspend.trigger_suspend_upkeep
    time_counter_removed = suspend.time_counter_removed

    # ----- 608.2d, 701.26a: tapping permanents as an optional action (optional_tap.py) --------------------------
    untapped_to_tap = optional_tap.untapped_to_tap
    tap_chosen = optional_tap.tap_chosen
    picked_to_tap = optional_tap.picked_to_tap

    # ----- 603.7c, 707.10c: the next spell cast this turn, a copy's new targets (trigger_events.py, effects.py) -----
    trigger_next_cast = trigger_events.trigger_next_cast
    choose_new_targets = effects.choose_new_targets
    copy_targets_chosen = effects.copy_targets_chosen

    # ----- 701.27, 712: transforming double-faced cards (transform.py) -------------------------------------------
    can_transform = transforming.can_transform
    transform_permanent = transforming.transform_permanent
    trigger_transformed_into = transforming.trigger_transformed_into
    trigger_linked_left = transforming.trigger_linked_left
    check_life_cost = activation_costs.check_life_cost
    pay_life_cost = activation_costs.pay_life_cost

    # ----- 115.1, 614.1a, 603.2: graveyards (graveyard_rules.py) ---------------------------------------------------
    graveyard_cards_untargetable = graveyard_rules.graveyard_cards_untargetable
    graveyard_destination = graveyard_rules.graveyard_destination
    trigger_creature_cards_to_graveyard = graveyard_rules.trigger_creature_cards_to_graveyard
    trigger_library_cards_to_graveyard = graveyard_rules.trigger_library_cards_to_graveyard
    # ----- 701.19, 614.8: regeneration (regeneration.py) -------------------------------------------------------------
    add_regeneration_shield = regeneration.add_regeneration_shield
    regenerated_instead = regeneration.regenerated_instead
    # ----- 500.7, 601.3: extra turns, a spell's own casting restriction (turns.py, casting.py) -------------------
    next_turns_player = turns.next_turns_player
    check_casting_restriction = casting.check_casting_restriction
    use_next_spell_reductions = casting.use_next_spell_reductions
    zero_cost_source = casting.zero_cost_source

    # ----- 608.2d: an optional exile of permanents of stated kinds (exile_yours.py) -----------------------------
    offer_exile_yours = exile_yours.offer_exile_yours
    exile_yours_chosen = exile_yours.exile_yours_chosen
    pick_exiled_yours = exile_yours.pick_exiled_yours
    exiled_yours_picked = exile_yours.exiled_yours_picked
    # ----- 305.2: additional land plays (land_plays.py) ----------------------------------------------------------
    land_plays_allowed = land_plays.land_plays_allowed
    may_play_another_land = land_plays.may_play_another_land
    grant_additional_land_play = land_plays.grant_additional_land_play

    @classmethod
    def variant(cls, name: str, replacements: dict[str, Rule]) -> type[Game]:
        """This game with some entries of its rule table replaced, each by a function of the same signature
        (`check_replacement`): the replacements are the variant's table entries and its methods alike."""
        for rule, replacement in replacements.items():
            check_replacement(cls.rules, rule, replacement)
        return type(name, (cls,), {**replacements, "__qualname__": name})

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A subclass (a variant, or a test's game) gets its own table, so dispatch reaches what it redefines."""
        super().__init_subclass__(**kwargs)
        cls.rules = _table(cls)

    def __init__(self, setup: JSON, *, memoise: bool = True) -> None:
        GameState.__init__(self, rng=random.Random(setup.get("seed", 0)))
        self.memo = Memo(memoise)
        for name, data in (setup.get("cards") or {}).items():
            defined = {**data, "name": data.get("name", name)}
            try:
                check_card(defined)  # the card's effects against the verbs, then its layout and faces
                self.synthetic[name] = parse_card(defined)
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
            for zone in ZONES:
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
            for zone in SETUP_ZONES:
                for entry in p.get(zone) or []:
                    self._setup_id(entry["id"], seen, ids)
                    obj = self._setup_object(entry, p["id"], zone, ids)
                    if entry.get("attached_to"):
                        attachments.append((obj, entry["attached_to"]))
            self.sideboards[p["id"]] = {}
            for entry in p.get(SETUP_OUTSIDE_GAME) or []:  # 400.11a: outside the game, in no zone
                cid = self._setup_id(entry["id"], seen, ids)
                self.sideboards[p["id"]][cid] = self.card_def(entry["card"])
        for obj, host in attachments:
            if host not in self.objects or self.objects[host].zone != "battlefield":
                raise SetupError(f"{obj.id} is attached to {host!r}, which is not on the battlefield")
            obj.attached_to = host
        self.priority: str = self.active
        self.passes = 0
        self.invalidate()

    @staticmethod
    def _setup_id(cid: str, seen: set[str], ids: list[str]) -> str:
        """A setup's card id, checked unique and outside the engine's namespace, then marked seen."""
        if cid in seen:
            raise SetupError(f"card id {cid!r} is used twice")
        if ENGINE_ID.fullmatch(str(cid)) or cid in ids:
            raise SetupError(f"card id {cid!r} is in the engine's namespace (t1, t2, ... are the ids of "
                             "tokens and copies the game creates, a1, ... of abilities, p1, ... of "
                             "players): give the card another id, such as c1")
        seen.add(cid)
        return cid

    def _setup_object(self, entry: JSON, owner: str, zone: SetupZone, ids: list[str]) -> GameObject:
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
                if isinstance(fd, str) and fd not in FACE_DOWN_BY:
                    raise SetupError(f"{entry['id']} is face down by {fd!r}, not one of {', '.join(FACE_DOWN_BY)}")
                obj.face_down = fd if fd in FACE_DOWN_BY else "disguise"
            obj.face = entry.get("face", "normal")
            self.battlefield.append(obj.id)
        else:
            if zone == "exile":
                obj.revealed_in_exile = not entry.get("face_down", False)
                if entry.get("cast_permission") == "adventure" and card.layout == "adventure":
                    obj.adventure_permission = owner
            self.zones[(owner, zone)].append(obj.id)
        return obj

    # ----- the public face ---------------------------------------------------------------------------

    def act(self, action: Action) -> JSON:
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

    def _dispatch(self, action: Action) -> None:
        kind = action.get("type")
        if self.pending and kind not in ("choose", "cast"):
            raise Rejected(f"{self.pending.player} must first answer the pending {self.pending.kind} choice")
        if self.awaiting_declaration and kind != f"declare_{self.awaiting_declaration}":
            raise Rejected(f"the {self.awaiting_declaration} must be declared first")
        if kind not in ACTION_KINDS:
            raise Rejected(f"unknown action type {kind!r}")
        self.rules[kind](self, action)

    def pass_action(self, action: Action) -> None:
        """The `pass` action: the player with priority passes it (117.3d)."""
        self.pass_priority()

    def choose_action(self, action: Action) -> None:
        """The `choose` action: the player the game waits for answers its pending choice."""
        self.answer_choice(action.get("choice"))

    def answer_choice(self, choice: Any) -> None:
        pending = self.pending
        if pending is None:
            raise Rejected("there is no pending choice")
        if choice not in pending.options:
            raise Rejected(f"{choice!r} is not one of the options {pending.options!r}")
        self.pending = None
        self.emit({"type": "choice", "player": pending.player, "kind": pending.kind, "choice": choice})
        self.proceed(pending.then, choice)

    def ask(self, player: str, kind: ChoiceKind, options: list[Any], then: Then, **data: Any) -> bool:
        """Ask a player to choose; a choice with one option is made at once. True when waiting.

        The answer goes to `then` as its last argument. Callers whose `then` resumes a paused sequence must
        treat both outcomes as "resumed by the answer" and not continue themselves.
        """
        if len(options) == 1:
            self.emit({"type": "choice", "player": player, "kind": kind, "choice": options[0]})
            self.proceed(then, options[0])
            return self.pending is not None
        self.pending = Pending(player, kind, options, then, data)
        return True

    def whatever_the_answer(self, then: Then, _answer: Any) -> None:
        """A choice whose every answer leads on the same way (declining a free cast, 702.85a)."""
        self.proceed(then)

    def proceed(self, then: Then | None, *answer: Any) -> None:
        """Continue with `then` (nothing when None): its rule from the table, with its arguments, then the answer."""
        if then is not None:
            self.rules[then.name](self, *then.args, *answer)

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
                if self.memo.on and not self.memo.sba_waits:
                    self.memo.no_sba_at = self.clock.value
            if self.pending_triggers:
                self.put_triggers_on_stack()
                continue
            return

    def play_land(self, action: Action) -> None:
        """116.2a / 305: play a land from hand in a main phase of your turn with an empty stack, once a turn.

        305.1: an effect that lets a player play a card from another zone (impulse) allows a land too.
        """
        pid = self.priority
        obj = self.obj(action.get("card", ""))
        permission = None
        if (obj.zone != "hand" or obj.owner != pid) and not self.may_play_adventure_land(pid, obj):
            permission = next((p for p in self.permissions if p.card == obj.id and p.serial == obj.serial
                               and p.player == pid and p.source == "impulse"), None)
            if permission is None:
                raise Rejected(f"{obj.id} is not in {pid}'s hand and no effect lets {pid} play it")
        mode = action.get("mode", "normal")
        if mode not in obj.card.land_modes():  # 305.1; 712.12: a modal double-faced card's land face
            raise Rejected(f"{obj.id} is not a land" if mode == "normal" else f"{obj.id} has no land face {mode!r}")
        if not self.sorcery_timing(pid):
            raise Rejected("a land can be played only in your main phase with an empty stack")
        if not self.may_play_another_land(pid):  # 305.2
            raise Rejected("you have already played a land this turn and may play no other (305.2)")
        self.player(pid).lands_played += 1
        if permission is not None:
            self.permissions.remove(permission)
        new = self.move(obj, "battlefield", "play", controller=pid, face=mode)  # 712.12: with that face up
        self.trigger_enters(new)

    def legal_actions(self) -> list[Action]:
        return legal.legal_actions(self)


def _table(cls: type[Game]) -> dict[str, Rule]:
    """The reference rule table: the game's rule functions by name, the verb modules' own continuations
    (`verbs.continuation`; a rule of the same name is an error) and the action kinds that are not names of rule
    functions."""
    clash = set(CONTINUED) & set(rules_of(Game))
    if clash:
        raise TypeError(f"verb continuations named like rules of the game: {sorted(clash)}")
    return {**CONTINUED, **rules_of(cls), "pass": cls.pass_action, "choose": cls.choose_action,
            "turn_face_up": cls.turn_face_up_special_action}


Game.rules = _table(Game)
