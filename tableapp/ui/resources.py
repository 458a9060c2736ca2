"""Where icons, translations and rules pages live: the installed ``tableapp.resources``
package, or the repository's top-level ``resources/`` when running from a checkout."""
from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def resource_dir() -> Path:
    try:
        from importlib.resources import files

        path = Path(str(files("tableapp.resources")))
        if path.is_dir():
            return path
    except (ModuleNotFoundError, TypeError):
        pass
    return Path(__file__).resolve().parents[2] / "resources"


def resource(*parts: str) -> Path:
    """The path of a resource file (it may not exist: callers check)."""
    return resource_dir().joinpath(*parts)
