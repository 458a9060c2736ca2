"""Restore…: choose one of the automatic backups to put back in place of the night database."""
from __future__ import annotations

import time

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout

ROLE_PATH = 256  # Qt.ItemDataRole.UserRole


class RestoreDialog(QDialog):
    def __init__(self, found, db_path, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Restore a backup"))
        self.resize(640, 420)
        lay = QVBoxLayout(self)
        intro = QLabel(self.tr(
            "Put a copy back in place of {path}. The file it replaces is kept beside it, unchanged.").format(
            path=db_path))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Backups"))
        for b in found:
            when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(b.when))
            if b.nights is None:
                what = self.tr("cannot be read")
            else:
                what = (self.tr("1 night") if b.nights == 1 else self.tr("{n} nights").format(n=b.nights)) + (
                    self.tr(", last: {title}").format(title=b.last_title) if b.last_title else "")
            reason = {"game": self.tr("after a game"), "quit": self.tr("on quit"),
                      "before-upgrade": self.tr("before an upgrade")}.get(b.reason, b.reason)
            item = QListWidgetItem(f"{when}  ·  {reason}  ·  {what}")
            item.setData(ROLE_PATH, str(b.path))
            self.list.addItem(item)
        if found:
            self.list.setCurrentRow(0)
        self.list.itemActivated.connect(lambda _item: self.accept())
        lay.addWidget(self.list, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.restore_button = buttons.addButton(self.tr("Restore"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.restore_button.setEnabled(bool(found))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def chosen(self) -> str | None:
        item = self.list.currentItem()
        return item.data(ROLE_PATH) if item is not None else None
