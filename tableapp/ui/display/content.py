"""What the table display shows, in words: built from the engine's public view and the newest
public line of the game log, and from nothing else of a game. A private view is never read here,
so nothing a seat may not see can reach the screen the whole table reads."""
from __future__ import annotations

from dataclasses import dataclass

from tableapp.core.i18n import tr
from tableapp.core.views import CUP, DEALER, STARTER, TURN, Piece, PublicView

MARKER = "▶"  # the player to act: never shown by colour alone


@dataclass(frozen=True)
class SeatLine:
    name: str
    chips: str
    detail: str  # the status, the seat's public note and its roles, in words
    turn: bool
    playing: bool
    # what lies face up before the seat, "[3♥] [10]" (brackets: read as cards or dice, not as counts):
    # drawn as large as the chips, the thing a table of Pairs or YCKD most needs to read
    faces: str = ""

    @property
    def label(self) -> str:
        """The name as drawn: with the marker when this seat acts."""
        return f"{MARKER} {self.name}" if self.turn else self.name


@dataclass(frozen=True)
class Board:
    """Every text the display draws, and which seat acts. ``pots``: (label, chips)."""

    heading: str  # the game and the round
    phase: str
    pots: tuple[tuple[str, str], ...] = ()
    stake: str = ""
    turn: str = ""  # "▶ Ann", or the end of the game in words
    now: str = ""  # the game's one public line about now
    last: str = ""  # the newest public line of the game log
    seats: tuple[SeatLine, ...] = ()
    over: bool = False

    def texts(self) -> list[str]:
        """The words of the board (not the captions), e.g. for a test of what reaches the screen."""
        out = [self.heading, self.phase, self.stake, self.turn, self.now, self.last]
        for label, chips in self.pots:
            out += [label, chips]
        for s in self.seats:
            out += [s.label, s.chips, s.faces, s.detail]
        return [t for t in out if t]


def captions() -> dict[str, str]:
    """The small words above the big ones."""
    return {"turn": tr("TableDisplay", "Turn"), "over": tr("TableDisplay", "Result"), "now": tr("TableDisplay", "Now"),
            "last": tr("TableDisplay", "Last"), "back": tr("TableDisplay", "F10: back to the controls")}


def role_words() -> dict[str, str]:
    return {DEALER: tr("TableDisplay", "dealer"), STARTER: tr("TableDisplay", "starts"),
            CUP: tr("TableDisplay", "has the cup")}


def face_text(piece: Piece) -> str:
    """A face-up piece as people read it: a standard card with its suit sign ("3♥"), else its face."""
    if piece.kind == "card":
        from tableapp.games.common.cards import parse_card

        try:
            return parse_card(piece.face).label
        except ValueError:
            pass
    return str(piece.face)


def game_title(game: str) -> str:
    """The game's name in the current language (the registry's engine title: not a game fact)."""
    from tableapp.core.i18n import tr
    from tableapp.games.registry import GAMES, engine_for

    if game not in GAMES:
        return game
    return tr("games", engine_for(game).title)


def board(view: PublicView | None, last: str = "", title: str | None = None) -> Board:
    """The board for ``view`` (None: no game yet) and the newest public log line ``last``."""
    if view is None:
        return Board(heading=title or "", phase=tr("TableDisplay", "No game yet"),
                     stake=tr("TableDisplay", "Waiting for the first game"))
    heading = tr("TableDisplay", "{game} · round {round}").format(game=game_title(view.game), round=view.round)
    roles = role_words()
    seats = []
    for s in view.seats:
        turn = not view.over and (TURN in s.roles or (view.to_act is not None and view.to_act == s.name))
        words = [s.status] if s.status else ([] if s.playing else [tr("TableDisplay", "out")])
        # what lies face up before the seat, always: from the typed pieces, never guessed from the note's
        # words (a note's "5 in hand" or "field 3" is a count, not the card 5 or 3)
        faces = " ".join(f"[{face_text(p)}]" for p in s.pieces if p.face is not None)
        if s.note and s.note != s.status:
            words.append(s.note)
        if not view.over:
            words += [roles[r] for r in s.roles if r in roles]
        seats.append(SeatLine(name=s.name, chips=str(s.chips), detail=" · ".join(words), turn=turn,
                              playing=s.playing, faces=faces))
    now = view.summary
    if view.over:  # the result takes the turn's place (the game's line about now says it)
        turn, now = view.summary or tr("TableDisplay", "Game over"), ""
    elif view.turn_text:
        turn = f"{MARKER} {view.turn_text}"
    else:
        turn = ""
    over = tr("TableDisplay", "Game over") if view.over else ""
    return Board(heading=heading, phase=view.phase_text or over,
                 pots=tuple((p.label, str(p.chips)) for p in view.pots), stake=view.stake or "",
                 turn=turn, now=now, last=last, seats=tuple(seats), over=view.over)


def last_public_line(session, game) -> str:
    """The newest line of the game log everyone sees (undone lines aside): the standings at the end."""
    if session is None or game is None:
        return ""
    for line, undone in reversed(session.log_lines(game)):
        if not undone and line.text:
            return line.text
    return ""


def board_of(controller) -> Board:
    """The board for the controller's current game: its public view and the public game log only."""
    c = controller
    if c.run is None:
        return board(None, title=c.session.title if c.session is not None else "")
    return board(c.public(), last_public_line(c.session, c.game))  # the engine's public view, read once a change
