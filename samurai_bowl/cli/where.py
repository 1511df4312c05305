"""``--workers N`` and ``--cluster ADDRESS``: where ``simulate``'s games and ``analyse``'s
play-outs are played (the results are the same wherever)."""

from __future__ import annotations

import argparse
from typing import Any

from samurai_bowl.errors import DataError
from samurai_bowl.processes.cores import available_cores


def add_where_options(command: Any, what: str) -> None:
    """``--workers N`` and ``--cluster ADDRESS``: where ``what`` (games, play-outs) are played."""
    where = command.add_argument_group(f"where the {what} are played (the results are the same)")
    where.add_argument(
        "--workers",
        type=int,
        metavar="N",
        help="play on N processes of this machine (default: one per core; 1 plays in this process)",
    )
    where.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="play on the Dask cluster whose scheduler is at ADDRESS, e.g. tcp://10.0.0.5:8786 "
        '(needs pip install "samurai-bowl[cluster]" here and samurai-bowl on its workers)',
    )


def check_workers(workers: int | None) -> int:
    """``--workers``: every core by default; fewer than one is a mistake."""
    if workers is None:
        return available_cores()
    if workers < 1:
        raise DataError("--workers", f"must be ≥ 1 (got {workers})")
    return workers


def check_where(args: argparse.Namespace) -> None:
    """``--workers`` (every core by default) or ``--cluster``, not both."""
    if args.cluster is not None:
        if args.workers is not None:
            raise DataError("--workers / --cluster", "give one or the other: the cluster's workers play")
        from samurai_bowl.play.cluster import check_address

        check_address(args.cluster)
        return
    args.workers = check_workers(args.workers)
