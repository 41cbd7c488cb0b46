"""The neutral engine protocol (docs/protocol.md): the bottom layer, importing nothing else of ours.

Verdicts are the judging's words, not the protocol's: they live in `reports.verdicts`.

- `vocab`: the closed vocabulary (zones, steps, action types, choice kinds, ...; how an engine broke: `Fault`).
- `types`: the messages as TypedDicts, built on `vocab`.
- `engine`: the Python `Engine` protocol and its errors.
- `schema.json` and `validate`: the machine-readable contract and its checker.
- `subprocess_engine` and `pipe`: the client for engines in another process; `guard`: a fence for in-process ones.
- `server`: serve any in-process engine over JSON lines.
- `jsontypes`: the JSON alias and its seams with the typed messages (`plain`, `as_message`).
- `trace`: `Trace` and `Violation`; `words`: actions in words.
- `untrusted` and `errors`: the one door for input the tool did not write; `version`: the suite's version.

Which engines exist (``--engine reference``, ``phase``, ...) is the top layer's business: `conformance.spec`.
"""
