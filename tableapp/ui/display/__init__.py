"""The table display: a second window made to be read from the chairs (View > Table display)."""
