"""Readable from across the table: large type, high contrast, one scale for everything.

The whole look is one application style sheet built from a text scale (View > Larger /
Smaller text). Widgets opt into a size with ``setObjectName`` or the ``role`` property.
"""
from __future__ import annotations

BASE_PT = 13
SCALES = (0.8, 0.9, 1.0, 1.15, 1.3, 1.5, 1.75, 2.0, 2.4)
DEFAULT_SCALE = 1.0

INK = "#f4f4f4"  # text
MUTED = "#b8c0c8"  # secondary text, still 7:1 on BACK
BACK = "#14181c"
PANEL = "#1f252b"
FELT = "#0d5c3a"
FELT_EDGE = "#6b4a26"
TURN = "#ffd54a"  # the seat whose turn it is
ACCENT = "#4fc3f7"
DANGER = "#ff6b6b"
OUT = "#6c737a"
# a seat at the oval table (drawn by the seat itself: see SeatWidget.paintEvent): (background, border)
SEAT = ("#1c2630", "#5b6773")
SEAT_OUT = ("#20242a", "#39424b")
SEAT_TURN = ("#3a3415", TURN)


def step(scale: float, direction: int) -> float:
    """The next scale up (+1) or down (-1) from ``scale``."""
    i = min(range(len(SCALES)), key=lambda k: abs(SCALES[k] - scale))
    return SCALES[max(0, min(len(SCALES) - 1, i + direction))]


def pt(scale: float, factor: float = 1.0) -> int:
    return max(7, round(BASE_PT * scale * factor))


def icon(name: str) -> str:
    from .resources import resource

    return resource("icons", name).as_posix()


