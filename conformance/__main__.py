import sys

if sys.argv[1:2] == ["run"]:  # a run handles SIGINT and SIGTERM from its first moment to its exit (interrupt.py)
    from conformance import interrupt

    interrupt.install(interrupt.stop_run_processes)

from conformance.cli import main  # noqa: E402 - after the handlers, so that a signal while importing is handled

sys.exit(main())
