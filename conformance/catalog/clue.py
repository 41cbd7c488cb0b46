"""clue rulings."""
