"""Role scenarios (303.7, 111.10j-r): creatures, Role creators on both sides, answers to make targets illegal.

Setups may already carry Role tokens (of either player) on a creature, so
that a new Role meets an older one of the same or of another controller in a
good share of examples. After a random walk a probe casts one Role creator
(drawn among the model's legal casts), may let the other player answer, and
resolves the stack, drawing the answer to every choice (which Role to keep).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtg_protocol.jsontypes import JSON
from mtg_protocol.types import Setup
from reference_engine.cards import ROLE_KINDS, lookup
from reference_engine.cards.mechanics import real_cards

from .. import st
from ..actions import ModelRun, draw_steps
from ..card_choices import lands, lands_to_cast, uses
from ..options import real_cards_only
from ..scenario import Scenario
from ..states import SetupBuilder, mana_letters, with_lands_for

Draw = st.DrawFn
Match = Callable[[JSON], bool]

KINDS = ("Monster", *[k for k in ROLE_KINDS if k != "Monster"])  # simplest first for shrinking
TARGETED = tuple(f"Invoke {k} of Test" for k in KINDS) + ("Monstrous Rage", "Royal Treatment")
BEARERS = tuple(f"{k} Bearer of Test" for k in KINDS)
INVOKERS = tuple(f"Invoke {k} of Test" for k in KINDS)
UNTARGETED = ("Coronation of Test", "Hexing Crowd of Test")
TWIN = "Twin Crowning of Test"  # two different Roles at once: a tie whose options can be told apart
# The pool's real Role creators, cheapest first: every one, the ones cast as spells, and the untargeted ones
# (a spell or permanent whose Role goes where no target is chosen: Asinine Antics, Cursed Courtier).
def _roles_on_entering_only(name: str) -> bool:
    """Every Role the card makes goes on a creature of its controller's that just entered (Gylwain's "that
    creature"), never where a Role spell or an opponent's protected creature could be: no scenario of WOE-07 or
    WOE-20 reaches its situation with it."""
    card = lookup(name)
    abilities = [a for f in (card.faces if card is not None else ()) for a in f.abilities]
    made = [e for a in abilities for e in (*a.get("effects", ()), *(x for m in a.get("choose_one") or ()
                                                                    for x in m.get("effects") or ()))
            if e.get("do") == "create_role"]
    return bool(made) and all(e.get("attach") == "that" for e in made)


REAL_ROLE_CARDS = real_cards("role")
REAL_CREATORS = real_cards("role", types=("Instant", "Sorcery"))
REAL_UNTARGETED = tuple(n for n in real_cards("role", any_targets=False) if not _roles_on_entering_only(n))


def role_chapter(name: str) -> int:
    """The number of a Saga's first chapter ability that makes a Role (714.2); 0 for a card with none."""
    card = lookup(name)
    abilities = card.main.abilities if card is not None else ()
    return next((int(a["chapter"]) for a in abilities if a.get("event") == "chapter"
                 and any(e.get("do") == "create_role" for e in a.get("effects") or ())), 0)


REAL_ROLE_SAGAS = tuple(n for n in REAL_ROLE_CARDS if role_chapter(n))
"""The pool's real Sagas with a chapter that makes a Role (714): a setup may hold one a lore counter short of that
chapter, beginning in p1's draw step, so that the chapter triggers as p1's precombat main phase begins (714.3b)."""


def _roles_elsewhere(name: str) -> bool:
    """The card makes a Role attached to something other than itself and its controller's own creatures (Asinine
    Antics: each opponent's creature; not Twisted Sewer-Witch, whose Roles go on its controller's Rats)."""
    card = lookup(name)
    faces = card.faces if card is not None else ()
    effects = [e for f in faces for e in (*f.effects, *(x for a in f.abilities for x in a.get("effects", ())))]
    return any(e.get("do") == "create_role" and e.get("attach") != "self"
               and (e.get("filter") or {}).get("controller") != "you" for e in effects)  # not only on its own


