"""Cloaking chosen cards (701.58a, 701.58e): from among cards looked at (the rest to the bottom in a random order,
401.4) and from a hand; an Equipment attaching itself to the permanent it cloaked (701.3a); and searching a library
(701.23) for a card with a quality, revealed (701.20a), put into a zone, then the library shuffled (701.24a)."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start, zone
from test_engine_optional import choose, pending

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder


def _library(engine: ReferenceEngine, pid: str) -> list[str]:
    return [o["card"] for o in engine.observe(None)["objects"] if o["zone"] == "library" and o["owner"] == pid]


def _cloaked(engine: ReferenceEngine, cid: str) -> bool:
    obj = find(engine, cid)
    return obj is not None and obj["zone"] == "battlefield" and obj.get("face_down_by") == "cloak"


def test_701_58a_two_cards_chosen_from_five_looked_at_are_cloaked_and_the_rest_go_to_the_bottom() -> None:
    """Hide in Plain Sight: the caster chooses two of the top five, one at a time; they become face-down 2/2
    creatures with ward {2}; the other three go under the cards never looked at."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Hide in Plain Sight")
    looked = [b.add("p1", "library", name) for name in ("Grizzly Bears", "Forest", "Lightning Bolt", "Island",
                                                          "Swamp")]
    unseen = b.add("p1", "library", "Mountain")
    b.lands("p1", "GGGG")
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    assert pending(engine) == {"player": "p1", "kind": "pick_card", "options": sorted(looked)}
    choose(engine, looked[2])  # an instant can be cloaked too (it just can't be turned face up: 701.58g)
    assert pending(engine) == {"player": "p1", "kind": "pick_card",
                               "options": sorted(c for c in looked if c != looked[2])}
    choose(engine, looked[0])
    assert pending(engine) is None
    for cid in (looked[2], looked[0]):
        assert _cloaked(engine, cid)
        obj = find(engine, cid)
        assert obj is not None and (obj["power"], obj["toughness"]) == (2, 2) and "ward {2}" in obj["keywords"]
    library = _library(engine, "p1")
    assert library[0] == unseen and sorted(library[1:]) == sorted([looked[1], looked[3], looked[4]])


def test_701_58a_fewer_cards_than_asked_for_are_all_cloaked() -> None:
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Hide in Plain Sight")
    only = b.add("p1", "library", "Grizzly Bears")
    b.lands("p1", "GGGG")
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    assert pending(engine) is None and _cloaked(engine, only) and _library(engine, "p1") == []


def _vannifar(hand: list[str]) -> tuple[ReferenceEngine, str, list[str]]:
    b = SetupBuilder(step="precombat_main")
    vannifar = b.add("p1", "battlefield", "Vannifar, Evolved Enigma")
    cards = [b.add("p1", "hand", name) for name in hand]
    b.add("p1", "battlefield", "Grizzly Bears", face_down="manifest")
    engine = start(b)
    passes(engine, 2)  # main phase ends: beginning of combat, the modal trigger (603.3c)
    return engine, vannifar, cards


def test_700_2_701_58a_vannifar_cloaks_a_card_chosen_from_its_controllers_hand() -> None:
    engine, _, cards = _vannifar(["Forest", "Grizzly Bears"])
    assert pending(engine) == {"player": "p1", "kind": "mode", "options": [0, 1]}
    choose(engine, 0)
    passes(engine, 2)
    assert pending(engine) == {"player": "p1", "kind": "pick_card", "options": sorted(cards)}
    choose(engine, cards[0])  # a land card cloaked: a face-down 2/2 creature (708.2a)
    assert _cloaked(engine, cards[0]) and zone(engine, cards[1]) == "hand"


def test_105_2c_vannifar_counters_go_on_each_colorless_creature_and_not_on_itself() -> None:
    engine, vannifar, _ = _vannifar([])
    choose(engine, 1)
    passes(engine, 2)
    down = [o for o in engine.observe(None)["objects"] if o["zone"] == "battlefield" and o.get("face_down")]
    assert [o["power"] for o in down] == [3]  # face down: colorless (708.2a), so it gets the counter
    me = find(engine, vannifar)
    assert me is not None and me["power"] == 3  # green and blue: none


def test_701_3a_cryptic_coat_cloaks_the_top_card_and_attaches_itself_to_it() -> None:
    b = SetupBuilder()
    coat = b.add("p1", "hand", "Cryptic Coat")
    top = b.add("p1", "library", "Grizzly Bears")
    b.lands("p1", "UUUUU")
    engine = start(b)
    ok(engine, cast(coat))
    passes(engine, 2)  # the Equipment resolves; its enters trigger goes on the stack
    passes(engine, 2)
    assert _cloaked(engine, top)
    obj, equipment = find(engine, top), find(engine, coat)
    assert obj is not None and equipment is not None and equipment.get("attached_to") == top
    assert obj["power"] == 3 and obj["toughness"] == 2  # +1/+0 from the Coat (613.4c)
    ok(engine, {"type": "activate", "card": coat, "ability": 0, "targets": []})
    passes(engine, 2)
    assert zone(engine, coat) == "hand" and _cloaked(engine, top)


