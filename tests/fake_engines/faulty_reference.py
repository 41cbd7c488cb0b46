"""The reference engine served over JSON lines, misbehaving once on purpose.

    python faulty_reference.py MODE [--at N] [--arg X] [--state DIR] [ignored words...]

It answers like ``python -m reference_engine.serve`` (without the native
``run_sequence``, so every action is its own request) until the N-th ``act``
request of the whole run (counted in ``DIR/acts``, which survives restarts), and
misbehaves there in one way, once. Words after the options are ignored, so a test
can pass shell metacharacters and check they are not executed.

- ``ok``: never misbehaves.
- ``crash``: exit with status 7 in the middle of the game.
- ``hang``: never answer.
- ``slow``: sleep ``--arg`` seconds before every answer (never fails).
- ``garbage``: answer with a line that is not JSON.
- ``wrong_types``: answer with ``accepted: "yes"`` and a life total of ``"twenty"``.
- ``stale_seq``: answer with the previous request's ``seq``.
- ``leak``: ignore one ``setup`` (the first after the N-th act): the old game goes on.
- ``huge_line``: answer with one line of ``--arg`` MiB (default 65, over the 64 MiB limit).
- ``stderr_flood``: write ``--arg`` MiB to stderr, then answer normally.
- ``flaky``: give every card a wrong name in the answer to the N-th ``setup`` (not
  act) only: a rules failure that does not reproduce.
- ``hostile``: reject every ``cast`` with a reason full of HTML, Markdown and XML
  metacharacters, and give every card a name full of them too.
"""

from __future__ import annotations

import argparse
import fcntl
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

HOSTILE = "<script>alert('x')</script> & *bold* | [link](javascript:alert(1)) ]]> `tick` <!-- #"


def bump(state: Path | None, op: str = "act") -> int:
    """Count one `op` request across every process of the run; return the new count.

    One engine at a time (a lock: two workers' engines would lose counts), and the new count replaces the file
    whole: written in place, a reader in between (the interrupt sweep, at the signal) found the file empty and
    took it for 0 actions, so a whole run's actions counted as played after the signal."""
    if state is None:
        return 0
    state.mkdir(parents=True, exist_ok=True)
    counter = state / f"{op}s"
    with open(state / f".{op}s.lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        count = int(counter.read_text() or 0) + 1 if counter.exists() else 1
        written = state / f".{op}s.{os.getpid()}"
        written.write_text(str(count))
        os.replace(written, counter)
    return count


def make_engine(mode: str) -> Any:
    """The reference engine, or a subclass that leaks games or speaks hostile strings."""
    from reference_engine.adapter import ReferenceEngine

    class Hostile(ReferenceEngine):
        def setup(self, setup: dict[str, Any]) -> dict[str, Any]:
            return rename(super().setup(setup))

        def act(self, action: dict[str, Any]) -> dict[str, Any]:
            if action.get("type") == "cast":
                return {"accepted": False, "reason": HOSTILE, "events": [], "observation": self.observe()}
            result = super().act(action)
            result["observation"] = rename(result["observation"])
            return result

        def observe(self, viewer: str | None = None) -> dict[str, Any]:
            return rename(super().observe(viewer))

    return Hostile() if mode == "hostile" else ReferenceEngine()


def rename(observation: dict[str, Any]) -> dict[str, Any]:
    for obj in observation.get("objects", []):
        if obj.get("name"):
            obj["name"] = f"{obj['name']} {HOSTILE}"
    return observation


def write(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    parser = argparse.ArgumentParser()
    parser.add_argument("mode")
    parser.add_argument("--at", type=int, default=3)
    parser.add_argument("--arg", type=float, default=0.0)
    parser.add_argument("--state", type=Path, default=None)
    parser.add_argument("rest", nargs="*")
    args, _unknown = parser.parse_known_args()
    from mtg_protocol.server import respond

    engine = make_engine(args.mode)
    leak_pending = False
    junk = b"x" * int((args.arg or 65) * (1 << 20)) if args.mode == "huge_line" else b""
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        op = request.get("op")
        fire = op == "act" and bump(args.state) == args.at
        if args.mode == "flaky":
            fire = op == "setup" and bump(args.state, "setup") == args.at
        if args.mode == "slow":
            time.sleep(args.arg)
        if args.mode == "leak":
            if fire:
                leak_pending = True
            elif op == "setup" and leak_pending:
                leak_pending = False
                write(json.dumps({"seq": request["seq"], "observation": engine.observe()}))
                continue
            fire = False
        if fire:
            if args.mode == "crash":
                sys.stderr.write(f"faulty engine: exiting in the middle of a game at act #{args.at}\n")
                sys.stderr.flush()
                os._exit(7)
            if args.mode == "hang":
                time.sleep(3600)
            if args.mode == "garbage":
                write("Exception in thread main: java.lang.NullPointerException {")
                continue
            if args.mode == "huge_line":
                sys.stdout.buffer.write(b'{"seq": %d, "junk": "' % request["seq"] + junk + b'"}\n')
                sys.stdout.flush()
                continue
            if args.mode == "stderr_flood":
                chunk = "noise " * (1 << 17)
                for _ in range(int((args.arg or 32) * (1 << 20)) // len(chunk)):
                    sys.stderr.write(chunk)
                sys.stderr.flush()
        response, stop = respond(engine, line, batch=False)
        if fire and args.mode == "wrong_types" and "result" in response:
            response["result"]["accepted"] = "yes"
            response["result"]["observation"]["players"][0]["life"] = "twenty"
        if fire and args.mode == "flaky" and "observation" in response:
            rename(response["observation"])
        if fire and args.mode == "stale_seq":
            response["seq"] = request["seq"] - 1
        write(json.dumps(response, separators=(",", ":")))
        if stop:
            return 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
