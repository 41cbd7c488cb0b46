"""The neutral engine protocol (docs/protocol.md): the bottom layer, importing nothing else of ours.

- `engine`: the Python `Engine` protocol and its errors.
- `schema.json` and `validate`: the machine-readable contract and its checker.
- `subprocess_engine` and `pipe`: the client for engines in another process; `guard`: a fence for in-process ones.
- `server`: serve any in-process engine over JSON lines.
- `jsontypes`: the JSON alias; `trace`: `Trace` and `Violation`; `words`: actions in words.
- `untrusted` and `errors`: the one door for input the tool did not write; `version`: the suite's version.

Which engines exist (``--engine reference``, ``phase``, ...) is the top layer's business: `conformance.spec`.
"""
