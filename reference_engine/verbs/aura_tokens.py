"""An Aura token a card defines (111.4), created attached to an object (303.4i: one that couldn't legally enchant it
isn't created)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from ..cards.model import CardDef
from . import Done, verb

if TYPE_CHECKING:
    from ..interface import GameRules

_DEFINED: dict[str, CardDef] = {}


def defined_aura(spec: JSON) -> CardDef:
    """The Aura token kind an effect defines (111.4): an enchantment with the subtype Aura, its `name`, `colors`,
    enchant keyword and abilities; built once."""
    from ..cards.build import card, face
    from ..cards.model import parse_card

    key = repr(sorted((k, repr(v)) for k, v in spec.items()))
    if key not in _DEFINED:
        token_face = face(spec["name"], None, "Enchantment", "Aura", colors=list(spec["colors"]),
                          keywords=list(spec["keywords"]), abilities=list(spec.get("abilities") or ()))
        _DEFINED[key] = parse_card({**card(token_face), "layout": "token"})
    return _DEFINED[key]


@verb("create_aura_token", rules="111.4, 303.4i, 701.7a", params={"token": "aura_spec", "attach": "object"})
def create_aura_token(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller creates the Aura token the card defines attached to the object; if the object is gone or the
    Aura couldn't legally enchant it, the token isn't created."""
    made = defined_aura(eff["token"])
    host = game.effect_object(ctx, eff["attach"])
    if host is None or not game.can_enchant(made, host):
        game.emit({"type": "token_not_created", "name": made.name,
                   "reason": "it couldn't legally be attached to that permanent"})
        return
    game.create_tokens(ctx["controller"], made.name, 1, attached_to=host.id, card=made)
