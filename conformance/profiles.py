"""Run profiles: how hard the property tier looks, per ruling.

| profile | examples per ruling | longest random walk | for |
|---|---|---|---|
| dev | 20 | 4 actions | a person before a commit (well under a minute for the catalog) |
| ci | 100 | 6 actions | pull requests |
| nightly | 1000 | 12 actions | deep nightly runs |
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Profile:
    name: str
    max_examples: int
    max_steps: int
    time_budget_s: float | None = None


PROFILES = {
    "dev": Profile("dev", 20, 4),
    "ci": Profile("ci", 100, 6),
    "nightly": Profile("nightly", 1000, 12),
}


def get_profile(name: str, max_examples: int | None = None, time_budget_s: float | None = None) -> Profile:
    if name not in PROFILES:
        raise KeyError(f"unknown profile {name!r} (choose from {', '.join(PROFILES)})")
    profile = PROFILES[name]
    if max_examples is not None:
        profile = replace(profile, max_examples=max_examples)
    if time_budget_s is not None:
        profile = replace(profile, time_budget_s=time_budget_s)
    return profile
