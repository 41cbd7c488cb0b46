"""The one door for files and text the tool did not write itself.

Every file a command reads (counterexamples, corpus cases, reports, expectations,
history lines) and every line an engine prints is parsed here: a size limit, a
nesting limit, a limit on integer size, strict JSON (no ``NaN``/``Infinity``, no
infinite floats), and every failure a :class:`ReportError` with a one-line message.
Strings that will be shown to people pass through :func:`clean_text` (lone
surrogates replaced, control characters escaped).
"""

from __future__ import annotations

import json
import math
import re
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mtg_protocol.errors import ReportError, one_line

MAX_FILE_BYTES = 64 << 20
MAX_DEPTH = 64
MAX_INT_DIGITS = 40

_SURROGATE = re.compile("[\ud800-\udfff]")
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def clean_text(text: str) -> str:
    """``text`` safe for any writer and terminal: lone surrogates become U+FFFD, control characters ``\\xNN``.

    Newlines and tabs are kept; bidirectional overrides are escaped too.
    """
    if text.isprintable():
        return text
    text = _SURROGATE.sub("\ufffd", text)
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100
                        else f"\\u{ord(m.group()):04x}", text)


def clean_data(value: Any) -> Any:
    """``value`` with :func:`clean_text` applied to every string in it (keys included)."""
    if isinstance(value, str):
        return clean_text(value)
    if isinstance(value, dict):
        return {clean_text(k) if isinstance(k, str) else k: clean_data(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [clean_data(v) for v in value]
    return value


def depth_of(value: Any) -> int:
    """How deeply lists and objects nest in ``value`` (a scalar is 0), without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        deepest = max(deepest, level)
        stack.extend((child, level + 1) for child in children)
    return deepest


def _bad_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _finite_float(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"number {one_line(text, 40)} is out of range")
    return number


def _int_limited(limit: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        if len(text.lstrip("-")) > limit:
            raise ValueError(f"an integer of {len(text)} digits (the limit is {limit})")
        return int(text)

    return parse


def loads_json(text: str | bytes, origin: str, *, max_depth: int | None = MAX_DEPTH,
               max_int_digits: int | None = MAX_INT_DIGITS) -> Any:
    """Parse strict JSON within the limits; raise :class:`ReportError` naming ``origin``.

    ``None`` turns a limit off (the protocol reader, for speed: Python's own recursion and
    integer-digit limits still hold there, and are reported the same way).
    """
    try:
        data = json.loads(text, parse_constant=_bad_constant, parse_float=_finite_float,
                          parse_int=_int_limited(max_int_digits) if max_int_digits else None)
    except RecursionError:
        raise ReportError(f"{origin}: not valid JSON: nested too deeply") from None
    except UnicodeDecodeError as exc:
        raise ReportError(f"{origin}: not valid UTF-8: {exc.reason}") from None
    except ValueError as exc:  # JSONDecodeError, and whatever the hooks or int() refuse
        raise ReportError(f"{origin}: not valid JSON: {exc}") from None
    if max_depth is not None:
        _check_depth(data, origin, max_depth)
    return data


def _check_depth(data: Any, origin: str, max_depth: int) -> None:
    if depth_of(data) > max_depth:
        raise ReportError(f"{origin}: nested more than {max_depth} levels deep")


def read_text(path: str | Path, what: str = "file", max_bytes: int = MAX_FILE_BYTES) -> str:
    """The text of a regular file of at most ``max_bytes``, as UTF-8; else :class:`ReportError`."""
    path = Path(path)
    try:
        with path.open("rb") as handle:
            if not path.is_file():
                raise ReportError(f"{path}: not a {what}: not a regular file")
            raw = handle.read(max_bytes + 1)
    except IsADirectoryError:
        raise ReportError(f"{path}: not a {what}: it is a directory") from None
    except OSError as exc:
        raise ReportError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if len(raw) > max_bytes:
        raise ReportError(f"{path}: larger than the limit of {max_bytes >> 20} MiB for a {what}")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ReportError(f"{path}: not valid UTF-8: {exc.reason} at byte {exc.start}") from None


def read_json(path: str | Path, what: str = "JSON file") -> Any:
    """Read a JSON file through the limits above."""
    return loads_json(read_text(path, what), str(path))


def read_toml(path: str | Path, what: str = "TOML file") -> dict[str, Any]:
    """Read a TOML file through the same limits (no ``nan``/``inf``, bounded nesting and integers)."""
    text = read_text(path, what)
    try:
        data = tomllib.loads(text, parse_float=_finite_float)
    except RecursionError:
        raise ReportError(f"{path}: not valid TOML: nested more than {MAX_DEPTH} levels deep") from None
    except tomllib.TOMLDecodeError as exc:
        raise ReportError(f"{path}: not valid TOML: {str(exc).splitlines()[0]}") from None
    except ValueError as exc:  # a float hook refusal or an integer over Python's digit limit
        raise ReportError(f"{path}: not valid TOML: {exc}") from None
    _check_depth(data, str(path), MAX_DEPTH)
    if any(isinstance(v, int) and abs(v) >= 10**MAX_INT_DIGITS for v in _scalars(data)):
        raise ReportError(f"{path}: an integer of more than {MAX_INT_DIGITS} digits")
    return data


def _scalars(value: Any) -> list[Any]:
    out, stack = [], [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        else:
            out.append(item)
    return out
