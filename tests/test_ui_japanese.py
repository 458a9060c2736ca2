"""Japanese on the table: a language switch rewords everything on screen at once, and Japanese
text breaks only where it sensibly can (never inside a word) or shrinks to fit."""
from PySide6.QtGui import QFontMetricsF, QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel, QWidget

from tableapp.core.i18n import tr
from tableapp.core.session import Session
from tableapp.games.registry import engine_for
from tableapp.ui.widgets.one_line import PHRASE_END

from ui_helpers import settings_dir, start_app  # noqa: F401 - fixtures

BLOCKED = "Undo stops at the last roll, deal or reveal, so nobody can peek or re-roll."


def digital_night(w, players=("Ann", "Bo", "Cy")):
    w.controller.set_session(Session("Night", list(players), w.store))
    w.show_table()
    w.controller.start_game(engine_for("liar-dice"), players=list(players), mode="digital", seed=3, chips=2)


def test_switching_to_japanese_rewords_the_undo_hint_at_once(qtbot, tmp_path, start_app):
    w = start_app(tmp_path, lang="en")
    digital_night(w)
    assert w.table_view.undo_hint.text() == BLOCKED
    w.show_message("error", "An English message")
    w.lang_actions["ja"].trigger()
    japanese = tr("session", BLOCKED)
    assert japanese != BLOCKED  # the catalogue has it
    assert w.table_view.undo_hint.text() == japanese
    assert w.act_undo.toolTip() == japanese
    assert not w.banner.isVisible() and w.statusBar().currentMessage() == ""


def lines_of(label) -> list[str]:
    """The lines a word-wrapped label's text breaks into at its width and font."""
    shown = QLabel.text(label)  # as drawn (a KeepWordsLabel's text() is the text as given)
    layout = QTextLayout(shown, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(label.contentsRect().width())
        lines.append(shown[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return [line.replace("\u2060", "").replace("\u00a0", " ") for line in lines]  # as read: a no-break space is a space


def test_the_cover_title_shrinks_to_one_line_and_never_breaks_inside_a_word(qtbot, tmp_path, start_app):
    from tableapp.ui.widgets.cover import Cover

    start_app(tmp_path, lang="ja")
    for width in (1000, 700, 400):
        host = QWidget()
        qtbot.addWidget(host)
        cover = Cover("=SUM(1,2)", "", host)
        cover.resize(width, 400)
        host.resize(width, 400)
        host.show()
        qtbot.wait(10)
        title = cover.title
        assert cover.title_text == "画面を =SUM(1,2) さんに渡してください"
        lines = lines_of(title)
        assert "".join(lines).replace(" ", "") == cover.title_text.replace(" ", "")
        # one line when it fits at some size; else broken only between the space-separated parts, or
        # after a phrase's particle ("さんに / 渡してください") when a part is wider than the line
        for line in lines[:-1]:
            assert line.endswith(" ") or line[-1] in PHRASE_END, lines
        full = cover.font().pointSizeF() * Cover.TITLE
        if width == 1000:
            assert len(lines) == 1 and abs(title.font().pointSizeF() - full) < 0.2
        if width == 700:  # a smaller size keeps it on one line
            assert len(lines) == 1 and title.font().pointSizeF() < full - 1


def test_a_long_japanese_verdict_is_never_cut_on_the_board(qtbot, tmp_path, start_app):
    from tableapp.ui.panels.kit.fit import FitLabel

    start_app(tmp_path, lang="ja")
    text = ("コール「スリー・オブ・ア・カインド」、出目は「ジャックと10のツー・ペア」："
            "実際より上をコールした =SUM(1,2) さんがチップを 1 枚ロスト、脱落")
    label = FitLabel(1.7, 1.05, lines=5)
    qtbot.addWidget(label)
    label.setText(text)
    label.resize(280, 100)
    label.show()
    assert label.fits()
    assert label.toolTip() == text


def test_the_liar_dice_board_caption_breaks_between_words(qtbot, tmp_path, start_app):
    from tableapp.ui.panels.liar_dice.board import CallBoard
    from tableapp.ui.panels.kit.scale import restyle

    start_app(tmp_path, lang="ja")
    board = CallBoard()
    qtbot.addWidget(board)
    restyle(board, 13.0)
    board.resize(200, 300)
    board.show()
    view = {"phase": "open", "round": 2, "starter": "中村", "history": [],
            "last_showdown": {"round": 1, "faces": ["9", "9", "K", "Q", "J"], "text": "…", "challenger": "中村",
                              "caller": "Alice"}}
    board.show_view(view)
    qtbot.wait(10)
    caption = board.caption
    assert caption.text() == tr("LiarDicePanel", "Round {n}: {challenger} challenged {caller}").format(
        n=1, challenger="中村", caller="Alice")
    lines = lines_of(caption)
    assert len(lines) > 1
    assert all(line.endswith(" ") or line[-1] in PHRASE_END for line in lines[:-1]), lines  # a space or a particle


def test_a_japanese_word_wider_than_the_label_still_wraps_rather_than_being_cut(qtbot, settings_dir):
    from tableapp.ui.widgets.one_line import KeepWordsLabel

    label = KeepWordsLabel("ラウンド 1：まだコールなし")
    qtbot.addWidget(label)
    label.resize(90, 200)
    label.show()
    qtbot.wait(10)
    lines = lines_of(label)
    assert "".join(lines).replace(" ", "") == "ラウンド1：まだコールなし"
    fm = QFontMetricsF(label.font())
    assert all(fm.horizontalAdvance(line.strip()) <= label.contentsRect().width() for line in lines), lines
    assert label.text() == "ラウンド 1：まだコールなし"


def test_a_language_switch_renames_the_calls_and_marks_kept_from_the_last_click(qtbot, tmp_path, start_app):
    from tableapp.games.chicken_llama.bills import slot_title
    from tableapp.games.liar_dice.hands import ONE_PAIR, call_name

    w = start_app(tmp_path, lang="en")
    aces = (ONE_PAIR, 6, 0)
    assert (call_name(aces), slot_title("d5"), slot_title("h")) == ("Pair of Aces", "dot 5", "horizontal crease")
    w.lang_actions["ja"].trigger()
    japanese = (tr("liar_dice", "Pair of {r}").format(r=tr("liar_dice", "Aces")),
                tr("chicken_llama", "dot {n}").format(n=5), tr("chicken_llama", "horizontal crease"))
    assert all(a != b for a, b in zip(japanese, ("Pair of Aces", "dot 5", "horizontal crease")))  # in the catalogue
    assert (call_name(aces), slot_title("d5"), slot_title("h")) == japanese
    w.lang_actions["en"].trigger()
    assert (call_name(aces), slot_title("d5"), slot_title("h")) == ("Pair of Aces", "dot 5", "horizontal crease")
