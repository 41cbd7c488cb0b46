"""Mutants that break the clue rulings."""
