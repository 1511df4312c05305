"""A real X display for the tests that need the game's real window (its helper processes start
only there, not headless): Xvfb started on a free display number and stopped, group and all; keys
pressed through the XTest extension and the window asked to close as a window manager asks it,
both with libX11 through ctypes (no process started per key)."""

from __future__ import annotations

import ctypes
import os
import shutil
import signal
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def have_xvfb() -> bool:
    return shutil.which("Xvfb") is not None and _library("X11") is not None and _library("Xtst") is not None


def _library(name: str) -> ctypes.CDLL | None:
    try:
        return ctypes.CDLL(f"lib{name}.so.6")
    except OSError:
        return None


@contextmanager
def xvfb() -> Iterator[str]:
    """A running Xvfb; yields its DISPLAY value. The server picks a free display number itself
    (``-displayfd``) and tells it once it accepts connections, so tests on several workers never
    race for a number, and a lock or socket left by a server that is gone is its own to take over."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(write,),
        start_new_session=True,
    )
    os.close(write)
    with os.fdopen(read) as told:
        number = told.readline().strip()  # empty if the server ended without starting
    try:
        if not number.isdigit():
            raise RuntimeError(f"Xvfb did not start (exit status {server.poll()})")
        yield f":{number}"
    finally:
        os.killpg(server.pid, signal.SIGKILL)
        server.wait()
        if number.isdigit():  # killed outright, it leaves its lock and socket behind
            for left in (Path(f"/tmp/.X{number}-lock"), Path(f"/tmp/.X11-unix/X{number}")):
                left.unlink(missing_ok=True)


class _ClientMessage(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int),
        ("serial", ctypes.c_ulong),
        ("send_event", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("window", ctypes.c_ulong),
        ("message_type", ctypes.c_ulong),
        ("format", ctypes.c_int),
        ("data", ctypes.c_long * 5),
    ]


class _Event(ctypes.Union):
    _fields_ = [("client", _ClientMessage), ("pad", ctypes.c_long * 24)]


CLIENT_MESSAGE = 33
REVERT_TO_PARENT = 2


class Display:
    """One connection to the X server: find the game's window, press keys, ask it to close."""

    def __init__(self, name: str) -> None:
        x11, xtst = _library("X11"), _library("Xtst")
        assert x11 is not None and xtst is not None
        self.x11, self.xtst = x11, xtst
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XDefaultRootWindow.restype = ctypes.c_ulong
        x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x11.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong] + [ctypes.c_void_p] * 4
        x11.XFetchName.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_char_p)]
        x11.XStringToKeysym.restype = ctypes.c_ulong
        x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        x11.XInternAtom.restype = ctypes.c_ulong
        x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x11.XSendEvent.argtypes = [
            ctypes.c_void_p,
            ctypes.c_ulong,
            ctypes.c_int,
            ctypes.c_long,
            ctypes.c_void_p,
        ]
        x11.XSetInputFocus.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_ulong]
        x11.XFlush.argtypes = [ctypes.c_void_p]
        x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.handle = x11.XOpenDisplay(name.encode())
        assert self.handle, f"cannot open display {name}"

    def close(self) -> None:
        self.x11.XCloseDisplay(self.handle)

    def window(self, title: str) -> int | None:
        """The top-level window with that title, if there is one yet."""
        return self.windows().get(title)

    def windows(self) -> dict[str, int]:
        """Every named top-level window by its title (the last of two with one title)."""
        root = self.x11.XDefaultRootWindow(self.handle)
        parent, root_back = ctypes.c_ulong(), ctypes.c_ulong()
        children, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
        self.x11.XQueryTree(
            self.handle,
            root,
            ctypes.byref(root_back),
            ctypes.byref(parent),
            ctypes.byref(children),
            ctypes.byref(count),
        )
        found = {}
        for i in range(count.value):
            name = ctypes.c_char_p()
            named = self.x11.XFetchName(self.handle, children[i], ctypes.byref(name)) and name.value
            if named and name.value:
                found[name.value.decode(errors="replace")] = int(children[i])
        return found

    def key(self, window: int, keysym: str) -> None:
        """Give ``window`` the keyboard, then press and release a key on it."""
        self.x11.XSetInputFocus(self.handle, window, REVERT_TO_PARENT, 0)
        code = self.x11.XKeysymToKeycode(self.handle, self.x11.XStringToKeysym(keysym.encode()))
        self.xtst.XTestFakeKeyEvent(self.handle, code, 1, 0)
        self.xtst.XTestFakeKeyEvent(self.handle, code, 0, 0)
        self.x11.XFlush(self.handle)

    def ask_to_close(self, window: int) -> None:
        """What a window manager sends when the player clicks the window's close button."""
        event = _Event()
        message = event.client
        message.type = CLIENT_MESSAGE
        message.window = window
        message.message_type = self.x11.XInternAtom(self.handle, b"WM_PROTOCOLS", 0)
        message.format = 32
        message.data[0] = self.x11.XInternAtom(self.handle, b"WM_DELETE_WINDOW", 0)
        self.x11.XSendEvent(self.handle, window, 0, 0, ctypes.byref(event))
        self.x11.XFlush(self.handle)
