"""Rules the cards of issue 33's combat group brought: ward paid by discarding a card (702.21a, 118.3), an
untargeted -X/-X on each creature but those of a subtype (608.2h, 611.2c, 205.3m). Each test plays a real card of
the pool and fails if its rule is wrong."""

from __future__ import annotations

from test_engine_core import cast, find, ok, passes, start
from test_engine_optional import choose, pending
from test_engine_turn_triggers import resolve_all

from reference_engine.adapter import ReferenceEngine
from strategies.states import SetupBuilder

REGENT = "Scavenger Regent // Exude Toxin"


# ----- 702.21a, 118.3: ward paid by discarding a card ---------------------------------------------------------------


def test_702_21a_ward_paid_by_discarding_a_card() -> None:
    """Scavenger Regent's ward asks the Bolt's controller to discard a card: paid, a card goes from their hand to
    their graveyard and the Bolt resolves; declined, the Bolt is countered; with an empty hand it is countered
    without asking (a discard cost needs cards in hand, 118.3)."""
    for answer, hand, dealt in (("pay", 1, 3), ("decline", 1, 0), (None, 0, 0)):
        b = SetupBuilder(active="p2")
        regent = b.add("p1", "battlefield", REGENT)
        bolt = b.add("p2", "hand", "Lightning Bolt")
        kept = [b.add("p2", "hand", "Island") for _ in range(hand)]
        b.lands("p2", "R")
        engine = start(b)
        ok(engine, cast(bolt, regent))
        passes(engine, 2)  # the ward trigger resolves
        if answer is None:
            assert pending(engine) is None
        else:
            assert pending(engine) == {"player": "p2", "kind": "ward_pay", "options": ["decline", "pay"]}
            choose(engine, answer)
        resolve_all(engine)
        assert find(engine, regent)["damage"] == dealt  # type: ignore[index]
        for card in kept:
            assert find(engine, card)["zone"] == ("graveyard" if answer == "pay" else "hand")  # type: ignore[index]
        assert find(engine, bolt)["zone"] == "graveyard"  # type: ignore[index]


# ----- 608.2h, 611.2c, 205.3m: each non-Dragon creature gets -X/-X ------------------------------------------------


def test_608_2h_each_non_dragon_creature_gets_minus_x() -> None:
    """Exude Toxin cast with X=2: Grizzly Bears (2/2) dies, Lovestruck Beast (5/5) becomes a 3/3 until end of turn,
    a Dragon is untouched (205.3m: a subtype the filter excludes); the creatures are those on the battlefield as it
    resolves."""
    b = SetupBuilder()
    toxin = b.add("p1", "hand", REGENT)
    dragon = b.add("p1", "battlefield", REGENT)
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    big = b.add("p2", "battlefield", "Lovestruck Beast // Heart's Desire")
    b.lands("p1", "BBBB")
    engine = start(b)
    ok(engine, cast(toxin, mode="omen", x=2))
    resolve_all(engine)
    assert find(engine, bears)["zone"] == "graveyard"  # type: ignore[index]
    assert (find(engine, big)["power"], find(engine, big)["toughness"]) == (3, 3)  # type: ignore[index]
    assert (find(engine, dragon)["power"], find(engine, dragon)["toughness"]) == (4, 4)  # type: ignore[index]
    assert find(engine, toxin)["zone"] == "library"  # type: ignore[index]


# ----- 120.3, 115.3, 701.21a: the target creature deals damage equal to its power to any other target, then is
# sacrificed ---------------------------------------------------------------------------------------------------------

SELL_SWORD = "Callous Sell-Sword // Burn Together"


