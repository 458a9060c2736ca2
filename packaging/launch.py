"""Entry point of the desktop bundle (PyInstaller runs this file)."""
import sys

from tableapp.cli import main

sys.exit(main())
