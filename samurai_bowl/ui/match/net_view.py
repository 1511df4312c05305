"""The match screen of a match played over the network, the same at both ends.

It shows the copy of the match its link keeps (samurai_bowl/net/link.py: without the dice, so
nothing on this screen can learn a roll) and changes it only as the host says: this coach's clicks
are sent to the host one action at a time and shown once the host has applied them; the other
coach's arrive as the host sends them and are shown as the AI's are. The host decides every
take-back (R4.7) and concession (R3.8). While a coach is away the banner says whom the match waits
for; on the host, A awards the match to its coach once the joiner has been away as long as chosen
(or has let three turns run out on the turn clock). The chat and the turn clock are in
:mod:`.net_talk`.
At the end the replay the host wrote is saved here too and the results show as after any match.
"""

from __future__ import annotations

import json
from pathlib import Path

import arcade

from samurai_bowl.engine import Action, follow
from samurai_bowl.errors import DataError
from samurai_bowl.files.atomic import write_text_atomic
from samurai_bowl.net.link import HostLink, JoinLink, NetLink
from samurai_bowl.sessions.session import Session, load_saved_match
from samurai_bowl.ui.host import Host
from samurai_bowl.ui.kit.window import CAPTION
from samurai_bowl.ui.match.layout import MARGIN
from samurai_bowl.ui.match.motion import Before
from samurai_bowl.ui.match.net_lines import (
    ConnectionLine,
    award_words,
    change_words,
    connection_words,
    time_words,
)
from samurai_bowl.ui.match.net_talk import NetTalk
from samurai_bowl.ui.match.view import MatchView
from samurai_bowl.ui.routes import MainMenu, MatchEnd


