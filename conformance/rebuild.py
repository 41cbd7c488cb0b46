"""The build tools that refresh the generated files, for one ruling or all (``mtg-conformance rebuild``).

Each file is measured or rendered from the rulings, never written by hand:

- ``uses``: what each ruling's scenarios play (conformance/catalog/uses.py), from derandomized examples;
- ``costs``: each ruling's cost at the ci profile on the reference engine (conformance/costs.json), for sharding;
- ``corpus``: the corpus cases the rulings define (conformance/corpus/);
- ``docs``: the tables generated from the records and the engine (docs/ruling-gaps.md, docs/cards.md), the pool
  against the printed cards (docs/card-data.md) and the card-rulings corpus in figures (docs/card-rulings.md), the
  README's sample of a run's output, which shows the catalog's count of rulings (no count is written by hand),
  and what the protocol's vocabulary makes (mtg_protocol/schema.json's enumerations, docs/protocol.md's choice
  kinds and mechanic names: conformance/protocol_files.py).

Given ruling ids, the per-ruling files (uses, costs) are measured for those rulings only and every other
ruling's row is kept as it was; the docs are cheap and always rendered whole.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path

from reference_engine.adapter import ReferenceEngine
from reference_engine.verbs.docs import render as render_verbs

from .capabilities import scenario_uses
from .card_rulings.standing import corpus_standing
from .card_status import listing, share, summary
from .catalog import RULINGS, all_rulings, gaps_markdown
from .catalog.uses import USES
from .corpus import CORPUS_DIR, CaseBuilder, Rebuilt, case_builders, load_corpus
from .corpus import rebuild as rebuild_cases
from .costs import COSTS_FILE
from .model import model_trace
from .profiles import get_profile
from .progress import progress_line, summary_line
from .protocol_files import CHOICE_TABLE, MECHANIC_LIST, SCHEMA_FILE, choice_table, mechanic_list, render_schema
from .runner import execute_ruling
from .sampling import sample_scenarios

USES_FILE = Path(__file__).parent / "catalog" / "uses.py"
SAMPLE = 100
"""Examples drawn per ruling to measure what its scenarios use."""

UsesRow = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]


# ----- what the scenarios use (conformance/catalog/uses.py) --------------------------------------------------

def measure_uses(ruling_id: str, sample: int = SAMPLE) -> UsesRow:
    """(actions used, choice kinds used, actions needed, choice kinds needed) of one ruling's scenarios, from
    `sample` derandomized examples: needed are the actions in at least half of them and the choice kinds in
    at least a quarter."""
    actions: Counter[str] = Counter()
    choices: Counter[str] = Counter()
    scenarios = sample_scenarios(ruling_id, sample)
    for scenario in scenarios:
        trace = model_trace(scenario)
        kinds, asked = scenario_uses(scenario.actions, [trace.initial] + [s["observation"] for s in trace.steps])
        actions.update(kinds)
        choices.update(asked)
    n = max(len(scenarios), 1)
    return (tuple(sorted(actions)), tuple(sorted(choices)),
            tuple(sorted(a for a, k in actions.items() if k * 2 >= n)),
            tuple(sorted(c for c, k in choices.items() if k * 4 >= n)))


USES_HEADER = '''"""What each ruling's scenarios play: the actions they send and the choice kinds the model asks.

``uses``: everything seen in 100 derandomized examples per ruling; ``needs``: what most of its scenarios
need (actions in at least half of them, choice kinds in at least a quarter). A ruling whose needs an engine
does not declare is ``unsupported`` at once; a single scenario that uses something undeclared is skipped
as unsupported (conformance/capabilities.py). Measured, not written by hand: regenerate after changing a
ruling's strategy with ``python3 -m conformance rebuild [RULING ...] --only uses`` (conformance/rebuild.py).
"""
# ruff: noqa: E501

from __future__ import annotations

# ruling: (actions used, choice kinds used, actions needed, choice kinds needed)
USES: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
'''


def render_uses(rows: dict[str, UsesRow]) -> str:
    """The source of conformance/catalog/uses.py holding `rows`, in catalog order (rows of no ruling dropped)."""
    def words(items: tuple[str, ...]) -> str:
        return "(" + "".join(f'"{i}", ' for i in items).rstrip(", ") + ("," if len(items) == 1 else "") + ")"

    lines = [USES_HEADER.rstrip("\n")]
    for r in all_rulings():
        if r.id in rows:
            used_a, used_c, need_a, need_c = rows[r.id]
            lines.append(f'    "{r.id}": ({words(used_a)}, {words(used_c)},')
            lines.append(f"               {words(need_a)}, {words(need_c)}),")
    lines.append("}")
    return "\n".join(lines) + "\n"


def rebuild_uses(ids: Iterable[str]) -> str:
    """uses.py with the rows of `ids` measured anew and every other ruling's row kept."""
    rows = dict(USES)
    for rid in ids:
        rows[rid] = measure_uses(rid)
    return render_uses(rows)


