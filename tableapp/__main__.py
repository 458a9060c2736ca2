import sys

from tableapp.cli import main

sys.exit(main())
