import os

# pytest-qt does not choose a platform: without a display the run would abort (QT-ON-LINUX.md).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
