"""Judging outcomes, not dialogue: aligning an engine's questions with the model's (docs/judging.md).

A scenario's actions answer the questions the model (the reference engine) asks. An engine may ask
differently and still play by the rules:

- it may make a choice itself when every option leads to the same game up to which of several
  indistinguishable objects is which (two identical Role tokens created at once, 704.5y);
- it may ask a question the model doesn't, when every answer leads to a state the rules allow;
- it may settle itself a choice the protocol lets an engine settle (``order_triggers``: the order of
  simultaneous triggers, 603.3b) when the outcome is the one some answer would give.

When a scenario's plain run shows such a difference, the scenario is replayed step by step and the
two traces are aligned on outcomes: a choice the engine made itself folds the model's question into
the step that raised it (and the engine's ids are renamed to the model's where it kept another of the
indistinguishable objects); an order of triggers the engine chose itself becomes the scripted answer
(the model's trace is replayed with it) when some answer gives the engine's stack; an extra question of
the engine is answered and folded into the engine's step that raised it. The ruling's invariants then
judge the aligned pair as usual. Extra questions are answered every way within a small budget; one
answer that leads to a violation is a failure, and the answers given are recorded with the scenario so
that its replay gives them again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from mtg_protocol.choices import ANSWERED_BY_ACTION, CHOICE_RULES, SETTLED_BY_ENGINE
from mtg_protocol.engine import Engine
from mtg_protocol.jsontypes import JSON
from mtg_protocol.trace import ORDER_FREE_FIELDS, JudgedTrace, Trace
from mtg_protocol.types import Action, GameObject, Observation, PendingChoice, Setup, StepResult
from strategies.scenario import Scenario

from .model import model_legal_actions, model_trace

UNORDERED_ZONES = ("battlefield", "exile", "command")
"""Zones whose objects have no order a rule depends on (400.1 orders only libraries, graveyards and the stack)."""

CHOICES_ANSWERED_BY_CHOOSE = frozenset(CHOICE_RULES) - frozenset(ANSWERED_BY_ACTION)
"""Pending choices a `choose` action answers (attack and block declarations are answered by their own actions)."""

MAX_PLAYS = 8
"""How many aligned plays of one scenario the suite makes at most (each answers extra questions another way)."""


# ----- comparing states ------------------------------------------------------------------------------------

def settled_state(obs: Observation) -> JSON:
    """What of an observation the game is made of, in a form two equal games share.

    Order-free fields become sorted lists; positions count only in ordered zones; timestamps (an
    engine's own bookkeeping of an order already visible in positions) and the pending choice (the
    dialogue) are left out.
    """
    objects = []
    for o in obs.get("objects") or []:
        item: dict[str, Any] = {k: v for k, v in o.items() if k not in ("timestamp", "position")}
        for key in ORDER_FREE_FIELDS:
            if isinstance(item.get(key), list):
                item[key] = sorted(map(str, item[key]))
        if o.get("zone") not in UNORDERED_ZONES:
            item["position"] = o.get("position")
        objects.append(item)
    objects.sort(key=lambda o: (str(o.get("zone")), str(o.get("card"))))
    permissions = sorted((p for p in obs.get("cast_permissions") or []), key=repr)
    return {"turn": obs.get("turn"), "players": obs.get("players"), "objects": objects,
            "stack": obs.get("stack"), "cast_permissions": permissions, "game_over": obs.get("game_over"),
            "winners": sorted(obs.get("winners") or [])}


def renamed(value: Any, mapping: dict[str, str]) -> Any:
    """`value` with every string that is a key of `mapping` (an object id) replaced by its image."""
    if not mapping:
        return value
    if isinstance(value, str):
        return mapping.get(value, value)
    if isinstance(value, list):
        return [renamed(v, mapping) for v in value]
    if isinstance(value, dict):
        return {mapping.get(k, k): renamed(v, mapping) for k, v in value.items()}
    return value


def transposition(a: str, b: str) -> dict[str, str]:
    return {} if a == b else {a: b, b: a}


def compose(first: dict[str, str], then: dict[str, str]) -> dict[str, str]:
    """The renaming that applies `first`, then `then`."""
    keys = set(first) | set(then)
    out = {k: then.get(first.get(k, k), first.get(k, k)) for k in keys}
    return {k: v for k, v in out.items() if k != v}


def inverse(mapping: dict[str, str]) -> dict[str, str]:
    return {v: k for k, v in mapping.items()}


# ----- where the dialogue parts ways ---------------------------------------------------------------------

def pending(obs: Observation) -> PendingChoice | None:
    choice = obs.get("pending_choice")
    return choice if isinstance(choice, dict) else None


def dialogue_differs(trace: JudgedTrace) -> bool:
    """Whether, before engine and model first disagree on an action, one of them had a question pending that
    the other didn't (or another question): the case outcome alignment is for."""
    for i in range(len(trace.steps) + 1):
        mine, model = pending(trace.observation(i - 1)), pending(trace.model.observation(i - 1))
        if bool(mine) != bool(model) or (mine and model and _question(mine) != _question(model)):
            return True
        if i < len(trace.steps) and trace.accepted(i) != trace.model.accepted(i):
            return False
    return False