# ----- what each ruling costs (conformance/costs.json) --------------------------------------------------------

def measure_cost(ruling_id: str, profile: str = "ci", seed: int = 0) -> tuple[float, int, str]:
    """One ruling run on the reference engine (no example database): seconds, examples, status."""
    started = time.perf_counter()
    result = execute_ruling(RULINGS[ruling_id], ReferenceEngine(), get_profile(profile), seed,
                            load_corpus().get(ruling_id), None)
    return time.perf_counter() - started, result.examples, result.status


def render_costs(costs: dict[str, float]) -> str:
    """The text of costs.json holding `costs`, in catalog order (rows of no ruling dropped)."""
    return json.dumps({r.id: costs[r.id] for r in all_rulings() if r.id in costs}, indent=1) + "\n"


def merged_costs(measured: dict[str, float], path: Path) -> str:
    """The costs file at `path` with the `measured` rows replaced and every other ruling's row kept."""
    kept = {str(k): float(v) for k, v in json.loads(path.read_text()).items()} if path.is_file() else {}
    return render_costs({**kept, **{rid: round(s, 2) for rid, s in measured.items()}})


# ----- the corpus cases and the docs -------------------------------------------------------------------------

def _only(build: CaseBuilder, ids: set[str]) -> CaseBuilder:
    """The cases `build` makes for the rulings `ids`."""
    return lambda: [case for case in build() if case[0] in ids]


def rebuild_corpus(ids: set[str], directory: Path = CORPUS_DIR) -> Rebuilt:
    """Write the corpus cases the rulings `ids` define, leaving every other ruling's cases alone."""
    done = Rebuilt()
    for build in case_builders().values():
        part = rebuild_cases(_only(build, ids), directory)
        done.written += part.written
        done.unchanged += part.unchanged
        done.unbuilt += part.unbuilt
    return done


DOCS = Path(__file__).resolve().parent.parent / "docs"
"""The docs folder of a checkout (an installed package has none: then no doc is rendered)."""
README = DOCS.parent / "README.md"
SAMPLE_RUN = ("<!-- sample-run:start (mtg-conformance rebuild --only docs) -->", "<!-- sample-run:end -->")
"""The README's generated sample of a run's output lies between these two lines."""
SAMPLE_STEPS = ((60, 4.1, None), (60, 3.7, None), (60, 1.4, 65.0))
"""The sample's first three rulings: examples, seconds, the time-left estimate shown."""


def sample_run() -> str:
    """A run's output as the README shows it, for the catalog as it is: the first progress lines (the run's own
    formatter) and the summary of a run where every ruling passed."""
    rulings = all_rulings()
    total = len(rulings)
    lines = [progress_line({"id": r.id, "status": "passed", "examples": n, "duration_s": s}, done, total, left)
             for done, (r, (n, s, left)) in enumerate(zip(rulings, SAMPLE_STEPS, strict=False), start=1)]
    summary = summary_line({"passed": total, "failed": 0, "errors": 0, "unsupported": 0}, "", "conformance-report")
    return "\n".join(["```", *lines, "...", summary, "```"])


def between_markers(text: str, markers: tuple[str, str], body: str, name: str) -> str:
    """`text` with what lies between its two marker lines replaced by `body`."""
    start, end = markers
    head, found, rest = text.partition(start + "\n")
    _old, found_end, tail = rest.partition(end)
    if not found or not found_end:
        raise ValueError(f"{name} lacks the markers {start} ... {end}")
    return f"{head}{start}\n{body}\n{end}{tail}"


def with_sample_run(readme: str) -> str:
    """The README's text with its sample run rendered anew between the SAMPLE_RUN markers."""
    return between_markers(readme, SAMPLE_RUN, sample_run(), "README.md")


PROTOCOL_DOC = DOCS / "protocol.md"
CARD_DATA = DOCS / "card-data.md"
POOL_STANDING = ("<!-- pool-standing:start (mtg-conformance rebuild --only docs) -->", "<!-- pool-standing:end -->")
"""docs/card-data.md's table of the pool against the printed cards lies between these two lines."""
CARD_RULINGS_DOC = DOCS / "card-rulings.md"
CORPUS_STANDING = ("<!-- corpus-standing:start (mtg-conformance rebuild --only docs) -->",
                   "<!-- corpus-standing:end -->")
