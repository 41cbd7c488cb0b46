"""Protocol actions in words a person can follow: the words reports, invariants and the CLI share.

Card ids are shown with the card name from the setup: ``c1 (Grizzly Bears)``.
Ids that the setup does not know (tokens ``t1``, abilities ``a1``) stay bare.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from mtg_protocol.vocab import SETUP_CARD_LISTS

_MODE_WORDS = {
    "adventure": "as an Adventure",
    "face_down": "face down",
    "left": "choosing its left half",
    "right": "choosing its right half",
    "back": "as its back face",
    "omen": "as an Omen",
}
_ALT_COST_WORDS = {
    "disguise": "for its disguise cost",
    "free": "without paying its mana cost",
}


def _entries(setup: Mapping[str, Any]) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """(player id, entry) for each card entry with an id in the setup's zones."""
    for player in setup.get("players", []):
        for zone in SETUP_CARD_LISTS:
            for entry in player.get(zone) or []:
                if isinstance(entry, Mapping) and "id" in entry:
                    yield str(player.get("id", "?")), entry


def card_names(setup: Mapping[str, Any]) -> dict[str, str]:
    """Map each card id in the setup to its card name."""
    return {str(entry["id"]): str(entry.get("card", "?")) for _, entry in _entries(setup)}


def owners(setup: Mapping[str, Any]) -> dict[str, str]:
    """Map each card id in the setup to the player whose zone holds it."""
    return {str(entry["id"]): player for player, entry in _entries(setup)}


def label(ref: Any, names: Mapping[str, str]) -> str:
    """``c1 (Name)`` for a known card id, the bare id or value otherwise."""
    text = str(ref)
    return f"{text} ({names[text]})" if text in names else text


def _list(refs: Sequence[Any], names: Mapping[str, str]) -> str:
    parts = [label(r, names) for r in refs]
    if len(parts) <= 2:
        return " and ".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _costs(action: Mapping[str, Any], names: Mapping[str, str]) -> list[str]:
    words: list[str] = []
    extra = action.get("additional_costs") or []
    if isinstance(extra, Mapping):
        extra = [extra]
    for cost in extra:
        if isinstance(cost, Mapping):
            for kind, refs in cost.items():
                refs = refs if isinstance(refs, list) else [refs]
                words.append(f"{_verb_ing(kind)} {_list(refs, names)}")
        else:
            words.append(f"paying {cost}")
    sacrifice = action.get("sacrifice")
    if sacrifice:
        refs = sacrifice if isinstance(sacrifice, list) else [sacrifice]
        words.append(f"sacrificing {_list(refs, names)}")
    tapped = action.get("tap")
    if tapped:  # 702.122a: the creatures that crew
        words.append(f"tapping {_list(list(tapped), names)}")
    return words


def _verb_ing(kind: str) -> str:
    return {
        "sacrifice": "sacrificing",
        "discard": "discarding",
        "exile": "exiling",
    }.get(kind, f"paying {kind} with")


def _tail(action: Mapping[str, Any], names: Mapping[str, str]) -> str:
    words: list[str] = []
    if action.get("modes"):  # 700.2: a modal ability's mode, counted from 1 as printed
        words.append("choosing mode " + ", ".join(str(m + 1) if isinstance(m, int) else str(m)
                                                  for m in action["modes"]))
    if action.get("x") is not None:
        words.append(f"with X = {action['x']}")
    words += _costs(action, names)
    targets = action.get("targets") or []
    if targets:
        flat = [
            t
            for group in targets
            for t in (group if isinstance(group, list) else [group])
        ]
        words.append(f"targeting {_list(flat, names)}")
    modes = action.get("modes")
    if modes and isinstance(modes, list):  # 700.2: the modes chosen, counted from 0 as the wire counts them
        words.append("choosing mode " + ", ".join(str(m) for m in modes))
    divide = action.get("divide")
    if divide and isinstance(divide, list):  # 601.2d: the shares, in the order of the targets
        words.append("dividing " + ", ".join(str(n) for n in divide))
    return "".join(f" {w}" for w in words)


