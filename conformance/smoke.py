"""A quick check that an engine speaks the protocol: handshake, one setup, one action, one batch."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtg_protocol.engine import UNSUPPORTED_PREFIX, ConfigError, EngineError
from mtg_protocol.untrusted import clean_text
from mtg_protocol.validate import validate

from .spec import open_engine

SETUP: dict[str, Any] = {
    "protocol": 1, "seed": 0, "turn": {"number": 1, "active_player": "p1", "step": "precombat_main"},
    "players": [
        {"id": "p1", "life": 20, "library": [], "hand": [{"id": "c1", "card": "Grizzly Bears"}], "graveyard": [],
         "exile": [], "battlefield": [{"id": "c2", "card": "Forest"}, {"id": "c3", "card": "Forest"}]},
        {"id": "p2", "life": 20, "library": [], "hand": [], "graveyard": [], "exile": [], "battlefield": []},
    ],
}
ACTIONS = [{"type": "cast", "card": "c1", "mode": "normal", "targets": []}, {"type": "pass"}, {"type": "pass"}]


def smoke(spec: str, timeout: float, say: Callable[[str], None]) -> bool:
    """Run the checks, saying what passed and diagnosing the first thing that didn't.

    Every line goes out through `clean_text`: an engine's strings never reach the terminal raw.
    """
    raw_say = say

    def say_clean(line: str) -> None:
        raw_say(clean_text(line))

    say = say_clean

    def check(what: str, fn: Callable[[], Any], kind: str | None = None) -> Any:
        try:
            value = fn()
            if kind:
                validate(kind, value)
        except EngineError as exc:
            if exc.unsupported:  # the engine declined this scenario: how a run would read it, and why smoke can't
                reason = str(exc).removeprefix(UNSUPPORTED_PREFIX).strip()
                raise SmokeFailure(f"{what}: the engine declined it ({reason}); in a run such a scenario is "
                                   "skipped and counted, never failed, but smoke needs this one (Grizzly Bears "
                                   "and two Forests) to check the rest") from None
            raise SmokeFailure(f"{what}: {exc}") from None
        except ConfigError as exc:
            raise SmokeFailure(f"{what}: {exc}") from None
        except Exception as exc:  # a schema error or anything the engine's answer broke
            raise SmokeFailure(f"{what}: {str(exc).splitlines()[0]}") from None
        say(f"ok   {what}")
        return value

    try:
        engine = check("start the engine", lambda: open_engine(spec, timeout))
        hello = check("hello (name, version, capabilities)", engine.hello, "hello")
        say(f"     engine {hello.get('name')} {hello.get('version')}, mechanics: "
            f"{', '.join(hello.get('capabilities', {}).get('mechanics', []))}")
        obs = check("setup of a small game", lambda: engine.setup(SETUP), "observation")
        ids = {o.get("card") for o in obs.get("objects", [])}
        if not {"c1", "c2", "c3"} <= ids:
            raise SmokeFailure(f"setup: the observation lacks card ids {sorted({'c1', 'c2', 'c3'} - ids)}")
        result = check("one action (cast Grizzly Bears)", lambda: engine.act(ACTIONS[0]), "result")
        if not result.get("accepted"):
            raise SmokeFailure(f"one action: the engine rejected a legal cast: {result.get('reason')}")
        if (hello.get("capabilities") or {}).get("batch"):
            what = "one batch (run_sequence)"
        else:
            what = "a short game action by action (batch is false: no run_sequence sent)"
        batch = check(what, lambda: engine.run_sequence(SETUP, ACTIONS))
        bears = [o for o in batch["steps"][-1]["observation"]["objects"] if o.get("card") == "c1"]
        if not bears or bears[0].get("zone") != "battlefield":
            raise SmokeFailure(f"{what}: after cast, pass, pass the creature should be on the battlefield")
        say("ok   the creature resolved onto the battlefield")
        engine.close()
    except SmokeFailure as exc:
        say(f"FAIL {exc}")
        return False
    say("the engine speaks the protocol")
    return True


class SmokeFailure(Exception):
    pass
