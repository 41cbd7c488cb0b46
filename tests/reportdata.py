"""Sample runs for tests of the reports package (and anyone else who needs one).

``sample_report()`` has five mechanics with rulings that pass, one that fails
with a counterexample, one error, one unsupported and one expected failure.
``hostile=True`` fills every engine-provided string with markup.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from copy import deepcopy
from pathlib import Path
from typing import Any

from reports.model import (
    EngineInfo,
    Mutant,
    Report,
    RulingMeta,
    new_report,
    record_mutant,
    record_result,
)
from reports.writer import ReportWriter

EVIL = "<script>alert(1)</script>"
HOSTILE_TEXT = f"{EVIL} | `tick` & [link](http://x) <b>bold</b>\nsecond line"
FAILED_ID = "WOE-08"
ERROR_ID = "WOE-16"
UNSUPPORTED_ID = "LCI-03"
STARTED_AT = "2024-03-01T12:00:00.000+00:00"


def _meta(
    ruling_id: str, mechanic: str, summary: str, rules: list[str], file: str, pos: int
) -> RulingMeta:
    return {
        "id": ruling_id,
        "mechanic": mechanic,
        "summary": summary,
        "rules": rules,
        "source": {"file": file, "date": "2023-09-01", "position": pos},
    }


WOE, LCI, MKM = "seeds/000_woe.txt", "seeds/001_lci.txt", "seeds/002_mkm.txt"

RULINGS_META: list[RulingMeta] = [
    _meta(
        "WOE-01",
        "adventure",
        "An adventurer card cast as an Adventure has only the Adventure's characteristics on the stack.",
        ["715.3b", "715.3c"],
        WOE,
        1,
    ),
    _meta(
        "WOE-02",
        "adventure",
        "An adventurer card outside the stack has only its main characteristics.",
        ["715.4"],
        WOE,
        2,
    ),
    _meta(
        FAILED_ID,
        "adventure",
        "A resolved Adventure goes to exile, and its owner may later cast the creature from there.",
        ["715.3d", "608.2b"],
        WOE,
        8,
    ),
    _meta(
        "WOE-15",
        "role",
        "A permanent may carry only one Role from each controller; the older one goes away.",
        ["704.5y", "303.7"],
        WOE,
        15,
    ),
    _meta(
        ERROR_ID,
        "role",
        "A Role token whose host leaves the battlefield is put into the graveyard.",
        ["704.5m", "303.4c"],
        WOE,
        16,
    ),
    _meta(
        "LCI-01",
        "discover",
        "Discover exiles cards until a nonland card with low enough mana value turns up.",
        ["701.57a"],
        LCI,
        1,
    ),
    _meta(
        UNSUPPORTED_ID,
        "discover",
        "A card cast through discover is cast without paying its mana cost.",
        ["701.57a", "601.2b"],
        LCI,
        3,
    ),
    _meta(
        "MKM-01",
        "disguise",
        "A disguised creature is a 2/2 with ward {2} and no name.",
        ["702.168a", "708.2"],
        MKM,
        1,
    ),
    _meta(
        "MKM-02",
        "disguise",
        "Turning a disguised permanent face up is a special action.",
        ["702.168d", "116.2b"],
        MKM,
        2,
    ),
    _meta(
        "MKM-12",
        "clue",
        "A Clue is an artifact with an ability that draws a card for {2} and a sacrifice.",
        ["111.10f"],
        MKM,
        12,
    ),
]


def results(
    hostile: bool = False, counterexample: str | None = None
) -> list[dict[str, Any]]:
    """One result per ruling in ``RULINGS_META``."""
    fail_msg = (
        HOSTILE_TEXT
        if hostile
        else "after the Adventure resolved, c1 was in the graveyard instead of exile"
    )
    error_msg = (
        f"Traceback: engine raised {HOSTILE_TEXT}"
        if hostile
        else "Traceback (most recent call last):\n  File \"engine.py\", line 12\nKeyError: 'c4'"
    )
    passed = {
        "status": "passed",
        "examples": 100,
        "duration_s": 0.42,
        "message": None,
        "counterexample": None,
        "corpus": {"passed": 2, "failed": 0},
    }
    return [
        {**passed, "id": "WOE-01"},
        {**passed, "id": "WOE-02", "duration_s": 0.31},
        {
            "id": FAILED_ID,
            "status": "failed",
            "examples": 37,
            "duration_s": 0.8,
            "message": fail_msg,
            "counterexample": counterexample,
            "corpus": {"passed": 2, "failed": 1},
        },
        {**passed, "id": "WOE-15"},
        {
            "id": ERROR_ID,
            "status": "error",
            "examples": 3,
            "duration_s": 0.05,
            "message": error_msg,
        },
        {**passed, "id": "LCI-01", "duration_s": 1.2},
        {
            "id": UNSUPPORTED_ID,
            "status": "unsupported",
            "examples": 0,
            "duration_s": 0.0,
            "message": "the engine lacks the free_cast capability",
        },
        {**passed, "id": "MKM-01"},
        {
            "id": "MKM-02",
            "status": "xfail",
            "examples": 12,
            "duration_s": 0.2,
            "message": "known gap: turning face up is not a special action yet",
        },
        {**passed, "id": "MKM-12"},
    ]


MUTANTS: list[Mutant] = [
    {
        "name": "adventure-to-graveyard",
        "target": FAILED_ID,
        "description": "A resolved Adventure goes to the graveyard instead of exile.",
        "killed": True,
        "killed_by": ["WOE-01", FAILED_ID],
        "examples_to_kill": 3,
        "counterexample_size": 2,
    },
    {
        "name": "roles-stack",
        "target": "WOE-15",
        "description": "A second Role from the same controller does not replace the first.",
        "killed": False,
        "killed_by": [],
        "examples_to_kill": None,
        "counterexample_size": None,
    },
]


def engine_info(hostile: bool = False) -> EngineInfo:
    name = f"evil{EVIL}" if hostile else "reference"
    return {"spec": "reference", "name": name, "version": "0.1.0"}


def sample_counterexample(hostile: bool = False) -> dict[str, Any]:
    """The minimal scenario that breaks WOE-08, with the engine's trace."""
    druid = f"Questing Druid {EVIL}" if hostile else "Questing Druid // Seek the Beast"
    setup = {
        "protocol": 1,
        "seed": 0,
        "turn": {"number": 3, "active_player": "p1", "step": "precombat_main"},
        "players": [
            {
                "id": "p1",
                "life": 20,
                "mana_pool": "",
                "library": [{"id": "c5", "card": "Forest"}],
                "hand": [{"id": "c1", "card": druid}],
                "graveyard": [],
                "exile": [],
                "battlefield": [
                    {"id": "c2", "card": "Mountain", "tapped": False},
                    {"id": "c3", "card": "Forest", "tapped": False},
                ],
            },
            {
                "id": "p2",
                "life": 20,
                "library": [],
                "hand": [],
                "graveyard": [],
                "exile": [],
                "battlefield": [{"id": "c4", "card": "Grizzly Bears", "tapped": True}],
            },
        ],
        "cards": {},
    }

    def obs(priority: str) -> dict[str, Any]:
        return {
            "turn": {
                "number": 3,
                "active_player": "p1",
                "step": "precombat_main",
                "priority": priority,
            },
            "players": [],
            "objects": [],
            "stack": [],
            "pending_choice": None,
            "cast_permissions": [],
            "game_over": False,
            "winners": [],
        }

    reason = HOSTILE_TEXT if hostile else "p2 cannot act now"
    return {
        "schema_version": 1,
        "ruling": FAILED_ID,
        "engine": "mutant:adventure-to-graveyard",
        "seed": 0,
        "scenario": {
            "setup": setup,
            "actions": [
                {
                    "type": "cast",
                    "card": "c1",
                    "mode": "adventure",
                    "targets": [],
                    "x": None,
                    "alt_cost": None,
                    "additional_costs": [],
                },
                {"type": "pass"},
                {"type": "pass"},
                {"type": "play_land", "card": "c3"},
            ],
        },
        "violation": {
            "message": "the Adventure did not go to exile when it resolved",
            "expected": "c1 is in exile and p1 may cast it as a creature (715.3d)",
            "observed": HOSTILE_TEXT if hostile else "c1 is in p1's graveyard",
            "step": 2,
        },
        "trace": {
            "initial": obs("p1"),
            "steps": [
                {
                    "accepted": True,
                    "reason": None,
                    "events": [],
                    "observation": obs("p1"),
                },
                {
                    "accepted": True,
                    "reason": None,
                    "events": [],
                    "observation": obs("p2"),
                },
                {
                    "accepted": True,
                    "reason": None,
                    "events": [],
                    "observation": obs("p1"),
                },
                {
                    "accepted": False,
                    "reason": reason,
                    "events": [],
                    "observation": obs("p1"),
                },
            ],
        },
    }


def sample_report(
    hostile: bool = False,
    counterexample: str | None = "counterexamples/WOE-08.json",
    mutants: bool = True,
) -> Report:
    """A finished report over ``RULINGS_META`` with fixed times."""
    report = new_report(
        engine_info(hostile), "ci", 0, RULINGS_META, started_at=STARTED_AT
    )  # type: ignore[arg-type]
    for result in results(hostile, counterexample):
        record_result(report, result)
    if mutants:
        for mutant in MUTANTS:
            record_mutant(report, deepcopy(mutant))
    report["duration_s"] = 12.3
    return report


def write_sample_run(
    out_dir: Path,
    hostile: bool = False,
    history: Sequence[Mapping[str, Any]] | None = None,
) -> tuple[Report, dict[str, Path]]:
    """Write a whole sample run (counterexample included) into ``out_dir``."""
    writer = ReportWriter(out_dir)
    relative = writer.write_counterexample(sample_counterexample(hostile))
    report = sample_report(hostile, relative)
    return report, writer.finish(report, history=history)
