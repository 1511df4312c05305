"""The league database's schema, as migrations: ``MIGRATIONS[v]`` takes a database from version
``v`` to ``v + 1``. Never edit a released step; add a new one.

Teams are kept as a ledger: each team joins with its whole roster, and every later change —
a hire, a firing, a rename, a purchase, a match result — is one row in order. A team as it
stands is the ledger folded up, so correcting a result corrects everything that follows it."""

from __future__ import annotations

APPLICATION = "samurai-bowl-league"
OLD_ACTION_LIMIT = '{"match": {"action_limit": "model"}}'  # R4.2 before its revision, unless chosen

MIGRATIONS: list[list[str]] = [
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
]
