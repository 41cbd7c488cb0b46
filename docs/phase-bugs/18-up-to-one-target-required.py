"""phase.rs bug 18: "up to one target" is treated as a required target, so Living Lectern can't be activated
and Cut In can't be cast without a creature of one's own (115.1, 115.6, 601.2c, 602.2b).

Player 0 controls Living Lectern and an Island, and no other creature. Its ability ({1}, sacrifice it: draw a card;
create a Sorcerer Role attached to up to one other target creature you control; sorcery speed) may be activated
with zero targets: the player draws and no Role is created. phase offers no activation. Control: with a Grizzly
Bears beside it, phase offers it. The same with a spell: Cut In (4 damage to target creature, then a Young Hero Role
on up to one target creature you control) aimed at player 1's Grizzly Bears can be cast with no creature of player
0's own; phase offers the cast only when player 0 controls a creature.
A triggered ability too: Curse of the Werefox puts a Monster Role on player 0's creature, and when it does, that
creature fights up to one target creature player 0 doesn't control (a reflexive trigger, 603.12). With no creature
on player 1's side, the trigger still goes on the stack with no target (603.3d removes only an ability whose required
targets can't be chosen); phase puts nothing on the stack. Control: beside a Grizzly Bears of player 1's, phase puts
the trigger on the stack and asks for its target (not offering none).
Exit 1: still broken for any of the three cards; 0: each can be used with no target; 2: the situation can't be built.
"""
from __future__ import annotations

import sys

import phase
from _repro import PASS, act, engine, face, setup

CARDS = [
    face("Island", None, "Basic Land — Island", "({T}: Add {U}.)"),
    face("Grizzly Bears", "{1}{G}", "Creature — Bear", "", (2, 2)),
    face("Living Lectern", "{1}{U}", "Artifact Creature — Construct",
         "{1}, Sacrifice this creature: Draw a card. Create a Sorcerer Role token attached to up to one other target "
         "creature you control. Activate only as a sorcery. (If you control another Role on it, put that one into "
         "the graveyard. Enchanted creature gets +1/+1 and has \"Whenever this creature attacks, scry 1.\")",
         (0, 4)),
    face("Mountain", None, "Basic Land — Mountain", "({T}: Add {R}.)"),
    face("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)"),
    face("Curse of the Werefox", "{2}{G}", "Sorcery",
         "Create a Monster Role token attached to target creature you control. When you do, that creature fights up "
         "to one target creature you don't control. (If you control another Role on it, put that one into the "
         "graveyard. Enchanted creature gets +1/+1 and has trample.)"),
    face("Cut In", "{3}{R}", "Instant",
         "Cut In deals 4 damage to target creature.\nCreate a Young Hero Role token attached to up to one target "
         "creature you control. (If you control another Role on it, put that one into the graveyard. Enchanted "
         "creature has \"Whenever this creature attacks, if its toughness is 3 or less, put a +1/+1 counter on it.\")"),
]


def offered(battlefield: list[str]) -> bool:
    """Whether phase offers Living Lectern's ability with these permanents on player 0's side."""
    g, ids = setup(engine(CARDS), ({"battlefield": battlefield, "library": ["Island"] * 3},
                                   {"library": ["Island"] * 3}))
    lectern = ids[0]["battlefield"][0]
    return any(a.kind == "ActivateAbility" and (a.data or {}).get("source_id") == lectern for a in g.actions())


def cut_in_offered(mine: list[str]) -> bool:
    """Whether phase offers Cut In to player 0 (four Mountains and `mine`) while player 1 has a Grizzly Bears."""
    g, ids = setup(engine(CARDS), ({"hand": ["Cut In"], "battlefield": ["Mountain"] * 4 + mine,
                                    "library": ["Mountain"] * 3},
                                   {"battlefield": ["Grizzly Bears"], "library": ["Mountain"] * 3}))
    return act(g, "CastSpell", object_id=ids[0]["hand"][0]) is not None


def werefox_trigger_waits(theirs: list[str]) -> bool:
    """Whether Curse of the Werefox's reflexive trigger is on the stack once the spell has resolved, player 1
    controlling `theirs`."""
    g, ids = setup(engine(CARDS), ({"hand": ["Curse of the Werefox"], "battlefield": ["Grizzly Bears"] + ["Forest"] * 3,
                                    "library": ["Forest"] * 3}, {"battlefield": theirs, "library": ["Forest"] * 3}))
    bears = ids[0]["battlefield"][0]
    g.apply(0, act(g, "CastSpell", object_id=ids[0]["hand"][0]))
    for _ in range(6):  # the Bears are player 0's only creature: phase may pick the target itself
        kind = g.waiting_for()["type"]
        if kind == "TargetSelection":
            g.apply(0, phase.GameAction.from_dict({"type": "ChooseTarget", "data": {"target": {"Object": bears}}}))
        elif kind == "ManaPayment":
            g.apply(0, phase.GameAction.from_dict(PASS))
        else:
            break
    if len(g.stack()) != 1:
        raise LookupError("Curse of the Werefox is not alone on the stack")
    g.apply(0, phase.GameAction.from_dict(PASS))
    g.apply(1, phase.GameAction.from_dict(PASS))
    if not any(o["name"] == "Monster Role" for o in g.state()["state"]["objects"].values()):
        raise LookupError("Curse of the Werefox made no Monster Role")
    return any(s.get("kind", {}).get("type") == "TriggeredAbility" for s in g.stack())


def main() -> int:
    """Each card alone, then beside a Grizzly Bears of player 0's (the control)."""
    try:
        alone = offered(["Living Lectern", "Island"])
        if not offered(["Living Lectern", "Island", "Grizzly Bears"]):
            raise LookupError("the control failed: phase does not offer the ability beside a creature either")
        cut_in = cut_in_offered([])
        if not cut_in_offered(["Grizzly Bears"]):
            raise LookupError("the control failed: phase does not offer Cut In beside a creature either")
        werefox = werefox_trigger_waits([])
        if not werefox_trigger_waits(["Grizzly Bears"]):
            raise LookupError("the control failed: no Werefox trigger beside a creature of player 1's either")
    except (LookupError, ValueError, TypeError, KeyError, AttributeError, StopIteration) as exc:
        print(f"cannot build the situation: {exc!r}")
        return 2
    print(f"with no other creature phase {'offers' if alone else 'does not offer'} Living Lectern's ability; "
          f"with no creature of player 0's, it {'offers' if cut_in else 'does not offer'} Cut In; beside a Grizzly "
          "Bears it offers both; with no creature of player 1's, Curse of the Werefox's trigger is "
          f"{'on the stack' if werefox else 'not put on the stack'} (beside one, it is)")
    if alone and cut_in and werefox:
        print("FIXED: each can be used with zero targets for 'up to one target'")
        return 0
    print("BUG: 'up to one target' is required: without a creature to target, the ability, spell or trigger can't be "
          "used")
    return 1


if __name__ == "__main__":
    sys.exit(main())
