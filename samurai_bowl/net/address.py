"""Where a match is hosted: the port, an address as a person types it, and this machine's address
on its network (what the host tells the joiner). A port is the digits 0-9 alone, read as every
typed number is (:func:`samurai_bowl.text.numbers.whole_number`): "٣٣" is not port 33."""

from __future__ import annotations

import re
import socket

from samurai_bowl.text.numbers import whole_number

PORT = 7455  # the port a host listens on unless told another: the one to open in a firewall
ADDRESS = re.compile(r"(?P<host>[^\s:\[\]]+|\[[0-9A-Fa-f:.]+\]):(?P<port>[0-9]{1,5})")


def address_problem(text: str) -> str | None:
    """Why ``text`` is not HOST:PORT, or None when it is."""
    found = ADDRESS.fullmatch(text.strip())
    if found is None or _port(found["port"]) is None:
        return f"must be an address and a port 1 to 65535, e.g. 192.168.1.20:{PORT} (got {text!r})"
    return None


def _port(text: str) -> int | None:
    try:
        return whole_number(text, 1, 65535)
    except ValueError:
        return None


def this_machine() -> str:
    """This machine's address on the network it reaches others by (no packet is sent), or the
    loopback address when it has none."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"