def test_701_23a_701_24a_a_basic_land_found_enters_tapped_and_the_library_is_shuffled() -> None:
    """They Went This Way: the basic land found goes onto the battlefield tapped; the Clue follows."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "They Went This Way")
    bears = b.add("p1", "library", "Grizzly Bears")
    forest = b.add("p1", "library", "Forest")
    b.lands("p1", "GGG")
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    assert pending(engine) == {"player": "p1", "kind": "pick_card", "options": [forest, "none"]}
    choose(engine, forest)
    land = find(engine, forest)
    assert land is not None and land["zone"] == "battlefield" and land["tapped"]
    assert _library(engine, "p1") == [bears]
    assert any(o["name"] == "Clue" and o["zone"] == "battlefield" for o in engine.observe(None)["objects"])


def test_701_23b_a_search_for_a_quality_may_find_nothing() -> None:
    b = SetupBuilder()
    spell = b.add("p1", "hand", "They Went This Way")
    forest = b.add("p1", "library", "Forest")
    b.lands("p1", "GGG")
    engine = start(b)
    ok(engine, cast(spell))
    passes(engine, 2)
    choose(engine, "none")
    assert zone(engine, forest) == "library"


def test_701_23a_a_search_finds_only_cards_with_the_quality_and_reveals_the_card_found() -> None:
    """Roost Seek (an Omen, 720): a basic land card into the hand, revealed; a nonbasic land can't be found."""
    b = SetupBuilder()
    omen = b.add("p1", "hand", "Sagu Wildling // Roost Seek")
    b.add("p1", "library", "Grizzly Bears")
    forest = b.add("p1", "library", "Forest")
    b.lands("p1", "G")
    engine = start(b)
    ok(engine, cast(omen, mode="omen"))
    passes(engine, 2)
    assert pending(engine) == {"player": "p1", "kind": "pick_card", "options": [forest, "none"]}
    result = choose(engine, forest)
    assert zone(engine, forest) == "hand"
    assert any(e["type"] == "reveal" and e.get("card") == forest for e in result["events"])


def test_701_23h_two_forest_cards_found_in_one_search_one_enters_tapped_and_the_other_goes_to_hand() -> None:
    """Flourishing Bloom-Kin turned face up: the first Forest found enters tapped, the second goes to the hand;
    finding none for the battlefield still lets the player find one for the hand (701.23b)."""
    for first_none in (False, True):
        b = SetupBuilder()
        kin = b.add("p1", "battlefield", "Flourishing Bloom-Kin", face_down="disguise")
        forests = [b.add("p1", "library", "Forest") for _ in range(2)]
        b.add("p1", "library", "Island")
        b.lands("p1", "GGGGG")
        engine = start(b)
        ok(engine, {"type": "turn_face_up", "card": kin})
        passes(engine, 2)
        assert pending(engine) == {"player": "p1", "kind": "pick_card", "options": [*forests, "none"]}
        choose(engine, "none" if first_none else forests[0])
        left = forests if first_none else forests[1:]
        assert pending(engine) == {"player": "p1", "kind": "pick_card", "options": [*left, "none"]}
        choose(engine, forests[1])
        assert zone(engine, forests[1]) == "hand"
        land = find(engine, forests[0])
        assert land is not None
        assert (land["zone"], land["tapped"]) == (("library", False) if first_none else ("battlefield", True))


def test_701_17a_entropic_decay_mills_its_casters_own_library() -> None:
    b = SetupBuilder()
    slaad = b.add("p1", "hand", "Gray Slaad // Entropic Decay")
    cards = [b.add("p1", "library", name) for name in ("Grizzly Bears", "Forest", "Swamp", "Island", "Plains")]
    theirs = b.add("p2", "library", "Forest")
    b.lands("p1", "BB")
    engine = start(b)
    ok(engine, cast(slaad, mode="adventure"))
    passes(engine, 2)
    assert [zone(engine, c) for c in cards] == ["graveyard"] * 4 + ["library"]
    assert zone(engine, theirs) == "library" and zone(engine, slaad) == "exile"


def _ascension() -> tuple[ReferenceEngine, str, str, str]:
    b = SetupBuilder()
    ascension = b.add("p1", "hand", "Veiled Ascension")
    down = b.add("p1", "battlefield", "Grizzly Bears", face_down="cloak")
    up = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "library", "Forest")
    b.lands("p1", "WWWW")
    engine = start(b)
    ok(engine, cast(ascension))
    passes(engine, 2)  # the enchantment resolves; its enters trigger goes on the stack
    passes(engine, 2)
    return engine, ascension, down, up