# the untargeted real creators whose Role can land on a hexproof or shroud creature (WOE-20): not Cursed
# Courtier, whose Role goes on itself
REAL_UNTARGETED_ELSEWHERE = tuple(n for n in REAL_UNTARGETED if _roles_elsewhere(n))
INSTANT_CREATORS = TARGETED + UNTARGETED
# what p1's hand draws from (the real Role spells among them), and every Role creator a cast may be of
HAND_CREATORS = tuple(dict.fromkeys(INSTANT_CREATORS + BEARERS + ("Ellivere of the Wild Court", TWIN)
                                    + REAL_CREATORS))
REAL_ROLE_PERMANENTS = tuple(n for n in REAL_ROLE_CARDS if n not in REAL_CREATORS)
"""Every other real Role creator of the pool, cheapest first: permanents whose Role comes as they enter, die or
attack, or from an ability. WOE-12's hand may hold one beside the others (the Role it makes is a colorless Aura
enchantment like any), so that a card joining the pool is drawn as it joins."""
ROLE_CREATORS = tuple(dict.fromkeys(HAND_CREATORS + REAL_ROLE_CARDS))
CREATURES = ("Grizzly Bears", "Gladecover Scout", "Veiled Sentinel of Test", "Aegis Warden of Test")
PROTECTED = ("Aegis Warden of Test", "Azorius First-Wing")  # protection from enchantments (702.16)
ANSWERS = ("Royal Treatment", "Lightning Bolt", "Unsummon")
ATTACK_TRIGGER_KINDS = ("Sorcerer", "Young Hero")  # Roles that grant an attack trigger (111.10n, 111.10r)
LEAVERS = ("Unsummon", "Swords to Plowshares", "Flicker of Fate")  # a creature leaves without dying (400.7)


def real(names: tuple[str, ...]) -> tuple[str, ...]:
    """`names` without the synthetic cards, when the engine under test can't load them (strategies.options)."""
    if not real_cards_only():
        return names
    return tuple(n for n in names if not n.endswith(" of Test"))


# ----- generic steps over the model ---------------------------------------------------------------------


def act_matching(draw: Draw, run: ModelRun, match: Match) -> JSON | None:
    """Take one of the model's legal actions that `match` (drawn: the card, then the way); None when none."""
    options = [a for a in run.legal_actions() if match(a)]
    if not options:
        return None
    # Card first, then its targets: a spell with many target choices is no likelier than one with none.
    cards = list(dict.fromkeys(str(a.get("card")) for a in options))
    card = cards[draw(st.integers(0, len(cards) - 1))] if len(cards) > 1 else cards[0]
    options = [a for a in options if str(a.get("card")) == card]
    action = options[draw(st.integers(0, len(options) - 1))] if len(options) > 1 else options[0]
    run.act(action)
    return action


def hand_to(run: ModelRun, player: str) -> bool:
    """Pass priority (without resolving anything) until `player` holds it; False if that can't happen."""
    for _ in range(3):
        obs = run.observe()
        if obs["pending_choice"] or not obs["stack"]:
            return False
        if obs["turn"]["priority"] == player:
            return True
        if obs["players"] and all(p["id"] != player for p in obs["players"]):
            return False
        run.act({"type": "pass"})
    return False


def resolve_drawn(draw: Draw, run: ModelRun, limit: int = 16) -> None:
    """Resolve the stack, drawing the answer to every pending choice among the model's legal ones."""
    for _ in range(limit):
        obs = run.observe()
        if obs["game_over"]:
            return
        if obs["pending_choice"]:
            if act_matching(draw, run, lambda a: a.get("type") == "choose") is None:
                return
        elif obs["stack"]:
            run.act({"type": "pass"})
        else:
            return


def cast_of(names: tuple[str, ...], cards: dict[str, str]) -> Match:
    """Matches casting one of the setup's cards whose name is in `names`."""
    return lambda a: a.get("type") == "cast" and cards.get(a.get("card", "")) in names


