"""Reading a rules help page in the tests: every table row, cell by cell, and the page's text."""
from html.parser import HTMLParser


class Rows(HTMLParser):
    """The text of every table row, cell by cell, and of the whole page."""

    def __init__(self):
        super().__init__()
        self.rows: list[list[str]] = []
        self.text: list[str] = []
        self.cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self.cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self.cell is not None:
            self.rows[-1].append("".join(self.cell).strip())
            self.cell = None

    def handle_data(self, data):
        self.text.append(data)
        if self.cell is not None:
            self.cell.append(data)
