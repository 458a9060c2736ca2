"""Where icons, translations and rules pages live: the installed ``tableapp.resources``
package, or the repository's top-level ``resources/`` when running from a checkout."""
from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def resource_dir() -> Path:
    checkout = Path(__file__).resolve().parents[2]
    if (checkout / "pyproject.toml").is_file() and (checkout / "resources").is_dir():
        return checkout / "resources"  # this checkout's, even when another one is the installed (editable) one
    try:
        from importlib.resources import files

        path = Path(str(files("tableapp.resources")))
        if path.is_dir():
            return path
    except (ModuleNotFoundError, TypeError):
        pass
    return checkout / "resources"


def resource(*parts: str) -> Path:
    """The path of a resource file (it may not exist: callers check)."""
    return resource_dir().joinpath(*parts)