def aimed_at(match: Match, aimed: set[Any]) -> Match:
    """Matches what `match` does that also targets one of `aimed`."""
    return lambda a: match(a) and bool(aimed & set(a.get("targets") or []))


# ----- setups ----------------------------------------------------------------------------------------------


def _add(b: SetupBuilder, cards: dict[str, str], pid: str, zone: str, name: str, **status: Any) -> str:
    cid = b.add(pid, zone, name, **status)
    cards[cid] = name
    return cid


@st.composite
def role_setup(draw: Draw, doubling: bool | None = None, p1_cards: tuple[str, ...] = HAND_CREATORS,
               p2_cards: tuple[str, ...] = INSTANT_CREATORS, creatures: tuple[str, ...] = CREATURES,
               old_roles: bool = True, p2_min: int = 0, old_min: int = 0, lands: tuple[str, str] = ("GG", "G"),
               max_creatures: int = 2, p1_first: tuple[str, ...] = (), p1_min: int = 1,
               p2_first: tuple[str, ...] = (), leavers: bool = False,
               old_kinds: tuple[str, ...] = KINDS, saga: bool = False,
               side: tuple[str, ...] = ()) -> tuple[Setup, dict[str, str]]:
    """Creatures on both sides, maybe Doubling Season, maybe older Roles, Role creators in both hands
    (p1's hand opens with one of `p1_first`, p2's creatures with one of `p2_first`, when given; with `leavers`,
    p1 may also hold a spell that bounces, exiles or blinks a creature, and maybe one card of `side`; older Roles
    are of `old_kinds`; with `saga`, a quarter of the setups hold one of `REAL_ROLE_SAGAS` a lore counter short of
    its Role and begin in p1's draw step: `to_precombat_main` plays its chapter).

    With real cards only, the synthetic cards are left out, and so are older Roles in the setup (an engine
    that loads only real cards may not be able to set up Role tokens either): Roles then come from the plan."""
    if real_cards_only():
        p1_cards, p2_cards = real(p1_cards) or REAL_CREATORS, real(p2_cards) or REAL_CREATORS
        creatures, p1_first, p2_first = real(creatures), real(p1_first), real(p2_first)
        old_roles = False
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    cards: dict[str, str] = {}
    mine = [_add(b, cards, "p1", "battlefield", n)
            for n in draw(st.lists(st.sampled_from(creatures), min_size=1, max_size=max_creatures))]
    lead = [draw(st.sampled_from(p2_first))] if p2_first else []
    theirs = [_add(b, cards, "p2", "battlefield", n) for n in lead + draw(
        st.lists(st.sampled_from(creatures), min_size=1 - len(lead), max_size=max_creatures - len(lead)))]
    if doubling if doubling is not None else draw(st.booleans()):
        _add(b, cards, "p1", "battlefield", "Doubling Season")
    if old_roles:
        worn: set[tuple[str, str]] = set()
        for _ in range(draw(st.integers(old_min, 2))):
            host = draw(st.sampled_from(mine + theirs))
            kind = draw(st.sampled_from(old_kinds))
            controller = draw(st.sampled_from(["p1", "p2"]))
            if cards[host] in PROTECTED or (host, controller) in worn:
                continue  # a setup may only hold a legal state (303.4, 702.16, 704.5y)
            worn.add((host, controller))
            _add(b, cards, controller, "battlefield", f"{kind} Role", token=True, attached_to=host)
    first = [draw(st.sampled_from(p1_first))] if p1_first else []
    hand = first + draw(st.lists(st.sampled_from(p1_cards), min_size=p1_min - len(first), max_size=3 - len(first)))
    if side:
        hand += draw(st.lists(st.sampled_from(side), max_size=1))
    spare = ""
    if leavers and draw(st.integers(0, 3)) > 0:  # mostly: the Role's creature leaving is what WOE-10/12 probe
        hand.append(draw(st.sampled_from(LEAVERS)))
        spare = with_lands_for("", hand[-1])  # its colour again: the Role spells before it may tap the first
    for name in hand:
        _add(b, cards, "p1", "hand", name)
    answers = draw(st.lists(st.sampled_from(p2_cards), min_size=p2_min, max_size=2))
    for name in answers:
        _add(b, cards, "p2", "hand", name)
    b.lands("p1", "".join(sorted(with_lands_for(lands[0], *hand, each=True) + spare
                                 + draw(mana_letters(max_lands=4, colors="GWR")), key="WUBRG".index)))
    b.lands("p2", with_lands_for(lands[1], *answers, each=True) + draw(mana_letters(max_lands=2, colors="GR")))
    if saga and REAL_ROLE_SAGAS and draw(st.integers(0, 3)) == 0:
        name = draw(st.sampled_from(REAL_ROLE_SAGAS))
        _add(b, cards, "p1", "battlefield", name, counters={"lore": role_chapter(name) - 1})
        b.turn["step"] = "draw"
    return b.build(), cards


