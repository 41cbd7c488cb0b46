"""Mutants that break the role rulings."""
