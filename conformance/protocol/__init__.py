"""The neutral engine protocol (docs/protocol.md).

- `engine`: the Python `Engine` protocol and its errors.
- `schema.json` and `validate`: the machine-readable contract and its checker.
- `spec`: engine specs (``reference``, ``cmd:...``) and `open_engine`.
- `subprocess_engine` and `pipe`: the client for engines in another process.
- `server`: serve any in-process engine over JSON lines.
"""