def test_701_21a_target_creature_deals_its_power_to_any_other_target_then_is_sacrificed() -> None:
    """Burn Together: Lovestruck Beast (5/5) deals 5 damage to the opponent (a player as the other target), then its
    controller sacrifices it; the same creature can't be chosen for both targets ("other", 115.3); when the other
    target is illegal as it resolves, no damage is dealt but the creature is still sacrificed (608.2b)."""
    b = SetupBuilder()
    spell = b.add("p1", "hand", SELL_SWORD)
    beast = b.add("p1", "battlefield", "Lovestruck Beast // Heart's Desire")
    b.lands("p1", "R")
    engine = start(b)
    assert not engine.act(cast(spell, beast, beast, mode="adventure"))["accepted"]
    ok(engine, cast(spell, beast, "p2", mode="adventure"))
    resolve_all(engine)
    assert engine.observe(None)["players"][1]["life"] == 15
    assert find(engine, beast)["zone"] == "graveyard"  # type: ignore[index]
    assert find(engine, spell)["zone"] == "exile"  # type: ignore[index]
    b = SetupBuilder()
    spell = b.add("p1", "hand", SELL_SWORD)
    beast = b.add("p1", "battlefield", "Lovestruck Beast // Heart's Desire")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p1", "R")
    b.lands("p2", "R")
    engine = start(b)
    ok(engine, cast(spell, beast, bears, mode="adventure"))
    ok(engine, {"type": "pass"}, cast(bolt, bears))  # p2 answers: the Bears die before Burn Together resolves
    resolve_all(engine)
    assert find(engine, bears)["zone"] == "graveyard"  # type: ignore[index]
    assert find(engine, beast)["zone"] == "graveyard"  # type: ignore[index]


# ----- 603.2, 120.2: a trigger on noncombat damage a source its controller controls deals to an opponent ------------

VIRTUE = "Virtue of Courage // Embereth Blaze"


def test_603_2_noncombat_damage_to_an_opponent_triggers_with_that_many() -> None:
    """Virtue of Courage: p1's Lightning Bolt dealing 3 damage to p2 triggers it; accepted, the top three cards of
    p1's library are exiled and playable this turn (a land among them played from exile). Bolt on a creature, p1's
    attacker's combat damage to p2 (120.2: combat damage) and p2's Bolt to p1 (not a source p1 controls) don't
    trigger it."""
    b = SetupBuilder()
    b.add("p1", "battlefield", VIRTUE)
    bolt, other_bolt = b.add("p1", "hand", "Lightning Bolt"), b.add("p1", "hand", "Lightning Bolt")
    top = [b.add("p1", "library", "Forest") for _ in range(3)]
    rest = b.add("p1", "library", "Forest")
    bears = b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "RR")
    engine = start(b)
    ok(engine, cast(other_bolt, bears))
    resolve_all(engine)
    assert pending(engine) is None and find(engine, top[0])["zone"] == "library"  # type: ignore[index]
    ok(engine, cast(bolt, "p2"))
    passes(engine, 2)  # the Bolt resolves: the trigger goes on the stack, then resolves
    passes(engine, 2)
    assert pending(engine) == {"player": "p1", "kind": "may", "options": ["decline", "accept"]}
    choose(engine, "accept")
    assert [find(engine, c)["zone"] for c in top] == ["exile"] * 3  # type: ignore[index]
    assert find(engine, rest)["zone"] == "library"  # type: ignore[index]
    ok(engine, {"type": "play_land", "card": top[0]})
    assert find(engine, top[0])["zone"] == "battlefield"  # type: ignore[index]


def test_603_2_combat_damage_and_an_opponents_source_dont_trigger_noncombat_damage() -> None:
    """120.2: an attacking creature's combat damage to the opponent is combat damage; the opponent's Bolt at p1 is
    damage from a source p1 doesn't control (and p1 isn't p1's opponent): neither triggers Virtue of Courage."""
    b = SetupBuilder(step="beginning_of_combat")
    b.add("p1", "battlefield", VIRTUE)
    bears = b.add("p1", "battlefield", "Grizzly Bears")
    b.add("p1", "library", "Forest")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {bears: "p2"}})
    passes(engine, 2)
    ok(engine, {"type": "declare_blockers", "blockers": {}})
    passes(engine, 2)  # no blockers: combat damage
    assert engine.observe(None)["players"][1]["life"] == 18
    assert pending(engine) is None
    b = SetupBuilder(active="p2")
    b.add("p1", "battlefield", VIRTUE)
    bolt = b.add("p2", "hand", "Lightning Bolt")
    b.lands("p2", "R")
    engine = start(b)
    ok(engine, cast(bolt, "p1"))
    resolve_all(engine)
    assert engine.observe(None)["players"][0]["life"] == 17
    assert pending(engine) is None


# ----- 509.3c, 509.1g: creatures becoming blocked; each blocking creature, each creature that blocked this turn -----

