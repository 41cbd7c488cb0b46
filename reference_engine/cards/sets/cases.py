"""Case cards (719), by hand: the translator doesn't read a Case's "To solve" and "Solved" lines.

A Case is an enchantment whose "to solve" is a triggered ability at the beginning of its controller's end step
(719.3a: event ``beginning_of_your_end``, verb ``solve``, the intervening "if" ``to_solve``) and whose "Solved"
ability works only once it is solved (719.3c: an activated or static ability marked ``solved``);
reference_engine/case.py.
``LEFT_OUT`` names what each Case left out of the pool needs (translate.py lists it).
"""

from __future__ import annotations

from ..build import Data, card, do, face, static, target, trig

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

_DETECTIVES_YOU_CONTROL = {"count": "permanents", "filter": {"controller": "you", "subtypes_any": ["Detective"]}}

CARDS += [
    # Whenever a Detective its controller controls enters or is turned face up (one ability, two events, 603.2): a
    # +1/+1 counter on it. To solve: three or more Detectives. Solved: a static replacement of token creation under
    # its controller's control, those tokens plus a Clue (614.1a; only while solved, 719.3c).
    card(face("Case of the Pilfered Proof", "{1}{W}", "Enchantment", "Case", abilities=[
        trig("creature_enters_or_turned_face_up", do("add_counters", counter="+1/+1", n=1, target="that"),
             filter={"controller": "you", "subtypes_any": ["Detective"]}),
        trig("beginning_of_your_end", do("solve"), to_solve={"count": _DETECTIVES_YOU_CONTROL, "at_least": 3}),
        static(replacement="tokens_plus", plus_token="Clue", solved=True),
    ])),
]

LEFT_OUT: dict[str, str] = {}
