"""The choice kinds of the protocol: the rule that gives a player each kind, which kinds an action of their own
answers, and which an engine may settle itself (docs/protocol.md, docs/judging.md).

Vocabulary that both the runner (what an engine must declare, conformance/capabilities.py; how a dialogue is
aligned, conformance/dialogue.py) and the judging layer (messages naming the rule, conformance/catalog/) read,
so it sits at the bottom.
"""

from __future__ import annotations

CHOICE_RULES = {"discover_cast": "701.57a", "keep_role": "303.7a, 704.5y", "keep_legend": "704.5j",
                "card_name": "201.3", "targets": "601.2c", "order_triggers": "603.3b", "discard": "701.9b",
                "scry": "701.22a", "ward_pay": "702.21a", "cascade_cast": "702.85a", "declare_attackers": "508.1",
                "declare_blockers": "509.1", "may": "608.2d", "surveil": "701.25a",
                "pick_card": "608.2d", "mode": "603.3c, 700.2"}
"""The rule that gives a player each kind of choice (for messages)."""

ANSWERED_BY_ACTION = {"declare_attackers": "declare_attackers", "declare_blockers": "declare_blockers"}
"""Choice kinds answered by an action of their own; every other kind is answered with ``choose``."""

SETTLED_BY_ENGINE = frozenset({"order_triggers"})
"""Choice kinds an engine may settle itself instead of asking (docs/judging.md): judged by outcome
(conformance/dialogue.py), so an engine need not declare them and no ruling or scenario needs them."""
