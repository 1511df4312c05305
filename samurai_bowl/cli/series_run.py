"""A series' games played where ``--workers`` or ``--cluster`` says, each handed on in order as it
comes, with the progress bar: what ``simulate`` and ``simulate --round-robin`` share."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Generator, Iterable
from contextlib import closing

from samurai_bowl.cli.progress import progress_bar
from samurai_bowl.play.series import Game, Played, Series
from samurai_bowl.play.workers import play_games


def played_games(
    args: argparse.Namespace,
    series: Series,
    games: Iterable[Game],
    count: int,
    on_done: Callable[[int], None] | None,
) -> Generator[Played, None, None]:
    """Every game, in order, where ``--workers`` or ``--cluster`` says; close it to stop them all."""
    if args.cluster is not None:
        from samurai_bowl.play.cluster import play_on_cluster

        return play_on_cluster(series, games, args.cluster, on_done)
    return play_games(series, games, count, args.workers, on_done)


def run_series(
    args: argparse.Namespace,
    series: Series,
    games: Iterable[Game],
    count: int,
    take: Callable[[Played], None],
) -> None:
    """The ``count`` games played, each given to ``take`` in order as it comes, with a progress
    bar; a worker that died is :class:`~samurai_bowl.play.workers.WorkerLost`. However it ends,
    nothing it started is left."""
    bar = progress_bar(count, args)
    try:
        with closing(played_games(args, series, games, count, bar)) as stream:
            for played in stream:
                take(played)
    finally:
        if bar is not None:
            bar.close()
