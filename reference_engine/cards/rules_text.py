"""A card face's rules in plain words, generated from its data (never typed in: no printed text is copied).

Each effect reads from a short template for the common verbs, or from the verb's own one-line summary
(``reference_engine/verbs``, also docs/cards.md) with its parameters; targets and objects are named from the
face's ``targets``. Activated abilities carry the index an ``activate`` action gives them (docs/protocol.md,
*Ability numbering*): ``[0]``, ``[1]``, ...
"""

from __future__ import annotations

from typing import Any

from .model import Face

ACTIVATED = ("activated", "equip")
"""The ability kinds ``activate.ability`` counts, in the order the face lists its abilities."""

EVENTS = {
    "enters": "When this enters", "attacks": "Whenever this attacks", "dies": "When this dies",
    "enters_or_attacks": "Whenever this enters or attacks", "turned_face_up": "When this is turned face up",
    "landfall": "Whenever a land you control enters", "sacrifice_clue": "Whenever you sacrifice a Clue",
    "creature_dies": "Whenever another creature dies", "creature_enters": "Whenever another creature enters",
    "creature_turned_face_up": "Whenever a creature you control is turned face up",
    "combat_damage_to_player": "Whenever this deals combat damage to a player",
    "opponent_casts": "Whenever an opponent casts a spell", "targeted_by_spell": "Whenever this becomes the target "
    "of a spell", "beginning_of_your_draw": "At the beginning of your draw step",
    "beginning_of_your_end": "At the beginning of your end step", "cast_spell": "Whenever you cast a spell",
}

TEMPLATES = {
    "draw": "draw {n} card(s)", "damage": "deal {n} damage to {target}", "tap": "tap {target}",
    "untap": "untap {target}", "investigate": "investigate{times}", "discover": "discover {n}",
    "create_role": "create a {role} Role token attached to {attach}",
    "create_roles": "create {roles} Role tokens attached to {attach}, at the same time",
    "add_counters": "put {n} {counter} counter(s) on {target}", "to_hand": "return {target} to its owner's hand",
    "counter": "counter {target}", "copy_spell": "copy {target}; the copy keeps its choices",
    "token_copy": "create a token that's a copy of {target}", "gain_life": "gain {n} life",
    "lose_life": "lose {n} life", "destroy": "destroy {target}", "exile": "exile {target}",
    "create_token": "create {n} {token} token(s)", "scry": "scry {n}", "discard": "discard {n} card(s)",
    "grant": "{target} gains {keywords} until end of turn", "lose_abilities": "{target} loses all abilities "
    "until end of turn", "opponents_lose_life": "each opponent loses {n} life", "mill": "{target} mills {n}",
    "pump": "{target} gets {power:+d}/{toughness:+d} until end of turn",
    "impulse": "exile the top {n} card(s) of your library; you may play them until {until}",
}


def rules_text(face: Face) -> list[str]:
    """The face's keywords, then each ability or its spell effects, one line each."""
    lines = [", ".join(face.keywords)] if face.keywords else []
    index = 0
    for ability in face.abilities:
        label = None
        if ability.get("kind") in ACTIVATED:
            label, index = f"[{index}] ", index + 1
        lines.append((label or "") + ability_words(ability))
    if face.effects:
        lines.append(_sentence(effects_words(face.effects, face.targets)))
    for cost in face.additional_costs:
        lines.append(_additional_cost(cost))
    return lines


def ability_words(ability: dict[str, Any]) -> str:
    kind = ability.get("kind")
    targets = tuple(ability.get("targets") or ())
    effects = effects_words(ability.get("effects") or (), targets)
    if kind == "triggered":
        event = ability.get("event", "")
        when = EVENTS.get(event, f"When {event.replace('_', ' ')}")
        if ability.get("filter"):
            when += " " + _filter(ability["filter"])
        if ability.get("if_cast"):
            when += ", if it was cast"
        return _sentence(f"{when}, {effects}")
    if kind == "activated":
        return _sentence(f"{_cost(ability.get('cost') or {})}: {effects}")
    if kind == "equip":
        return f"Equip {(ability.get('cost') or {}).get('mana', '')}".strip()
    if kind == "mana":
        return f"{{T}}: add {{{ability.get('produces', '')}}}."
    if kind in ("as_enters", "as_turned_face_up"):
        return _sentence(f"As this {'enters' if kind == 'as_enters' else 'is turned face up'}, {effects}")
    if kind == "static" and "affects" in ability:
        return _affects(ability)
    rest = {k: v for k, v in ability.items() if k != "kind"}
    return f"{kind}: " + ", ".join(f"{k} {_value(v)}" for k, v in rest.items())


def _affects(ability: dict[str, Any]) -> str:
    """A static ability that changes the objects it `affects` (613): "Enchanted creature gets +1/+1 and has ..."."""
    who = {"enchanted": "enchanted creature", "equipped": "equipped creature"}.get(
        str(ability["affects"]), str(ability["affects"]).replace("_", " "))
    parts = []
    if "set_power" in ability or "set_toughness" in ability:
        parts.append(f"has base power and toughness {ability.get('set_power')}/{ability.get('set_toughness')}")
    if "power" in ability or "toughness" in ability:
        parts.append(f"gets {ability.get('power', 0):+d}/{ability.get('toughness', 0):+d}")
    if ability.get("keywords"):
        parts.append("has " + ", ".join(ability["keywords"]))
    if isinstance(ability.get("grant"), dict):
        parts.append(f'has "{ability_words(ability["grant"]).rstrip(".")}"')
    handled = {"kind", "affects", "set_power", "set_toughness", "power", "toughness", "keywords", "grant"}
    parts += [f"{k} {_value(v)}" for k, v in ability.items() if k not in handled]
    return _sentence(f"{who} " + " and ".join(parts))


