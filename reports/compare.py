"""Compare two runs: what broke, what got fixed, what came and went."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from mtg_protocol.verdicts import Skip, Verdict, skip_of
from reports.markdown import escape_md, plural, table
from reports.model import FAILING_STATUSES, statuses_of

WAS_GOOD = frozenset({Verdict.PASSED, Verdict.XFAIL})


@dataclass(frozen=True)
class Change:
    """One ruling whose status differs between the two runs."""

    id: str
    old: str
    new: str
    message: str | None = None


@dataclass
class Comparison:
    """The difference between an old and a new report."""

    regressions: list[Change] = field(default_factory=list)
    fixes: list[Change] = field(default_factory=list)
    other_changes: list[Change] = field(default_factory=list)
    new: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    engines_differ: str | None = None
    """When the two reports come from different engines (by name): both, in words."""
    version_changed: str | None = None
    """When both come from the same engine at another version: ``name 1.0 → 1.1``. The usual case of an
    engine author bumping the version with each change, so it is said, not warned about."""
    new_causes: list[Mapping[str, Any]] = field(default_factory=list)
    """Causes (failure signatures across rulings) the old run did not have."""
    gone_causes: list[Mapping[str, Any]] = field(default_factory=list)
    """Causes of the old run that the new one no longer shows."""

    @property
    def has_regression(self) -> bool:
        """True when a ruling that held before is broken now, or a ruling fails on a cause it did not have."""
        return bool(self.regressions) or any(c["status"] == Verdict.FAILED for c in self.new_causes)

    def to_markdown(self) -> str:
        """The comparison as a short Markdown section."""
        lines = [
            "## Compared with the previous run",
            "",
            " · ".join(
                [
                    plural(len(self.regressions), "regression"),
                    plural(len(self.fixes), "fix", "fixes"),
                    f"{len(self.new)} new",
                    f"{len(self.removed)} removed",
                    *([plural(len(self.new_causes), "new cause"), f"{len(self.gone_causes)} gone"]
                      if self.new_causes or self.gone_causes else []),
                ]
            ),
            "",
        ]
        if self.engines_differ:
            lines[1:1] = ["", f"⚠️ **Different engines: {escape_md(self.engines_differ)}.** A change below may be "
                          "the engines' difference, not a regression or a fix."]
        elif self.version_changed:
            lines[1:1] = ["", f"Engine version: {escape_md(self.version_changed)}."]
        for title, changes in (
            ("Regressions", self.regressions),
            ("Fixes", self.fixes),
            ("Other status changes", self.other_changes),
        ):
            if changes:
                rows = [
                    [
                        escape_md(c.id),
                        f"{escape_md(c.old)} → {escape_md(c.new)}",
                        escape_md(c.message, 120) or "—",
                    ]
                    for c in changes
                ]
                lines += [
                    f"### {title}",
                    "",
                    *table(["Ruling", "Status", "Message"], rows),
                    "",
                ]
        for title, causes in (("New causes", self.new_causes), ("Causes gone", self.gone_causes)):
            if causes:
                rows = [[escape_md(c["signature"]), escape_md(c["status"]), escape_md(", ".join(c["rulings"]), 120)]
                        for c in causes]
                lines += [f"### {title}", "", *table(["Cause", "Status", "Rulings"], rows), ""]
        for title, ids in (
            ("New rulings", self.new),
            ("Removed rulings", self.removed),
        ):
            if ids:
                lines += [f"### {title}", "", ", ".join(escape_md(i) for i in ids), ""]
        if not (
            self.regressions
            or self.fixes
            or self.other_changes
            or self.new
            or self.removed
        ):
            lines += ["No ruling changed status.", ""]
        return "\n".join(lines)


def engine_of(report: Mapping[str, Any]) -> tuple[str, str]:
    """(name, version) of the engine a report was made on."""
    engine = report.get("engine") or {}
    return str(engine.get("name") or engine.get("spec") or "?"), str(engine.get("version") or "?")


def engines_differ(old: Mapping[str, Any], new: Mapping[str, Any]) -> str | None:
    """``A 1.0 (old) and B 2.0 (new)`` when the two reports come from engines of different names, else None."""
    (a, a_version), (b, b_version) = engine_of(old), engine_of(new)
    return None if a == b else f"{a} {a_version} (old) and {b} {b_version} (new)"


def version_changed(old: Mapping[str, Any], new: Mapping[str, Any]) -> str | None:
    """``name 1.0 → 1.1`` when the same engine's version changed between the two reports, else None."""
    (a, a_version), (b, b_version) = engine_of(old), engine_of(new)
    return f"{a} {a_version} → {b_version}" if a == b and a_version != b_version else None


def compare(old: Mapping[str, Any], new: Mapping[str, Any]) -> Comparison:
    """Compare two reports ruling by ruling (rulings not run on either side are ignored)."""
    before, after = statuses_of(old), statuses_of(new)
    messages = {r["id"]: r.get("message") for r in new["rulings"]}
    not_run = {r["id"] for r in new["rulings"] if skip_of(r) == Skip.NOT_RUN}
    result = Comparison(
        new=[i for i in after if i not in before],
        removed=[i for i in before if i not in after],
        engines_differ=engines_differ(old, new),
        version_changed=version_changed(old, new),
    )
    if "causes" in old and "causes" in new:  # a report from before causes existed has none to compare
        old_causes = {c["signature"]: c for c in old["causes"]}
        new_causes = {c["signature"]: c for c in new["causes"]}
        result.new_causes = [c for s, c in new_causes.items() if s not in old_causes]
        ran = set(after) - not_run  # a cause is gone only where the new run looked for it
        result.gone_causes = [c for s, c in old_causes.items() if s not in new_causes and set(c["rulings"]) & ran]
    for ruling_id, now in after.items():
        was = before.get(ruling_id)
        if was is None or was == now or Verdict.PENDING in (was, now) or ruling_id in not_run:
            continue  # a ruling the new run never got to (its time budget ran out) is not a change
        change = Change(ruling_id, was, now, messages.get(ruling_id))
        if was in WAS_GOOD and now in FAILING_STATUSES:
            result.regressions.append(change)
        elif was in FAILING_STATUSES and now == Verdict.PASSED:
            result.fixes.append(change)
        else:
            result.other_changes.append(change)
    return result
