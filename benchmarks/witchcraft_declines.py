"""What declining a witchcraft scenario costs, with and without ``declined_at_once`` (issue 35's slow runs).

Runs the given rulings (default LCI-01, whose draws witchcraft mostly declines) on witchcraft in process, twice:
once with every scenario played step by step until the step that declines it (what the adapter did before), and
once with the adapter's ``run_sequence``, which declines a scenario unplayable from its actions alone before its
setup is built. Prints the CPU seconds (the machine is shared: docs/performance.md), the examples played, the
draws declined and the CPU per draw. Usage: python benchmarks/witchcraft_declines.py [--max-examples N] [RULING ...]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import time

from _common import ROOT  # noqa: F401  (puts the project on the path)

from conformance import runner  # noqa: E402
from conformance.adapters import witchcraft  # noqa: E402
from conformance.catalog import RULINGS  # noqa: E402
from conformance.profiles import get_profile  # noqa: E402
from mtg_protocol.engine import run_sequence_by_steps  # noqa: E402
from strategies.options import DrawOptions  # noqa: E402


def measure(rulings: list[str], max_examples: int, at_once: bool) -> dict[str, float]:
    engine = witchcraft.WitchcraftEngine()
    if not at_once:
        engine.run_sequence = lambda setup, actions, views=False: run_sequence_by_steps(  # type: ignore[method-assign]
            engine, setup, actions, views)
    profile = get_profile("ci", max_examples=max_examples, example_deadline_s=300.0)
    examples = declined = 0
    started = time.process_time()
    for rid in rulings:
        result = runner.execute_ruling(RULINGS[rid], engine, profile, 0, draw=DrawOptions(real_cards_only=True))
        examples, declined = examples + result.examples, declined + result.unsupported
    cpu = time.process_time() - started
    return {"cpu_s": cpu, "examples": examples, "declined": declined,
            "ms_per_draw": 1000 * cpu / max(1, examples + declined)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-examples", type=int, default=20)
    parser.add_argument("rulings", nargs="*", default=["LCI-01"])
    args = parser.parse_args()
    from conformance.adapters.witchcraft_setup import _card_data

    _card_data()  # witchcraft's card data, made once per process: not part of either run
    with contextlib.redirect_stdout(io.StringIO()):
        before = measure(args.rulings, args.max_examples, at_once=False)
        after = measure(args.rulings, args.max_examples, at_once=True)
    for label, figures in (("before", before), ("after", after)):
        for key, value in figures.items():
            print(f"{label}_{key}={value:.3f}" if isinstance(value, float) else f"{label}_{key}={value}")


if __name__ == "__main__":
    main()
