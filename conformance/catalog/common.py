"""Building blocks shared by the rulings' invariants: reading traces the way a judge would."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator

from mtg_protocol.cards import CardView, FaceView, card_view
from mtg_protocol.jsontypes import JSON
from mtg_protocol.trace import JudgedTrace, Trace, Violation
from mtg_protocol.types import Action, CastPermission, FizzleEvent, Observation, TokenCreatedEvent, ZoneMoveEvent
from mtg_protocol.words import actor, describe_action

from .mana_symbols import mana_symbols

ActionMatch = Callable[[JudgedTrace, int, Action], bool]


def comparable(trace: Trace, i: int) -> bool:
    """Steps up to i were accepted or rejected alike by the engine and the model, so states match."""
    return trace.agrees_with_model_until(i)


def model_events(trace: JudgedTrace, i: int, kind: str) -> list[JSON]:
    return [e for e in trace.model.events(i) if e.get("type") == kind]


def action_words(trace: Trace, i: int) -> str:
    """Action i in a judge's words, naming who took it as the scenario gives it (the model's priority holder or
    chooser: once the engine's game has gone another way, its own would name the wrong player)."""
    model = trace.model if isinstance(trace, JudgedTrace) else trace
    return f'"{describe_action(trace.actions[i], trace.setup, actor(model.observation(i - 1)))}"'


def acceptance(match: ActionMatch, why: str | None = None,
               name: str = "legality") -> Callable[[JudgedTrace], list[Violation]]:
    """Invariant: actions matching `match` are accepted exactly when the rules (the model) accept them,
    judged up to the first step where the engine and the model part ways.

    Every such invariant is one rule, narrowed to some actions: they share the name ``legality`` (the first
    part of a failure's signature), so that an engine refusing a legal action is one cause in every ruling
    that meets it, whichever narrowing caught it.
    """

    def invariant(trace: JudgedTrace) -> list[Violation]:
        for i, action, result in trace.indexed_steps():
            if not comparable(trace, i - 1) or not match(trace, i, action):
                continue
            legal = trace.model.accepted(i)
            if bool(result.get("accepted")) == legal or drawn_by_chance(trace, i, action):
                continue
            if legal:
                expected = f"{action_words(trace, i)} to be allowed" + (f": {why}" if why else " by the rules")
                return [Violation(expected, f"rejected it ({result.get('reason')})", i,
                                  f"legal {action_kind(trace, i)} refused")]
            reason = why or trace.model.steps[i].get("reason")
            return [Violation(f"{action_words(trace, i)} to be refused ({reason})", "accepted it", i,
                              f"illegal {action_kind(trace, i)} accepted")]
        return []

    invariant.__name__ = name
    return invariant


def drawn_by_chance(trace: JudgedTrace, i: int, action: Action) -> bool:
    """Whether the card ``action`` names is in a library before action i in the engine's game or the model's,
    not both, after the model put it there with other cards in one step: their order was left to chance (the
    rest of a discover go to the bottom in a random order, 701.57a), so which of them a later draw finds is the
    engine's chance, and an action on that card can't be judged against the model's."""
    card = action.get("card")
    if not card:
        return False
    in_library = [o is not None and o.get("zone") == "library" for o in (trace.obj(i - 1, card),
                                                                          trace.model.obj(i - 1, card))]
    if in_library[0] == in_library[1]:
        return False
    for j in range(i):
        put = [e["card"] for e in trace.model.events_of(j, ZoneMoveEvent) if e["to"] == "library"]
        if card in put and len(put) > 1:
            return True
    return False