def to_precombat_main(draw: Draw, run: ModelRun) -> None:
    """A setup that begins in p1's draw step (a Saga's, `role_setup`): pass into p1's precombat main phase, whose
    lore counter triggers the Saga's chapter (714.3b, 505.4), and resolve it."""
    for _ in range(4):
        obs = run.observe()
        if obs["game_over"] or obs["pending_choice"] or obs["turn"]["step"] != "draw":
            break
        run.act({"type": "pass"})
    resolve_drawn(draw, run)


def role_setup_cards(doubling: bool | None = None, p1_cards: tuple[str, ...] = HAND_CREATORS,
                     p2_cards: tuple[str, ...] = INSTANT_CREATORS, creatures: tuple[str, ...] = CREATURES,
                     old_roles: bool = True, lands_: tuple[str, str] = ("GG", "G"), p1_first: tuple[str, ...] = (),
                     p2_first: tuple[str, ...] = (), leavers: bool = False,
                     old_kinds: tuple[str, ...] = KINDS, saga: bool = False, side: tuple[str, ...] = (),
                     **_: Any) -> list[Any]:
    """The cards `role_setup` can put in a setup with these arguments (strategies/card_choices.py)."""
    if real_cards_only():
        p1_cards, p2_cards = real(p1_cards) or REAL_CREATORS, real(p2_cards) or REAL_CREATORS
        creatures, p1_first, p2_first = real(creatures), real(p1_first), real(p2_first)
        old_roles = False
    hand = (*p1_first, *p1_cards, *(LEAVERS if leavers else ()), *side)
    return [creatures, p2_first, () if doubling is False else "Doubling Season",
            tuple(f"{k} Role" for k in old_kinds) if old_roles else (), hand, p2_cards,
            lands(lands_[0] + "GWR"), lands_to_cast(hand), lands(lands_[1] + "GR"), lands_to_cast(p2_cards),
            REAL_ROLE_SAGAS if saga else ()]


def _maybe_answer(draw: Draw, run: ModelRun, cards: dict[str, str], names: tuple[str, ...]) -> None:
    """Give p2 the chance to answer the spell on top of the stack with one of `names`."""
    if draw(st.booleans()) and hand_to(run, "p2"):
        act_matching(draw, run, cast_of(names, cards))


def host_leaves(draw: Draw, run: ModelRun, cards: dict[str, str]) -> None:
    """Probe: p1 bounces, exiles or blinks a creature that wears a Role, and it resolves: the Role, an Aura
    enchanting nothing, goes to the graveyard and ceases to exist (303.4c, 704.5m, 704.5d)."""
    obs = run.observe()
    roles = [o for o in obs["objects"] if "Role" in (o.get("subtypes") or [])]
    hosts = {o.get("attached_to") for o in roles}
    # first choice: a creature wearing a Role whose own ability triggers as it leaves (the Wicked Role, 111.10q)
    telling = {o.get("attached_to") for o in roles if o.get("name") == "Wicked"}
    for aimed in (telling, hosts):
        if aimed and act_matching(draw, run, aimed_at(cast_of(LEAVERS, cards), aimed)):
            resolve_drawn(draw, run)
            return


