"""The rules engines, one module per game (no Qt). ``registry.py`` lists them."""
