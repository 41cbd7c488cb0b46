"""The shape of every refusal: exit 2 and exactly one line on stderr, never a traceback."""

from __future__ import annotations

import pytest


def one_error(capsys: pytest.CaptureFixture[str], code: int) -> str:
    """The single stderr line of a command that exited 2 (asserting that it did)."""
    err = capsys.readouterr().err
    assert code == 2, err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]
