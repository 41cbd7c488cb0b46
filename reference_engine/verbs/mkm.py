"""Verbs added for Murders at Karlov Manor's cards: creature tokens a card defines (created tapped or not), a
drain of life from a target player, counters that count the other creatures a player controls or a creature's
power, and damage equal to a creature's power."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_protocol.jsontypes import JSON

from . import Done, verb

if TYPE_CHECKING:
    from ..cards.model import CardDef
    from ..interface import GameRules
    from ..objects import Characteristics, GameObject

_DEFINED_TOKENS: dict[str, CardDef] = {}


def defined_token(spec: JSON) -> CardDef:
    """The token kind an effect defines (111.4: named after its subtypes plus the word "Token"), built once."""
    from ..cards.build import card, face
    from ..cards.model import parse_card

    key = repr(sorted((k, repr(v)) for k, v in spec.items()))
    if key not in _DEFINED_TOKENS:
        subtypes = " ".join(spec["subtypes"])
        kinds = " ".join([*(spec.get("supertypes") or ()), *(spec.get("types") or ["Creature"])])
        token_face = face(spec.get("name") or f"{subtypes} Token", None, kinds, subtypes,
                          colors=list(spec["colors"]), power=spec["power"], toughness=spec["toughness"],
                          keywords=list(spec.get("keywords") or ()), abilities=list(spec.get("abilities") or ()))
        _DEFINED_TOKENS[key] = parse_card({**card(token_face), "layout": "token"})
    return _DEFINED_TOKENS[key]


@verb("create_creature_token", rules="111.1, 111.4, 701.7a, 110.5b, 614.1c, 122.6, 608.2h",
      params={"token": "token_spec", "n": "amount?", "tapped": "flag?", "enters_with": "amount?",
              "counters_after": "amount?"})
def create_creature_token(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller creates N creature tokens the card defines (subtypes, colors, P/T, keywords), tapped if
    `tapped`; each enters with `enters_with` +1/+1 counters (a replacement effect, 614.1c: counted before the
    tokens exist, 614.12), or gets `counters_after` +1/+1 counters put on it once created (counted then, 608.2h)."""
    made = defined_token(eff["token"])
    entering = game.amount(ctx, eff["enters_with"]) if "enters_with" in eff else 0
    tokens = game.create_tokens(ctx["controller"], made.name, game.amount(ctx, eff.get("n", 1)), card=made,
                                tapped=bool(eff.get("tapped")), counters=entering)
    if "counters_after" in eff:
        n = game.amount(ctx, eff["counters_after"])
        for tok in tokens:
            if tok.zone == "battlefield":
                game.put_counters(tok, "+1/+1", n, ctx["controller"])


