"""Role tokens (303.7, 111.10j-r, 704.5y): the Wilds of Eldraine rulings on Roles.

Each ruling is one record (``ruling()``): its text in our words, rules, invariants, the strategy that draws its
scenarios (from ``strategies/scenarios/role.py``), the situation it aims at, the action it forbids and its corpus
cases, all defined here: the corpus cases and the situations first, then the invariants and the records.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable

from mtg_protocol.jsontypes import JSON
from mtg_protocol.trace import JudgedTrace, Trace, Violation
from mtg_protocol.types import GameObject, Observation
from strategies.scenarios.role import (
    doubled_roles,
    every_kind,
    role_creation,
    role_fizzles,
    role_onto_enchantment_protection,
    role_onto_hexproof,
    shared_host,
)
from strategies.situations import (
    Predicate,
    Situation,
    before,
    events,
    fizzled_as,
    fizzled_with,
    new_roles,
    roles_by_controller,
)
from strategies.states import SetupBuilder

from .common import comparable, created_tokens, granted_abilities_work, no_tokens_when_fizzled
from .model import Case, ruling
from .refusals import Refusal, answers

# ----- the situations its rulings speak of (predicates over the model's trace) ------------------------------


def woe06(t: Trace) -> bool:
    return any(t.pending_kind(i) == "keep_role"
               for i in range(len(t.steps)))


def woe07(t: Trace) -> bool:
    return any(role_kind(e.get("name")) for _, e in events(t, "token_not_created"))


def woe10(t: Trace) -> bool:
    return any(True for _ in new_roles(t))


def _role_meets(same: bool) -> Predicate:
    """A new Role was created on a permanent already wearing a Role of the same (or of another) controller."""

    def predicate(t: Trace) -> bool:
        for i, e, controller in new_roles(t):
            if controller is None or not e.get("attached_to"):
                continue
            old = roles_by_controller(t.observation(i - 1), str(e["attached_to"]))
            if (controller in old) if same else any(c != controller for c in old):
                return True
        return False

    return predicate


def woe19(t: Trace) -> bool:
    return fizzled_with(t, "create_role")


def woe20(t: Trace) -> bool:
    for i, e, _controller in new_roles(t):
        host = before(t, i, str(e.get("attached_to") or ""))
        if host is None or not {"hexproof", "shroud"} & set(host.get("keywords") or []):
            continue
        resolved = {r.get("card") for r in t.events(i) if r.get("type") == "resolve"}
        if any(s["id"] in resolved and not s.get("targets") for s in t.observation(i - 1)["stack"]):
            return True
    return False


# ----- its corpus cases (written to conformance/corpus/ by mtg-conformance rebuild) ----------------------------

PASSES: list[JSON] = [{"type": "pass"}, {"type": "pass"}]
"""Both players pass: the top of the stack resolves."""


def doubled(b: SetupBuilder) -> list[JSON]:
    b.add("p1", "battlefield", "Doubling Season")
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    spell = b.add("p1", "hand", "Invoke Wicked of Test")
    b.lands("p1", "G")
    return [{"type": "cast", "card": spell, "targets": [bear]}, *PASSES, {"type": "choose", "choice": "t1"}]


def protected(b: SetupBuilder) -> list[JSON]:
    warden = b.add("p2", "battlefield", "Aegis Warden of Test")
    spell = b.add("p1", "hand", "Invoke Wicked of Test")
    b.lands("p1", "G")
    return [{"type": "cast", "card": spell, "targets": [warden]}, *PASSES]


def seven(b: SetupBuilder) -> list[JSON]:
    b.add("p1", "battlefield", "Grizzly Bears")
    ellivere = b.add("p1", "hand", "Ellivere of the Wild Court")
    b.lands("p1", "GGWW")
    return [{"type": "cast", "card": ellivere, "targets": []}, *PASSES, *PASSES]


def characteristics(b: SetupBuilder) -> list[JSON]:
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    spell = b.add("p1", "hand", "Monstrous Rage")
    b.lands("p1", "R")
    return [{"type": "cast", "card": spell, "targets": [bear]}, *PASSES]


def two_players(b: SetupBuilder) -> list[JSON]:
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p2", "battlefield", "Cursed Role", token=True, attached_to=bear)
    spell = b.add("p1", "hand", "Invoke Royal of Test")
    b.lands("p1", "G")
    return [{"type": "cast", "card": spell, "targets": [bear]}, *PASSES]


def newest(b: SetupBuilder) -> list[JSON]:
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", "Cursed Role", token=True, attached_to=bear)
    spell = b.add("p1", "hand", "Invoke Monster of Test")
    b.lands("p1", "G")
    return [{"type": "cast", "card": spell, "targets": [bear]}, *PASSES]


def fizzle(b: SetupBuilder) -> list[JSON]:
    bear = b.add("p2", "battlefield", "Grizzly Bears")
    spell = b.add("p1", "hand", "Invoke Cursed of Test")
    answer = b.add("p2", "hand", "Royal Treatment")
    b.lands("p1", "G")
    b.lands("p2", "G")
    return [{"type": "cast", "card": spell, "targets": [bear]}, {"type": "pass"},
            {"type": "cast", "card": answer, "targets": [bear]}, *PASSES, *PASSES]


def bolt(b: SetupBuilder) -> list[JSON]:
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    spell = b.add("p1", "hand", "Monstrous Rage")
    answer = b.add("p1", "hand", "Lightning Bolt")
    b.lands("p1", "RR")
    return [{"type": "cast", "card": spell, "targets": [bear]},
            {"type": "cast", "card": answer, "targets": [bear]}, *PASSES, *PASSES]


def hexproof(b: SetupBuilder) -> list[JSON]:
    b.add("p2", "battlefield", "Gladecover Scout")
    b.add("p2", "battlefield", "Veiled Sentinel of Test")
    spell = b.add("p1", "hand", "Hexing Crowd of Test")
    b.lands("p1", "G")
    return [{"type": "cast", "card": spell, "targets": []}, *PASSES]


def shroud(b: SetupBuilder) -> list[JSON]:
    b.add("p1", "battlefield", "Veiled Sentinel of Test")
    spell = b.add("p1", "hand", "Coronation of Test")
    b.lands("p1", "G")
    return [{"type": "cast", "card": spell, "targets": []}, *PASSES]


def wicked_replaced(b: SetupBuilder) -> list[JSON]:
    bear = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "battlefield", "Wicked Role", token=True, attached_to=bear)
    spell = b.add("p1", "hand", "Invoke Monster of Test")
    b.lands("p1", "G")
    return [{"type": "cast", "card": spell, "targets": [bear]}, *PASSES, *PASSES]


def host_leaves_case(leaver: str, lands: str, role: str) -> Callable[[SetupBuilder], list[JSON]]:
    def build(b: SetupBuilder) -> list[JSON]:
        bear = b.add("p1", "battlefield", "Grizzly Bears")
        b.add("p1", "battlefield", role, token=True, attached_to=bear)
        spell = b.add("p1", "hand", leaver)
        b.lands("p1", lands)
        return [{"type": "cast", "card": spell, "targets": [bear]}, *PASSES, *PASSES]

    return build


def attack(role: str, *answers: JSON) -> Callable[[SetupBuilder], list[JSON]]:
    def build(b: SetupBuilder) -> list[JSON]:
        bear = b.add("p1", "battlefield", "Grizzly Bears")
        b.add("p1", "battlefield", role, token=True, attached_to=bear)
        b.add("p1", "library", "Forest")
        b.add("p1", "library", "Grizzly Bears")
        return [*PASSES, *PASSES, {"type": "declare_attackers", "attackers": {bear: "p2"}}, *PASSES, *answers]

    return build


ROLE_KINDS = ("Cursed", "Monster", "Royal", "Sorcerer", "Virtuous", "Wicked", "Young Hero")
RULE_FOR_KIND = {"Cursed": "111.10j", "Monster": "111.10k", "Royal": "111.10m", "Sorcerer": "111.10n",
                 "Virtuous": "111.10p", "Wicked": "111.10q", "Young Hero": "111.10r"}


def role_kind(name: str | None) -> str | None:
    """The Role kind an event or object name stands for ("Wicked Role" or "Wicked"), or None."""
    base = (name or "").removesuffix(" Role")
    return base if base in ROLE_KINDS else None


def is_role_event(event: JSON) -> bool:
    return role_kind(event.get("name")) is not None


def roles_on(obs: Observation) -> dict[tuple[str, str | None], list[GameObject]]:
    """Role permanents by (enchanted permanent, Role controller)."""
    out: dict[tuple[str, str | None], list[GameObject]] = defaultdict(list)
    for o in obs["objects"]:
        host = o.get("attached_to")
        if o["zone"] == "battlefield" and host and "Role" in (o.get("subtypes") or []):
            out[(host, o["controller"])].append(o)
    return out


def _battlefield(obs: Observation) -> dict[str, GameObject]:
    return {o["card"]: o for o in obs["objects"] if o["zone"] == "battlefield"}


# ----- WOE-06: Roles attached at the same time ---------------------------------------------------------------

def keep_role_choice_offered(trace: JudgedTrace) -> list[Violation]:
    """When the model asks which of several simultaneous Roles to keep, the engine asks the same player."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            continue
        wanted = trace.model.pending(i)
        if not wanted or wanted.get("kind") != "keep_role":
            continue
        got = trace.pending(i)
        roles = ", ".join(wanted["options"])
        expected = (f"{wanted['player']} to choose which of the Roles {roles}, attached to one permanent at the "
                    "same time, to keep (303.7a, 613.7m, 704.5y)")
        if not got or got.get("kind") != "keep_role" or got.get("player") != wanted["player"]:
            what = f"asked for a {got.get('kind')} choice" if got else "made no such choice available"
            return [Violation(expected, what, i,
                              kind="keep_role choice not asked" if not got else "another choice asked")]
        if sorted(got.get("options") or []) != sorted(wanted["options"]):
            return [Violation(expected, f"offered {', '.join(got.get('options') or [])}", i,
                              kind="wrong Roles offered")]
    return []


