"""``mtg-conformance cards``: the pool with its faces, origin, mechanics and the rulings that use it."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_cli import one_line_error, run_cli

from conformance.catalog import RULINGS
from conformance.cli import main
from conformance.corpus import load_corpus
from reference_engine.cards import pool


def cards(capsys: pytest.CaptureFixture[str], *args: str) -> list[dict[str, Any]]:
    assert main(["cards", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(("args", "needle"), [
    (["--mechanic", "cascade"], "cascade"),
    (["--ruling", "XYZ-99"], "XYZ-99"),
    (["--sample", "-1"], "--sample"),
    (["--sample", "many"], "--sample"),
])
def test_bad_input_is_one_line_and_exit_2(args: list[str], needle: str) -> None:
    assert needle in one_line_error(run_cli("cards", *args))


def test_json_lists_every_card_and_token_with_its_faces(capsys: pytest.CaptureFixture[str]) -> None:
    entries = {e["name"]: e for e in cards(capsys)}
    drawn = {name for name, e in entries.items() if e["origin"] == "drawn"}
    assert set(entries) - drawn == {d["name"] for d in pool.CARDS} | {d["name"] for d in pool.TOKENS.values()}
    assert {"Wandering Hero 1 // Hero's Errand 1", "Masked Stranger 1 of Test"} <= drawn
    assert all(entries[n]["faces"] == [] and entries[n]["rulings"] for n in drawn)
    assert {e["origin"] for e in entries.values()} == {"real", "synthetic", "token", "drawn"}
    assert entries["Aegis Warden of Test"]["origin"] == "synthetic" and entries["Clue"]["origin"] == "token"
    fire_ice = entries["Fire // Ice"]
    assert (fire_ice["origin"], fire_ice["layout"], [f["name"] for f in fire_ice["faces"]]) == (
        "real", "split", ["Fire", "Ice"])
    ice = fire_ice["faces"][1]
    assert (ice["mana_cost"], ice["mana_value"], ice["colors"], ice["types"], ice["power"]) == (
        "{1}{U}", 2, ["U"], ["Instant"], None)
    johann = entries["Johann, Apprentice Sorcerer"]["faces"][0]
    assert (johann["supertypes"], johann["subtypes"], johann["power"], johann["toughness"]) == (
        ["Legendary"], ["Human", "Wizard", "Sorcerer"], 2, 5)
    assert entries["Masked Paladin of Test"]["faces"][0]["keywords"] == ["disguise {w}", "protection from enchantments"]


def test_rulings_come_from_the_catalog_and_the_corpus(capsys: pytest.CaptureFixture[str]) -> None:
    entries = cards(capsys)
    corpus = load_corpus()
    for r in RULINGS.values():
        listed = {e["name"] for e in entries if r.id in e["rulings"]}
        in_corpus = {o["card"] for case in corpus.get(r.id, []) for p in case.setup["players"]
                     for zone in ("library", "hand", "graveyard", "exile", "battlefield") for o in p[zone]}
        listed_real = {e["name"] for e in entries if r.id in e["rulings_real_cards_only"]}
        assert set(r.cards) <= listed | listed_real, r.id
        assert in_corpus & set(pool.card_names()) <= listed, r.id
    by_name = {e["name"]: e for e in entries}
    assert "WOE-13" in by_name["Archaeomancer"]["rulings"]
    assert "WOE-13" not in by_name["Twincast"]["rulings"]


def test_sampling_the_strategies_finds_nothing_more(capsys: pytest.CaptureFixture[str]) -> None:
    """The lists are computed from the strategies' declarations: drawing examples adds no card to them."""
    plain = {e["name"]: (e["rulings"], e["rulings_real_cards_only"]) for e in cards(capsys)}
    assert plain == {e["name"]: (e["rulings"], e["rulings_real_cards_only"]) for e in cards(capsys, "--sample", "2")}


def test_rules_in_words_and_ability_indexes(capsys: pytest.CaptureFixture[str]) -> None:
    entries = {e["name"]: e for e in cards(capsys)}
    wrench = entries["Wrench"]["faces"][0]
    assert [a["ability"] for a in wrench["activated_abilities"]] == [0, 1]
    assert "Draw a card" in wrench["activated_abilities"][0]["words"] and "Equip" in wrench["activated_abilities"][1][
        "words"]
    assert any(line.startswith("[0] {2}, Sacrifice this: Draw a card.") for line in wrench["rules"])
    assert entries["Probing Inquiry of Test"]["faces"][0]["rules"] == ["Tap target creature, then investigate."]
    assert entries["Clue"]["setup"] == {"card": "Clue", "token": True}
    assert entries["Grizzly Bears"]["faces"][0]["rules"] == []


def test_real_cards_only_lists_no_synthetic_card(capsys: pytest.CaptureFixture[str]) -> None:
    real = cards(capsys, "--ruling", "MKM-13", "--real-cards-only")
    every = cards(capsys, "--ruling", "MKM-13")
    assert {e["origin"] for e in real} <= {"real", "token"}
    assert "Probing Inquiry of Test" in {e["name"] for e in every} - {e["name"] for e in real}


