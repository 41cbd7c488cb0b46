"""Conditional static abilities (611.3a) and the qualities of the objects a static ability affects (613).

A static ability's ``condition`` says when its effect applies ("as long as ...", "during your turn"); it is
checked whenever the effect would apply, never locked in (611.3a). The conditions, all about the source's
controller:

- ``your_turn``: it is their turn;
- ``you_control_token``: they control a token (111.1);
- ``cards_drawn_min``: they drew at least N cards this turn (121.1);
- ``hand_at_most``: they have N or fewer cards in hand (402.1);
- ``you_cast_this_turn``: they cast a spell of each kind listed (``creature``, ``noncreature``) this turn (601.2i);
- ``graveyard_min``: ``{"types": [...], "n": N}``: at least N cards with all those card types in their graveyard.

Two static abilities here are about what the rules do rather than characteristics: ``{"player":
"no_max_hand_size"}`` (402.2, checked in the cleanup step, 514.1) and ``{"prevent_damage": "all"}`` (615.1a: all
damage that would be dealt to the permanent is prevented).

A static ability's ``with`` is a filter (`spell_matches`) on the affected objects' characteristics
("creatures you control with flying", "other historic creatures you control"), checked as the effect begins to
apply in the layer system, on the characteristics the earlier layers made (613.1, 613.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtg_protocol.jsontypes import JSON

if TYPE_CHECKING:
    from .interface import GameRules
    from .objects import Characteristics, GameObject


def static_condition_holds(game: GameRules, source: GameObject, ability: dict[str, Any]) -> bool:
    """611.3a: whether the condition of a static ability (see the module) holds now."""
    condition = ability.get("condition")
    if not condition:
        return True
    pid = source.controller
    if condition.get("your_turn") and game.active != pid:
        return False
    if condition.get("you_control_token") and not any(
            o.token and o.controller == pid for o in game.battlefield_objects()):
        return False
    if game.this_turn.cards_drawn.get(pid, 0) < condition.get("cards_drawn_min", 0):
        return False
    if "hand_at_most" in condition and len(game.zones[(pid, "hand")]) > condition["hand_at_most"]:
        return False
    kinds = condition.get("you_cast_this_turn")
    if kinds and not set(kinds) <= game.this_turn.spell_kinds(pid):
        return False
    graveyard = condition.get("graveyard_min")
    return not graveyard or static_count(
        game, source, {"count": "graveyard_cards", "types": graveyard.get("types") or []}) >= graveyard["n"]


def no_maximum_hand_size(game: GameRules, pid: str) -> bool:
    """402.2: a static ability of a permanent the player controls, or an emblem they have (114.4), says they have no
    maximum hand size."""
    if "no_max_hand_size" in game.player(pid).emblems:
        return True
    return any(a.get("player") == "no_max_hand_size" and source.controller == pid
               and static_condition_holds(game, source, a) for source, a in game.static_abilities())


def prevents_all_damage_to(game: GameRules, obj: GameObject) -> bool:
    """615.1a: a static ability of the permanent prevents all damage that would be dealt to it (while its
    condition holds: "during your turn", 611.3a)."""
    return any(a.get("kind") == "static" and a.get("prevent_damage") == "all" and static_condition_holds(game, obj, a)
               for a in game.chars(obj).abilities)


def static_count(game: GameRules, source: GameObject, spec: dict[str, Any]) -> int:
    """What a count in a static ability counts, for its source's controller, each time the characteristics are
    found (611.3a: a static ability's effect is always current; 604.3, 613.4a: so is a characteristic-defining
    power and toughness):

    - ``{"count": "permanents", "filter": {...}}``: the permanents the filter names (``effects.counted_permanent``),
      matched on their copiable values: types are settled in layer 4, before any P/T layer (613.1d), and reading
      them through the layers here would loop;
    - ``{"count": "times_attacked"}``: the source's own attacks (508.1) since it became this object;
    - ``{"count": "graveyard_cards", "types": [...], "whose": "all" | "you"}``: cards with all those card types in
      every graveyard, or in the controller's (or ``any_of`` several kinds: `graveyard_cards`). A card in a
      graveyard has its printed card types (no effect changes them there, and the counting card may be among them);
    - ``{"count": "cards_in_hand"}``: the cards in the controller's hand (402);
    - ``{"count": "attached_to_source", "subtypes_any": [...]}``: the permanents attached to the source (301.5,
      303.4) with one of those subtypes ("each Aura and Equipment attached to it"), on their copiable values."""
    pid = source.controller
    if spec["count"] == "permanents":
        flt = spec.get("filter") or {}
        return sum(1 for o in game.battlefield_objects() if game.counted_permanent(o, pid, flt, True))
    if spec["count"] == "times_attacked":
        return source.times_attacked
    if spec["count"] == "graveyard_cards":
        return graveyard_cards(game, pid, spec)
    if spec["count"] == "cards_in_hand":
        return len(game.zones[(pid, "hand")])
    if spec["count"] == "attached_to_source":
        return attached_to_source(game, source, spec.get("subtypes_any") or ())
    raise ValueError(f"no static count {spec['count']!r}")


def follows_the_state(ability: dict[str, Any]) -> bool:
    """Whether what a static ability does can change while no permanent arrives or leaves: it has a condition
    (611.3a), defines a characteristic (604.3), or counts something other than permanents ("for each time it
    attacked", a graveyard's cards). Counts of permanents change only as permanents come and go
    (`zones.battlefield_changed`)."""
    return "condition" in ability or "cda" in ability or (
        "for_each" in ability and ability["for_each"]["count"] != "permanents")
def attached_to_source(game: GameRules, source: GameObject, subtypes: Any) -> int:
    """301.5, 303.4: the permanents attached to `source` that have one of `subtypes` ("Aura", "Equipment"), read on
    their copiable values (their subtypes are settled in layer 4, before the layer that counts them)."""
    return sum(1 for o in game.battlefield_objects() if o.attached_to == source.id
               and any(game.counted_permanent(o, source.controller, {"subtypes": [t]}, True) for t in subtypes))


def graveyard_cards(game: GameRules, pid: str, spec: dict[str, Any]) -> int:
    """The cards in `pid`'s graveyard (every graveyard with ``"whose": "all"``) with all of the card types `types`,
    or (``any_of``) that are one of several kinds: ``{"types": [...]}`` or ``{"has_adventure": true}`` (715.4: an
    adventurer card "has an Adventure" in any zone). A card in a graveyard has its printed card types."""
    players = [p.id for p in game.players] if spec.get("whose") == "all" else [pid]
    kinds = spec.get("any_of") or [{"types": spec.get("types") or []}]

    def counted(card: GameObject) -> bool:
        return any(all(t in card.card.main.types for t in k.get("types") or ()) and
                   (not k.get("has_adventure") or card.card.layout == "adventure") for k in kinds)
    return sum(1 for p in players for cid in game.zones[(p, "graveyard")] if counted(game.objects[cid]))


def refresh_conditional_statics(game: GameRules) -> None:
    """611.3a, 604.3: while a static ability that follows the state (`follows_the_state`: a condition, a
    characteristic-defining count, a count of attacks) is on the battlefield, what it does follows the whole game
    state (cards drawn, spells cast, whose turn it is, cards in graveyards, times attacked), so
    the characteristics derived from it are valid only while nothing at all changed: the memo's characteristics
    are forgotten whenever the game's clock moved."""
    memo = game.memo
    if not memo.on:
        return
    if memo.statics is None:
        game.static_abilities()  # found afresh, and judged (`Memo.state_dependent`)
    if not memo.state_dependent:
        return
    stamp = (game.clock.value, game.active, game.turn_number)
    if memo.conditions_at != stamp:
        memo.chars_epoch += 1
        memo.conditions_at = stamp


def spell_matches(c: Characteristics, flt: JSON) -> bool:
    """A small filter language over characteristics, shared by costs and triggers."""
    if flt.get("types") and not all(t in c.types for t in flt["types"]):
        return False
    if flt.get("types_any") and not any(t in c.types for t in flt["types_any"]):
        return False
    if flt.get("not_types") and any(t in c.types for t in flt["not_types"]):
        return False
    if flt.get("permanent_spell") and not c.is_permanent:  # 110.4b: "a permanent spell"
        return False
    if flt.get("colors_any") and not (c.colors & set(flt["colors_any"])):
        return False
    if flt.get("not_colors") and c.colors & set(flt["not_colors"]):
        return False
    if "mv_min" in flt and c.mana_value < flt["mv_min"]:
        return False
    if "mv_max" in flt and c.mana_value > flt["mv_max"]:
        return False
    if "has_adventure" in flt and c.has_adventure != flt["has_adventure"]:
        return False
    if flt.get("subtypes_any") and not any(c.has_subtype(s) for s in flt["subtypes_any"]):
        return False
    return object_qualities_hold(c, flt)


def has_keyword(c: Characteristics, keyword: str) -> bool:
    """702.1: whether it has the keyword ability, whatever its cost or number ("with disguise": "disguise {1}{R}")."""
    return any(k == keyword or k.startswith(keyword + " ") for k in c.keywords)


def object_qualities_hold(c: Characteristics, flt: JSON) -> bool:
    """The filter's qualities beyond card types and colors (115.1, 109.2): ``power_max`` ("with power N or
    less", 208), ``power_min`` ("with power N or greater"), ``keywords`` (all of them: "with flying", 702; "with
    disguise" whatever its cost),
    ``not_keywords`` ("without flying"), ``supertypes`` (any of them: "legendary", 205.4), ``historic`` (700.6:
    legendary, an artifact or a Saga), ``name`` (201.2: the card's name, compared without case, as keywords
    are written lower case: "partner with jenny flint"), and ``any_of`` (a list of filters, one of which holds:
    "target artifact, enchantment, or legendary card")."""
    if "name" in flt and (c.name or "").lower() != str(flt["name"]).lower():  # a face-down object has no name
        return False
    if "power_max" in flt and (c.power is None or c.power > flt["power_max"]):
        return False
    if "power_min" in flt and (c.power is None or c.power < flt["power_min"]):
        return False  # "with power N or greater" (a creature spell's power on the stack too, 208.1)
    if flt.get("keywords") and not all(has_keyword(c, k) for k in flt["keywords"]):
        return False
    if flt.get("not_keywords") and any(has_keyword(c, k) for k in flt["not_keywords"]):
        return False
    if flt.get("supertypes") and not any(t in c.supertypes for t in flt["supertypes"]):
        return False
    if flt.get("historic") and not ("Legendary" in c.supertypes or "Artifact" in c.types or "Saga" in c.subtypes):
        return False
    return not flt.get("any_of") or any(spell_matches(c, f) for f in flt["any_of"])
