"""A small engine that imports nothing of the project (issue 20): a JSON-lines script that leaves the rules
to a backend process (the reference engine served over the same protocol) and changes only what an engine
author controls: the actions its hello declares (``declare=a,b``), whether it asks a kind of choice or makes it
itself (``drop=kind``); it never batches (``batch: false``).
"""
import json
import subprocess
import sys

args = dict(a.split("=", 1) for a in sys.argv[1:])
declare = args.get("declare")
drop = set(filter(None, args.get("drop", "").split(",")))
backend = subprocess.Popen([sys.executable, "-m", "reference_engine.serve"], stdin=subprocess.PIPE,
                           stdout=subprocess.PIPE, text=True)
seq = [0]
last = [None]

def ask(request):
    seq[0] += 1
    backend.stdin.write(json.dumps({**request, "seq": seq[0]}) + "\n")
    backend.stdin.flush()
    return json.loads(backend.stdout.readline())

def settle(result):
    """Make a dropped kind of choice ourselves (its first option) instead of asking the player."""
    while (result.get("observation") or {}).get("pending_choice", {}) and \
            result["observation"]["pending_choice"]["kind"] in drop:
        choice = result["observation"]["pending_choice"]["options"][0]
        more = ask({"op": "act", "action": {"type": "choose", "choice": choice}})["result"]
        result = {**result, "events": result.get("events", []) + more["events"], "observation": more["observation"]}
    return result

for line in sys.stdin:
    request = json.loads(line)
    op, n = request.get("op"), request.get("seq")
    if op == "close":
        ask({"op": "close"})
        print(json.dumps({"seq": n}), flush=True)
        break
    if op == "act" and request["action"].get("type") == "choose" and last[0] is not None \
            and not last[0].get("pending_choice"):
        answer = {"seq": n, "result": {"accepted": False, "reason": "no choice is pending", "events": [],
                                       "observation": last[0]}}
    else:
        answer = ask({k: v for k, v in request.items() if k != "seq"})
        answer["seq"] = n
        if op == "hello":
            caps = answer["hello"]["capabilities"]
            caps["batch"] = False
            if declare is not None:
                caps["actions"] = declare.split(",")
        elif op == "setup" and "observation" in answer:
            answer["observation"] = settle({"observation": answer["observation"]})["observation"]
            last[0] = answer["observation"]
        elif op == "act" and "result" in answer:
            answer["result"] = settle(answer["result"])
            last[0] = answer["result"]["observation"]
    print(json.dumps(answer), flush=True)
