"""Running the real ``samurai-bowl`` in a process the test can starve: a file-size limit
(RLIMIT_FSIZE: every write past it fails as on a full disk) or no right to override file
permissions (so a read-only folder refuses even root), and looking at what it left."""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from tests.subprocesses import run

REPO = Path(__file__).resolve().parents[2]
# Root ignores permission bits unless it gives up the capabilities that let it.
NO_OVERRIDE = [
    "setpriv",
    "--bounding-set=-dac_override,-dac_read_search",
    "--inh-caps=-dac_override,-dac_read_search",
]


def can_make_read_only() -> bool:
    """Whether a folder without write permission refuses this test's processes."""
    return os.geteuid() != 0 or shutil.which("setpriv") is not None


def file_limit(size: int) -> Callable[[], None]:
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))

    return limit


def run_cli(
    args: list[str],
    cwd: Path,
    *,
    data_dir: Path | None = None,
    max_file_bytes: int | None = None,
    read_only_aware: bool = False,
    stdout_path: Path | None = None,
) -> subprocess.CompletedProcess[str]:
    """``python -m samurai_bowl ARGS`` in ``cwd``, with its data folder at ``data_dir``."""
    env = {
        **os.environ,
        "PYTHONPATH": str(REPO),
        "PYTHONDONTWRITEBYTECODE": "1",
        "SAMURAI_BOWL_DATA_DIR": str(data_dir or cwd / "data"),
    }
    command = [sys.executable, "-m", "samurai_bowl", *args]
    if read_only_aware and os.geteuid() == 0:
        command = [*NO_OVERRIDE, *command]
    preexec = file_limit(max_file_bytes) if max_file_bytes is not None else None
    if stdout_path is None:
        return run(command, cwd=cwd, env=env, preexec_fn=preexec)
    with stdout_path.open("w") as out:
        done = run(command, cwd=cwd, env=env, stdout=out, preexec_fn=preexec)
    return subprocess.CompletedProcess(done.args, done.returncode, "", done.stderr)


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` (relative name -> bytes): to show nothing changed."""
    return {
        path.relative_to(folder).as_posix(): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def leftovers(folder: Path) -> list[str]:
    """Temporary files a write left behind (``.NAME.xxxx.tmp``)."""
    return sorted(p.name for p in folder.rglob(".*.tmp"))
