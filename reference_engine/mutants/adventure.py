"""Mutants that break the Adventure rulings (715)."""

from __future__ import annotations

import dataclasses
from typing import Any

from mtg_protocol.jsontypes import JSON

from ..cards.model import parse_card
from ..casting import CastPermission
from ..game import Game
from ..objects import Characteristics, GameObject
from ..state import Rejected
from . import mutant


@mutant("adventure-to-graveyard", "WOE-08",
        "A resolving Adventure is put into the graveyard like any instant or sorcery instead of being exiled.")
class AdventureToGraveyard(Game):
    def exile_resolving_adventure(self, spell: GameObject) -> None:
        self.move(spell, "graveyard", "resolve")


@mutant("adventure-exile-ignores-stack", "WOE-01",
        "The creature cast from exile after an Adventure checks for the owner's main phase but forgets that the "
        "stack must be empty.")
class AdventureExileIgnoresStack(Game):
    def check_casting_timing(self, pid: str, c: Characteristics, permission: CastPermission) -> None:
        if permission.source == "adventure" and self.priority == pid and self.is_main_phase_of(pid):
            return
        super().check_casting_timing(pid, c, permission)


@mutant("adventure-is-alternative-cost", "WOE-02",
        "Casting as an Adventure is treated as an alternative cost, so it can't be combined with a free cast.")
class AdventureIsAlternativeCost(Game):
    def prepare_cast(self, action: JSON, pid: str | None = None, permission: CastPermission | None = None) -> Any:
        if action.get("mode") == "adventure" and action.get("alt_cost"):
            raise Rejected("only one alternative cost may apply, and casting as an Adventure is one (118.9a)")
        return super().prepare_cast(action, pid, permission)


@mutant("cast-trigger-reads-card", "WOE-03",
        "'Whenever you cast' triggers test the card's normal characteristics, so an Adventure spell counts as a "
        "creature spell that has an Adventure.")
class CastTriggerReadsCard(Game):
    def trigger_cast(self, pid: str, spell: GameObject) -> None:
        if spell.cast_as != "adventure":
            super().trigger_cast(pid, spell)
            return
        saved = spell.cast_as
        spell.cast_as = "normal"
        self.invalidate()
        try:
            super().trigger_cast(pid, spell)
        finally:
            spell.cast_as = saved
            self.invalidate()


@mutant("card-names-without-adventures", "WOE-04",
        "Choosing a card name offers only the cards' main names, never an Adventure's own name.")
class CardNamesWithoutAdventures(Game):
    def ask(self, player: str, kind: str, options: list[Any], then: Any, **data: Any) -> bool:
        if kind == "card_name":
            from ..cards.pool import CARDS

            adventures = {d["faces"][1]["name"] for d in CARDS if d["layout"] == "adventure"}
            options = [o for o in options if o not in adventures]
        return super().ask(player, kind, options, then, **data)


@mutant("naming-adventure-bans-card", "WOE-04",
        "A named Adventure stops the whole card: the prohibition looks at every name the card has.")
class NamingAdventureBansCard(Game):
    def check_cast_prohibitions(self, c: Characteristics) -> None:
        super().check_cast_prohibitions(c)
        for card in (o.card for o in self.objects.values() if o.card.layout == "adventure"):
            if c.name == card.faces[0].name:
                names = {f.name for f in card.faces}
                for src, ab in self.static_abilities():
                    if ab.get("prohibit") == "chosen_name" and src.chosen_name in names:
                        raise Rejected(f"spells named {src.chosen_name} can't be cast ({src.card.name})")


@mutant("any-exiled-adventurer-castable", "WOE-05",
        "Any adventurer card its owner has in exile may be cast as a creature, however it got there.")
class AnyExiledAdventurerCastable(Game):
    def cast_permission(self, pid: str, obj: GameObject, mode: str) -> CastPermission:
        if (self.pending is None and obj.zone == "exile" and obj.card.layout == "adventure" and obj.owner == pid
                and mode == "normal" and obj.adventure_permission is None
                and not any(p.card == obj.id and p.serial == obj.serial for p in self.permissions)):
            return CastPermission("adventure")
        return super().cast_permission(pid, obj, mode)


@mutant("adventure-keeps-card-mana-value", "WOE-09",
        "An Adventure spell has the Adventure's name and types but the creature's mana cost and mana value.")
class AdventureKeepsCardManaValue(Game):
    def chars(self, obj: GameObject) -> Characteristics:
        c = super().chars(obj)
        if obj.zone == "stack" and obj.cast_as == "adventure" and obj.card.layout == "adventure":
            front = obj.card.faces[0].mana_cost
            return dataclasses.replace(c, mana_cost=front, mana_value=front.mana_value(0) if front else 0)
        return c


@mutant("library-top-any-half", "WOE-11",
        "A permission to cast instants and sorceries from the library lets an adventurer be cast either way "
        "when either half is an instant or sorcery.")
class LibraryTopAnyHalf(Game):
    def proposed_characteristics(self, obj: GameObject, mode: str) -> Characteristics:
        c = super().proposed_characteristics(obj, mode)
        if obj.zone == "library" and obj.card.layout == "adventure" and mode == "normal":
            tale = super().proposed_characteristics(obj, "adventure")
            return dataclasses.replace(c, types=tuple(dict.fromkeys(c.types + tale.types)))
        return c


