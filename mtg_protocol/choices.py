"""The choice kinds of the protocol as the suite reads them: the rule that gives a player each kind, which kinds an
action of their own answers, and which an engine may settle itself (docs/protocol.md, docs/judging.md).

Read from the one declaration of the kinds (`vocab.CHOICES`) by the runner (what an engine must declare,
conformance/capabilities.py; how a dialogue is aligned, conformance/dialogue.py) and the judging layer (messages
naming the rule, conformance/catalog/).
"""

from __future__ import annotations

from .vocab import CHOICES, ActionType, ChoiceKind

CHOICE_RULES: dict[str, str] = {kind: choice.rule for kind, choice in CHOICES.items()}
"""The rule that gives a player each kind of choice (for messages)."""

ANSWERED_BY_ACTION: dict[str, ActionType] = {
    kind: choice.answered_with for kind, choice in CHOICES.items() if choice.answered_with != "choose"}
"""Choice kinds answered by an action of their own; every other kind is answered with ``choose``."""

SETTLED_BY_ENGINE: frozenset[ChoiceKind] = frozenset(kind for kind, choice in CHOICES.items()
                                                      if choice.settled_by_engine)
"""Choice kinds an engine may settle itself instead of asking (docs/judging.md): judged by outcome
(conformance/dialogue.py), so an engine need not declare them and no ruling or scenario needs them."""
