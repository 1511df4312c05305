"""``samurai-bowl analyse SAVE``: a saved match's story — each side's chance to win at the start of
every team turn, from the win-probability model and, on request, refined by playing the rest of the
match out many times with the normal coach — with its touchdowns, casualties, turnovers and the
turns that swung it most."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from samurai_bowl.cli.save_cmd import SAVE_NAMES
from samurai_bowl.cli.where import add_where_options
from samurai_bowl.errors import DataError

if TYPE_CHECKING:
    from samurai_bowl.ai.story import MatchStory
    from samurai_bowl.ai.story_run import Job, StoryRun
    from samurai_bowl.ai.win_chance import Tally

PLAYOUTS = 0  # play-outs from each turn's start, by default: the model's figure alone
# The most: the chances are shown to the whole per cent, and 10,000 play-outs already pin each
# to within about half a point; more would only take longer (and hold more jobs).
MAX_PLAYOUTS = 10_000


def add_analyse_command(commands: Any, common: argparse.ArgumentParser) -> None:
    cmd = commands.add_parser(
        "analyse",
        parents=[common],
        help="each side's chance to win over a saved match, and its key moments",
        description="Replay a saved match (finished or not) and give each side's chance to win at the "
        "start of every team turn: the win-probability model's figure, and with --playouts N that "
        "figure refined by playing the rest of the match out N times (the model counts as a few "
        "play-outs). Both read who coached each side: an AI level's fixed rating, or a person's "
        "rating from the coaches' book as it stands now (an unnamed person: a new coach's wide "
        "guess), and each side is played out by its AI level, or the level nearest the person's "
        "rating. Prints the chances turn by turn with how far "
        "each may be out (±, one standard deviation), what happened (touchdowns, casualties, "
        "turnovers) and the turns that swung the match by more than that. The same save and "
        "PLAYOUTS give the same figures wherever they are worked out.",
    )
    cmd.add_argument(
        "save", type=Path, metavar="SAVE", help=f"a saved match, as the window saves it: {SAVE_NAMES}"
    )
    cmd.add_argument(
        "--playouts",
        type=int,
        default=PLAYOUTS,
        metavar="N",
        help=f"play-outs from each turn's start (default {PLAYOUTS}: the model alone, in a few "
        f"seconds; at most {MAX_PLAYOUTS:,}: the chances are shown to the per cent, which that many "
        "already settle); Ctrl-C stops the run",
    )
    add_where_options(cmd, "play-outs")
    cmd.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object: the chances per turn, the markers and the key moments",
    )
    cmd.add_argument(
        "--progress", action="store_true", help="show the progress on stderr even when not a terminal"
    )
    cmd.set_defaults(handler=analyse)


def analyse(args: argparse.Namespace) -> int:
    from samurai_bowl.ai.story_run import StoryRun
    from samurai_bowl.cli.context import data_dir, game_data
    from samurai_bowl.cli.save_cmd import saved_match_file
    from samurai_bowl.cli.where import check_where
    from samurai_bowl.engine import replay_problem
    from samurai_bowl.sessions.rated import book_coaches
    from samurai_bowl.sessions.session import load_saved_match
    from samurai_bowl.text.numbers import shown_number

    if args.playouts < 0:
        raise DataError("--playouts", f"must be ≥ 0 (got {args.playouts})")
    if args.playouts > MAX_PLAYOUTS:
        raise DataError("--playouts", f"must be at most {MAX_PLAYOUTS} (got {shown_number(args.playouts)})")
    check_where(args)
    data = game_data(args)
    args.save = saved_match_file(args, args.save)
    session = load_saved_match(data, args.save, data_dir(args))
    match = session.match
    problem = replay_problem(match)  # the story replays the actions: say where they stop, as save check does
    run = StoryRun(match, args.playouts, book_coaches(data_dir(args), session))
    if not run.starts:
        raise DataError(
            args.save, problem or "no team turn was played in this match yet: there is nothing to analyse"
        )
    if problem:
        print(f"{args.save}: {problem}; the story goes as far as the replay", file=sys.stderr)
    show = args.progress or sys.stderr.isatty()
    start = time.perf_counter()
    finished = _cluster(run, args.cluster) if args.cluster is not None else None
    if finished is None:
        story = run.run(args.workers, lambda done, total: _progress(show, done, total))
    else:
        for count, (job, tally) in enumerate(finished, start=1):
            run.take(job, tally)
            _progress(show, count, len(run.jobs))
        story = run.story()
    if show:
        print(file=sys.stderr)
    seconds = time.perf_counter() - start
    if args.json:
        print(
            json.dumps(
                {**story.to_json(), "save": str(args.save), "seconds": round(seconds, 3)},
                indent=1,
                ensure_ascii=False,
            )
        )
    else:
        print(story_table(story, seconds))
    return 0


def _progress(show: bool, done: int, total: int) -> None:
    if show:
        print(f"\rplay-outs: {done}/{total} jobs", end="", file=sys.stderr, flush=True)


def _cluster(run: StoryRun, address: str) -> Iterator[tuple[Job, Tally]]:
    """The jobs on a Dask cluster's workers, as they finish; closing this cancels what is left."""
    from distributed import as_completed

    from samurai_bowl.ai.story_run import run_job
    from samurai_bowl.play.cluster import cannot_load, connect

    client = connect(address)
    futures: list[Any] = []
    try:
        shared = client.scatter(run.record, broadcast=True)  # the match once to each worker
        futures = [client.submit(run_job, shared, job, pure=False) for job in run.jobs]
        for future in as_completed(futures, loop=client.loop):
            try:
                yield future.result()
            except ImportError as exc:
                raise cannot_load(address, exc) from None
    finally:
        if futures:
            client.cancel(futures)
        client.close()


def story_table(story: MatchStory, seconds: float) -> str:
    """The readable form: a line per turn, then the key moments."""
    home, away = story.teams
    width = max(len(home), len(away), 4)
    lines = [
        f"{'turn':<22}{home[:width]:>{width + 2}}{'draw':>7}{away[:width]:>{width + 2}}{'±':>5}  play-outs"
    ]
    for sample in story.samples:
        if sample.side is None:
            when = "full time"
        else:
            when = f"half {sample.half}, {'home' if sample.side == 0 else 'away'} turn {sample.turn}"
        chances = f"{sample.home:>{width + 2}.0%}{sample.draw:>7.0%}{sample.away:>{width + 2}.0%}"
        if sample.side is None:
            lines.append(f"{when:<22}{chances}{'':>5}  result")
        else:
            lines.append(f"{when:<22}{chances}{sample.spread:>5.0%}  {sample.playouts or 'model'}")
    if story.markers:
        lines += ["", "what happened"]
        lines += [f"  half {m.half}, turn {m.turn}: {m.words}" for m in story.markers]
    if story.moments:
        lines += ["", "key moments"]
        lines += [f"  {n}. {moment.words}" for n, moment in enumerate(story.moments, start=1)]
    estimates = [s for s in story.samples if s.side is not None]
    if estimates:
        made = f"{story.playouts} play-outs and the model" if story.playouts else "the model"
        lines += ["", f"{made}: {seconds:.1f} s ({seconds / len(estimates):.2f} s per turn)"]
    return "\n".join(lines)
