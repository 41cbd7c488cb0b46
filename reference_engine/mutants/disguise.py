"""Mutants that break the disguise rulings."""
