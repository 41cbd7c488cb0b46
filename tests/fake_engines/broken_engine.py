"""Engine processes that misbehave on purpose, one way per mode.

    python broken_engine.py MODE [ARG]

Until it misbehaves, each mode answers like `echo_engine.py` does.

- ``exit_at_once``: exit with status 3 before reading anything.
- ``exit_after N``: answer N requests, then exit with status 4 on the next one.
- ``hang``: read requests and never answer.
- ``hang_after N``: answer N requests, then never answer again.
- ``slow SECONDS``: wait that long before every answer.
- ``garbage``: answer with a line that is not JSON.
- ``wrong_types``: answer with valid JSON whose fields have the wrong types.
- ``wrong_seq``: answer with the next request's seq.
- ``error``: answer every request with an error response.
- ``huge MEGABYTES``: answer with one line that long.
- ``stderr_flood MEGABYTES``: write that much to stderr before every answer.
- ``child_hang PIDFILE``: start a sleeping child, write its pid to PIDFILE, hang.
- ``partial``: write half a line, then exit.
- ``deaf``: never read stdin at all.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ENGINE: Any = None


def answer(line: str) -> dict[str, Any]:
    """The well-behaved answer to `line`."""
    from fake_game import FakeEngine

    from mtg_protocol.server import respond

    global ENGINE
    if ENGINE is None:
        ENGINE = FakeEngine()
    return respond(ENGINE, line)[0]


def spoil(response: dict[str, Any]) -> dict[str, Any]:
    """The same response with wrong types wherever it carries data."""
    if "hello" in response:
        response["hello"]["capabilities"]["mechanics"] = "all of them"
    for observation in (response.get("observation"), response.get("result", {}).get("observation")):
        if observation:
            observation["players"][0]["life"] = "twenty"
    if "result" in response:
        response["result"]["accepted"] = "yes"
    return response


def write(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    mode = sys.argv[1]
    arg = sys.argv[2] if len(sys.argv) > 2 else ""
    if mode == "exit_at_once":
        sys.stderr.write("broken engine: giving up at once\n")
        return 3
    if mode == "deaf":
        time.sleep(3600)
    if mode == "child_hang":
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
        Path(arg).write_text(str(child.pid))
    for count, line in enumerate(sys.stdin):
        request = json.loads(line)
        if mode == "exit_after" and count >= int(arg):
            sys.stderr.write(f"broken engine: exiting after {arg} requests\n")
            return 4
        if mode in ("hang", "child_hang") or (mode == "hang_after" and count >= int(arg)):
            time.sleep(3600)
        if mode == "slow":
            time.sleep(float(arg))
        if mode == "stderr_flood":
            sys.stderr.write("noise " * (int(arg) * 1024 * 1024 // 6))
            sys.stderr.flush()
        if mode == "garbage":
            write("Traceback (most recent call last): this is not JSON {")
        elif mode == "wrong_types":
            write(json.dumps(spoil(answer(line))))
        elif mode == "wrong_seq":
            write(json.dumps({**answer(line), "seq": request["seq"] + 1}))
        elif mode == "error":
            write(json.dumps({"seq": request["seq"], "error": "no such card: Grizzly Bears"}))
        elif mode == "huge":
            write('{"seq": ' + str(request["seq"]) + ', "junk": "' + "x" * (int(arg) << 20) + '"}')
        elif mode == "partial":
            sys.stdout.write('{"seq": ' + str(request["seq"]) + ', "hel')
            sys.stdout.flush()
            return 5
        else:
            write(json.dumps(answer(line)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
