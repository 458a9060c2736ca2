"""Geometry checks of a window's layout (geometry, not pixels): seats that overlap, text that does
not fit its box, and controls of the current step that are off the visible area. Each check returns
a list of problems in words (empty: all well), so a failing test names the widgets.

The screen is a 1366×768 laptop; a maximised window on it, below the title bar and beside a task bar,
gets about WINDOW (screen.FRAME_W / FRAME_H and a 30 px task bar)."""
from __future__ import annotations

import unicodedata

from PySide6.QtCore import QAbstractEventDispatcher, QEventLoop, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtGui import Qt as GuiQt  # Qt.mightBeRichText lives in QtGui
from PySide6.QtWidgets import (QAbstractButton, QAbstractScrollArea, QAbstractSpinBox, QApplication, QCheckBox,
                               QComboBox, QGroupBox, QLabel, QLineEdit, QPushButton, QRadioButton, QScrollArea,
                               QStyle, QStyleOptionButton, QStyleOptionGroupBox, QWidget)

from tableapp.ui.panels.kit.fit import FitLabel
from tableapp.ui.widgets.label_room import text_rect
from tableapp.ui.widgets.seat import SeatWidget

SCREEN = QSize(1366, 768)
WINDOW = QSize(1366 - 16, 768 - 48 - 30)
SCALES = (1.0, 1.5, 2.0)
LATIN = ["Maximilian-Alexander", "Bartholomew", "Konstantinos", "Anastasia-Josephine", "Christopher",
         "Wilhelmina", "Guinevere-Rose", "Alexandrina"]
JAPANESE = ["長谷川さくら子", "中村", "佐々木健太郎", "小林まどか", "渡辺", "山本ゆうき", "高橋", "伊藤ひろみ"]
from tableapp.ui.widgets.seat import NAME_KEPT as KEPT  # a seat's long name keeps its first columns (… after)
CONTROLS = (QAbstractButton, QAbstractSpinBox, QLineEdit, QComboBox)


def set_text_scale(w, scale: float) -> None:
    """View > Larger text to ``scale`` (what Ctrl+= does, without the settings and the status line)."""
    w.set_text_scale(scale)
    QApplication.processEvents()


def start_physical_table(qtbot, start_app, tmp_path, engine, lang: str, n: int, scale: float, options: dict):
    """A physical game of ``engine`` for ``n`` players (long Latin or Japanese names, the Japanese screens
    with them) in a laptop's window at ``scale`` text, the first seat dealing, the window active (the
    keys go to it, as at the table): (window, players)."""
    from tableapp.core.session import Session

    players = (JAPANESE if lang == "ja" else LATIN)[:n]
    w = start_app(tmp_path, lang=lang)
    w.resize(WINDOW)
    set_text_scale(w, scale)
    w.controller.set_session(Session("Game night at the Hasegawa-Fitzgerald house", players, w.store))
    w.show_table()
    w.controller.start_game(engine, players=players, mode="physical", seed=11,
                            options={"first_dealer": players[0], **options})
    w.show()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    return w, players


def settle(qtbot, timeout: int = 10_000) -> None:
    """Wait until the window has laid itself out: no event and no timer left that is due now (a layout
    request, a panel's scroll to the step's controls a zero timer later). A fixed short wait could look
    at the page between two of those on a loaded machine; a later timer (a key's flash) is not waited for.
    A loop that never goes idle within ``timeout`` is left to the geometry checks that follow."""
    from pytestqt.exceptions import TimeoutError

    dispatcher = QAbstractEventDispatcher.instance()

    def idle() -> bool:
        dispatcher.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)  # (what the wait between left)
        return not dispatcher.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
    try:
        qtbot.waitUntil(idle, timeout=timeout)
    except TimeoutError:
        pass