def test_122_1b_a_flying_counter_gives_a_face_down_creature_flying() -> None:
    engine, _, down, up = _ascension()
    obj, other = find(engine, down), find(engine, up)
    assert obj is not None and obj["counters"] == {"flying": 1} and "flying" in obj["keywords"]
    assert other is not None and not other["counters"] and "flying" not in other["keywords"]


def test_614_1c_a_face_down_creature_enters_with_a_flying_counter_and_the_upkeep_cloak_is_optional() -> None:
    """Veiled Ascension: at its controller's upkeep they may cloak the top card (608.2d); the cloaked permanent
    enters with a flying counter (a replacement effect of the enchantment's static ability)."""
    b = SetupBuilder(active="p2", step="end")
    b.add("p1", "battlefield", "Veiled Ascension")
    top = b.add("p1", "library", "Grizzly Bears")
    b.add("p1", "library", "Forest")
    engine = start(b)
    for _ in range(6):
        if engine.observe(None)["turn"]["step"] == "upkeep" and engine.observe(None)["stack"]:
            break
        ok(engine, {"type": "pass"})
    passes(engine, 2)
    assert pending(engine) == {"player": "p1", "kind": "may", "options": ["decline", "accept"]}
    choose(engine, "accept")
    obj = find(engine, top)
    assert obj is not None and _cloaked(engine, top) and obj["counters"] == {"flying": 1}
    assert "flying" in obj["keywords"]


def test_613_7c_a_keyword_counter_put_after_abilities_are_lost_still_gives_its_keyword() -> None:
    """A creature that lost all its abilities (613.1f) and then gets a flying counter has flying: the counter's
    timestamp is later; one whose counter came first loses it."""
    for counter_first in (True, False):
        b = SetupBuilder(active="p2")
        bears = b.add("p1", "battlefield", "Grizzly Bears", counters={"flying": 1} if counter_first else {})
        trickster = b.add("p2", "hand", "Merfolk Trickster")
        b.lands("p2", "UU")
        engine = start(b)
        ok(engine, cast(trickster))
        passes(engine, 2)
        passes(engine, 2)  # its enters trigger: the Bears lose all abilities until end of turn
        if not counter_first:
            game = engine.game  # a counter put by no card of the pool here: the rule itself is under test
            assert game is not None
            game.put_counters(game.objects[bears], "flying", 1, "p1")
        obj = find(engine, bears)
        assert obj is not None and obj["counters"] == {"flying": 1}
        assert ("flying" in obj["keywords"]) is (not counter_first)


def test_701_58e_become_anonymous_cloaks_the_creature_and_the_top_two_cards_tapped() -> None:
    """The target (a nontoken creature its caster owns, 108.3) and the top two cards of their library are exiled,
    shuffled, then cloaked one at a time, each tapped; a creature owned by someone else can't be the target."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Become Anonymous")
    mine = b.add("p1", "battlefield", "Grizzly Bears")
    theirs = b.add("p2", "battlefield", "Grizzly Bears")
    tops = [b.add("p1", "library", name) for name in ("Forest", "Lightning Bolt")]
    rest = b.add("p1", "library", "Island")
    b.lands("p1", "UUUU")
    engine = start(b)
    assert not engine.act(cast(spell, theirs))["accepted"]
    ok(engine, cast(spell, mine))
    passes(engine, 2)
    for cid in (mine, *tops):
        obj = find(engine, cid)
        assert obj is not None and _cloaked(engine, cid) and obj["tapped"]
    assert _library(engine, "p1") == [rest] and zone(engine, theirs) == "battlefield"


def test_608_2h_701_57a_zoyowas_justice_shuffles_the_target_in_and_its_owner_discovers_its_mana_value() -> None:
    """The opponent's 2-mana creature goes into their library, then they (not the caster) discover 2: the
    discovered card is theirs to cast or put into their hand; a 0-mana-value permanent can't be the target."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", "Zoyowa's Justice")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    b.add("p2", "battlefield", "Clue", token=True)
    b.add("p2", "library", "Forest")
    b.lands("p1", "RR")
    engine = start(b)
    clue = next(o["card"] for o in engine.observe(None)["objects"] if o["name"] == "Clue")
    assert not engine.act(cast(spell, clue))["accepted"]  # mana value 0 (202.3a)
    ok(engine, cast(spell, bears))
    passes(engine, 2)
    choice = engine.observe(None)["pending_choice"]
    assert choice is not None and choice["player"] == "p2" and choice["kind"] == "discover_cast"
    assert zone(engine, bears) == "exile"  # the only nonland card with mana value 2 or less: exiled, discovered
