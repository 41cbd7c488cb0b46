"""The rule table (reference_engine/rules.py): actions and continuations dispatch through it, and each mutant is
the reference game with some of its entries replaced by functions of the same signature."""

from __future__ import annotations

import inspect

import pytest

from mtg_protocol.types import Action
from reference_engine.game import Game
from reference_engine.mutants import Mutant, all_mutants
from reference_engine.objects import GameObject
from reference_engine.rules import ACTION_KINDS, check_replacement
from reference_engine.state import CONTINUATIONS


@pytest.mark.parametrize("mutant", all_mutants(), ids=lambda m: m.name)
def test_each_replacement_has_the_signature_of_the_rule_it_replaces(mutant: Mutant) -> None:
    assert mutant.replacements
    for name, replacement in mutant.replacements.items():
        rule = Game.rules[name]
        ours, theirs = inspect.signature(replacement), inspect.signature(rule)
        assert list(ours.parameters)[1:] == list(theirs.parameters)[1:], name
        assert [(p.kind, p.default, p.annotation) for p in list(ours.parameters.values())[1:]] == \
               [(p.kind, p.default, p.annotation) for p in list(theirs.parameters.values())[1:]], name
        assert ours.return_annotation == theirs.return_annotation, name
        # the variant's table and its methods agree, and nothing else of the reference table changed
        assert mutant.game_class.rules[name] is replacement
        assert getattr(mutant.game_class, name) is replacement
    replaced = {Game.rules[name] for name in mutant.replacements}  # an action kind follows the rule it names
    assert all(mutant.game_class.rules[n] is rule for n, rule in Game.rules.items() if rule not in replaced)


def test_a_replacement_of_another_signature_is_refused_when_the_variant_is_made() -> None:
    def is_clue(game: Game, obj: GameObject, strict: bool) -> bool:
        return strict

    with pytest.raises(TypeError, match="'is_clue'"):
        Game.variant("Wrong", {"is_clue": is_clue})
    with pytest.raises(TypeError, match="not a rule"):
        check_replacement(Game.rules, "no_such_rule", is_clue)


def test_a_replacement_of_the_same_signature_makes_a_variant_that_plays_by_it() -> None:
    calls: list[Action] = []

    def cast(game: Game, action: Action) -> None:
        calls.append(action)
        Game.cast(game, action)

    variant = Game.variant("Counting", {"cast": cast})
    assert variant.rules["cast"] is cast and Game.rules["cast"] is not cast
    game = variant({"players": [{"id": "p1", "hand": [{"id": "c1", "card": "Grizzly Bears"}],
                                 "battlefield": [{"id": f"l{i}", "card": "Forest"} for i in range(2)]},
                                {"id": "p2"}]})
    assert game.act({"type": "cast", "card": "c1"})["accepted"]
    assert calls == [{"type": "cast", "card": "c1"}]


def test_every_action_kind_and_continuation_is_an_entry() -> None:
    assert ACTION_KINDS <= set(Game.rules) and CONTINUATIONS <= set(Game.rules)
