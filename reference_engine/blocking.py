"""Restrictions on blocking (509.1b): flying and reach, "can't block", "can block only creatures with flying" and
"can't be blocked by creatures with power N or less"; requirements on blocking (509.1c): "blocks this turn if able",
"must be blocked if able"; on attacking (508.1c): "can't attack unless you control a 1/1 creature"; and requirements
on attacking (508.1d): a goaded creature's (701.15b).

Static abilities that restrict blocks are data: ``{"kind": "static", "block": "cant"}`` (this creature can't
block), ``{"kind": "static", "block": "only_flying"}`` (it can block only creatures with flying), and
``{"kind": "static", "evasion": "power_at_most", "n": N}`` (creatures with power N or less can't block it; with
``"power_at_least"``, creatures with power N or greater; with ``"power_less_than_this"`` and no N, creatures with
power less than the attacker's own, both powers as blockers are declared), ``{"kind": "static", "evasion":
"unblockable"}`` (it can't be blocked), ``{"kind": "static", "evasion": "except_by", "filter": F}`` (only creatures
the filter picks can block it: "except by artifact creatures"); any of them with a ``condition`` applies only while
it holds (611.3a, reference_engine/conditions.py),
``{"kind": "static", "attack": "needs_1_1"}`` (it can't attack unless its controller controls a 1/1 creature).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .conditions import spell_matches, static_condition_holds

if TYPE_CHECKING:
    from .interface import GameRules
    from .objects import GameObject


def block_forbidden(game: GameRules, blocker: GameObject, attacker: GameObject) -> str | None:
    """Why this creature can't block that attacker under the restrictions above, or None when it may."""
    bc, ac = game.chars(blocker), game.chars(attacker)
    statics = [a for a in bc.abilities if a.get("kind") == "static"]
    if any(a.get("block") == "cant" for a in statics):
        return f"{blocker.id} can't block (509.1b)"
    if any(a.get("block") == "only_flying" for a in statics) and "flying" not in ac.keywords:
        return f"{blocker.id} can block only creatures with flying (509.1b)"
    if "flying" in ac.keywords and not ({"flying", "reach"} & set(bc.keywords)):
        return f"{attacker.id} has flying: only a creature with flying or reach can block it (702.9b, 702.17b)"
    for a in ac.abilities:
        if not static_condition_holds(game, attacker, a):  # 611.3a: "can't be blocked as long as ..."
            continue
        if a.get("kind") == "static" and a.get("evasion") == "unblockable":
            return f"{attacker.id} can't be blocked (509.1b)"
        if a.get("kind") == "static" and a.get("evasion") == "power_at_most" and (bc.power or 0) <= a["n"]:
            return f"{attacker.id} can't be blocked by creatures with power {a['n']} or less (509.1b)"
        if a.get("kind") == "static" and a.get("evasion") == "power_at_least" and (bc.power or 0) >= a["n"]:
            return f"{attacker.id} can't be blocked by creatures with power {a['n']} or greater (509.1b)"
        if a.get("kind") == "static" and a.get("evasion") == "power_less_than_this" and \
                (bc.power or 0) < (ac.power or 0):  # both powers as the blockers are declared
            return f"{attacker.id} can't be blocked by creatures with power less than its own (509.1b)"
        if a.get("kind") == "static" and a.get("evasion") == "except_by" and not spell_matches(bc, a["filter"]):
            return f"{attacker.id} can be blocked only by some creatures (509.1b)"
    return None


def attack_forbidden(game: GameRules, attacker: GameObject) -> bool:
    """508.1c: whether a restriction keeps this creature from attacking now."""
    for a in game.chars(attacker).abilities:
        if a.get("kind") == "static" and a.get("attack") == "needs_1_1" and not any(
                o.controller == attacker.controller and "Creature" in (c := game.chars(o)).types
                and (c.power, c.toughness) == (1, 1) for o in game.battlefield_objects()):
            return True
    return False


def goaders(game: GameRules, obj: GameObject) -> frozenset[str]:
    """701.15b: the players a creature is goaded by: those whose effects goaded it (`GameObject.goaded_by`), and the
    controller of each permanent attached to it whose static ability says the creature it enchants or equips "is
    goaded" (``goads`` beside ``affects``, 611.3a: for as long as it is attached)."""
    by = set(obj.goaded_by)
    for other in game.battlefield_objects():
        if other.attached_to == obj.id and any(
                a.get("kind") == "static" and a.get("goads") and a.get("affects") in ("enchanted", "equipped")
                for a in game.chars(other).abilities):
            by.add(other.controller)
    return frozenset(by)


def goad_defenders(game: GameRules, attacker: GameObject) -> list[str]:
    """701.15b, 701.15c: the players a goaded creature able to attack must attack to obey the most requirements
    (508.1d): each player who goaded it requires it to attack, and to attack a player other than them; a creature
    no one goaded, or one that can't attack, has none (an empty list)."""
    by = goaders(game, attacker)
    if not by or not game.can_attack(attacker.id):
        return []
    defenders = game.opponents(game.active)
    obeyed = {d: sum(2 if d != g else 1 for g in by) for d in defenders}
    best = max(obeyed.values(), default=0)
    return [d for d in defenders if obeyed[d] == best]


