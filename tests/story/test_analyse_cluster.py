"""``analyse SAVE --cluster ADDRESS``: a real local Dask cluster (two worker processes) plays the
same play-outs as this machine, with the same story."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from samurai_bowl.cli import main
from samurai_bowl.engine.match import Match
from samurai_bowl.sessions.session import Session, save_session


@pytest.mark.slow  # a local cluster takes seconds to start
def test_the_cluster_tells_the_story_this_machine_tells(
    short: Match, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import distributed  # the test extra installs it (imported here: it takes a while to load)

    path = tmp_path / "match-12.json"
    save_session(Session(short, ("human", "normal")), path)
    stories = []
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0", host="127.0.0.1"
    ) as local:
        for where in (["--workers", "1"], ["--cluster", local.scheduler_address]):
            assert main(["analyse", str(path), "--playouts", "1", "--json", *where]) == 0
            out, err = capsys.readouterr()
            assert err == ""
            doc = json.loads(out)
            del doc["seconds"]
            stories.append(doc)
    assert stories[0] == stories[1] and len(stories[0]["samples"]) == 9
