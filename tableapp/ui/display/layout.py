"""Where each text of the table display goes and how large it is, for a window of a given size.

Sizes are capital-letter heights (``QFontMetrics.capHeight``) at 1366×768, the common laptop
screen; a larger screen scales them up. The pot, the stake or call and whose turn keep capitals
of at least 44 px there (10 mm on a 14-inch panel: read from 2.5 m), the chips at least 32 px.
When the table is crowded (eight seats, a long call, a long log line) the lesser texts give way
first: the "now" line, then lines of the log line and of the seats' details, then the names'
size, then a long call's second line; the big ones never shrink at 1366×768. Nothing overlaps and nothing is cut without "…".
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QFontMetrics, QTextLayout, QTextOption

from ..widgets.one_line import NO_BREAK_SPACE, WORD_JOINER, keep_words
from .content import Board, captions
from .faces import card_lines

BASE_W, BASE_H = 1366, 768
# capital heights in px at 1366×768
CAP = {"huge": 46, "chips": 34, "name": 24, "head": 22, "log": 21, "small": 18, "caption": 15, "hint": 14}
BOLD = {"huge", "chips", "name", "head", "caption"}


@dataclass
class Item:
    """One thing to draw: a line of text (``text`` as drawn, ``full`` the whole text it belongs to)
    or a seat's box (``role`` "seat", ``text`` empty)."""

    role: str
    rect: QRectF
    text: str = ""
    full: str = ""
    font: QFont | None = None
    colour: str = "ink"  # a Theme attribute: ink, muted, turn, out
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft
    state: str = ""  # a seat: "turn", "out" or ""


@dataclass
class Scene:
    items: list[Item] = field(default_factory=list)
    scale: float = 1.0  # the sizes' factor against 1366×768

    def texts(self) -> list[Item]:
        return [i for i in self.items if i.text]

    def by_role(self, role: str) -> list[Item]:
        return [i for i in self.items if i.role == role]


@lru_cache(maxsize=512)
def _font(cap: int, bold: bool, family: str) -> QFont:
    """The smallest pixel size of ``family`` whose capitals are ``cap`` px high or more."""
    f = QFont(family)
    f.setBold(bold)
    size = max(4, int(cap / 0.75))
    f.setPixelSize(size)
    while QFontMetrics(f).capHeight() < cap:
        size += 1
        f.setPixelSize(size)
    while size > 4:
        f.setPixelSize(size - 1)
        if QFontMetrics(f).capHeight() < cap:
            f.setPixelSize(size)
            break
        size -= 1
    return f


def font(kind: str, cap: float, family: str) -> QFont:
    return QFont(_font(max(3, math.ceil(cap - 0.01)), kind in BOLD, family))


def wrap(text: str, f: QFont, width: float, lines: int) -> list[str]:
    """``text`` broken into at most ``lines`` lines of ``width`` (between words where it can: Japanese
    too, by ``keep_words``, never "ニワト／リ 0"), the last one ending in "…" when the text goes on."""
    if lines <= 0 or not text or width <= 0:
        return []
    fm = QFontMetricsF(f)
    kept = keep_words(text, lambda chunk: fm.horizontalAdvance(chunk) <= width)
    return [line.replace(WORD_JOINER, "").replace(NO_BREAK_SPACE, " ") for line in _wrapped(kept, f, fm, width, lines)]


def _wrapped(text: str, f: QFont, fm: QFontMetricsF, width: float, lines: int) -> list[str]:
    layout = QTextLayout(text, f)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    out: list[str] = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        start, n = line.textStart(), line.textLength()
        if len(out) == lines - 1:
            rest = text[start:].strip()
            out.append(fm.elidedText(rest, Qt.TextElideMode.ElideRight, width))
            break
        out.append(text[start:start + n].strip())
    layout.endLayout()
    return out


def one_line(text: str, f: QFont, width: float) -> str:
    return QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, width))