def chosen_role_kept(trace: JudgedTrace) -> list[Violation]:
    """Once every keep_role choice of a state-based action check is made (704.3: they are performed together),
    each chosen Role stays attached and the others tied with it have left the battlefield. A chosen Role whose
    host leaves in the same check (lethal damage, 704.5g) goes too (704.5m): then only the model's trace says
    whether it should still be there."""
    answered: list[tuple[int, str, str | None, list[str]]] = []
    for i, action, result in trace.indexed_steps():
        if not comparable(trace, i):
            return []
        before = trace.pending(i - 1)
        if action.get("type") == "choose" and before and before.get("kind") == "keep_role" and result.get("accepted"):
            kept = action["choice"]
            kept_obj = trace.obj(i - 1, kept)
            host = kept_obj.get("attached_to") if kept_obj else None
            answered.append((i, kept, host, [r for r in before.get("options") or [] if r != kept]))
        if not answered or trace.pending_kind(i) == "keep_role":
            continue
        field = _battlefield(trace.observation(i))
        model_field = _battlefield(trace.model.observation(i))
        for step, kept, host, others in answered:
            stays = kept in model_field and model_field[kept].get("attached_to") == host
            if stays and (kept not in field or field[kept].get("attached_to") != host):
                return [Violation(f"the chosen Role {kept} to stay attached to {host} (303.7a)",
                                  "did not keep it", step, kind="chosen Role not kept")]
            extra = [r for r in others if r in field and field[r].get("attached_to") == host]
            if extra:
                return [Violation(f"the Roles not chosen ({', '.join(extra)}) to go to the graveyard (704.5y)",
                                  "left them on the battlefield", step,
                                  kind="Roles not chosen left on the battlefield")]
        answered = []
    return []


