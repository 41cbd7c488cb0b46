"""Case cards (719), by hand: the translator doesn't read a Case's "To solve" and "Solved" lines.

A Case is an enchantment whose "to solve" is a triggered ability at the beginning of its controller's end step
(719.3a: event ``beginning_of_your_end``, verb ``solve``, the intervening "if" ``to_solve``) and whose "Solved"
ability works only once it is solved (719.3c: an activated ability marked ``solved``); reference_engine/case.py.
``LEFT_OUT`` names what each Case left out of the pool needs (translate.py lists it).
"""

from __future__ import annotations

from ..build import Data, card, do, face, target, trig

_ARTIFACTS_YOU_CONTROL = {"count": "permanents", "filter": {"controller": "you", "types": ["Artifact"]}}

CARDS: list[Data] = [
    # Enters: investigate. To solve: three or more artifacts. Solved: {2}{U}, sacrifice it: four +1/+1 counters on
    # a target noncreature artifact, which becomes a 0/0 Bird artifact creature with flying for as long as it stays.
    card(face("Case of the Filched Falcon", "{U}", "Enchantment", "Case", abilities=[
        trig("enters", do("investigate", n=1)),
        trig("beginning_of_your_end", do("solve"), to_solve={"count": _ARTIFACTS_YOU_CONTROL, "at_least": 3}),
        {"kind": "activated", "solved": True, "cost": {"mana": "{2}{U}", "sacrifice_self": True},
         "targets": [target("permanent", types=["Artifact"], not_types=["Creature"])],
         "effects": [do("add_counters", counter="+1/+1", n=4, target=0),
                     do("become_creature", target=0, power=0, toughness=0, creature_type="Bird",
                        keywords=["flying"])]},
    ])),
]

LEFT_OUT: dict[str, str] = {
    "Case of the Pilfered Proof": "its solved ability: a replacement of token creation that adds a Clue token "
                                  "(614.1a) the replacements don't have; and a trigger on a Detective entering or "
                                  "being turned face up",
}
