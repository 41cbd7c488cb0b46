"""The suite's version, written once: pyproject.toml reads it, ``--version`` prints it, reports record it.

It sits in the bottom layer so that the reports, which may import nothing above it, can name the tool.
"""

__version__ = "0.1.0"