HEZROU = "Hezrou // Demonic Stench"


def _step(engine: ReferenceEngine) -> str:
    return str(engine.observe(None)["turn"]["step"])


def test_509_3c_becoming_blocked_triggers_once_and_shrinks_each_blocker() -> None:
    """Hezrou (not attacking) triggers once when p1's two attackers become blocked: each blocking creature gets
    -1/-1 (p2's Beast 4/4, p2's Bears 1/1), p2's creature that doesn't block is untouched. After combat, Demonic
    Stench gives -1/-1 to each creature that blocked this turn, the surviving blocker included (no longer blocking)."""
    b = SetupBuilder(step="beginning_of_combat")
    b.add("p1", "battlefield", HEZROU)
    stench = b.add("p1", "hand", HEZROU)
    mine = [b.add("p1", "battlefield", "Grizzly Bears") for _ in range(2)]
    beast = b.add("p2", "battlefield", "Lovestruck Beast // Heart's Desire")
    bears, idle = b.add("p2", "battlefield", "Grizzly Bears"), b.add("p2", "battlefield", "Grizzly Bears")
    b.lands("p1", "B")
    engine = start(b)
    passes(engine, 2)
    ok(engine, {"type": "declare_attackers", "attackers": {c: "p2" for c in mine}})
    passes(engine, 2)
    result = ok(engine, {"type": "declare_blockers", "blockers": {beast: mine[0], bears: mine[1]}})
    assert len(engine.observe(None)["stack"]) == 1, result["events"]
    passes(engine, 2)
    assert (find(engine, beast)["power"], find(engine, beast)["toughness"]) == (4, 4)  # type: ignore[index]
    assert (find(engine, bears)["power"], find(engine, bears)["toughness"]) == (1, 1)  # type: ignore[index]
    assert (find(engine, idle)["power"], find(engine, idle)["toughness"]) == (2, 2)  # type: ignore[index]
    while _step(engine) != "postcombat_main":
        passes(engine, 1)
    ok(engine, cast(stench, mode="adventure"))
    resolve_all(engine)
    assert (find(engine, beast)["power"], find(engine, beast)["toughness"]) == (3, 3)  # type: ignore[index]
    assert (find(engine, idle)["power"], find(engine, idle)["toughness"]) == (2, 2)  # type: ignore[index]


# ----- 111.4, 603.2: a token with a triggered ability of its own -------------------------------------------------


def test_111_4_token_with_its_own_noncreature_cast_trigger() -> None:
    """Mage Siege creates a 0/1 Wizard token whose own ability triggers on its controller's noncreature spells (a
    Lightning Bolt: 1 more damage to the opponent), not on a creature spell (Grizzly Bears)."""
    b = SetupBuilder()
    siege = b.add("p1", "hand", "Lindblum, Industrial Regency // Mage Siege")
    bolt, bears = b.add("p1", "hand", "Lightning Bolt"), b.add("p1", "hand", "Grizzly Bears")
    b.lands("p1", "RRRRRRGG")
    engine = start(b)
    ok(engine, cast(siege, mode="adventure"))
    resolve_all(engine)
    wizards = [o for o in engine.observe(None)["objects"] if "Wizard" in o["subtypes"] and o["zone"] == "battlefield"]
    assert [(o["power"], o["toughness"]) for o in wizards] == [(0, 1)]
    ok(engine, cast(bears))
    resolve_all(engine)
    assert engine.observe(None)["players"][1]["life"] == 20
    ok(engine, cast(bolt, "p2"))
    resolve_all(engine)
    assert engine.observe(None)["players"][1]["life"] == 16


# ----- 120.10, 107.3: twice X damage, and an effect if excess damage was dealt ------------------------------------


