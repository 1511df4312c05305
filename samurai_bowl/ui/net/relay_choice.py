"""The Host and Join screens' way to the other machine: straight to an address, or through a relay
that both machines dial out to (no port to open). The relay's address is kept in the settings
once used, and offered again next time. Reaching a relay may take seconds: the host dials it on a
thread of its own while the window goes on drawing."""

from __future__ import annotations

import concurrent.futures
import threading
from collections.abc import Callable

from samurai_bowl.errors import DataError
from samurai_bowl.net.link import HostLink
from samurai_bowl.net.relay_dial import RelayRefused
from samurai_bowl.net.relay_protocol import relay_problem
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.settings import RELAY_ADDRESS_MAX, Settings
from samurai_bowl.ui.kit.text_field import TextField

RELAY_CAPTION = "Relay address"
RELAY_EXAMPLE = "wss://relay.example.org"


def relay_field(app: Host, on_enter: Callable[[str], None], value: str | None = None) -> TextField:
    """A field for a relay's address, holding ``value`` (else the one the settings keep)."""
    return TextField(
        app.settings.relay_address if value is None else value,
        max_length=RELAY_ADDRESS_MAX,
        placeholder=RELAY_EXAMPLE,
        on_enter=on_enter,
    )


def typed_relay(typed: str) -> str:
    """The relay's address typed, or a DataError naming the field that says why it is not one."""
    if not typed.strip():
        raise DataError(RELAY_CAPTION, f"is required: the relay's address, e.g. {RELAY_EXAMPLE}")
    if len(typed.strip()) > RELAY_ADDRESS_MAX:
        raise DataError(
            RELAY_CAPTION, f"is at most {RELAY_ADDRESS_MAX} characters (got {len(typed.strip())})"
        )
    problem = relay_problem(typed)
    if problem:
        raise DataError(RELAY_CAPTION, problem)
    return typed.strip()


class Dialling:
    """A host's link being served through the relay at ``url``, from a thread of its own: when
    ``done`` is set, ``problem`` says why it is not (None: it is served)."""

    def __init__(self, link: HostLink, url: str, token: str) -> None:
        self.url = url
        self.problem: str | None = None
        self.done = threading.Event()
        self._thread = threading.Thread(target=self._dial, args=(link, token), name="relay dial", daemon=True)
        self._thread.start()

    def _dial(self, link: HostLink, token: str) -> None:
        problem = "the relay did not serve the match"  # unless it is served, or said why not
        try:
            link.through_relay(self.url, token)
            problem = ""
        except RelayRefused as exc:
            problem = f"the relay refused: {exc}"
        except OSError as exc:  # a TimeoutError among them: the relay said nothing in time
            problem = str(exc) or f"no answer from the relay at {self.url}"
        except (concurrent.futures.CancelledError, RuntimeError):
            problem = "stopped"  # the link was closed meanwhile
        finally:
            self.problem = problem or None
            self.done.set()


def remember_relay(app: Host, url: str) -> None:
    """The relay used, kept in the settings for the next match; a failed write keeps it for this
    run only."""
    settings = app.settings
    if settings.relay_address == url:
        return
    changed = Settings.model_validate({**settings.model_dump(), "relay_address": url})
    try:
        app.save_settings(changed)
    except OSError:
        app.settings = changed
