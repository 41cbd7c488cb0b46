"""Face-down permanents have no name (201.2a, 708.2a), so the legend rule (704.5j) never counts them; real cards:
Arno Dorian (a legendary disguise card) and a manifested legendary creature card (Soul Summons)."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start, zone

from strategies.states import SetupBuilder


def test_face_down_arno_dorian_stays_beside_a_face_up_one_until_turned_face_up() -> None:
    """708.2a: no name face down; once turned face up both are Arno Dorian and the legend rule applies (704.5j)."""
    b = SetupBuilder()
    up = b.add("p1", "battlefield", "Arno Dorian")
    down = b.add("p1", "battlefield", "Arno Dorian", face_down="disguise")
    b.lands("p1", "BR")
    engine = start(b)
    passes(engine, 1)  # p2 passes too: state-based actions have been checked
    assert zone(engine, up) == zone(engine, down) == "battlefield"
    passes(engine, 1)
    assert engine.observe(None)["turn"]["step"] != "precombat_main"  # priority went round with no legend choice
    engine = start(b)
    ok(engine, {"type": "turn_face_up", "card": down})
    choice = engine.observe(None)["pending_choice"]
    assert choice["kind"] == "keep_legend" and sorted(choice["options"]) == sorted([up, down])


def test_face_down_arno_dorian_cast_beside_a_face_up_one() -> None:
    b = SetupBuilder()
    b.add("p1", "battlefield", "Arno Dorian")
    hand = b.add("p1", "hand", "Arno Dorian")
    b.lands("p1", "BBB")
    engine = start(b)
    ok(engine, {"type": "cast", "card": hand, "mode": "face_down", "alt_cost": "disguise", "targets": []})
    passes(engine, 2)
    assert zone(engine, hand) == "battlefield" and engine.observe(None)["pending_choice"] is None


def test_a_manifested_legendary_card_shares_no_name_with_its_face_up_twin() -> None:
    """701.40a, 708.2a: Soul Summons manifests Thalia beside a face-up Thalia; both stay."""
    b = SetupBuilder()
    up = b.add("p1", "battlefield", "Thalia, Guardian of Thraben")
    top = b.add("p1", "library", "Thalia, Guardian of Thraben")
    summons = b.add("p1", "hand", "Soul Summons")
    b.lands("p1", "WWW")  # Thalia taxes the sorcery {1}
    engine = start(b)
    ok(engine, cast(summons))
    passes(engine, 2)
    assert zone(engine, up) == zone(engine, top) == "battlefield"
    assert find(engine, top)["face_down"] and engine.observe(None)["pending_choice"] is None  # type: ignore[index]


def test_arno_dorian_pumps_other_assassins_only() -> None:
    """Its static ability (613.4c): other Assassins its controller controls get +2/+0; a changeling is one
    (702.73a); a face-down Arno has no abilities (708.2a)."""
    b = SetupBuilder()
    b.add("p1", "battlefield", "Arno Dorian")
    arno = b.add("p1", "battlefield", "Arno Dorian", face_down="disguise")
    performer = b.add("p1", "battlefield", "Pyrotechnic Performer")
    outcast = b.add("p1", "battlefield", "Changeling Outcast")
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Pyrotechnic Performer")
    engine = start(b)
    power = {c: find(engine, c)["power"] for c in (arno, performer, outcast, bears, theirs)}  # type: ignore[index]
    assert power == {arno: 2, performer: 5, outcast: 3, bears: 2, theirs: 3}
