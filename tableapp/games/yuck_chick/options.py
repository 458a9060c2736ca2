"""House options of Yuck, Chick, Knock, Down (the H-numbers of the rules reference, §8).
H1, the starting chips, is the game's starting stack (default 50), not an option here."""
from __future__ import annotations

from pydantic import Field

from tableapp.core.engine import Options


class YuckChickOptions(Options):
    rounds: int | None = Field(None, ge=1, title="Fixed number of rounds", description=(
        "H2: play this many rounds (bankruptcy still ends the game earlier); empty: play until "
        "someone cannot pay."))
    pay_what_you_have: bool = Field(False, title="Unaffordable Chick and Down allowed", description=(
        "H3: a Chick or Down that costs more than the player's chips is allowed; they pay all "
        "they have and the game ends after the round (a shortfall)."))
    reveal_hands_after_round: bool = Field(False, title="Reveal hidden hands after the round", description=(
        "H4 (digital): after each round every hand is shown, eliminated players' and the winner's too."))
    any_player_count: bool = Field(False, title="2 to 8 players", description=(
        "H5: allow 2 to 8 players instead of 4 to 6."))
    tiebreak_rounds: bool = Field(False, title="Extra rounds break a final tie", description=(
        "H6 (fixed rounds only): if the most chips are tied after the last round and nobody is on "
        "0, play one more round at a time until they are not."))
    table_picks_starter: bool = Field(False, title="The table picks among tied lowest cards", description=(
        "H7: when several players tie for the lowest field card in round 1, the table names the "
        "start player (otherwise the app picks one at random)."))