def attack_requirement_unmet(game: GameRules, attackers: dict[str, str]) -> str | None:
    """508.1d: the declaration must obey as many requirements as it can. The engine's only attack restrictions are
    one creature's own (508.1c), so each goaded creature's requirements are obeyed apart from the others': it must
    attack one of the players `goad_defenders` names. Why the declaration breaks that, or None."""
    for obj in game.battlefield_objects():
        best = goad_defenders(game, obj)
        if best and attackers.get(obj.id) not in best:
            return f"{obj.id} is goaded: it attacks {' or '.join(best)} if able (701.15b, 508.1d)"
    return None


def required_attacks(game: GameRules) -> dict[str, str]:
    """One declaration obeying every attack requirement (508.1d): each goaded creature attacks the first player it
    must."""
    return {obj.id: best[0] for obj in game.battlefield_objects() if (best := goad_defenders(game, obj))}


def must_block(game: GameRules, obj: GameObject) -> bool:
    """509.1c: whether the creature has a requirement to block this turn ("blocks this turn if able": a static
    ``{"block": "must"}`` it gained until end of turn)."""
    return any(a.get("kind") == "static" and a.get("block") == "must" for a in game.chars(obj).abilities)


def must_be_blocked(game: GameRules, obj: GameObject) -> bool:
    """509.1c: whether the attacking creature has a requirement to be blocked ("this must be blocked if able": a
    static ``{"blocked": "must"}``)."""
    return any(a.get("kind") == "static" and a.get("blocked") == "must" for a in game.chars(obj).abilities)


def able_blockers(game: GameRules, attacker: str, attacking: dict[str, str]) -> list[GameObject]:
    """The creatures that could block this attacker in some legal declaration (`blocks_it_could_make`)."""
    return [o for o in game.battlefield_objects() if attacker in blocks_it_could_make(game, o, attacking)]


def blocks_it_could_make(game: GameRules, blocker: GameObject, attacking: dict[str, str]) -> list[str]:
    """The attackers this creature could block in some legal declaration (509.1a, 509.1b): untapped, its
    controller attacked, no restriction forbids the pair; an attacker with menace only if another creature could
    block it too (702.111b)."""
    if blocker.tapped or "Creature" not in game.chars(blocker).types:
        return []
    out = []
    for attacker, defender in attacking.items():
        obj = game.objects[attacker]
        if blocker.controller != game.defending_player(defender) or game.protected_from(obj, game.chars(blocker)) or \
                block_forbidden(game, blocker, obj):
            continue
        if "menace" in game.chars(obj).keywords and not any(
                other is not blocker and other.controller == blocker.controller and not other.tapped
                and "Creature" in game.chars(other).types and not game.protected_from(obj, game.chars(other))
                and not block_forbidden(game, other, obj) for other in game.battlefield_objects()):
            continue
        out.append(attacker)
    return out


def block_requirement_unmet(game: GameRules, blockers: dict[str, str], attacking: dict[str, str]) -> str | None:
    """509.1c: the declaration must obey as many requirements as it can without breaking a restriction. A
    creature's requirement to block (any attacker) is obeyed when that creature blocks, and it can be whenever the
    creature could block some attacker, so every such creature must be among the blockers. An attacker's
    requirement to be blocked is obeyed when some creature blocks it, and it can be whenever one could: that
    creature blocking it instead obeys one requirement more and breaks none (its own requirement to block, if it
    has one, is obeyed either way; the pool has no two attackers that must be blocked at once). Why the declaration
    breaks that, or None."""
    for obj in game.battlefield_objects():
        if obj.id not in blockers and must_block(game, obj) and blocks_it_could_make(game, obj, attacking):
            return f"{obj.id} blocks this turn if able, and it can block (509.1c)"
    for attacker in attacking:
        if attacker not in blockers.values() and must_be_blocked(game, game.objects[attacker]) and \
                able_blockers(game, attacker, attacking):
            return f"{attacker} must be blocked if able, and a creature can block it (509.1c)"
    return None


def required_blocks(game: GameRules, attacking: dict[str, str]) -> dict[str, str]:
    """One declaration that obeys every blocking requirement (509.1c): each creature that must block blocks the
    first attacker it can, with a second blocker beside it for an attacker with menace (702.111b)."""
    out: dict[str, str] = {}
    for attacker in attacking:  # an attacker that must be blocked first: a creature that must block obeys both
        able = able_blockers(game, attacker, attacking) if must_be_blocked(game, game.objects[attacker]) else []
        chosen = sorted(able, key=lambda o: not must_block(game, o))[:2 if "menace" in game.chars(
            game.objects[attacker]).keywords else 1]
        out.update({o.id: attacker for o in chosen})
    for obj in game.battlefield_objects():
        able = blocks_it_could_make(game, obj, attacking) if must_block(game, obj) and obj.id not in out else []
        if not able:
            continue
        out[obj.id] = able[0]
        attacker = game.objects[able[0]]
        if "menace" in game.chars(attacker).keywords and list(out.values()).count(able[0]) < 2:
            partner = next((o for o in game.battlefield_objects() if o.id not in out and o.id != obj.id
                            and able[0] in blocks_it_could_make(game, o, {able[0]: attacking[able[0]]})), None)
            if partner is None:  # every other possible blocker blocks already: this one blocks alone elsewhere
                del out[obj.id]
            else:
                out[partner.id] = able[0]
    return out