def effects_words(effects: Any, targets: tuple[dict[str, Any], ...]) -> str:
    return ", then ".join(effect_words(e, targets) for e in effects)


def effect_words(effect: dict[str, Any], targets: tuple[dict[str, Any], ...]) -> str:
    verb = effect["do"]
    params = {k: v for k, v in effect.items() if k != "do"}
    names = {k: _object(v, targets) if k in ("target", "attach", "source") else _value(v) for k, v in params.items()}
    n = params.get("n", 1)
    names.setdefault("n", _value(n))
    names["times"] = f" {n} times" if n not in (1, None) else ""
    names.setdefault("until", "end of turn")
    if params.get("attach") == "each":
        names["attach"] = "each creature " + _filter(params.get("filter") or {}).strip("()")
    if "kicked_n" in params:
        names["n"] = f"{names['n']} ({params['kicked_n']} if kicked)"
    template = TEMPLATES.get(verb)
    if template is not None and (verb != "pump" or isinstance(params.get("power", 0), int)):
        names.setdefault("power", params.get("power", 0))
        names.setdefault("toughness", params.get("toughness", 0))
        if verb == "pump":
            names["power"], names["toughness"] = params.get("power", 0), params.get("toughness", 0)
        try:
            return template.format(**names)
        except (KeyError, ValueError):
            pass
    from ..verbs import registry

    found = registry().get(verb)
    summary = found.summary.rstrip(".") if found is not None else verb
    shown = ", ".join(f"{k} {names[k]}" for k in params)
    return f"{summary[:1].lower()}{summary[1:]}" + (f" ({shown})" if shown else "")


def _object(value: Any, targets: tuple[dict[str, Any], ...]) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(targets):
        return _target(targets[value])
    return {"self": "this", "enchanted": "the enchanted creature", "that": "that object",
            "each": "each creature the filter picks"}.get(str(value), str(value))


def _target(spec: dict[str, Any]) -> str:
    kind = spec.get("kind", "any")
    if kind == "any":
        return "any target"
    noun = {"card": "card", "permanent": "permanent", "player": "player", "spell": "spell"}.get(kind, kind)
    types = spec.get("types")
    words = ["target", *(["other"] if spec.get("other") else []),
             *([" or ".join(t.lower() for t in types)] if types else []), noun]
    if spec.get("controller"):
        words.append("you control" if spec["controller"] == "you" else "an opponent controls")
    if spec.get("zone"):
        words.append(f"in {'your ' if spec.get('controller') == 'you' else 'a '}{spec['zone']}")
    if spec.get("optional"):
        words.insert(0, "up to one")
    return " ".join(words).replace(" you control in your", " in your")


def _filter(spec: dict[str, Any]) -> str:
    parts = []
    if spec.get("types"):
        parts.append(" or ".join(t.lower() for t in spec["types"]))
    if spec.get("colors_any"):
        parts.append("that is " + " or ".join(spec["colors_any"]))
    if spec.get("has_adventure"):
        parts.append("that has an Adventure")
    if "mv_min" in spec:
        parts.append(f"with mana value {spec['mv_min']} or greater")
    rest = {k: v for k, v in spec.items() if k not in ("types", "colors_any", "has_adventure", "mv_min")}
    if rest.get("controller") in ("you", "opponent"):
        parts.append("you control" if rest.pop("controller") == "you" else "an opponent controls")
    parts += [f"{k} {_value(v)}" for k, v in rest.items()]
    return "(" + ", ".join(parts) + ")"


def _cost(cost: dict[str, Any]) -> str:
    parts = [str(cost["mana"])] if cost.get("mana") else []
    if cost.get("tap"):
        parts.append("{T}")
    if cost.get("sacrifice_self"):
        parts.append("sacrifice this")
    if cost.get("sacrifice"):
        wanted = cost["sacrifice"]
        parts.append("sacrifice a " + " ".join(str(v) for v in wanted.values()) if isinstance(wanted, dict)
                     else f"sacrifice {wanted}")
    return ", ".join(parts) or "no cost"


def _additional_cost(cost: dict[str, Any]) -> str:
    kind = cost.get("kind")
    if kind == "kicker":
        return f"Kicker {cost.get('mana', '')}"
    if kind == "sacrifice":
        what = " or ".join(t.lower() for t in (cost.get("filter") or {}).get("types")
                           or (cost.get("filter") or {}).get("types_any") or ["permanent"])
        return f"As an additional cost to cast this, sacrifice {'an' if what[0] in 'aeiou' else 'a'} {what}."
    return f"Additional cost: {kind} {cost.get('mana', '')}".strip()


def _value(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(_value(v) for v in value)
    if isinstance(value, dict):
        return "(" + ", ".join(f"{k} {_value(v)}" for k, v in value.items()) + ")"
    return str(value).replace("_", " ")


def _sentence(text: str) -> str:
    text = text.strip()
    return (text[:1].upper() + text[1:]).rstrip(".") + "." if text else ""


def ability_indexes(face: Face) -> list[int]:
    """For each of the face's abilities in order, its ``activate.ability`` index, or -1 if it has none."""
    out, index = [], 0
    for ability in face.abilities:
        if ability.get("kind") in ACTIVATED:
            out.append(index)
            index += 1
        else:
            out.append(-1)
    return out