@mutant("adventurer-targetable-as-instant", "WOE-13",
        "A target 'instant or sorcery card' matches an adventurer card in the graveyard by its Adventure half.")
class AdventurerTargetableAsInstant(Game):
    def is_legal_target(self, spec: JSON, tid: str, controller: str, source: GameObject | None,
                        source_chars: Characteristics | None) -> bool:
        obj = self.objects.get(tid)
        if (spec.get("kind") == "card" and obj is not None and obj.card.layout == "adventure"
                and obj.zone == spec.get("zone", "graveyard")
                and (spec.get("controller") != "you" or obj.owner == controller)):
            return any(t in obj.card.faces[1].types for t in spec.get("types") or ())
        return super().is_legal_target(spec, tid, controller, source, source_chars)


@mutant("adventurer-adventure-cost-off-graveyard", "WOE-13",
        "Outside the graveyard and the stack as an Adventure (in a hand, a library, exile, on the battlefield, or "
        "on the stack cast normally), an adventurer card has its Adventure's mana cost and mana value.")
class AdventurerAdventureCostOffGraveyard(Game):
    def chars(self, obj: GameObject) -> Characteristics:
        c = super().chars(obj)
        if (obj.card.layout != "adventure" or obj.face_down or obj.zone == "graveyard"
                or (obj.zone == "stack" and obj.cast_as == "adventure")):
            return c
        tale = obj.card.faces[1].mana_cost
        return dataclasses.replace(c, mana_cost=tale, mana_value=tale.mana_value(0) if tale else 0)


@mutant("token-copy-drops-adventure", "WOE-14",
        "A token copy of an adventurer copies only the creature half: the copy has no Adventure.")
class TokenCopyDropsAdventure(Game):
    def create_token_copy(self, pid: str, original: GameObject) -> None:
        if original.card.layout != "adventure" or original.face_down:
            super().create_token_copy(pid, original)
            return
        front = parse_card({"name": original.card.faces[0].name, "layout": "normal",
                            "faces": [original.card.data["faces"][0]]})
        tok = self.new_object(self.new_created_id(), front, pid, pid, "battlefield", token=True, summoning_sick=True)
        self.battlefield.append(tok.id)
        self.emit("token_created", card=tok.id, name=self.chars(tok).name, attached_to=None, copy_of=original.id)
        self.trigger_enters(tok)


@mutant("has-adventure-means-on-adventure", "WOE-15",
        "'Has an Adventure' is read as 'is on an adventure': only a card exiled by its Adventure counts.")
class HasAdventureMeansOnAdventure(Game):
    def chars(self, obj: GameObject) -> Characteristics:
        c = super().chars(obj)
        if c.has_adventure and obj.adventure_permission is None:
            return dataclasses.replace(c, has_adventure=False)
        return c


@mutant("adventure-copy-to-graveyard", "WOE-16",
        "Only an Adventure that was cast is exiled as it resolves; a copy of one goes to the graveyard.")
class AdventureCopyToGraveyard(Game):
    def exile_resolving_adventure(self, spell: GameObject) -> None:
        if spell.spell_copy:
            self.move(spell, "graveyard", "resolve")
            return
        super().exile_resolving_adventure(spell)


@mutant("innkeeper-sees-any-creature", "WOE-15",
        "\"A creature spell that has an Adventure\" is read as any creature spell, so Edgewall Innkeeper also "
        "triggers on a creature card without an Adventure.")
class InnkeeperSeesAnyCreature(Game):
    def triggered_abilities(self, obj: GameObject, *events: str) -> list[JSON]:
        found = super().triggered_abilities(obj, *events)
        return [{**a, "filter": {k: v for k, v in a["filter"].items() if k != "has_adventure"}}
                if a.get("filter") else a for a in found]


@mutant("fizzled-adventure-exiled", "WOE-08",
        "An Adventure that fails to resolve because its targets became illegal is exiled with the permission "
        "to cast the card later, as if it had resolved.")
class FizzledAdventureExiled(Game):
    def spell_leaves_stack(self, spell: GameObject, cause: str) -> None:
        if cause == "fizzle" and spell.cast_as == "adventure" and not spell.spell_copy:
            self.exile_resolving_adventure(spell)
            return
        super().spell_leaves_stack(spell, cause)


@mutant("adventure-filter-reads-card", "WOE-03",
        "A 'whenever you cast a spell that has an Adventure' filter asks the card, not the spell: a spell cast as "
        "an Adventure counts as having one (its reported characteristics stay right).")
class AdventureFilterReadsCard(Game):
    def trigger_cast(self, pid: str, spell: GameObject) -> None:
        if spell.cast_as != "adventure":
            super().trigger_cast(pid, spell)
            return
        own = self.chars

        def chars(obj: GameObject) -> Characteristics:
            found = own(obj)
            return dataclasses.replace(found, has_adventure=True) if obj is spell else found

        self.chars = chars  # type: ignore[method-assign]  # shadows the rule for this one cast (deleted below)
        try:
            super().trigger_cast(pid, spell)
        finally:
            del self.chars