def action_kind(trace: JudgedTrace, i: int) -> str:
    """Action i as a kind of action, without ids or numbers: its type, how a spell is cast and from where, the
    kind of question a choice answers, and whether it sacrifices ("cast as adventure (free) from exile"). Two
    engine bugs about one type of action usually differ here, so the signatures of their failures do too."""
    action = trace.actions[i]
    words = [str(action.get("type"))]
    if action.get("mode") not in (None, "normal"):
        words.append(f"as {action['mode']}")
    if action.get("alt_cost"):
        words.append(f"({action['alt_cost']})")
    card = trace.model.obj(i - 1, str(action.get("card"))) if action.get("type") in ("cast", "play") else None
    if card is not None and card["zone"] != "hand":
        words.append(f"from {card['zone']}")
    question = trace.model.observation(i - 1).get("pending_choice") if action.get("type") == "choose" else None
    if question and question.get("kind"):
        words.append(f"of a {question['kind']} choice")
    if action.get("sacrifice") or action.get("additional_costs"):
        words.append("with a sacrifice" if action.get("sacrifice") else "with additional costs")
    if _up_to_target_left_out(trace, i):
        words.append("leaving an up-to target unchosen")
    return " ".join(words)


def _up_to_target_left_out(trace: JudgedTrace, i: int) -> bool:
    """Whether cast or activation i chooses fewer targets than its spell or ability has slots, the rest being
    "up to" ones (601.2c, 115.6): an engine that demands them refuses only such actions, another bug than one
    refusing the targets chosen."""
    action = trace.actions[i]
    if action.get("type") not in ("cast", "activate") or trace.model.cards is None:
        return False
    card = card_of(trace, str(action.get("card")))
    if card is None:
        return False
    if action.get("type") == "cast":
        slots = card.face_named(str(action.get("mode") or "normal")).targets
    else:
        obj = trace.model.obj(i - 1, str(action.get("card")))
        name = obj.get("name") if obj is not None else None
        face = next((f for f in card.faces if f.name == name), card.faces[0] if card.faces else None)
        slots = _activated_targets(face, action.get("ability"))
    chosen = len(action.get("targets") or [])
    return chosen < len(slots) and all(s.get("optional") for s in slots[chosen:])


def card_of(trace: Trace, card: str) -> CardView | None:
    """A setup card as the protocol describes it, from the definitions the model's trace carries."""
    defined = trace.card_definition(card)
    return card_view(defined) if defined is not None else None


def _activated_targets(face: FaceView | None, index: object) -> tuple[JSON, ...]:
    """The target slots of a face's activated ability by its protocol number (none when it has no such one)."""
    if face is None or not isinstance(index, int) or not 0 <= index < len(face.activated):
        return ()
    return tuple(t for t in face.activated[index].get("targets") or [] if isinstance(t, dict))


def settled_step(trace: Trace, i: int) -> int:
    """The step that answers the last question step i raised (i itself when it raised none, or the trace's last
    step when it ends on a question): a trigger's targets are chosen as it is put on the stack (603.3d), and an
    engine may ask them in another step than the model."""
    j = i
    while j + 1 < len(trace.steps) and trace.observation(j).get("pending_choice"):
        j += 1
    return j


def events_until_settled(trace: Trace, i: int) -> list[JSON]:
    """The events of step i and of the steps that answer the questions it raised (`settled_step`)."""
    return [e for j in range(i, settled_step(trace, i) + 1) for e in trace.events(j)]


def how_it_left(trace: JudgedTrace, i: int, card: str) -> str | None:
    """How the model says a spell left the stack at step i: resolve, counter or fizzle."""
    for e in trace.model.events(i):
        if e.get("card") == card and e.get("type") in ("resolve", "counter", "fizzle"):
            return str(e["type"])
    return None


def permissions_for(trace: Trace, i: int, card: str) -> list[CastPermission]:
    return [p for p in trace.observation(i).get("cast_permissions") or [] if p.get("card") == card]


def accepted_steps(trace: JudgedTrace, kind: str) -> Iterator[tuple[int, Action]]:
    """(step, action) for each action of `kind` that both the engine and the model accepted, states alike."""
    for i, action, result in trace.indexed_steps():
        if action.get("type") == kind and result.get("accepted") and trace.model.accepted(i) and comparable(trace, i):
            yield i, action


