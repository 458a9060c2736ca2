"""The pinned Qt binding must not leak references to None (PySide6 6.12.0 on Python 3.11 did:
every void Qt call dropped one, and a busy table screen aborted with "none_dealloc")."""
import sys

from PySide6.QtCore import QObject
from PySide6.QtGui import QPainterPath


def test_void_qt_calls_do_not_eat_references_to_none():
    obj, path = QObject(), QPainterPath()
    before = sys.getrefcount(None)
    for _ in range(2000):
        obj.setObjectName("seat")
        path.lineTo(1.0, 2.0)
    assert sys.getrefcount(None) > before - 100
