"""The command's exit statuses."""

from __future__ import annotations

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_BAD_INPUT = 2
EXIT_STOPPED = 128  # and the signal's number: 130 for Ctrl-C, 143 for SIGTERM
