"""The user cache (phase's card data): built once, read back, rebuilt when corrupt, off with ``none``."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.user_cache import cache_dir, cache_key, load_or_build


def test_built_once_then_read_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTG_CONFORMANCE_CACHE", str(tmp_path))
    builds: list[int] = []

    def build() -> dict:
        builds.append(1)
        return {"faces": {"Grizzly Bears": [{"name": "Grizzly Bears"}]}}

    first = load_or_build("phase-cards", "k1", build)
    second = load_or_build("phase-cards", "k1", build)
    assert first == second == {"faces": {"Grizzly Bears": [{"name": "Grizzly Bears"}]}}
    assert len(builds) == 1
    assert [p.name for p in tmp_path.iterdir()] == ["phase-cards-k1.json"]
    load_or_build("phase-cards", "k2", build)  # another key: built again
    assert len(builds) == 2


def test_a_corrupt_file_is_rebuilt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTG_CONFORMANCE_CACHE", str(tmp_path))
    (tmp_path / "phase-cards-k.json").write_text('{"faces": ', encoding="utf-8")
    assert load_or_build("phase-cards", "k", lambda: {"ok": True}) == {"ok": True}
    assert load_or_build("phase-cards", "k", lambda: {"ok": False}) == {"ok": True}


def test_none_switches_it_off_and_an_unwritable_folder_is_not_used(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTG_CONFORMANCE_CACHE", "none")
    assert cache_dir() is None
    assert load_or_build("phase-cards", "k", lambda: {"n": 1}) == {"n": 1}
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("MTG_CONFORMANCE_CACHE", str(blocker / "sub"))  # a folder under a file can't be made
    assert load_or_build("phase-cards", "k", lambda: {"n": 2}) == {"n": 2}


def test_the_key_depends_on_every_part_and_its_order() -> None:
    assert cache_key(["a", "bc"]) != cache_key(["ab", "c"])
    assert cache_key(["a", b"b"]) == cache_key(["a", "b"])
    assert cache_key(["a", "b"]) != cache_key(["b", "a"])


def test_card_data_read_from_the_cache_equals_the_built(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("phase")
    from conformance.adapters import phase_cards

    monkeypatch.setenv("MTG_CONFORMANCE_CACHE", str(tmp_path))
    phase_cards.card_data.cache_clear()
    try:
        written = phase_cards.card_data()
        phase_cards.card_data.cache_clear()
        read = phase_cards.card_data()
        assert len(list(tmp_path.iterdir())) == 1
        assert read == written == phase_cards.build_card_data()
    finally:
        phase_cards.card_data.cache_clear()


def test_a_run_keeps_hypothesis_constants_in_the_user_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    from conformance.cli import _hypothesis_storage

    monkeypatch.delenv("HYPOTHESIS_STORAGE_DIRECTORY", raising=False)
    monkeypatch.setenv("MTG_CONFORMANCE_CACHE", str(tmp_path / "cache"))
    with _hypothesis_storage():
        storage = Path(os.environ["HYPOTHESIS_STORAGE_DIRECTORY"])
        (storage / "constants" / "abc").write_text("[1]", encoding="utf-8")
        assert (storage / "constants").is_symlink()
    assert not storage.exists()  # the rest of Hypothesis's storage is still removed after the run
    assert (tmp_path / "cache" / "hypothesis-constants" / "abc").read_text(encoding="utf-8") == "[1]"
    monkeypatch.setenv("MTG_CONFORMANCE_CACHE", "none")
    with _hypothesis_storage():
        assert not (Path(os.environ["HYPOTHESIS_STORAGE_DIRECTORY"]) / "constants").exists()