def test_120_10_twice_x_damage_and_investigate_on_excess() -> None:
    """Torch the Witness deals twice X damage: X=1 on Grizzly Bears (2/2) is exactly lethal, no Clue; X=2 (4
    damage) is 2 beyond lethal, a Clue; X=1 on a Bears already dealt 1 damage this turn is 1 beyond (120.6: lethal
    damage counts the damage marked)."""
    for x, marked, clue in ((1, 0, 0), (2, 0, 1), (1, 1, 1)):
        b = SetupBuilder()
        torch = b.add("p1", "hand", "Torch the Witness")
        bears = b.add("p2", "battlefield", "Grizzly Bears")
        b.players[1]["battlefield"][-1]["damage"] = marked
        b.lands("p1", "RRR")
        engine = start(b)
        ok(engine, cast(torch, bears, x=x))
        resolve_all(engine)
        assert find(engine, bears)["zone"] == "graveyard"  # type: ignore[index]
        clues = [o for o in engine.observe(None)["objects"] if o["name"] == "Clue" and o["zone"] == "battlefield"]
        assert len(clues) == clue, (x, marked)


# ----- 508.3d, 608.2h: one or more artifact creatures attacking; the greatest power among them ---------------------

ALOY = "Aloy, Savior of Meridian"


def test_508_3d_artifact_creatures_attack_discover_their_greatest_power() -> None:
    """Aloy triggers once when Maelstrom Colossus (7) and Shardless Agent (2), two artifact creatures, attack:
    discover 7 skips nothing up to Lovestruck Beast (mana value 3). With only Shardless Agent and Grizzly Bears (not
    an artifact) attacking, X is 2 (the Bears' power doesn't count): the Beast goes by, the Bolt is hit. With only
    the Bears attacking it doesn't trigger."""
    for attacking, hit, triggered in ((("Maelstrom Colossus", "Shardless Agent"), "beast", 1),
                                      (("Shardless Agent", "Grizzly Bears"), "bolt", 1),
                                      (("Grizzly Bears",), None, 0)):
        b = SetupBuilder(step="beginning_of_combat")
        b.add("p1", "battlefield", ALOY)
        attackers = [b.add("p1", "battlefield", name) for name in attacking]
        cards = {"beast": b.add("p1", "library", "Lovestruck Beast // Heart's Desire"),
                 "bolt": b.add("p1", "library", "Lightning Bolt")}
        b.add("p1", "library", "Forest")
        engine = start(b)
        passes(engine, 2)
        ok(engine, {"type": "declare_attackers", "attackers": {c: "p2" for c in attackers}})
        assert len(engine.observe(None)["stack"]) == triggered
        if not triggered:
            continue
        passes(engine, 2)
        assert find(engine, cards[hit])["zone"] == "exile", attacking  # type: ignore[index]
        assert pending(engine)["kind"] == "discover_cast"  # type: ignore[index]


# ----- 509.1c: a requirement to block ---------------------------------------------------------------------------


def _ambushed(tapped: bool) -> tuple[ReferenceEngine, str, str]:
    """Culvert Ambusher enters for p1, its trigger targets p2's Grizzly Bears; p1's Bears attack."""
    b = SetupBuilder()
    ambusher = b.add("p1", "hand", "Culvert Ambusher")
    attacker = b.add("p1", "battlefield", "Grizzly Bears")
    bears = b.add("p2", "battlefield", "Grizzly Bears", tapped=tapped)
    b.lands("p1", "GGGGG")
    engine = start(b)
    ok(engine, cast(ambusher))
    passes(engine, 2)
    assert pending(engine)["kind"] == "targets"  # type: ignore[index]
    choose(engine, [bears])
    resolve_all(engine)
    while _step(engine) != "declare_attackers":
        passes(engine, 1)
    ok(engine, {"type": "declare_attackers", "attackers": {attacker: "p2"}})
    while _step(engine) != "declare_blockers":
        passes(engine, 1)
    return engine, attacker, bears


def test_509_1c_a_creature_that_must_block_blocks_if_able() -> None:
    """Culvert Ambusher's target creature blocks this turn if able: declaring no blockers is refused, and the legal
    declarations offered all have it block; when it is tapped (it can't block) no blockers is fine."""
    engine, attacker, bears = _ambushed(tapped=False)
    assert not engine.act({"type": "declare_blockers", "blockers": {}})["accepted"]
    offered = [a for a in engine.legal_actions() if a["type"] == "declare_blockers"]
    assert offered and all(bears in a["blockers"] for a in offered)
    ok(engine, {"type": "declare_blockers", "blockers": {bears: attacker}})
    engine, attacker, bears = _ambushed(tapped=True)
    ok(engine, {"type": "declare_blockers", "blockers": {}})