def describe_action(
    action: Mapping[str, Any], setup: Mapping[str, Any], player: str | None = None
) -> str:
    """One sentence for one protocol action.

    ``player`` is who took it (the trace knows: whoever had priority or owed
    the pending choice); without it the owner of the card is assumed.
    """
    names = card_names(setup)
    kind = str(action.get("type", "?"))
    card = action.get("card")
    who = player or owners(setup).get(str(card)) or "the player with priority"
    what = label(card, names)
    if kind == "pass":
        return f"{who} passes priority"
    if kind == "play_land":
        return f"{who} plays the land {what}"
    if kind == "cast":
        words = [f"{who} casts {what}"]
        mode = action.get("mode") or "normal"
        if mode in _MODE_WORDS:
            words.append(_MODE_WORDS[mode])
        elif mode != "normal":
            words.append(f"in mode {mode}")
        alt = action.get("alt_cost")
        if alt:
            words.append(
                _ALT_COST_WORDS.get(str(alt), f"paying the alternative cost {alt}")
            )
        return " ".join(words) + _tail(action, names)
    if kind == "activate":
        index = action.get("ability", 0)  # numbered as the wire numbers it, from 0 (docs/protocol.md, Actions)
        return f"{who} activates ability {index} of {what}" + _tail(action, names)
    if kind == "turn_face_up":
        way = {"disguise": " for its disguise cost", "mana_cost": " for its mana cost"}.get(str(action.get("by")), "")
        return f"{who} turns {what} face up{way}"
    if kind == "choose":
        choice = action.get("choice")
        shown = (
            _list(choice, names) if isinstance(choice, list) else label(choice, names)
        )
        return f"{who} chooses {shown}"
    if kind == "declare_attackers":
        attackers = action.get("attackers") or {}
        if not attackers:
            return f"{who} declares no attackers"
        pairs = [
            f"{label(a, names)} attacking {label(d, names)}"
            for a, d in attackers.items()
        ]
        return f"{who} attacks: " + "; ".join(pairs)
    if kind == "declare_blockers":
        blockers = action.get("blockers") or {}
        if not blockers:
            return f"{who} declares no blockers"
        pairs = [
            f"{label(b, names)} blocking {label(a, names)}" for b, a in blockers.items()
        ]
        return f"{who} blocks: " + "; ".join(pairs)
    rest = {k: v for k, v in action.items() if k != "type"}
    return (
        f"{who} takes the action {kind} {rest}"
        if rest
        else f"{who} takes the action {kind}"
    )


def actors(
    setup: Mapping[str, Any], trace: Mapping[str, Any] | None, count: int
) -> list[str | None]:
    """Who took each of ``count`` actions, read from the observations before it."""
    before: list[Mapping[str, Any] | None] = []
    if trace:
        before.append(trace.get("initial"))
        before += [step.get("observation") for step in trace.get("steps", [])]
    found: list[str | None] = []
    for index in range(count):
        seen = before[index] if index < len(before) else None
        found.append(actor(seen) if seen else None)
    if found and found[0] is None:
        found[0] = (setup.get("turn") or {}).get("active_player")
    return found


def actor(observation: Mapping[str, Any]) -> str | None:
    """Who acts next in ``observation``: whoever owes the pending choice, else whoever holds priority."""
    pending = observation.get("pending_choice")
    if isinstance(pending, Mapping) and pending.get("player"):
        return str(pending["player"])
    priority = (observation.get("turn") or {}).get("priority")
    return str(priority) if priority else None


def in_zone(zone: Any, owner: Any = None) -> str:
    """Where an object is, in game words: on the battlefield or the stack, in exile, in a player's hand, library
    or graveyard (``owner``: whose)."""
    if not zone:
        return "nowhere"
    if zone in ("battlefield", "stack"):
        return f"on the {zone}" + (f", owned by {owner}" if owner else "")
    if zone == "exile":
        return "in exile" + (f", owned by {owner}" if owner else "")
    if zone == "command":
        return "in the command zone" + (f", owned by {owner}" if owner else "")
    return f"in {owner}'s {zone}" if owner else f"in the {zone}"