# ----- WOE-07 and WOE-20: which permanents a new Role may be attached to ----------------------------------

def no_role_onto_protection(trace: JudgedTrace) -> list[Violation]:
    """A Role that would be attached to a permanent with protection from enchantments is never created: not
    attached to it, and not unattached either for a state-based action to remove later (303.4i)."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i - 1) or not trace.accepted(i):
            continue
        hosts = _battlefield(trace.observation(i - 1))
        wanted = Counter(role_kind(e.get("name")) for e in created_tokens(trace.model.events(i), is_role_event))
        for e in created_tokens(trace.events(i), is_role_event):
            host = hosts.get(e.get("attached_to") or "")
            if host is not None and "protection from enchantments" in (host.get("keywords") or []):
                return [Violation(f"no {e.get('name')} token to be created attached to {host['card']}, which has "
                                  "protection from enchantments: a Role that can't legally enchant it isn't "
                                  "created (303.4i, 702.16)", f"created {e.get('card')} attached to it", i)]
            kind = role_kind(e.get("name"))
            if wanted[kind] <= 0 and comparable(trace, i):
                return [Violation(f"no {e.get('name')} token to be created here: the permanent it was for can't "
                                  "be enchanted by it, so the token is never created (303.4i)",
                                  f"created {e.get('card')} attached to {e.get('attached_to') or 'nothing'}", i)]
            wanted[kind] -= 1
    return []


def untargeted_role_ignores_hexproof(trace: JudgedTrace) -> list[Violation]:
    """A Role created by an effect that doesn't target reaches hexproof and shroud permanents too."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            continue
        hosts = _battlefield(trace.observation(i - 1))
        made = Counter((role_kind(e.get("name")), e.get("attached_to"))
                       for e in created_tokens(trace.events(i), is_role_event))
        for e in created_tokens(trace.model.events(i), is_role_event):
            host = hosts.get(e.get("attached_to") or "")
            shield = [k for k in (host.get("keywords") or [] if host else []) if k in ("hexproof", "shroud")]
            if not shield:
                continue
            key = (role_kind(e.get("name")), e.get("attached_to"))
            if made[key] <= 0:
                return [Violation(f"a {key[0]} Role to be created attached to {key[1]} although it has {shield[0]}: "
                                  "the effect doesn't target it, so hexproof and shroud don't matter "
                                  "(702.11b, 702.18a, 115.10a)", "did not create it", i)]
            made[key] -= 1
    return []


