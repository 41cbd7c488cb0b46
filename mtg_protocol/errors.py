"""The one exception for input the tool did not write: bad files, bad engine output (see `untrusted`).

It lives in the bottom layer because the protocol client reads engine output through the same door as
the reports read their files; the name is kept from when only the reports raised it.
"""


class ReportError(Exception):
    """A report, counterexample, history or corpus file, or an engine's output, is unreadable or malformed.

    The message is always a single line that names the file and the problem.
    """

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


def one_line(text: str, limit: int = 300) -> str:
    """Collapse whitespace to single spaces and cut to ``limit`` characters."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
