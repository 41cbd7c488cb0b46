"""discover rulings."""
