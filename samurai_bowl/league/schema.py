"""The league database's schema, as migrations: ``MIGRATIONS[v]`` takes a database from version
``v`` to ``v + 1``. Never edit a released step; add a new one.

Teams are kept as a ledger: each team joins with its whole roster, and every later change —
a hire, a firing, a rename, a purchase, a match result — is one row in order. A team as it
stands is the ledger folded up, so correcting a result corrects everything that follows it.

A step is SQL statements, or a function of the connection for a change SQL cannot say; all of a
step runs in one transaction."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable

from samurai_bowl.league.identity import Step, give_ids

APPLICATION = "samurai-bowl-league"
OLD_ACTION_LIMIT = '{"match": {"action_limit": "model"}}'  # R4.2 before its revision, unless chosen


def _players_named_by_id(con: sqlite3.Connection) -> None:
    """Every player in every ledger row gets his lasting id, read from the numbers in ledger order
    as :mod:`samurai_bowl.league.identity` says. A row that is not JSON is left for its checks."""
    rows = con.execute(
        """SELECT l.seq, l.entry_id, l.kind, l.data, f.home_id, f.away_id
           FROM ledger l LEFT JOIN fixture f ON f.id = l.fixture_id ORDER BY l.seq"""
    ).fetchall()
    steps: dict[int, Step] = {}
    for seq, entry_id, kind, text, home_id, away_id in rows:
        try:
            data = json.loads(text)
        except (TypeError, ValueError, RecursionError):
            continue
        steps[seq] = Step(entry_id, kind, data, home_id, away_id)
    give_ids(steps.values())
    for seq, step in steps.items():
        con.execute("UPDATE ledger SET data = ? WHERE seq = ?", (json.dumps(step.data), seq))


# the largest seed a fixture keeps: a match's (samurai_bowl.engine.MAX_SEED, not imported here: the
# engine is heavy to load for a command that only reads a league)
MOST_SEED = 2**128 - 1
# a seed as the fixture table keeps it: none yet, or its digits
SEED_TEXT = "seed IS NULL OR (seed <> '' AND length(seed) <= 39 AND seed NOT GLOB '*[^0-9]*')"

LEDGER_KINDS = "'join', 'hire', 'fire', 'rename', 'renumber', 'team_name', 'buy', 'result'"

Statement = str | Callable[[sqlite3.Connection], None]

MIGRATIONS: list[list[Statement]] = [
    [  # 1: leagues, seasons, teams, the ledger, fixtures
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
        f"INSERT INTO meta (key, value) VALUES ('application', '{APPLICATION}')",
        """CREATE TABLE league (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            rounds INTEGER NOT NULL CHECK (rounds IN (1, 2)),
            options TEXT NOT NULL DEFAULT '{}',
            created TEXT NOT NULL
        )""",
        """CREATE TABLE season (
            id INTEGER PRIMARY KEY,
            league_id INTEGER NOT NULL REFERENCES league(id) ON DELETE CASCADE,
            number INTEGER NOT NULL CHECK (number >= 1),
            UNIQUE (league_id, number)
        )""",
        """CREATE TABLE entry (
            id INTEGER PRIMARY KEY,
            league_id INTEGER NOT NULL REFERENCES league(id) ON DELETE CASCADE,
            name TEXT NOT NULL,
            clan TEXT NOT NULL,
            coach TEXT NOT NULL,
            coach_kind TEXT NOT NULL CHECK (coach_kind IN ('human', 'easy', 'normal', 'hard')),
            UNIQUE (league_id, name)
        )""",
        """CREATE TABLE fixture (
            id INTEGER PRIMARY KEY,
            season_id INTEGER NOT NULL REFERENCES season(id) ON DELETE CASCADE,
            round INTEGER NOT NULL CHECK (round >= 1),
            home_id INTEGER NOT NULL REFERENCES entry(id),
            away_id INTEGER NOT NULL REFERENCES entry(id),
            seed INTEGER NOT NULL,
            CHECK (home_id <> away_id),
            UNIQUE (season_id, round, home_id),
            UNIQUE (season_id, round, away_id)
        )""",
        """CREATE TABLE ledger (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            entry_id INTEGER REFERENCES entry(id) ON DELETE CASCADE,
            fixture_id INTEGER UNIQUE REFERENCES fixture(id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ('join', 'hire', 'fire', 'rename', 'buy', 'result')),
            data TEXT NOT NULL,
            at TEXT NOT NULL,
            CHECK ((kind = 'result') = (fixture_id IS NOT NULL)),
            CHECK ((kind = 'result') = (entry_id IS NULL))
        )""",
        "CREATE INDEX ledger_entry ON ledger (entry_id)",
        "CREATE INDEX fixture_season ON fixture (season_id, round)",
    ],
    [  # 2: when each season started (for the history), filled in for seasons already played
        "ALTER TABLE season ADD COLUMN started TEXT",
        "UPDATE season SET started = (SELECT created FROM league WHERE league.id = season.league_id)",
    ],
    [  # 3: leagues begun before R4.2's revision play on with one action per model, as they began
        f"UPDATE league SET options = json_patch('{OLD_ACTION_LIMIT}', options)",
    ],
    [  # 4: players known by a lasting id, not their shirt number; a player's number and his team's
        # name may change (the ledger is made again to take the two new kinds of row)
        f"""CREATE TABLE ledger_new (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            entry_id INTEGER REFERENCES entry(id) ON DELETE CASCADE,
            fixture_id INTEGER UNIQUE REFERENCES fixture(id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ({LEDGER_KINDS})),
            data TEXT NOT NULL,
            at TEXT NOT NULL,
            CHECK ((kind = 'result') = (fixture_id IS NOT NULL)),
            CHECK ((kind = 'result') = (entry_id IS NULL))
        )""",
        "INSERT INTO ledger_new (seq, entry_id, fixture_id, kind, data, at) "
        "SELECT seq, entry_id, fixture_id, kind, data, at FROM ledger ORDER BY seq",
        "DROP TABLE ledger",
        "ALTER TABLE ledger_new RENAME TO ledger",
        "CREATE INDEX ledger_entry ON ledger (entry_id)",
        _players_named_by_id,
    ],
    [  # 5: a fixture keeps the number people know it by (#N of its season) when others are
        # withdrawn, and no fixture id is given twice: a saved league match names its fixture by id
        "ALTER TABLE fixture ADD COLUMN number INTEGER CHECK (number >= 1)",
        """UPDATE fixture SET number = (SELECT COUNT(*) FROM fixture o WHERE o.season_id = fixture.season_id
               AND (o.round < fixture.round OR (o.round = fixture.round AND o.id <= fixture.id)))""",
        "CREATE UNIQUE INDEX fixture_number ON fixture (season_id, number)",
        "INSERT INTO meta (key, value) SELECT 'last_fixture_id', COALESCE(MAX(id), 0) FROM fixture",
    ],
    [  # 6: a fixture's dice are its secret until it is played. A schedule drawn without a seed keeps
        # none: the fixture is given a fresh one from the system's randomness when it is played, and
        # keeps the one it was played with, of 128 bits (decimal text: SQLite's integers hold 64).
        # Unplayed fixtures of older files give theirs up: they were drawn from the league's name
        # and season, which every coach knows. (The table is made again, its rows and ids kept.)
        f"""CREATE TABLE fixture_new (
            id INTEGER PRIMARY KEY,
            season_id INTEGER NOT NULL REFERENCES season(id) ON DELETE CASCADE,
            round INTEGER NOT NULL CHECK (round >= 1),
            home_id INTEGER NOT NULL REFERENCES entry(id),
            away_id INTEGER NOT NULL REFERENCES entry(id),
            seed TEXT CHECK ({SEED_TEXT}),
            number INTEGER CHECK (number >= 1),
            CHECK (home_id <> away_id),
            UNIQUE (season_id, round, home_id),
            UNIQUE (season_id, round, away_id)
        )""",
        """INSERT INTO fixture_new (id, season_id, round, home_id, away_id, seed, number)
           SELECT f.id, f.season_id, f.round, f.home_id, f.away_id,
                  CASE WHEN typeof(f.seed) = 'integer' AND f.seed >= 0
                            AND EXISTS (SELECT 1 FROM ledger l WHERE l.fixture_id = f.id)
                       THEN CAST(f.seed AS TEXT) END,
                  f.number
           FROM fixture f""",
        "DROP TABLE fixture",
        "ALTER TABLE fixture_new RENAME TO fixture",
        "CREATE INDEX fixture_season ON fixture (season_id, round)",
        "CREATE UNIQUE INDEX fixture_number ON fixture (season_id, number)",
    ],
]


def insert_fixture(
    con: sqlite3.Connection,
    season_id: int,
    round_: int,
    number: int,
    home_id: int,
    away_id: int,
    seed: int | None,
) -> int:
    """A new fixture under an id no fixture of this file has had (ids go on from the highest ever
    given, deleted leagues' included); returns its id. ``seed``: the dice it is to be played with
    (a schedule drawn from a given seed), the ones it was played with, or None (fresh when played)."""
    last = con.execute("SELECT value FROM meta WHERE key = 'last_fixture_id'").fetchone()[0]
    top = con.execute("SELECT COALESCE(MAX(id), 0) FROM fixture").fetchone()[0]
    fixture_id = max(int(last), int(top)) + 1
    con.execute(
        "INSERT INTO fixture (id, season_id, round, number, home_id, away_id, seed) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (fixture_id, season_id, round_, number, home_id, away_id, stored_seed(seed)),
    )
    con.execute("UPDATE meta SET value = ? WHERE key = 'last_fixture_id'", (str(fixture_id),))
    return fixture_id


def stored_seed(seed: int | None) -> str | None:
    """A seed as the fixture table keeps it (see :data:`SEED_TEXT`)."""
    return None if seed is None else str(seed)


def read_seed(text: object) -> int | None:
    """A seed as the fixture table keeps it, read back (its CHECK let only digits in)."""
    return None if text is None else int(str(text))
