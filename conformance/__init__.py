"""mtg-conformance: a property-based conformance suite for Magic: The Gathering rules engines.

The top layer (docs/architecture.md): judging, running, the command line and the pytest plugin. The version is in
``mtg_protocol.version``.
"""
