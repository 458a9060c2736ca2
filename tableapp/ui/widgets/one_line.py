"""A label on one line that ends in "…" when its text is too long for it, instead of being cut
or making its window wider. ``text()`` stays the whole text (for tests, tooltips and screen
readers); only the drawing is shortened."""
from __future__ import annotations

import unicodedata

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel


class OneLineLabel(QLabel):
    """A label drawn on one line, elided at the end when too long. ``text()`` is the whole text."""

    # No Qt enums are touched before the first paint (the banner is built before it): the small
    # minimum size hint alone lets the label shrink below its text's width.

    def minimumSizeHint(self) -> QSize:
        return QSize(10, self.fontMetrics().height())

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self.text()), self.fontMetrics().height())

    def shown_text(self) -> str:
        """The text as drawn: whole, or cut with "…" to the label's width."""
        from PySide6.QtCore import Qt

        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, self.contentsRect().width())

    def is_elided(self) -> bool:
        return self.shown_text() != self.text()

    def paintEvent(self, event) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QPainter

        painter = QPainter(self)
        align = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.style().drawItemText(painter, self.contentsRect(), align, self.palette(), self.isEnabled(),
                                  self.shown_text(), self.foregroundRole())
        painter.end()


class FirstFitLabel(OneLineLabel):
    """One line showing the first of its texts that fits its width (the whole title, then a shorter
    one), ending in "…" only when even the last does not fit; ``text()`` and the tooltip: the first.
    A long night's name never takes the table's second and third lines at larger text."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._texts: list[str] = [""]

    def set_texts(self, *texts: str) -> None:
        self._texts = [t for t in texts if t] or [""]
        self.setToolTip(self._texts[0])
        self.setAccessibleName(self._texts[0])
        self._choose()

    def text(self) -> str:
        return self._texts[0]

    def shown_text(self) -> str:
        from PySide6.QtCore import Qt

        return self.fontMetrics().elidedText(QLabel.text(self), Qt.TextElideMode.ElideRight,
                                             self.contentsRect().width())

    def _choose(self) -> None:
        room = self.contentsRect().width()
        fm = self.fontMetrics()
        text = next((t for t in self._texts if fm.horizontalAdvance(t) <= room), self._texts[-1])
        if QLabel.text(self) != text:
            QLabel.setText(self, text)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._choose()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        from PySide6.QtCore import QEvent

        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._choose()


WORD_JOINER = "\u2060"  # no line break here; drawn as nothing


NO_BREAK_SPACE = "\u00a0"
# Japanese phrases end after a particle or a closing mark, and begin at an opening one: where a chunk
# too wide for the line may break ("キングの／ワン・ペア", never "キングのワ／ン・ペア" or "コー／ル")
PHRASE_END = set("のとはをにがでもへや、。：！？」』）")
PHRASE_START = set("「『（")
HONORIFICS = ("さん", "様", "さま", "くん", "ちゃん")  # stay with the name before them


def phrases(chunk: str) -> list[str]:
    """``chunk`` (no spaces) cut into its phrases: after a particle or a closing mark, before an
    opening mark; a particle inside a katakana word or a name stays with it only by luck."""
    out, cur = [], ""
    for i, ch in enumerate(chunk):
        if ch in PHRASE_START and cur:
            out.append(cur)
            cur = ""
        cur += ch
        nxt = chunk[i + 1] if i + 1 < len(chunk) else ""
        if ch in PHRASE_END and nxt and nxt not in PHRASE_END and nxt not in "ー・":
            out.append(cur)
            cur = ""
    if cur:
        out.append(cur)
    return out


def keep_words(text: str, fits=None) -> str:
    """``text`` that may break only at its spaces. Japanese has no spaces and Qt would break it
    between any two characters ("渡してくだ／さい", "中／村"); its space-separated chunks ("画面を", a
    name, "さんに渡してください") are the sensible places. ``fits(chunk)``: False for a chunk too
    wide for the line, which then breaks between its phrases (``phrases``), and a phrase that is
    still too wide anywhere (better than being cut). A number stays with the word before it
    ("ラウンド 4", "round 4", "ラウンド 1：中村": never a "4" or "1：" opening a line) unless a Japanese
    counter follows it, which it keeps instead ("1 枚保留": never "枚" opening a line); "さん" stays
    with the name."""
    def keep(piece: str) -> str:
        if piece.replace(NO_BREAK_SPACE, " ").isascii():
            return piece
        if fits is None or fits(piece):
            return WORD_JOINER.join(piece)
        return "".join(WORD_JOINER.join(p) if fits(p) else p for p in phrases(piece))

    pieces: list[str] = []
    chunks = text.split(" ")
    counted = False  # the chunk before was a number whose Japanese counter is this chunk ("1 枚")
    for i, chunk in enumerate(chunks):
        after = chunks[i + 1] if i + 1 < len(chunks) else ""
        # "1 枚保留": the number goes with its counter (a line may break before the number)
        counts = chunk.isdigit() and not after.isascii() and unicodedata.category(after[0]).startswith("L") \
            and not after.startswith(HONORIFICS)
        # "ラウンド 4", "ラウンド 1：中村", "中村 さん", and the counter after its number: one piece
        joins = counted or (not counts and (chunk[:1].isdigit() or chunk.startswith(HONORIFICS)))
        if pieces and pieces[-1] and joins:
            pieces[-1] += NO_BREAK_SPACE + chunk
        else:
            pieces.append(chunk)
        counted = counts
    return " ".join(keep(p) for p in pieces)


class KeepWordsLabel(QLabel):
    """A word-wrapped label whose Japanese breaks only between its space-separated words (see
    ``keep_words``), unless a word alone is wider than the label. ``text()`` is the text as given."""

    def __init__(self, text: str = "", parent=None):
        super().__init__(parent)
        self._plain = ""
        self.setWordWrap(True)
        if text:
            self.setText(text)

    def setText(self, text: str) -> None:
        self._plain = text
        self.setAccessibleName(text)
        self._show_words()

    def text(self) -> str:
        return self._plain

    def plain_text(self) -> str:
        return self._plain

    def _show_words(self) -> None:
        from PySide6.QtGui import QFontMetricsF

        box = self.contentsRect()
        # asked on every new text, resize, font and style change (a page's restyle sends one to each
        # label under it): measured again only when the text, the room or the font changed
        key = (self._plain, self.width(), box.width(), self.height() - box.height(), self.margin(), self.font())
        if key == getattr(self, "_shown_for", None):
            return
        self._shown_for = key
        room = box.width() - 2 * self.margin() - 4
        fm = QFontMetricsF(self.font())
        shown = self._drawn(keep_words(self._plain,
                                       (lambda w: fm.horizontalAdvance(w) <= room) if room > 20 else None))
        if QLabel.text(self) != shown:
            QLabel.setText(self, shown)
        # the wrapped height as the least one: a layout's least size does not count a label's height
        # for its width, and a page in a scroll area would otherwise squeeze what lies below
        if self.width() > 20:
            need = self.wrapped_height()  # (0 on one line: the label's own least height holds it)
            if need != self.minimumHeight():
                self.setMinimumHeight(need)

    # at larger text (View > Larger text) at most this many lines, the last ending in "…" and the
    # whole text in the tooltip: a less important line gives way to the controls (0: every line)
    larger_lines = 0
    # ...or at every text size, for a line that gives way whenever its controls are short of room
    cut_at_every_size = False

    def set_larger_lines(self, lines: int) -> None:
        """``larger_lines`` changed while shown: the text cut again to the new number of lines."""
        if lines != self.larger_lines:
            self.larger_lines = lines
            self._shown_for = None
            self._show_words()

    def _drawn(self, shown: str) -> str:
        """The text to draw, given the text with its word joiners: cut to ``larger_lines`` lines."""
        if not self.larger_lines:
            return shown
        from tableapp.ui import style

        cut = shown
        base = (self.parentWidget() or self).font().pointSizeF()  # the app's text size
        if (self.cut_at_every_size or base > style.BASE_PT + 0.5) and self.width() > 20:
            cut = self._cut_to_lines(shown, self.larger_lines)
        tip = self._plain if cut != shown else ""  # cut short: the whole text in the tooltip
        if self.toolTip() != tip:
            self.setToolTip(tip)
        return cut

    def _cut_to_lines(self, text: str, lines: int) -> str:
        """``text`` as wrapped at the label's width, cut after ``lines`` lines: the last of them ends in
        "…" where the width runs out, inside a word if need be ("Only for Maximilia…", not "Only
        for…"); ``text`` itself when it takes no more."""
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QTextLayout, QTextOption

        fm = self.fontMetrics()
        # QLabel wraps a little before its contents width: a style sheet's padding counts twice
        chrome = self.width() - self.contentsRect().width()
        room = max(1, self.width() - 2 * chrome - 2 * self.margin() - 6)
        layout = QTextLayout(text, self.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        starts = []
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(room)
            starts.append(line.textStart())
        layout.endLayout()
        if len(starts) <= lines:
            return text
        strip = " " + WORD_JOINER + NO_BREAK_SPACE
        # the lines kept as laid out here (a wider label must not re-flow them), the last one elided
        kept = [text[a:b].rstrip(strip) for a, b in zip(starts[:lines - 1], starts[1:lines])]
        rest = text[starts[lines - 1]:].replace("\n", " ")
        last = fm.elidedText(rest, Qt.TextElideMode.ElideRight, room)
        if not last.endswith("…"):
            last = last.rstrip(strip) + "…"
        return "\n".join(kept + [last])

    def wrapped_height(self) -> int:
        """The height of the text wrapped on more than one line at the label's width, with its frame and
        margins; 0 when it takes one line."""
        from PySide6.QtCore import QRect, Qt

        from .label_room import text_rect

        room = text_rect(self)  # (a framed label wraps half an "x" short of its contents rect)
        fm = self.fontMetrics()
        text = fm.boundingRect(QRect(0, 0, max(1, room.width()), 1 << 20), int(Qt.TextFlag.TextWordWrap),
                               QLabel.text(self))
        if text.height() < fm.lineSpacing() * 1.5:
            return 0
        return text.height() + self.height() - room.height()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._show_words()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        from PySide6.QtCore import QEvent

        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._show_words()


class ShrinkLabel(KeepWordsLabel):
    """Large text that stays on one line when it can: the font shrinks (from ``factor`` down to
    ``smallest`` times the app's text size) before the text wraps onto a second line. The table's
    big public line keeps its height from turn to turn, and leaves the panel its room on a small
    screen. Japanese wraps only between its words (``keep_words``).

    At larger text (View > Larger text) it gives way to the controls below: its smallest size is
    the larger of its 100 % smallest and the text around it (never smaller than at 100 %), and it
    takes at most ``larger_lines`` lines, the last ending in "…" (the tooltip has it all)."""

    larger_lines = 2
    LAST_RESORT = 0.88  # below ``smallest``, for a text that would otherwise wrap (``point_size``)

    def __init__(self, factor: float, smallest: float, parent=None):
        self._factor, self._least_factor = factor, smallest
        super().__init__(parent=parent)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def _base(self) -> float:
        return (self.parentWidget() or self).font().pointSizeF()

    @property
    def _smallest(self) -> float:
        """The smallest size, times the app's text size: as given at 100 %; at larger text down to the
        text around it, but never below the size it has at 100 % (whose turn stays as readable)."""
        from tableapp.ui import style

        base = self._base()
        if base <= 0:
            return self._least_factor
        return min(self._least_factor, max(1.0, self._least_factor * style.BASE_PT / base))

    def _full_line(self) -> int:
        """One line at the largest size: the height a shorter font keeps (so the table below does not
        move, and re-place every seat, each time the line shrinks a little for a longer text)."""
        from PySide6.QtGui import QFont, QFontMetricsF

        size = (self.parentWidget() or self).font().pointSizeF() * self._factor
        extra = self.height() - self.contentsRect().height() + 2 * self.margin()
        if getattr(self, "_line_for", None) != (size, extra):  # the layout asks on every change
            font = QFont(self.font())
            font.setPointSizeF(size)
            self._line_for = (size, extra)
            self._line = int(QFontMetricsF(font).lineSpacing() + 0.99) + max(0, extra)
        return self._line

    def heightForWidth(self, width: int) -> int:
        # as tall as the lines it paints at that width: QLabel's own answer counts a whole "x" and
        # the padding twice (a second line reserved for a text that fits), while a text a few pixels
        # wider than its paint room wraps there (a long name "to act": two lines cut in one's height)
        from PySide6.QtCore import QRect, Qt

        from .label_room import text_rect

        room = text_rect(self, width=width)
        text = self.fontMetrics().boundingRect(QRect(0, 0, max(1, room.width()), 1 << 20),
                                               int(Qt.TextFlag.TextWordWrap), QLabel.text(self))
        return max(text.height() + self.height() - room.height(), self._full_line())

    def wrapped_height(self) -> int:
        return 0  # the table's big line shrinks before it wraps; its least height stays one line

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self._full_line()))

    def minimumSizeHint(self) -> QSize:
        # one line at the smallest size: the window's minimum does not follow the size chosen for
        # the current width (that would make the page's scroll bar come and go)
        from PySide6.QtGui import QFont, QFontMetricsF

        font = QFont(self.font())
        font.setPointSizeF((self.parentWidget() or self).font().pointSizeF() * self._smallest)
        extra = self.height() - self.contentsRect().height() + 2 * self.margin()
        return QSize(60, int(QFontMetricsF(font).lineSpacing() + 0.99) + max(0, extra))

    def point_size(self) -> float:
        """As large as fits on one line, between ``smallest`` and ``factor`` times the app's text size."""
        from PySide6.QtGui import QFont, QFontMetricsF

        base = (self.parentWidget() or self).font().pointSizeF()
        # QLabel wraps a little before its contents width (label_room): kept clear of it whatever the size
        chrome = self.width() - self.contentsRect().width()
        room = self.width() - 2 * chrome - 2 * self.margin() - 6
        font = QFont(self.font())
        size = base * self._factor
        # a text a little too long at the smallest size goes a little smaller still rather than take
        # a second line (a 24-character name "to act": the seats below keep their room), never below
        # the app's text size
        floor = max(base * self._smallest * self.LAST_RESORT, min(base, base * self._smallest))
        while size > floor:
            font.setPointSizeF(max(size, floor))
            if QFontMetricsF(font).horizontalAdvance(self._plain) <= room:
                return max(size, floor)
            if size <= base * self._smallest:
                size *= 0.98
            else:
                size = max(size * 0.95, base * self._smallest)
        return base * self._smallest

    def _fit(self) -> None:
        if self.width() <= 0:
            return
        sheet = f"font-size: {self.point_size():.1f}pt;"
        if self.styleSheet() != sheet:
            self.setStyleSheet(sheet)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()
        self._show_words()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        from PySide6.QtCore import QEvent

        # a new parent, or a new text size (the app's style sheet changed): fit again (setting our
        # own size below is a style change too, which then finds nothing to change)
        if event.type() in (QEvent.Type.ParentChange, QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self._fit()
            self._show_words()
