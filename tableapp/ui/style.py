"""Readable from across the table: large type, high contrast, one scale for everything.

The whole look is one application style sheet built from a text scale (View > Larger /
Smaller text). Widgets opt into a size with ``setObjectName`` or the ``role`` property.
"""
from __future__ import annotations

from .themes import DARK, Theme

BASE_PT = 13
# up to 200 %: every screen is made (and tested) to fit a 1366x768 laptop up to there (issue 11); past it
# seats and buttons overlapped. The table display (F10) is the way to read from farther away.
SCALES = (0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0)
DEFAULT_SCALE = 1.0

# The colours of the theme in use (Settings > Theme; themes.py): read them at paint time, not import
# time (``use_theme`` sets them anew). The names are what they paint.
THEME = DARK
INK = DARK.ink  # text
MUTED = DARK.muted  # secondary text, still 7:1 on BACK
BACK = DARK.back
PANEL = DARK.panel
FELT = DARK.felt
FELT_EDGE = DARK.felt_edge
FELT_LINE = DARK.felt_line
ON_FELT = DARK.on_felt
TURN = DARK.turn  # the seat whose turn it is
ACCENT = DARK.accent
DANGER = DARK.danger
OUT = DARK.out
FOCUS = DARK.focus  # the focus ring
# a seat at the oval table (drawn by the seat itself: see SeatWidget.paintEvent): (background, border)
SEAT = DARK.seat
SEAT_OUT = DARK.seat_out
SEAT_TURN = DARK.seat_turn


def use_theme(theme: Theme) -> None:
    """Paint with ``theme`` from now on (``stylesheet`` and the module's colours)."""
    global THEME, INK, MUTED, BACK, PANEL, FELT, FELT_EDGE, FELT_LINE, ON_FELT, TURN, ACCENT, DANGER, OUT, \
        FOCUS, SEAT, SEAT_OUT, SEAT_TURN
    THEME = theme
    INK, MUTED, BACK, PANEL, OUT = theme.ink, theme.muted, theme.back, theme.panel, theme.out
    FELT, FELT_EDGE, FELT_LINE, ON_FELT = theme.felt, theme.felt_edge, theme.felt_line, theme.on_felt
    TURN, ACCENT, DANGER, FOCUS = theme.turn, theme.accent, theme.danger, theme.focus
    SEAT, SEAT_OUT, SEAT_TURN = theme.seat, theme.seat_out, theme.seat_turn


def known_scale(scale: float) -> float:
    """``scale`` as one of SCALES (a setting saved by an older version may be 2.4, or anything)."""
    return min(SCALES, key=lambda s: abs(s - scale))


def step(scale: float, direction: int) -> float:
    """The next scale up (+1) or down (-1) from ``scale``."""
    i = min(range(len(SCALES)), key=lambda k: abs(SCALES[k] - scale))
    return SCALES[max(0, min(len(SCALES) - 1, i + direction))]


def larger_text(base_pt: float) -> bool:
    """Text past 120 % of its usual size (View > Larger text), a panel's type size ``base_pt`` in pt:
    from here a panel caps its big type and compacts its pages, so a step's controls still fit a
    1366x768 screen. One threshold for every panel, so they all change their arrangement together."""
    return base_pt > BASE_PT * 1.2


def pt(scale: float, factor: float = 1.0) -> int:
    return max(7, round(BASE_PT * scale * factor))


def icon(name: str) -> str:
    from .resources import resource

    return resource("icons", name).as_posix()