def newly_tapped(trace: Trace, i: int, controller: str | None) -> list[str]:
    """Permanents of `controller` untapped before step i and tapped after it (e.g. lands tapped to pay a cost)."""
    before = {o["card"]: o for o in trace.observation(i - 1)["objects"]
              if o["zone"] == "battlefield" and o["controller"] == controller and not o["tapped"]}
    return [o["card"] for o in trace.observation(i)["objects"]
            if o["card"] in before and o["zone"] == "battlefield" and o["tapped"]]


# ----- what granted abilities do in play (613, 603) -------------------------------------------------------------

def trigger_counts(events: list[JSON], sources: set[str] | None = None) -> Counter[str]:
    """How many abilities of each source triggered in `events` (all sources, or those in `sources`)."""
    return Counter(str(e.get("source")) for e in events
                   if e.get("type") == "trigger" and (sources is None or str(e.get("source")) in sources))


NEVER_SHOWN = "an object never shown"


def _source_key(trace: Trace, i: int, source: str) -> str:
    """What a trigger's source is, in words both traces share: its name before or after step i, or the name a
    token was created with during it (an engine may number created objects otherwise, docs/judging.md); a Role's
    without the word "Role" (111.10j-r name it "Wicked"; an engine may show "Wicked Role", docs/judging.md)."""
    for j in (i - 1, i):
        for o in trace.observation(j)["objects"]:
            if o["card"] == source:
                return f"{o.get('name')}".removesuffix(" Role") if o.get("name") is not None \
                    else f"face-down {o.get('zone')} object"
    made = [e["name"] for e in trace.events_of(i, TokenCreatedEvent) if e["card"] == source]
    return f"token {made[0]}".removesuffix(" Role") if made else NEVER_SHOWN


def missing_triggers(trace: JudgedTrace, i: int, sources: set[str]) -> tuple[str, int, int] | None:
    """(source, expected, got) for the first of `sources` whose kind of object (its name) triggered a different
    number of times in the engine than in the model at step i (and the questions it raised), or None."""
    model_events = events_until_settled(trace.model, i)
    want = trigger_counts(model_events, sources)
    wanted: Counter[str] = Counter()
    example: dict[str, str] = {}
    for source, n in want.items():
        key = _source_key(trace.model, i, source)
        wanted[key] += n
        example.setdefault(key, source)
    got: Counter[str] = Counter()
    for source, n in trigger_counts(events_until_settled(trace, i)).items():
        got[_source_key(trace, i, source)] += n
    spare = got.pop(NEVER_SHOWN, 0)  # ids the engine's observations never used: any kind may be behind them
    for key, n in sorted(wanted.items()):
        have = got[key] + min(spare, max(n - got[key], 0))
        spare -= have - got[key]
        if have != n:
            return example[key], n, have
    return None


def resolved_abilities(trace: JudgedTrace, i: int, ids: set[str]) -> list[str]:
    """Which of the abilities `ids` (stack ids in the model) the model resolved at step i."""
    return [str(e["card"]) for e in model_events(trace, i, "resolve") if str(e.get("card")) in ids]


def settled_after(trace: JudgedTrace, i: int) -> int:
    """The step at which the model has answered every question step i raised (i itself when none)."""
    j = i
    while j + 1 < len(trace.model.steps) and trace.model.observation(j).get("pending_choice"):
        j += 1
    return j


def outcome_difference(trace: JudgedTrace, j: int) -> str | None:
    """How the engine's state after step j differs from the model's in what abilities change: life totals,
    counters on permanents, and which spells are still on the stack; None when alike."""
    mine, want = trace.observation(j), trace.model.observation(j)
    lives, wanted = ({p["id"]: p.get("life") for p in o.get("players") or []} for o in (mine, want))
    if lives != wanted:
        return f"life totals {lives}, not {wanted}"
    for o in want["objects"]:
        got = trace.obj(j, o["card"])
        if o["zone"] == "battlefield" and got is not None and (got.get("counters") or {}) != (o.get("counters") or {}):
            return f"counters {got.get('counters') or {}} on {o['card']}, not {o.get('counters') or {}}"
    spells = [{s["id"] for s in obs["stack"] if s.get("kind") == "spell"} for obs in (mine, want)]
    if spells[0] != spells[1]:
        return f"spells {sorted(spells[0])} on the stack, not {sorted(spells[1])}"
    return None


