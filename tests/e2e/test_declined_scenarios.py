"""An engine declines one scenario (issue 31, item 3) and support doesn't hang on the seed (issue 35, item 3).

The engine is tests/fake_engines/declining_engine.py: the reference engine declining the scenarios whose setup
hashes below a share, over ``cmd:`` (the wire's ``{"seq": N, "unsupported": "REASON"}``) or in process
(``EngineError.unsupported_by``). docs/protocol.md, "Declining a scenario"; docs/judging.md, "Scenarios an
engine declines".
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from fake_engines.declining_engine import REASON, Declining, share_of

from conformance import runner
from conformance.catalog import RULINGS
from conformance.cli import main
from conformance.model import model_trace
from conformance.profiles import get_profile
from conformance.smoke import SETUP, smoke
from mtg_protocol.engine import EngineError
from mtg_protocol.server import respond
from mtg_protocol.subprocess_engine import SubprocessEngine
from reports.verdicts import Verdict

DECLINING = Path(__file__).resolve().parents[1] / "fake_engines" / "declining_engine.py"
CHEAP = "LCI-08"  # a ruling whose scenarios are quick to draw


def cmd(share: float, *extra: str) -> str:
    return f"cmd:{sys.executable} {DECLINING} {share:g} {' '.join(extra)}".strip()


def test_the_wire_form_is_an_unsupported_response_and_reads_back_as_a_skip() -> None:
    answer, stop = respond(Declining(1.0), json.dumps({"seq": 3, "op": "setup", "setup": SETUP}))
    assert answer == {"seq": 3, "unsupported": REASON} and not stop
    with SubprocessEngine([sys.executable, str(DECLINING), "1"], timeout=20) as engine:
        with pytest.raises(EngineError) as caught:
            engine.setup(SETUP)
    assert caught.value.unsupported and caught.value.kind == Verdict.ERROR
    assert str(caught.value) == f"unsupported: {REASON}"


def test_an_unsupported_reason_that_is_not_a_string_is_an_error(tmp_path: Path) -> None:
    fake = tmp_path / "bad.py"
    fake.write_text("import json, sys\nfor line in sys.stdin:\n"
                    "    print(json.dumps({'seq': json.loads(line)['seq'], 'unsupported': 7}), flush=True)\n")
    with SubprocessEngine([sys.executable, str(fake)], timeout=20) as engine:
        with pytest.raises(EngineError) as caught:
            engine.setup(SETUP)
    assert not caught.value.unsupported and "not a string" in str(caught.value)


@pytest.mark.parametrize("engine", [cmd(0.5), cmd(0.5, "--at-act"), "python:fake_engines.declining_engine:half"],
                         ids=["at-setup", "mid-game", "in-process"])
def test_a_declined_example_is_skipped_and_the_ruling_goes_on(engine: str, tmp_path: Path) -> None:
    out = tmp_path / "out"
    code = main(["run", "--engine", engine, "--out", str(out),
                 "--max-examples", "4", "--example-db", "none", "--workers", "1", CHEAP])
    ruling = json.loads((out / "report.json").read_text())["rulings"][0]
    assert code == 0 and ruling["status"] == "passed", ruling
    assert ruling["examples"] >= 4 and "skipped as unsupported by the engine" in ruling["message"]
    assert ruling["declined"] > 0 and sum(ruling["declined_reasons"].values()) == ruling["declined"], ruling


def test_a_ruling_whose_every_scenario_is_declined_is_unsupported_with_the_reasons(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(runner, "MIN_SKIP_CAP", 40)  # the real cap (1,000 draws) is the same code, only longer
    out = tmp_path / "out"
    code = main(["run", "--engine", cmd(1), "--out", str(out), "--max-examples", "3", "--example-db", "none",
                 "--workers", "1", CHEAP])
    ruling = json.loads((out / "report.json").read_text())["rulings"][0]
    assert code == 0 and ruling["status"] == "unsupported", ruling
    assert ruling["message"].startswith("the engine declined every scenario of this ruling (40 drawn)")
    assert f"{REASON} (x" in ruling["message"]
    assert ruling["declined"] == 40 and ruling["declined_reasons"] == {REASON: 40}  # as data, not only in words


def test_smoke_says_when_the_engine_declines_its_setup() -> None:
    said: list[str] = []
    assert not smoke(cmd(1), 20, said.append)
    assert any("declined" in line and REASON in line for line in said), said


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_declined_draws_do_not_use_up_the_budget(seed: int) -> None:
    result = runner.execute_ruling(RULINGS[CHEAP], Declining(0.9), get_profile("dev", max_examples=6), seed)
    assert result.status == Verdict.PASSED and result.examples >= 6, result.message
    assert result.unsupported > 0 and result.skip_reasons == {REASON: result.unsupported}


class TwoReasons(Declining):
    """Declines with one reason below a quarter of the hashes and with another up to a half."""

    def setup(self, setup: dict[str, Any]) -> dict[str, Any]:
        if share_of(setup) < 0.25:
            raise EngineError.unsupported_by("no card data for Candy Trail")
        return super().setup(setup)


def test_a_passed_rulings_message_names_more_than_the_most_frequent_reason_declined() -> None:
    """A new author could not tell from a ruling that passed which cards its declined scenarios needed beyond the
    first (issue 31's walkthrough: "no card data for Walk with the Ancestors (x351); and 4 other reasons")."""
    result = runner.execute_ruling(RULINGS[CHEAP], TwoReasons(0.5), get_profile("dev", max_examples=6), 0)
    assert result.status == Verdict.PASSED and set(result.skip_reasons) == {REASON, "no card data for Candy Trail"}
    assert REASON in result.message and "no card data for Candy Trail" in result.message


@pytest.mark.slow
def test_a_ruling_is_judged_even_when_hypothesis_gives_up_on_its_first_draws() -> None:
    """Hypothesis calls a search unsatisfiable after 458 invalid draws without a valid one: before this work
    the ruling was then `unsupported`, whatever later draws would have found (so support hung on the seed)."""
    engine = Declining(0.0, first=600)
    result = runner.execute_ruling(RULINGS[CHEAP], engine, get_profile("dev", max_examples=3), 0)
    assert result.status == Verdict.PASSED and result.examples >= 3, result.message
    assert result.unsupported >= 600


def test_the_skip_cap_stops_only_a_ruling_with_fewer_than_one_playable_draw_in_100() -> None:
    ci = get_profile("ci")
    assert runner.skip_cap(ci) == 1000 and runner.skip_cap(get_profile("nightly")) == 10_000
    heavy = runner.RulingResult("LCI-08", Verdict.PASSED, examples=50, unsupported=1500)  # 3% playable: go on
    starved = runner.RulingResult("LCI-08", Verdict.PASSED, examples=5, unsupported=1000)  # 0.5%: stop
    assert not runner.out_of_skips(heavy, ci) and runner.out_of_skips(starved, ci)
    assert not runner.out_of_skips(runner.RulingResult("LCI-08", Verdict.PASSED, unsupported=999), ci)


def test_a_failure_whose_re_run_is_declined_is_flaky_not_an_error() -> None:
    from conformance.corpus import load_corpus
    from conformance.session import Session

    scenario = load_corpus()[CHEAP][0]
    failure = runner.Failure("some signature", scenario, model_trace(scenario), [], message="it broke")
    session = Session("reference", get_profile("dev"), 0, None, example_db="none")
    session._engine = Declining(1.0)
    session.confirm(CHEAP, failure)
    assert failure.status == Verdict.FLAKY and "declined its re-run" in failure.message