def _question(choice: PendingChoice) -> tuple[Any, Any]:
    return choice.get("kind"), choice.get("player")


# ----- the model's alternatives -------------------------------------------------------------------------

ModelRun = Callable[[Setup, list[Action]], Observation]
"""Plays setup and actions on the model; returns the observation after the last action."""


def options_indistinguishable(model_run: ModelRun, setup: Setup, actions: list[Action], i: int,
                              question: PendingChoice, after_scripted: Observation) -> bool:
    """Whether the model's `question` before action i (answered by the scripted `choose`) has options no one
    can tell apart: for every option k other than the scripted answer s, the game after answering k is the
    game after answering s with k and s swapped (nothing in the game refers to one of them in particular).
    Options that aren't objects are never taken as indistinguishable."""
    scripted = actions[i].get("choice")
    options = question.get("options") or []
    if not isinstance(scripted, str) or scripted not in options or not all(isinstance(o, str) for o in options):
        return False
    wanted = settled_state(after_scripted)
    return all(settled_state(renamed(model_run(setup, actions[:i] + [{"type": "choose", "choice": option}]),
                                     transposition(option, scripted))) == wanted
               for option in options if option != scripted)


def only_answer(setup: Setup, actions: list[Action], i: int) -> bool:
    """Whether scripted action i, a declaration (508.1, 509.1) the model accepts, is the only one the rules allow
    there: nothing is left to the player, so an engine may make it silently (the protocol's single-option
    rule)."""
    kind = actions[i].get("type")
    return len([a for a in model_legal_actions(setup, actions[:i]) if a.get("type") == kind]) == 1


def answer_giving_stack(model_run: ModelRun, setup: Setup, actions: list[Action], i: int, question: PendingChoice,
                        engine_obs: Observation) -> Any:
    """The answer to the model's `question` before action i under which the model's stack is the bottom of the
    engine's (the scripted answer first), or None: which triggers in which order, by source and controller
    (603.3b). The engine may have put the other players' triggers on top already (the model asks about them
    next, 101.4). Only the stack decides: an engine may differ from the model elsewhere, and that is for the
    invariants."""
    engine_stack = _stack_shape(engine_obs)
    scripted = actions[i].get("choice") if actions[i].get("type") == "choose" else None
    options = ([scripted] if scripted is not None else []) + [o for o in question.get("options") or []
                                                               if o != scripted]
    for option in options:
        model_stack = _stack_shape(model_run(setup, actions[:i] + [{"type": "choose", "choice": option}]))
        if len(model_stack) <= len(engine_stack) and engine_stack[len(engine_stack) - len(model_stack):] == model_stack:
            return option
    return None


