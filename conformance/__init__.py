"""mtg-conformance: a property-based conformance suite for Magic: The Gathering rules engines.

Imports nothing: every layer reads this package (docs/architecture.md). The version is in
``mtg_protocol.version``.
"""