def granted_abilities_work(name: str, sources_of: Callable[[Observation], set[str]], what: str,
                           rules: str) -> Callable[[JudgedTrace], list[Violation]]:
    """Invariant: the triggered abilities of the objects `sources_of` picks in the model's observation (before or
    after a step) trigger as often as the model's, and once the model's resolve, the engine's state matches
    (life, counters, spells countered)."""

    def invariant(trace: JudgedTrace) -> list[Violation]:
        tracked: dict[str, str] = {}  # model ability id -> its source
        for i in range(len(trace.steps)):
            if not comparable(trace, i):
                return []
            sources = sources_of(trace.model.observation(i - 1)) | sources_of(trace.model.observation(i))
            missing = missing_triggers(trace, i, sources)
            if missing:
                source, n, got = missing
                return [Violation(f"{n} triggered abilit{'y' if n == 1 else 'ies'} of {source} "
                                  f"({trace.card_name(source)}), {what}, to trigger ({rules})",
                                  f"triggered {got}", i, kind="triggered a different number of times")]
            tracked |= {str(e.get("id")): str(e.get("source")) for e in model_events(trace, i, "trigger")
                        if str(e.get("source")) in sources}
            for ability in resolved_abilities(trace, i, set(tracked)):
                j = settled_after(trace, i)
                if not comparable(trace, j):
                    return []
                diff = outcome_difference(trace, j)
                if diff:
                    source = tracked[ability]
                    return [Violation(f"the triggered ability of {source} ({trace.card_name(source)}), {what}, to "
                                      f"do what it says as it resolves ({rules})", f"left {diff}", j,
                                      kind="resolved to another outcome")]
        return []

    invariant.__name__ = name
    return invariant


def mana_spent(trace: Trace, i: int, controller: str | None) -> int:
    """How much mana `controller` spent at step i: sources tapped, plus what left the mana pool (a cost may be
    paid from mana already floating), less what was left floating (a source tapped for more than was paid)."""

    def pool(obs: Observation) -> int:
        found = next((p.get("mana_pool") or "" for p in obs.get("players") or [] if p["id"] == controller), "")
        return len(mana_symbols(found))

    drained = pool(trace.observation(i - 1)) - pool(trace.observation(i))
    return len(newly_tapped(trace, i, controller)) + drained


# ----- tokens created (111), and what a spell that failed to resolve may not do (608.2b) ---------------------

def created_tokens(events: list[JSON], is_kind: Callable[[JSON], bool]) -> list[JSON]:
    """The `token_created` events of one step that `is_kind` accepts."""
    return [e for e in events if e.get("type") == "token_created" and is_kind(e)]


def no_tokens_when_fizzled(is_kind: Callable[[JSON], bool], what: str,
                           rules: str) -> Callable[[JudgedTrace], list[Violation]]:
    """Invariant: at a step where the model's spell or ability failed to resolve (all targets illegal) and the
    model created no such token, the engine creates none either."""

    def invariant(trace: JudgedTrace) -> list[Violation]:
        for i in range(len(trace.steps)):
            if not comparable(trace, i) or not trace.accepted(i):
                continue
            fizzled = [e["card"] for e in trace.model.events_of(i, FizzleEvent)]
            if not fizzled or created_tokens(trace.model.events(i), is_kind):
                continue
            made = created_tokens(trace.events(i), is_kind)
            if made:
                names = ", ".join(f"{e.get('card')} ({e.get('name')})" for e in made)
                what_left = fizzled[0] if trace.card_name(fizzled[0]) == fizzled[0] else \
                    f"{trace.card_name(fizzled[0])} ({fizzled[0]})"
                return [Violation(f"{what_left} to fail to resolve because all its targets are illegal, so no "
                                  f"{what} is created ({rules})", f"created {names}", i)]
        return []

    invariant.__name__ = f"no_{what.lower().replace(' ', '_')}_when_fizzled"
    return invariant
