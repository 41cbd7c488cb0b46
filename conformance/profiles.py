"""Run profiles: how hard the property tier looks, per ruling, and how long any one example may take.

| profile | examples per ruling | longest random walk | per-example deadline | for |
|---|---|---|---|---|
| dev | 20 | 4 actions | 10 s | a person before a commit |
| ci | 100 | 6 actions | 10 s | pull requests |
| nightly | 1000 | 12 actions | 30 s | deep nightly runs |

``--max-examples``, ``--time-budget`` (seconds of exploration per ruling) and
``--example-deadline`` override a profile; ``--run-budget`` (seconds for the
whole run) is not part of a profile.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Profile:
    name: str
    max_examples: int
    max_steps: int
    time_budget_s: float | None = None
    example_deadline_s: float | None = None


PROFILES = {
    "dev": Profile("dev", 20, 4, example_deadline_s=10.0),
    "ci": Profile("ci", 100, 6, example_deadline_s=10.0),
    "nightly": Profile("nightly", 1000, 12, example_deadline_s=30.0),
}


def get_profile(name: str, max_examples: int | None = None, time_budget_s: float | None = None,
                example_deadline_s: float | None = None) -> Profile:
    """The named profile with any overrides applied; ``KeyError`` with a one-line message if unknown."""
    if name not in PROFILES:
        raise KeyError(f"unknown profile {name!r} (choose from {', '.join(PROFILES)})")
    profile = PROFILES[name]
    if max_examples is not None:
        profile = replace(profile, max_examples=max_examples)
    if time_budget_s is not None:
        profile = replace(profile, time_budget_s=time_budget_s)
    if example_deadline_s is not None:
        profile = replace(profile, example_deadline_s=example_deadline_s)
    return profile