@verb("drain", rules="119.3, 115.1", params={"target": "target", "n": "amount"})
def drain(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The target player loses N life and the effect's controller gains N life (nothing if the target is illegal)."""
    tid = game.effect_target_id(ctx, eff["target"])
    if tid is None or not any(p.id == tid for p in game.players):
        return
    n = game.amount(ctx, eff["n"])
    game.change_life(tid, -n)
    game.change_life(ctx["controller"], n)


@verb("counters_per_other_creature", rules="122.6, 614.1c, 614.1e, 614.12",
      params={"counter": "counter", "filter": "filter"})
def counters_per_other_creature(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """As it enters or turns face up: one counter of a kind on the permanent per other creature `filter` picks.

    For "as enters" (614.1c) and "as turned face up" (614.1e) abilities; the creatures are counted then.
    """
    obj = game.effect_object(ctx, "self")
    if obj is None or obj.zone != "battlefield":
        return
    n = sum(1 for o in game.creatures_matching(ctx["controller"], eff["filter"]) if o.id != obj.id)
    game.put_counters(obj, eff["counter"], n, ctx["controller"])


def _as_it_is(game: GameRules, ctx: JSON, ref: object) -> tuple[GameObject | None, Characteristics | None]:
    """The object a reference names and its characteristics now, or as it last existed on the battlefield (608.2h)
    if ``"that"`` object has left it."""
    obj = game.effect_object(ctx, ref)
    if obj is not None and obj.zone == "battlefield":
        return obj, game.chars(obj)
    serial = (ctx.get("extra") or {}).get("card_serial") if ref == "that" else None
    return game.last_known.get(serial, (None, None)) if serial is not None else (None, None)


@verb("counters_equal_to_power", rules="122.6, 608.2h", params={"target": "object", "counter": "counter"})
def counters_equal_to_power(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Put counters of a kind on the permanent, as many as its power as the effect resolves."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is not None and obj.zone == "battlefield":
        game.put_counters(obj, eff["counter"], max(0, game.chars(obj).power or 0), ctx["controller"])


@verb("power_damage_to_opponents", rules="120.3, 608.2h", params={"source": "object"})
def power_damage_to_opponents(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """The object deals damage equal to its power to each opponent of the effect's controller (its last known
    power if it has left the battlefield)."""
    obj, chars = _as_it_is(game, ctx, eff["source"])
    if obj is None or chars is None:
        return
    for opp in game.opponents(ctx["controller"]):
        game.deal_damage({**ctx, "source_chars": chars}, opp, max(0, chars.power or 0))


@verb("counters_on_each", rules="122.1, 122.6", params={"filter": "filter", "counter": "counter", "n": "amount"})
def counters_on_each(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Put N counters of a kind on each creature `filter` picks."""
    for obj in game.creatures_matching(ctx["controller"], eff["filter"]):
        game.put_counters(obj, eff["counter"], game.amount(ctx, eff["n"]), ctx["controller"])


@verb("untap_each", rules="701.26b", params={"filter": "filter"})
def untap_each(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Untap each creature `filter` picks."""
    for obj in game.creatures_matching(ctx["controller"], eff["filter"]):
        obj.tapped = False
    game.invalidate()


@verb("untap_permanents", rules="701.26b", params={"filter": "filter"})
def untap_permanents(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Untap each permanent its controller controls with the quality `filter` ("untap all lands you control")."""
    for obj in game.battlefield_objects():
        if obj.controller == ctx["controller"] and game.has_quality(obj, eff["filter"]):
            obj.tapped = False
    game.invalidate()


@verb("cant_cast_until_your_next_turn", rules="611.2, 613.11, 601.3")
def cant_cast_until_your_next_turn(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Its controller can't cast spells until their next turn begins (a rule-modifying effect, 613.11)."""
    game.forbid_casting_until_next_turn(ctx["controller"])


@verb("exile_return_if_yours", rules="701.13a, 400.7, 610.3c, 111.1",
      params={"target": "object", "token": "token_spec"})
def exile_return_if_yours(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Exile the permanent; if the effect's controller controlled it, return it tapped, else its controller creates
    a token the card defines.

    Returned, it is a new object (400.7) under the effect's controller's control: the effect tells that player to
    return it and names no other controller (110.2a; Unyielding Gatekeeper's ruling: whoever owns it); an exiled
    token stays in exile (111.7).
    "Its controller" is the permanent's controller as it last existed (608.2h).
    """
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return
    was_yours = obj.controller == ctx["controller"]
    controller = obj.controller
    exiled = game.exile_object(obj)
    if was_yours:
        if not exiled.token:  # under the control of the player told to return it (110.2a), its owner or not
            game.put_onto_battlefield(exiled, ctx["controller"], tapped=True)  # an instant or sorcery stays (400.4a)
        return
    made = defined_token(eff["token"])
    game.create_tokens(controller, made.name, 1, card=made)


@verb("to_hand_investigate_if_yours", rules="400.7, 701.16a, 608.2h", params={"target": "object"})
def to_hand_investigate_if_yours(game: GameRules, ctx: JSON, eff: JSON, resume: Done) -> None:
    """Return the permanent to its owner's hand; if the effect's controller controlled it, they investigate."""
    obj = game.effect_object(ctx, eff["target"])
    if obj is None or obj.zone != "battlefield":
        return
    was_yours = obj.controller == ctx["controller"]
    game.trigger_leaves_battlefield(obj, game.move(obj, "hand", "effect"))
    if was_yours:
        game.create_tokens(ctx["controller"], "Clue", 1)
        game.investigated(ctx["controller"])
