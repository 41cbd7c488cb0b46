"""Card lists: how long computing every ruling's cards takes, and how they compare with the cards drawn scenarios send.

The lists of ``list --json`` and ``cards --ruling`` (``conformance/card_list.py``) are computed from the scenario
strategies' declarations (``strategies/card_choices.py``) and the corpus. This prints ``compute_s=<seconds>`` for
both lists of all the rulings (the catalog loaded), then, with ``-n N``, draws N scenarios per ruling
(derandomized, ``conformance/sampling.py``; ``--real-n`` for the real-cards-only list) and prints per ruling
the cards the list has that no drawn scenario or corpus case sent (``never_sent``) and those sent but not
listed (``unlisted``: a missing declaration, which tests/strategies/test_card_choices.py also catches). It exits 1
when any list differs from what was sent: ``-n 1000`` is issue 31's closing measurement (about 25 minutes of CPU,
too long for CI, whose test only checks a sample's cards are listed).

    python benchmarks/card_lists.py [-n 1000] [--real-n 300] [RULING ...]
"""

from __future__ import annotations

import argparse
import time

import _common  # noqa: F401  (puts the project on sys.path)

from conformance.card_list import OPTIONS, ruling_card_sets, setup_cards
from conformance.catalog import all_rulings
from conformance.corpus import load_corpus
from conformance.sampling import sample_scenarios


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-n", type=int, default=0, help="scenarios drawn per ruling (default: none, timing only)")
    parser.add_argument("--real-n", type=int, default=None, help="the same for the real-cards-only list (default -n)")
    parser.add_argument("rulings", nargs="*")
    args = parser.parse_args()
    rulings = [r for r in all_rulings() if not args.rulings or r.id in args.rulings]
    started = time.perf_counter()
    sets = ruling_card_sets(rulings)
    print(f"compute_s={time.perf_counter() - started:.3f}")
    if not args.n:
        return
    corpus = load_corpus()
    equal = compared = 0
    for r in rulings:
        for key, options in OPTIONS.items():
            count = args.n if key == "cards" or args.real_n is None else args.real_n
            if count <= 0:  # --real-n 0: that list is not compared
                continue
            sent = {n for s in sample_scenarios(r.id, count, options) for n in setup_cards(s.setup)}
            sent |= {n for case in corpus.get(r.id, []) if options.admits(case.setup) for n in setup_cards(case.setup)}
            listed = set(sets[r.id][key])
            equal += sent == listed
            compared += 1
            print(f"{r.id} {key} draws={count} listed={len(listed)} sent={len(sent)} "
                  f"never_sent={sorted(listed - sent)} unlisted={sorted(sent - listed)}", flush=True)
    print(f"equal={equal}/{compared}")
    if equal < compared:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