def stylesheet(scale: float) -> str:
    s = lambda f=1.0: f"{pt(scale, f)}pt"  # noqa: E731
    px = lambda f=1.0: round(BASE_PT * scale * f * 96 / 72)  # noqa: E731
    return f"""
QWidget {{ background: {BACK}; color: {INK}; font-size: {s()}; }}
QMainWindow, QDialog {{ background: {BACK}; }}
QToolTip {{ background: {PANEL}; color: {INK}; border: 1px solid {MUTED}; font-size: {s()}; }}
QMenuBar, QMenu {{ background: {PANEL}; color: {INK}; font-size: {s()}; }}
QMenu::item:selected, QMenuBar::item:selected {{ background: {ACCENT}; color: #000; }}
QMenu::item:disabled {{ color: {OUT}; }}
QStatusBar {{ background: {PANEL}; color: {INK}; font-size: {s()}; }}
QPushButton {{ background: #2d3640; color: {INK}; border: 2px solid #5b6773; border-radius: 8px;
               padding: 8px 16px; font-size: {s()}; }}
QPushButton:hover {{ border-color: {ACCENT}; }}
QPushButton:focus {{ border-color: {TURN}; }}
QPushButton:disabled {{ color: {OUT}; border-color: #39424b; }}
QPushButton[role="big"] {{ font-size: {s(1.6)}; font-weight: bold; padding: 18px 28px; }}
QPushButton[primary="true"] {{ background: #1f6f4a; border-color: #4cc38a; }}
QPushButton[primary="true"]:disabled {{ background: #2d3640; border-color: #39424b; }}
QPushButton[role="action"] {{ font-size: {s(1.45)}; font-weight: bold; padding: 14px 18px;
                              text-align: left; background: #263a4d; border-color: {ACCENT}; }}
QPushButton:checked {{ background: {ACCENT}; color: #000; border-color: #ffffff; }}
QLineEdit, QSpinBox, QComboBox, QListWidget, QListView, QTableView, QTextBrowser, QPlainTextEdit {{
    background: #0c0f12; color: {INK}; border: 2px solid #5b6773; border-radius: 6px;
    selection-background-color: {ACCENT}; selection-color: #000; padding: 4px; }}
QLineEdit:focus, QSpinBox:focus, QComboBox:focus, QListWidget:focus, QListView:focus {{ border-color: {TURN}; }}
QComboBox QAbstractItemView {{ background: #0c0f12; color: {INK}; }}
QHeaderView::section {{ background: {PANEL}; color: {INK}; padding: 4px; border: 1px solid #39424b;
                        font-weight: bold; }}
QCheckBox, QRadioButton {{ spacing: 10px; }}
QCheckBox::indicator, QRadioButton::indicator {{ width: {px(1.5)}px; height: {px(1.5)}px;
    border: 2px solid #9aa5b1; background: #0c0f12; }}
QCheckBox::indicator {{ border-radius: 4px; }}
QRadioButton::indicator {{ border-radius: {px(1.5) // 2 + 1}px; }}
QCheckBox::indicator:checked {{ image: url({icon("check.svg")}); border-color: {ACCENT}; }}
QRadioButton::indicator:checked {{ image: url({icon("radio.svg")}); border-color: {ACCENT}; }}
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {{ border-color: #39424b; }}
QCheckBox:disabled, QRadioButton:disabled {{ color: {OUT}; }}
QSpinBox {{ padding-right: 26px; }}
QSpinBox::up-button, QSpinBox::down-button {{ subcontrol-origin: border; width: 24px; background: #2d3640;
    border-left: 1px solid #5b6773; }}
QSpinBox::up-button {{ subcontrol-position: top right; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; }}
QSpinBox::up-arrow {{ image: url({icon("arrow-up.svg")}); width: 12px; height: 8px; }}
QSpinBox::down-arrow {{ image: url({icon("arrow-down.svg")}); width: 12px; height: 8px; }}
QComboBox::drop-down {{ width: 28px; border-left: 1px solid #5b6773; }}
QComboBox::down-arrow {{ image: url({icon("arrow-down.svg")}); width: 14px; height: 9px; }}
QGroupBox {{ border: 2px solid #39424b; border-radius: 8px; margin-top: {s(1.4)}; padding: 10px;
             font-weight: bold; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 12px; padding: 0 6px; }}
QLabel[role="title"] {{ font-size: {s(2.4)}; font-weight: bold; }}
QLabel[role="heading"] {{ font-size: {s(1.4)}; font-weight: bold; }}
QLabel[role="muted"] {{ color: {MUTED}; }}
QLabel[role="hint"] {{ color: {MUTED}; font-size: {s(0.9)}; }}
QLabel[role="error"] {{ color: {DANGER}; font-weight: bold; }}
QLabel[role="warning"] {{ color: {TURN}; }}
QLabel#summary {{ font-size: {s(1.9)}; font-weight: bold; color: {TURN}; padding: 6px; }}
QLabel#gameTitle {{ font-size: {s(1.2)}; font-weight: bold; color: {MUTED}; }}
QLabel#prompt {{ font-size: {s(1.5)}; font-weight: bold; }}
QLabel#undoHint {{ color: {MUTED}; font-size: {s(0.95)}; }}
QPlainTextEdit#gameLog {{ font-size: {s(1.05)}; }}
QListWidget#seatList {{ font-size: {s(1.3)}; }}
QListWidget#seatList::item, QListWidget#nights::item {{ padding: 4px; }}
QListWidget#nights {{ font-size: {s(1.1)}; }}
QFrame#banner[level="error"] {{ background: #5c1a1a; border: 3px solid {DANGER}; border-radius: 8px; }}
QFrame#banner[level="info"] {{ background: #173a52; border: 3px solid {ACCENT}; border-radius: 8px; }}
QFrame#banner QLabel {{ background: transparent; font-size: {s(1.3)}; font-weight: bold; }}
QFrame#banner QPushButton {{ padding: 2px 10px; }}
QFrame#storeError {{ background: #5c1a1a; border: 3px solid {DANGER}; border-radius: 10px; }}
QFrame#storeError QLabel {{ background: transparent; }}
QWidget#seat {{ background: {SEAT[0]}; border: 3px solid {SEAT[1]}; border-radius: 14px; }}
QWidget#seat[turn="true"] {{ border: 5px solid {SEAT_TURN[1]}; background: {SEAT_TURN[0]}; }}
QWidget#seat[out="true"] {{ background: {SEAT_OUT[0]}; border-color: {SEAT_OUT[1]}; }}
QWidget#seat QLabel, QWidget#tableSeat QLabel {{ background: transparent; }}
QLabel#seatName {{ font-size: {s(1.35)}; font-weight: bold; }}
QLabel#seatChips {{ font-size: {s(1.9)}; font-weight: bold; }}
QLabel#seatStatus {{ font-size: {s(0.95)}; color: {MUTED}; }}
QWidget#seat QLabel#seatMarker, QWidget#tableSeat QLabel#seatMarker {{
    font-size: {s(1.0)}; font-weight: bold; color: #000; background: {TURN}; border-radius: 6px; padding: 1px 6px; }}
QLabel#pot {{ font-size: {s(2.0)}; font-weight: bold; background: transparent; color: #fff; }}
QWidget#cover {{ background: #0a2233; border: 4px dashed {ACCENT}; border-radius: 16px; }}
QWidget#cover QLabel {{ background: transparent; }}
QLabel#coverTitle {{ font-size: {s(2.4)}; font-weight: bold; }}
"""
