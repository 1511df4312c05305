"""A relay serving ``wss://`` with the operator's certificate: host and joiner check it (here
against the certificate itself, with ``--relay-ca``) and play as over ``ws://``; a host that
cannot trust it stops with one line, and a certificate that does not load is one line naming it."""

from __future__ import annotations

from pathlib import Path

from samurai_bowl.data import GameData
from tests.net.games import SEED, finish, saved, team_files
from tests.net.relayed import host_relayed, join_relayed, relay_process, relay_stopped
from tests.subprocesses import cli, python_env, run

TLS = Path(__file__).parent / "tls"
CERT, KEY = TLS / "relay-cert.pem", TLS / "relay-key.pem"  # self-signed for 127.0.0.1, until 2126


def test_a_match_through_a_relay_over_tls(data: GameData, tmp_path: Path) -> None:
    crab, lion = team_files(data, tmp_path)
    relay, url = relay_process(tmp_path / "relay", "--cert", str(CERT), "--key", str(KEY))
    assert url.startswith("wss://127.0.0.1:")
    trust = ("--relay-ca", str(CERT))
    proc, code = host_relayed(tmp_path / "host", url, "--team", str(crab), "--seed", str(SEED), *trust)
    assert "Final score" in finish(join_relayed(tmp_path / "join", url, code, "--team", str(lion), *trust))
    finish(proc)
    assert (
        saved(tmp_path / "join")["match"]["state"]["history"]
        == saved(tmp_path / "host")["match"]["state"]["history"]
    )
    untrusted = run(
        cli("host", "--relay", url, "--team", str(crab), "--ai", "normal"),
        env=python_env(SAMURAI_BOWL_DATA_DIR=str(tmp_path / "other")),
    )
    assert untrusted.returncode != 0 and untrusted.stdout == ""
    assert untrusted.stderr.count("\n") == 1 and "is not trusted" in untrusted.stderr, untrusted.stderr
    assert "--relay-ca FILE" in untrusted.stderr
    stranger = run(  # the joiner likewise, at once (no try will change it)
        cli("join", "--relay", url, "--code", code, "--ai", "normal"),
        env=python_env(SAMURAI_BOWL_DATA_DIR=str(tmp_path / "other")),
    )
    assert stranger.returncode != 0 and "is not trusted" in stranger.stderr, stranger.stderr
    relay_stopped(relay)


def test_a_certificate_that_does_not_load_is_one_line_naming_it(tmp_path: Path) -> None:
    bad = tmp_path / "cert.pem"
    bad.write_text("not a certificate\n")
    for argv, named in (
        (("--cert", str(bad)), str(bad)),
        (("--cert", str(tmp_path / "missing.pem")), "missing.pem"),
        (("--key", str(KEY)), "--key"),
    ):
        done = run(cli("relay", "--listen", "127.0.0.1", "--port", "0", *argv), env=python_env())
        assert done.returncode != 0 and done.stderr.count("\n") == 1 and named in done.stderr, done.stderr
    done = run(
        cli("join", "--relay", "wss://127.0.0.1:1", "--code", "ABCDE-FGHJK", "--relay-ca", str(bad)),
        env=python_env(),
    )
    assert done.returncode != 0 and done.stderr.count("\n") == 1 and str(bad) in done.stderr, done.stderr
    done = run(cli("join", "--relay", "http://example.org", "--code", "ABCDE-FGHJK"), env=python_env())
    assert done.returncode != 0 and "--relay" in done.stderr and "wss://" in done.stderr, done.stderr