def attack_with_a_role(draw: Draw, run: ModelRun) -> None:
    """Probe: p1 passes on to combat and attacks with a creature wearing a Role, so that the attack triggers
    Roles grant (Sorcerer, Young Hero; 111.10n, 111.10r) fire and resolve."""
    for _ in range(6):
        obs = run.observe()
        if obs["game_over"]:
            return
        attacks = [a for a in run.legal_actions() if a.get("type") == "declare_attackers" and a["attackers"]]
        if obs["pending_choice"] and not attacks:
            return
        if attacks:
            roles = [o for o in obs["objects"] if "Role" in (o.get("subtypes") or [])]
            hosts = {o.get("attached_to") for o in roles}
            granting = {o.get("attached_to") for o in roles if o.get("name") in ATTACK_TRIGGER_KINDS}
            attacks = ([a for a in attacks if granting & set(a["attackers"])]
                       or [a for a in attacks if hosts & set(a["attackers"])] or attacks)
            run.act(attacks[draw(st.integers(0, len(attacks) - 1))] if len(attacks) > 1 else attacks[0])
            resolve_drawn(draw, run)
            return
        if obs["stack"] or obs["turn"]["step"] not in ("precombat_main", "beginning_of_combat"):
            return
        run.act({"type": "pass"})


@uses(lambda: role_setup_cards(leavers=True, saga=True, side=REAL_ROLE_PERMANENTS))
@st.composite
def role_creation(draw: Draw, max_steps: int, doubling: bool | None = None,
                  p1_cards: tuple[str, ...] = HAND_CREATORS, p1_first: tuple[str, ...] = (),
                  side: tuple[str, ...] = REAL_ROLE_PERMANENTS) -> Scenario:
    """A walk, then a Role creator cast by p1 (p2 may answer with a Role of its own), all resolved; then a
    creature wearing a Role may leave the battlefield. A Saga's Role chapter may come first (`to_precombat_main`);
    p1's hand may hold one card of `side` too."""
    setup, cards = draw(role_setup(doubling=doubling, p1_cards=p1_cards, p1_first=p1_first, leavers=True,
                                   saga=True, side=side))
    run = ModelRun(setup)
    to_precombat_main(draw, run)
    draw_steps(draw, run, max_steps, cast_of(ROLE_CREATORS, cards))
    resolve_drawn(draw, run)
    for _ in range(draw(st.integers(1, 2))):
        if act_matching(draw, run, cast_of(ROLE_CREATORS, cards)) is None:
            break
        _maybe_answer(draw, run, cards, INSTANT_CREATORS)
        resolve_drawn(draw, run)
    host_leaves(draw, run, cards)
    return run.scenario()


@uses(lambda: role_setup_cards(p1_cards=(*(REAL_CREATORS if real_cards_only() else (*INVOKERS, *BEARERS)),
                                          "Ellivere of the Wild Court"), leavers=True, saga=True))
@st.composite
def every_kind(draw: Draw, max_steps: int) -> Scenario:
    """WOE-10: Role creators of kinds drawn evenly (Ellivere's Virtuous Role among them), cast and resolved."""
    kinds = draw(st.lists(st.sampled_from(KINDS), min_size=1, max_size=3))
    creators = tuple(f"Invoke {k} of Test" for k in kinds) + tuple(f"{k} Bearer of Test" for k in kinds)
    if real_cards_only():
        creators = REAL_CREATORS  # the real Role spells; Ellivere makes the Virtuous one
    # older Roles of the drawn kinds too: a creature already wearing one can attack (Sorcerer, Young Hero) or leave
    setup, cards = draw(role_setup(p1_cards=creators + ("Ellivere of the Wild Court",), leavers=True,
                                   old_kinds=tuple(kinds), old_min=1, saga=True))
    run = ModelRun(setup)
    to_precombat_main(draw, run)
    draw_steps(draw, run, min(max_steps, 2), cast_of(ROLE_CREATORS, cards))
    resolve_drawn(draw, run)
    for _ in range(draw(st.integers(1, 3))):
        if act_matching(draw, run, cast_of(ROLE_CREATORS, cards)) is None:
            break
        resolve_drawn(draw, run)
    if draw(st.integers(0, 3)) > 0:
        attack_with_a_role(draw, run)
    host_leaves(draw, run, cards)
    return run.scenario()