class NetMatchView(MatchView):
    def __init__(self, app: Host, link: NetLink) -> None:
        assert link.match is not None  # (a spectator's side is None: he never acts)
        self.link = link
        self.shown = link.version
        self.ending = False  # the match is over here; the host's word on how it ended is coming
        self.talk = NetTalk(link)
        self.banner_words = ""  # the banner without the turn clock and the award's time
        self.line = ConnectionLine()  # which team this coach plays, and whether the other end is here
        self.was_connected = link.connected
        session = Session(link.match, ("human", "human"), names=link.names())  # both ends know both names
        super().__init__(app, session, on_finish=lambda m: None)

    # --- this coach's actions go to the host ------------------------------------------------
    def human_to_act(self) -> bool:
        pending = self.match.pending
        return pending is not None and pending.side == self.link.side and self.link.paused is None

    def apply(self, action: Action, pace: float | None = None) -> bool:
        """Send ``action`` to the host and show the match as it answers; False (nothing changed)
        when it is not this coach's to give, or the host refuses it (the status line says why)."""
        if not self.human_to_act() or self.link.problem:
            return False
        if not self.match.allows(action):  # the same rules as the host's: no need to ask it
            self.status.text = f"{action} is not allowed now"
            return False
        before, seen = Before.of(self.match), len(self.match.events)
        refused = self.link.request(action)
        if refused is not None:
            self.status.text = f"The host refused it: {refused}"
            return False
        self._show(before, seen, pace)
        return True

    def _show(self, before: Before, seen: int, pace: float | None) -> None:
        """The link's newest copy of the match on screen, what moved shown moving."""
        fresh = self.link.match
        self.shown = self.link.version
        if fresh is None or not fresh.history:  # nothing played yet: who is away still said
            self.after_change()
            return
        follow(self.match, fresh)
        self.after_change()
        motion = before.motion(self.match, seen)
        self.pacing.after(
            self.match.history[-1],
            self.match.events[seen:],
            motion.moved,
            self.app.settings.pace if pace is None else pace,
            motion.fell,
            motion.ball,
        )
        self.input.settled()

    def after_change(self) -> None:
        super().after_change()
        m, link = self.match, self.link
        if isinstance(link, HostLink) and link.host.save_problem:  # a full or read-only disk
            self.status.text = link.host.save_problem
        if isinstance(link, HostLink) and link.relay_problem():  # the relay let the code go to another
            self.status.text = f"{link.relay_problem()}: a joiner who drops cannot come back through it"
        if m.pending is None:
            return
        if isinstance(link, HostLink) and link.award_in() is not None:
            self.banner_words = ""  # the joiner's time to come back says it (net_lines.award_words)
        elif link.paused is not None:
            self.banner_words = f"The match waits: {link.paused}"
        elif link.problem:
            self.banner_words = link.problem
        elif m.pending.side != link.side:
            self.banner_words = f"{m.teams[m.pending.side].name} are playing (over the network)"
        else:
            self.banner_words = ""
        self._show_banner()

    def _show_banner(self) -> None:
        """The banner's words with the award's time and the turn clock as they stand, and the
        connection's line beside it."""
        award = award_words(self.link) if self.match.pending is not None else ""
        words = " · ".join(w for w in (self.banner_words, award, self.talk.clock_words()) if w)
        if self.banner.text != words:
            self.banner.text = words
        link = self.link
        lost = link.side is not None and not link.connected and link.ended is None
        self.line.show(connection_words(link, self.match), lost, self.banner)

    # --- chat ------------------------------------------------------------------------------
    def layout(self, width: int, height: int) -> None:
        super().layout(width, height)
        self.talk.layout(self.plan.panel, self.scale)
        x, y = self.banner.position[:2]
        self.line.layout(MARGIN, self.plan.panel[0] - MARGIN, x, y, self.scale)
        self._show_banner()  # the line and the banner placed again for the new size
        self.log_full = self.panel.log.rect  # as the panel lays it out
        self._log_room()

    def _log_room(self) -> None:
        """The match log over the chat's line while it is open, down to the panel's foot when not."""
        log = self.panel.log
        wanted = self.talk.room(self.log_full) if self.talk.open else self.log_full
        if log.rect != wanted:
            log.layout(wanted, log.points)

    def on_draw(self) -> None:
        super().on_draw()
        self.line.draw()
        self.talk.draw()

    def on_text(self, text: str) -> None:
        self.talk.type(text)

    # --- the host keeps the match ----------------------------------------------------------
    def autosave(self) -> None:
        """The host keeps the match: nothing of it is kept here until its replay comes."""
        return

    def save(self) -> None:
        self.status.text = "The host keeps this match; its replay is saved here at the end"

    def _finish(self) -> None:
        ended = self.link.ended
        if ended is None:
            self.ending = True  # shown as soon as the host says how it ended
            return
        self.worker.close()
        self.panel.live.close()
        self.link.close()
        self.window.set_caption(CAPTION)
        if isinstance(self.link, HostLink) and self.link.notice:  # the league result not recorded
            self.app.notice = self.link.notice
        try:
            session = self._replay(ended.replay)
        except (OSError, DataError) as exc:
            self.app.notice = f"The replay could not be kept: {exc}"
            self.app.go(MainMenu())
            return
        self.app.go(MatchEnd(session))

    def _replay(self, replay: dict[str, object]) -> Session:
        """The finished match as the host wrote it, saved with this player's matches (a joiner's
        copy without the host's league file and join code) and read back to show."""
        folder = self.app.folder
        kept = {k: v for k, v in replay.items() if k not in ("league", "network")}
        seed = json.loads(json.dumps(kept))["match"]["state"]["seed"]
        from samurai_bowl.engine import seed_label

        path = self.app.saves / f"match-{seed_label(int(seed))}.json"
        if not isinstance(self.link, HostLink):  # the host's own is saved already
            write_text_atomic(
                path, json.dumps(kept, separators=(",", ":")) + "\n", "the replay", make_folder=True
            )
        session = load_saved_match(self.app.data, Path(path), folder)
        if self.link.side is None:  # a spectator's book counts no match of others
            session.names = (None, None)
        return session

    # --- the other coach's actions, as the host sends them -----------------------------------
    def on_update(self, delta_time: float) -> None:
        link = self.link
        if link.version != self.shown and not self.ending:
            self._show(Before.of(self.match), len(self.match.events), None)
        if self.ending and link.ended is not None:
            self._finish()
            return
        if self.talk.take_lines(self.panel.story):
            wake = getattr(self.window, "wake", None)
            if callable(wake):
                wake()  # a line said shows at once, not at the idle window's next heartbeat
        if link.chat_refused is not None:
            self.status.text, link.chat_refused = f"Not said: {link.chat_refused}", None
        if link.connected != self.was_connected and link.ended is None:  # come or gone: said once
            self.was_connected = link.connected
            self.status.text = change_words(link, self.match)
        self._show_banner()
        pace = self.pacing.pace_now(self.app.settings.pace)
        self.moments.update(delta_time, self.app.settings.pace)
        self.pacing.update(delta_time, pace, self.geo)
        self.panel.tray.tumble(delta_time, pace)
        self.sounds.update()
        m = self.match
        self.tokens.offsets = self.pacing.offsets(self.geo, {p.index: p.square for p in m.pieces})
        self.tokens.tilts = self.pacing.tilts()
        self.tokens.flight = self.pacing.ball_point(self.geo)

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        link = self.link
        taken, words = self.talk.key(symbol)
        if taken:
            self._log_room()  # the line opened or closed
            if words is not None:
                self.status.text = words
            return
        awardable = link.paused is not None or link.host.may_award() if isinstance(link, HostLink) else False
        if symbol == arcade.key.A and isinstance(link, HostLink) and awardable:
            refused = link.award()
            self.status.text = refused or "Awarded: the absent coach concedes at his next decision (R3.8)"
            return
        super().on_key_press(symbol, modifiers)

    def waiting_words(self) -> str:
        pending = self.match.pending
        assert pending is not None
        link = self.link
        if link.paused is not None:
            if isinstance(link, HostLink) and link.award_in() is not None:
                after = time_words(link.host.award_after)
                return f"The match waits: {link.paused}; after {after} away, A awards you the match"
            return f"The match waits: {link.paused}"
        if pending.side == self.link.side:
            return "The host has the match: your decision comes back in a moment"
        return f"{self.match.teams[pending.side].name} to decide, on the other machine"

    def kept_words(self) -> str | None:
        if isinstance(self.link, HostLink):
            return "Leaving stops hosting: samurai-bowl host --resume with the autosave serves it again"
        away = self.link.joiner.award_after if isinstance(self.link, JoinLink) else None
        if away is None or self.link.side is None:  # a spectator's leaving costs nothing
            return "Leaving hangs up: the host keeps the match, join again with the same code"
        return (
            "Leaving hangs up: the host keeps the match; join again with the same code "
            f"within {time_words(away)}, or the host may take the match"
        )

    def left(self) -> None:
        """Leaving for the main menu hangs up: the host pauses the match and may award it (R3.8);
        ``samurai-bowl join`` with the same code comes back to it, or a joiner's Join screen."""
        self.link.close()
        self.window.set_caption(CAPTION)

    def on_show_view(self) -> None:
        """The window's title names the match and this end of it: with two windows on one desk
        (or in a task bar) each says which it is."""
        home, away = (team.name for team in self.match.teams)
        end = (
            "hosting"
            if isinstance(self.link, HostLink)
            else "joined"
            if self.link.side is not None
            else "watching"
        )
        self.window.set_caption(f"{CAPTION} - {home} v {away} - {end}")  # plain ASCII: any WM shows it

    def on_hide_view(self) -> None:
        """The pause menu or the help over the match: the connection stays, the host goes on."""
        self.worker.close()
