import os

# pytest-qt does not choose a platform: without a display the run would abort (QT-ON-LINUX.md).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture
def toy_registered(monkeypatch):
    """The toy game of tests/toy_game.py, registered like a real game for the foundation's tests."""
    from tableapp.games import registry

    monkeypatch.setitem(registry.GAMES, "toy", registry.GameEntry("toy_game:ENGINE", "", ""))
    registry.engine_for.cache_clear()
    yield
    registry.engine_for.cache_clear()


def examples(ci: int) -> int:
    """Hypothesis examples for a property test: ``ci`` in the normal run (CI has 2 cores), ten
    times as many in the nightly-style run (TABLEAPP_NIGHTLY=1 python -m pytest)."""
    return ci * 10 if os.environ.get("TABLEAPP_NIGHTLY") == "1" else ci
