"""Per-mechanic scenario strategies: setups that make a mechanic's situations likely, and plans over them."""
