"""One panel per game (the registry names it); ``base.py`` holds the contract and the generic panel."""
