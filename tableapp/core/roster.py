"""Player names: what a seat may be called."""
from __future__ import annotations

from .errors import InputError
from .i18n import tr

MAX_NAME = 24


def clean_name(name: str) -> str:
    return " ".join(name.split())


def check_names(names: list[str]) -> None:
    """Refuse empty, duplicate, over-long or reserved names, with a message that says which."""
    seen: set[str] = set()
    for raw in names:
        name = clean_name(raw)
        if not name:
            raise InputError(tr("roster", "A player needs a name."))
        if name != raw:
            raise InputError(tr("roster", "\"{name}\": remove the extra spaces.").format(name=raw))
        if name.startswith("#"):
            raise InputError(tr("roster", "\"{name}\": a name cannot start with #.").format(name=name))
        if len(name) > MAX_NAME:
            raise InputError(tr("roster", "\"{name}\" is longer than {n} characters.").format(name=name, n=MAX_NAME))
        if name.casefold() in seen:
            raise InputError(tr("roster", "Two players are called \"{name}\": give each a different name.").format(name=name))
        seen.add(name.casefold())