def stylesheet(scale: float, theme: Theme | None = None) -> str:
    t = theme or THEME
    ink, muted, out, back, panel, field = t.ink, t.muted, t.out, t.back, t.panel, t.field
    line, dim, b, focus = t.line, t.line_dim, t.border, t.focus
    s = lambda f=1.0: f"{pt(scale, f)}pt"  # noqa: E731
    px = lambda f=1.0: round(BASE_PT * scale * f * 96 / 72)  # noqa: E731
    return f"""
QWidget {{ background: {back}; color: {ink}; font-size: {s()}; }}
QMainWindow, QDialog {{ background: {back}; }}
QToolTip {{ background: {panel}; color: {ink}; border: 1px solid {muted}; font-size: {s()}; }}
QMenuBar, QMenu {{ background: {panel}; color: {ink}; font-size: {s()}; }}
QMenu::item:selected, QMenuBar::item:selected {{ background: {t.accent}; color: {t.on_accent}; }}
QMenu::item:disabled {{ color: {out}; }}
QStatusBar {{ background: {panel}; color: {ink}; font-size: {s()}; }}
QPushButton {{ background: {t.button}; color: {ink}; border: {b}px solid {line}; border-radius: 8px;
               padding: 8px 16px; font-size: {s()}; }}
QPushButton:hover {{ border-color: {t.accent}; }}
QPushButton:focus {{ border-color: {focus}; }}
QPushButton:disabled {{ color: {out}; border-color: {dim}; }}
QPushButton[role="big"] {{ font-size: {s(1.6)}; font-weight: bold; padding: 18px 28px; }}
QPushButton[primary="true"] {{ background: {t.primary}; border-color: {t.primary_line}; }}
QPushButton[primary="true"]:disabled {{ background: {t.button}; border-color: {dim}; }}
QPushButton[role="action"] {{ font-size: {s(1.45)}; font-weight: bold; padding: 14px 18px;
                              text-align: left; background: {t.action}; border-color: {t.accent}; }}
QPushButton:checked {{ background: {t.accent}; color: {t.on_accent}; border-color: {t.checked_line}; }}
QPushButton[role="action"]:focus, QPushButton[primary="true"]:focus, QPushButton:checked:focus {{
    border-color: {focus}; }}
QLineEdit, QSpinBox, QDoubleSpinBox, QComboBox, QListWidget, QListView, QTableView, QTextBrowser, QPlainTextEdit {{
    background: {field}; color: {ink}; border: {b}px solid {line}; border-radius: 6px;
    selection-background-color: {t.accent}; selection-color: {t.on_accent}; padding: 4px; }}
QLineEdit:focus, QSpinBox:focus, QDoubleSpinBox:focus, QComboBox:focus, QListWidget:focus, QListView:focus,
QTableView:focus, QTextBrowser:focus, QPlainTextEdit:focus {{ border-color: {focus}; }}
QComboBox QAbstractItemView {{ background: {field}; color: {ink}; }}
QHeaderView::section {{ background: {panel}; color: {ink}; padding: 4px; border: 1px solid {dim};
                        font-weight: bold; }}
/* the focus ring of a check box or radio button: its frame, transparent until it has the focus */
QCheckBox, QRadioButton {{ spacing: 10px; border: {b}px solid transparent; border-radius: 6px; }}
QCheckBox:focus, QRadioButton:focus {{ border-color: {focus}; }}
QCheckBox::indicator, QRadioButton::indicator {{ width: {px(1.5)}px; height: {px(1.5)}px;
    border: 2px solid {t.indicator}; background: {field}; }}
QCheckBox::indicator {{ border-radius: 4px; }}
QRadioButton::indicator {{ border-radius: {px(1.5) // 2 + 1}px; }}
QCheckBox::indicator:checked {{ image: url({icon("check.svg")}); border-color: {t.accent}; }}
QRadioButton::indicator:checked {{ image: url({icon("radio.svg")}); border-color: {t.accent}; }}
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {{ border-color: {dim}; }}
QCheckBox:disabled, QRadioButton:disabled {{ color: {out}; }}
QSpinBox, QDoubleSpinBox {{ padding-right: 26px; }}
QSpinBox::up-button, QSpinBox::down-button, QDoubleSpinBox::up-button, QDoubleSpinBox::down-button {{
    subcontrol-origin: padding; width: 24px; background: {t.button}; border-left: 1px solid {line}; }}
QSpinBox::up-button, QDoubleSpinBox::up-button {{ subcontrol-position: top right; }}
QSpinBox::down-button, QDoubleSpinBox::down-button {{ subcontrol-position: bottom right; }}
QSpinBox::up-arrow, QDoubleSpinBox::up-arrow {{ image: url({icon("arrow-up" + t.arrows + ".svg")});
    width: 12px; height: 8px; }}
QSpinBox::down-arrow, QDoubleSpinBox::down-arrow {{ image: url({icon("arrow-down" + t.arrows + ".svg")});
    width: 12px; height: 8px; }}
QComboBox::drop-down {{ width: 28px; border-left: 1px solid {line}; }}
QComboBox::down-arrow {{ image: url({icon("arrow-down" + t.arrows + ".svg")}); width: 14px; height: 9px; }}
/* the title above the frame's top line, its whole height in the margin (a style sheet length takes
   px or em, not pt: "18pt" was no margin at all and the title was cut at larger text) */
QGroupBox {{ border: 2px solid {dim}; border-radius: 8px; margin-top: 1em; padding: 6px 10px;
             font-weight: bold; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 12px; padding: 0 6px; }}
QLabel[role="title"] {{ font-size: {s(2.4)}; font-weight: bold; }}
QLabel[role="heading"] {{ font-size: {s(1.4)}; font-weight: bold; }}
QLabel[role="muted"] {{ color: {muted}; }}
QLabel[role="hint"] {{ color: {muted}; font-size: {s(0.9)}; }}
QLabel[role="error"] {{ color: {t.danger}; font-weight: bold; }}
QLabel[role="warning"] {{ color: {t.turn}; }}
QLabel#summary {{ font-size: {s(1.9)}; font-weight: bold; color: {t.turn}; padding: 6px; }}
QLabel#gameTitle {{ font-size: {s(1.2)}; font-weight: bold; color: {muted}; }}
QLabel#prompt {{ font-size: {s(1.5)}; font-weight: bold; }}
QLabel#undoHint {{ color: {muted}; font-size: {s(0.95)}; }}
QPlainTextEdit#gameLog {{ font-size: {s(1.05)}; }}
QListWidget#seatList {{ font-size: {s(1.3)}; }}
QListWidget#seatList::item, QListWidget#nights::item {{ padding: 4px; }}
QListWidget#nights {{ font-size: {s(1.1)}; }}
QFrame#banner[level="error"] {{ background: {t.error_back}; border: 3px solid {t.danger}; border-radius: 8px; }}
QFrame#banner[level="info"] {{ background: {t.info_back}; border: 3px solid {t.accent}; border-radius: 8px; }}
QFrame#banner QLabel {{ background: transparent; font-size: {s(1.3)}; font-weight: bold; }}
QFrame#banner QPushButton {{ padding: 2px 10px; }}
QFrame#banner[compact="true"] {{ border-width: 2px; border-radius: 6px; }}
QFrame#banner[compact="true"] QLabel {{ font-size: {s(1.1)}; }}
QFrame#banner[compact="true"] QPushButton {{ padding: 0px 8px; }}
QFrame#storeError {{ background: {t.error_back}; border: 3px solid {t.danger}; border-radius: 10px; }}
QFrame#storeError QLabel {{ background: transparent; }}
QWidget#seat {{ background: {t.seat[0]}; border: 3px solid {t.seat[1]}; border-radius: 14px; }}
QWidget#seat[turn="true"] {{ border: 5px solid {t.seat_turn[1]}; background: {t.seat_turn[0]}; }}
QWidget#seat[out="true"] {{ background: {t.seat_out[0]}; border-color: {t.seat_out[1]}; }}
QWidget#seat QLabel, QWidget#tableSeat QLabel {{ background: transparent; }}
QLabel#seatName {{ font-size: {s(1.35)}; font-weight: bold; }}
QLabel#seatChips {{ font-size: {s(1.9)}; font-weight: bold; }}
QLabel#seatStatus {{ font-size: {s(0.95)}; color: {muted}; }}
QWidget#seat QLabel#seatMarker, QWidget#tableSeat QLabel#seatMarker {{
    font-size: {s(1.0)}; font-weight: bold; color: {t.on_turn}; background: {t.turn_fill}; border-radius: 6px;
    padding: 1px 6px; }}
QLabel#pot {{ font-size: {s(2.0)}; font-weight: bold; background: transparent; color: {ink}; }}
OvalTable QLabel#pot {{ color: {t.on_felt}; }}
QWidget#cover {{ background: {t.cover_back}; border: 4px dashed {t.accent}; border-radius: 16px; }}
QWidget#cover QLabel {{ background: transparent; }}
QLabel#coverTitle {{ font-size: {s(2.4)}; font-weight: bold; }}
"""
