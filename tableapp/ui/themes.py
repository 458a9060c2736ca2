"""The app's colours: dark (the original look), light and high contrast (Settings > Theme).

A theme is a table of colours named by what they paint; ``style.stylesheet`` and the widgets that
paint themselves read them from ``style`` (``style.use_theme`` switches). The system's choice
(``QStyleHints.colorScheme`` and the accessibility contrast preference) is the default.
"""
from __future__ import annotations

from dataclasses import dataclass

SYSTEM = "system"


@dataclass(frozen=True)
class Theme:
    id: str
    back: str  # the window
    panel: str  # menus, status bar, headers
    field: str  # text fields, lists, tables
    ink: str  # text
    muted: str  # secondary text, still 7:1 on ``back``
    out: str  # disabled text, a player out
    line: str  # a control's border
    line_dim: str  # a disabled control's border, group frames
    indicator: str  # a check box's or radio button's box
    button: str
    action: str  # an action button (the panels' big buttons)
    primary: str  # the default button of a dialog
    primary_line: str
    accent: str  # hover border, selection, a checked button
    on_accent: str  # text on ``accent``
    checked_line: str  # the border of a checked button
    turn: str  # the seat whose turn it is: its frame, the big line
    turn_fill: str  # the turn badge
    on_turn: str  # text on ``turn_fill``
    turn_back: str  # the background of the seat whose turn it is
    focus: str  # the focus ring: never the colour of an unfocused border
    border: int  # a control's border width in px (the focus ring keeps it: nothing moves)
    danger: str
    warn_back: str  # a button that costs something (Chicken or Llama's withdrawal)
    warn_line: str
    error_back: str
    info_back: str
    cover_back: str  # "pass the screen to X"
    felt: str
    felt_edge: str
    felt_line: str
    on_felt: str  # the pot on the felt
    seat: tuple[str, str]  # (background, border)
    seat_out: tuple[str, str]
    arrows: str = ""  # the spin box's and combo box's arrows: "" light ones, "-dark-ink" dark ones

    @property
    def seat_turn(self) -> tuple[str, str]:
        return self.turn_back, self.turn


DARK = Theme(
    id="dark", back="#14181c", panel="#1f252b", field="#0c0f12", ink="#f4f4f4", muted="#b8c0c8", out="#6c737a",
    line="#5b6773", line_dim="#39424b", indicator="#9aa5b1", button="#2d3640", action="#263a4d",
    primary="#1f6f4a", primary_line="#4cc38a", accent="#4fc3f7", on_accent="#000000", checked_line="#ffffff",
    turn="#ffd54a", turn_fill="#ffd54a", on_turn="#000000", turn_back="#3a3415", focus="#ffd54a", border=2,
    danger="#ff6b6b", warn_back="#4a2c12", warn_line="#ff9f43", error_back="#5c1a1a", info_back="#173a52", cover_back="#0a2233",
    felt="#0d5c3a", felt_edge="#6b4a26", felt_line="#1b7a50", on_felt="#ffffff",
    seat=("#1c2630", "#5b6773"), seat_out=("#20242a", "#39424b"))

LIGHT = Theme(
    id="light", back="#f4f5f7", panel="#e2e6ea", field="#ffffff", ink="#101418", muted="#3d4750", out="#6b737b",
    line="#6b7785", line_dim="#b4bcc4", indicator="#4f5a66", button="#e8ecf0", action="#dcebf8",
    primary="#d2f0df", primary_line="#1d7a4c", accent="#0b5cad", on_accent="#ffffff", checked_line="#000000",
    turn="#7a4f00", turn_fill="#ffd54a", on_turn="#000000", turn_back="#fff3c4", focus="#c2410c", border=2,
    danger="#b3261e", warn_back="#ffe8cc", warn_line="#b35400", error_back="#fde4e2", info_back="#e1effa", cover_back="#e6f0f8",
    felt="#1f6b45", felt_edge="#8a6a3f", felt_line="#2f8f5f", on_felt="#ffffff",
    seat=("#ffffff", "#6b7785"), seat_out=("#e4e6e9", "#a9b1b9"), arrows="-dark-ink")

CONTRAST = Theme(
    id="contrast", back="#000000", panel="#000000", field="#000000", ink="#ffffff", muted="#f0f0f0",
    out="#a8a8a8", line="#c8c8c8", line_dim="#8c8c8c", indicator="#ffffff", button="#000000", action="#000000",
    primary="#002a14", primary_line="#00ff80", accent="#00ffff", on_accent="#000000", checked_line="#ffffff",
    turn="#ffff00", turn_fill="#ffff00", on_turn="#000000", turn_back="#000000", focus="#ffff00", border=3,
    danger="#ff7070", warn_back="#000000", warn_line="#ff9f43", error_back="#3a0000", info_back="#00213a", cover_back="#000000",
    felt="#002a12", felt_edge="#ffffff", felt_line="#ffffff", on_felt="#ffffff",
    seat=("#000000", "#ffffff"), seat_out=("#000000", "#8c8c8c"))

THEMES = {t.id: t for t in (DARK, LIGHT, CONTRAST)}
CHOICES = (SYSTEM, "dark", "light", "contrast")  # Settings > Theme, in menu order


def system_theme() -> str:
    """The system's choice: high contrast when asked for, else its light or dark scheme (dark, the
    original look, when it says nothing)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        return DARK.id
    hints = QGuiApplication.styleHints()
    access = getattr(hints, "accessibility", None)  # Qt 6.10
    if access is not None:
        if access().contrastPreference() == Qt.ContrastPreference.HighContrast:
            return CONTRAST.id
    return LIGHT.id if hints.colorScheme() == Qt.ColorScheme.Light else DARK.id


def resolve(choice: str | None) -> Theme:
    """The theme for a saved choice ("system" or a theme id; anything else: the system's)."""
    return THEMES.get(choice or SYSTEM) or THEMES[system_theme()]