def _stack_shape(obs: Observation) -> list[tuple[Any, Any, Any]]:
    """Each stack item's kind, controller and source, the source by name where the observation shows one (two
    engines may number identical tokens differently)."""
    names: dict[str | None, str | None] = {o.get("card"): o.get("name") for o in obs.get("objects") or []
                                           if o.get("name")}
    return [(s.get("kind"), s.get("controller"), names.get(s.get("source"), s.get("source")))
            for s in obs.get("stack") or []]


def model_replay(setup: Setup, actions: list[Action], views: bool) -> Trace:
    """The model's trace of `actions` from `setup` (after the scripted answer to a question was replaced)."""
    return model_trace(Scenario(setup, actions), views)


# ----- one aligned play ------------------------------------------------------------------------------------

@dataclass
class AlignedPlay:
    """An engine trace aligned on outcomes with a model trace, and how the alignment was made."""

    trace: JudgedTrace
    questions: list[int] = field(default_factory=list)  # option counts of the extra questions answered
    answers: tuple[int, ...] = ()


def _merge(first: StepResult, then: StepResult) -> StepResult:
    """One step made of two: the first's acceptance, both steps' events, the second's state."""
    return {**first, "events": list(first.get("events") or []) + list(then.get("events") or []),
            "observation": then["observation"]}


