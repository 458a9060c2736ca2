"""Translation hook for the pure-Python layers.

Engines and core code call ``tr(context, text)`` for every string a person sees.
Without Qt it returns the text unchanged; the Qt layer installs
``QCoreApplication.translate`` with :func:`set_translator`, so one catalogue
(``resources/i18n/tableapp_ja.ts``) covers the engines and the widgets alike.
``tools/update_translations.py`` collects these calls by reading the source.
"""
from __future__ import annotations

from typing import Callable, TypeVar

T = TypeVar("T")

_translate: Callable[[str, str], str] | None = None
_generation = 0  # a new one at every set_translator: words cached for the last language are stale


def set_translator(func: Callable[[str, str], str] | None) -> None:
    """The translator (the Qt layer's, with the language of the moment); called again at every
    change of language (``ui.app.Translations.use``), which drops the words ``per_language`` kept."""
    global _translate, _generation
    _translate = func
    _generation += 1


def per_language(build: Callable[[], T]) -> Callable[[], T]:
    """``build()`` (words looked up with ``tr``), made once per language: a screen redrawn on every
    click asks for the same few dozen words again and again (a Liar Dice turn named its calls 40
    times over)."""
    kept: list = [-1, None]

    def words() -> T:
        if kept[0] != _generation:
            kept[1] = build()
            kept[0] = _generation
        return kept[1]

    return words


def tr(context: str, text: str) -> str:
    if _translate is None:
        return text
    return _translate(context, text)


def language() -> str:
    """A fingerprint of the language strings come out in now (words kept from another language,
    e.g. a snapshot's game log, are worded again)."""
    return tr("session", "{name} wins {n} chips")