def rect_in(window: QWidget, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def name(widget: QWidget) -> str:
    text = widget.text() if hasattr(widget, "text") and callable(widget.text) else ""
    return f"{type(widget).__name__}({widget.objectName() or ''}{', ' if widget.objectName() else ''}{text!r})"


def visible_area(window: QWidget, widget: QWidget) -> QRect:
    """The part of the window where ``widget`` can show: its ancestors' boxes (a scroll area's
    viewport among them) clipped to the window and to the screen."""
    area = QRect(QPoint(0, 0), window.size()).intersected(QRect(QPoint(0, 0), SCREEN))
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        area = area.intersected(rect_in(window, parent))
        if isinstance(parent, QAbstractScrollArea):
            area = area.intersected(rect_in(window, parent.viewport()))
        parent = parent.parentWidget()
    return area


def shown(widgets: list[QWidget]) -> list[QWidget]:
    return [x for x in widgets if x.isVisible() and x.width() > 0 and x.height() > 0]


def hidden_controls(window: QWidget, root: QWidget) -> list[str]:
    """Enabled controls under ``root`` that are not wholly inside the visible area of the window."""
    out = []
    for c in shown(root.findChildren(QWidget)):
        if not isinstance(c, CONTROLS) or not c.isEnabled():
            continue
        if isinstance(c.parentWidget(), (QAbstractSpinBox, QComboBox)):
            continue  # a spin box's own line edit
        box = rect_in(window, c)
        area = visible_area(window, c)
        if not area.contains(box):
            out.append(f"{name(c)} at {box.getRect()} outside the visible {area.getRect()}")
    return out


def scrolls(window, root: QWidget | None = None) -> list[str]:
    """The page scrolls: the main window's scroll area, or one inside the page (a panel's players or
    tiles: a row out of sight until scrolled is as hidden as a page below the window), shows a
    scroll bar. A log's or a text field's own scrolling is not the page's."""
    areas = [window.scroll] + (shown(root.findChildren(QScrollArea)) if root is not None else [])
    out = []
    for area in areas:
        for b in (area.verticalScrollBar(), area.horizontalScrollBar()):
            if b.isVisible() and b.maximum() > 0:
                where = "the page" if area is window.scroll else name(area)
                out.append(f"{where} scrolls ({b.orientation().name}, range {b.maximum()})")
    return out


POT_GAP = 2  # px clear between a seat and the pot's label (widgets/seats.py keeps as much)


def seat_overlaps(window: QWidget, root: QWidget, gap: int = 4) -> list[str]:
    """Seats at the oval table that overlap or touch (closer than ``gap``) each other or the pot:
    a pot touching a seat's border reads as part of that seat."""
    seats = shown(root.findChildren(SeatWidget))
    out = []
    rects = [(s.name.text(), rect_in(window, s)) for s in seats]
    pots = [p for p in shown(root.findChildren(QLabel, "pot")) if p.text()]
    rects += [(f"pot {p.text()!r}", rect_in(window, p)) for p in pots]
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            g = gap if not b.startswith("pot ") else POT_GAP  # (the pot's label box has margins of its own)
            if ra.adjusted(-g, -g, g, g).intersects(rb):
                out.append(f"seat {a} {ra.getRect()} overlaps or touches {b} {rb.getRect()}")
    return out


def seats_out_of_order(window: QWidget, oval) -> list[str]:
    """The oval table's seats (its ``seats``, in seat order) do not go once around the table's middle
    in one direction: a seat in the middle of the table, or the walk turning back."""
    import math

    seats = [s for s in oval.seats if s.isVisible()]
    if len(seats) < 3:
        return []
    box = rect_in(window, seats[0])
    for s in seats[1:]:
        box = box.united(rect_in(window, s))
    cx, cy = box.center().x(), box.center().y()
    angles = [math.atan2(rect_in(window, s).center().y() - cy, rect_in(window, s).center().x() - cx) for s in seats]
    steps = [(b - a) % (2 * math.pi) for a, b in zip(angles, angles[1:] + angles[:1])]
    if abs(sum(steps) - 2 * math.pi) < 0.01:
        return []
    return [f"the seats go {sum(steps) / (2 * math.pi):.1f} times around the table, not once: "
            + ", ".join(f"{s.name.text()} {rect_in(window, s).getRect()}" for s in seats)]


def _plain(text: str) -> str:
    """A button's text as drawn: '&' marks a shortcut letter ('&&' is one '&')."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def columns(text: str) -> int:
    """The width of ``text`` in columns: a Japanese (wide) character counts two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def name_elided_fairly(label: QLabel) -> bool:
    """A seat's name drawn on one line (OneLineLabel) may end in "…" when it is long, and so may a
    label marked ``elidesName`` (a player's name alone, e.g. over a hot-seat screen): at least its
    first KEPT columns stay, and its tooltip or the seat's holds the whole name."""
    shown_text = label.shown_text() if hasattr(label, "shown_text") else None
    if shown_text is None or not shown_text.endswith("…") or not (
            label.objectName() == "seatName" or label.property("elidesName")):
        return False
    return columns(shown_text[:-1]) >= KEPT - 1  # (a wide character may not fit the last column)


def label_problem(label: QLabel) -> str | None:
    text = QLabel.text(label)  # as drawn (KeepWordsLabel's text() is the text before its word joiners)
    if name_elided_fairly(label):
        return None
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    # where QLabel draws it: a framed label (a style sheet's padding) keeps half an "x" free beside
    # its text, and a line that fits the contents rect alone wrapped there, cut in a one-line box
    room = text_rect(label)
    frame_h = label.height() - label.contentsRect().height() + 2 * label.margin()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    if rich:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        if label.wordWrap():
            doc.setTextWidth(room.width())
        need = QSize(int(doc.idealWidth() + 0.99), int(doc.size().height() + 0.99))
    else:
        fm = QFontMetrics(label.font())
        flags = int(Qt.TextFlag.TextWordWrap) if label.wordWrap() else 0
        box = fm.boundingRect(QRect(0, 0, room.width() if label.wordWrap() else 100_000, 100_000),
                              flags | int(Qt.AlignmentFlag.AlignLeft), text)
        need = box.size()
        if label.wordWrap():
            need.setHeight(max(need.height(), label.heightForWidth(label.width()) - frame_h))
    if need.width() > room.width() + 1 or need.height() > room.height() + 1:
        return f"{name(label)} needs {need.width()}x{need.height()}, has {room.width()}x{room.height()}"
    return None


def button_problem(button: QAbstractButton) -> str | None:
    text = _plain(button.text())
    if not text:
        return None
    fm = QFontMetrics(button.font())
    need = fm.boundingRect(QRect(0, 0, 100_000, 100_000), int(Qt.AlignmentFlag.AlignLeft), text).size()
    if not button.icon().isNull():
        need.setWidth(need.width() + button.iconSize().width() + 4)
    if isinstance(button, (QPushButton, QCheckBox, QRadioButton)):
        opt = QStyleOptionButton()
        button.initStyleOption(opt)
        element = (QStyle.SubElement.SE_PushButtonContents if isinstance(button, QPushButton)
                   else QStyle.SubElement.SE_CheckBoxContents if isinstance(button, QCheckBox)
                   else QStyle.SubElement.SE_RadioButtonContents)
        room = button.style().subElementRect(element, opt, button)
    else:
        room = button.contentsRect()
    # the text may reach into the padding's height (a big key button's), not past the border
    if need.width() > room.width() + 1 or fm.height() > button.height() - 4:
        return f"{name(button)} needs {need.width()}x{need.height()}, has {room.width()}x{room.height()}"
    return None


def group_title_problem(box: QGroupBox) -> str | None:
    """A group box's title drawn whole: as wide and high as its text, inside the box, above what it holds."""
    title = _plain(box.title())
    if not title:
        return None
    opt = QStyleOptionGroupBox()
    box.initStyleOption(opt)
    rect = box.style().subControlRect(QStyle.ComplexControl.CC_GroupBox, opt, QStyle.SubControl.SC_GroupBoxLabel, box)
    fm = QFontMetrics(box.font())
    need = QSize(fm.horizontalAdvance(title), fm.height())
    inside = QRect(QPoint(0, 0), box.size()).contains(rect)
    if rect.width() + 1 < need.width() or rect.height() + 1 < need.height() or not inside \
            or rect.bottom() >= box.contentsRect().top():
        return (f"QGroupBox({title!r}) title at {rect.getRect()} needs {need.width()}x{need.height()}, "
                f"in a box of {box.size().toTuple()} whose contents start at y {box.contentsRect().top()}")
    return None


def text_problems(root: QWidget) -> list[str]:
    """Shown labels, buttons and group boxes' titles under ``root`` whose text does not fit their box."""
    out = []
    for x in shown(root.findChildren(QWidget)):
        if isinstance(x, QGroupBox):
            problem = group_title_problem(x)
        elif isinstance(x, QLabel):
            problem = label_problem(x)
        elif isinstance(x, QAbstractButton):
            problem = button_problem(x)
        elif isinstance(x, FitLabel):
            problem = None if x.fits() else f"{name(x)} does not fit {x.size().toTuple()}"
        else:
            continue
        if problem:
            out.append(problem)
    return out


def scrolls_sideways(window) -> list[str]:
    """The window's page scrolls sideways: wider than the window at any text size (a page may grow
    downwards at larger text, never to the right, where nobody looks for the rest of the table)."""
    b = window.scroll.horizontalScrollBar()
    return [f"the page scrolls sideways (range {b.maximum()})"] if b.isVisible() and b.maximum() > 0 else []


def layout_problems(window, root: QWidget | None = None, scrolling: bool = False) -> list[str]:
    """Every check on the window's current page (``root``, by default the page shown). ``scrolling``:
    the page may scroll (larger text), as long as the controls of the step stay in sight."""
    QApplication.processEvents()
    root = root or window.stack.currentWidget()
    out = seat_overlaps(window, root) + text_problems(root) + hidden_controls(window, root)
    out += scrolls(window, root) if not scrolling else scrolls_sideways(window)
    return out


def take_screen_if_covered(window) -> bool:
    """The hot-seat cover's 'I am X: show' pressed when it shows (True then)."""
    from tableapp.ui.widgets.cover import Cover

    covers = shown(window.findChildren(Cover))
    if covers:
        covers[0].button.click()
        QApplication.processEvents()
    return bool(covers)


def play_checking(qtbot, window, steps: int, rng, scrolling: bool = False, settled: bool = True) -> dict[str, str]:
    """Up to ``steps`` random legal actions of the game in ``window``, the layout checked at each step
    (once laid out; ``settled`` False: after 5 ms, for long games of a panel whose timers keep the event
    loop busy) and after the screen is taken: each problem with the first step it showed in."""
    from test_every_engine import pick

    c = window.controller
    problems: dict[str, str] = {}

    def check(step: str) -> None:
        settle(qtbot) if settled else qtbot.wait(5)
        for p in layout_problems(window, scrolling=scrolling):
            problems.setdefault(p, step)

    for step in range(steps):
        check(f"step {step}: {c.public().phase_text or c.summary()}")
        if c.to_act() is None:
            break
        if take_screen_if_covered(window):
            check(f"step {step}, screen taken by {c.to_act()}")
        assert c.submit(pick(c.engine, c.state, rng)), c.last_error
    check("the last step")
    return problems
