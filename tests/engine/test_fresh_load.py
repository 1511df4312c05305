"""A save loads in a process that has played nothing yet (as Resume does at start-up)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from samurai_bowl.data import GameData
from samurai_bowl.engine.match import Match
from samurai_bowl.engine.procedure import PROCEDURE_MODULES
from tests.subprocesses import run

REPO = Path(__file__).resolve().parent.parent.parent


def test_every_procedure_module_is_listed_for_loading() -> None:
    engine = REPO / "samurai_bowl" / "engine"
    defined = sorted(
        p.stem if p.parent == engine / "rules" else str(p.relative_to(engine))  # procedures are rules
        for p in engine.rglob("*.py")
        if "(Procedure)" in p.read_text(encoding="utf-8")
    )
    assert sorted(PROCEDURE_MODULES) == defined


def test_a_save_loads_in_a_fresh_process(tmp_path: Path, data: GameData) -> None:
    import random

    from samurai_bowl.ai.drafting import draft_team
    from samurai_bowl.ai.heuristic import HeuristicCoach

    rng = random.Random(2)
    m = Match(data, draft_team(data, "crab", rng), draft_team(data, "lion", rng), 2)
    coach = HeuristicCoach(2)
    while m.pending is not None and m.team(0).turn < 2:  # into the first half's turns
        m.apply(coach.choose(m))
    saved = tmp_path / "match.json"
    saved.write_text(json.dumps(m.to_json()), encoding="utf-8")
    code = (
        "import json, sys; from samurai_bowl.data import load_game_data; "
        "from samurai_bowl.engine.match import Match; "
        f"m = Match.from_json(load_game_data(), json.load(open({str(saved)!r}))); print(m.pending.kind)"
    )
    done = run([sys.executable, "-c", code], cwd=REPO)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == m.pending.kind if m.pending else "None"
