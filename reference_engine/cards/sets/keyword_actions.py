"""Real cards of issue 33's keyword actions that the translator doesn't read, written by hand: fight (701.14) from a
reflexive trigger (603.12).

Curse of the Werefox's "when you do" follows a mandatory action (the Role is created whenever the spell resolves);
its "creature you don't control" is a creature an opponent controls, every other player being an opponent in the
games the engine plays (102.2, 102.3: no teams)."""

from __future__ import annotations

from ..build import Data, card, do, spell, target

CARDS: list[Data] = [
    card(spell("Curse of the Werefox", "{2}{G}", "Sorcery",
               [do("create_role", role="Monster", attach=0),
                do("reflexive_trigger", about=0,
                   ability={"effects": [do("fight", a="that", b=0)],
                            "targets": [target("creature", controller="opponent", optional=True)]})],
               [target("creature", controller="you")])),
]
