"""Words and keys of the Liar Dice panel: ranks and hand categories as said at the table."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

# rank values of the engine (LD §1): 1 = 9 ... 6 = A; faces as the engine writes them
FACES = {6: "A", 5: "K", 4: "Q", 3: "J", 2: "10", 1: "9"}
# the key that names a rank (T or 0 for ten: "10" typed as 1-0 reads as ten)
RANK_KEYS = {"a": 6, "k": 5, "q": 4, "j": 3, "t": 2, "0": 2, "9": 1}


def rank_word(value: int) -> str:
    words = {
        6: QCoreApplication.translate("LiarDicePanel", "Aces"),
        5: QCoreApplication.translate("LiarDicePanel", "Kings"),
        4: QCoreApplication.translate("LiarDicePanel", "Queens"),
        3: QCoreApplication.translate("LiarDicePanel", "Jacks"),
        2: QCoreApplication.translate("LiarDicePanel", "Tens"),
        1: QCoreApplication.translate("LiarDicePanel", "Nines"),
    }
    return words[value]


def category_word(cat: int) -> str:
    """A hand category as said at the table, short enough for a button (the full name of the
    call is on the Call button and the board)."""
    words = {
        1: QCoreApplication.translate("LiarDicePanel", "High card"),
        2: QCoreApplication.translate("LiarDicePanel", "Pair"),
        3: QCoreApplication.translate("LiarDicePanel", "Two pair"),
        4: QCoreApplication.translate("LiarDicePanel", "Three"),
        5: QCoreApplication.translate("LiarDicePanel", "Straight"),
        6: QCoreApplication.translate("LiarDicePanel", "Full house"),
        7: QCoreApplication.translate("LiarDicePanel", "Four"),
        8: QCoreApplication.translate("LiarDicePanel", "Five"),
    }
    return words[cat]
