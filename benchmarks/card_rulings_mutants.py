"""How many of the reference engine's mutants the card-rulings tier kills: each mutant runs every runnable case
(a case marked ``reference_bug`` is left out: the reference fails it already), and is killed when a case fails.

Prints one line per killed mutant with the cases that killed it, then cases, mutants and the headline
mutants_killed. The mutants were written against the catalog's rulings, not these cases: the figure shows that the
cases' checks bite, and which mutants only the property tier finds.
Usage: python benchmarks/card_rulings_mutants.py
"""

from __future__ import annotations

import _common  # noqa: F401 - puts the project root on sys.path

from conformance.card_rulings.tier import card_rulings
from conformance.runner import check_scenario
from conformance.spec import open_engine
from mtg_protocol.engine import EngineError
from reference_engine.mutants import all_mutants


def main() -> None:
    cases = {rid: r for rid, r in card_rulings().items() if r.case is not None and not r.case.reference_bug}
    mutants = all_mutants()
    killed = 0
    for mutant in mutants:
        engine = open_engine(f"mutant:{mutant.name}")
        by = []
        for rid, ruling in cases.items():
            assert ruling.case is not None
            try:
                _trace, violations = check_scenario(ruling, engine, ruling.case.scenario())
            except EngineError:
                violations = [None]
            if violations:
                by.append(rid)
        if by:
            killed += 1
            shown = ", ".join(by[:6]) + (f", ... ({len(by)} cases)" if len(by) > 6 else "")
            print(f"killed {mutant.name} ({mutant.target}) by {shown}")
    print(f"cases={len(cases)}")
    print(f"mutants={len(mutants)}")
    print(f"mutants_killed={killed}")


if __name__ == "__main__":
    main()
