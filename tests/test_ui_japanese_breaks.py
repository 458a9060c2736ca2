"""Japanese breaks only between words (issue 11, point 6): a call's name, a header and a name with
its "さん" wrap between words and phrases, never inside one ("キングのワ/ン・ペア", "コー/ル"), and a
round's number never sits alone on a line."""
from PySide6.QtGui import QFont, QTextLayout, QTextOption

from tableapp.ui.widgets.one_line import WORD_JOINER, keep_words

from ui_helpers import settings_dir  # noqa: F401 - fixtures


def lines(text: str, width: float, size: float = 20) -> list[str]:
    """The lines ``text`` is drawn on at ``width`` pixels (Qt's own line breaking), as read."""
    font = QFont()
    font.setPointSizeF(size)
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    out = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        out.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return [x.replace(WORD_JOINER, "").replace("\u00a0", " ").strip() for x in out]


def shown(text: str, width: float, size: float = 20) -> list[str]:
    font = QFont()
    font.setPointSizeF(size)
    from PySide6.QtGui import QFontMetricsF

    fm = QFontMetricsF(font)
    return lines(keep_words(text, lambda w: fm.horizontalAdvance(w) <= width), width, size)


def test_a_long_call_breaks_between_its_phrases(qapp):
    call = "長谷川さくら子 さんのコールは「キングとクイーンのツー・ペア」— 中村 さん、アクセプトかチャレンジか"
    for width in (180, 260, 340, 420):
        got = shown(call, width)
        assert "".join(got).replace(" ", "") == call.replace(" ", "")
        for word in ("コール", "ツー・ペア", "キング", "クイーン", "中村 さん", "チャレンジ"):
            assert any(word in line for line in got), (width, got)


def test_a_header_never_leaves_its_number_alone(qapp):
    header = "第1ゲーム：ライアー・ダイス · 物理 · ラウンド 4"
    for width in range(150, 600, 20):
        got = shown(header, width)
        assert "4" not in got and all(line for line in got), (width, got)
        assert any("ラウンド 4" in line for line in got), (width, got)


def test_a_showdown_caption_keeps_the_round_with_its_number(qapp):
    """Liar Dice's showdown caption: "ラウンド" never ends a line with "1：長谷川…" opening the next."""
    caption = "ラウンド 1：長谷川さくら子 さんが 佐々木健太郎 さんにチャレンジ"
    for width in range(200, 600, 20):
        got = shown(caption, width)
        assert not any(line.startswith("1") for line in got), (width, got)
        assert "".join(got).replace(" ", "") == caption.replace(" ", "")


def test_a_number_keeps_its_counter(qapp):
    """"カードを 1 枚保留": the counter "枚" never opens a line, away from its number."""
    text = "長谷川さくら子 さん：カードを 1 枚保留してください（ラウンドの終わりまで裏向き）"
    for width in range(160, 600, 20):
        got = shown(text, width)
        assert not any(line.startswith("枚") for line in got), (width, got)
        assert not any(line.endswith("1") for line in got), (width, got)
