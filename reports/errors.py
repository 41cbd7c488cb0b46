"""The one exception the reports package raises for bad input files."""


class ReportError(Exception):
    """A report, counterexample or history file is unreadable or malformed.

    The message is always a single line that names the file and the problem.
    """

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


def one_line(text: str, limit: int = 300) -> str:
    """Collapse whitespace to single spaces and cut to ``limit`` characters."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
