"""mtg-conformance: a property-based conformance suite for Magic: The Gathering rules engines."""
