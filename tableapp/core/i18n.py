"""Translation hook for the pure-Python layers.

Engines and core code call ``tr(context, text)`` for every string a person sees.
Without Qt it returns the text unchanged; the Qt layer installs
``QCoreApplication.translate`` with :func:`set_translator`, so one catalogue
(``resources/i18n/tableapp_ja.ts``) covers the engines and the widgets alike.
``tools/update_translations.py`` collects these calls by reading the source.
"""
from __future__ import annotations

from typing import Callable

_translate: Callable[[str, str], str] | None = None


def set_translator(func: Callable[[str, str], str] | None) -> None:
    global _translate
    _translate = func


def tr(context: str, text: str) -> str:
    if _translate is None:
        return text
    return _translate(context, text)


def language() -> str:
    """A fingerprint of the language strings come out in now (words kept from another language,
    e.g. a snapshot's game log, are worded again)."""
    return tr("session", "{name} wins {n} chips")