# ----- WOE-10 and WOE-12: the kinds of Role and what a Role is ----------------------------------------------

def roles_are_the_seven_kinds(trace: JudgedTrace) -> list[Violation]:
    """Every Role the model creates is created by the engine with the same kind, and no other kind exists."""
    for i in range(len(trace.steps)):
        for o in trace.observation(i)["objects"]:
            if "Role" in (o.get("subtypes") or []) and o.get("token") and role_kind(o.get("name")) is None:
                return [Violation("every Role token to be one of the seven kinds (Cursed, Monster, Royal, Sorcerer, "
                                  "Virtuous, Wicked, Young Hero; 111.10j-r)", f"showed a Role named {o.get('name')!r}",
                                  i, kind="Role of an unknown kind")]
        if not comparable(trace, i):
            continue
        want = Counter(kind for e in created_tokens(trace.model.events(i), is_role_event)
                       if (kind := role_kind(e.get("name"))) is not None)
        got = Counter(role_kind(e.get("name")) for e in created_tokens(trace.events(i), lambda e: True))
        for kind, n in sorted(want.items()):
            if got[kind] < n:
                return [Violation(f"{n} {kind} Role token(s) to be created ({RULE_FOR_KIND[kind]})",
                                  f"created {got[kind]}", i, kind="Role not created")]
    return []


def _role_problems(o: GameObject) -> list[str]:
    kind = role_kind(o.get("name"))
    problems = []
    if o.get("colors"):
        problems.append(f"colors {o['colors']}")
    if list(o.get("types") or []) != ["Enchantment"]:
        problems.append(f"types {o.get('types')}")
    if not {"Aura", "Role"} <= set(o.get("subtypes") or []):
        problems.append(f"subtypes {o.get('subtypes')}")
    if "enchant creature" not in (o.get("keywords") or []):
        problems.append("no enchant creature")
    if not o.get("token"):
        problems.append("not a token")
    if kind is None:
        problems.append(f"name {o.get('name')!r}")
    return problems


def roles_are_colorless_aura_enchantments(trace: JudgedTrace) -> list[Violation]:
    """Each Role (as the model knows them) is a colorless Aura Role enchantment token with enchant creature."""
    for i in range(-1, len(trace.steps)):
        if not comparable(trace, i):
            continue
        field = _battlefield(trace.observation(i))
        for card, o in _battlefield(trace.model.observation(i)).items():
            if "Role" not in o["subtypes"]:
                continue
            seen = field.get(card)
            if seen is None:
                return [Violation(f"the {o['name']} Role {card} on the battlefield", "showed no such permanent", i,
                                  kind="Role missing")]
            problems = _role_problems(seen)
            if problems:
                return [Violation(f"the {o['name']} Role {card} to be a colorless enchantment token, subtypes Aura "
                                  "and Role, with enchant creature (303.7, 111.10j-r)",
                                  f"showed {'; '.join(problems)}", i, kind="Role with wrong characteristics")]
    return []