@uses(lambda: role_setup_cards(p1_cards=INSTANT_CREATORS, creatures=CREATURES[:1]))
@st.composite
def shared_host(draw: Draw, max_steps: int) -> Scenario:
    """WOE-17 / WOE-18: one creature a side, already wearing Roles of either player; more Roles arrive on them
    (from spells: a Bearer or Ellivere would put its Role on a new creature)."""
    # With real cards only the setup holds no Roles yet (role_setup): p1 holds two Role spells and casts both.
    fresh = real_cards_only()
    setup, cards = draw(role_setup(p1_cards=INSTANT_CREATORS, old_min=2, max_creatures=1, creatures=CREATURES[:1],
                                   p2_min=1, p1_min=2 if fresh else 1))
    run = ModelRun(setup)
    draw_steps(draw, run, min(max_steps, 2), cast_of(ROLE_CREATORS, cards))
    resolve_drawn(draw, run)
    for _ in range(draw(st.integers(2, 3) if fresh else st.integers(1, 2))):
        spell = act_matching(draw, run, cast_of(ROLE_CREATORS, cards))
        if spell is None:
            break
        if fresh and hand_to(run, "p2"):  # p2's Role onto the same creature, if it can (WOE-17)
            host = set(spell.get("targets") or [])
            if act_matching(draw, run, aimed_at(cast_of(INSTANT_CREATORS, cards), host)) is None:
                act_matching(draw, run, cast_of(INSTANT_CREATORS, cards))
        else:
            _maybe_answer(draw, run, cards, INSTANT_CREATORS)
        resolve_drawn(draw, run)
    return run.scenario()


@uses(lambda: role_setup_cards(doubling=True, p1_first=REAL_CREATORS[:2], leavers=True, saga=True)
      if real_cards_only() else [role_setup_cards(doubling=True, p1_first=(TWIN,), leavers=True, saga=True),
                                 role_setup_cards(doubling=False, p1_first=(TWIN,), leavers=True, saga=True)])
def doubled_roles(max_steps: int) -> st.SearchStrategy[Scenario]:
    """WOE-06: Roles attached at once. Doubling Season makes each Role twice (identical ties, which an engine may
    settle itself), or p1 holds Twin Crowning of Test, two different Roles at once (a tie that must be asked).
    Both draw p1's other Role creators from all of them: the hand's extras are few, and 1,000 examples of one
    branch alone didn't send each of the 25 (`list --json` lists what 1,000 scenarios send)."""
    if real_cards_only():  # no real card makes two different Roles at once: Doubling Season's ties only
        return role_creation(max_steps, doubling=True, p1_first=REAL_CREATORS[:2], side=())
    return st.one_of(role_creation(max_steps, doubling=True, p1_first=(TWIN,), side=()),
                     role_creation(max_steps, doubling=False, p1_first=(TWIN,), side=()))


@uses(lambda: role_setup_cards(p1_cards=(*TARGETED, "Unsummon", "Lightning Bolt"), p2_cards=ANSWERS,
                               creatures=CREATURES[:1], old_roles=False, lands_=("GGRU", "GRU"), p1_first=TARGETED))
