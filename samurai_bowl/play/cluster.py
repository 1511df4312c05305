"""Games of a simulation played on a Dask distributed cluster: ``simulate … --cluster ADDRESS``.

The cluster gets the same per-game jobs as the local workers (``play.games.play_game``), so its
results equal a local run's. Its workers need samurai-bowl installed, at the same version; the
optional ``cluster`` extra brings the Dask client (``pip install "samurai-bowl[cluster]"``).
"""

from __future__ import annotations

import importlib
from collections.abc import Generator, Iterable, Iterator
from typing import TYPE_CHECKING

from samurai_bowl.errors import DataError
from samurai_bowl.play.games import play_game
from samurai_bowl.play.series import Game, Played, Series
from samurai_bowl.play.workers import AHEAD_PER_WORKER, Done, counted

if TYPE_CHECKING:
    from distributed import Client

EXTRA = 'pip install "samurai-bowl[cluster]"'
CONNECT_SECONDS = 10.0  # how long to wait for the scheduler to answer


def check_address(address: str) -> None:
    """The Dask client is installed and ``address`` reads as a scheduler's address, or one line."""
    flag = f"--cluster {address}"
    try:
        importlib.import_module("distributed")
        from distributed.comm.addressing import parse_address, parse_host_port
        from distributed.comm.registry import get_backend
    except ImportError:
        raise DataError(flag, f"needs the Dask client, which is not installed ({EXTRA})") from None
    try:
        scheme, where = parse_address(address)
        get_backend(scheme)
        if scheme in ("tcp", "tls"):
            parse_host_port(where)
    except ValueError as exc:
        raise DataError(flag, f"not a scheduler's address ({exc}), e.g. tcp://10.0.0.5:8786") from None


def cannot_load(address: str, exc: ImportError) -> DataError:
    """One line for a cluster whose workers lack the game."""
    return DataError(
        f"--cluster {address}",
        f"a worker could not load the game ({exc}); install samurai-bowl where the cluster's workers run",
    )


def connect(address: str) -> Client:
    """A client of the scheduler at ``address`` (checked first), or one line if none answers."""
    from distributed import Client

    check_address(address)
    try:
        return Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
    except (OSError, TimeoutError) as exc:
        why = str(exc).split("\n")[0] or type(exc).__name__
        raise DataError(f"--cluster {address}", f"no Dask scheduler answered there ({why})") from None


def play_on_cluster(
    series: Series, games: Iterable[Game], address: str, on_done: Done | None = None
) -> Generator[Played, None, None]:
    """Every game of ``games`` on the cluster, in index order, a few per worker thread under way
    at a time; closing it cancels what is left."""
    client = connect(address)
    return counted(_played(client, address, series, games), on_done)


def _played(client: Client, address: str, series: Series, games: Iterable[Game]) -> Iterator[Played]:
    from samurai_bowl.processes.pool import in_turn

    try:
        shared = client.scatter(series, broadcast=True)  # once to each worker, not once per game
        threads = sum(client.nthreads().values())
        ahead = AHEAD_PER_WORKER * max(1, threads)
        try:
            yield from in_turn(lambda game: client.submit(play_game, shared, game, pure=False), games, ahead)
        except ImportError as exc:
            raise cannot_load(address, exc) from None
    finally:
        client.close()