# ----- what a Role does to the creature it enchants (111.10j-r, 613) --------------------------------------

def role_sources(obs: Observation) -> set[str]:
    """The Roles on the battlefield and the permanents they enchant: whose abilities a Role has or grants."""
    out: set[str] = set()
    for (host, _controller), roles in roles_on(obs).items():
        out |= {host, *(o["card"] for o in roles)}
    return out


def roles_change_their_hosts(trace: JudgedTrace) -> list[Violation]:
    """A permanent enchanted by Roles (or that was a step ago: the effect ends with the Role) has the power,
    toughness and keywords the model gives it: each Role's bonus and keywords apply while it is attached, and
    only then (111.10j-r, 613.4, 613.1f)."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            return []
        now, before = roles_on(trace.model.observation(i)), roles_on(trace.model.observation(i - 1))
        for host in sorted({h for h, _ in now} | {h for h, _ in before}):
            want, got = trace.model.obj(i, host), trace.obj(i, host)
            if want is None or got is None or want["zone"] != "battlefield" or got["zone"] != "battlefield":
                continue
            w = (want.get("power"), want.get("toughness"), sorted(want.get("keywords") or []))
            g = (got.get("power"), got.get("toughness"), sorted(got.get("keywords") or []))
            if w != g:
                worn = sorted(f"{o.get('name')} Role {o['card']}" for (h, _c), roles in now.items() if h == host
                              for o in roles)
                return [Violation(f"{host} ({trace.card_name(host)}), enchanted by {', '.join(worn) or 'no Role'}, "
                                  f"to be {w[0]}/{w[1]} with keywords {w[2]}: a Role's bonus and keywords apply "
                                  "to the creature it enchants while it is attached (111.10j-r, 613)",
                                  f"showed {g[0]}/{g[1]} with {g[2]}", i)]
    return []


role_abilities_work = granted_abilities_work(
    "role_abilities_work", role_sources, "a Role's or one it grants to the creature it enchants",
    "111.10j-r, 603.2, 603.10a")


def _role_places(obs: Observation) -> Counter[tuple[str | None, str | None, str | None]]:
    """How many Role tokens of each kind each player has on the battlefield, by what they enchant (or None)."""
    return Counter((o.get("attached_to"), o["controller"], role_kind(o.get("name")))
                   for o in obs["objects"] if o["zone"] == "battlefield" and o.get("token")
                   and "Role" in (o.get("subtypes") or []))


def roles_only_where_the_model_has_them(trace: JudgedTrace) -> list[Violation]:
    """A Role is an Aura: once the creature it enchants leaves the battlefield in any way (dies, is exiled, is
    returned to hand) the Role goes to the graveyard and, a token, ceases to exist (303.4c, 704.5m, 704.5d).
    Compared by what each Role enchants, its controller and kind, so token ids don't matter."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i) or trace.model.observation(i).get("pending_choice"):
            continue
        extra = _role_places(trace.observation(i)) - _role_places(trace.model.observation(i))
        for (host, controller, kind), _n in sorted(extra.items(), key=str):
            where = f"attached to {host}" if host else "attached to nothing"
            return [Violation(f"no {kind} Role of {controller} {where}: an Aura whose creature left the battlefield "
                              "goes to the graveyard, and a token there ceases to exist (303.4c, 704.5m, 704.5d)",
                              f"kept one on the battlefield {where}", i)]
    return []


# ----- WOE-17 and WOE-18: several Roles on one permanent --------------------------------------------------

def _engine_roles(trace: Trace, i: int) -> dict[tuple[str, str | None], list[str]]:
    return {key: sorted(o["card"] for o in roles) for key, roles in roles_on(trace.observation(i)).items()}


