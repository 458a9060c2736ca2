""""Table ▾": every game panel's menu of rare actions, out of the way on purpose. It always holds
"A player leaves…" (Ctrl+Shift+L), confirmed in the engine's own words (``LeaveDialog``), and "End
the game early…" (Ctrl+Shift+E), confirmed with the engine's words for the split; a game adds its
own (Liar Dice: void the round; Chicken or Llama: the reveal log) with ``add``. Each action's
shortcut works while the panel is shown, without opening the menu.

Which players may leave, and whether the game can end now, is asked of the engine (the action
played on a copy of the game, ``controller.refusal``) when the menu is used, not on every refresh."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QPushButton

from .leave_dialog import LeaveDialog

LEAVE_KEY = "Ctrl+Shift+L"
END_KEY = "Ctrl+Shift+E"


def refocus(widget) -> None:
    """After a modal dialog: the main window active again, the keys with the table."""
    again = getattr(widget.window(), "refocus", None)
    if again is not None:
        again()


def leave_actions(controller) -> list:
    """One leave action per player the engine lets leave now, in seat order (asked of the engine)."""
    c = controller
    view = c.public()
    if view is None or view.over or c.read_only:
        return []
    out = []
    for seat in view.seats:
        if not seat.playing:
            continue
        try:
            action = c.parse_action({"by": seat.name, "do": "leave"})
        except ValueError:  # a game without leaving
            return []
        if c.refusal(action) is None:
            out.append(action)
    return out


def end_action(controller):
    """The game's EndGame action, or None when its engine knows no early end."""
    try:
        return controller.parse_action({"do": "end-game"})
    except ValueError:
        return None


def confirm_end(controller, parent) -> bool:
    """CORE-E1: say what ending now does, in the engine's words, and end the game only on Yes."""
    tr = QCoreApplication.translate
    action = end_action(controller)
    if action is None:
        return False
    why = controller.refusal(action)
    if why is not None:
        controller.show_error(why)
        return False
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(tr("TableMenu", "End the game early?"))
    box.setText(tr("TableMenu", "End the game now? The pot is split equally among the players still in; "
                                "what does not split evenly waits for the next game. Ctrl+Z takes it back."))
    box.setInformativeText(controller.describe(action))
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.button(QMessageBox.StandardButton.Yes).setText(tr("TableMenu", "End the game"))
    box.setDefaultButton(QMessageBox.StandardButton.No)
    answer = box.exec()
    refocus(parent)
    return answer == QMessageBox.StandardButton.Yes and controller.submit(action)


class TableMenuButton(QPushButton):
    """The menu button a panel puts in its corner. ``leaves()``: the leave actions offered now (by
    default asked of the engine, see ``leave_actions``)."""

    def __init__(self, panel, leaves: Callable[[], list] | None = None, parent=None):
        super().__init__(parent)
        self.panel = panel
        self.leaves = leaves or (lambda: leave_actions(panel.controller))
        self.setText(QCoreApplication.translate("TableMenu", "Table ▾"))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMenu(QMenu(self))
        self.leave_action = self.add(QCoreApplication.translate("TableMenu", "A player leaves the game…"),
                                     LEAVE_KEY, self.leave)
        self.end_action = self.add(QCoreApplication.translate("TableMenu", "End the game early…"),
                                   END_KEY, self.end_game)
        self.setToolTip(QCoreApplication.translate(
            "TableMenu", "A player leaves ({leave}); end the game early ({end})").format(leave=LEAVE_KEY, end=END_KEY))

    def add(self, text: str, key: str | None, slot: Callable[[], object], before: QAction | None = None) -> QAction:
        """An action in the menu (before ``before``, else at the end), its key live on the panel."""
        action = QAction(text, self.panel)
        if key:
            action.setShortcut(QKeySequence(key))
        action.triggered.connect(lambda _=False: slot())
        if before is not None:
            self.menu().insertAction(before, action)
        else:
            self.menu().addAction(action)
        self.panel.addAction(action)  # the shortcut works without opening the menu
        return action

    def update_actions(self) -> None:
        """Cheap, on every refresh: on while the game goes on (the engine decides when used)."""
        c = self.panel.controller
        view = c.public()
        on = view is not None and not view.over and not c.read_only
        self.leave_action.setEnabled(on)
        self.end_action.setEnabled(on)

    update_leave = update_actions

    def leave(self) -> None:
        leaves = self.leaves()
        if leaves:
            LeaveDialog(self.panel.controller, leaves, self.panel).exec()
            refocus(self.panel)
        elif self.leave_action.isEnabled():  # say why, in the engine's words when it has them
            c = self.panel.controller
            view = c.public()
            why = None
            for seat in view.seats if view is not None else ():
                if seat.playing:
                    try:
                        why = c.refusal(c.parse_action({"by": seat.name, "do": "leave"}))
                    except ValueError as e:
                        why = str(e)
                    break
            c.show_error(why or QCoreApplication.translate("TableMenu", "Nobody can leave the game at this moment."))

    def end_game(self) -> None:
        confirm_end(self.panel.controller, self.panel)
