"""The Qt layer (PySide6 only). Thin: widgets render state and turn clicks into actions.

Start-up imports only Qt and this package's light modules; the pydantic-heavy core,
the store and the engines are imported after the first window is painted.
"""