def roles_of_different_players_stay(trace: JudgedTrace) -> list[Violation]:
    """Roles of different controllers on one permanent all stay (303.7a counts per controller)."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i):
            continue
        model = {key: [o["card"] for o in roles] for key, roles in roles_on(trace.model.observation(i)).items()}
        controllers: dict[str, set[str | None]] = defaultdict(set)
        for host, controller in model:
            controllers[host].add(controller)
        engine = _engine_roles(trace, i)
        for (host, controller), roles in sorted(model.items()):
            if len(controllers[host]) < 2:
                continue
            for r in roles:
                if r not in engine.get((host, controller), []):
                    others = sorted(str(c) for c in controllers[host] - {controller})
                    return [Violation(f"{controller}'s Role {r} to stay on {host} next to the Role(s) of "
                                      f"{', '.join(others)}: a permanent may carry Roles of different players "
                                      "(303.7a)", "removed it", i)]
    return []


def newest_role_stays(trace: JudgedTrace) -> list[Violation]:
    """Per permanent and controller, exactly the Role with the newest timestamp stays (704.5y)."""
    for i in range(len(trace.steps)):
        if not comparable(trace, i) or trace.model.pending_kind(i):
            continue
        model = {key: [o["card"] for o in roles] for key, roles in roles_on(trace.model.observation(i)).items()}
        engine = _engine_roles(trace, i)
        for (host, controller), roles in sorted(engine.items()):
            if len(roles) > 1:
                return [Violation(f"only the newest of {controller}'s Roles on {host} to stay; the others go to the "
                                  "graveyard as a state-based action (303.7a, 704.5y)",
                                  f"left {', '.join(roles)} all attached", i,
                                  kind="several Roles of one controller left")]
        for (host, controller), roles in sorted(model.items()):
            got = engine.get((host, controller), [])
            if len(roles) == 1 and got != roles:
                lost = f"kept {got[0]} instead" if got else "kept none"
                return [Violation(f"{controller}'s newest Role on {host}, {roles[0]}, to be the one that stays "
                                  "(704.5y)", lost, i, kind="not the newest Role kept")]
    return []


# ----- the records ------------------------------------------------------------------------------------------

ruling(
    "WOE-06", "role",
    "When one player's Roles become attached to the same permanent simultaneously (for instance two tokens "
    "from Doubling Season), that player picks the one that stays and the rest are put into the graveyard.",
    ("303.7a", "704.5y", "613.7m", "614.1"),
    keep_role_choice_offered, chosen_role_kept, roles_change_their_hosts,
    cards=("Doubling Season", "Invoke Wicked of Test"),
    refusal=Refusal("Role not offered chosen to keep", answers("keep_role"), ("choose:keep_role",),
                    "303.7a, 704.5y: the player keeps one of the Roles they control on that permanent, nothing "
                    "else"),
    scenario=doubled_roles,
    situation=Situation("one player's Roles attached at the same time: keep-one choice asked",
                        woe06),
    corpus=(Case.built("Doubling Season doubles a Wicked Role: its controller keeps the first one", doubled),),
)

ruling(
    "WOE-07", "role",
    "If the permanent a new Role would enchant can't legally be enchanted by it (protection from "
    "enchantments, say), the Role token simply never comes into existence.",
    ("303.4i", "702.16", "111.10j-r"),
    no_role_onto_protection,
    cards=("Aegis Warden of Test", "Azorius First-Wing"),
    scenario=role_onto_enchantment_protection,
    situation=Situation("Role not created: it can't enchant the permanent",
                        woe07),
    corpus=(Case.built("a Role aimed at a creature with protection from enchantments is not created", protected),),
)

ruling(
    "WOE-10", "role",
    "Role tokens come in seven kinds only: Cursed, Monster, Royal, Sorcerer, Wicked and Young Hero from the main "
    "set, plus Virtuous from Ellivere of the Wild Court.",
    ("111.10j-r", "613.4", "603.2"),
    roles_are_the_seven_kinds,
    roles_change_their_hosts,
    role_abilities_work,
    cards=("Ellivere of the Wild Court",),
    scenario=every_kind,
    situation=Situation("Role token created",
                        woe10),
    corpus=(Case.built("Ellivere of the Wild Court makes the seventh kind of Role, Virtuous", seven),
            Case.built("the creature wearing a Wicked Role is bounced: the Role goes to the graveyard and p2 loses "
                       "1 life",
                       host_leaves_case("Unsummon", "U", "Wicked Role")),
            Case.built("a 2/2 wearing a Young Hero Role attacks: its granted trigger puts a +1/+1 counter on it",
                       attack("Young Hero Role")),
            Case.built("a creature wearing a Sorcerer Role attacks: its controller scries 1",
                       attack("Sorcerer Role", {"type": "choose", "choice": "bottom"})),),
)

ruling(
    "WOE-12", "role",
    "Whatever its kind, a Role is a colorless enchantment token whose subtypes are Aura and Role and which has "
    "enchant creature.",
    ("303.7", "111.10j-r", "303.4c", "704.5m", "704.5d"),
    roles_are_colorless_aura_enchantments,
    roles_only_where_the_model_has_them,
    roles_change_their_hosts,
    cards=("Monstrous Rage",),
    scenario=role_creation,
    situation=Situation("Role token created",
                        woe10),
    corpus=(Case.built("the Monster Role from Monstrous Rage: a colorless Aura Role enchantment", characteristics),
            Case.built("the creature wearing a Monster Role is returned to hand: the Role goes and ceases to exist",
                       host_leaves_case("Unsummon", "U", "Monster Role")),
            Case.built("the creature wearing a Royal Role is exiled: the Role goes and ceases to exist",
                       host_leaves_case("Swords to Plowshares", "W", "Royal Role")),),
)

ruling(
    "WOE-17", "role",
    "One permanent may carry several Roles at once as long as no two of them have the same controller.",
    ("303.7a", "704.5y"),
    roles_of_different_players_stay,
    roles_change_their_hosts,
    scenario=shared_host,
    situation=Situation("new Role on a permanent already wearing another player's Role",
                        _role_meets(same=False)),
    corpus=(Case.built("p1's Royal Role joins p2's Cursed Role on one creature; both stay", two_players),),
)

ruling(
    "WOE-18", "role",
    "If one player controls two or more Roles on the same permanent, a state-based action puts all of them "
    "except the newest (by timestamp) into their owners' graveyards.",
    ("303.7a", "704.5y", "613.7e", "603.10a"),
    newest_role_stays,
    roles_change_their_hosts,
    role_abilities_work,
    scenario=shared_host,
    situation=Situation("new Role on a permanent already wearing a Role of the same player",
                        _role_meets(same=True)),
    corpus=(Case.built("a new Monster Role replaces its controller's older Cursed Role", newest),
            Case.built("a Monster Role replaces a Wicked Role, whose trigger makes p2 lose 1 life", wicked_replaced),),
)

ruling(
    "WOE-19", "role",
    "A Role-making spell or ability with targets does nothing if every target has become illegal when it tries "
    "to resolve: it doesn't resolve and no Role appears.",
    ("608.2b",),
    no_tokens_when_fizzled(is_role_event, "Role token", "608.2b"),
    cards=("Monstrous Rage", "Royal Treatment", "Lightning Bolt", "Unsummon"),
    scenario=role_fizzles,
    situation=Situation("Role-creating spell or ability fizzled (all targets illegal)",
                        woe19,
                        branches=(("a Role-creating spell fizzled", fizzled_as("spell", "create_role")),
                        ("a Role-creating ability fizzled", fizzled_as("ability", "create_role")))),
    corpus=(Case.built("the target gains hexproof in response: the Role spell doesn't resolve", fizzle),
            Case.built("the target dies in response: Monstrous Rage doesn't resolve, no Role", bolt),),
)

ruling(
    "WOE-20", "role",
    "An effect that puts a Role onto a permanent without targeting it works even on a permanent with hexproof "
    "or shroud.",
    ("702.11b", "702.18a", "115.10a"),
    untargeted_role_ignores_hexproof,
    roles_change_their_hosts,
    cards=("Gladecover Scout", "Veiled Sentinel of Test", "Coronation of Test", "Hexing Crowd of Test"),
    scenario=role_onto_hexproof,
    situation=Situation("untargeted Role created on a hexproof or shroud permanent",
                        woe20),
    corpus=(Case.built("untargeted Cursed Roles reach an opponent's hexproof and shroud creatures", hexproof),
            Case.built("an untargeted Royal Role reaches its controller's shroud creature", shroud),),
)
