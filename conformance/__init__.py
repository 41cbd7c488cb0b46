"""mtg-conformance: a property-based conformance suite for Magic: The Gathering rules engines."""

__version__ = "0.1.0"  # the one place: pyproject.toml reads it (tool.setuptools.dynamic), --version prints it