def test_the_table_for_real_cards_only_names_the_rulings_that_send_each_one_there(
        capsys: pytest.CaptureFixture[str]) -> None:
    """LCI-07 sends Walk with the Ancestors to an engine that declines synthetic cards only: the table listed it
    under ``--ruling LCI-07 --real-cards-only`` with LCI-07 missing from its rulings column."""
    walk = next(e for e in cards(capsys, "--ruling", "LCI-07", "--real-cards-only")
                if e["name"] == "Walk with the Ancestors")
    assert "LCI-07" in walk["rulings_real_cards_only"] and "LCI-07" not in walk["rulings"]
    assert main(["cards", "--ruling", "LCI-07", "--real-cards-only"]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines()[1:] if not line.startswith(" ")]
    assert rows and all("LCI-07" in row.split() for row in rows)


def test_filters_by_ruling_and_by_mechanic(capsys: pytest.CaptureFixture[str]) -> None:
    woe13 = cards(capsys, "--ruling", "WOE-13")
    assert {"Archaeomancer", "Questing Druid // Seek the Beast"} <= {e["name"] for e in woe13}
    assert all("WOE-13" in e["rulings"] for e in woe13)
    disguise = {e["name"]: e for e in cards(capsys, "--mechanic", "disguise")}
    assert {"Hidden Courier of Test", "Masked Paladin of Test", "Veiled Legend of Test"} <= set(disguise)
    assert all("disguise" in e["mechanics"] or "disguise" in e["ruling_mechanics"] for e in disguise.values())
    assert "Twincast" not in disguise
    adventure = {e["name"]: e for e in cards(capsys, "--mechanic", "adventure")}
    assert adventure["Questing Druid // Seek the Beast"]["mechanics"] == ["adventure"]
    # WOE-11's, and a legendary creature MKM-03 (face_down) may manifest
    assert adventure["Johann, Apprentice Sorcerer"]["ruling_mechanics"] == ["adventure", "face_down"]
    both = cards(capsys, "--mechanic", "clue", "--ruling", "MKM-17")
    assert both and all("MKM-17" in e["rulings"] for e in both)


def test_text_is_a_table_one_row_per_face(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--ruling", "LCI-03"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["CARD", "ORIGIN", "COST", "MV", "COLORS", "TYPE", "P/T", "KEYWORDS", "RULINGS"]
    fire = next(i for i, line in enumerate(lines) if line.startswith("Fire "))
    assert lines[fire].split()[:5] == ["Fire", "real", "{1}{R}", "2", "R"] and "LCI-03" in lines[fire]
    assert lines[fire + 1].strip() == "This deals 2 damage to any target."  # its rules in words, under its row
    assert lines[fire + 2].split()[:4] == ["//", "Ice", "{1}{U}", "2"]


def test_list_json_gives_the_same_cards_per_ruling(capsys: pytest.CaptureFixture[str]) -> None:
    entries = cards(capsys)
    assert main(["list", "--json"]) == 0
    listed = {r["id"]: r for r in json.loads(capsys.readouterr().out)}
    for rid in ("MKM-13", "WOE-14", "LCI-03"):
        assert listed[rid]["cards"] == sorted(e["name"] for e in entries if rid in e["rulings"])
        assert listed[rid]["real_cards"] == sorted(e["name"] for e in entries if rid in e["rulings_real_cards_only"])
    assert "Probing Inquiry of Test" in listed["MKM-13"]["cards"]
    assert "Probing Inquiry of Test" not in listed["MKM-13"]["real_cards"]


def test_missing_lists_every_card_of_the_mechanics_with_a_need(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--missing", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out["mechanics"]) == {"adventure", "discover", "disguise", "cloak", "role", "clue"}
    for row in [*out["mechanics"].values(), out["all"]]:
        assert row["printed"] == row["pool"] + row["translated"] + row["missing"]
        assert row["printed_with_casual"] == row["printed"] + row["casual"]  # 100.7's cards counted both ways
    assert out["all"]["casual"] == len(out["casual_only"]) > 0
    assert {e["name"] for e in out["cards"] if e["status"] == "casual"} == {e["name"] for e in out["casual_only"]}
    in_pool = {d["name"] for d in pool.CARDS}
    missing = [e for e in out["cards"] if e["status"] == "missing"]
    assert missing and all(e["needs"] and e["name"] not in in_pool for e in missing)
    assert sum(n["cards"] for n in out["needs"]) == out["all"]["missing"]
    assert main(["cards", "--missing", "--mechanic", "cloak"]) == 0
    text = capsys.readouterr().out
    assert "creates Role tokens" in text and "What the missing cards need" in text


def test_missing_with_an_unknown_mechanic_is_one_line_and_exit_2() -> None:
    assert "mdfc" in one_line_error(run_cli("cards", "--missing", "--mechanic", "mdfc"))
