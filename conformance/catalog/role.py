"""role rulings."""
