"""Adapters from the neutral protocol to third-party rules engines (phase.rs: `phase`)."""