def advance(text: str, f: QFont) -> float:
    return QFontMetricsF(f).horizontalAdvance(text)


def grid(n: int) -> tuple[int, int]:
    """Columns and rows for ``n`` seats: one row up to four, then two rows."""
    if n <= 4:
        return max(1, n), 1
    cols = math.ceil(n / 2)
    return cols, 2


# the face-up cards' size against the chips': as large, unless a crowded box leaves no room for their
# lines (a long Pairs stack at eight seats); never smaller than the seats' status
FACE_SIZES = (1.0, 0.85, 0.7, CAP["small"] / CAP["chips"])

# what gives way, in order, when the table is crowded: (now lines, last lines, detail lines, names' factor,
# lines of a big text alone on its row): the seats' status goes last but one
STEPS = ((1, 2, 2, 1.0, 2), (0, 2, 2, 1.0, 2), (0, 2, 1, 1.0, 2), (0, 1, 1, 1.0, 2), (0, 1, 1, 0.8, 2),
         (0, 1, 1, 0.65, 2), (0, 1, 1, 0.65, 1), (0, 1, 0, 0.65, 1), (0, 0, 0, 0.65, 1))


def lay_out(board: Board, width: int, height: int, family: str, hint: bool = False) -> Scene:
    """The scene for ``board`` in a ``width`` × ``height`` window (``hint``: the line that says how
    to go back to the controls, when the display covers the laptop's screen)."""
    u = min(width / BASE_W, height / BASE_H)
    for factor in (1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4):  # smaller than a laptop screen: all of it smaller
        for step in STEPS:
            scene = _try(board, width, height, u * factor, family, hint, step)
            if scene is not None:
                return scene
    return _try(board, width, height, u * 0.4, family, hint, STEPS[-1], force=True)


