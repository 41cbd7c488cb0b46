"""The card-rulings tier: official per-card rulings as fixed cases any engine is judged by (docs/card-rulings.md).

``cases_io`` reads and validates the case files, ``checks`` judges a trace by a case's checks, ``tier`` makes
each case a ruling the runner and reports know, ``suite`` is its pytest file.
"""