def play_aligned(engine: Engine, setup: Setup, actions: list[Action], model: Trace, views: bool,
                 answers: tuple[int, ...], model_run: ModelRun) -> AlignedPlay:
    """Play the scenario on the engine step by step, aligned on outcomes with the model's trace."""
    players = [p["id"] for p in setup["players"]]
    to_model: dict[str, str] = {}  # engine id -> model id (ids of objects the engine kept in another's place)
    questions: list[int] = []

    def seen(value: Any) -> Any:
        return renamed(value, to_model)

    def observe_views() -> dict[str, Observation]:
        return {p: seen(engine.observe(p)) for p in players}

    def answer_extra_questions(step: StepResult, model_question: PendingChoice | None = None) -> StepResult:
        """Answer the engine's questions the model doesn't ask, folding each answer into `step`, until the engine
        asks none or asks the model's own `model_question` (an engine may ask first what the model settles
        silently, such as a trigger's only target before the order of the triggers, 603.3b, 603.3d)."""
        while len(questions) < 2 * MAX_PLAYS:
            question = pending(step["observation"])
            options = question.get("options") if question else None
            if not question or question.get("kind") not in CHOICES_ANSWERED_BY_CHOOSE or not options:
                break
            if model_question is not None and (_question(question) == _question(model_question) or len(options) > 1):
                break
            index = answers[len(questions)] if len(questions) < len(answers) else 0
            questions.append(len(options))
            answer = {"type": "choose", "choice": options[min(index, len(options) - 1)]}
            more = seen(engine.act(renamed(answer, inverse(to_model))))
            step = _merge(step, more)
            if not more.get("accepted"):
                break
        return step

    initial = seen(engine.setup(setup))
    if pending(initial) and not pending(model.initial):
        setup_step = StepResult(accepted=True, reason=None, events=[], observation=initial)
        initial = answer_extra_questions(setup_step)["observation"]
    e_steps: list[StepResult] = []
    e_views: list[dict[str, Observation]] = []
    m_steps: list[StepResult] = []
    m_views: list[dict[str, Observation]] = []
    kept: list[Action] = []
    origin: list[int] = []
    obs = initial
    m_initial = model.initial
    actions = list(actions)
    inserted = 0  # answers put into the script for questions the engine settled before a scripted action

    def fold_model_step(i: int) -> None:
        """Fold the model's step i, a question the engine settled itself, into the last step of the pair (or into
        the initial state, for a question the setup raised)."""
        nonlocal m_initial
        if e_steps:
            m_steps[-1] = _merge(m_steps[-1], model.steps[i])
            if views and model.views:
                m_views[-1] = model.views[i]
        else:
            m_initial = model.observation(i)

    i = -1
    while i + 1 < len(actions):
        i += 1
        action = actions[i]
        question = pending(model.observation(i - 1))
        answer = None
        mine = pending(obs)
        # asked another question, or none
        skipped = bool(question) and not (mine and question and _question(mine) == _question(question))
        if (question and question.get("kind") in SETTLED_BY_ENGINE and action.get("type") != "choose"
                and skipped):
            # The scenario acts while the model still waits for an order the engine settled itself (a refusal
            # the scenario tries): the engine's order is put into the script as the answer, and the action is
            # judged after it, as in the engine's game (603.3b: the order was the engine's to settle).
            settled = answer_giving_stack(model_run, setup, actions, i, question, obs)
            if settled is not None:
                actions.insert(i, {"type": "choose", "choice": settled})
                inserted += 1
                model = model_replay(setup, actions, views)
                action = actions[i]
        if (question and question.get("kind") in SETTLED_BY_ENGINE and action.get("type") == "choose"
                and model.accepted(i) and skipped):
            answer = answer_giving_stack(model_run, setup, actions, i, question, obs)
        if answer is not None:
            # The engine ordered the triggers itself: its order becomes the scripted answer (the model's trace
            # replayed with it when it differs), folded into the step that raised the question.
            if answer != action.get("choice"):
                actions[i] = {"type": "choose", "choice": answer}
                model = model_replay(setup, actions, views)
            fold_model_step(i)
            continue
        if (question and skipped and question.get("kind") in ANSWERED_BY_ACTION
                and action.get("type") == question.get("kind") and model.accepted(i)
                and only_answer(setup, actions, i)):
            # The engine made a declaration with a single legal answer itself (no creature could block,
            # 509.1a): fold the model's question into the step that raised it.
            fold_model_step(i)
            continue
        if (question and skipped and action.get("type") == "choose" and model.accepted(i)
                and options_indistinguishable(model_run, setup, actions, i, question, model.observation(i))):
            # The engine made an indistinguishable choice itself: fold the model's question into the step
            # that raised it (or into the initial state, for a question the setup raised).
            swap = _kept_instead(obs, model.observation(i), question, action)
            swap = compose(swap, created_pairs(renamed(obs, swap), model.observation(i)))
            to_model = compose(to_model, swap)
            obs = renamed(obs, swap)
            if e_steps:
                kept_step: StepResult = renamed(e_steps[-1], swap)
                e_steps[-1] = {**kept_step, "observation": obs}
                m_steps[-1] = _merge(m_steps[-1], model.steps[i])
                if views:
                    e_views[-1] = observe_views()
                    if model.views:
                        m_views[-1] = model.views[i]
            else:
                initial, m_initial = obs, model.observation(i)
            continue
        step = seen(engine.act(renamed(action, inverse(to_model))))
        model_question, engine_question = pending(model.observation(i)), pending(step["observation"])
        if step.get("accepted") and engine_question and (not model_question or (
                _question(engine_question) != _question(model_question)
                and len(engine_question.get("options") or []) == 1)):
            # an engine's question the model doesn't ask; while the model asks another, only one with a single
            # option (the model settles those silently): a real choice may be the model's next question
            step = answer_extra_questions(step, model_question)
        pairs = created_pairs(step["observation"], model.observation(i))
        if pairs:
            to_model = compose(to_model, pairs)
            step = renamed(step, pairs)
        obs = step["observation"]
        e_steps.append(step)
        m_steps.append(model.steps[i])
        kept.append(action)
        origin.append(i - inserted)
        if views:
            e_views.append(observe_views())
            if model.views:
                m_views.append(model.views[i])
    aligned_model = Trace(setup, kept, m_initial, m_steps, m_views if model.views else None, cards=model.cards)
    trace = JudgedTrace(setup, kept, initial, e_steps, e_views if views else None, origin=origin, model=aligned_model)
    used = tuple(answers[:len(questions)]) + (0,) * max(0, len(questions) - len(answers))
    trace.answers = used if any(used) else ()
    return AlignedPlay(trace, questions, used)


