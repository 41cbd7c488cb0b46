"""Per-mechanic scenario strategies: setups that make a mechanic's situations likely, and plans over them.

Each module holds the generators of one mechanic's scenarios, which the rulings' records take as their
``scenario`` (conformance/catalog/<module>.py); the situations and the corpus cases are the records'.
"""
