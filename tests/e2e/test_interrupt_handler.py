"""The signal handler's own rules (conformance/interrupt.py), in this process: a signal owed again after one that
landed where raising would be lost raises nothing once a checkpoint has raised the interrupt."""

from __future__ import annotations

import os
import signal
import threading
import time

import pytest

from conformance import interrupt

pytestmark = pytest.mark.skipif(threading.current_thread() is not threading.main_thread(),
                                reason="signal handlers live in the main thread")


def test_a_checkpoint_settles_the_signal_owed_again() -> None:
    """A signal inside a garbage-collector run is sent again 10 ms later. If a checkpoint raised the interrupt in
    between, the signal sent again must raise nothing: a second interrupt inside pytest's own handling of the
    first left the session's exit status unset and the unfinished rulings 'pending'."""
    assert interrupt.install(mode=interrupt.RAISE)
    try:
        interrupt._collecting = True  # as if the collector were running when the signal lands
        os.kill(os.getpid(), signal.SIGTERM)
        deadline = time.monotonic() + 5
        while interrupt.requested() is None and time.monotonic() < deadline:
            pass  # the handler runs between two bytecodes of this loop: it records the signal, raises nothing
        interrupt._collecting = False
        assert interrupt.requested() == signal.SIGTERM
        with pytest.raises(KeyboardInterrupt):
            interrupt.check()  # the checkpoint raises it
        time.sleep(20 * interrupt.REDELIVER_S)  # the signal sent again arrives here: it must not raise
        with pytest.raises(KeyboardInterrupt):
            interrupt.check()  # and the checkpoints keep raising it
    finally:
        interrupt.restore()
