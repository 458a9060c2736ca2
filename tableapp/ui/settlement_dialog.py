"""File > End night (and View > Settlement): each player's buy-ins, what they hold and their net,
and who pays whom with the fewest transfers; in money too when a chip has a value (a setting of
the night, kept beside its log)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QFormLayout, QHBoxLayout, QHeaderView,
                               QLabel, QLineEdit, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout)

from tableapp.core.errors import TableError
from tableapp.export.settlement import Settlement, chips_text, parse_chip_value, settle

from . import screen
from .widgets.wheel_guard import wheel_when_focused

CURRENCIES = ["", "EUR", "USD", "GBP", "JPY", "CHF", "CAD", "AUD", "SEK", "NOK", "DKK", "PLN", "CZK", "KRW"]


def saved_money(session) -> tuple[str, str]:
    """The night's chip value and currency as kept in its store ("" when none)."""
    store = getattr(session, "store", None)
    if store is None or session.id is None or not hasattr(store, "_con"):
        return getattr(session, "chip_value", ""), getattr(session, "currency", "")
    from tableapp.store.extras import night_settings

    try:
        found = night_settings(store, session.id)
    except TableError:
        return "", ""
    return found.get("chip_value", ""), found.get("currency", "")


def save_money(session, value: str, currency: str) -> None:
    store = getattr(session, "store", None)
    session.chip_value, session.currency = value, currency  # an unsaved night keeps them while open
    if store is None or session.id is None or not hasattr(store, "_con"):
        return
    from tableapp.store.extras import set_night_setting

    set_night_setting(store, session.id, "chip_value", value)
    set_night_setting(store, session.id, "currency", currency if value else "")


def night_settlement(session) -> Settlement:
    """The settlement with the night's own chip value (in chips if it has none, or a bad one)."""
    value, currency = saved_money(session)
    try:
        return settle(session, value or None, currency)
    except ValueError:
        return settle(session)


class SettlementDialog(QDialog):
    def __init__(self, session, parent=None, can_end: bool = False):
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("End night") if can_end else self.tr("Settlement"))
        screen.fit(self, 860, 760)  # the screen's height: at larger text the table keeps several rows
        lay = QVBoxLayout(self)
        heading = QLabel(session.title)
        heading.setProperty("role", "heading")
        lay.addWidget(heading)

        form = QFormLayout()
        money = QHBoxLayout()
        value, currency = saved_money(session)
        self.value_edit = QLineEdit(value)
        self.value_edit.setPlaceholderText(self.tr("none: settle in chips"))
        self.value_edit.textChanged.connect(self.recompute)
        money.addWidget(self.value_edit, 1)
        self.currency = wheel_when_focused(QComboBox())
        self.currency.setEditable(True)
        self.currency.addItems(CURRENCIES)
        self.currency.setCurrentText(currency)
        self.currency.currentTextChanged.connect(self.recompute)
        money.addWidget(QLabel(self.tr("Currency")))
        money.addWidget(self.currency)
        form.addRow(self.tr("Value of one chip"), money)
        lay.addLayout(form)
        self.error = QLabel()
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)
        lay.addWidget(self.error)

        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # each row as high as its text at the text size in use (the default height cut it at larger text)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        lay.addWidget(self.table, 1)
        pays = QLabel(self.tr("Who pays whom"))
        pays.setProperty("role", "heading")
        lay.addWidget(pays)
        self.payments = QLabel()
        self.payments.setWordWrap(True)
        self.payments.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.payments)
        self.note = QLabel()
        self.note.setWordWrap(True)
        lay.addWidget(self.note)

        row = QHBoxLayout()
        self.report_button = QPushButton(self.tr("Night report…"))
        self.report_button.setAutoDefault(False)
        self.report_button.clicked.connect(self.open_report)
        row.addWidget(self.report_button)
        row.addStretch(1)
        self.end_button = None
        if can_end:
            self.end_button = QPushButton(self.tr("End the night"))
            self.end_button.setToolTip(self.tr("The night then opens read-only; the chips stay as they are in the ledger."))
            self.end_button.clicked.connect(self.accept)
            row.addWidget(self.end_button)
        close = QPushButton(self.tr("Cancel") if can_end else self.tr("Close"))
        close.setAutoDefault(False)
        close.clicked.connect(self.reject)
        row.addWidget(close)
        lay.addLayout(row)
        self.settlement: Settlement | None = None
        self.recompute()

    # -- the numbers ----------------------------------------------------------------------------------
    def recompute(self, *_args) -> None:
        text = self.value_edit.text().strip()
        currency = self.currency.currentText().strip().upper()
        try:
            value = parse_chip_value(text)
            self.error.setText("")
        except ValueError as e:
            value = None
            self.error.setText(str(e))
        self.settlement = s = settle(self.session, value, currency)
        if value is not None or not text:
            try:
                save_money(self.session, text if value is not None else "", currency)
            except TableError as e:
                self.error.setText(str(e))
        self.error.setVisible(bool(self.error.text()))  # no empty line's gap above the table
        self._fill(s)

    def _fill(self, s: Settlement) -> None:
        head = [self.tr("Player"), self.tr("Bought in"), self.tr("Cashed out"), self.tr("Holds"), self.tr("Net")]
        if s.in_money:
            head.append(self.tr("Money"))
        self.table.clear()
        self.table.setColumnCount(len(head))
        self.table.setHorizontalHeaderLabels(head)
        self.table.setRowCount(len(s.lines))
        # the names whole, the numbers share the rest
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        for r, line in enumerate(s.lines):
            cells = [line.label, "" if line.is_bank else str(line.buy_in), "" if line.is_bank else str(line.cashed_out),
                     "" if line.is_bank else _signed(line.holds).lstrip("+"), _signed(line.net)]
            if s.in_money:
                cells.append(s.money_text(line.money, sign=True))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.payments.setText("\n".join(self.payment_lines()) or self.tr("Nobody owes anybody anything."))
        notes = []
        if s.bank is not None:
            notes.append(self.tr("Chips that no player holds at the end (left in a pot, or taken back by the bank) "
                                 "are settled with the bank."))
        if s.in_money:
            notes.append(self.tr("Each amount is rounded to {unit} {currency}; they still add up to exactly zero.")
                         .format(unit=s.unit, currency=s.currency or ""))
        self.note.setText(" ".join(notes))

    def payment_lines(self) -> list[str]:
        s = self.settlement
        out = []
        for p in s.payments:
            amount = s.money_text(p.amount) if s.in_money else chips_text(p.amount)
            out.append(self.tr("{payer} pays {payee} {amount}").format(payer=s.label(p.payer), payee=s.label(p.payee),
                                                                        amount=amount))
        return out

    def open_report(self) -> None:
        from .report_dialog import NightReportDialog

        NightReportDialog(self.session, self, settlement=self.settlement).exec()


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")
