"""The page of a seat's news (digital hot seat): what the seat just got privately (e.g. the card it drew),
shown to it alone before the screen passes on (``controller.news_seat``). The kit's panel shows it
instead of the page of the moment, behind the seat's cover, until the seat presses "Done" (Enter);
then the next seat's cover comes up. The new pieces are marked ("new" under each)."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from tableapp.core.views import PrivateView
from tableapp.ui.art.cards import CardRow
from tableapp.ui.widgets.side_by_side import SideBySide


def tr(text: str) -> str:
    return QCoreApplication.translate("PanelKit", text)


def news_pieces(private: PrivateView, lines: float = 3.4) -> QWidget:
    """The seat's pieces, the fresh ones marked: cards as cards, anything else in words."""
    faces = [p.face for p in private.pieces]
    if all(p.kind == "card" for p in private.pieces):
        row = CardRow(lines)
        row.set_faces(faces, selected=set(private.fresh),
                      captions=[tr("new") if i in private.fresh else "" for i in range(len(faces))])
        row.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)  # its cards' width
        return row
    words = QLabel(", ".join(
        (tr("{face} (new)").format(face=f) if i in private.fresh else str(f)) for i, f in enumerate(faces)))
    words.setWordWrap(True)
    return words


class NewsPage(QWidget):
    """``pieces``: how the panel draws the seat's pieces (default ``news_pieces``); ``done``: the seat has
    seen them (the kit's panel then lets the screen pass)."""

    def __init__(self, private: PrivateView, done: Callable[[], None], pieces: QWidget | None = None,
                 parent=None):
        super().__init__(parent)
        # the pieces, and beside them what to do: as low as a turn's page ("Only for X" and Hide are
        # the cover's, above it); under them when both do not fit the width (larger text)
        row = SideBySide(self, spacing=16)
        row.setContentsMargins(0, 0, 0, 0)
        self.pieces = pieces if pieces is not None else news_pieces(private)
        row.addWidget(self.pieces, 0, Qt.AlignmentFlag.AlignTop)
        side = QVBoxLayout()
        side.setSpacing(6)
        self.hint = QLabel(tr("What you just got is marked. Look, then pass the screen on."))
        self.hint.setWordWrap(True)
        side.addWidget(self.hint)
        self.done = QPushButton(tr("Done: pass the screen (Enter)"))
        self.done.setProperty("role", "action")
        self.done.setMinimumHeight(44)
        self.done.setShortcut(QKeySequence(Qt.Key.Key_Return))
        self.done.clicked.connect(done)
        side.addWidget(self.done, 0, Qt.AlignmentFlag.AlignLeft)
        side.addStretch(1)
        row.addLayout(side, 1)

    @property
    def buttons(self) -> list[QPushButton]:
        return [self.done]
