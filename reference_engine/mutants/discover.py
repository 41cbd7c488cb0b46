"""Mutants that break the discover rulings."""
