"""Where a witchcraft run spends its time, and what building a setup costs (issue 35).

Runs the given rulings (default four the adapter plays) on witchcraft at the dev profile, in process, twice:
once with the adapter's ``deck_state`` (witchcraft's card data made once per process) and once with witchcraft's
own ``make_deck_state`` in its place (what the adapter called before), and prints the CPU seconds of each run
split into building setups (``setup_cpu_s``), the adapter's actions (``act_cpu_s``) and everything else (the
strategies, the model, judging: ``rest_cpu_s``), with the setups built and the examples run. CPU time, not
wall time, since the machine is shared (docs/performance.md). The headline is the CPU per setup before and after.
Usage: python benchmarks/witchcraft_costs.py [RULING ...]
"""

from __future__ import annotations

import contextlib
import io
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

from _common import ROOT  # noqa: F401  (puts the project on the path)

from conformance import runner  # noqa: E402
from conformance.adapters import witchcraft, witchcraft_setup  # noqa: E402
from conformance.catalog import RULINGS  # noqa: E402
from conformance.profiles import get_profile  # noqa: E402
from strategies.options import DrawOptions  # noqa: E402

DEFAULT_RULINGS = ("WOE-06", "LCI-07", "MKM-09", "MKM-14")


@contextlib.contextmanager
def _timed(owner: Any, attr: str, into: dict[str, float], key: str) -> Iterator[None]:
    """Add the CPU seconds spent in ``owner.attr`` to ``into[key]`` (and count the calls) while inside."""
    inner = getattr(owner, attr)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        started = time.process_time()
        try:
            return inner(*args, **kwargs)
        finally:
            into[key] += time.process_time() - started
            into[key + "_calls"] += 1

    setattr(owner, attr, wrapper)
    try:
        yield
    finally:
        setattr(owner, attr, inner)


def _witchcraft_own(decks: dict[str, list[str]], seed: int) -> Any:
    from mtg import bridge_to_engine

    return bridge_to_engine.make_deck_state(decks, seed=seed)


def measure(rulings: tuple[str, ...], build: Callable[..., Any]) -> dict[str, float]:
    into = dict.fromkeys(("setup", "setup_calls", "act", "act_calls", "deck", "deck_calls"), 0.0)
    examples = 0
    started = time.process_time()
    original, witchcraft_setup.deck_state = witchcraft_setup.deck_state, build
    try:
        with _timed(witchcraft_setup, "deck_state", into, "deck"), \
                _timed(witchcraft, "build_table", into, "setup"), \
                _timed(witchcraft.WitchcraftEngine, "act", into, "act"):
            profile = get_profile("dev", example_deadline_s=120.0)
            real_cards = DrawOptions(real_cards_only=True)  # as the runner draws for witchcraft (its hello)
            for rid in rulings:
                examples += runner.execute_ruling(RULINGS[rid], witchcraft.WitchcraftEngine(), profile, 0,
                                                  draw=real_cards).examples
    finally:
        witchcraft_setup.deck_state = original
    total = time.process_time() - started
    return {"cpu_s": total, "setup_cpu_s": into["setup"], "act_cpu_s": into["act"],
            "rest_cpu_s": total - into["setup"] - into["act"], "setups": into["setup_calls"],
            "setups_built": into["deck_calls"], "examples": examples,
            "ms_per_built_setup": 1000 * into["setup"] / max(1, into["deck_calls"])}


def main() -> None:
    rulings = tuple(sys.argv[1:]) or DEFAULT_RULINGS
    witchcraft_setup._card_data()  # made once per process: not part of either run
    with contextlib.redirect_stdout(io.StringIO()):
        before = measure(rulings, _witchcraft_own)
        after = measure(rulings, witchcraft_setup.deck_state)
    for label, figures in (("before", before), ("after", after)):
        for key, value in figures.items():
            print(f"{label}_{key}={value:.3f}" if key.endswith("_s") or key.startswith("ms_") else
                  f"{label}_{key}={int(value)}")
    print(f"ms_per_built_setup={before['ms_per_built_setup']:.1f}->{after['ms_per_built_setup']:.1f}")


if __name__ == "__main__":
    main()