"""docs/card-rulings.md's figures of the card-rulings corpus lie between these two lines."""
TABLE_WORDS = {"adventure": "Adventure", "discover": "discover", "disguise": "disguise", "cloak": "cloak",
               "role": "Role", "clue": "Clue"}


def pool_standing() -> str:
    """Where the pool stands against every printed card of the mechanics (``cards --missing --json``), both ways:
    the cards made for casual play (100.7) counted apart, and counted with the others."""
    totals = summary(listing())
    rows = [(TABLE_WORDS[m], r) for m, r in totals["mechanics"].items()]
    rows.append(("all (a card counted once)", totals["all"]))
    casual = "; ".join(e["name"] for e in totals["casual_only"])
    lines = [f"Where the pool stands (`cards --missing --json`; {len(totals['digital_only'])} digital-only cards "
             f"left out). The {len(totals['casual_only'])} printed cards made for casual play, which 100.7 sets "
             f"apart and no sanctioned constructed format allows ({casual}: `cards --missing` says why each), are "
             "counted apart under *casual* and with the others under *all printed*:", "",
             "| mechanic | printed | by hand | translated | missing | in pool | casual | all printed | in pool |",
             "|---|---|---|---|---|---|---|---|---|"]
    lines += [f"| {name} | {r['printed']} | {r['pool']} | {r['translated']} | {r['missing']} | {share(r)} "
              f"| {r['casual']} | {r['printed_with_casual']} | {share(r, True)} |" for name, r in rows]
    return "\n".join(lines)


def rendered_docs() -> dict[Path, str]:
    """The generated docs, rendered whole: the rulings' gaps and the effect vocabulary of the cards; the README
    with its sample run, card-data.md with its pool table, card-rulings.md with its corpus figures and protocol.md
    with its choice kinds and mechanic names rendered anew (the rest of each is written by hand); and the
    protocol's schema with its vocabulary enumerations written from ``mtg_protocol.vocab``
    (conformance/protocol_files.py)."""
    docs = {DOCS / "ruling-gaps.md": gaps_markdown(), DOCS / "cards.md": render_verbs()}
    if README.is_file():
        docs[README] = with_sample_run(README.read_text())
    if CARD_DATA.is_file():
        docs[CARD_DATA] = between_markers(CARD_DATA.read_text(), POOL_STANDING, pool_standing(), CARD_DATA.name)
    if CARD_RULINGS_DOC.is_file():
        docs[CARD_RULINGS_DOC] = between_markers(CARD_RULINGS_DOC.read_text(), CORPUS_STANDING, corpus_standing(),
                                                 CARD_RULINGS_DOC.name)
    if PROTOCOL_DOC.is_file():
        text = between_markers(PROTOCOL_DOC.read_text(), CHOICE_TABLE, choice_table(), PROTOCOL_DOC.name)
        docs[PROTOCOL_DOC] = between_markers(text, MECHANIC_LIST, mechanic_list(), PROTOCOL_DOC.name)
    docs[SCHEMA_FILE] = render_schema(SCHEMA_FILE.read_text())
    return docs


# ----- all of it -----------------------------------------------------------------------------------------------

PARTS = ("uses", "costs", "corpus", "docs")


def write_if_changed(path: Path, text: str, say: Callable[[str], None]) -> None:
    if path.is_file() and path.read_text() == text:
        say(f"unchanged {path}")
    else:
        path.write_text(text)
        say(f"wrote {path}")


def rebuild(ids: list[str], parts: Iterable[str] = PARTS, say: Callable[[str], None] = print) -> None:
    """Refresh the generated files `parts` for the rulings `ids` (every other ruling's rows kept as they were)."""
    parts = set(parts)
    if "uses" in parts:
        write_if_changed(USES_FILE, rebuild_uses(ids), say)
    if "costs" in parts:
        measured = {}
        for rid in ids:
            seconds, examples, status = measure_cost(rid)
            say(f"  {rid:7} {seconds:8.2f} s {examples:6} examples  {status}")
            measured[rid] = seconds
        write_if_changed(COSTS_FILE, merged_costs(measured, COSTS_FILE), say)
    if "corpus" in parts:
        done = rebuild_corpus(set(ids))
        say(f"corpus: {len(done.written)} written, {len(done.unchanged)} unchanged")
        for path in done.written:
            say(f"  wrote {path}")
        for path in done.unbuilt:
            say(f"  kept {path}: hand-written, built by no ruling now (delete it if stale)")
    if "docs" in parts and DOCS.is_dir():
        for path, text in rendered_docs().items():
            write_if_changed(path, text, say)
