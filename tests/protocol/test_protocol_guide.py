"""The worked exchange in docs/engine-authors.md: well-formed, shown faithfully, and true.

`docs/worked-exchange.jsonl` holds the request/response pairs. The last test
replays the requests against ``python -m reference_engine.serve`` and compares
what matters: whether each action was accepted, the zone of every card id, and
the cast permissions.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from mtg_protocol.subprocess_engine import SubprocessEngine
from mtg_protocol.validate import validate

ROOT = Path(__file__).resolve().parents[2]
EXCHANGE = ROOT / "docs" / "worked-exchange.jsonl"
GUIDE = ROOT / "docs" / "engine-authors.md"

try:
    import reference_engine.adapter  # noqa: F401
except ImportError as exc:
    MISSING: str | None = f"reference_engine.adapter is not importable yet ({exc})"
else:
    MISSING = None


def pairs() -> list[dict[str, Any]]:
    return [json.loads(line) for line in EXCHANGE.read_text().splitlines() if line.strip()]


def test_the_exchange_is_valid_protocol() -> None:
    exchange = pairs()
    assert [p["request"]["seq"] for p in exchange] == list(range(1, len(exchange) + 1))
    for pair in exchange:
        request, response = pair["request"], pair["response"]
        validate("request", request)
        validate(f"response_{request['op']}", response)
        assert response["seq"] == request["seq"]


def test_the_guide_shows_the_same_lines() -> None:
    text = GUIDE.read_text()
    section = text.split("## A worked exchange", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```json\n(.*?)```", section, re.DOTALL)
    shown = [json.loads(line) for block in blocks for line in block.splitlines() if line.strip()]
    expected = [message for p in pairs() for message in (p["request"], p["response"])]
    assert shown == expected


def summary(op: str, response: dict[str, Any]) -> dict[str, Any]:
    """The parts of a response that the guide's story depends on."""
    if op == "hello":
        hello = response["hello"]
        return {
            "protocol": hello["protocol"],
            "adventure": "adventure" in hello["capabilities"]["mechanics"],
        }
    if op == "act":
        result = response["result"]
        return {"accepted": result["accepted"], **seen(result["observation"])}
    if op in ("setup", "observe"):
        return seen(response["observation"])
    return {}


def seen(observation: dict[str, Any]) -> dict[str, Any]:
    permissions = sorted(
        (p["card"], p["zone"], p["player"], p["as"]) for p in observation["cast_permissions"]
    )
    return {
        "zones": {
            o["card"]: o["zone"] for o in observation["objects"] if o["card"].startswith("c")
        },
        "cast_permissions": permissions,
    }


@pytest.mark.skipif(MISSING is not None, reason=MISSING or "")
def test_the_reference_engine_plays_the_exchange() -> None:
    path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    argv = [sys.executable, "-m", "reference_engine.serve"]
    with SubprocessEngine(argv, timeout=30, env={**os.environ, "PYTHONPATH": path}) as engine:
        for pair in pairs():
            request = dict(pair["request"])
            op = request.pop("op")
            request.pop("seq")
            got = engine.request(op, request)
            want = pair["response"]
            step = f"seq {pair['request']['seq']} ({op} {json.dumps(request.get('action'))})"
            assert summary(op, got) == summary(op, want), step