def _try(board: Board, width: int, height: int, u: float, family: str, hint: bool, step, force=False):
    now_lines, last_lines, detail_lines, name_factor, big_lines = step
    words = captions()
    f = {k: font(k, CAP[k] * u, family) for k in CAP}
    f["label"] = font("caption", CAP["log"] * u, family)  # "Now", "Last": bold, the size of their text
    lh = {k: QFontMetricsF(v).height() for k, v in f.items()}
    margin, gap, pad = 20 * u, 12 * u, 10 * u
    x0, x1 = margin, width - margin
    span = x1 - x0
    items: list[Item] = []
    y = margin * 0.8
    bottom = height - margin * 0.8

    def text(role, rect, s, full=None, fnt=None, colour="ink", align=Qt.AlignmentFlag.AlignLeft):
        items.append(Item(role, rect, s, full if full is not None else s, fnt or f[role], colour, align))

    if hint:
        bottom -= lh["hint"]
        text("hint", QRectF(x0, bottom, span, lh["hint"]), one_line(words["back"], f["hint"], span), words["back"],
             colour="muted", align=Qt.AlignmentFlag.AlignRight)
        bottom -= gap * 0.5

    # the phase, and the game with its round: each its own width, or shares of the line when both are long
    phase_need, head_need = advance(board.phase, f["head"]), advance(board.heading, f["head"])
    room = span - gap * 2
    if phase_need + head_need > room:
        head_need = max(room - phase_need, room * 0.45) if head_need > room * 0.45 else head_need
    head_w = min(head_need, room)
    phase_w = room - head_w
    text("phase", QRectF(x0, y, phase_w, lh["head"]), one_line(board.phase, f["head"], phase_w), board.phase,
         f["head"])
    text("heading", QRectF(x1 - head_w, y, head_w, lh["head"]), one_line(board.heading, f["head"], head_w),
         board.heading, f["head"], colour="muted", align=Qt.AlignmentFlag.AlignRight)
    y += lh["head"] + gap

    # the big ones: pot(s), stake or call, whose turn
    blocks = [("pot", label, chips, "ink") for label, chips in board.pots]
    # the stake or call says what it is ("Stake 1", "Five Kings", "Fold costs 5 chips"): no caption
    stake = ("stake", "", board.stake, "ink") if board.stake else None
    turn = ("turn", words["over"] if board.over else words["turn"], board.turn, "turn") if board.turn else None
    big_gap = 40 * u

    def natural(block) -> float:
        role, caption, value, _ = block
        return max(advance(caption, f["caption"]), advance(value, f["huge"]))

    def fits(r) -> bool:  # a block alone on its row may take two lines
        return len(r) <= 1 or sum(natural(b) for b in r) + big_gap * (len(r) - 1) <= span

    s_, t_ = [stake] if stake else [], [turn] if turn else []
    tries = ([blocks + s_ + t_], [blocks + t_, s_], [blocks + s_, t_], [blocks, s_, t_])
    rows = next((r for r in tries if all(fits(x) for x in r)), tries[-1])
    for r in rows:
        if not r:
            continue
        x = x0
        lines_here = 1
        head = lh["caption"] if any(b[1] for b in r) else 0.0
        for i, block in enumerate(r):
            role, caption, value, colour = block
            last = i == len(r) - 1
            w = (x1 - x) if last else natural(block)
            if caption:
                text(role + "_caption", QRectF(x, y, w, lh["caption"]), one_line(caption, f["caption"], w), caption,
                     f["caption"], colour="turn" if role == "turn" else "muted")
            wrapped = wrap(value, f["huge"], w, big_lines if len(r) == 1 else 1)
            for k, line in enumerate(wrapped):
                text(role, QRectF(x, y + head + k * lh["huge"], w, lh["huge"]), line, value, f["huge"],
                     colour=colour)
            lines_here = max(lines_here, len(wrapped))
            x += w + big_gap
        y += head + lines_here * lh["huge"] + gap

    # from the bottom up: the newest log line, then the "now" line
    def caption_lines(role: str, caption: str, value: str, n: int) -> float:
        nonlocal bottom
        if not value or n <= 0:
            return 0
        cw = advance(caption, f["label"]) + gap
        lines = wrap(value, f["log"], span - cw, n)
        top = bottom - len(lines) * lh["log"]
        text(role + "_caption", QRectF(x0, top, cw, lh["log"]), caption, caption, f["label"], colour="muted")
        for k, line in enumerate(lines):
            text(role, QRectF(x0 + cw, top + k * lh["log"], span - cw, lh["log"]), line, value, f["log"])
        bottom = top - gap * 0.5
        return len(lines)

    caption_lines("last", words["last"], board.last, last_lines)
    caption_lines("now", words["now"], board.now, now_lines)
    bottom -= gap * 0.5

    # the seats
    seats = board.seats
    if seats:
        cols, nrows = grid(len(seats))
        cell_w = (span - (cols - 1) * gap) / cols
        name_font = font("name", CAP["name"] * u * name_factor, family)
        need = 2 * pad + QFontMetricsF(name_font).height() + lh["chips"] + min(detail_lines, 1) * lh["small"]
        room = bottom - y
        cell_h = (room - (nrows - 1) * gap) / nrows
        if cell_h < need and not force:
            return None
        inner_w = cell_w - 2 * pad * 1.4

        def face_lines(seat, ff: QFont, most: int = 99) -> list[str]:
            return card_lines(seat.faces, ff, inner_w, inner_w, most)

        def below(ff: QFont) -> int:  # the lines of cards under the chips (a line of their own: "99 [3]" would
            return max((len(face_lines(s, ff)) for s in seats if s.faces), default=0)  # read as one number)

        # the cards as large as the chips; a little smaller only once the "now" line and the statuses'
        # second lines have given way (a crowded box), as many lines as fit at the smallest
        sizes = FACE_SIZES if (now_lines == 0 and detail_lines <= 1) or force else FACE_SIZES[:1]
        for face_k in sizes:
            face_font = font("chips", CAP["chips"] * u * face_k, family)
            face_h = QFontMetricsF(face_font).height()
            extra = below(face_font)
            if need + extra * face_h <= cell_h:
                break
        else:
            if len(sizes) == 1:
                return None
            extra = max(0, min(extra, int((cell_h - need) // face_h)))  # the last line cut with "…"
        full_h = 2 * pad + QFontMetricsF(name_font).height() + lh["chips"] + extra * face_h + detail_lines * lh["small"]
        # room to spare (fewer players, a tall screen): the seats' words grow, up to half as large again
        grow = max(1.0, min(1.5, (cell_h - 2 * pad) / (full_h - 2 * pad), cell_w / (260 * u)))
        while grow > 1.0:  # whole pixel sizes round up: step back until the grown words fit the box
            grown = {k: font(k, CAP[k] * u * grow, family) for k in ("chips", "small")}
            grown["name"] = font("name", CAP["name"] * u * name_factor * grow, family)
            grown_face = font("chips", CAP["chips"] * u * face_k * grow, family)
            grown_extra = below(grown_face)
            height = 2 * pad + sum(QFontMetricsF(grown[k]).height() * (detail_lines if k == "small" else 1)
                                   for k in grown) + grown_extra * QFontMetricsF(grown_face).height()
            if height <= cell_h and grown_extra <= extra:
                name_factor *= grow
                name_font = grown["name"]
                for k in ("chips", "small"):
                    f[k], lh[k] = grown[k], QFontMetricsF(grown[k]).height()
                face_font, face_h = grown_face, QFontMetricsF(grown_face).height()
                full_h = height
                break
            grow = max(1.0, grow - 0.03)
        cell_h = max(min(cell_h, full_h + 24 * u), 1.0)
        top = y + max(0.0, (room - nrows * cell_h - (nrows - 1) * gap) / 2)
        for i, seat in enumerate(seats):
            r, c = divmod(i, cols)
            in_row = min(cols, len(seats) - r * cols)
            left = x0 + (span - (in_row * cell_w + (in_row - 1) * gap)) / 2 + c * (cell_w + gap)
            box = QRectF(left, top + r * (cell_h + gap), cell_w, cell_h)
            state = "turn" if seat.turn else "" if seat.playing else "out"
            items.append(Item("seat", box, state=state, full=seat.name))
            ink = "muted" if state == "out" else "ink"  # dimmer, still read from the chairs
            inner = box.adjusted(pad * 1.4, pad, -pad * 1.4, -pad)
            label = seat.label
            nf = name_font
            for shrink in (1.0, 0.9, 0.8, 0.7):  # a long name: a little smaller before "…"
                nf = font("name", CAP["name"] * u * name_factor * shrink, family)
                if advance(label, nf) <= inner.width():
                    break
            nh = QFontMetricsF(nf).height()
            cy = inner.top()
            text("name", QRectF(inner.left(), cy, inner.width(), nh), one_line(label, nf, inner.width()), label, nf,
                 colour="turn" if seat.turn else ink)
            cy += nh
            text("chips", QRectF(inner.left(), cy, inner.width(), lh["chips"]),
                 one_line(seat.chips, f["chips"], inner.width()), seat.chips, f["chips"], colour=ink)
            cy += lh["chips"]
            for line in face_lines(seat, face_font, extra) if seat.faces and extra else []:  # the face-up cards
                text("faces", QRectF(inner.left(), cy, inner.width(), face_h), line, seat.faces, face_font,
                     colour=ink)
                cy += face_h
            fit = int(max(0.0, inner.bottom() - cy + 1.0) // lh["small"])
            for k, line in enumerate(wrap(seat.detail, f["small"], inner.width(), min(detail_lines, fit))):
                text("detail", QRectF(inner.left(), cy + k * lh["small"], inner.width(), lh["small"]), line,
                     seat.detail, f["small"], colour="muted")
    elif y > bottom and not force:
        return None
    return Scene(items, u)
