"""Universal invariants, checked after every step of every trace, whatever the ruling.

They hold in any legal game state once state-based actions are done (no
pending choice): a token exists only on the battlefield (704.5d), no
permanent carries two Roles of one controller (704.5y), a face-down object
has no name and mana value 0 (708.2), Clue is an artifact type only (205.3g),
and every zone change is an edge of the zone-transition graph.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from mtg_protocol.choices import CHOICE_RULES
from mtg_protocol.trace import JudgedTrace, Trace, Violation
from mtg_protocol.types import GameObject, Observation
from mtg_protocol.vocab import SETUP_ZONES, ZONES
from mtg_protocol.words import in_zone

from .common import acceptance, action_words, comparable

ZoneNode = tuple[str, str | None]
"""A kind of object (card, token, copy) in a zone; None: it ceased to exist."""


@cache
def zone_graph() -> frozenset[tuple[ZoneNode, ZoneNode]]:
    """The allowed zone changes per kind of object (400.7), as edges: cards move freely between zones; tokens and
    copies only cease to exist (None) once they leave where they live (704.5d, 704.5e, 111.7, 707.10)."""
    edges: set[tuple[ZoneNode, ZoneNode]] = {(("card", a), ("card", b)) for a in ZONES for b in ZONES if a != b}
    edges.add((("token", "battlefield"), ("token", None)))
    for zone in ("graveyard", "exile", "hand", "library"):
        edges.add((("token", "battlefield"), ("token", zone)))
        edges.add((("token", zone), ("token", None)))
    edges.add((("copy", "stack"), ("copy", None)))
    edges.add((("copy", "stack"), ("token", "battlefield")))  # 707.10f: a copy of a permanent spell
    for zone in ("graveyard", "exile", "hand", "library"):
        edges.add((("copy", "stack"), ("copy", zone)))
        edges.add((("copy", zone), ("copy", None)))
    return frozenset(edges)


def _kind(obj: GameObject) -> str:
    return "token" if obj.get("token") else "copy" if obj.get("copy") else "card"


def check_state(obs: Observation) -> tuple[str, str] | None:
    """The first universal invariant a settled observation breaks, in words, with its deviation kind; or None."""
    roles: Counter[tuple[str, str | None]] = Counter()
    for o in obs["objects"]:
        if o.get("token") and o["zone"] != "battlefield":
            return f"token {o['card']} to cease to exist once outside the battlefield (704.5d); it is in the " \
                   f"{o['zone']}", "token outside the battlefield"
        if o.get("face_down") and o["zone"] in ("battlefield", "stack"):
            if o.get("name") or (o.get("mana_value") or 0) != 0:
                return f"face-down {o['card']} to have no name and mana value 0 (708.2); it shows " \
                       f"{o.get('name')!r} with mana value {o.get('mana_value')}", "face-down object with a name " \
                       "or mana value"
        if "Clue" in (o.get("subtypes") or []) and "Artifact" not in (o.get("types") or []):
            return f"Clue to be an artifact type only (205.3g); {o['card']} is a Clue without being an artifact", \
                "Clue that is not an artifact"
        host = o.get("attached_to")
        if o["zone"] == "battlefield" and host and "Role" in (o.get("subtypes") or []):
            roles[(host, o["controller"])] += 1
    for (host, controller), n in roles.items():
        if n > 1:
            return f"at most one Role controlled by {controller} on {host} (704.5y); it has {n}", \
                "two Roles of one controller on a permanent"
    return None


def setup_respected(trace: Trace) -> list[Violation]:
    """The initial observation holds every card of the setup, in its zone, owned as the setup says; or, for a
    card the rules moved as the game settled after the setup (704.3: a 0/0 creature put into its owner's
    graveyard), where the model has it."""
    seen = {o["card"]: o for o in trace.initial["objects"]}
    settled = {o["card"]: o for o in trace.model.initial["objects"]} if isinstance(trace, JudgedTrace) else {}
    for p in trace.setup["players"]:
        for zone in SETUP_ZONES:
            for entry in p.get(zone) or []:
                obj = seen.get(entry["id"])
                model = settled.get(entry["id"])
                want, owner = (model["zone"], model["owner"]) if model is not None else (zone, p["id"])
                if obj is None or obj["zone"] != want or obj["owner"] != owner:
                    where = in_zone(obj["zone"], obj["owner"]) if obj else "nowhere"
                    moved = " as set up" if want == zone else " once the game settled (704.3)"
                    return [Violation(f"{entry['id']} ({entry['card']}) to start {in_zone(want, owner)}{moved}",
                                      f"showed it {where}", -1, "card not where the setup put it")]
    return []


# Each action is accepted exactly when the rules allow it (the model decides), up to the first divergence.
legality_agrees = acceptance(lambda trace, i, action: True)


def dropped_choice(trace: JudgedTrace) -> list[Violation]:
    """Where the model asks a player a question the next action answers, the engine asks it too.

    Judged on the aligned trace: a question whose answers are indistinguishable, which an engine may settle
    itself, has already been folded away there (docs/judging.md), so what is left here was the player's to make.
    """
    for i in range(-1, len(trace.steps) - 1):
        if not comparable(trace, i) or (i >= 0 and not trace.accepted(i)):
            return []
        question = trace.model.observation(i).get("pending_choice")
        if not question or trace.observation(i).get("pending_choice") or not trace.model.accepted(i + 1):
            continue
        kind = question.get("kind")
        rule = CHOICE_RULES.get(str(kind), "")
        options = question.get("options") or []
        expected = (f"{question.get('player')} to be asked a {kind} choice among {len(options)} options"
                    f"{f' ({rule})' if rule else ''}, which {action_words(trace, i + 1)} answers")
        return [Violation(expected, "asked no question", i, f"{kind} choice not asked")]
    return []


def universal(trace: JudgedTrace) -> list[Violation]:
    """The first universal invariant the trace breaks, each violation named after its invariant."""
    for invariant in (setup_respected, dropped_choice, legality_agrees):
        found = invariant(trace)
        if found:
            return [v.of(invariant.__name__) for v in found]
    return [v.of("settled_state") for v in settled_state(trace)]


def settled_state(trace: Trace) -> list[Violation]:
    """Every settled observation keeps the universal state invariants, and every zone change is allowed, until
    the engine ends the game: no state-based action is checked after that (104.1), so what an engine does with
    the objects then (phase.rs exiles the loser's) is not judged."""
    graph = zone_graph()
    for i in range(len(trace.steps)):
        obs = trace.observation(i)
        if obs.get("game_over"):
            return []
        if not trace.accepted(i) or obs.get("pending_choice"):
            continue
        broken = check_state(obs)
        if broken:
            return [Violation(broken[0], "left the game in that state", i, broken[1])]
        before = {o["card"]: o for o in trace.observation(i - 1)["objects"]}
        after = {o["card"]: o for o in obs["objects"]}
        for card, old in before.items():
            new = after.get(card)
            a = (_kind(old), old["zone"])
            b = (_kind(new), new["zone"]) if new else (_kind(old), None)
            if a != b and a[1] != b[1] and (a, b) not in graph and not (new and a[0] == "card"):
                where = b[1] or "nowhere"
                return [Violation(f"a {a[0]} in the {a[1]} never to move to {where}", f"moved {card} there", i,
                                  f"{a[0]} moved from the {a[1]} to {'the ' + b[1] if b[1] else 'nowhere'}")]
    return []
