"""The public board: the current call in huge type, this round's calls, and after a challenge
the five dice with the verdict. Drawn only from the public view (its ``detail``)."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt
from PySide6.QtWidgets import QBoxLayout, QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tableapp.ui import style
from tableapp.ui.art.dice import DiceStrip
from tableapp.ui.panels.kit.fit import FitLabel
from tableapp.ui.panels.kit.scale import restyle, sized
from tableapp.ui.widgets.one_line import KeepWordsLabel


def history_lines(view: dict[str, Any]) -> list[str]:
    """This round's calls, oldest first: "Bo: Pair of Aces (rerolled 2)"."""
    tr = QCoreApplication.translate
    items = view.get("history") or []
    lines = []
    for item in items:
        if item.get("do") == "call":
            if item.get("rerolled") is not None:
                lines.append(tr("LiarDicePanel", "{name}: {call} (rerolled {n})").format(
                    name=item["by"], call=item["name"], n=item["rerolled"]))
            else:
                lines.append(tr("LiarDicePanel", "{name}: {call}").format(name=item["by"], call=item["name"]))
    return lines


def fresh_showdown(view: dict[str, Any]) -> dict[str, Any] | None:
    """The showdown that closed the previous round (or ended the game), while no call has been
    made since: the moment everyone looks at the dice."""
    last = view.get("last_showdown")
    if not last:
        return None
    if view.get("phase") == "over":
        return last if last.get("round") == view.get("round") else None
    if last.get("round") == (view.get("round") or 0) - 1 and not view.get("history"):
        return last
    return None


def showdown_caption(last: dict[str, Any]) -> str:
    return QCoreApplication.translate("LiarDicePanel", "Round {n}: {challenger} challenged {caller}").format(
        n=last["round"], challenger=last["challenger"], caller=last["caller"])


class Reveal(QWidget):
    """Five dice shown to everyone and the verdict in one sentence (side by side when ``wide``)."""

    def __init__(self, wide: bool = False, parent=None):
        super().__init__(parent)
        lay = QHBoxLayout(self) if wide else QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(12 if wide else 6)
        self.dice = DiceStrip(3.6 if wide else 3.2)
        if wide:
            self.dice.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        lay.addWidget(self.dice, 0 if wide else 0)
        self.verdict = FitLabel(1.8 if wide else 1.7, 1.05, lines=3 if wide else 5, color=style.TURN)
        lay.addWidget(self.verdict, 1)
        self.wide = wide

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.wide:  # side by side, the dice leave the verdict at least half the width (larger text)
            most = self.width() // 2
            if self.dice.maximumWidth() != most:
                self.dice.setMaximumWidth(most)

    def show_showdown(self, last: dict[str, Any], pips: bool) -> None:
        self.dice.set_faces(list(last["faces"]), pips=pips)
        self.verdict.setText(last["text"])


