"""disguise rulings."""
