"""Which tests of the full run stay out of the fast tier (``-m "not slow"``), chosen in one place.

Most ``slow`` marks sit on their tests. The ones here were measured (``--cpu-times``, tests/README.md) as the
costliest of the fast tier where a cheaper test of the same layer already gives that layer a verdict: a
parametrised family keeps a representative subset fast (the parameter ids starting with one of the listed
prefixes) and runs the rest in the full run only; a test listed with no prefixes is slow whole. Nothing is
dropped from the full run. A listed test that its file no longer defines is an error, so the table
cannot rot silently.
"""

from __future__ import annotations

import pytest

# nodeid without parameters -> parameter-id prefixes that stay fast (empty: the whole test is slow)
KEEP_FAST: dict[str, tuple[str, ...]] = {
    # one dossier of witchcraft's bugs replayed (each costs a witchcraft game: ~4 CPU s)
    "tests/e2e/test_witchcraft_bugs.py::test_bug_still_reproduces": ("15-",),
    # one fault of a process engine and one of an in-process engine
    "tests/e2e/test_robustness.py::test_fault_costs_only_the_ruling_it_hit": ("cmd: malformed JSON", "python: hangs"),
    "tests/e2e/test_robustness.py::test_replay_files_are_data_only": ("engine_in_file]", "not_json", "code_strings"),
    # one one-bug engine named at its first divergence
    "tests/catalog/test_first_divergence.py::test_one_rules_bug_is_one_cause_named_at_its_first_divergence":
        ("late_sacrifice",),
    # two engines that only talk differently on every card-rulings case (every case runs on the reference)
    "tests/card_rulings/test_card_ruling_cases.py::test_engines_that_only_talk_differently_pass_every_case":
        ("AskingEngine", "AutoChoosingEngine"),
    # six rulings' counterexamples shrunk; WOE-18 alone costs 16 CPU s
    "tests/catalog/test_shrinking.py::test_counterexample_is_small": ("LCI-", "MKM-", "WOE-08", "WOE-09"),
    # the Python starter engine (the JavaScript one speaks the same protocol)
    "tests/e2e/test_starter_engines.py::test_the_clue_rulings_pass": ("python",),
    # witchcraft's other adapter tests play MKM-07; every seed of it is the full run's
    "tests/e2e/test_witchcraft_adapter.py::test_mkm07_is_played_at_every_seed": (),
    # test_run_with_two_workers_hands_them_the_config covers xdist in the fast tier
    "tests/e2e/test_run_config.py::test_the_pytest_route_takes_mtg_options_under_xdist": (),
}


def _param_id(item: pytest.Item) -> str:
    return item.nodeid[len(item.nodeid.split("[", 1)[0]) + 1:] if "[" in item.nodeid else ""


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark ``slow`` what ``KEEP_FAST`` leaves out of the fast tier (before ``-m`` deselects)."""
    modules: dict[str, object] = {}
    for item in items:
        base = item.nodeid.split("[", 1)[0]
        modules.setdefault(base.split("::", 1)[0], getattr(item, "module", None))
        if base in KEEP_FAST and not _param_id(item).startswith(KEEP_FAST[base]):
            item.add_marker(pytest.mark.slow)
    stale = [name for name in KEEP_FAST if (file := name.split("::", 1)[0]) in modules
             and not hasattr(modules[file], name.split("::")[-1])]
    if stale:
        raise pytest.UsageError(f"tests/fast_tier.py names tests its file no longer defines: {', '.join(stale)}")