class CallBoard(QFrame):
    """The left of the panel, for the whole table: the current call (or the last showdown), this
    round's calls; or, while the table enters the dice, what the panel puts here (``set_extra``)."""

    MAX_LINES = 4  # earlier calls are in the game log
    CAPTION = 1.15  # the caption's size, times the app's text size (at 100 %)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("ldBoard")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"QFrame#ldBoard {{ background: {style.PANEL}; border: 2px solid {style.THEME.line_dim}; "
                           f"border-radius: 12px; }} QFrame#ldBoard QLabel {{ background: transparent; }}")
        # its height follows the panel's, never its text: a call or a note that wraps onto a second
        # line must not make the panel grow and the table above jump (the labels shrink to fit)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 8, 14, 8)
        self.main = QWidget()
        self.main.setStyleSheet("background: transparent;")
        lay = QVBoxLayout(self.main)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        outer.addWidget(self.main, 1)
        head = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        # wrapped between words: Japanese never breaks inside one ("中/村")
        self._caption_style = f"color: {style.MUTED}; font-weight: bold;"  # (the theme of the moment)
        self.caption = sized(KeepWordsLabel(), self.CAPTION, self._caption_style)
        self.caption.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        # at larger text a long "X called:" gives way (whole in its tooltip): on a narrow board the call
        # needs the height more; a showdown's caption never does (show_view)
        self.caption.larger_lines = 2
        head.addWidget(self.caption, 1)
        self.corner = head  # the panel's "Table" menu, out of the way
        lay.addLayout(head)
        self.call = FitLabel(3.2, 1.5, lines=2)
        lay.addWidget(self.call, 3)
        self.note = sized(QLabel(), 1.35, f"color: {style.ACCENT}; font-weight: bold;")
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        self.reveal = Reveal()
        lay.addWidget(self.reveal, 4)
        self.history = sized(QLabel(), 1.1, f"color: {style.INK};")
        self.history.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.history.setWordWrap(True)  # newest first: when room runs out, the oldest go
        self.history.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.history.installEventFilter(self)  # a new height: as many whole lines as fit (_fill_history)
        lay.addWidget(self.history, 2)
        self.action_row = QHBoxLayout()  # the panel's Challenge button: right under the call it challenges
        lay.addLayout(self.action_row)
        self.action: QWidget | None = None
        self.extra: QWidget | None = None
        self._outer = outer

    def stack_head(self, stacked: bool) -> None:
        """Larger text on a narrow board: the Table menu above the caption, not beside it (the caption
        keeps the board's whole width for a long name)."""
        menu = self.corner.itemAt(1).widget() if self.corner.count() > 1 else None
        self.corner.setDirection(QBoxLayout.Direction.BottomToTop if stacked else QBoxLayout.Direction.LeftToRight)
        if menu is not None:
            self.corner.setAlignment(menu, Qt.AlignmentFlag.AlignRight if stacked else Qt.AlignmentFlag.AlignTop)

    def size_caption(self, larger: bool, base: float) -> None:
        """Larger text: the caption in the text's own size (never smaller than at 100 %), as the
        panel's prompt. A showdown's caption names who challenged whom whole, and at 1.15 times
        two long names ("Anastasia-Josephine challenged Maximilian-Alexander") took a line each
        and more on a narrow board, leaving the verdict under it no room."""
        sized(self.caption, 1.0 if larger else self.CAPTION, self._caption_style)
        restyle(self.caption, base)

    def set_action(self, widget: QWidget | None) -> None:
        if self.action is not None:
            self.action_row.removeWidget(self.action)
            self.action.hide()
            self.action.deleteLater()
        self.action = widget
        if widget is not None:
            self.action_row.addWidget(widget)

    def set_extra(self, widget: QWidget | None) -> None:
        """Show ``widget`` instead of the call and the history (None: back to them)."""
        if self.extra is not None:
            self._outer.removeWidget(self.extra)
            self.extra.hide()
            self.extra.deleteLater()
        self.extra = widget
        if widget is not None:
            self._outer.addWidget(widget, 1)
        self.main.setVisible(widget is None)

    def show_view(self, view: dict[str, Any], declared: tuple[str, int] | None = None, pips: bool = False) -> None:
        """Redraw from the public view; ``declared``: (player, count) said aloud at the table, not yet
        sent with a call (physical mode)."""
        tr = QCoreApplication.translate
        last = fresh_showdown(view)
        showing = last is not None
        self.reveal.setVisible(showing)
        self.call.setVisible(not showing)
        # who challenged whom is the showdown's first fact: whole on as many lines as it takes (the
        # verdict under it takes a smaller size if need be); only "X called:" is cut at larger text
        self.caption.set_larger_lines(0 if showing else 2)
        if showing:
            self.reveal.show_showdown(last, pips)
            self.caption.setText(showdown_caption(last))
        elif view.get("call_name"):
            self.caption.setText(tr("LiarDicePanel", "{name} called:").format(name=view.get("caller")))
            self.call.setText(view["call_name"])
        else:
            self.caption.setText(tr("LiarDicePanel", "Round {n}: no call yet").format(n=view.get("round")))
            self.call.setText(tr("LiarDicePanel", "{name} calls first").format(name=view.get("starter")))
        note = ""
        history = view.get("history") or []
        last_item = history[-1] if history else None
        if declared is not None:
            note = (tr("LiarDicePanel", "{name} rerolls 1 die") if declared[1] == 1 else
                    tr("LiarDicePanel", "{name} rerolls {n} dice")).format(name=declared[0], n=declared[1])
        elif last_item and last_item.get("do") == "accept":
            if view.get("rerolled") is not None:
                note = (tr("LiarDicePanel", "{name} accepted and rerolled 1 die") if view["rerolled"] == 1 else
                        tr("LiarDicePanel", "{name} accepted and rerolled {n} dice")).format(
                    name=last_item["by"], n=view["rerolled"])
            else:
                note = tr("LiarDicePanel", "{name} accepted").format(name=last_item["by"])
        elif last_item and last_item.get("rerolled") is not None:
            note = (tr("LiarDicePanel", "after rerolling 1 die") if last_item["rerolled"] == 1 else
                    tr("LiarDicePanel", "after rerolling {n} dice")).format(n=last_item["rerolled"])
        self.note.setText(note)
        self.note.setVisible(bool(note) and not showing)
        lines = history_lines(view)[:-1]  # the current call is above, in large type
        self._earlier = [f"{i}. {line}" for i, line in enumerate(lines, start=1)][::-1]
        self._fill_history()
        self.history.setVisible(bool(self._earlier) and not showing)

    def _fill_history(self) -> None:
        """The newest earlier calls that fit the history's box, whole; the rest counted ("… and 3 earlier")."""
        earlier = getattr(self, "_earlier", [])
        fm = self.history.fontMetrics()
        room = self.history.contentsRect()
        flags = int(Qt.TextFlag.TextWordWrap)
        most = len(earlier) if len(earlier) <= self.MAX_LINES else self.MAX_LINES - 1  # with "… and n earlier"
        for keep in range(most, -1, -1):
            shown = earlier[:keep]
            if keep < len(earlier):
                more = len(earlier) - keep
                shown = shown + [QCoreApplication.translate("LiarDicePanel", "… and {n} earlier").format(n=more)]
            text = "\n".join(shown)
            if room.height() <= 0 or fm.boundingRect(QRect(0, 0, max(1, room.width()), 1 << 20), flags,
                                                     text).height() <= room.height():
                break
        if self.history.text() != text:
            self.history.setText(text)

    def eventFilter(self, obj, event) -> bool:
        if obj is self.history and event.type() == QEvent.Type.Resize:
            self._fill_history()
        return super().eventFilter(obj, event)


class EndView(QWidget):
    """The end page of the table view: the winner and the pot in huge type, and the last
    showdown when the game ended on one (not when the last opponent left)."""

    def __init__(self, view: dict[str, Any], won: int, pips: bool, parent=None):
        super().__init__(parent)
        tr = QCoreApplication.translate
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.banner = FitLabel(3.0, 1.6, lines=1, color=style.TURN)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        winner = view.get("winner") or ""
        self.banner.setText(tr("LiarDicePanel", "{name} wins the pot of {n}").format(name=winner, n=won) if won
                            else tr("LiarDicePanel", "{name} wins").format(name=winner))
        lay.addWidget(self.banner, 2)
        last = fresh_showdown(view)
        if last is not None:
            caption = sized(KeepWordsLabel(showdown_caption(last)), 1.2, f"color: {style.MUTED}; font-weight: bold;")
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            lay.addWidget(caption)
            self.reveal = Reveal(wide=True)
            self.reveal.show_showdown(last, pips)
            lay.addWidget(self.reveal, 3)