def _kept_instead(engine_obs: Observation, model_obs: Observation, question: PendingChoice,
                  action: Action) -> dict[str, str]:
    """The renaming (ids swapped, its own inverse) under which the engine's choice is the model's scripted one:
    the identity, or the swap of the scripted option with the one the engine chose in its place.

    The options' whereabouts decide (which one stayed, where the others went), not the whole state: an
    engine may differ from the model elsewhere, and that is for the ruling's invariants to judge.
    """
    scripted = action.get("choice")
    options = [o for o in question.get("options") or [] if isinstance(o, str)]
    wanted = _whereabouts(model_obs, options)
    if _whereabouts(engine_obs, options) == wanted or not isinstance(scripted, str):
        return {}
    for option in options:
        if option != scripted:
            swap = transposition(scripted, option)
            if _whereabouts(renamed(engine_obs, swap), options) == wanted:
                return swap
    return {}


def created_pairs(engine_obs: Observation, model_obs: Observation) -> dict[str, str]:
    """A renaming that gives the engine's created objects (tokens, copies) the model's ids where the two number
    them differently (an engine that never showed a token it removed at once counts one fewer).

    An engine-only created object is paired with a model-only one in the same place (zone, owner,
    controller, host, types); what pairs with nothing is left for the invariants.
    """
    mine = {o["card"]: o for o in engine_obs.get("objects") or [] if _created(o)}
    theirs = {o["card"]: o for o in model_obs.get("objects") or [] if _created(o)}
    same = {c for c in mine if c in theirs and _look(mine[c]) == _look(theirs[c])}
    unmatched = [theirs[c] for c in sorted(theirs) if c not in same]
    pairs: dict[str, str] = {}
    for card in sorted(c for c in mine if c not in same):
        look = _look(mine[card])
        found = next((o for o in unmatched if _look(o) == look), None)
        if found is not None:
            unmatched.remove(found)
            if found["card"] != card:
                pairs[card] = found["card"]
    # A permutation: the model ids taken (absent from the engine's objects) give their names to the engine ids
    # freed, so that no two of the engine's objects ever look alike.
    freed = sorted(set(pairs) - set(pairs.values()))
    taken = sorted(set(pairs.values()) - set(pairs))
    pairs.update(zip(taken, freed, strict=True))
    return pairs


def _created(obj: GameObject) -> bool:
    return bool(obj.get("token") or obj.get("copy"))


def _look(obj: GameObject) -> tuple[Any, ...]:
    """What pairs a created object across engines: where it is, whose, what it is attached to, and its types.
    Not its name or other characteristics: those are for the invariants to judge, not to hide."""
    return (obj.get("zone"), obj.get("owner"), obj.get("controller"), obj.get("attached_to"),
            bool(obj.get("token")), bool(obj.get("copy")), sorted(map(str, obj.get("types") or [])),
            sorted(map(str, obj.get("subtypes") or [])))


def _whereabouts(obs: Observation, ids: list[str]) -> list[tuple[Any, Any]]:
    """Where each of `ids` is (zone and what it is attached to), or (None, None) where it no longer exists."""
    found = {o.get("card"): (o.get("zone"), o.get("attached_to")) for o in obs.get("objects") or []}
    return [found.get(i, (None, None)) for i in ids]


def aligned_plays(engine: Engine, setup: Setup, actions: list[Action], model: Trace, views: bool,
                  first: tuple[int, ...], model_run: ModelRun) -> Iterator[AlignedPlay]:
    """Aligned plays answering the engine's extra questions each way, `first` first, at most MAX_PLAYS."""
    todo: list[tuple[int, ...]] = [first]
    seen: set[tuple[int, ...]] = set()
    while todo and len(seen) < MAX_PLAYS:
        answers = todo.pop(0)
        play = play_aligned(engine, setup, actions, model, views, answers, model_run)
        if play.answers in seen:
            continue
        seen.add(play.answers)
        yield play
        for j, count in enumerate(play.questions):
            for option in range(1, count):
                todo.append(play.answers[:j] + (option,))