@st.composite
def role_target_answered(draw: Draw, max_steps: int) -> Scenario:
    """WOE-19: a targeted Role creator, then an answer to its target: p2 gives its own creature hexproof,
    kills or bounces it, or p1 answers its own spell."""
    setup, cards = draw(role_setup(p1_cards=TARGETED + ("Unsummon", "Lightning Bolt"), p2_cards=ANSWERS,
                                   creatures=CREATURES[:1], old_roles=False, p2_min=1, lands=("GGRU", "GRU"),
                                   p1_first=TARGETED))
    run = ModelRun(setup)
    draw_steps(draw, run, min(max_steps, 1))  # no preference: the Role creator is kept for the probe
    resolve_drawn(draw, run)
    spell = act_matching(draw, run, cast_of(TARGETED, cards))
    if spell is not None and spell.get("targets"):
        aimed = set(spell["targets"])

        def answers(a: JSON) -> bool:
            return cast_of(ANSWERS + ("Unsummon", "Lightning Bolt"), cards)(a) and bool(aimed & set(a["targets"]))

        # p1 answers its own spell while it holds priority (the shortest plan); else, or when it can't, p2 does
        if (draw(st.integers(0, 2)) > 0 or act_matching(draw, run, answers) is None) and hand_to(run, "p2"):
            act_matching(draw, run, answers)
    resolve_drawn(draw, run)
    return run.scenario()


ROLE_ABILITIES = ("Embereth Veteran", "Charmed Clothier")
"""Real permanents whose ability makes a Role on a target: an activated one (sacrifice it, {1}: a Young Hero Role
on another target creature) and an enters trigger (a Royal Role on another target creature you control)."""


@uses("Grizzly Bears", ROLE_ABILITIES, "Gladecover Scout", "Unsummon", "Lightning Bolt", ANSWERS, lands("R"),
      lands_to_cast((*ROLE_ABILITIES, "Unsummon", "Lightning Bolt")), lands_to_cast(ANSWERS))
@st.composite
def role_ability_answered(draw: Draw, max_steps: int) -> Scenario:
    """WOE-19 for abilities: p1 activates Embereth Veteran at a creature, or casts Charmed Clothier, whose enters
    trigger targets another of p1's creatures; with the ability on the stack, p1 bounces or kills the target, or
    p2 does, or gives its own creature hexproof (Royal Treatment), so the ability's only target is illegal as it
    would resolve (608.2b)."""
    source = draw(st.sampled_from(ROLE_ABILITIES))
    b = SetupBuilder(seed=draw(st.integers(0, 3)))
    cards: dict[str, str] = {}
    _add(b, cards, "p1", "battlefield", "Grizzly Bears")
    if source == "Embereth Veteran":
        maker = _add(b, cards, "p1", "battlefield", source)
    else:
        maker = _add(b, cards, "p1", "hand", source)
    _add(b, cards, "p2", "battlefield", draw(st.sampled_from(("Grizzly Bears", "Gladecover Scout"))))
    mine_answer = draw(st.sampled_from(("Unsummon", "Lightning Bolt")))
    _add(b, cards, "p1", "hand", mine_answer)
    theirs = draw(st.lists(st.sampled_from(ANSWERS), min_size=1, max_size=2))
    for name in theirs:
        _add(b, cards, "p2", "hand", name)
    b.lands("p1", with_lands_for("", source, mine_answer, each=True) + "R")
    b.lands("p2", with_lands_for("", *theirs, each=True))
    run = ModelRun(b.build())
    if source == "Embereth Veteran":
        act_matching(draw, run, lambda a: a.get("type") == "activate" and a.get("card") == maker)
    elif act_matching(draw, run, lambda a: a.get("type") == "cast" and a.get("card") == maker) is not None:
        for _ in range(2):  # the creature resolves; its enters trigger gets its target (603.3d), asked or not
            if run.observe()["pending_choice"]:
                break
            run.act({"type": "pass"})
        act_matching(draw, run, lambda a: a.get("type") == "choose")
    stack = run.observe()["stack"]
    aimed = {str(t) for t in stack[-1].get("targets") or []} if stack and stack[-1].get("kind") == "ability" \
        else set()
    if aimed:
        def answers(a: JSON) -> bool:
            return cast_of(ANSWERS + (mine_answer,), cards)(a) and bool(aimed & {str(t) for t in a["targets"]})

        if (draw(st.booleans()) or act_matching(draw, run, answers) is None) and hand_to(run, "p2"):
            act_matching(draw, run, answers)
    resolve_drawn(draw, run)
    return run.scenario()


