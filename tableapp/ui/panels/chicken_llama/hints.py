"""The private screen's hint on marking bills, shown whole at every text size (issue 11: larger text
up to 200 % never cuts anything). It wraps between words; when its whole wording would take more
than ``HintLabel.MOST_LINES`` lines at the label's width (larger text, a narrow side column) it says
a shorter one instead, whole too, with the whole wording in its tooltip: a hint cut with "…" ("Marking
bill 1: Q W A S corners, H…") hid the very keys it was there to tell, and the whole wording wraps
on three or four lines at 200 %, more than a draw turn has room for under the header.

Its least height is that of the tallest hint the page may switch to (``also``): a bill taking the
keyboard focus changes the hint, and a taller one then would squeeze the buttons below it (the panel
measures its page at each refresh, not at each focus change)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLabel

from tableapp.ui.widgets.one_line import NO_BREAK_SPACE, WORD_JOINER, KeepWordsLabel, keep_words

Wordings = tuple[str, str]  # (whole, short)


def tr(text: str) -> str:
    return QCoreApplication.translate("ChickenLlamaPanel", text)


def marking_hint(n: int) -> Wordings:
    """While bill ``n`` (1-based) has the keyboard: its keys, and how to get out (the focus ring says
    which bill, so the short one leaves its number out)."""
    return (tr("Marking bill {n}: Q W A S corners, H V creases, 1-9 dots. Arrows: another bill. Enter: done.")
            .format(n=n),
            tr("Q W A S corners, H V creases, 1-9 dots. Enter: done."))


def bills_hint() -> Wordings:
    """While the holder may mark: how, and that everyone sees a mark for good."""
    return (tr("Your bills. Click a corner, a crease line or a dot to mark one: "
               "marks are permanent and everyone sees them."),
            tr("Click a bill to mark it: permanent and public."))


def no_marks_hint() -> Wordings:
    return tr("No more marks this round: the table's limit is reached."), tr("No more marks this round.")


def lower_under_bills(hint: "HintLabel", bills: QSize, side: int, rest: int, gap: int) -> bool:
    """Whether the page is lower with ``hint`` under the bills (``bills``: their size) than in the side
    beside them (``side`` px wide, ``rest`` px tall without the hint: the news, the marking button)."""
    beside = max(bills.height(), rest + gap + hint.height_at(side))
    under = max(bills.height() + gap + hint.height_at(bills.width()), rest)
    return under < beside


class HintLabel(KeepWordsLabel):
    """A wrapped hint, never cut: its whole wording while it takes at most MOST_LINES lines at the
    label's width, else its shorter one (whole, however many lines it takes). ``text()`` is the whole
    wording; the tooltip holds it while the short one shows."""

    MOST_LINES = 2

    def __init__(self, parent=None):
        super().__init__(parent=parent)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # (in a reserved height)
        self._short = ""
        self._also: tuple[Wordings, ...] = ()

    def set_hint(self, wordings: Wordings | None, also: tuple[Wordings, ...] = ()) -> None:
        """Show ``wordings``; ``also``: the hints the page may switch to, whose height it keeps."""
        whole, short = wordings or ("", "")
        if (whole, short, also) == (self.text(), self._short, self._also):
            return
        self._short, self._also = short, also
        self._shown_for = None  # (measured again even when only the short wording changed)
        self.setText(whole)

    def _room(self, width: int) -> int:
        """The width a line may take in a label ``width`` wide: QLabel wraps a little before its
        contents width (a style sheet's padding counts twice), as KeepWordsLabel._cut_to_lines has it."""
        chrome = self.width() - self.contentsRect().width()
        return max(1, width - 2 * chrome - 2 * self.margin() - 6)

    def _text_height(self, drawn: str, room: int) -> int:
        fm = self.fontMetrics()
        return fm.boundingRect(QRect(0, 0, room, 1 << 20), int(Qt.TextFlag.TextWordWrap), drawn).height()

    def drawn_at(self, wordings: Wordings, width: int) -> tuple[str, bool]:
        """The text drawn in a label ``width`` wide (with its word joiners), and whether it is the short one."""
        whole, short = wordings
        room = self._room(width)
        fm = QFontMetricsF(self.font())
        fits = (lambda w: fm.horizontalAdvance(w) <= room) if room > 20 else None
        drawn = keep_words(whole, fits)
        most = self.fontMetrics().lineSpacing() * (self.MOST_LINES + 0.5)
        if short and room > 20 and self._text_height(drawn, room) > most:
            return keep_words(short, fits), True
        return drawn, False

    def height_at(self, width: int) -> int:
        """Its least height in a label ``width`` wide: the tallest of the hints it may show (its own,
        ``also``), with its frame and margins."""
        room = self._room(width)
        hints = [(self.text(), self._short)] + [w for w in self._also if w[0]]
        text = max((self._text_height(self.drawn_at(w, width)[0], room) for w in hints if w[0]), default=0)
        return text + (self.height() - self.contentsRect().height()) + 2 * self.margin()

    def _drawn(self, shown: str) -> str:
        # (KeepWordsLabel's hook: ``shown`` is the whole wording with its word joiners)
        chosen, short = self.drawn_at((self.text(), self._short), self.width()) if self.width() > 20 \
            else (shown, False)
        tip = self.text() if short else ""
        if self.toolTip() != tip:
            self.setToolTip(tip)
        return chosen

    def wrapped_height(self) -> int:
        if self.width() <= 20:
            return super().wrapped_height()
        need = self.height_at(self.width())
        return need if need >= self.fontMetrics().lineSpacing() * 1.5 else 0

    def shown_wording(self) -> str:
        """The wording drawn now (the whole or the short one), without its word joiners."""
        return QLabel.text(self).replace(WORD_JOINER, "").replace(NO_BREAK_SPACE, " ")
