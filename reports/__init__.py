"""Reports of a conformance run: the verdicts, the report model and its writers.

Data flows one way: the runner produces per-ruling results, this package
turns them into report.json, junit.xml, summary.md, report.html and
counterexample files. It knows verdicts, never engines.

Imports nothing: the top layer reads `verdicts` at startup (the pytest plugin), without the writers' libraries.
"""
