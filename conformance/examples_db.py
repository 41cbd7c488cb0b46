"""Example databases: one namespace per engine identity (name and version from ``hello``) and per ruling.

Hypothesis keys every saved example by a digest of the test function, which is the same for every
ruling (one explorer function runs them all). So the suite never hands Hypothesis one shared
database: each ruling, on each engine identity, gets its own directory (or its own Redis key
prefix), and examples found on one engine are never replayed on another.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from pathlib import Path
from typing import TypeGuard

from mtg_protocol.jsontypes import JSON

from .user_cache import cache_dir


def default_directory() -> Path | None:
    """Where examples are kept when no ``--example-db`` is given: the user cache's ``examples/`` folder, never
    the folder the run is started in; None (no examples kept) when the user cache is switched off."""
    folder = cache_dir()
    return None if folder is None else folder / "examples"


def chosen_directory(spec: str | None) -> Path | None:
    """The directory database ``spec`` names (None: the default), or None when no examples are kept."""
    if spec == "none" or is_redis(spec):
        return None
    return Path(spec) if spec else default_directory()


def engine_identity(hello: JSON) -> str:
    """``name version`` as the engine's hello gives them (what an example database is kept per)."""
    return f"{hello.get('name') or 'unnamed'} {hello.get('version') or 'unversioned'}"


def slug(text: str) -> str:
    """A file-name-safe, still unique spelling of ``text``: readable part plus a short digest."""
    readable = re.sub(r"[^A-Za-z0-9_.-]+", "_", text).strip("._")[:60] or "x"
    return f"{readable}-{hashlib.sha256(text.encode()).hexdigest()[:8]}"


def is_redis(spec: str | None) -> TypeGuard[str]:
    return spec is not None and spec.startswith(("redis://", "rediss://", "unix://"))


def directory_of(root: Path, identity: str, ruling_id: str) -> Path:
    """The folder holding one ruling's examples for one engine identity, under a directory database's root."""
    return root / slug(identity) / ruling_id


def redis_prefix(identity: str, ruling_id: str) -> bytes:
    """The Redis key prefix of one ruling's examples for one engine identity."""
    return f"mtg-conformance:{slug(identity)}:{ruling_id}:".encode()


def stored_rulings(spec: str | None, identity: str, ruling_ids: Iterable[str]) -> list[str]:
    """The rulings that have examples stored for this engine identity (directory databases; else [])."""
    root = chosen_directory(spec)
    if root is None:
        return []
    return [rid for rid in ruling_ids
            if any(p.is_file() for p in directory_of(root, identity, rid).glob("*/*"))]
