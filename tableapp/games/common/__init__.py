"""Mechanics that several games share, written once: seat rotation and decks of cards.
(The equal split with its remainder is ``Purse.split`` in core/ledger.py.)"""
