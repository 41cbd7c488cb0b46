"""Hypothesis strategies: cards, game setups, action plans and per-mechanic scenarios."""
