#!/usr/bin/env python3
"""A starter engine for the mtg-conformance protocol: JSON lines on stdin/stdout.

Run it with: mtg-conformance smoke --engine "cmd:python3 examples/engines/python/engine.py"
Standard library only; game.py holds the rules, cards.py the card data.
"""

import json
import os
import sys
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from game import Decline, Game, Rejected  # noqa: E402

HELLO = {"name": "starter-python", "version": "0.1.0", "protocol": 1,
         "capabilities": {"mechanics": ["clue", "investigate"], "actions": ["pass", "cast", "activate"],
                          "choices": [], "synthetic_cards": False, "legal_actions": False, "views": False,
                          "batch": True}}


class Engine:
    def __init__(self):
        self.game = None

    def setup(self, setup):
        self.game = None                 # a declined setup leaves no game behind
        self.game = Game(setup)          # nothing happens until the first action
        return self.game.observe()

    def act(self, action):
        if self.game is None:
            raise ValueError("no game: send a setup first")
        try:
            events = self.game.act(action)
            return {"accepted": True, "reason": None, "events": events, "observation": self.game.observe()}
        except Rejected as why:
            return {"accepted": False, "reason": str(why), "events": [], "observation": self.game.observe()}

    def handle(self, request):
        """One request to the fields of its response (without seq)."""
        op = request["op"]
        if op == "hello":
            return {"hello": HELLO}
        if op == "setup":
            return {"observation": self.setup(request["setup"])}
        if op == "act":
            return {"result": self.act(request["action"])}
        if op == "observe":
            return {"observation": self.game.observe(request.get("viewer"))}
        if op == "run_sequence":
            answer = {"initial": self.setup(request["setup"]), "steps": [], "views": []}
            for action in request["actions"]:
                answer["steps"].append(self.act(action))
                answer["views"].append({p["id"]: self.game.observe(p["id"]) for p in self.game.players})
            if not request.get("views"):
                del answer["views"]
            return answer
        if op == "close":
            return {}
        if op == "legal_actions":                   # optional: capability legal_actions is false
            raise ValueError("legal_actions is not implemented")
        raise ValueError(f"unknown op {op}")


def main():
    engine = Engine()
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        try:
            response = engine.handle(request)
        except Decline as why:
            response = {"unsupported": str(why)}
            print(f"declined: {why}", file=sys.stderr, flush=True)  # kept in the report's logs/
        except Exception as error:  # a bug here is reported to the suite, and we keep running
            response = {"error": f"{type(error).__name__}: {error}"}
            traceback.print_exc(file=sys.stderr)
        sys.stdout.write(json.dumps({"seq": request.get("seq"), **response}) + "\n")
        sys.stdout.flush()
        if request.get("op") == "close":
            return


if __name__ == "__main__":
    main()