@uses(role_target_answered, role_ability_answered)
def role_fizzles(max_steps: int) -> st.SearchStrategy[Scenario]:
    """WOE-19: a targeted Role spell (`role_target_answered`) or ability (`role_ability_answered`) whose target
    is answered."""
    return st.one_of(role_target_answered(max_steps), role_ability_answered(max_steps))


@uses(lambda: role_onto_protected_cards(PROTECTED, REAL_UNTARGETED_ELSEWHERE))
def role_onto_enchantment_protection(max_steps: int) -> st.SearchStrategy[Scenario]:
    """WOE-07: as `role_onto_protected`, p2 opening with a creature with protection from enchantments (the real
    Azorius First-Wing when only real cards may be used), p1's hand with an untargeted real creator whose Role can
    land on it."""
    return role_onto_protected(max_steps, guarded=PROTECTED, real_first=REAL_UNTARGETED_ELSEWHERE)


@uses(lambda: role_onto_protected_cards(CREATURES[1:3], REAL_UNTARGETED_ELSEWHERE))
def role_onto_hexproof(max_steps: int) -> st.SearchStrategy[Scenario]:
    """WOE-20: as `role_onto_protected`, p2 opening with a creature with hexproof or shroud (the real Gladecover
    Scout when only real cards may be used): protection from enchantments is WOE-07's."""
    return role_onto_protected(max_steps, guarded=CREATURES[1:3], real_first=REAL_UNTARGETED_ELSEWHERE)


def role_onto_protected_cards(guarded: tuple[str, ...], real_first: tuple[str, ...] = REAL_UNTARGETED) -> list[Any]:
    """The cards `role_onto_protected` can put in a setup with these arguments."""
    first = (real_first or REAL_UNTARGETED) if real_cards_only() else UNTARGETED
    return role_setup_cards(p1_cards=first + TARGETED[:7] + ("Monster Bearer of Test",), p2_cards=UNTARGETED,
                            creatures=CREATURES[1:] + CREATURES[:1], old_roles=False, p1_first=first,
                            p2_first=guarded)


@st.composite
def role_onto_protected(draw: Draw, max_steps: int,
                        guarded: tuple[str, ...] = (*PROTECTED, *CREATURES[1:3]),
                        real_first: tuple[str, ...] = REAL_UNTARGETED) -> Scenario:
    """WOE-07 / WOE-20: Role creators aimed at creatures with protection, hexproof or shroud (p2 opens with one
    of `guarded`; with real cards only, p1's hand with one of `real_first`)."""
    first = (real_first or REAL_UNTARGETED) if real_cards_only() else UNTARGETED
    setup, cards = draw(role_setup(p1_cards=first + TARGETED[:7] + ("Monster Bearer of Test",),
                                   p2_cards=UNTARGETED, creatures=CREATURES[1:] + CREATURES[:1],
                                   old_roles=False, p1_first=first,
                                   p2_first=guarded))
    run = ModelRun(setup)
    draw_steps(draw, run, min(max_steps, 2), cast_of(ROLE_CREATORS, cards))
    resolve_drawn(draw, run)
    for _ in range(draw(st.integers(1, 2))):
        if act_matching(draw, run, cast_of(ROLE_CREATORS, cards)) is None:
            break
        _maybe_answer(draw, run, cards, UNTARGETED)
        resolve_drawn(draw, run)
    return run.scenario()
