"""witchcraft's vocabulary (PyPI ``python-mtg==0.1.1``, import ``mtg``) and ours: colours, types, steps, costs.

witchcraft keeps a game as a dict of Datalog relations (sets of tuples). Card facts are keyed by a card
slug (``grizzly_bears``), instance facts by an instance id (``grizzly_bears_5``); see docs/witchcraft-notes.md.
"""

from __future__ import annotations

from mtg_protocol.types import SetupCapabilities
from mtg_protocol.vocab import ActionType, ChoiceKind

VERSION = "0.1.1"
MECHANICS = ("role", "mana_value", "x_spells", "investigate", "face_down", "disguise", "discover", "free_cast")
"""Mechanics the adapter declares: what a scenario can be driven through (docs/witchcraft-notes.md, section 4)."""
ACTIONS: tuple[ActionType, ...] = ("pass", "play_land", "cast", "turn_face_up", "choose")
CHOICES: tuple[ChoiceKind, ...] = ("discover_cast", "keep_role", "ward_pay")
"""The choice kinds declared. ``discover_cast`` is witchcraft's own ``discover_mode`` question, asked through
its ``_choose`` seam. ``keep_role`` (704.5y) and ``ward_pay`` (702.21a) are questions the rules ask that witchcraft
never asks (it attaches no Role, and has no ward): declared so that a ruling whose scenario answers them is
judged and can fail, never hidden as unsupported. witchcraft's other questions are answered from the action."""

SETUP: SetupCapabilities = {"tokens": False, "attachments": False, "counters": False, "damage": False,
                            "face_down": ["disguise"]}
"""What a setup's permanents may hold (the hello's ``capabilities.setup``): witchcraft creates tokens only by
effects, its state has no attachment relation, the adapter writes no counters nor damage into it, and the only
face-down permanent it can place is a disguised one (``witchcraft_setup._check_entry`` declines the rest)."""

NOT_DECLARED = {
    "adventure": "one face per card: witchcraft's card data has only an adventurer's creature face",
    "split": "one face per card: witchcraft's card data has only a split card's first half",
    "mdfc": "one face per card: witchcraft's card data has only a modal double-faced card's front face",
    "clue": "witchcraft's Clue token has no ability and no Clue subtype, and Alquist Proft's ability is parsed "
            "but never made activatable: no Clue can be sacrificed, for its own ability or for another's",
    "copy_spell": "not driven: no copy question through witchcraft's seam",
    "copy_permanent": "not driven: no copy question through witchcraft's seam",
    "card_name": "not driven: no card-naming question through witchcraft's seam",
    "combat": "not driven: witchcraft declares attackers and blockers inside its own step advance",
    "omen": "one face per card: witchcraft's card data has only an omen card's creature face",
}
"""Why each mechanic the protocol names is not declared (checked against witchcraft's data where the reason is a
fact about the data: tests/e2e/test_witchcraft_adapter.py)."""

CHOICES_NOT_DECLARED = {
    "targets": "witchcraft never asks a target while a spell or ability is put on the stack (601.2c, 603.3d): a "
               "spell's target is picked as it resolves, and a triggered ability with a target goes on no stack "
               "at all, its target picked as it is applied the moment it fires (the driver's pending_target)",
    "card_name": NOT_DECLARED["card_name"],
    "keep_legend": "not driven: the adapter answers no legend-rule question (704.5j)",
    "discard": "not driven: the adapter doesn't answer witchcraft's own discard question from a protocol choice",
    "scry": "not driven: the adapter answers no scry question",
    "cascade_cast": "not driven: the adapter answers no cascade question",
    "graveyard_cast": "not driven: the adapter answers no question casting a card from another player's graveyard "
                      "(601.2, 118.9)",
    "declare_attackers": NOT_DECLARED["combat"],
    "declare_blockers": NOT_DECLARED["combat"],
    "may": "not driven: the adapter maps none of witchcraft's questions to an optional action of the protocol "
           "(608.2d)",
    "surveil": "not driven: the adapter answers no surveil question (701.25a)",
    "pick_card": "not driven: the adapter answers no question picking a card from among those an effect names "
                 "(608.2d)",
    "mode": "not driven: the adapter answers no question choosing a modal triggered ability's mode (603.3c)",
    "token_kind": "not driven: the adapter answers no question choosing the kind of token an effect creates "
                  "(608.2d)",
    "mana_color": "not driven: the adapter answers no question naming the color of mana a resolving spell adds "
                  "(106.1b)",
    "keyword": "not driven: the adapter answers no question choosing a keyword ability as an effect resolves "
               "(608.2d)",
    "library_position": "not driven: the adapter answers no question on where a card goes into a library (401.7)",
    "vote": "not driven: the adapter answers no vote (701.38a)",
    "guess": "not driven: the adapter answers no guess (608.2d)",
    "effect_cast": "not driven: the adapter answers no offer to cast a card free as an effect resolves (608.2g)",
    "creature_type": "not driven: the adapter answers no question choosing a creature type as a permanent enters "
                     "(614.12)",
}
"""Why each choice kind the protocol names is not declared (``order_triggers`` an engine may settle itself);
the ``targets`` reason is checked against witchcraft's play in tests/e2e/test_witchcraft_adapter.py."""

COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
SUPERTYPES = {"basic": "Basic", "legendary": "Legendary", "snow": "Snow", "world": "World"}


class Refused(Exception):
    """witchcraft does not allow the action now: the protocol's ``accepted: false`` with this reason."""


def title(word: str) -> str:
    """A witchcraft type or subtype word in the protocol's spelling (``creature`` -> ``Creature``)."""
    return "-".join(part[:1].upper() + part[1:] for part in str(word).replace("_", " ").split("-"))


def format_cost(generic: int, pips: dict[str, int]) -> str:
    """A mana cost string (``{1}{G}``) from witchcraft's generic amount and coloured pips."""
    out = f"{{{generic}}}" if generic else ""
    for colour in ("white", "blue", "black", "red", "green"):
        out += ("{" + COLORS[colour] + "}") * int(pips.get(colour, 0))
    return out


def format_pool(amounts: dict[str, int]) -> str:
    """A mana pool in the protocol's notation (``{G}{G}{C}``) from witchcraft's colour amounts."""
    letters = {**COLORS, "colorless": "C"}
    return "".join(("{" + letters[c] + "}") * int(n)
                   for c, n in sorted(amounts.items(), key=lambda kv: "WUBRGC".index(letters.get(kv[0], "C")))
                   if c in letters and n > 0)
