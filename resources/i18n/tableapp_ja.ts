<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
  <context>
    <name>AliasesDialog</name>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="195" />
      <source>Renamed names</source>
      <translation>名前の変更・統合</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="200" />
      <source>Take back</source>
      <translation>取り消す</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="204" />
      <source>Close</source>
      <translation>閉じる</translation>
    </message>
  </context>
  <context>
    <name>Banner</name>
    <message>
      <location filename="../../tableapp/ui/widgets/banner.py" line="95" />
      <source>Dismiss</source>
      <translation>閉じる</translation>
    </message>
  </context>
  <context>
    <name>ChickenLlamaPanel</name>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/common.py" line="126" />
      <source>1 coin</source>
      <translation>コイン 1 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/common.py" line="127" />
      <source>{n} coins</source>
      <translation>コイン {n} 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/common.py" line="134" />
      <source>{label} ({coins})</source>
      <translation>{label}（{coins}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/decisions.py" line="61" />
      <source>Chickens among the 2 bills (optional):</source>
      <translation>2 枚のうちニワトリは（省略可）：</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/decisions.py" line="66" />
      <source>not counted</source>
      <translation>未入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/decisions.py" line="71" />
      <source>{name} shows both bills: is the hand bust?</source>
      <translation>{name} さんが 2 枚とも公開：手札はバーストですか？</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/end.py" line="34" />
      <source>{name}: {coins}</source>
      <translation>{name} さん：{coins}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/end.py" line="36" />
      <source>{name}: out</source>
      <translation>{name} さん：脱落</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/end.py" line="39" />
      <source>Carried to the next game: {coins}</source>
      <translation>次のゲームへ持ち越し：{coins}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/end.py" line="50" />
      <location filename="../../tableapp/ui/panels/chicken_llama/settlement.py" line="86" />
      <source>{name} wins the game!</source>
      <translation>{name} さんがゲームに勝利！</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/header.py" line="121" />
      <source>S: the stake. V: what a wrong vote pays. F: what each voter pays a bust lone survivor. W: what a withdrawal costs.</source>
      <translation>S：賭け金。V：予想が外れたときの支払い。F：1 人だけ勝負した人がバーストしたとき、降りた人がそれぞれ払う額。W：撤回の費用。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/header.py" line="129" />
      <source>The top bill of the pile: everyone sees its common side and marks.</source>
      <translation>山札の一番上のお札：オモテ面と目印は全員に見えます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/header.py" line="226" />
      <source>{phase} · the table</source>
      <translation>{phase} · テーブル</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/header.py" line="228" />
      <source>{phase} · {name}</source>
      <translation>{phase} · {name} さん</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/header.py" line="236" />
      <source>stake S = {S} · wrong vote V = {V} · bust survivor F = {F} · withdrawal W = {W}</source>
      <translation>賭け金 S = {S} · 予想外れ V = {V} · 1 人残りのバースト F = {F} · 撤回 W = {W}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/header.py" line="242" />
      <source>Pot {n}</source>
      <translation>ポット {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/header.py" line="250" />
      <source>pile
{n} bills</source>
      <translation>山札
{n} 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/hints.py" line="29" />
      <source>Marking bill {n}: Q W A S corners, H V creases, 1-9 dots. Arrows: another bill. Enter: done.</source>
      <translation>お札 {n} に目印をつけています：Q W A S で角、H V で折り目、1〜9 で点。矢印キーで別のお札、Enter で終了。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/hints.py" line="31" />
      <source>Q W A S corners, H V creases, 1-9 dots. Enter: done.</source>
      <translation>Q W A S で角、H V で折り目、1〜9 で点。Enter で終了。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/hints.py" line="36" />
      <source>Your bills. Click a corner, a crease line or a dot to mark one: marks are permanent and everyone sees them.</source>
      <translation>あなたのお札です。角、折り目の線、点のどれかをクリックすると目印がつきます：目印は消せず、全員に見えます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/hints.py" line="38" />
      <source>Click a bill to mark it: permanent and public.</source>
      <translation>お札をクリックで目印：消せず、全員に見えます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/hints.py" line="42" />
      <source>No more marks this round: the table's limit is reached.</source>
      <translation>このラウンドはもう目印をつけられません：上限に達しました。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/hints.py" line="42" />
      <source>No more marks this round.</source>
      <translation>このラウンドはもう目印をつけられません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/panel.py" line="156" />
      <source>Withdraw: pay {pays}, get {back} back</source>
      <translation>撤回：{pays} 枚支払い、{back} 枚が戻る</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/panel.py" line="211" />
      <source>How many bills did {name} draw?</source>
      <translation>{name} さんは何枚引きましたか？</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/panel.py" line="220" />
      <source>{name} folded: who wins this round?</source>
      <translation>{name} さんは降りました：このラウンドで勝ちそうなのは誰？</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/panel.py" line="222" />
      <source>{name} shuffles all 26 bills and deals 2 to each player.</source>
      <translation>{name} さんが 26 枚のお札をすべてよく切り、全員に 2 枚ずつ配ります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/panel.py" line="405" />
      <location filename="../../tableapp/ui/panels/chicken_llama/panel.py" line="407" />
      <location filename="../../tableapp/ui/panels/chicken_llama/reveal_log.py" line="37" />
      <location filename="../../tableapp/ui/panels/chicken_llama/reveal_log.py" line="40" />
      <source>Reveal log</source>
      <translation>公開記録</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/panel.py" line="410" />
      <source>Past reveals: each bill's marks beside its animal ({key})</source>
      <translation>これまでの公開：お札ごとの目印と動物（{key}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/private.py" line="125" />
      <source>Mark with the keys</source>
      <translation>キーで目印をつける</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/private.py" line="190" />
      <source>your bill {n}</source>
      <translation>あなたのお札 {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/private.py" line="213" />
      <source>{n} · dealt</source>
      <translation>{n} · 配札</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/private.py" line="215" />
      <source>{n} · top</source>
      <translation>{n} · 上から</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/private.py" line="217" />
      <source>{n} · bottom</source>
      <translation>{n} · 下から</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/private.py" line="274" />
      <source>from the top</source>
      <translation>山札の上から</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/private.py" line="275" />
      <source>from the bottom</source>
      <translation>山札の下から</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/private.py" line="277" />
      <source>You drew a llama {where}.</source>
      <translation>{where}ラマを引きました。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/private.py" line="279" />
      <source>You drew a chicken {where}.</source>
      <translation>{where}ニワトリを引きました。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/private.py" line="281" />
      <source>Draw again or stop?</source>
      <translation>もう 1 枚引きますか、やめますか？</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/private.py" line="283" />
      <source>“?”: nobody has seen this bill, you neither.</source>
      <translation>「?」：このお札は誰も見ていません（あなたもです）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/reveal_log.py" line="23" />
      <source>llama</source>
      <translation>ラマ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/reveal_log.py" line="25" />
      <source>chicken</source>
      <translation>ニワトリ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/reveal_log.py" line="41" />
      <source>Every bill shown at a reveal: its common side with the marks it had then, beside its animal. Newest first.</source>
      <translation>公開されたお札：そのときの目印がついたオモテ面と、その横にウラ面の動物。新しい順。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/reveal_log.py" line="57" />
      <source>Round {n}</source>
      <translation>ラウンド {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/reveal_log.py" line="76" />
      <source>No reveal yet.</source>
      <translation>まだ公開されたお札はありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/reveal_log.py" line="101" />
      <source>{name}'s bill {n}: {animal}</source>
      <translation>{name} さんのお札 {n}：{animal}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/table.py" line="65" />
      <source>▶ decides</source>
      <translation>▶ 手番</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/table.py" line="66" />
      <source>dealer</source>
      <translation>ディーラー</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/table.py" line="225" />
      <source>out</source>
      <translation>脱落</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/table.py" line="226" />
      <source>left the game</source>
      <translation>退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/table.py" line="227" />
      <source>no coins left</source>
      <translation>コインなし</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/table.py" line="234" />
      <source>in the pot: {n}</source>
      <translation>ポットに {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/table.py" line="259" />
      <source>2 to 5 bills</source>
      <translation>2〜5 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/chicken_llama/table.py" line="261" />
      <source>{n} bills</source>
      <translation>{n} 枚</translation>
    </message>
    <message>
      <source>1 llama</source>
      <translation type="obsolete">ラマ 1</translation>
    </message>
    <message>
      <source>{n} llamas</source>
      <translation type="obsolete">ラマ {n}</translation>
    </message>
    <message>
      <source>1 chicken</source>
      <translation type="obsolete">ニワトリ 1</translation>
    </message>
    <message>
      <source>{n} chickens</source>
      <translation type="obsolete">ニワトリ {n}</translation>
    </message>
    <message>
      <source>{llamas}, {chickens}</source>
      <translation type="obsolete">{llamas}・{chickens}</translation>
    </message>
    <message>
      <source>folded, voted in secret</source>
      <translation type="obsolete">降り（秘密で投票済み）</translation>
    </message>
    <message>
      <source>folded, voted for {name}</source>
      <translation type="obsolete">降り（{name} さんに投票）</translation>
    </message>
    <message>
      <source>top</source>
      <translation type="obsolete">上</translation>
    </message>
    <message>
      <source>bottom</source>
      <translation type="obsolete">下</translation>
    </message>
    <message>
      <source>drew {ends}</source>
      <translation type="obsolete">{ends}から引いた</translation>
    </message>
    <message>
      <source>, </source>
      <translation type="obsolete">、</translation>
    </message>
    <message>
      <source>Enter</source>
      <translation type="obsolete">Enter</translation>
    </message>
    <message>
      <source>Not counted</source>
      <translation type="obsolete">数えていない</translation>
    </message>
    <message>
      <source>llamas</source>
      <translation type="obsolete">ラマ</translation>
    </message>
    <message>
      <source>chickens</source>
      <translation type="obsolete">ニワトリ</translation>
    </message>
    <message>
      <source>holds {n} bills</source>
      <translation type="obsolete">手札 {n} 枚</translation>
    </message>
    <message>
      <source>Confirm the showdown</source>
      <translation type="obsolete">判定を確定</translation>
    </message>
    <message>
      <source>Enter the llamas and the chickens of {names}.</source>
      <translation type="obsolete">{names} のラマとニワトリの枚数を入力してください。</translation>
    </message>
    <message>
      <source>A player leaves the game ({key})</source>
      <translation type="obsolete">プレイヤーが退席（{key}）</translation>
    </message>
    <message>
      <source>Table ▾</source>
      <translation type="obsolete">テーブル ▾</translation>
    </message>
    <message>
      <source>Player leaves…</source>
      <translation type="obsolete">プレイヤーが退席…</translation>
    </message>
    <message>
      <source>A player leaves the game</source>
      <translation type="obsolete">プレイヤーの退席</translation>
    </message>
    <message>
      <source>Who leaves the game for good?</source>
      <translation type="obsolete">誰がゲームから退席しますか？（戻れません）</translation>
    </message>
    <message>
      <source>Choose a player.</source>
      <translation type="obsolete">プレイヤーを選んでください。</translation>
    </message>
    <message>
      <source>Leave for good</source>
      <translation type="obsolete">退席する</translation>
    </message>
  </context>
  <context>
    <name>ChipChart</name>
    <message>
      <location filename="../../tableapp/ui/chip_chart.py" line="42" />
      <source>No game has been played yet.</source>
      <translation>まだゲームがありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/chip_chart.py" line="53" />
      <source>Every action of the night, game by game</source>
      <translation>夜のすべての操作（ゲームごと）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/chip_chart.py" line="69" />
      <source>Game {n}: {game}, the opening</source>
      <translation>ゲーム{n}：{game}、開始時</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/chip_chart.py" line="71" />
      <source>Game {n}: {game}, action {action}, round {round}</source>
      <translation>ゲーム{n}：{game}、操作{action}、ラウンド{round}</translation>
    </message>
  </context>
  <context>
    <name>ChipChartWindow</name>
    <message>
      <location filename="../../tableapp/ui/chip_chart.py" line="109" />
      <source>Chips over the night</source>
      <translation>夜のチップの推移</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/chip_chart.py" line="114" />
      <source>Point at the chart to see the action and everyone's chips.</source>
      <translation>グラフにマウスを合わせると、その操作と全員のチップが表示されます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/chip_chart.py" line="122" />
      <source>Close</source>
      <translation>閉じる</translation>
    </message>
  </context>
  <context>
    <name>Controller</name>
    <message>
      <location filename="../../tableapp/ui/controller.py" line="226" />
      <location filename="../../tableapp/ui/controller.py" line="288" />
      <source>This night is finished and opens read-only.</source>
      <translation>この夜は終了しています。閲覧のみで開きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/controller.py" line="228" />
      <location filename="../../tableapp/ui/controller.py" line="291" />
      <source>No game has started yet.</source>
      <translation>まだゲームが始まっていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/controller.py" line="300" />
      <source>The rules engine failed ({error}). Nothing was changed.</source>
      <translation>ルールエンジンでエラーが起きました（{error}）。何も変更されていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/controller.py" line="337" />
      <source>Undone: {what}</source>
      <translation>取り消しました: {what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/controller.py" line="338" />
      <source>Redone: {what}</source>
      <translation>やり直しました: {what}</translation>
    </message>
  </context>
  <context>
    <name>Cover</name>
    <message>
      <location filename="../../tableapp/ui/widgets/cover.py" line="38" />
      <location filename="../../tableapp/ui/widgets/cover.py" line="80" />
      <source>Pass the screen to {name}</source>
      <translation>画面を {name} さんに渡してください</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/cover.py" line="45" />
      <location filename="../../tableapp/ui/widgets/cover.py" line="82" />
      <source>Only {name} should look at the screen now.</source>
      <translation>ここからは {name} さんだけが画面を見てください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/cover.py" line="59" />
      <location filename="../../tableapp/ui/widgets/cover.py" line="114" />
      <source>I am {name}: show (Space)</source>
      <translation>{name} です：表示する（スペース）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/cover.py" line="126" />
      <source>Show (Space)</source>
      <translation>表示する（スペース）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/cover.py" line="252" />
      <source>Hide (Esc)</source>
      <translation>隠す（Esc）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/cover.py" line="258" />
      <source>Only for {name}</source>
      <translation>{name} さん専用</translation>
    </message>
  </context>
  <context>
    <name>GameLogModel</name>
    <message>
      <location filename="../../tableapp/ui/widgets/game_log.py" line="53" />
      <source>Undone</source>
      <translation>取り消し済み</translation>
    </message>
  </context>
  <context>
    <name>GameLogView</name>
    <message>
      <location filename="../../tableapp/ui/widgets/game_log.py" line="129" />
      <source>Game log</source>
      <translation>ゲームの記録</translation>
    </message>
  </context>
  <context>
    <name>GameSetupDialog</name>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="69" />
      <source>New game</source>
      <translation>新しいゲーム</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="76" />
      <source>not available</source>
      <translation>利用できません</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="81" />
      <source>Game</source>
      <translation>ゲーム</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="95" />
      <source>Players, mode and chips</source>
      <translation>参加者・モード・チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="104" />
      <source>Who plays (seat order)</source>
      <translation>参加者（席順）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="107" />
      <source>Who plays</source>
      <translation>参加者</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="120" />
      <location filename="../../tableapp/ui/game_setup.py" line="334" />
      <source>From the earlier games</source>
      <translation>これまでのゲームから</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="143" />
      <source>Mode</source>
      <translation>モード</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="146" />
      <source>Physical: the table rolls and deals</source>
      <translation>物理：サイコロやカードはテーブルで</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="147" />
      <source>Digital: the app rolls and deals (pass the screen)</source>
      <translation>デジタル：アプリが振って配る（画面を回す）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="153" />
      <source>Undo stops at the last roll, deal or reveal</source>
      <translation>取り消しは直前のロール・配札・公開まで</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="157" />
      <source>Seed</source>
      <translation>シード</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="159" />
      <source>The app's dice and cards are drawn from this number.</source>
      <translation>アプリのサイコロとカードはこの数から決まります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="161" />
      <source>New seed</source>
      <translation>新しいシード</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="168" />
      <source>Chips</source>
      <translation>チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="172" />
      <source>Everyone starts with</source>
      <translation>全員の開始チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="185" />
      <source>Carry over the chips from the last game, with rebuys</source>
      <translation>前のゲームのチップを引き継ぐ（リバイあり）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="193" />
      <source>This is the night's first game.</source>
      <translation>今夜最初のゲームです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="200" />
      <location filename="../../tableapp/ui/game_setup.py" line="354" />
      <source>House options</source>
      <translation>ハウスルール</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="209" />
      <source>Rebuys from the bank</source>
      <translation>バンクからのリバイ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="238" />
      <source>Start the game</source>
      <translation>ゲーム開始</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="363" />
      <source>Rebuys</source>
      <translation>リバイ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="455" />
      <source>1 chip waits in the {pot} for a game that takes it.</source>
      <translation>{pot}に1チップが、それを受け取るゲームを待っています。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="456" />
      <source>{n} chips wait in the {pot} for a game that takes them.</source>
      <translation>{pot}に{n}チップが、それを受け取るゲームを待っています。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="459" />
      <source>{name} deals or starts first (the deal passes on).</source>
      <translation>{name}さんが最初のディーラー(スタート)です(前のゲームから引き継ぎ)。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="476" />
      <source>Fixed by the rules of this game.</source>
      <translation>このゲームのルールで決まっています。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="560" />
      <source>Choose a game.</source>
      <translation>ゲームを選んでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="562" />
      <source>The seed must be a whole number.</source>
      <translation>シードは整数にしてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="565" />
      <source>Type how many chips everyone starts with.</source>
      <translation>全員の開始チップ数を入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="567" />
      <source>Type each player's rebuy (0 for none).</source>
      <translation>各プレイヤーのリバイを入力してください（なしは 0）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="579" />
      <source>{name} {n}</source>
      <translation>{name} さん {n} 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="582" />
      <source>Starting fresh sends chips back to the bank: {who}.</source>
      <translation>新しく始めると、チップがバンクに戻ります：{who}。</translation>
    </message>
    <message>
      <source>Carry over the chips from the last game, with rebuys:</source>
      <translation type="obsolete">前のゲームのチップを引き継ぐ（リバイあり）：</translation>
    </message>
    <message>
      <source>{name}: holds {n}, rebuy</source>
      <translation type="obsolete">{name}：所持 {n}、リバイ</translation>
    </message>
  </context>
  <context>
    <name>GenericPanel</name>
    <message>
      <location filename="../../tableapp/ui/panels/base.py" line="101" />
      <source>Report what the table shows</source>
      <translation>テーブルの結果を入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/base.py" line="103" />
      <source>What does the table show? ({what})</source>
      <translation>テーブルの結果は？（{what}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/base.py" line="117" />
      <source>Numbers separated by spaces, e.g. 6 1 2.</source>
      <translation>数字をスペースで区切って入力（例：6 1 2）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/generic.py" line="32" />
      <source>The table</source>
      <translation>テーブル</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/generic.py" line="32" />
      <source>Calls</source>
      <translation>コール</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/generic.py" line="32" />
      <source>Marks</source>
      <translation>印</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/generic.py" line="32" />
      <source>Leaving</source>
      <translation>退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/generic.py" line="108" />
      <source>Only you can see: {what}</source>
      <translation>あなただけに見える情報：{what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/generic.py" line="114" />
      <source>Only you can see this screen.</source>
      <translation>この画面はあなただけが見られます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/generic.py" line="179" />
      <source>This night is finished: read-only.</source>
      <translation>この夜は終了しました：閲覧のみ。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/generic.py" line="181" />
      <source>The game is over.</source>
      <translation>ゲーム終了です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/generic.py" line="183" />
      <source>{name}, your turn:</source>
      <translation>{name} さんの番です：</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/generic.py" line="184" />
      <source>The table reports:</source>
      <translation>テーブルの結果：</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/generic.py" line="203" />
      <source>Report {what}…</source>
      <translation>{what} を入力…</translation>
    </message>
  </context>
  <context>
    <name>GoblinPokerPanel</name>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/common.py" line="18" />
      <source>1 chip</source>
      <translation>1 チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/common.py" line="18" />
      <source>{n} chips</source>
      <translation>{n} チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/facts.py" line="62" />
      <source>Confirm   {key}</source>
      <translation>確定   {key}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/facts.py" line="69" />
      <source>⌫ Correct</source>
      <translation>⌫ 訂正</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/facts.py" line="69" />
      <location filename="../../tableapp/ui/panels/goblin_poker/facts.py" line="70" />
      <source>⌫ Correct (Backspace)</source>
      <translation>⌫ 訂正（Backspace）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/facts.py" line="90" />
      <location filename="../../tableapp/ui/panels/goblin_poker/facts.py" line="194" />
      <source>Enter the card of {name}.</source>
      <translation>{name} さんのカードを入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/facts.py" line="91" />
      <source>Enter the cards of {names}.</source>
      <translation>{names} のカードを入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/facts.py" line="91" />
      <location filename="../../tableapp/ui/panels/goblin_poker/panel.py" line="271" />
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/facts.py" line="127" />
      <source>Each player's first card:</source>
      <translation>各プレイヤーの最初のカード：</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/facts.py" line="153" />
      <source>Tie-break card drawn for {name}:</source>
      <translation>{name} さんのタイブレーク用に引いたカード：</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/facts.py" line="179" />
      <source>a pair: out</source>
      <translation>ペア：脱落</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/facts.py" line="184" />
      <source>Each card dealt, in this order:</source>
      <translation>配られたカードを、この順に：</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/hand.py" line="56" />
      <source>Your first card, in secret: click it or press its key.</source>
      <translation>最初のカードを秘密で選びます：クリックするかキーを押してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/hand.py" line="58" />
      <source>Pitch a card face down (click it or press its key), or fold.</source>
      <translation>カードを 1 枚裏向きでピッチする（クリックかキー）か、フォールドします。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/hand.py" line="71" />
      <source>Fold: pay {chips} into the pot</source>
      <translation>フォールド：{chips} をポットへ払う</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/keypad.py" line="41" />
      <source>{v} (key {key})</source>
      <translation>{v}（キー {key}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/keypad.py" line="42" />
      <source>card {v}</source>
      <translation>カード {v}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/keypad.py" line="102" />
      <source>{name}: {card}</source>
      <translation>{name}：{card}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/keypad.py" line="103" />
      <source>not entered</source>
      <translation>未入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/panel.py" line="197" />
      <source>{dealer} deals. Everyone antes {ante}; deal 6 cards face down to each player, one at a time, from the dealer's left.</source>
      <translation>{dealer} さんが配ります。全員が {ante} をアンティし、ディーラーの左から 1 枚ずつ、各プレイヤーに 6 枚を裏向きで配ってください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/panel.py" line="200" />
      <source>{name}: fold (pay {chips}) or pitch a card face down?</source>
      <translation>{name} さん：フォールド（{chips} 支払い）か、カードを裏向きでピッチか？</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/panel.py" line="268" />
      <source>{name} wins the pot: {chips}</source>
      <translation>{name} さんがポットを獲得：{chips}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/panel.py" line="270" />
      <source>{names} share the pot: {chips} each</source>
      <translation>{names} でポットを分けます：1 人 {chips}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/panel.py" line="282" />
      <source>The table ended the game early.</source>
      <translation>テーブルがゲームを途中で終了しました。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/panel.py" line="284" />
      <source>After round 5 the survivors split the pot.</source>
      <translation>ラウンド 5 の後、残った人でポットを分けます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/panel.py" line="286" />
      <source>{chips} carried to the next game of Goblin Poker.</source>
      <translation>{chips} は次のゴブリンポーカーに持ち越します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/seats.py" line="77" />
      <location filename="../../tableapp/ui/panels/goblin_poker/seats.py" line="216" />
      <source>▶ turn</source>
      <translation>▶ 手番</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/seats.py" line="78" />
      <location filename="../../tableapp/ui/panels/goblin_poker/seats.py" line="216" />
      <source>lowest</source>
      <translation>最低</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/seats.py" line="79" />
      <location filename="../../tableapp/ui/panels/goblin_poker/seats.py" line="216" />
      <source>dealer</source>
      <translation>ディーラー</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/seats.py" line="152" />
      <source>{n} cards face down</source>
      <translation>裏向き {n} 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/seats.py" line="153" />
      <source>1 card face down</source>
      <translation>裏向き 1 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/seats.py" line="155" />
      <source>fold: {chips}</source>
      <translation>フォールド：{chips}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/seats.py" line="156" />
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="36" />
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="108" />
      <source> · </source>
      <translation> · </translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="21" />
      <source>{name}'s fold costs {chips}</source>
      <translation>{name} さんのフォールドは {chips}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="22" />
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="25" />
      <source>Fold costs {chips}</source>
      <translation>フォールドは {chips}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="34" />
      <source>{name} {v}: a pair, out</source>
      <translation>{name} {v}：ペアで脱落</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="34" />
      <source>{name} {v}</source>
      <translation>{name} {v}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="36" />
      <source>Deal of round {r}: {cards}</source>
      <translation>ラウンド {r} の配り：{cards}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="62" />
      <source>Before the deal</source>
      <translation>配る前</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="64" />
      <source>Round {r} of {n}</source>
      <translation>ラウンド {r} / {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="65" />
      <source>Pot {n}</source>
      <translation>ポット {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="93" />
      <source>Ante {n}</source>
      <translation>アンティ {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="96" />
      <source>{chips} carried to the next game</source>
      <translation>{chips} を次のゲームへ持ち越し</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="98" />
      <source>{chips} carried from the last game join the pot</source>
      <translation>前のゲームから持ち越した {chips} がポットに入ります</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="100" />
      <source>lowest stack: {name}</source>
      <translation>最も低い列：{name}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="102" />
      <source>hands: {n}</source>
      <translation>手札：{n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="104" />
      <source>pitched: {n}</source>
      <translation>ピッチ済み：{n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="105" />
      <source>deck: {n}</source>
      <translation>山札：{n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/goblin_poker/table.py" line="107" />
      <source>discarded: {cards}</source>
      <translation>捨て札：{cards}</translation>
    </message>
  </context>
  <context>
    <name>KinolaPanel</name>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/common.py" line="33" />
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/common.py" line="38" />
      <source>♠ spades</source>
      <translation>♠ スペード</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/common.py" line="38" />
      <source>♥ hearts</source>
      <translation>♥ ハート</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/common.py" line="38" />
      <source>♦ diamonds</source>
      <translation>♦ ダイヤ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/common.py" line="38" />
      <source>♣ clubs</source>
      <translation>♣ クラブ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/deal.py" line="24" />
      <source>{payments}.</source>
      <translation>{payments}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/deal.py" line="74" />
      <source>Round {k} settled: {winner} wins the round</source>
      <translation>ラウンド {k} 精算済み：{winner} さんがラウンドの勝者</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/deal.py" line="77" />
      <source>No chips moved.</source>
      <translation>チップの移動はありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/deal.py" line="82" />
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="249" />
      <source>Penalties owed for the next round: {who}</source>
      <translation>次のラウンドで払うペナルティ：{who}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/deal.py" line="89" />
      <source>{round}: {dealer} deals</source>
      <translation>{round}：{dealer} さんが配ります</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/deal.py" line="92" />
      <source>Overtime: no ante; penalties are still paid.</source>
      <translation>延長戦：アンティはありませんが、ペナルティは払います。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/deal.py" line="93" />
      <source>Nothing to pay before this deal.</source>
      <translation>この配りの前に払うものはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/end.py" line="125" />
      <source>{rank}. {name}: 1 chip</source>
      <translation>{rank}位 {name}：1 チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/end.py" line="125" />
      <source>{rank}. {name}: {chips} chips</source>
      <translation>{rank}位 {name}：{chips} チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/end.py" line="128" />
      <source>Round {k}: {what}.</source>
      <translation>ラウンド {k}：{what}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/hand.py" line="39" />
      <source>Reserved</source>
      <translation>保留</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/hand.py" line="73" />
      <source>{name}: reserve one card, face down until the round ends</source>
      <translation>{name} さん：カードを 1 枚保留してください（ラウンドの終わりまで裏向き）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/hand.py" line="75" />
      <source>{name}: play a card, following {suit}</source>
      <translation>{name} さん：{suit}に従ってカードを出してください</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/hand.py" line="77" />
      <source>{name}: play a card (no {suit} in hand: any card)</source>
      <translation>{name} さん：カードを出してください（手札に{suit}がないので何でも可）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/hand.py" line="80" />
      <source>{name}: lead a card</source>
      <translation>{name} さん：最初のカードを出してください</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/panel.py" line="41" />
      <source>{name} wins trick {k}.</source>
      <translation>{name} さんがトリック {k} を取りました。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/panel.py" line="54" />
      <source>nothing to pay</source>
      <translation>支払いなし</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/panel.py" line="55" />
      <source>Before this deal: {paid}.</source>
      <translation>この配りの前：{paid}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/panel.py" line="212" />
      <source>Who deals first?</source>
      <translation>最初のディーラーは誰ですか？</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="35" />
      <source>Kinola (K♥)</source>
      <translation>キノラ（K♥）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="35" />
      <source>Ace</source>
      <translation>エース</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="35" />
      <source>King (not K♥)</source>
      <translation>キング（K♥以外）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="35" />
      <source>Queen</source>
      <translation>クイーン</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="36" />
      <source>Jack</source>
      <translation>ジャック</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="36" />
      <source>0 points (10–2, joker)</source>
      <translation>0 点（10〜2、ジョーカー）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="49" />
      <source>class or card</source>
      <translation>種類かカード</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="77" />
      <source>Player</source>
      <translation>プレイヤー</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="77" />
      <source>Reserved card</source>
      <translation>保留カード</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="77" />
      <source>Played K♥</source>
      <translation>K♥を出した</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="77" />
      <source>Took K♥</source>
      <translation>K♥を取った</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="77" />
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="152" />
      <source>Points</source>
      <translation>点数</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="77" />
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="152" />
      <source>Tricks</source>
      <translation>トリック</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="94" />
      <source>{name}: reserved card</source>
      <translation>{name}：保留カード</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="98" />
      <source>{name} played the Kinola</source>
      <translation>{name} さんがキノラを出した</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="99" />
      <source>{name} took the Kinola</source>
      <translation>{name} さんがキノラを取った</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="105" />
      <source>{name}: points taken</source>
      <translation>{name}：取った点数</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="106" />
      <source>{name}: tricks won</source>
      <translation>{name}：取ったトリック数</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="130" />
      <source>Sum</source>
      <translation>合計</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="138" />
      <source>Check and show the payments   {key}</source>
      <translation>確認して支払いを表示   {key}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="144" />
      <source>Reserved card: pick its class, or type it (AS, 10H, JOKER). Mark who played and who took the Kinola only when nobody reserved it.</source>
      <translation>保留カード：種類を選ぶか、カードを入力します（AS、10H、JOKER）。キノラを出した人と取った人は、誰もキノラを保留していないときだけ印を付けます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="179" />
      <source>{n} of {t}</source>
      <translation>{n} / {t}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="207" />
      <source>Enter the reserved card, points and tricks of {names}.</source>
      <translation>{names} の保留カード・点数・トリック数を入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="239" />
      <source>Round {k}: {winner} wins the round</source>
      <translation>ラウンド {k}：{winner} さんがラウンドの勝者</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="245" />
      <source>No chips move.</source>
      <translation>チップは動きません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="257" />
      <source>Book these payments   {key}</source>
      <translation>この支払いを記帳   {key}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/result.py" line="262" />
      <source>‹ Back to the entry (Esc)</source>
      <translation>‹ 入力に戻る（Esc）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="29" />
      <source>Game over</source>
      <translation>ゲーム終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="31" />
      <source>The table</source>
      <translation>テーブル</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="33" />
      <source>The app deals</source>
      <translation>アプリが配ります</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="70" />
      <source>Pot {n}</source>
      <translation>ポット {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="73" />
      <source>Dealer: {name}</source>
      <translation>ディーラー：{name}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="73" />
      <source>No dealer yet</source>
      <translation>ディーラー未定</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="74" />
      <source>Turn: {name}</source>
      <translation>手番：{name}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="78" />
      <source>Led: {suit}</source>
      <translation>台札：{suit}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="78" />
      <source>Led: the leader chooses</source>
      <translation>台札：リードする人が選びます</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="79" />
      <source>Trick {k} of {t} · {led}</source>
      <translation>トリック {k} / {t} · {led}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="107" />
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="160" />
      <source>Dealer</source>
      <translation>ディーラー</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="138" />
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="202" />
      <source>{n} chips</source>
      <translation>{n} チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="138" />
      <source>1 chip</source>
      <translation>1 チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/table.py" line="159" />
      <source>To act</source>
      <translation>手番</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/trick.py" line="176" />
      <source>Round {k}: {what}. Paid: {paid}.</source>
      <translation>ラウンド {k}：{what}。支払い：{paid}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/trick.py" line="177" />
      <source>nothing</source>
      <translation>なし</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/trick.py" line="184" />
      <source>Last trick</source>
      <translation>直前のトリック</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/trick.py" line="187" />
      <source>Last trick of round {k}</source>
      <translation>ラウンド {k} の最後のトリック</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kinola/trick.py" line="191" />
      <source>Last trick: none yet</source>
      <translation>直前のトリック：まだありません</translation>
    </message>
  </context>
  <context>
    <name>LeaveDialog</name>
    <message>
      <location filename="../../tableapp/ui/widgets/leave_dialog.py" line="19" />
      <source>A player leaves the game</source>
      <translation>プレイヤーの退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/leave_dialog.py" line="23" />
      <source>Who leaves the game for good?</source>
      <translation>誰がゲームから退席しますか？（戻れません）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/leave_dialog.py" line="44" />
      <source>Choose a player.</source>
      <translation>プレイヤーを選んでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/leave_dialog.py" line="59" />
      <source>Leave for good</source>
      <translation>退席する</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/leave_dialog.py" line="87" />
      <source>{name} cannot leave the game now.</source>
      <translation>{name} さんは今はゲームを抜けられません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/leave_dialog.py" line="91" />
      <source>Choose who leaves first: press their seat's number.</source>
      <translation>まず抜ける人を選んでください：その席の番号を押します。</translation>
    </message>
  </context>
  <context>
    <name>LedgerModel</name>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="41" />
      <source>Time</source>
      <translation>時刻</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="41" />
      <source>Game</source>
      <translation>ゲーム</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="41" />
      <source>Round</source>
      <translation>ラウンド</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="41" />
      <source>Action</source>
      <translation>手番</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="41" />
      <source>From</source>
      <translation>支払元</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="42" />
      <source>To</source>
      <translation>支払先</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="42" />
      <source>Amount</source>
      <translation>枚数</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="43" />
      <source>Pot</source>
      <translation>ポット</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="43" />
      <source>Reason</source>
      <translation>理由</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="107" />
      <source>opening</source>
      <translation>開始</translation>
    </message>
  </context>
  <context>
    <name>LedgerWindow</name>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="115" />
      <source>Chip ledger</source>
      <translation>チップ台帳</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="142" />
      <source>Export CSV…</source>
      <translation>CSV に書き出す…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="144" />
      <source>Export JSON…</source>
      <translation>JSON に書き出す…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="146" />
      <source>Close</source>
      <translation>閉じる</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="166" />
      <source>Game {n}, {game}: {standings}</source>
      <translation>ゲーム{n}、{game}:{standings}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="178" />
      <source>Export the ledger as CSV</source>
      <translation>台帳を CSV に書き出す</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="178" />
      <source>Export the ledger as JSON</source>
      <translation>台帳を JSON に書き出す</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="179" />
      <source>CSV files (*.csv)</source>
      <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="179" />
      <source>JSON files (*.json)</source>
      <translation>JSON ファイル (*.json)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="190" />
      <source>Could not write {path}: {error}</source>
      <translation>{path} に書き込めませんでした：{error}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="192" />
      <source>Ledger saved to {path}</source>
      <translation>台帳を {path} に保存しました</translation>
    </message>
  </context>
  <context>
    <name>LiarDicePanel</name>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="25" />
      <source>{name}: {call} (rerolled {n})</source>
      <translation>{name}：{call}（{n} 個振りなおし）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="28" />
      <source>{name}: {call}</source>
      <translation>{name}：{call}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="46" />
      <source>Round {n}: {challenger} challenged {caller}</source>
      <translation>ラウンド {n}：{challenger} さんが {caller} さんにチャレンジ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="183" />
      <source>{name} called:</source>
      <translation>{name} さんのコール：</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="186" />
      <source>Round {n}: no call yet</source>
      <translation>ラウンド {n}：まだコールなし</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="187" />
      <source>{name} calls first</source>
      <translation>{name} さんが最初にコール</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="192" />
      <source>{name} rerolls 1 die</source>
      <translation>{name} さんが 1 個振りなおし</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="193" />
      <source>{name} rerolls {n} dice</source>
      <translation>{name} さんが {n} 個振りなおし</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="196" />
      <source>{name} accepted and rerolled 1 die</source>
      <translation>{name} さんがアクセプトして 1 個振りなおし</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="197" />
      <source>{name} accepted and rerolled {n} dice</source>
      <translation>{name} さんがアクセプトして {n} 個振りなおし</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="200" />
      <source>{name} accepted</source>
      <translation>{name} さんがアクセプト</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="202" />
      <source>after rerolling 1 die</source>
      <translation>1 個振りなおしてのコール</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="203" />
      <source>after rerolling {n} dice</source>
      <translation>{n} 個振りなおしてのコール</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="222" />
      <source>… and {n} earlier</source>
      <translation>…ほか {n} 件</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="248" />
      <source>{name} wins the pot of {n}</source>
      <translation>{name} さんの勝ち！ポットのチップ {n} 枚を獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/board.py" line="249" />
      <source>{name} wins</source>
      <translation>{name} さんの勝ち！</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/call_picker.py" line="44" />
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="266" />
      <source>Choose a hand (keys 1–8):</source>
      <translation>役を選んでください（キー 1〜8）：</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/call_picker.py" line="208" />
      <source>No call is complete yet: choose a hand ({keys}).</source>
      <translation>コールがまだ完成していません：役を選んでください（{keys}）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/call_picker.py" line="213" />
      <source>"{key}" is not offered after {call}: press {keys} (Esc or Backspace: back).</source>
      <translation>{call} の後に「{key}」は選べません：{keys} を押してください（Esc か Backspace で戻る）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/call_picker.py" line="215" />
      <source>"{key}" names no call higher than the current one: press {keys}.</source>
      <translation>「{key}」では今のコールより高いコールになりません：{keys} を押してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/call_picker.py" line="356" />
      <source> · N none</source>
      <translation>・N 指定なし</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/call_picker.py" line="358" />
      <source>{call} › and the second rank? ({keys})</source>
      <translation>{call} › 2つ目のランクは？（{keys}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/call_picker.py" line="360" />
      <source>{call} › name a rank? ({keys})</source>
      <translation>{call} › ランクを指定しますか？（{keys}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/call_picker.py" line="362" />
      <source>{call} › nothing more to name</source>
      <translation>{call} › これ以上指定するものはありません</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/call_picker.py" line="367" />
      <source>N  none</source>
      <translation>N  指定なし</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/call_picker.py" line="382" />
      <source>‹ Back ({key})</source>
      <translation>‹ 戻る（{key}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/call_picker.py" line="386" />
      <source>Call {call}   ⏎</source>
      <translation>「{call}」をコール   ⏎</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/call_picker.py" line="387" />
      <source>Call   ⏎</source>
      <translation>コール   ⏎</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/call_picker.py" line="389" />
      <source>Call …</source>
      <translation>コール …</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/call_picker.py" line="394" />
      <source>{face}-high</source>
      <translation>{face}・ハイ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/common.py" line="14" />
      <source>Aces</source>
      <translation>エース</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/common.py" line="15" />
      <source>Kings</source>
      <translation>キング</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/common.py" line="16" />
      <source>Queens</source>
      <translation>クイーン</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/common.py" line="17" />
      <source>Jacks</source>
      <translation>ジャック</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/common.py" line="18" />
      <source>Tens</source>
      <translation>10</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/common.py" line="19" />
      <source>Nines</source>
      <translation>9</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/common.py" line="28" />
      <source>High card</source>
      <translation>ハイ・カード</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/common.py" line="29" />
      <source>Pair</source>
      <translation>ワン・ペア</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/common.py" line="30" />
      <source>Two pair</source>
      <translation>ツー・ペア</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/common.py" line="31" />
      <source>Three</source>
      <translation>スリー</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/common.py" line="32" />
      <source>Straight</source>
      <translation>ストレート</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/common.py" line="33" />
      <source>Full house</source>
      <translation>フルハウス</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/common.py" line="34" />
      <source>Four</source>
      <translation>フォー</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/common.py" line="35" />
      <source>Five</source>
      <translation>ファイブ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/face_entry.py" line="44" />
      <source>{name} called {call}</source>
      <translation>{name} さんのコール：{call}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/face_entry.py" line="58" />
      <source>Enter the five dice: click, or type 1–6 (A K Q J T 9 also work)</source>
      <translation>5 個のダイスを入力：クリックするか 1〜6 を入力（A K Q J T 9 でも可）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/face_entry.py" line="59" />
      <source>Enter the five dice: click, or type A K Q J T 9</source>
      <translation>5 個のダイスを入力：クリックするか A K Q J T 9 を入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/face_entry.py" line="75" />
      <source>Add a die showing {face} (key {key})</source>
      <translation>{face} の目を追加（キー {key}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/face_entry.py" line="88" />
      <source>⌫ Delete</source>
      <translation>⌫ 1 個消す</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/face_entry.py" line="91" />
      <source>Clear (Esc)</source>
      <translation>すべて消す（Esc）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/face_entry.py" line="132" />
      <source>Five dice are entered. Backspace deletes the last one.</source>
      <translation>ダイスは 5 個入力済みです。Backspace で最後の 1 個を消せます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/face_entry.py" line="175" />
      <source>The challenge is made: enter the five dice shown.</source>
      <translation>チャレンジ済みです：出た 5 個のダイスを入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/face_entry.py" line="178" />
      <source>"{key}" is not a die face: A K Q J T (10) 9, or pips 1 to 6.</source>
      <translation>「{key}」はダイスの目ではありません：A K Q J T（10）9、または 1〜6 の目。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/face_entry.py" line="179" />
      <source>"{key}" is not a die face: A K Q J T (10) 9.</source>
      <translation>「{key}」はダイスの目ではありません：A K Q J T（10）9。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/face_entry.py" line="194" />
      <source>{n} of 5 dice entered</source>
      <translation>5 個中 {n} 個入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/face_entry.py" line="195" />
      <source>Confirm   ⏎</source>
      <translation>確定   ⏎</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/hot_seat.py" line="27" />
      <location filename="../../tableapp/ui/panels/liar_dice/hot_seat.py" line="70" />
      <source>{name} challenges: lift the cup (key C)</source>
      <translation>{name} さんがチャレンジ：カップを開ける（キー C）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/hot_seat.py" line="62" />
      <source>{name} takes the cup and sees the dice (key A)</source>
      <translation>{name} さんがカップを受け取り、ダイスを見る（キー A）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/hot_seat.py" line="94" />
      <source>Nothing to show.</source>
      <translation>表示するものはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/hot_seat.py" line="96" />
      <source>Your dice. Click the ones to reroll (or keys 1–5), then Enter:</source>
      <translation>あなたのダイス。振りなおすダイスをクリック（またはキー 1〜5）して Enter：</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/hot_seat.py" line="139" />
      <source>{name}, your dice. Call a hand (keys 1–8):</source>
      <translation>{name} さんのダイス。役をコールしてください（キー 1〜8）：</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/hot_seat.py" line="150" />
      <source>Keep all five dice   ⏎</source>
      <translation>5 個ともそのまま   ⏎</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/hot_seat.py" line="151" />
      <source>Reroll 1 die   ⏎</source>
      <translation>1 個振りなおす   ⏎</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/hot_seat.py" line="152" />
      <source>Reroll {n} dice   ⏎</source>
      <translation>{n} 個振りなおす   ⏎</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="82" />
      <source>Void this round (dice exposed)…</source>
      <translation>このラウンドを無効にする（ダイスが見えた）…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="238" />
      <source>The app rolls the dice…</source>
      <translation>アプリがダイスを振っています…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="279" />
      <source>{name}: roll under the cup, look, and call</source>
      <translation>{name} さん：カップの中でロールし、出目を見てコール</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="283" />
      <source>{name}: call higher, or challenge (C)</source>
      <translation>{name} さん：より上の役をコール、またはチャレンジ（C）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="284" />
      <source>{name}: call higher (choose a hand, 1–8), or challenge (C)</source>
      <translation>{name} さん：より上の役をコール（役を選ぶ 1〜8）、またはチャレンジ（C）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="286" />
      <source>{name} took the cup: call higher</source>
      <translation>{name} さんがカップを受け取りました：より上の役をコール</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="287" />
      <source>{name} took the cup: call higher (choose a hand, 1–8)</source>
      <translation>{name} さんがカップを受け取りました：より上の役をコール（1〜8）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="297" />
      <source>{name}: nothing is higher than {call}. Challenge!</source>
      <translation>{name} さん：「{call}」より上の役はありません。チャレンジ！</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="299" />
      <source>{name}: accept {call} and see the dice, or challenge</source>
      <translation>{name} さん：「{call}」をアクセプトしてダイスを見るか、チャレンジ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="326" />
      <source>{name} looks at the dice and calls</source>
      <translation>{name} さんがダイスを見てコール</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="327" />
      <source>{name} took the cup and chooses dice to reroll</source>
      <translation>{name} さんがカップを受け取り、振りなおすダイスを選んでいます</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="328" />
      <source>{name} calls higher than {call}</source>
      <translation>{name} さんが「{call}」より上の役をコール</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="370" />
      <source>Accepting is final (LD-D8): clear the reroll count (–) to challenge instead.</source>
      <translation>アクセプトは取り消せません（LD-D8）。チャレンジするなら振りなおし数を（–）で消してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="416" />
      <source>Press C again</source>
      <translation>もう一度 C</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="418" />
      <source>{name}: challenge {call}? It cannot be undone: C again lifts the cup, Esc takes it back.</source>
      <translation>{name} さん、{call}にチャレンジ？取り消せません：もう一度 C で開ける、Esc でやめる。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="438" />
      <source>No round can be voided at this moment.</source>
      <translation>今は無効にできるラウンドがありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="442" />
      <source>Void this round?</source>
      <translation>このラウンドを無効にしますか？</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="443" />
      <source>The dice were exposed or knocked: void this round? No chips move.</source>
      <translation>ダイスが見えた、または崩れました：このラウンドを無効にしますか？チップは動きません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="493" />
      <source>Choose the dice to reroll (keys 1–5, or click them), then Enter.</source>
      <translation>振りなおすダイスを選んで（キー 1〜5 かクリック）、Enter を押してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="495" />
      <source>There is no call to accept now.</source>
      <translation>今アクセプトできるコールはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/panel.py" line="497" />
      <source>There is no call to challenge now.</source>
      <translation>今チャレンジできるコールはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/reroll_count.py" line="41" />
      <source>Not given</source>
      <translation>申告なし</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/reroll_count.py" line="42" />
      <source>1 die rerolled</source>
      <translation>1 個振りなおし</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/reroll_count.py" line="43" />
      <source>{n} dice rerolled</source>
      <translation>{n} 個振りなおし</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/reroll_count.py" line="77" />
      <source>Now 0–5:</source>
      <translation>0〜5 を入力：</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/liar_dice/reroll_count.py" line="80" />
      <source>Rerolled (R):</source>
      <translation>振りなおし（R）：</translation>
    </message>
    <message>
      <source>"{key}" does nothing at this step.</source>
      <translation type="obsolete">「{key}」はこの場面では使えません。</translation>
    </message>
    <message>
      <source>The screen is covered: {name} takes it with Space first.</source>
      <translation type="obsolete">画面は隠れています：まず {name} さんがスペースで表示してください。</translation>
    </message>
    <message>
      <source>{call} › and the second rank? (A K Q J T 9 · N none)</source>
      <translation type="obsolete">{call} › 2つ目のランクは？（A K Q J T 9・N 指定なし）</translation>
    </message>
    <message>
      <source>{call} › name a rank? (A K Q J T 9 · N none)</source>
      <translation type="obsolete">{call} › ランクを指定しますか？（A K Q J T 9・N 指定なし）</translation>
    </message>
    <message>
      <source>C  Challenge!</source>
      <translation type="obsolete">C  チャレンジ！</translation>
    </message>
    <message>
      <source>A  Accept</source>
      <translation type="obsolete">A  アクセプト</translation>
    </message>
    <message>
      <source>A player leaves ({leave}); void the round ({void})</source>
      <translation type="obsolete">プレイヤーの退席（{leave}）、ラウンドを無効にする（{void}）</translation>
    </message>
    <message>
      <source>Table ▾</source>
      <translation type="obsolete">テーブル ▾</translation>
    </message>
    <message>
      <source>A player leaves the game…</source>
      <translation type="obsolete">プレイヤーが退席…</translation>
    </message>
    <message>
      <source>A player leaves the game</source>
      <translation type="obsolete">プレイヤーの退席</translation>
    </message>
    <message>
      <source>Who leaves the game for good?</source>
      <translation type="obsolete">誰がゲームから退席しますか？（戻れません）</translation>
    </message>
    <message>
      <source>Choose a player.</source>
      <translation type="obsolete">プレイヤーを選んでください。</translation>
    </message>
    <message>
      <source>Leave for good</source>
      <translation type="obsolete">退席する</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="71" />
      <source>&amp;File</source>
      <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="71" />
      <source>&amp;Edit</source>
      <translation>編集(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="71" />
      <source>&amp;View</source>
      <translation>表示(&amp;V)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="71" />
      <source>&amp;Settings</source>
      <translation>設定(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="71" />
      <source>&amp;Help</source>
      <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="96" />
      <source>New night…</source>
      <translation>新しい夜…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="97" />
      <source>Open night…</source>
      <translation>夜を開く…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="98" />
      <source>New game…</source>
      <translation>新しいゲーム…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="104" />
      <source>Save game as script…</source>
      <translation>ゲームをスクリプトとして保存…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="106" />
      <source>Open script…</source>
      <translation>スクリプトを開く…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="107" />
      <source>Export ledger…</source>
      <translation>台帳を書き出す…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="108" />
      <source>Night report…</source>
      <translation>夜のレポート…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="110" />
      <source>End night…</source>
      <translation>夜を終える…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="111" />
      <source>Back to the start page</source>
      <translation>スタート画面に戻る</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="113" />
      <source>Quit</source>
      <translation>終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="119" />
      <location filename="../../tableapp/ui/main_window.py" line="190" />
      <source>Undo</source>
      <translation>取り消す</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="120" />
      <location filename="../../tableapp/ui/main_window.py" line="196" />
      <source>Redo</source>
      <translation>やり直す</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="127" />
      <source>Full screen</source>
      <translation>全画面</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="130" />
      <source>Ledger</source>
      <translation>台帳</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="131" />
      <source>Chips over the night</source>
      <translation>夜のチップの推移</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="132" />
      <source>Settlement</source>
      <translation>精算</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="133" />
      <source>Stats across nights…</source>
      <translation>夜をまたいだ成績…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="134" />
      <source>Table display</source>
      <translation>テーブル表示</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="139" />
      <source>Larger text</source>
      <translation>文字を大きく</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="140" />
      <source>Smaller text</source>
      <translation>文字を小さく</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="141" />
      <source>Normal text size</source>
      <translation>文字を標準の大きさに</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="144" />
      <source>Language</source>
      <translation>言語</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="153" />
      <source>Theme</source>
      <translation>テーマ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="156" />
      <source>The system's choice</source>
      <translation>システムの設定</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="156" />
      <source>Dark</source>
      <translation>ダーク</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="156" />
      <source>Light</source>
      <translation>ライト</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="157" />
      <source>High contrast</source>
      <translation>ハイコントラスト</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="166" />
      <source>Rules of the current game</source>
      <translation>このゲームのルール</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="167" />
      <location filename="../../tableapp/ui/main_window.py" line="820" />
      <source>About tableapp</source>
      <translation>tableapp について</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="188" />
      <source>No night is open.</source>
      <translation>開いている夜がありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="190" />
      <source>Undo: {what}</source>
      <translation>取り消す: {what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="196" />
      <source>Redo: {what}</source>
      <translation>やり直す: {what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="198" />
      <source>Nothing to redo.</source>
      <translation>やり直せる操作はありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="291" />
      <source>Choose a folder for the night's data</source>
      <translation>夜のデータを保存するフォルダーを選ぶ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="304" />
      <location filename="../../tableapp/ui/main_window.py" line="588" />
      <source>The database is not open.</source>
      <translation>データベースが開いていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="351" />
      <source>This night is finished: it opens read-only.</source>
      <translation>この夜は終了しています：閲覧のみで開きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="362" />
      <source>Open night</source>
      <translation>夜を開く</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="384" />
      <source>Finish the current game before starting the next one (or end it early from its Table ▾ menu).</source>
      <translation>次のゲームを始める前に、今のゲームを終えてください（「テーブル ▾」メニューから途中で終えることもできます）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="414" />
      <source>End the night</source>
      <translation>夜を終える</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="414" />
      <source>{game} is still being played. End it first? {what}</source>
      <translation>{game}はまだ続いています。先に終えますか?{what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="417" />
      <source>End the game, then the night</source>
      <translation>ゲームを終えてから夜を終える</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="432" />
      <source>Night ended. Chips: {chips}</source>
      <translation>夜が終わりました。チップ：{chips}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="436" />
      <source>{n} chips unclaimed in carry pots</source>
      <translation>持ち越しポットに受け取り手のない{n}チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="514" />
      <source> The file it replaced is kept as {path}.</source>
      <translation> 置き換えたファイルは {path} として残してあります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="515" />
      <source>Restored the backup {name}.</source>
      <translation>バックアップ {name} を復元しました。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="549" />
      <source>Save game as script</source>
      <translation>ゲームをスクリプトとして保存</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="550" />
      <location filename="../../tableapp/ui/main_window.py" line="564" />
      <source>Replay scripts (*.json)</source>
      <translation>リプレイスクリプト (*.json)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="556" />
      <source>Could not write {path}: {error}</source>
      <translation>{path} に書き込めませんでした：{error}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="558" />
      <source>Game saved to {path}</source>
      <translation>ゲームを {path} に保存しました</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="564" />
      <location filename="../../tableapp/ui/main_window.py" line="568" />
      <source>Open script</source>
      <translation>スクリプトを開く</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="569" />
      <source>Watch this game read-only, or play on from it as a new night?</source>
      <translation>このゲームを閲覧のみで見ますか？ それとも新しい夜として続きから遊びますか？</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="570" />
      <source>Watch read-only</source>
      <translation>閲覧のみで見る</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="571" />
      <source>Play on as a new night</source>
      <translation>新しい夜として続ける</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="618" />
      <source>CSV files (*.csv)</source>
      <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="618" />
      <source>JSON files (*.json)</source>
      <translation>JSON ファイル (*.json)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="619" />
      <source>Export ledger</source>
      <translation>台帳を書き出す</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="707" />
      <source>Text size {percent}%</source>
      <translation>文字サイズ {percent}%</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="806" />
      <source>Start a game to see its rules.</source>
      <translation>ルールを見るにはゲームを始めてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="820" />
      <source>&lt;h2&gt;tableapp&lt;/h2&gt;&lt;p&gt;Dealer, banker and referee for an in-person game night: the chip pot, turns, payouts and the ledger. Every action is saved before the screen changes.&lt;/p&gt;</source>
      <translation>&lt;h2&gt;tableapp&lt;/h2&gt;&lt;p&gt;対面のゲームナイトのディーラー・バンカー・審判役です。チップのポット、手番、配当、台帳を受け持ちます。すべての操作は画面が変わる前に保存されます。&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Finish the current game before starting the next one.</source>
      <translation type="obsolete">次のゲームを始める前に、今のゲームを終えてください。</translation>
    </message>
    <message>
      <source>End night</source>
      <translation type="obsolete">夜を終える</translation>
    </message>
    <message>
      <source>End the night? It will open read-only afterwards; the chips stay as they are in the ledger.</source>
      <translation type="obsolete">夜を終えますか？ 以後は閲覧のみで開き、チップは台帳のまま残ります。</translation>
    </message>
  </context>
  <context>
    <name>NewNightDialog</name>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="38" />
      <source>New night</source>
      <translation>新しい夜</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="41" />
      <source>Game night {date}</source>
      <translation>ゲームナイト {date}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="43" />
      <source>Name of the night</source>
      <translation>夜の名前</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="47" />
      <source>Starting chips</source>
      <translation>開始チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="50" />
      <source>Players, in seat order</source>
      <translation>プレイヤー（席順）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="58" />
      <source>Player's name, then Enter</source>
      <translation>プレイヤー名を入力して Enter</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="69" />
      <source>Add</source>
      <translation>追加</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="80" />
      <source>Players</source>
      <translation>プレイヤー</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="83" />
      <source>Move up (Alt+↑)</source>
      <translation>上へ（Alt+↑）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="84" />
      <source>Move down (Alt+↓)</source>
      <translation>下へ（Alt+↓）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="85" />
      <source>Remove (Del)</source>
      <translation>外す（Del）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="100" />
      <source>Start the night</source>
      <translation>夜を始める</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="122" />
      <source>Type a name first.</source>
      <translation>先に名前を入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="170" />
      <source>Give the night a name.</source>
      <translation>夜に名前を付けてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="174" />
      <source>Add at least two players.</source>
      <translation>プレイヤーを2人以上追加してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="202" />
      <source>This name has {k} characters; a name has at most {n}.</source>
      <translation>この名前は {k} 文字です。名前は {n} 文字までです。</translation>
    </message>
  </context>
  <context>
    <name>NightList</name>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="57" />
      <source>no game yet</source>
      <translation>ゲームなし</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="58" />
      <source>{when}  {title}
{players}
Games: {n} · last: {last}</source>
      <translation>{when}  {title}
{players}
ゲーム数：{n} · 最後：{last}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="68" />
      <source>None yet.</source>
      <translation>まだありません。</translation>
    </message>
  </context>
  <context>
    <name>NightReportDialog</name>
    <message>
      <location filename="../../tableapp/ui/report_dialog.py" line="22" />
      <source>Night report</source>
      <translation>夜のレポート</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/report_dialog.py" line="31" />
      <source>Paper</source>
      <translation>用紙</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/report_dialog.py" line="33" />
      <source>A4</source>
      <translation>A4</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/report_dialog.py" line="34" />
      <source>Letter</source>
      <translation>レター</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/report_dialog.py" line="39" />
      <source>Save as PDF…</source>
      <translation>PDFで保存…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/report_dialog.py" line="41" />
      <source>Save as HTML…</source>
      <translation>HTMLで保存…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/report_dialog.py" line="43" />
      <source>Close</source>
      <translation>閉じる</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/report_dialog.py" line="57" />
      <source>PDF files (*.pdf)</source>
      <translation>PDFファイル (*.pdf)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/report_dialog.py" line="57" />
      <source>HTML files (*.html)</source>
      <translation>HTMLファイル (*.html)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/report_dialog.py" line="59" />
      <source>Save the night report</source>
      <translation>夜のレポートを保存</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/report_dialog.py" line="70" />
      <source>Could not write {path}: {error}</source>
      <translation>{path} に書き込めませんでした：{error}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/report_dialog.py" line="72" />
      <source>Report saved to {path}</source>
      <translation>レポートを {path} に保存しました</translation>
    </message>
  </context>
  <context>
    <name>OptionsForm</name>
    <message>
      <location filename="../../tableapp/ui/options_form.py" line="56" />
      <source>yes</source>
      <translation>はい</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/options_form.py" line="57" />
      <source>no</source>
      <translation>いいえ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/options_form.py" line="82" />
      <source>This game has no house options.</source>
      <translation>このゲームにはハウスルールがありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/options_form.py" line="92" />
      <source>default: {value}</source>
      <translation>既定値：{value}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/options_form.py" line="110" />
      <source>Point at an option, or Tab to it, for its rule and default.</source>
      <translation>ルールと既定値は、項目にポインタを合わせるか Tab で移ると表示されます。</translation>
    </message>
    <message>
      <source>nobody</source>
      <translation type="obsolete">なし</translation>
    </message>
  </context>
  <context>
    <name>PairsPanel</name>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/common.py" line="26" />
      <source>1 chip</source>
      <translation>1 チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/common.py" line="26" />
      <source>{n} chips</source>
      <translation>{n} チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/end.py" line="47" />
      <source> · </source>
      <translation> · </translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/end.py" line="48" />
      <location filename="../../tableapp/ui/panels/pairs/end.py" line="51" />
      <source>{name} {n}</source>
      <translation>{name} {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/end.py" line="49" />
      <source>Scores: {scores}</source>
      <translation>得点：{scores}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/end.py" line="52" />
      <source>Chips: {chips}</source>
      <translation>チップ：{chips}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/pages.py" line="147" />
      <source>{name}: hit or fold?</source>
      <translation>{name} さん：ヒットかフォールドか？</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/pages.py" line="182" />
      <source>A {v} (key {key})</source>
      <translation>{v}（キー {key}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/pages.py" line="183" />
      <source>Card {v}</source>
      <translation>カード {v}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/pages.py" line="303" />
      <source>Then: {names}</source>
      <translation>次：{names}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/pages.py" line="303" />
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/pages.py" line="305" />
      <source>The {v} paired: it is discarded; deal {name} another card.</source>
      <translation>{v} がペアになったので捨て札にします。{name} さんにもう 1 枚配ってください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/pages.py" line="307" />
      <source>Keys 1–9, and 0 for 10. A wrong card: Ctrl+Z.</source>
      <translation>キー 1〜9、10 は 0。間違えたカードは Ctrl+Z。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/pages.py" line="308" />
      <source>{then}    {keys}</source>
      <translation>{then}    {keys}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/quick.py" line="79" />
      <source>Who scored this round (keys 1–{n}), how much (then 1–9, 0 for 10), a pair or a fold (P, F)?</source>
      <translation>このラウンドで得点したのは誰（キー 1〜{n}）、何点（続けて 1〜9、10 は 0）、ペアかフォールドか（P、F）？</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/quick.py" line="107" />
      <source>A pair</source>
      <translation>ペア</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/quick.py" line="107" />
      <source>A fold</source>
      <translation>フォールド</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/quick.py" line="112" />
      <source>Confirm   {key}</source>
      <translation>確定   {key}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/quick.py" line="215" />
      <source>Choose who, how much, and pair or fold; then Enter.</source>
      <translation>誰が、何点、ペアかフォールドかを選んでから Enter。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/quick.py" line="225" />
      <source>Choose who scored first (keys 1–{n}).</source>
      <translation>まず得点した人を選んでください（キー 1〜{n}）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/quick.py" line="227" />
      <source>Choose how much first (keys 1–9, 0 for 10).</source>
      <translation>まず点数を選んでください（キー 1〜9、10 は 0）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/quick.py" line="229" />
      <source>Choose a pair (P) or a fold (F) first.</source>
      <translation>まずペア（P）かフォールド（F）を選んでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/table.py" line="26" />
      <source>credit on (H4)</source>
      <translation>バンクの立て替えあり（H4）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/table.py" line="26" />
      <source>no credit (H4)</source>
      <translation>バンクの立て替えなし（H4）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/table.py" line="27" />
      <source>{rule} · {credit}</source>
      <translation>{rule} · {credit}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/table.py" line="58" />
      <source>Round {k} · losing score {L}</source>
      <translation>ラウンド {k} · 負けの得点 {L}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/table.py" line="59" />
      <source>Deck {deck} · discard pile {discard}</source>
      <translation>山札 {deck} · 捨て札 {discard}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/table.py" line="62" />
      <source>Pot {chips}</source>
      <translation>ポット {chips}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/table.py" line="86" />
      <source>to act</source>
      <translation>手番</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/table.py" line="93" />
      <source>D</source>
      <translation>D</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/table.py" line="95" />
      <location filename="../../tableapp/ui/panels/pairs/table.py" line="96" />
      <source>dealer</source>
      <translation>ディーラー</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/table.py" line="127" />
      <source>{name}: {status}</source>
      <translation>{name}：{status}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/table.py" line="128" />
      <source>Score {n}</source>
      <translation>得点 {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/pairs/table.py" line="131" />
      <source>Score cards of {name}</source>
      <translation>{name} さんの得点カード</translation>
    </message>
  </context>
  <context>
    <name>PanelKit</name>
    <message>
      <location filename="../../tableapp/ui/panels/kit/entries.py" line="92" />
      <source>Confirm   {key}</source>
      <translation>確定   {key}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/entries.py" line="97" />
      <source>‹ Back (Esc)</source>
      <translation>‹ 戻る (Esc)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/entries.py" line="195" />
      <source>{value} (key {key})</source>
      <translation>{value}(キー {key})</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/entries.py" line="226" />
      <source>Choose a card first (its key or a click).</source>
      <translation>先にカードを選んでください(キーかクリック)。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/entries.py" line="243" />
      <source>⌫ Delete</source>
      <translation>⌫ 削除</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/entries.py" line="253" />
      <location filename="../../tableapp/ui/panels/yuck_chick/entries.py" line="140" />
      <source>{n} cards are entered. Backspace deletes the last one.</source>
      <translation>{n}枚入力済み。Backspaceで最後の1枚を削除。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/entries.py" line="261" />
      <source>No card is entered yet: nothing to delete.</source>
      <translation>まだカードが入力されていないため、削除するものはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/entries.py" line="287" />
      <source>Enter {n} cards ({k} so far).</source>
      <translation>{n}枚入力してください(現在{k}枚)。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/entries.py" line="289" />
      <source>Enter the cards first.</source>
      <translation>先にカードを入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/entries.py" line="364" />
      <source>Σ {got} of {total}</source>
      <translation>Σ {got} / {total}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/entries.py" line="388" />
      <source>The {what} add up to {got}, not {total}.</source>
      <translation>{what}の合計が{got}です。{total}になるはずです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/entries.py" line="397" />
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/entries.py" line="399" />
      <source>Enter the {what} of {names}.</source>
      <translation>{names}の{what}を入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/keys.py" line="33" />
      <source>Enter</source>
      <translation>Enter</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/keys.py" line="48" />
      <source>{label} (1 chip)</source>
      <translation>{label}(1チップ)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/keys.py" line="49" />
      <source>{label} ({n} chips)</source>
      <translation>{label}({n}チップ)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/news.py" line="28" />
      <source>new</source>
      <translation>新</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/news.py" line="32" />
      <source>{face} (new)</source>
      <translation>{face}（新しいカード）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/news.py" line="52" />
      <source>What you just got is marked. Look, then pass the screen on.</source>
      <translation>今受け取ったものに印が付いています。確かめたら、画面を次の人に渡してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/news.py" line="55" />
      <source>Done: pass the screen (Enter)</source>
      <translation>完了：画面を渡す（Enter）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/panel.py" line="78" />
      <source>"{key}" does nothing at this step: each button shows its key.</source>
      <translation>「{key}」はこの場面では使えません。使えるキーは各ボタンに書いてあります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/kit/panel.py" line="83" />
      <source>The screen is covered: {name} takes it with Space first.</source>
      <translation>画面は隠れています：まず {name} さんがスペースで表示してください。</translation>
    </message>
  </context>
  <context>
    <name>Rebuys</name>
    <message>
      <location filename="../../tableapp/ui/rebuys.py" line="40" />
      <source>{name} (holds {n})</source>
      <translation>{name}（所持 {n}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/rebuys.py" line="46" />
      <source>{name}: rebuy</source>
      <translation>{name}：リバイ</translation>
    </message>
  </context>
  <context>
    <name>RenameDialog</name>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="148" />
      <source>Rename or merge</source>
      <translation>名前の変更・統合</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="153" />
      <source>Player</source>
      <translation>プレイヤー</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="156" />
      <source>New name</source>
      <translation>新しい名前</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="176" />
      <source>Nobody called "{name}" has played a night here.</source>
      <translation>「{name}」という名前で遊んだ夜はありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="178" />
      <source>"{old}" and "{new}" become one player, "{new}", in the stats and the names offered for a new night. The nights' logs stay as they were.</source>
      <translation>成績と新しい夜の名前候補で、「{old}」と「{new}」は同じプレイヤー「{new}」になります。各夜の記録はそのままです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="182" />
      <source>"{old}" is called "{new}" from now on in the stats and the names offered for a new night. The nights' logs stay as they were.</source>
      <translation>これから成績と新しい夜の名前候補では「{old}」を「{new}」と呼びます。各夜の記録はそのままです。</translation>
    </message>
  </context>
  <context>
    <name>RestoreDialog</name>
    <message>
      <location filename="../../tableapp/ui/restore_dialog.py" line="14" />
      <source>Restore a backup</source>
      <translation>バックアップを復元</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/restore_dialog.py" line="17" />
      <source>Put a copy back in place of {path}. The file it replaces is kept beside it, unchanged.</source>
      <translation>{path} をコピーで置き換えます。置き換えられるファイルはそのまま隣に残します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/restore_dialog.py" line="23" />
      <source>Backups</source>
      <translation>バックアップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/restore_dialog.py" line="27" />
      <source>cannot be read</source>
      <translation>読めません</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/restore_dialog.py" line="29" />
      <source>1 night</source>
      <translation>1 夜分</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/restore_dialog.py" line="29" />
      <source>{n} nights</source>
      <translation>{n} 夜分</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/restore_dialog.py" line="30" />
      <source>, last: {title}</source>
      <translation>、最後：{title}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/restore_dialog.py" line="31" />
      <source>after a game</source>
      <translation>ゲーム終了後</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/restore_dialog.py" line="31" />
      <source>on quit</source>
      <translation>終了時</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/restore_dialog.py" line="32" />
      <source>before an upgrade</source>
      <translation>更新前</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/restore_dialog.py" line="41" />
      <source>Restore</source>
      <translation>復元</translation>
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <location filename="../../tableapp/ui/rules_dialog.py" line="22" />
      <source>Rules: {game}</source>
      <translation>ルール：{game}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/rules_dialog.py" line="33" />
      <source>There is no rules page for this game yet.</source>
      <translation>このゲームのルールページはまだありません。</translation>
    </message>
  </context>
  <context>
    <name>Seat</name>
    <message>
      <location filename="../../tableapp/ui/widgets/seat.py" line="76" />
      <source>in</source>
      <translation>参加中</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seat.py" line="77" />
      <source>folded</source>
      <translation>降り</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seat.py" line="78" />
      <source>out</source>
      <translation>脱落</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seat.py" line="79" />
      <source>left</source>
      <translation>退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seat.py" line="86" />
      <source>1 chip</source>
      <translation>1 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seat.py" line="87" />
      <source>{n} chips</source>
      <translation>{n} 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seat.py" line="121" />
      <location filename="../../tableapp/ui/widgets/seat.py" line="190" />
      <location filename="../../tableapp/ui/widgets/seat.py" line="235" />
      <location filename="../../tableapp/ui/widgets/seat.py" line="265" />
      <source>▶ turn</source>
      <translation>▶ 手番</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seat.py" line="122" />
      <location filename="../../tableapp/ui/widgets/seat.py" line="191" />
      <source>dealer</source>
      <translation>親</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seat.py" line="123" />
      <location filename="../../tableapp/ui/widgets/seat.py" line="192" />
      <source>starts</source>
      <translation>先手</translation>
    </message>
    <message>
      <source>left the table</source>
      <translation type="obsolete">退席</translation>
    </message>
  </context>
  <context>
    <name>SettlementDialog</name>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="57" />
      <source>End night</source>
      <translation>夜を終える</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="57" />
      <source>Settlement</source>
      <translation>精算</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="68" />
      <source>none: settle in chips</source>
      <translation>なし：チップで精算</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="76" />
      <source>Currency</source>
      <translation>通貨</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="78" />
      <source>Value of one chip</source>
      <translation>チップ1枚の金額</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="92" />
      <source>Who pays whom</source>
      <translation>誰が誰に払うか</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="104" />
      <source>Night report…</source>
      <translation>夜のレポート…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="111" />
      <source>End the night</source>
      <translation>夜を終える</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="112" />
      <source>The night then opens read-only; the chips stay as they are in the ledger.</source>
      <translation>終えた夜は閲覧専用で開きます。チップは台帳のとおりに残ります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="115" />
      <source>Cancel</source>
      <translation>キャンセル</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="115" />
      <source>Close</source>
      <translation>閉じる</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="143" />
      <source>Player</source>
      <translation>プレイヤー</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="143" />
      <source>Bought in</source>
      <translation>買い入れ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="143" />
      <source>Cashed out</source>
      <translation>換金</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="143" />
      <source>Holds</source>
      <translation>手持ち</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="143" />
      <source>Net</source>
      <translation>収支</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="145" />
      <source>Money</source>
      <translation>金額</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="162" />
      <source>Nobody owes anybody anything.</source>
      <translation>貸し借りはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="165" />
      <source>Chips that no player holds at the end (left in a pot, or taken back by the bank) are settled with the bank.</source>
      <translation>最後に誰も持っていないチップ（ポットに残ったもの、銀行に戻ったもの）は銀行と精算します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="168" />
      <source>Each amount is rounded to {unit} {currency}; they still add up to exactly zero.</source>
      <translation>各金額は {unit} {currency} 単位に丸めています。合計はちょうどゼロのままです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/settlement_dialog.py" line="177" />
      <source>{payer} pays {payee} {amount}</source>
      <translation>{payer} → {payee}：{amount}</translation>
    </message>
  </context>
  <context>
    <name>StartPage</name>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="92" />
      <source>Game night</source>
      <translation>ゲームナイト</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="95" />
      <source>Dealer, banker and referee for the table.</source>
      <translation>テーブルのディーラー・バンカー・審判役。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="107" />
      <source>Use another data folder…</source>
      <translation>別のデータフォルダーを使う…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="111" />
      <source>Restore a backup…</source>
      <translation>バックアップを復元…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="128" />
      <source>New night (Ctrl+N)</source>
      <translation>新しい夜（Ctrl+N）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="134" />
      <source>Restore…</source>
      <translation>復元…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="135" />
      <source>Put an automatic backup back in place of the night database</source>
      <translation>自動バックアップで夜のデータベースを置き換えます</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="142" />
      <location filename="../../tableapp/ui/start_page.py" line="146" />
      <source>Unfinished nights</source>
      <translation>続きの夜</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="149" />
      <source>Resume</source>
      <translation>再開</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="156" />
      <location filename="../../tableapp/ui/start_page.py" line="160" />
      <source>Finished nights</source>
      <translation>終わった夜</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="163" />
      <source>Open read-only</source>
      <translation>閲覧のみで開く</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="188" />
      <source>Opening the database…</source>
      <translation>データベースを開いています…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="218" />
      <location filename="../../tableapp/ui/start_page.py" line="230" />
      <source>Data file: {path}</source>
      <translation>データファイル：{path}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="227" />
      <source>Choose another data folder to keep playing; the file above stays exactly as it is.</source>
      <translation>続けて遊ぶには別のデータフォルダーを選んでください。上のファイルはそのまま残します。</translation>
    </message>
  </context>
  <context>
    <name>StatsWindow</name>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="31" />
      <source>Stats across nights</source>
      <translation>夜をまたいだ成績</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="56" />
      <source>Rename or merge…</source>
      <translation>名前の変更・統合…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="59" />
      <source>Renamed names…</source>
      <translation>変更した名前…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="63" />
      <source>Close</source>
      <translation>閉じる</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="79" />
      <source>1 night</source>
      <translation>1夜</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="79" />
      <source>{n} nights</source>
      <translation>{n}夜</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="80" />
      <source>1 player</source>
      <translation>1人</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="80" />
      <source>{k} players</source>
      <translation>{k}人</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="81" />
      <source>{nights}, {players}</source>
      <translation>{nights}、{players}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="82" />
      <source>Player</source>
      <translation>プレイヤー</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="82" />
      <source>Nights</source>
      <translation>夜</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="82" />
      <location filename="../../tableapp/ui/stats_window.py" line="105" />
      <source>Games</source>
      <translation>ゲーム</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="82" />
      <location filename="../../tableapp/ui/stats_window.py" line="105" />
      <source>Wins</source>
      <translation>勝ち</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="82" />
      <location filename="../../tableapp/ui/stats_window.py" line="105" />
      <source>Net chips</source>
      <translation>チップ収支</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="83" />
      <location filename="../../tableapp/ui/stats_window.py" line="105" />
      <source>Biggest pot won</source>
      <translation>最大獲得ポット</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="105" />
      <source>Game</source>
      <translation>ゲーム</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/stats_window.py" line="110" />
      <source>{name}, game by game</source>
      <translation>{name}（ゲーム別）</translation>
    </message>
    <message>
      <source>{n} nights, {k} players</source>
      <translation type="obsolete">{n}夜、{k}人</translation>
    </message>
  </context>
  <context>
    <name>TableDisplay</name>
    <message>
      <location filename="../../tableapp/ui/display/content.py" line="57" />
      <source>Turn</source>
      <translation>手番</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/display/content.py" line="57" />
      <source>Result</source>
      <translation>結果</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/display/content.py" line="57" />
      <source>Now</source>
      <translation>いま</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/display/content.py" line="58" />
      <source>Last</source>
      <translation>直前</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/display/content.py" line="58" />
      <source>F10: back to the controls</source>
      <translation>F10：操作画面に戻る</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/display/content.py" line="62" />
      <source>dealer</source>
      <translation>ディーラー</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/display/content.py" line="62" />
      <source>starts</source>
      <translation>先手</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/display/content.py" line="63" />
      <source>has the cup</source>
      <translation>カップを持つ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/display/content.py" line="91" />
      <source>No game yet</source>
      <translation>まだゲームがありません</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/display/content.py" line="92" />
      <source>Waiting for the first game</source>
      <translation>最初のゲームを待っています</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/display/content.py" line="93" />
      <source>{game} · round {round}</source>
      <translation>{game} · ラウンド {round}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/display/content.py" line="98" />
      <source>out</source>
      <translation>脱落</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/display/content.py" line="110" />
      <location filename="../../tableapp/ui/display/content.py" line="115" />
      <source>Game over</source>
      <translation>ゲーム終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/display/window.py" line="41" />
      <location filename="../../tableapp/ui/display/window.py" line="62" />
      <source>tableapp — table display</source>
      <translation>tableapp — テーブル表示</translation>
    </message>
  </context>
  <context>
    <name>TableMenu</name>
    <message>
      <location filename="../../tableapp/ui/widgets/table_menu.py" line="69" />
      <source>End the game early?</source>
      <translation>ゲームを途中で終えますか?</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/table_menu.py" line="70" />
      <source>End the game now? The pot is split equally among the players still in; what does not split evenly waits for the next game. Ctrl+Z takes it back.</source>
      <translation>今ゲームを終えますか?ポットは残っているプレイヤーで均等に分け、割り切れない分は次のゲームへ持ち越します。Ctrl+Zで取り消せます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/table_menu.py" line="74" />
      <source>End the game</source>
      <translation>ゲームを終える</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/table_menu.py" line="89" />
      <source>Table ▾</source>
      <translation>テーブル ▾</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/table_menu.py" line="92" />
      <source>A player leaves the game…</source>
      <translation>プレイヤーが退席…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/table_menu.py" line="94" />
      <source>End the game early…</source>
      <translation>ゲームを途中で終える…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/table_menu.py" line="96" />
      <source>A player leaves ({leave}); end the game early ({end})</source>
      <translation>プレイヤーの退席({leave})、ゲームの途中終了({end})</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/table_menu.py" line="138" />
      <source>Nobody can leave the game at this moment.</source>
      <translation>今は誰も退席できません。</translation>
    </message>
  </context>
  <context>
    <name>TableView</name>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="92" />
      <source>Game log</source>
      <translation>ゲームの記録</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="130" />
      <location filename="../../tableapp/ui/table_view.py" line="329" />
      <source>Start a game… (Ctrl+G)</source>
      <translation>ゲームを始める…（Ctrl+G）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="215" />
      <source>No game yet.</source>
      <translation>まだゲームがありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="244" />
      <source>{n} earlier actions: the ledger has them all (Ctrl+L)</source>
      <translation>これより前の{n}件はチップ台帳にあります(Ctrl+L)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="265" />
      <source>digital</source>
      <translation>デジタル</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="265" />
      <source>physical</source>
      <translation>物理</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="266" />
      <source>game {n}: {game} · {mode} · round {round}</source>
      <translation>第{n}ゲーム：{game} · {mode} · ラウンド {round}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="268" />
      <source>{night} · {game}</source>
      <translation>{night} · {game}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="271" />
      <location filename="../../tableapp/ui/table_view.py" line="272" />
      <location filename="../../tableapp/ui/table_view.py" line="273" />
      <source>read-only</source>
      <translation>閲覧のみ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="297" />
      <source>The game is over.</source>
      <translation>ゲーム終了です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="299" />
      <source>{name} to act</source>
      <translation>{name} さんの番</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="300" />
      <source>The table reports</source>
      <translation>テーブルの結果を入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="306" />
      <source>No game yet. Choose a game to start the night.</source>
      <translation>まだゲームがありません。ゲームを選んで夜を始めましょう。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="311" />
      <source>{name} wins {game}!</source>
      <translation>{game} は {name} さんの勝ち！</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="313" />
      <source>{game} is over.</source>
      <translation>{game} は終了しました。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="315" />
      <source>This night is finished: read-only.</source>
      <translation>この夜は終了しました：閲覧のみ。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="330" />
      <source>Next game… (Ctrl+G)</source>
      <translation>次のゲーム…（Ctrl+G）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="342" />
      <source>Ctrl+Z undoes: {what}</source>
      <translation>Ctrl+Z で取り消し：{what}</translation>
    </message>
  </context>
  <context>
    <name>YuckChickPanel</name>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/entries.py" line="94" />
      <source>Keys 1-9, 0 for 10, Backspace, Enter.</source>
      <translation>キー 1〜9、10 は 0、Backspace、Enter。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/entries.py" line="128" />
      <source>⌫</source>
      <translation>⌫</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/entries.py" line="130" />
      <source>Delete the last card (Backspace)</source>
      <translation>最後のカードを消す（Backspace）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/entries.py" line="206" />
      <source>Enter each player's face-up field card, in seat order.</source>
      <translation>各プレイヤーの表向きの場札を、席順に入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/entries.py" line="212" />
      <source>{name} reveals: enter the 1 hand card.</source>
      <translation>{name} さんが公開：手札 1 枚を入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/entries.py" line="213" />
      <source>{name} reveals: enter the {n} hand cards.</source>
      <translation>{name} さんが公開：手札 {n} 枚を入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/entries.py" line="220" />
      <source>{name} yucks: enter the card turned up.</source>
      <translation>{name} さんがヤック：表にしたカードを入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/pages.py" line="34" />
      <source>Yuck</source>
      <translation>ヤック</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/pages.py" line="34" />
      <source>Chick</source>
      <translation>チック</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/pages.py" line="34" />
      <source>Knock</source>
      <translation>ノック</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/pages.py" line="90" />
      <source>Not possible now: press it to see why.</source>
      <translation>今はできません：押すと理由を表示します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/pages.py" line="207" />
      <location filename="../../tableapp/ui/panels/yuck_chick/pages.py" line="244" />
      <source>Only for {name}</source>
      <translation>{name} さんだけ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/pages.py" line="212" />
      <source>Hide (Esc)</source>
      <translation>隠す（Esc）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/pages.py" line="260" />
      <source>Down: the key under a face-up card, or click it (pay its value, out of the round).</source>
      <translation>ダウン：表向きのカードの下のキーを押すか、カードをクリック（その数字を払い、このラウンドから抜けます）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/pages.py" line="262" />
      <source>Down: there is no face-up card you can take now.</source>
      <translation>ダウン：今取れる表向きのカードはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/pages.py" line="274" />
      <source>hand</source>
      <translation>手札</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/pages.py" line="274" />
      <source>drawn</source>
      <translation>引いた</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/panel.py" line="201" />
      <source>Tied for the lowest field card: the table names the start player.</source>
      <translation>最も低い場札が同点です：テーブルでスタートプレイヤーを決めてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/panel.py" line="204" />
      <source>Showdown, in the order {order}: each hand is shown to everyone.</source>
      <translation>ショーダウン（{order} の順）：各手札を全員に見せます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/panel.py" line="205" />
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/table.py" line="40" />
      <source>R10: the showdown starts when every player still in knocks in a row.</source>
      <translation>R10：残っている全員が続けてノックするとショーダウンになります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/table.py" line="56" />
      <source>Knocks {streak}</source>
      <translation>ノック {streak}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/table.py" line="59" />
      <source>Deck {n}</source>
      <translation>山札 {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/table.py" line="61" />
      <source>Pot {n}</source>
      <translation>ポット {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/table.py" line="133" />
      <source>To act</source>
      <translation>手番</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/table.py" line="135" />
      <source>★</source>
      <translation>★</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/yuck_chick/table.py" line="136" />
      <source>Starts this round</source>
      <translation>このラウンドのスタートプレイヤー</translation>
    </message>
  </context>
  <context>
    <name>art</name>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="64" />
      <source>top-left corner fold (Q)</source>
      <translation>左上の角折り（Q）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="65" />
      <source>top-right corner fold (W)</source>
      <translation>右上の角折り（W）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="66" />
      <source>bottom-left corner fold (A)</source>
      <translation>左下の角折り（A）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="67" />
      <source>bottom-right corner fold (S)</source>
      <translation>右下の角折り（S）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="68" />
      <source>horizontal crease (H)</source>
      <translation>横の折り目（H）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="69" />
      <source>vertical crease (V)</source>
      <translation>縦の折り目（V）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="73" />
      <source>dot {n} ({n})</source>
      <translation>点 {n}（{n}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="351" />
      <location filename="../../tableapp/ui/art/bills.py" line="458" />
      <source>LLAMA</source>
      <translation>ラマ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="352" />
      <location filename="../../tableapp/ui/art/bills.py" line="458" />
      <source>CHICKEN</source>
      <translation>ニワトリ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="558" />
      <source>Mark this bill: click a corner, a fold line or a dot.
Keys: Q W A S corners, H V creases, 1-9 dots.</source>
      <translation>このお札に目印をつける：角、折り目の線、点のどれかをクリック。
キー：Q W A S で角、H V で折り目、1〜9 で点。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="561" />
      <source>bill</source>
      <translation>お札</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/cards.py" line="68" />
      <source>a card face down</source>
      <translation>裏向きのカード</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/cards.py" line="70" />
      <source>an empty place</source>
      <translation>空いている場所</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/cards.py" line="73" />
      <source>{v} (the deck has {v})</source>
      <translation>{v}（デッキに {v} 枚）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/cards.py" line="79" />
      <source>joker {n}</source>
      <translation>ジョーカー {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/cards.py" line="80" />
      <source>spades</source>
      <translation>スペード</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/cards.py" line="80" />
      <source>hearts</source>
      <translation>ハート</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/cards.py" line="80" />
      <source>diamonds</source>
      <translation>ダイヤ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/cards.py" line="80" />
      <source>clubs</source>
      <translation>クラブ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/cards.py" line="81" />
      <source>{rank} of {suit}</source>
      <translation>{suit}の{rank}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="62" />
      <source>ace</source>
      <translation>エース</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="63" />
      <source>king</source>
      <translation>キング</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="64" />
      <source>queen</source>
      <translation>クイーン</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="65" />
      <source>jack</source>
      <translation>ジャック</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="66" />
      <source>ten</source>
      <translation>10</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="67" />
      <source>nine</source>
      <translation>9</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="71" />
      <source>{n} pips</source>
      <translation>{n} の目</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="374" />
      <source>hidden die</source>
      <translation>伏せたダイス</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="378" />
      <source>{face}, to reroll</source>
      <translation>{face}（振りなおす）</translation>
    </message>
  </context>
  <context>
    <name>chicken_llama</name>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="55" />
      <source>top-left corner fold</source>
      <translation>左上の角折り</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="56" />
      <source>top-right corner fold</source>
      <translation>右上の角折り</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="57" />
      <source>bottom-left corner fold</source>
      <translation>左下の角折り</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="58" />
      <source>bottom-right corner fold</source>
      <translation>右下の角折り</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="59" />
      <source>horizontal crease</source>
      <translation>横の折り目</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="60" />
      <source>vertical crease</source>
      <translation>縦の折り目</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="62" />
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="73" />
      <source>dot {n}</source>
      <translation>点 {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="78" />
      <source>chicken</source>
      <translation>ニワトリ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="78" />
      <location filename="../../tableapp/games/chicken_llama/screens.py" line="124" />
      <source>chickens</source>
      <translation>ニワトリ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="79" />
      <source>llama</source>
      <translation>ラマ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="79" />
      <location filename="../../tableapp/games/chicken_llama/screens.py" line="123" />
      <source>llamas</source>
      <translation>ラマ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="85" />
      <source>A shuffled pile holds each of the 26 bills (0-25) exactly once.</source>
      <translation>シャッフルした山札には 26 枚のお札（0〜25）がちょうど 1 枚ずつ入ります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="55" />
      <source>start.n0 is the number of players at the start (3 to 5), at least the {n} players still in.</source>
      <translation>start.n0 はゲーム開始時の人数（3〜5）で、残っている {n} 人以上にしてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="70" />
      <source>Unknown start keys: {keys} (known: {known}).</source>
      <translation>開始局面に不明なキーがあります：{keys}（使えるキー：{known}）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="80" />
      <source>The first dealer must be one of the players, not {name}.</source>
      <translation>最初のディーラーはプレイヤーの中から選んでください（{name} は参加していません）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="84" />
      <source>start.round is the number of the next round (1 or more).</source>
      <translation>start.round は次のラウンドの番号（1 以上）です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="91" />
      <source>Marks are tracked only in digital mode.</source>
      <translation>目印を記録するのはデジタルモードだけです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="97" />
      <source>start.marks: {key} is not a bill (0-25).</source>
      <translation>start.marks：{key} はお札の番号（0〜25）ではありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="100" />
      <source>start.marks: bill {key} or its marks are unknown (slots: {slots}).</source>
      <translation>start.marks：お札 {key} かその目印が不明です（目印の位置：{slots}）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="108" />
      <source>A pile order is for digital mode only.</source>
      <translation>山札の順番を指定できるのはデジタルモードだけです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="134" />
      <source>The game is over.</source>
      <translation>ゲーム終了です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="209" />
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="60" />
      <source>stake</source>
      <translation>賭け金</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="210" />
      <source>automatic stake of the two-player endgame</source>
      <translation>残り 2 人のときの自動の賭け金</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="211" />
      <source>voter pays the bust survivor</source>
      <translation>降りた人がバーストした 1 人残りに支払い</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="212" />
      <source>survivor takes back their stake</source>
      <translation>1 人残りが賭け金を回収</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="213" />
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="56" />
      <location filename="../../tableapp/games/chicken_llama/words.py" line="34" />
      <source>all-in</source>
      <translation>全賭け</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="214" />
      <source>withdrawal: the rest of the contribution comes back</source>
      <translation>撤回：出したコインの残りが戻る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="215" />
      <source>round winner takes the pot</source>
      <translation>ラウンドの勝者がポットを獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="216" />
      <source>wrong vote pays the winner</source>
      <translation>予想が外れた人が勝者に支払い</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="217" />
      <source>every hand bust: contributions come back</source>
      <translation>全員バースト：出したコインが持ち主に戻る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="218" />
      <source>left the game: coins back to the bank</source>
      <translation>退席：コインはバンクへ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="219" />
      <source>game ended early: the pot is shared</source>
      <translation>ゲームの途中終了:ポットを分配</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="220" />
      <source>game ended early: the odd coins wait for the next game</source>
      <translation>ゲームの途中終了:端数は次のゲームへ持ち越し</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="264" />
      <source>1 bill carries marks from the last game (CL-H8, digital mode).</source>
      <translation>前のゲームの印が1枚の紙幣に残っています(CL-H8、デジタルモード)。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="266" />
      <source>{n} bills carry marks from the last game (CL-H8, digital mode).</source>
      <translation>前のゲームの印が{n}枚の紙幣に残っています(CL-H8、デジタルモード)。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="268" />
      <source>Fresh bills: start without marks</source>
      <translation>新しい紙幣:印なしで始める</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="27" />
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="45" />
      <source>That is not possible now: the round is at {phase}.</source>
      <translation>今はできません：ラウンドは「{phase}」です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="32" />
      <source>It is {who}'s turn, not {name}'s.</source>
      <translation>今は {who} さんの番です（{name} の番ではありません）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="33" />
      <source>the table</source>
      <translation>テーブル</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="43" />
      <source>The table reports this, not a player: leave out "by".</source>
      <translation>これはプレイヤーではなくテーブルが入力します：「by」は付けないでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="54" />
      <source>The shuffle is the app's (digital) or the table's (physical), not a player's.</source>
      <translation>シャッフルするのはプレイヤーではなく、アプリ（デジタル）かテーブル（物理）です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="57" />
      <source>The bills are shuffled only between rounds.</source>
      <translation>お札をシャッフルするのはラウンドの合間だけです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="60" />
      <source>A digital shuffle gives the order of the 26 bills ("pile").</source>
      <translation>デジタルのシャッフルでは 26 枚のお札の順番（「pile」）を指定します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="65" />
      <source>In physical mode the app does not know the bills: give no pile order.</source>
      <translation>物理モードではアプリはお札を知りません：山札の順番は指定しないでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="102" />
      <source>Nobody is all-in: go all-in or pass (folding comes only after an all-in).</source>
      <translation>全賭けした人はいません：全賭けかパスを選んでください（降りられるのは誰かが全賭けした後だけです）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="135" />
      <source>In physical mode report only how many bills were drawn ("count").</source>
      <translation>物理モードでは引いたお札の枚数（「count」）だけを入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="138" />
      <source>A player draws 0 to 3 bills, not {n} (CL-R6).</source>
      <translation>引けるお札は 0〜3 枚です（{n} 枚は不可、CL-R6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="141" />
      <source>Only {n} bills are left to draw (CL-R6).</source>
      <translation>引けるお札は残り {n} 枚だけです（CL-R6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="146" />
      <source>In digital mode draw one bill at a time, from the "top" or the "bottom".</source>
      <translation>デジタルモードではお札を 1 枚ずつ、山札の上（「top」）か下（「bottom」）から引きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="149" />
      <source>Say which end of the pile to draw from: "top" or "bottom".</source>
      <translation>山札の上（「top」）と下（「bottom」）のどちらから引くか指定してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="151" />
      <source>"last" is only for house option H2 (the last drawn bill stays unseen).</source>
      <translation>「last」はハウスルール H2（最後に引いたお札は見ない）のときだけ使えます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="170" />
      <source>In physical mode report how many bills were drawn ("draw" with "count").</source>
      <translation>物理モードでは引いたお札の枚数を入力してください（「draw」に「count」を付けて）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="173" />
      <source>With H2 your last drawn bill stays unseen: draw it, saying it is the last.</source>
      <translation>H2 では最後に引くお札は見ません：「最後」と宣言して引いてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="190" />
      <source>You cannot vote for yourself: vote for a player still in ({names}).</source>
      <translation>自分には投票できません：勝負中のプレイヤー（{names}）に投票してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="194" />
      <source>{name} folded: vote for a player still in ({names}).</source>
      <translation>{name} さんは降りています：勝負中のプレイヤー（{names}）に投票してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="197" />
      <source>{name} is not in this round: vote for a player still in ({names}).</source>
      <translation>{name} さんはこのラウンドに参加していません：勝負中のプレイヤー（{names}）に投票してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="223" />
      <source>Someone is all-in: go all-in or fold.</source>
      <translation>全賭けした人がいます：全賭けするか降りるかを選んでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="247" />
      <source>Only an all-in player may withdraw, before the reveal.</source>
      <translation>撤回できるのは全賭けしたプレイヤーだけで、手札を公開する前に限ります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="249" />
      <source>{name} is not all-in: only an all-in player may withdraw.</source>
      <translation>{name} さんは全賭けしていません：撤回できるのは全賭けしたプレイヤーだけです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="252" />
      <source>In digital mode you withdraw when the last call asks you (CL-R9.5).</source>
      <translation>デジタルモードでは、ラストコールで聞かれたときに撤回します（CL-R9.5）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="328" />
      <source>The survivor holds 2 bills: 0 to 2 chickens, not {n} (§6).</source>
      <translation>最後に残った人の手札は 2 枚です：ニワトリは 0〜2 枚で、{n} 枚にはなりません（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="332" />
      <source>{n} chickens among 2 bills is a bust hand: check the hand.</source>
      <translation>2 枚中ニワトリ {n} 枚ならバーストです：手札を確認してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="335" />
      <source>{n} chickens among 2 bills is not a bust hand: check the hand.</source>
      <translation>2 枚中ニワトリ {n} 枚ならバーストではありません：手札を確認してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="344" />
      <source>Give the llamas and chickens of every player still in: {names}.</source>
      <translation>勝負中の全員のラマとニワトリの枚数を入力してください：{names}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="350" />
      <source>{name}: counts cannot be negative.</source>
      <translation>{name}：枚数はマイナスにできません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="354" />
      <source>{name} holds {n} bills (2 dealt + {d} drawn), but {k} were counted (§6).</source>
      <translation>{name} さんの手札は {n} 枚（配られた 2 枚 + 引いた {d} 枚）ですが、{k} 枚と数えられました（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="358" />
      <source>{name}: a hand has 2 to 5 bills, not {k} (§6).</source>
      <translation>{name}：手札は 2〜5 枚です（{k} 枚は不可、§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="364" />
      <source>{n} chickens were counted, but there are only {m} chicken bills (§6).</source>
      <translation>ニワトリが {n} 枚と数えられましたが、ニワトリのお札は {m} 枚しかありません（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="368" />
      <source>{n} llamas were counted, but there are only {m} llama bills (§6).</source>
      <translation>ラマが {n} 枚と数えられましたが、ラマのお札は {m} 枚しかありません（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="385" />
      <source>In physical mode marks go on the real bills: the app does not track them.</source>
      <translation>物理モードでは目印は本物のお札につけます：アプリでは記録しません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="392" />
      <source>Marks are added on your own screen, while it is your turn to decide (§7.3).</source>
      <translation>目印は自分の番に、自分の画面でつけます（§7.3）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="396" />
      <source>You have {n} bills: mark one of them (1 to {n}).</source>
      <translation>手札は {n} 枚です：目印はそのうちの 1 枚（1〜{n}）につけてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="400" />
      <source>That bill already has a {mark}: marks are permanent.</source>
      <translation>そのお札にはもう「{mark}」があります：目印は消せません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="405" />
      <source>You have added {n} marks this round, the limit (H7).</source>
      <translation>このラウンドではもう上限の {n} 個の目印をつけました（H7）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="415" />
      <source>Say who leaves ("by").</source>
      <translation>誰が退席するか（「by」）を指定してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/phases.py" line="417" />
      <source>{name} is not playing any more.</source>
      <translation>{name} さんはもうプレイしていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/screens.py" line="34" />
      <source>left the table</source>
      <translation>退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/screens.py" line="36" />
      <source>out</source>
      <translation>脱落</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/screens.py" line="46" />
      <source>Pot</source>
      <translation>ポット</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/screens.py" line="48" />
      <source>Carried</source>
      <translation>持ち越し</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/screens.py" line="52" />
      <source>Stake: {n}</source>
      <translation>賭け金 {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/screens.py" line="110" />
      <source>Not counted</source>
      <translation>数えていない</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/screens.py" line="120" />
      <source>holds {n} bills</source>
      <translation>紙幣{n}枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/screens.py" line="121" />
      <source>2 to 5 bills</source>
      <translation>2〜5枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/screens.py" line="134" />
      <source>Mark bill {n}: {mark}</source>
      <translation>{n}枚目に印:{mark}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="54" />
      <source>kept from a withdrawal</source>
      <translation>撤回の支払い分</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="58" />
      <source>stake, folded</source>
      <translation>賭け金・降り</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="61" />
      <source>{name} {n} ({why})</source>
      <translation>{name} {n} 枚（{why}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="62" />
      <source>The pot holds {n}: {parts}.</source>
      <translation>ポットには{n}：{parts}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="63" />
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="147" />
      <location filename="../../tableapp/games/chicken_llama/words.py" line="62" />
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="73" />
      <source>Nobody staked: the round is void and no coins move (CL-R5c).</source>
      <translation>誰も勝負しませんでした：このラウンドは無効で、コインは動きません（CL-R5c）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="78" />
      <source>Every hand is bust: no winner, so every contribution goes back (CL-D12).</source>
      <translation>全員バースト：勝者なしなので、出したコインはすべて持ち主に戻ります（CL-D12）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="82" />
      <source>{name} gets back {{n}}.</source>
      <translation>{name} さんに{{n}}を戻します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="85" />
      <source>Voters pay nothing and take their voting chips back (CL-C12).</source>
      <translation>投票した人は支払いなしで、投票チップを手元に戻します（CL-C12）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="89" />
      <source>{name}'s hand is bust: every voter pays {n} to {name} (CL-R5b).</source>
      <translation>{name} さんの手札はバースト：降りた人は全員、{name} さんに{n}を支払います（CL-R5b）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="93" />
      <source>{voter} pays {{n}} to {name}.</source>
      <translation>{voter} さんが {name} さんに{{n}}を支払います。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="94" />
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="115" />
      <source> (all they have)</source>
      <translation>（持ち金すべて）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="97" />
      <source>{name}'s hand is not bust: the voters pay nothing (CL-C12).</source>
      <translation>{name} さんの手札はバーストではありません：降りた人の支払いはありません（CL-C12）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="99" />
      <source>{name} takes back the stake: {{n}}.</source>
      <translation>{name} さんは賭け金を回収：{{n}}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="103" />
      <source>{name} is the last player in and wins without showing the hand (CL-R9.4a).</source>
      <translation>最後に残った {name} さんが、手札を公開せずに勝利します（CL-R9.4a）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="106" />
      <source>{name} wins the showdown (CL-R10).</source>
      <translation>判定は {name} さんの勝ち（CL-R10）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="107" />
      <source>{name} takes the pot: {{n}}.</source>
      <translation>{name} さんがポットを獲得：{{n}}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="111" />
      <source>{voter} voted for {name}: right, pays nothing (CL-C12).</source>
      <translation>{voter} さんは {name} さんに投票：的中、支払いなし（CL-C12）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="114" />
      <source>{voter} voted for {target}: wrong, pays {{n}} to {name}.</source>
      <translation>{voter} さんは {target} さんに投票：外れ、{name} さんに{{n}}を支払います。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="144" />
      <source>{name} {sign}{n}</source>
      <translation>{name} {sign}{n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="147" />
      <source>This round: {nets}.</source>
      <translation>このラウンドの収支：{nets}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="149" />
      <source>This round nobody wins or loses a coin.</source>
      <translation>このラウンドでコインの増減はありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="153" />
      <source>{name} has no coins left and is out (CL-R12).</source>
      <translation>{name} さんはコインがなくなり脱落（CL-R12）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="155" />
      <source>{name} wins the game with {n}.</source>
      <translation>{name} さんが{n}でゲームに勝利。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="160" />
      <source>{name} deals again (CL-R13).</source>
      <translation>次も {name} さんがディーラー（CL-R13）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="162" />
      <source>{name} deals the next round (CL-R13).</source>
      <translation>次のラウンドは {name} さんがディーラー（CL-R13）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="20" />
      <source>Stake {n} (all)</source>
      <translation>勝負する（{n} 枚・全額）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="21" />
      <source>Stake {n}</source>
      <translation>勝負する（{n} 枚）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="35" />
      <source>The app shuffles and deals; two players left, both stake automatically</source>
      <translation>アプリがシャッフルして配る。残り 2 人なので 2 人とも自動で勝負</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="37" />
      <source>The app shuffles the 26 bills and deals 2 to each player</source>
      <translation>アプリが 26 枚のお札をシャッフルし、全員に 2 枚ずつ配る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="39" />
      <source>The bills are shuffled and dealt; two players left, both stake automatically</source>
      <translation>お札をシャッフルして配った。残り 2 人なので 2 人とも自動で勝負</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="40" />
      <source>The bills are shuffled and 2 are dealt to each player</source>
      <translation>お札をシャッフルし、全員に 2 枚ずつ配った</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="43" />
      <source>{name} stakes {n} (all)</source>
      <translation>{name} さんが {n} 枚で勝負（全額）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="44" />
      <source>{name} stakes {n}</source>
      <translation>{name} さんが {n} 枚で勝負</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="47" />
      <source>{name} folds and loses the stake of {n}</source>
      <translation>{name} さんが降りて、賭け金 {n} 枚を失う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="49" />
      <source>{name} folds and will vote</source>
      <translation>{name} さんが降りる（あとで投票）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="53" />
      <source>{name} drew 1 bill</source>
      <translation>{name} さんが 1 枚引いた</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="54" />
      <source>{name} drew {n} bills</source>
      <translation>{name} さんが {n} 枚引いた</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="56" />
      <source>{name} drew (not counted)</source>
      <translation>{name} さんが引いた（枚数は未入力）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="59" />
      <source>{name} draws from the top</source>
      <translation>{name} さんが山札の上から引く</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="60" />
      <source>{name} draws from the bottom</source>
      <translation>{name} さんが山札の下から引く</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="62" />
      <source>{name} stops drawing</source>
      <translation>{name} さんは引くのをやめる</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="65" />
      <source>{name} votes in secret</source>
      <translation>{name} さんが秘密で投票</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="66" />
      <source>{name} votes for {target}</source>
      <translation>{name} さんが {target} さんに投票</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="71" />
      <source>{name} goes all-in with nothing more to add ({n} in)</source>
      <translation>{name} さんが全賭け（追加なし、計 {n} 枚）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="72" />
      <source>{name} goes all-in: adds {n}, {total} in</source>
      <translation>{name} さんが全賭け：{n} 枚追加で計 {total} 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="74" />
      <source>{name} passes</source>
      <translation>{name} さんはパス</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="77" />
      <source>{name} withdraws</source>
      <translation>{name} さんが撤回</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="79" />
      <source>{name} withdraws: pays {pays}, gets {back} back</source>
      <translation>{name} さんが撤回：{pays} 枚支払い、{back} 枚が戻る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="82" />
      <source>{name} stays in</source>
      <translation>{name} さんは撤回しない</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="84" />
      <source>The survivor</source>
      <translation>最後に残った人</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="86" />
      <source>{name}'s hand is bust</source>
      <translation>{name}：手札はバースト</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="87" />
      <source>{name}'s hand is not bust</source>
      <translation>{name}：手札はバーストではない</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="91" />
      <source>{name} {llamas} {l}, {chickens} {c}</source>
      <translation>{name} {l} {llamas} 枚・{c} {chickens} 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="94" />
      <source>Showdown: {hands}</source>
      <translation>判定：{hands}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="94" />
      <source>; </source>
      <translation>、</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="96" />
      <source>The table confirms the settlement</source>
      <translation>テーブルが精算を確定</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="98" />
      <source>A mark is added to a bill in front of {name}</source>
      <translation>{name} さんの前のお札に目印がついた</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="110" />
      <source>{name} leaves the game</source>
      <translation>{name} さんが退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="113" />
      <source>{name} leaves the game: the round is void and every contribution goes back to its owner; then {name}'s {n} go back to the bank</source>
      <translation>{name} さんが退席：ラウンドは無効になり、出したコインはすべて持ち主に戻る。そのあと {name} さんの{n}はバンクへ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="116" />
      <source>{name} leaves the game: {n} go back to the bank</source>
      <translation>{name} さんが退席：{n}はバンクへ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="119" />
      <source>{name} wins the game</source>
      <translation>{name} さんがゲームに勝利</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="121" />
      <source>the deal passes to {name}</source>
      <translation>ディーラーは {name} さんに交代</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="124" />
      <source>{text}; {more}</source>
      <translation>{text}。{more}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="130" />
      <source>The game was ended early: the pot is shared.</source>
      <translation>ゲームは途中で終了しました:ポットは分配されました。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="132" />
      <source>Game over: {name} wins with {n}.</source>
      <translation>ゲーム終了：{name} さんが{n}で勝利。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="136" />
      <source>Round {k}: the app shuffles; {dealer} deals.</source>
      <translation>ラウンド {k}：アプリがシャッフル、ディーラーは {dealer} さん。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="138" />
      <source>Round {k}: {dealer} shuffles all 26 bills and deals 2 to each player.</source>
      <translation>ラウンド {k}：{dealer} さんが 26 枚のお札をすべてよく切り、全員に 2 枚ずつ配ります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="141" />
      <source>Round {k} · {phase}</source>
      <translation>ラウンド {k} · {phase}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="143" />
      <location filename="../../tableapp/games/chicken_llama/view.py" line="95" />
      <source>Stakes rise to {n}</source>
      <translation>賭け金 {n} 枚に増額</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="145" />
      <source>{name}: {stake} or fold</source>
      <translation>{name} さん：{stake}か、降りるか</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="147" />
      <source>{name} draws 0 to 3 bills</source>
      <translation>{name} さんが 0〜3 枚引く</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="149" />
      <source>{name} votes for a player still in</source>
      <translation>{name} さんが勝負中の人に投票</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="152" />
      <source>{name}: all-in or fold</source>
      <translation>{name} さん：全賭けか、降りるか</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="154" />
      <source>{name}: all-in or pass</source>
      <translation>{name} さん：全賭けか、パスか</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="156" />
      <source>does {name} withdraw?</source>
      <translation>{name} さんは撤回しますか？</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="158" />
      <source>{name} shows both bills: is there a {animal}?</source>
      <translation>{name} さんが 2 枚とも公開：{animal}はありますか？</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="161" />
      <source>Everyone still in shows their bills: count llamas and chickens</source>
      <translation>勝負中の全員が手札を公開：ラマとニワトリを数えます</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="163" />
      <source>Check the settlement and confirm</source>
      <translation>精算を確認して確定してください</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="164" />
      <source>{head}: {what}</source>
      <translation>{head}：{what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="173" />
      <source>Fold (lose {n})</source>
      <translation>降りる（{n} 枚を失う）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="174" />
      <source>Fold and vote</source>
      <translation>降りて投票</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="176" />
      <source>All-in ({n})</source>
      <translation>全賭け（{n} 枚）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="178" />
      <source>Pass</source>
      <translation>パス</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="181" />
      <source>{name}: withdraw (pay {pays}, get {back} back)</source>
      <translation>{name} さん：撤回（{pays} 枚支払い、{back} 枚が戻る）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="184" />
      <source>Stay in</source>
      <translation>撤回しない</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="186" />
      <source>Vote for {name}</source>
      <translation>{name} さんに投票</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="189" />
      <source>Drew {n}</source>
      <translation>{n} 枚引いた</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="191" />
      <source>Draw from the top, last (unseen)</source>
      <translation>上から引く（最後の 1 枚・見ない）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="193" />
      <source>Draw from the bottom, last (unseen)</source>
      <translation>下から引く（最後の 1 枚・見ない）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="195" />
      <source>Draw from the top</source>
      <translation>上から引く</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="196" />
      <source>Draw from the bottom</source>
      <translation>下から引く</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="198" />
      <source>Stop drawing</source>
      <translation>もう引かない</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="200" />
      <source>Bust</source>
      <translation>バースト</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="200" />
      <source>Not bust</source>
      <translation>バーストではない</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="202" />
      <source>Enter the hands</source>
      <translation>手札を入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="204" />
      <source>Confirm the settlement</source>
      <translation>精算を確定</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="207" />
      <location filename="../../tableapp/games/chicken_llama/words.py" line="17" />
      <source>Shuffle and deal</source>
      <translation>シャッフルして配る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="208" />
      <source>Bills shuffled and dealt</source>
      <translation>シャッフルして配り終えた</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/text.py" line="210" />
      <source>Mark</source>
      <translation>目印をつける</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/view.py" line="48" />
      <source>folded, votes</source>
      <translation>降り（投票）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/view.py" line="50" />
      <source>staked</source>
      <translation>勝負中</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/view.py" line="52" />
      <location filename="../../tableapp/games/chicken_llama/words.py" line="32" />
      <source>to decide</source>
      <translation>未決定</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="11" />
      <source>1 coin</source>
      <translation>コイン 1 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="12" />
      <source>{n} coins</source>
      <translation>コイン {n} 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="18" />
      <source>Betting</source>
      <translation>賭けフェーズ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="19" />
      <source>Lone survivor</source>
      <translation>1 人だけ勝負</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="20" />
      <source>Draw</source>
      <translation>ドローフェーズ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="21" />
      <source>Voting</source>
      <translation>投票フェーズ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="22" />
      <source>All-in</source>
      <translation>全賭けフェーズ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="23" />
      <source>Last call</source>
      <translation>ラストコール</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="24" />
      <source>Showdown</source>
      <translation>判定フェーズ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="25" />
      <source>Settlement</source>
      <translation>精算</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="26" />
      <source>Game over</source>
      <translation>ゲーム終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="33" />
      <source>passed</source>
      <translation>パス</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="35" />
      <source>folded</source>
      <translation>降り</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="36" />
      <source>withdrew</source>
      <translation>撤回</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="42" />
      <source>1 llama</source>
      <translation>ラマ 1</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="42" />
      <source>{n} llamas</source>
      <translation>ラマ {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="43" />
      <source>1 chicken</source>
      <translation>ニワトリ 1</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="43" />
      <source>{n} chickens</source>
      <translation>ニワトリ {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="44" />
      <source>{llamas}, {chickens}</source>
      <translation>{llamas}・{chickens}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="54" />
      <source>folded, voted in secret</source>
      <translation>降り（秘密で投票済み）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="56" />
      <source>folded, voted for {name}</source>
      <translation>降り（{name} さんに投票）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="61" />
      <source>top</source>
      <translation>上</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="61" />
      <source>bottom</source>
      <translation>下</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="62" />
      <source>drew {ends}</source>
      <translation>{ends}から引いた</translation>
    </message>
    <message>
      <source>The table ends the game: the pot of {pot} is shared, {share} each, {rest} carried</source>
      <translation type="obsolete">テーブルがゲームを終了:ポット{pot}を分配、1人{share}、{rest}を持ち越し</translation>
    </message>
    <message>
      <source>Voters pay nothing and take their chips back (CL-C12).</source>
      <translation type="obsolete">投票した人は支払いなしで、投票チップを手元に戻します（CL-C12）。</translation>
    </message>
    <message>
      <source>The table</source>
      <translation type="obsolete">テーブル</translation>
    </message>
    <message>
      <source>The app</source>
      <translation type="obsolete">アプリ</translation>
    </message>
    <message>
      <source>{name} leaves the game: the round is void and {n} go back to the bank</source>
      <translation type="obsolete">{name} さんが退席：ラウンドは無効になり、{n}はバンクへ</translation>
    </message>
    <message>
      <source>Last call: does {name} withdraw?</source>
      <translation type="obsolete">{name} さん、撤回しますか？</translation>
    </message>
  </context>
  <context>
    <name>games</name>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="42" />
      <source>Chicken or Llama The Poker</source>
      <translation>ニワトリかラマか ポーカー</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/engine.py" line="34" />
      <source>Goblin Poker</source>
      <translation>ゴブリンポーカー</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="38" />
      <source>Kinola</source>
      <translation>キノラ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="132" />
      <source>Liar Dice</source>
      <translation>ライアー・ダイス</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/engine.py" line="43" />
      <source>Pairs</source>
      <translation>ペアーズ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="36" />
      <source>Yuck, Chick, Knock, Down</source>
      <translation>ヤック・チック・ノック・ダウン</translation>
    </message>
  </context>
  <context>
    <name>goblin_poker</name>
    <message>
      <location filename="../../tableapp/games/goblin_poker/engine.py" line="58" />
      <source>The dealer must be one of the players, not {name}.</source>
      <translation>ディーラーはプレイヤーの中から選んでください（{name} は参加していません）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/engine.py" line="81" />
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="259" />
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="289" />
      <source>The game is over.</source>
      <translation>ゲーム終了です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/engine.py" line="87" />
      <source>The app draws cards only in digital mode.</source>
      <translation>アプリがカードを引くのはデジタルモードだけです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/engine.py" line="98" />
      <source>No card is due from the app now.</source>
      <translation>今はアプリがカードを出す場面ではありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/engine.py" line="165" />
      <source>ante</source>
      <translation>アンティ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/engine.py" line="166" />
      <source>fold: the lowest card in play</source>
      <translation>フォールド：場の最低カードの数字分</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/engine.py" line="167" />
      <source>pair on the deal: its value</source>
      <translation>配られたカードでペア：その数字分</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/engine.py" line="168" />
      <source>last player in takes the pot</source>
      <translation>最後に残ったプレイヤーがポットを獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/engine.py" line="169" />
      <source>survivors of round 5 share the pot</source>
      <translation>第 5 ラウンドの生き残りでポットを分け合う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/engine.py" line="170" />
      <source>odd chips carried between Goblin Poker games</source>
      <translation>ゴブリンポーカーの端数は次のゲームへ持ち越し</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/engine.py" line="171" />
      <source>game ended early: the pot is shared</source>
      <translation>ゲームの途中終了:ポットを分配</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/engine.py" line="172" />
      <source>game ended early: the odd chips wait for the next game</source>
      <translation>ゲームの途中終了:端数は次のゲームへ持ち越し</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="26" />
      <source>That is not possible now: the game is at {phase}.</source>
      <translation>今はできません：ゲームは「{phase}」の段階です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="32" />
      <source>The table reports this, not a player: leave out "by".</source>
      <translation>これはプレイヤーではなくテーブルが入力します：「by」は付けないでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="41" />
      <source>It is {who}'s turn, not {name}'s.</source>
      <translation>今は {who} さんの番です（{name} の番ではありません）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="42" />
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="105" />
      <source>the table</source>
      <translation>テーブル</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="48" />
      <source>Give the card's value (1-10).</source>
      <translation>カードの数字（1〜10）を入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="50" />
      <source>A card is worth 1 to 10, not {v}.</source>
      <translation>カードの数字は 1〜10 です（{v} は不可）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="61" />
      <source>The deck has only one 1, and it has been seen already.</source>
      <translation>1 はデッキに 1 枚しかなく、すでに出ています。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="62" />
      <source>The deck has only {v} cards of {v}, and {v} have been seen already.</source>
      <translation>{v} はデッキに {v} 枚しかなく、すでに {v} 枚出ています。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="71" />
      <source>The deal is the app's (digital) or the table's (physical).</source>
      <translation>配るのはアプリ（デジタル）かテーブル（物理）です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="79" />
      <source>In physical mode the app does not know the cards: give no deck.</source>
      <translation>物理モードではアプリはカードを知りません：デッキは指定しないでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="82" />
      <source>A digital deal gives the order of the 55 cards of the Pairs deck ("deck", top first).</source>
      <translation>デジタルの配札では、ペアーズデッキ 55 枚の順番（「deck」、上から順）を指定します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="99" />
      <source>In physical mode report the first cards once they are turned up.</source>
      <translation>物理モードでは、最初のカードが公開されてから入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="104" />
      <source>{who} chooses now, not {name}.</source>
      <translation>今選ぶのは {who} さんです（{name} ではありません）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="107" />
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="187" />
      <source>There is no {v} in your hand.</source>
      <translation>手札に {v} はありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="116" />
      <source>In digital mode the app turns up the cards chosen: give no cards.</source>
      <translation>デジタルモードでは選んだカードをアプリが公開します：カードは指定しないでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="123" />
      <source>Give exactly one first card for each player in: {names}.</source>
      <translation>残っているプレイヤー全員の最初のカードを 1 枚ずつ入力してください：{names}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="139" />
      <source>The deck is empty: the out-of-play cards are shuffled first.</source>
      <translation>デッキが空です：先にゲームから外れたカードをシャッフルします。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="142" />
      <source>In digital mode the card drawn is the top of the deck.</source>
      <translation>デジタルモードでは、引くカードはデッキの一番上です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="156" />
      <source>In physical mode just report the card drawn: the app counts the new deck itself.</source>
      <translation>物理モードでは引いたカードだけを入力してください：新しいデッキの枚数はアプリが数えます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="159" />
      <source>The deck is not empty yet.</source>
      <translation>デッキはまだ空ではありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="161" />
      <source>The new deck must be the {n} out-of-play cards, in any order.</source>
      <translation>新しいデッキは、ゲームから外れた {n} 枚のカードです（順番は自由）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="184" />
      <source>In physical mode the app never asks which card was pitched.</source>
      <translation>物理モードでは、どのカードをピッチしたかをアプリは聞きません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="208" />
      <source>No {v} is among the pitched cards.</source>
      <translation>ピッチされたカードに {v} はありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="261" />
      <source>{name} is not in this game any more.</source>
      <translation>{name} さんはもうこのゲームにいません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/phases.py" line="264" />
      <source>Goblin Poker needs 3 players: end this game and start one without {name}.</source>
      <translation>ゴブリンポーカーは 3 人以上必要です：このゲームを終了し、{name} さん抜きで新しいゲームを始めてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/screens.py" line="42" />
      <source>won the pot</source>
      <translation>ポット獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/screens.py" line="44" />
      <source>shares the pot</source>
      <translation>ポットを分け合う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/screens.py" line="46" />
      <location filename="../../tableapp/games/goblin_poker/words.py" line="44" />
      <source>pitched</source>
      <translation>ピッチ済み</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/screens.py" line="48" />
      <source>has chosen</source>
      <translation>選択済み</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/screens.py" line="50" />
      <source>in</source>
      <translation>参加中</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/screens.py" line="51" />
      <source>{n} in hand</source>
      <translation>手札 {n} 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/screens.py" line="58" />
      <source>Pot</source>
      <translation>ポット</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/screens.py" line="60" />
      <source>Carried to the next game</source>
      <translation>次のゲームへ持ち越し</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/screens.py" line="64" />
      <source>Fold costs {n}</source>
      <translation>フォールドは {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/screens.py" line="66" />
      <source>Dealing to {order}</source>
      <translation>配る順：{order}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/screens.py" line="66" />
      <location filename="../../tableapp/games/goblin_poker/words.py" line="37" />
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/screens.py" line="68" />
      <source>Ante {n}</source>
      <translation>アンティ {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/start.py" line="21" />
      <source>start: {text}</source>
      <translation>開始局面：{text}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/start.py" line="26" />
      <source>{what} is a list of card values 1-10.</source>
      <translation>{what} はカードの数字（1〜10）のリストです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/start.py" line="33" />
      <source>unknown keys {keys} (known: {known}).</source>
      <translation>不明なキー {keys}（使えるキー：{known}）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/start.py" line="38" />
      <source>carry is a number of chips (0 or more).</source>
      <translation>carry はチップの枚数（0 以上）です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/start.py" line="42" />
      <source>pot, stacks, hands and deck describe a round: give its round too.</source>
      <translation>pot・stacks・hands・deck はラウンドの状態です：round も指定してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/start.py" line="50" />
      <source>round is the round about to start, 1 to 5.</source>
      <translation>round はこれから始まるラウンド（1〜5）です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/start.py" line="53" />
      <source>pot is a number of chips (0 or more).</source>
      <translation>pot はチップの枚数（0 以上）です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/start.py" line="56" />
      <source>stacks gives the face-up cards of each player still in (2 or more).</source>
      <translation>stacks には、残っている各プレイヤー（2 人以上）の表向きのカードを指定します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/start.py" line="60" />
      <source>{name}'s stack must hold cards, no two alike (GR11).</source>
      <translation>{name} さんのスタックにはカードが必要で、同じ数字は 2 枚入りません（GR11）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/start.py" line="70" />
      <source>hands gives the hand of each player still in (digital mode).</source>
      <translation>hands には、残っている各プレイヤーの手札を指定します（デジタルモード）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/start.py" line="73" />
      <source>in round {r} every hand holds {n} cards.</source>
      <translation>ラウンド {r} では手札はどれも {n} 枚です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/start.py" line="78" />
      <location filename="../../tableapp/games/goblin_poker/start.py" line="89" />
      <source>more cards of a value than the Pairs deck holds.</source>
      <translation>ある数字のカードがペアーズデッキの枚数より多くなっています。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/start.py" line="83" />
      <source>in physical mode the app does not know the hands.</source>
      <translation>物理モードではアプリは手札を知りません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/start.py" line="86" />
      <source>deck is the number of cards in the deck (physical mode).</source>
      <translation>deck はデッキの枚数です（物理モード）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/start.py" line="92" />
      <source>more cards than the Pairs deck holds.</source>
      <translation>カードがペアーズデッキの枚数より多くなっています。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="20" />
      <source>Everyone antes {ante}; the app shuffles and deals 6 cards each</source>
      <translation>全員が {ante} チップをアンティ。アプリがシャッフルして 6 枚ずつ配る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="22" />
      <source>Everyone antes {ante}; 6 cards are dealt to each of the {n} players</source>
      <translation>全員が {ante} チップをアンティ。{n} 人に 6 枚ずつ配った</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="25" />
      <source>{name} chooses a first card, face down</source>
      <translation>{name} さんが最初のカードを裏向きで選ぶ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="29" />
      <source>The first cards are turned up</source>
      <translation>最初のカードを一斉に公開</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="30" />
      <source>{name} {v}</source>
      <translation>{name} さん {v}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="31" />
      <source>The first cards are turned up: {cards}</source>
      <translation>最初のカードを一斉に公開：{cards}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="35" />
      <source>A tie-break card is drawn</source>
      <translation>同点解決のカードを引く</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="38" />
      <source>A tie-break card is drawn for {name}</source>
      <translation>{name} さんの同点解決のカードを引く</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="40" />
      <source>Tie-break: {name} draws {v}, a pair: discarded, {name} draws again</source>
      <translation>同点解決：{name} さんが {v} を引いてペア。捨て札にして {name} さんが引き直す</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="42" />
      <source>Tie-break: {name} draws {v}</source>
      <translation>同点解決：{name} さんが {v} を引く</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="44" />
      <source>The deck is empty: the {n} out-of-play cards are shuffled into a new deck</source>
      <translation>デッキが空：ゲームから外れた {n} 枚をシャッフルして新しいデッキに</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="48" />
      <source>{name} folds and pays {n}</source>
      <translation>{name} さんがフォールドして {n} を支払う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="49" />
      <source>{name} folds</source>
      <translation>{name} さんがフォールド</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="51" />
      <source>{name} pitches a card face down</source>
      <translation>{name} さんがカードを 1 枚裏向きでピッチ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="55" />
      <source>A pitched card is dealt</source>
      <translation>ピッチされたカードを配る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="57" />
      <source>{name} gets {v}: a pair of {v}s, {name} is out and pays {n}</source>
      <translation>{name} さんに {v}：{v} のペアで {name} さんは脱落、{n} を支払う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="59" />
      <source>{name} gets {v}</source>
      <translation>{name} さんに {v}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="62" />
      <source>{name} leaves the table</source>
      <translation>{name} さんが退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="63" />
      <source>{name} leaves the game and pays {n}, as a fold</source>
      <translation>{name} さんが退席し、フォールドとして {n} を支払う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="74" />
      <source>Shuffle and deal</source>
      <translation>シャッフルして配る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="75" />
      <source>Antes in, 6 cards dealt each</source>
      <translation>アンティ済み、6 枚ずつ配った</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="77" />
      <source>First card: {v}</source>
      <translation>最初のカード：{v}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="80" />
      <source>Turn up the first cards</source>
      <translation>最初のカードを公開</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="81" />
      <source>Enter the first cards</source>
      <translation>最初のカードを入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="83" />
      <source>Tie-break card for {name}</source>
      <translation>{name} さんの同点解決カード</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="85" />
      <source>Shuffle the out-of-play cards</source>
      <translation>ゲームから外れたカードをシャッフル</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="87" />
      <source>Fold (pay {n})</source>
      <translation>フォールド（{n} チップ支払い）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="90" />
      <source>Pitch a card</source>
      <translation>カードをピッチ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="91" />
      <source>Pitch {v}</source>
      <translation>{v} をピッチ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="93" />
      <source>Card dealt to {name}</source>
      <translation>{name} さんに配られたカード</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="102" />
      <source>Stop dealing: {name} wins the pot</source>
      <translation>配るのをやめる：{name} さんがポットを獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="104" />
      <source>{name} wins the pot</source>
      <translation>{name} さんがポットを獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="106" />
      <source>After round 5, {names} share the pot</source>
      <translation>第 5 ラウンド終了：{names} でポットを分け合う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="107" />
      <source>The game was ended early</source>
      <translation>ゲームは途中で終了しました</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="110" />
      <source>{dealer} deals: everyone antes {ante}</source>
      <translation>ディーラーは {dealer} さん：全員が {ante} チップをアンティ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="111" />
      <source>{dealer} deals: everyone antes {ante}, deal 6 cards each</source>
      <translation>ディーラーは {dealer} さん：全員が {ante} チップをアンティし、6 枚ずつ配る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="114" />
      <source>{name} chooses a first card in secret</source>
      <translation>{name} さんが最初のカードを秘密裏に選んでいます</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="117" />
      <source>Everyone has chosen: the first cards are turned up</source>
      <translation>全員が選択済み：最初のカードを一斉に公開</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="118" />
      <source>Everyone picks a first card face down; turn them up together and enter them</source>
      <translation>全員が最初のカードを裏向きで選び、一斉に公開して入力してください</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="124" />
      <source>{name}'s tie-break card {v} makes a pair: discard it</source>
      <translation>{name} さんの同点解決カード {v} がペアに：捨て札にする</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="126" />
      <source>draw again for {name}</source>
      <translation>{name} さんの分を引き直す</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="128" />
      <source>Full tie for the lowest stack ({names})</source>
      <translation>最低スタックが完全に同点（{names}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="129" />
      <source>draw a card for {name}</source>
      <translation>{name} さんの分を 1 枚引く</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="131" />
      <source>{first}; the deck is empty: shuffle the out-of-play cards into a new deck, then {draw}</source>
      <translation>{first}。デッキが空です：ゲームから外れたカードをシャッフルして新しいデッキにしてから、{draw}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="133" />
      <source>{first}; {draw}</source>
      <translation>{first}。{draw}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="135" />
      <source>Round {r} of 5: {name} folds (pays {n}) or pitches</source>
      <translation>ラウンド {r}/5：{name} さんはフォールド（{n} チップ支払い）かピッチ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="139" />
      <source>Round {r}: the app deals the pitched cards face up: {order}</source>
      <translation>ラウンド {r}：アプリがピッチされたカードを表向きで配る：{order}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="142" />
      <source>Shuffle the {k} pitched cards; deal them face up to {order}</source>
      <translation>ピッチされた {k} 枚をシャッフルし、表向きで配る：{order}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="145" />
      <source>{text}; the card left over is discarded unseen</source>
      <translation>{text}。余った 1 枚は見ずに捨て札にする</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/text.py" line="147" />
      <source>Deal the next pitched card face up to {order}</source>
      <translation>次のピッチされたカードを表向きで配る：{order}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/words.py" line="11" />
      <source>1 chip</source>
      <translation>1 チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/words.py" line="12" />
      <source>{n} chips</source>
      <translation>{n} チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/words.py" line="17" />
      <source>Ante and deal</source>
      <translation>アンティと配札</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/words.py" line="18" />
      <location filename="../../tableapp/games/goblin_poker/words.py" line="19" />
      <source>First cards</source>
      <translation>最初のカード</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/words.py" line="20" />
      <source>Tie-break</source>
      <translation>同点解決</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/words.py" line="21" />
      <source>Fold or pitch</source>
      <translation>フォールドかピッチか</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/words.py" line="22" />
      <source>Deal of the pitched cards</source>
      <translation>ピッチされたカードの配布</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/words.py" line="23" />
      <source>Game over</source>
      <translation>ゲーム終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/words.py" line="30" />
      <source>folded ({n})</source>
      <translation>フォールド（{n}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/words.py" line="32" />
      <source>out on a pair ({n})</source>
      <translation>ペアで脱落（{n}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/words.py" line="33" />
      <source>left the table</source>
      <translation>退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/words.py" line="42" />
      <source>stack {cards}</source>
      <translation>スタック {cards}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/words.py" line="44" />
      <source>{text}, pitched</source>
      <translation>{text}、ピッチ済み</translation>
    </message>
    <message>
      <source>The table ends the game: the pot of {pot} is shared, {share} each, {rest} carried to the next game</source>
      <translation type="obsolete">テーブルがゲームを終了：ポット {pot} を分配、1 人 {share}、{rest} を次のゲームへ持ち越し</translation>
    </message>
  </context>
  <context>
    <name>kinola</name>
    <message>
      <location filename="../../tableapp/games/kinola/checks.py" line="26" />
      <source>{names} not at this table: enter one row for each of {all}.</source>
      <translation>{names} はこのテーブルにいません：{all} の各人に 1 行ずつ入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/checks.py" line="28" />
      <source>Enter a row for {names} too (§6).</source>
      <translation>{names} の行も入力してください（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/checks.py" line="33" />
      <source>{name}: a player wins 0 to {t} tricks, not {n} (§6).</source>
      <translation>{name}：取れるトリックは 0〜{t} です（{n} は不可、§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/checks.py" line="36" />
      <source>{name}: points cannot be below 0, not {n} (§6).</source>
      <translation>{name}：点数は 0 未満にできません（{n} は不可、§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/checks.py" line="40" />
      <source>The tricks add up to {n}, but a round has {t} tricks (§6).</source>
      <translation>トリック数の合計が {n} ですが、1 ラウンドは {t} トリックです（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/checks.py" line="44" />
      <source>{name} won no trick, so took no points, not {n} (§6).</source>
      <translation>{name} さんはトリックを取っていないので点数は 0 です（{n} ではありません、§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/checks.py" line="50" />
      <source>The points add up to {n}, but they must add up to {m}: 40 minus the {r} points of the reserved cards (§6).</source>
      <translation>点数の合計が {n} ですが、{m} になるはずです：40 から保留カードの {r} 点を引いた値です（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/checks.py" line="73" />
      <source>{name}: "{text}" is neither a card (AS, 10H, JOKER) nor a class (kinola, ace, king, queen, jack, zero).</source>
      <translation>{name}：「{text}」はカード（AS、10H、JOKER）でも種類（kinola、ace、king、queen、jack、zero）でもありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/checks.py" line="77" />
      <source>{name}: {card} is not in this game's deck (§1).</source>
      <translation>{name}：{card} はこのゲームのデッキに入っていません（§1）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/checks.py" line="83" />
      <source>{n} jokers were reserved, but the deck holds {m} (§6).</source>
      <translation>ジョーカーが {n} 枚保留されていますが、デッキには {m} 枚しかありません（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/checks.py" line="88" />
      <source>{card} was reserved by two players: each card is in the deck once (§6).</source>
      <translation>{card} を 2 人が保留しています：デッキに同じカードは 1 枚しかありません（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/checks.py" line="95" />
      <source>{n} players reserved {what}, but the deck holds only {m} (§6).</source>
      <translation>{n} 人が {what} を保留していますが、デッキには {m} 枚しかありません（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/checks.py" line="108" />
      <source>{name} reserved the Kinola, so nobody played or took it: clear those marks (§6).</source>
      <translation>{name} さんがキノラを保留したので、キノラを出した人も取った人もいません：その印を外してください（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/checks.py" line="113" />
      <source>Nobody reserved the Kinola: mark the one player who played it and the one who took it ({held} and {took} marked) (§6).</source>
      <translation>誰もキノラを保留していません：キノラを出した人と取った人を 1 人ずつ選んでください（今は {held} 人と {took} 人）（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/checks.py" line="118" />
      <source>{name} took the Kinola, so won at least 1 trick and 3 points (§6).</source>
      <translation>{name} さんはキノラを取ったので、少なくとも 1 トリック・3 点を取っています（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/deck.py" line="124" />
      <source>Joker</source>
      <translation>ジョーカー</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/deck.py" line="129" />
      <source>the Kinola</source>
      <translation>キノラ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/deck.py" line="130" />
      <source>an Ace</source>
      <translation>エース</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/deck.py" line="131" />
      <source>a King</source>
      <translation>キング</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/deck.py" line="132" />
      <source>a Queen</source>
      <translation>クイーン</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/deck.py" line="133" />
      <source>a Jack</source>
      <translation>ジャック</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/deck.py" line="134" />
      <source>a 0-point card</source>
      <translation>0 点のカード</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="56" />
      <source>{names}: nobody holds fewer than 0 chips (D7).</source>
      <translation>{names}：チップをマイナスにはできません（D7）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="64" />
      <source>The harsh deck is for 3 players, not {n} (S1).</source>
      <translation>ハードデッキは 3 人用です（{n} 人では使えません、S1）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="66" />
      <source>H3 (11 rounds) is for the harsh 3-player game only.</source>
      <translation>H3（11 ラウンド）はハードデッキの 3 人戦専用です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="68" />
      <source>The first dealer must be one of the players, not {name}.</source>
      <translation>最初のディーラーはプレイヤーの中から選んでください（{name} は参加していません）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="74" />
      <source>Unknown start keys: {keys} (known: {known}).</source>
      <translation>開始局面に不明なキーがあります：{keys}（使えるキー：{known}）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="80" />
      <source>The dealer must be one of the players, not {name}.</source>
      <translation>ディーラーはプレイヤーの中から選んでください（{name} は参加していません）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="83" />
      <source>start.round is the next round (1 or more), start.pot at least 0.</source>
      <translation>start.round は次のラウンド（1 以上）、start.pot は 0 以上にしてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="87" />
      <source>start.owed: a player's penalty for the next round, "ace" or "kinola" (not {p}: {what}).</source>
      <translation>start.owed：次のラウンドにプレイヤーが払うペナルティで、「ace」か「kinola」です（{p}：{what} は不可）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="92" />
      <source>start.owed: only one player can owe the Kinola penalty.</source>
      <translation>start.owed：キノラのペナルティを負えるのは 1 人だけです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="96" />
      <source>A deck order is for digital mode only.</source>
      <translation>デッキの順番を指定できるのはデジタルモードだけです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="102" />
      <source>start.deck must hold the {n} cards of this game, each once.</source>
      <translation>start.deck にはこのゲームの {n} 枚のカードを 1 枚ずつ入れてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="122" />
      <location filename="../../tableapp/games/kinola/engine.py" line="173" />
      <source>The game is over.</source>
      <translation>ゲーム終了です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="125" />
      <source>Not an action of Kinola: {what}</source>
      <translation>キノラの操作ではありません：{what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="136" />
      <source>The app draws or deals only before a round.</source>
      <translation>アプリがカードを引いたり配ったりするのはラウンドの前だけです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="205" />
      <source>ante into an empty pot</source>
      <translation>空のポットへのアンティ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="206" />
      <source>dealer's ante into an empty pot</source>
      <translation>空のポットへのディーラーのアンティ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="207" />
      <source>dealer's ante</source>
      <translation>ディーラーのアンティ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="208" />
      <source>penalty for a reserved Ace</source>
      <translation>エースを保留したペナルティ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="209" />
      <source>penalty for the reserved Kinola</source>
      <translation>キノラを保留したペナルティ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="210" />
      <source>took their own Kinola: pays the pot's worth</source>
      <translation>自分のキノラを取った：ポットと同額を支払い</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="211" />
      <source>Kinola taken by another player: the holder takes the pot</source>
      <translation>キノラを他のプレイヤーに取らせた：持ち主がポットを獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="212" />
      <source>card points paid to the round winner</source>
      <translation>カードの点数分をラウンドの勝者に支払い</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="213" />
      <source>last round's Ace penalty to the player who took the pot</source>
      <translation>最終ラウンドのエースのペナルティはポットを取ったプレイヤーへ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="214" />
      <source>penalty into the pot as the game ends</source>
      <translation>ゲーム終了時のペナルティをポットへ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="215" />
      <source>share of the pot as the game ends</source>
      <translation>ゲーム終了時のポットの山分け</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="216" />
      <source>remainder of the split to the richest player</source>
      <translation>山分けの端数はチップが一番多いプレイヤーへ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/engine.py" line="217" />
      <source>game ended early: share of the pot</source>
      <translation>ゲームの途中終了:ポットの分配</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="30" />
      <source>That is not possible now: {phase}.</source>
      <translation>今はできません：{phase}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="35" />
      <source>The table or the app reports this, not a player: leave out "by".</source>
      <translation>これはプレイヤーではなくテーブルかアプリが入力します：「by」は付けないでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="44" />
      <source>{text} is not a card (e.g. 10H, AS, QD, JOKER1).</source>
      <translation>{text} はカードではありません（例：10H、AS、QD、JOKER1）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="52" />
      <source>{name} is not at this table: the first dealer is one of {names}.</source>
      <translation>{name} さんはこのテーブルにいません：最初のディーラーは {names} の中から選んでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="61" />
      <source>A card for each of {names}, who draw now.</source>
      <translation>今引く {names} に 1 枚ずつカードを入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="65" />
      <source>{card} is not in this game's deck (§1).</source>
      <translation>{card} はこのゲームのデッキに入っていません（§1）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="67" />
      <source>The cards drawn are all different.</source>
      <translation>引いたカードに同じものは入りません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="89" />
      <source>The deck must hold the {n} cards of this game, each once (§1).</source>
      <translation>デッキにはこのゲームの {n} 枚のカードを 1 枚ずつ入れてください（§1）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="114" />
      <source>It is {who}'s turn, not {name}'s.</source>
      <translation>今は {who} さんの番です（{name} の番ではありません）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="115" />
      <source>the table</source>
      <translation>テーブル</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="121" />
      <source>{name} does not hold {card}.</source>
      <translation>{name} さんは {card} を持っていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="146" />
      <source>{suit} were led: {name} must follow suit with one of {cards}.</source>
      <translation>{suit}がリードされました：{name} さんは {cards} のどれかを出してマストフォローです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="170" />
      <source>Spades</source>
      <translation>スペード</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="170" />
      <source>Hearts</source>
      <translation>ハート</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="170" />
      <source>Diamonds</source>
      <translation>ダイヤ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="171" />
      <source>Clubs</source>
      <translation>クラブ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="185" />
      <source>Say who leaves ("by").</source>
      <translation>誰が退席するか（「by」）を指定してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/phases.py" line="187" />
      <source>{name} is not playing.</source>
      <translation>{name} さんは参加していません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/screens.py" line="21" />
      <source>left the table</source>
      <translation>退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/screens.py" line="23" />
      <source>bankrupt</source>
      <translation>破産</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/screens.py" line="26" />
      <source>reserved</source>
      <translation>保留済み</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/screens.py" line="26" />
      <source>to reserve</source>
      <translation>保留待ち</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/screens.py" line="28" />
      <source>substitute</source>
      <translation>代理</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/screens.py" line="34" />
      <source>pays {n}</source>
      <translation>{n} 支払い</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/screens.py" line="38" />
      <source>1 trick</source>
      <translation>1 トリック</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/screens.py" line="38" />
      <source>{n} tricks</source>
      <translation>{n} トリック</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/screens.py" line="40" />
      <source>{tricks} · {n} points</source>
      <translation>{tricks} · {n} 点</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/screens.py" line="62" />
      <source>Pot</source>
      <translation>ポット</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/screens.py" line="92" />
      <source>Draw for the first dealer</source>
      <translation>カードを引いて最初のディーラーを決める</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/screens.py" line="93" />
      <location filename="../../tableapp/games/kinola/text.py" line="157" />
      <source>{name} deals first</source>
      <translation>{name} さんが最初のディーラー</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/screens.py" line="97" />
      <source>Shuffle and deal</source>
      <translation>シャッフルして配る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/screens.py" line="100" />
      <source>Antes and penalties paid ({n}): deal</source>
      <translation>アンティとペナルティ支払い済み（{n}）：配る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/screens.py" line="104" />
      <source>Enter the round's result</source>
      <translation>ラウンドの結果を入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="23" />
      <source>1 chip</source>
      <translation>1 チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="24" />
      <source>{n} chips</source>
      <translation>{n} チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="36" />
      <source>Choosing the first dealer</source>
      <translation>最初のディーラー決め</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="37" />
      <source>Antes and deal</source>
      <translation>アンティと配札</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="38" />
      <source>Reserving a card</source>
      <translation>カードの保留</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="39" />
      <source>Tricks</source>
      <translation>トリック</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="40" />
      <source>Playing the tricks</source>
      <translation>トリックをプレイ中</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="41" />
      <source>Game over</source>
      <translation>ゲーム終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="48" />
      <source>Overtime round {k}</source>
      <translation>延長戦 第 {k} ラウンド</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="49" />
      <source>Round {k} of {n}</source>
      <translation>ラウンド {k}/{n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="58" />
      <source>{name} antes {n}</source>
      <translation>{name} さんがアンティ {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="60" />
      <source>{name} pays the Ace penalty of {n}</source>
      <translation>{name} さんがエースのペナルティ {n} を支払う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="62" />
      <source>{name} pays the Kinola penalty of {n}</source>
      <translation>{name} さんがキノラのペナルティ {n} を支払う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="64" />
      <source>{name} pays {n} into the pot (the pot doubles)</source>
      <translation>{name} さんがポットに {n} を支払う（ポットが倍に）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="66" />
      <location filename="../../tableapp/games/kinola/text.py" line="112" />
      <source>{name} takes the pot of {n}</source>
      <translation>{name} さんがポット {n} を獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="68" />
      <source>{name} pays {winner} {n}</source>
      <translation>{name} さんが {winner} さんに {n} を支払う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="70" />
      <source>{name} pays {taker} the Ace penalty of {n}</source>
      <translation>{name} さんが {taker} さんにエースのペナルティ {n} を支払う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="72" />
      <source>{name} pays a penalty of {n} into the pot</source>
      <translation>{name} さんがペナルティ {n} をポットに支払う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="74" />
      <location filename="../../tableapp/games/kinola/text.py" line="94" />
      <source>{name} takes the remainder of {n}</source>
      <translation>{name} さんが端数 {n} を受け取る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="76" />
      <source>{name} gets a share of {n}</source>
      <translation>{name} さんが山分け分 {n} を受け取る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="78" />
      <source>{text}: pays only {n} and is bankrupt</source>
      <translation>{text}：{n} しか払えず破産</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="85" />
      <source>nothing to pay</source>
      <translation>支払いなし</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="91" />
      <source>the pot is empty</source>
      <translation>ポットは空</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="92" />
      <source>the pot of {pot} is split, {share} each</source>
      <translation>ポット {pot} を山分け、1 人 {share}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="102" />
      <source>{name} reserved the Kinola: the pot stays</source>
      <translation>{name} さんがキノラを保留：ポットはそのまま</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="103" />
      <source>Kinola taken by {taker} (holder {holder})</source>
      <translation>キノラを {taker} さんが取った（持ち主 {holder} さん）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="106" />
      <source>{name} will pay {n} into the pot, doubling it</source>
      <translation>{name} さんはラウンド終了時にポットへ {n} を払い、ポットは倍に</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="108" />
      <source>{name} pays {n} into the pot, doubling it</source>
      <translation>{name} さんがポットに {n} を払い、ポットは倍に</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="110" />
      <source>{name} will take the pot of {n}</source>
      <translation>{name} さんはラウンド終了時にポット {n} を獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="113" />
      <source>{head}: {what}</source>
      <translation>{head}：{what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="119" />
      <source>the pot was taken: the game is over</source>
      <translation>ポットが取られた：ゲーム終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="122" />
      <source>{names} bankrupt: {split}; the game is over</source>
      <translation>{names} が破産：{split}。ゲーム終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="124" />
      <source>the overtime cap is reached: {split}; the game is over</source>
      <translation>延長戦の上限に到達：{split}。ゲーム終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="126" />
      <source>{name} left: {split}; the game is over</source>
      <translation>{name} さんが退席：{split}。ゲーム終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="127" />
      <source>the table ends the game: {split}</source>
      <translation>テーブルがゲームを終了：{split}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="133" />
      <source>{name} wins the round with {n} points</source>
      <translation>{name} さんが {n} 点でラウンドの勝者</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="137" />
      <source>reserved: {cards}</source>
      <translation>保留：{cards}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="141" />
      <source>penalties next round: {who}</source>
      <translation>次のラウンドのペナルティ：{who}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="161" />
      <source>Draw for the first dealer: {cards}</source>
      <translation>最初のディーラー決めのカード：{cards}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="163" />
      <source>Draw for the first dealer: {cards}; {names} tie and draw again</source>
      <translation>最初のディーラー決めのカード：{cards}。{names} が同点で引き直し</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="165" />
      <source>Draw for the first dealer: {cards}; {name} deals first</source>
      <translation>最初のディーラー決めのカード：{cards}。{name} さんが最初のディーラー</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="170" />
      <source>{name} reserves a card face down</source>
      <translation>{name} さんがカードを 1 枚伏せて保留</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="175" />
      <source>The table enters the round's result</source>
      <translation>テーブルがラウンドの結果を入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="176" />
      <source>Round {k} result: {what}</source>
      <translation>ラウンド {k} の結果：{what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="179" />
      <source>{name} leaves; a substitute takes over the seat and its chips</source>
      <translation>{name} さんが退席。代理が席とチップを引き継ぐ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="181" />
      <source>{name} leaves the game</source>
      <translation>{name} さんが退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="182" />
      <source>{name} leaves the game: {what}</source>
      <translation>{name} さんが退席：{what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="185" />
      <source>The table ends the game</source>
      <translation>テーブルがゲームを終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="186" />
      <source>The table ends the game: {what}</source>
      <translation>テーブルがゲームを終了：{what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="192" />
      <source>{round}: the app shuffles and deals for {dealer}</source>
      <translation>{round}：アプリが {dealer} さんに代わってシャッフルして配る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="195" />
      <source>{round}: {dealer} deals</source>
      <translation>{round}：ディーラーは {dealer} さん</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="200" />
      <source>no ante in overtime</source>
      <translation>延長戦はアンティなし</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="204" />
      <source>{names} bankrupt: the round is played, then the game ends</source>
      <translation>{names} が破産：このラウンドを最後まで行ってゲーム終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="213" />
      <location filename="../../tableapp/games/kinola/text.py" line="214" />
      <source>{name} plays {card}</source>
      <translation>{name} さんが {card} を出す</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="220" />
      <source>{name} wins trick {k}</source>
      <translation>{name} さんが第 {k} トリックを取る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="222" />
      <source>round over: {what}</source>
      <translation>ラウンド終了：{what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="231" />
      <source>the hand in play is void</source>
      <translation>進行中のディールは無効</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="243" />
      <source>Game over: {what}.</source>
      <translation>ゲーム終了：{what}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="247" />
      <source>Who deals first? {names} draw again: the lowest card deals.</source>
      <translation>最初のディーラーは？ {names} が引き直し：一番弱いカードの人がディーラー。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="249" />
      <source>Who deals first? The app draws a card for each player: the lowest deals.</source>
      <translation>最初のディーラーは？ アプリが全員に 1 枚ずつカードを引く：一番弱いカードの人がディーラー。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="250" />
      <source>Who deals first? The table names the first dealer.</source>
      <translation>最初のディーラーは？ テーブルで決めてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="259" />
      <source>{round}: {dealer} deals.</source>
      <translation>{round}：ディーラーは {dealer} さん。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="260" />
      <source>{round}: pay {n}, then {dealer} deals.</source>
      <translation>{round}：{n} を支払い、{dealer} さんが配ります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="263" />
      <source>{round}: play the {t} tricks, then enter the result.</source>
      <translation>{round}：{t} トリックをプレイして、結果を入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="267" />
      <source>{round}: {name} reserves a card.</source>
      <translation>{round}：{name} さんがカードを 1 枚保留します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="268" />
      <source>{round}, trick {k} of {t}: {name} to play.</source>
      <translation>{round}、トリック {k}/{t}：{name} さんの番。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="279" />
      <source>{name} wins with {n}</source>
      <translation>{name} さんが {n} で勝利</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="281" />
      <source>{names} share first place with {n}</source>
      <translation>{names} が {n} で同点 1 位</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="282" />
      <source>{lead}; {how}</source>
      <translation>{lead}。{how}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="291" />
      <source>No ante (overtime)</source>
      <translation>アンティなし（延長戦）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="293" />
      <source>Ante 5 each, dealer 10</source>
      <translation>アンティ 各 5、ディーラー 10</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="295" />
      <source>Ante after the penalties</source>
      <translation>ペナルティの後にアンティ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="296" />
      <source>Dealer antes 5</source>
      <translation>ディーラーがアンティ 5</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/text.py" line="297" />
      <source>Kinola: pot {n}</source>
      <translation>キノラ：ポット {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/view.py" line="35" />
      <source>{names} cannot pay in full: pays everything and is bankrupt; the game ends without dealing and the pot is split (§5.3, H2).</source>
      <translation>{names} は全額を払えません：持っているチップをすべて払って破産します。配らずにゲームが終わり、ポットを分けます（§5.3、H2）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/view.py" line="37" />
      <source>{names} cannot pay in full: pays everything and is bankrupt; the round is still dealt and played, then the game ends and the pot is split (§5.3, D10).</source>
      <translation>{names} は全額を払えません：持っているチップをすべて払って破産します。このラウンドは配ってプレイし、その後ゲームが終わってポットを分けます（§5.3、D10）。</translation>
    </message>
    <message>
      <source>{round}, {dealer} dealt: play the {t} tricks, then enter the result.</source>
      <translation type="obsolete">{round}、ディーラーは {dealer} さん：{t} トリックをプレイしてから結果を入力してください。</translation>
    </message>
    <message>
      <source>{round}: {name} reserves a card face down.</source>
      <translation type="obsolete">{round}：{name} さんがカードを 1 枚伏せて保留します。</translation>
    </message>
  </context>
  <context>
    <name>ledger</name>
    <message>
      <location filename="../../tableapp/core/engine.py" line="238" />
      <source>bought in from the bank</source>
      <translation>バンクからバイイン</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/engine.py" line="238" />
      <source>cashed out to the bank</source>
      <translation>バンクへキャッシュアウト</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/ledger.py" line="25" />
      <source>bank</source>
      <translation>バンク</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/ledger.py" line="27" />
      <source>pot</source>
      <translation>ポット</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/ledger.py" line="29" />
      <source>carry pot</source>
      <translation>持ち越しポット</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/ledger.py" line="31" />
      <source>carry pot ({game})</source>
      <translation>持ち越しポット({game})</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/ledger.py" line="33" />
      <source>pot {name}</source>
      <translation>ポット {name}</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/ledger.py" line="107" />
      <source>Unknown format {fmt}: use csv or json.</source>
      <translation>形式 {fmt} は使えません：csv か json にしてください。</translation>
    </message>
    <message>
      <source>carried</source>
      <translation type="obsolete">持ち越し</translation>
    </message>
    <message>
      <source>carried ({game})</source>
      <translation type="obsolete">持ち越し({game})</translation>
    </message>
  </context>
  <context>
    <name>liar_dice</name>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="84" />
      <source>{name} challenged and pays 1</source>
      <translation>チャレンジした {name} さんがチップを 1 枚ロスト</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="86" />
      <source>{name} called too high and pays 1</source>
      <translation>実際より上をコールした {name} さんがチップを 1 枚ロスト</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="88" />
      <source>{who}, and is out</source>
      <translation>{who}、チップが尽きてドロップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="94" />
      <source>{call} called, {hand} shown: {who}</source>
      <translation>コール「{call}」、出目は「{hand}」：{who}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="114" />
      <source>No challenge is waiting for the dice.</source>
      <translation>ダイスのオープンを待っているチャレンジはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="144" />
      <source>Liar Dice plays best with 3 to 6 players; this table has {n}.</source>
      <translation>ライアー・ダイスは 3〜6 人がベストです（このテーブルは {n} 人）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="160" />
      <source>Starting chips missing for {names}.</source>
      <translation>{names} の開始チップが指定されていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="162" />
      <source>The first starter {name} is not at this table.</source>
      <translation>最初の1番手の {name} さんはこのテーブルにいません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="165" />
      <source>A random first starter needs digital mode with the app's dice.</source>
      <translation>最初の1番手をランダムに決めるには、アプリがダイスを振るデジタルモードが必要です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="172" />
      <source>Everyone starts with at least 1 chip (LD-H1): {names} would not.</source>
      <translation>チップは全員 1 枚以上で始めます（LD-H1）：{names} さんが足りません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="176" />
      <source>Everyone starts with the same number of chips (LD-H1), not {held}.</source>
      <translation>チップは全員同じ枚数で始めます（LD-H1）。今は {held}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="190" />
      <source>Unknown start keys: {keys}.</source>
      <translation>開始局面に不明なキーがあります：{keys}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="193" />
      <source>Start chips are given as {"name": chips}.</source>
      <translation>開始チップは {"name": chips} の形で指定してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="196" />
      <source>{name} is not at this table.</source>
      <translation>{name} さんはこのテーブルにいません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="198" />
      <source>{name}: the start position says {n} chips, the setup {m}.</source>
      <translation>{name}：開始局面ではチップ {n} 枚ですが、ゲームの設定では {m} 枚です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="202" />
      <source>Nobody can hold fewer than 0 chips.</source>
      <translation>チップをマイナスにはできません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="204" />
      <source>A start position needs at least 2 players with chips.</source>
      <translation>開始局面にはチップを持つプレイヤーが 2 人以上必要です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="208" />
      <source>The pot is a whole number of at least 0 and the round at least 1.</source>
      <translation>ポットは 0 以上、ラウンドは 1 以上の整数にしてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="211" />
      <source>The starter {name} is not at this table.</source>
      <translation>1番手の {name} さんはこのテーブルにいません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="275" />
      <source>The game is over: {name} has won.</source>
      <translation>ゲームは終了しました：{name} さんの勝ちです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="278" />
      <source>That is not an action of Liar Dice.</source>
      <translation>それはライアー・ダイスの操作ではありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="283" />
      <source>challenger pays: the roll met the call</source>
      <translation>チャレンジした人が支払い：出目がコールに届いた</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="284" />
      <source>caller pays: the call was higher than the roll</source>
      <translation>コールした人が支払い：コールが出目より上だった</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="285" />
      <source>left the game: chips to the pot</source>
      <translation>退席：チップはポットへ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="286" />
      <source>left the game: chips back to the bank</source>
      <translation>退席：チップはバンクへ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="287" />
      <source>last player with chips takes the pot</source>
      <translation>チップが残った最後の人がポットを獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="288" />
      <source>game ended early: the pot is shared</source>
      <translation>ゲームの途中終了:ポットを分配</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="289" />
      <source>game ended early: the odd chips wait for the next game</source>
      <translation>ゲームの途中終了:端数は次のゲームへ持ち越し</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="300" />
      <source>It is {who}'s turn, not {by}'s.</source>
      <translation>今は {who} さんの番です（{by} さんの番ではありません）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="305" />
      <source>No call is due now.</source>
      <translation>今はコールする場面ではありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="309" />
      <source>Accept first: the dice are shown to you after you accept.</source>
      <translation>先にアクセプトしてください：ダイスはアクセプトした後で見られます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="317" />
      <source>Nothing is higher than Five Aces: challenge.</source>
      <translation>エースのファイブより上の役はありません：チャレンジしてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="318" />
      <source>Call something higher than {call}</source>
      <translation>「{call}」より上の役をコールしてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="324" />
      <source>The app counted {n} rerolled dice.</source>
      <translation>アプリが数えた振りなおしは {n} 個です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="328" />
      <source>Rerolled dice: a whole number from 0 to 5.</source>
      <translation>振りなおすダイスの数は 0〜5 の整数です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="330" />
      <source>The starter rolls once and rerolls nothing.</source>
      <translation>1番手は 1 回だけロールし、振りなおしはしません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="338" />
      <source>There is no call to accept now.</source>
      <translation>今アクセプトできるコールはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="343" />
      <source>Nothing is higher than {call}: challenge.</source>
      <translation>「{call}」より上の役はありません：チャレンジしてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="351" />
      <source>At the table the dice are rerolled by hand: give the count with the call.</source>
      <translation>テーブルではダイスを手で振りなおします：振りなおした数はコールと一緒に入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="353" />
      <source>Accept a call before choosing dice to reroll.</source>
      <translation>振りなおすダイスを選ぶ前に、コールをアクセプトしてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="358" />
      <source>Choose dice by position, 1 to 5, each at most once.</source>
      <translation>ダイスは位置（1〜5）で選んでください。同じダイスは 1 回までです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="367" />
      <source>The table rolls its own dice; the app needs the faces only at a challenge.</source>
      <translation>ダイスはテーブルで振ります。アプリが出目を必要とするのはチャレンジのときだけです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="376" />
      <location filename="../../tableapp/games/liar_dice/engine.py" line="486" />
      <source>No roll is due now.</source>
      <translation>今はロールする場面ではありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="381" />
      <source>Accepting is final: call something higher than {call}.</source>
      <translation>アクセプトは取り消せません：「{call}」より上の役をコールしてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="384" />
      <source>There is no call to challenge yet.</source>
      <translation>まだチャレンジできるコールがありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="385" />
      <source>There is no call to challenge now.</source>
      <translation>今チャレンジできるコールはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="394" />
      <source>The dice are shown only after a challenge.</source>
      <translation>ダイスをオープンするのはチャレンジの後だけです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="421" />
      <source>{name} is not playing in this game.</source>
      <translation>{name} さんはこのゲームに参加していません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="424" />
      <source>Nobody leaves during a challenge: show the dice first.</source>
      <translation>チャレンジの最中は誰も退席できません：まずダイスをオープンしてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="455" />
      <source>Only a round played with the table's own dice can be voided.</source>
      <translation>ラウンドを無効にできるのは、テーブルのダイスで遊んでいるときだけです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="457" />
      <location filename="../../tableapp/games/liar_dice/engine.py" line="467" />
      <source>Settle the challenge first: show the dice.</source>
      <translation>先にチャレンジの決着をつけてください：ダイスをオープンしてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="479" />
      <source>{message} {now}</source>
      <translation>{message}（現在：{now}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="538" />
      <source>{name} calls {call} (rerolled {n})</source>
      <translation>{name} さんが「{call}」をコール（{n} 個振りなおし）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="539" />
      <source>{name} calls {call}</source>
      <translation>{name} さんが「{call}」をコール</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="542" />
      <source>{name} accepts</source>
      <translation>{name} さんがアクセプト</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="543" />
      <source>{name} accepts {call}</source>
      <translation>{name} さんが「{call}」をアクセプト</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="546" />
      <source>{name} rerolls no dice</source>
      <translation>{name} さんは振りなおしなし</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="548" />
      <source>{name} rerolls 1 die</source>
      <translation>{name} さんがダイスを 1 個振りなおす</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="549" />
      <source>{name} rerolls {n} dice</source>
      <translation>{name} さんがダイスを {n} 個振りなおす</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="551" />
      <source>{name} challenges</source>
      <translation>{name} さんがチャレンジ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="556" />
      <location filename="../../tableapp/games/liar_dice/engine.py" line="565" />
      <source>Shown: {faces} — {hand}. {call} called: {who}</source>
      <translation>オープン：{faces}（{hand}）。コールは「{call}」：{who}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="558" />
      <source>{challenge} · {shown}</source>
      <translation>{challenge}・{shown}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="564" />
      <source>Shown: {faces}</source>
      <translation>オープン：{faces}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="571" />
      <source>The app rerolls 1 die for {name}</source>
      <translation>アプリが {name} さんのダイスを 1 個振りなおす</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="572" />
      <source>The app rerolls {n} dice for {name}</source>
      <translation>アプリが {name} さんのダイスを {n} 個振りなおす</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="573" />
      <source>The app rolls five dice for {name}</source>
      <translation>アプリが {name} さんのダイス 5 個をロール</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="577" />
      <source>{name} leaves the game ({n} chips back to the bank)</source>
      <translation>{name} さんが退席（チップ {n} 枚はバンクへ）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="579" />
      <source>{name} leaves the game ({n} chips to the pot)</source>
      <translation>{name} さんが退席（チップ {n} 枚はポットへ）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="582" />
      <source>{said}; the round is void, {name} starts the next</source>
      <translation>{said}。このラウンドは無効、次は{name}さんから</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="588" />
      <source>Round voided: {name} rolls again</source>
      <translation>ラウンド無効：{name} さんがロールしなおす</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="595" />
      <source>The game was ended early: the pot is shared</source>
      <translation>ゲームは途中で終了しました:ポットは分配されました</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="596" />
      <source>{name} wins and takes the pot</source>
      <translation>{name} さんの勝ち！ポットを独り占め</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="598" />
      <source>Round {n}: the app rolls for {name}</source>
      <translation>ラウンド {n}：アプリが {name} さんのダイスをロール</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="601" />
      <source>Round {n}: {name} looks at the dice and calls</source>
      <translation>ラウンド {n}：{name} さんがダイスを見てコール</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="603" />
      <source>Round {n}: {name} rolls and calls</source>
      <translation>ラウンド {n}：{name} さんがロールしてコール</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="608" />
      <source>{caller} called {call} — {name} must challenge</source>
      <translation>{caller} さんのコールは「{call}」— {name} さんはチャレンジするしかありません</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="610" />
      <source>{caller} called {call} — {name} to accept or challenge</source>
      <translation>{caller} さんのコールは「{call}」— {name} さん、アクセプトかチャレンジか</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="613" />
      <source>{name} accepted {call} and chooses dice to reroll</source>
      <translation>{name} さんが「{call}」をアクセプト、振りなおすダイスを選んでいます</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="617" />
      <source>{name} accepted {call}, rerolled {n} — now calls higher</source>
      <translation>{name} さんが「{call}」をアクセプトして {n} 個振りなおし — より上の役をコールします</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="619" />
      <source>{name} accepted {call} — now calls higher</source>
      <translation>{name} さんが「{call}」をアクセプト — より上の役をコールします</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="620" />
      <source>{name} challenges {caller}'s {call} — the table shows the five dice</source>
      <translation>{name} さんが {caller} さんの「{call}」にチャレンジ — 5 個のダイスをオープンしてください</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="177" />
      <source>High card</source>
      <translation>ハイ・カード</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="177" />
      <source>One pair</source>
      <translation>ワン・ペア</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="178" />
      <source>Pair of {r}</source>
      <translation>{r}のワン・ペア</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="179" />
      <source>Two pair</source>
      <translation>ツー・ペア</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="179" />
      <source>Two pair, {h} up</source>
      <translation>{h}が上のツー・ペア</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="180" />
      <source>Two pair, {h} and {l}</source>
      <translation>{h}と{l}のツー・ペア</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="181" />
      <source>Three of a kind</source>
      <translation>スリー・オブ・ア・カインド</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="181" />
      <source>Three {r}</source>
      <translation>{r}のスリー・オブ・ア・カインド</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="182" />
      <source>Straight</source>
      <translation>ストレート</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="182" />
      <source>K-high straight</source>
      <translation>キング・ハイのストレート</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="183" />
      <source>A-high straight</source>
      <translation>エース・ハイのストレート</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="184" />
      <source>Full house</source>
      <translation>フルハウス</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="184" />
      <source>Full house, {t}</source>
      <translation>{t}が3つのフルハウス</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="185" />
      <source>Full house, {t} over {p}</source>
      <translation>{t}が3つと{p}が2つのフルハウス</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="186" />
      <source>Four of a kind</source>
      <translation>フォー</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="186" />
      <source>Four {r}</source>
      <translation>{r}のフォー</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="187" />
      <source>Five of a kind</source>
      <translation>ファイブ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="187" />
      <source>Five {r}</source>
      <translation>{r}のファイブ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="188" />
      <source>Nines</source>
      <translation>9</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="188" />
      <source>Tens</source>
      <translation>10</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="188" />
      <source>Jacks</source>
      <translation>ジャック</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="189" />
      <source>Queens</source>
      <translation>クイーン</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="189" />
      <source>Kings</source>
      <translation>キング</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="189" />
      <location filename="../../tableapp/games/liar_dice/screens.py" line="60" />
      <source>Aces</source>
      <translation>エース</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="253" />
      <source>Say e.g. "Pair of Aces", "Two pair, Kings and Nines", "Full house, Aces over Jacks".</source>
      <translation>コールは英語で入力します。例：「Pair of Aces」「Two pair, Kings and Nines」「Full house, Aces over Jacks」。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="261" />
      <source>Name a call. {examples}</source>
      <translation>コールを入力してください。{examples}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="269" />
      <source>"{text}" is not a call: "{word}" is not a hand or a rank. {examples}</source>
      <translation>「{text}」はコールではありません：「{word}」は役名でもランクでもありません。{examples}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="289" />
      <source>"{text}" names no hand. {examples}</source>
      <translation>「{text}」には役名がありません。{examples}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="292" />
      <source>"{text}" is not a call that can be made: {why}</source>
      <translation>「{text}」はコールできません：{why}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="313" />
      <source>a High card call names no rank.</source>
      <translation>ハイ・カードのコールではランクを指定しません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="315" />
      <source>the only straights are K-high and A-high.</source>
      <translation>ストレートはキング・ハイとエース・ハイの 2 つだけです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="317" />
      <source>two pair names a higher pair of 10s or better, then a different lower pair.</source>
      <translation>ツー・ペアは、まず 10 以上の上のペア、次にそれより下の別のペアを指定します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="319" />
      <source>a full house names the three, then a different pair.</source>
      <translation>フルハウスは、まず 3 つ揃いのランク、次にそれとは別のペアのランクを指定します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="320" />
      <source>name one rank at most.</source>
      <translation>ランクは 1 つまでしか指定できません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="18" />
      <source>The app rolls</source>
      <translation>アプリがダイスを振る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="19" />
      <source>Opening call</source>
      <translation>最初のコール</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="20" />
      <source>Accept or challenge</source>
      <translation>受けるかチャレンジか</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="21" />
      <source>Choosing dice to reroll</source>
      <translation>振り直すダイスを選ぶ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="22" />
      <source>The app rerolls</source>
      <translation>アプリが振り直す</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="23" />
      <source>A higher call</source>
      <translation>より高いコール</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="24" />
      <source>The dice are shown</source>
      <translation>ダイスを公開</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="25" />
      <source>Game over</source>
      <translation>ゲーム終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="42" />
      <source>left the table</source>
      <translation>退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="44" />
      <source>out</source>
      <translation>脱落</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="46" />
      <source>Pot</source>
      <translation>ポット</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="48" />
      <source>Carried</source>
      <translation>持ち越し</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="87" />
      <source>Report the five faces</source>
      <translation>5個の目を入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="95" />
      <source>Accept</source>
      <translation>受ける</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="96" />
      <source>Challenge</source>
      <translation>チャレンジ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="100" />
      <source>Reroll the chosen dice</source>
      <translation>選んだダイスを振り直す</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/screens.py" line="105" />
      <source>Void the round (dice exposed)</source>
      <translation>ラウンドを無効にする(ダイスが見えた)</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/state.py" line="123" />
      <source>Five dice: A K Q J 10 9, or pips 1 to 6.</source>
      <translation>ダイスは 5 個：A K Q J 10 9、または 1〜6 の目。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/state.py" line="124" />
      <source>Five dice: A K Q J 10 9.</source>
      <translation>ダイスは 5 個：A K Q J 10 9。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/state.py" line="137" />
      <source>"{face}" is not a die face. {hint}</source>
      <translation>「{face}」はダイスの目ではありません。{hint}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/state.py" line="148" />
      <source>Give the five faces, or how many of each face. {hint}</source>
      <translation>5 個の出目か、目ごとの個数を入力してください。{hint}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/state.py" line="154" />
      <source>"{face}": a count is a whole number from 0 to 5.</source>
      <translation>「{face}」：個数は 0〜5 の整数です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/state.py" line="162" />
      <source>Only one die given. {hint}</source>
      <translation>ダイスが 1 個しか入力されていません。{hint}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/state.py" line="163" />
      <source>{n} dice given. {hint}</source>
      <translation>ダイスが {n} 個入力されました。{hint}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/state.py" line="164" />
      <source>{n} dice given, {want} were rerolled.</source>
      <translation>ダイスが {n} 個入力されましたが、振りなおしたのは {want} 個です。</translation>
    </message>
    <message>
      <source>The table ends the game: the pot of {pot} is shared, {share} each, {rest} carried</source>
      <translation type="obsolete">テーブルがゲームを終了:ポット{pot}を分配、1人{share}、{rest}を持ち越し</translation>
    </message>
    <message>
      <source>The table</source>
      <translation type="obsolete">テーブル</translation>
    </message>
    <message>
      <source>The app</source>
      <translation type="obsolete">アプリ</translation>
    </message>
    <message>
      <source>Everyone starts with at least 1 chip (LD-H1).</source>
      <translation type="obsolete">チップは全員 1 枚以上で始めます（LD-H1）。</translation>
    </message>
    <message>
      <source>Everyone starts with the same number of chips (LD-H1).</source>
      <translation type="obsolete">チップは全員同じ枚数で始めます（LD-H1）。</translation>
    </message>
  </context>
  <context>
    <name>options</name>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="10" />
      <source>Role swap</source>
      <translation>ニワトリとラマを逆に</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="10" />
      <source>H1: 20 chicken and 6 llama bills; count chickens, any llama makes a hand bust.</source>
      <translation>H1：ニワトリのお札 20 枚、ラマのお札 6 枚で遊びます。ニワトリの枚数で競い、ラマが 1 枚でもあればバーストです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="12" />
      <source>Last draw unseen</source>
      <translation>最後に引いたお札は見ない</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="12" />
      <source>H2: whichever bill a player draws last stays unseen (say 'last' before looking).</source>
      <translation>H2：何枚目であっても、最後に引いたお札は裏面を確認しません（見る前に「最後」と宣言）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="14" />
      <source>Withdrawal costs 3</source>
      <translation>撤回はコイン 3 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="14" />
      <source>H3: withdrawing an all-in costs 3+inc in total instead of 2+inc.</source>
      <translation>H3：全賭けの撤回にかかるコインを、合計 2+inc 枚ではなく 3+inc 枚にします（inc は人数が減ったときの追加分）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="16" />
      <source>Dealer moves only on a bust survivor</source>
      <translation>1 人残りがバーストのときだけディーラー交代</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="16" />
      <source>H4: after a lone survivor (R5b) the dealer moves only when the survivor's hand is bust.</source>
      <translation>H4：賭けフェーズで 1 人だけ残ったとき（R5b）、その人の手札がバーストの場合だけディーラーが移ります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="18" />
      <source>Endgame skips the draw</source>
      <translation>残り 2 人ならドローも省略</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="18" />
      <source>H5: with two players left, skip the draw too and go straight to the all-in phase.</source>
      <translation>H5：残り 2 人になったらドローフェーズも省略し、すぐに全賭けフェーズに進みます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="20" />
      <source>Secret votes</source>
      <translation>秘密投票</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="20" />
      <source>H6: votes stay hidden until the settlement.</source>
      <translation>H6：投票先は精算まで伏せておきます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="22" />
      <source>Marks per round</source>
      <translation>1 ラウンドの目印の上限</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="22" />
      <source>H7: the most new marks one player may add in one round (empty: no limit).</source>
      <translation>H7：1 人が 1 ラウンドに新しくつけられる目印の数（空欄：無制限）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="24" />
      <source>Marks carry over</source>
      <translation>目印を次のゲームに引き継ぐ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="24" />
      <source>H8: the marked bills are kept for the next game (a 'fresh bills' command resets them).</source>
      <translation>H8：目印のついたお札を次のゲームでも使います（「新しいお札」コマンドでリセット）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="26" />
      <source>Public reveal log</source>
      <translation>公開記録</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="26" />
      <source>H9: everyone may look up past reveals (marks next to the animal).</source>
      <translation>H9：これまでに公開されたお札（目印と動物）を誰でも見返せます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="28" />
      <location filename="../../tableapp/games/goblin_poker/options.py" line="20" />
      <location filename="../../tableapp/games/kinola/options.py" line="24" />
      <location filename="../../tableapp/games/pairs/options.py" line="29" />
      <source>First dealer</source>
      <translation>最初のディーラー</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="28" />
      <source>S4/D19: who most recently saw a chicken; empty: the app picks one at random (seeded).</source>
      <translation>S4/D19：一番最近ニワトリを見た人。空欄ならアプリがランダムに選びます（シードで決まります）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/options.py" line="11" />
      <source>Ante</source>
      <translation>アンティ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/options.py" line="11" />
      <source>H8: chips every player puts in the pot at the start of each game (D11).</source>
      <translation>H8：各ゲームの開始時に全員がポットに出すチップ（D11）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/options.py" line="13" />
      <location filename="../../tableapp/games/pairs/options.py" line="19" />
      <source>Credit</source>
      <translation>バンクの立て替え</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/options.py" line="13" />
      <source>H10: a player who cannot pay an ante, a fold or a pair in full pays it all and goes below 0 (off: pays what they have, the rest is waived; D24).</source>
      <translation>H10：アンティ・フォールド・ペアの支払いを全額払えないプレイヤーも全額を払い、持ちチップがマイナスになります（オフ：持っている分だけ払い、残りは免除。D24）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/options.py" line="16" />
      <source>Discard tie-break cards</source>
      <translation>同点解決のカードを捨てる</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/options.py" line="16" />
      <source>H11: the cards drawn to break a full tie are discarded once the tie is broken (D13).</source>
      <translation>H11：完全な同点を解決するために引いたカードは、同点が解決したら捨て札にします（D13）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/options.py" line="18" />
      <source>Fold cost from the others' stacks</source>
      <translation>フォールド額は他人のスタックから</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/options.py" line="18" />
      <source>H12: a fold costs the lowest face-up card of the other players' stacks only (D17).</source>
      <translation>H12：フォールドの支払額を、自分以外のプレイヤーのスタックにある表向きの最低カードで決めます（D17）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/goblin_poker/options.py" line="20" />
      <source>D12: who deals this game; empty: the deal passed on from the night's last game, else seat 1.</source>
      <translation>D12：このゲームのディーラー。空欄なら今夜の前のゲームから引き継いだディーラー、それもなければ席 1 の人。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/actions.py" line="68" />
      <source>Reserved card</source>
      <translation>保留したカード</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/actions.py" line="68" />
      <source>rank and suit (AS, 10H, JOKER) or its class: kinola, ace, king, queen, jack, zero</source>
      <translation>ランクとスート（AS、10H、JOKER）または種類：kinola、ace、king、queen、jack、zero</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/actions.py" line="70" />
      <source>Points taken</source>
      <translation>取った点数</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/actions.py" line="71" />
      <source>Tricks won</source>
      <translation>取ったトリック数</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/actions.py" line="72" />
      <source>Played the Kinola</source>
      <translation>キノラを出した</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/actions.py" line="72" />
      <source>the holder, when nobody reserved it</source>
      <translation>誰も保留しなかったときの持ち主</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/actions.py" line="73" />
      <source>Took the Kinola</source>
      <translation>キノラを取った</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/actions.py" line="73" />
      <source>won the trick holding it</source>
      <translation>キノラの入ったトリックを取った人</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/options.py" line="10" />
      <source>Harsh 3-player deck</source>
      <translation>3人戦ハードデッキ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/options.py" line="10" />
      <source>S1: with 3 players, play without every 2, 3, 4 and 5 (36 cards, 12 each) instead of without the 10s.</source>
      <translation>S1：3 人のとき、10 を抜く代わりに 2〜5 をすべて抜いて遊びます（36 枚、1 人 12 枚）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/options.py" line="12" />
      <source>Penalties before the ante test</source>
      <translation>アンティ判定の前にペナルティ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/options.py" line="12" />
      <source>H1: the reserve penalties are paid before the ante, so a pot holding only penalties counts as not empty.</source>
      <translation>H1：保留のペナルティをアンティより先に払います。そのため、ペナルティだけが入ったポットも空ではないとみなします。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/options.py" line="14" />
      <source>Round-start bankruptcy ends at once</source>
      <translation>ラウンド開始時の破産で即終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/options.py" line="14" />
      <source>H2: a player who cannot pay the ante or a penalty ends the game before the deal; the pot is split.</source>
      <translation>H2：アンティかペナルティを払えないプレイヤーが出たら、配る前にゲームを終了し、ポットを山分けします。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/options.py" line="16" />
      <source>Harsh game: 11 rounds</source>
      <translation>ハード版は 11 ラウンド</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/options.py" line="16" />
      <source>H3: the harsh 3-player game is scheduled for 11 rounds instead of 6.</source>
      <translation>H3：ハードデッキの 3 人戦を 6 ラウンドではなく 11 ラウンド行います。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/options.py" line="18" />
      <source>Show running points</source>
      <translation>途中の点数を表示</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/options.py" line="18" />
      <source>H5, digital: everyone sees the points each player has taken so far in the round.</source>
      <translation>H5（デジタル）：そのラウンドで各プレイヤーがここまでに取った点数を全員が見られます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/options.py" line="20" />
      <source>Overtime rounds at most</source>
      <translation>延長戦の上限ラウンド数</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/options.py" line="20" />
      <source>H6: after this many overtime rounds the game ends and the pot is split (empty: no cap).</source>
      <translation>H6：延長戦をこのラウンド数行ったらゲームを終了し、ポットを山分けします（空欄：上限なし）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/options.py" line="22" />
      <source>A leaver is replaced</source>
      <translation>退席者には代理を立てる</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/options.py" line="22" />
      <source>H7: a player who leaves hands the seat and its chips to a substitute; the game goes on.</source>
      <translation>H7：退席するプレイヤーは席とチップを代理に引き継ぎ、ゲームは続きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/kinola/options.py" line="24" />
      <source>S4/D14: who deals the first round; empty: the dealer after the night's last game, else the table names one (physical) or the app draws cards, lowest deals (digital).</source>
      <translation>S4/D14：最初のラウンドのディーラー。空欄なら今夜の前のゲームに続くディーラー。それもなければテーブルが決めるか（物理）、アプリが全員に 1 枚ずつカードを引き、一番弱いカードの人がディーラー（デジタル）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="32" />
      <source>Straight beats full house</source>
      <translation>ストレートがフルハウスより上</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="32" />
      <source>H2: a straight ranks above a full house (the source puts the full house higher).</source>
      <translation>H2：ストレートをフルハウスより上の役にします（原典ではフルハウスが上）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="35" />
      <source>Leaver's chips to the bank</source>
      <translation>退席者のチップはバンクへ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="35" />
      <source>H3: a player who leaves returns their chips to the bank instead of the pot.</source>
      <translation>H3：退席したプレイヤーのチップを、ポットではなくバンクに戻します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="38" />
      <source>Strict raises</source>
      <translation>厳しいコール比較</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="38" />
      <source>H4: an open rank counts as the lowest one when comparing calls, so "Pair of Nines" does not raise "One pair".</source>
      <translation>H4：コールを比べるとき、指定のないランクを最低のランクとみなします。そのため「9のワン・ペア」は「ワン・ペア」より上になりません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="42" />
      <source>Ordinary dice</source>
      <translation>普通のダイス</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="42" />
      <source>D14 (physical mode): the table uses ordinary dice; pips 1-6 stand for 9 10 J Q K A.</source>
      <translation>D14（物理モード）：普通のダイスを使います。1〜6 の目がそれぞれ 9 10 J Q K A を表します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="45" />
      <source>First starter</source>
      <translation>最初の1番手</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="45" />
      <source>D12: who starts the first round (default: the first seat).</source>
      <translation>D12：最初のラウンドの1番手（既定：最初の席の人）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="48" />
      <source>Random first starter</source>
      <translation>最初の1番手をランダムに</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="48" />
      <source>D12 (digital mode): the app chooses who starts the first round.</source>
      <translation>D12（デジタルモード）：最初のラウンドの1番手をアプリが決めます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/options.py" line="14" />
      <source>Betting rule</source>
      <translation>賭けのルール</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/options.py" line="14" />
      <source>H1: Seattle (the loser pays everyone 1), Tacoma (the loser pays the stake to the lowest scores) or Olympia (the loser pays the difference to the lowest scores).</source>
      <translation>H1：シアトル（負けたプレイヤーが全員に 1 チップずつ払う）、タコマ（負けたプレイヤーが決めた額を最低点のプレイヤーに払う）、オリンピア（負けたプレイヤーが点差分を最低点のプレイヤーに払う）のいずれか。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/options.py" line="17" />
      <source>Tacoma stake</source>
      <translation>タコマの賭け金</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/options.py" line="17" />
      <source>H2: what the loser pays into the pot under the Tacoma rules.</source>
      <translation>H2：タコマルールで負けたプレイヤーがポットに払う額。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/options.py" line="19" />
      <source>H4: a loser who cannot pay in full still pays everything and goes below zero (the bank advances it); off: pay what you have, the rest is waived.</source>
      <translation>H4：全額を払えない負けプレイヤーも全額を払い、持ちチップがマイナスになります（バンクが立て替え）。オフ：持っている分だけ払い、残りは免除。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/options.py" line="22" />
      <source>Deal passes every round</source>
      <translation>毎ラウンドディーラー交代</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/options.py" line="22" />
      <source>H5: the deal passes left after every round, not only after every game.</source>
      <translation>H5：ゲームごとだけでなく、ラウンドごとにディーラーを左隣に回します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/options.py" line="24" />
      <source>Quick entry</source>
      <translation>簡易入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/options.py" line="24" />
      <source>H6, physical: report only who scored each round (how much, pair or fold), or only the final scores; the app then cannot name turns.</source>
      <translation>H6（物理）：各ラウンドで誰が得点したか（何点か、ペアかフォールドか）、または最終得点だけを入力します。この場合、アプリは手番を案内できません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/options.py" line="27" />
      <source>A leaver loses</source>
      <translation>退席者の負け</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/options.py" line="27" />
      <source>H7: a player who leaves mid-game is the loser at their current score (otherwise the game is void).</source>
      <translation>H7：ゲームの途中で退席したプレイヤーを、その時点の得点で負けとします（オフならゲームは無効）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/options.py" line="29" />
      <source>D4: who deals this game; empty: the next dealer of the night (seat 1 in the night's first game).</source>
      <translation>D4：このゲームのディーラー。空欄なら今夜の次のディーラー（今夜最初のゲームなら席 1 の人）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/actions.py" line="22" />
      <source>Deck order</source>
      <translation>山札の順番</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/actions.py" line="22" />
      <source>digital: the 55 values, top first</source>
      <translation>デジタル：55 枚の数字を上から順に</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/actions.py" line="23" />
      <source>Field cards</source>
      <translation>場札</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/actions.py" line="23" />
      <source>the face-up card of each player, in seat order</source>
      <translation>各プレイヤーの表向きの場札（席順）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/actions.py" line="43" />
      <source>Flipped card</source>
      <translation>めくったカード</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/actions.py" line="43" />
      <source>its value, 1 to 10</source>
      <translation>その数字（1〜10）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/actions.py" line="69" />
      <source>Hand cards</source>
      <translation>手札</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/actions.py" line="69" />
      <source>the revealed hand, one value per card</source>
      <translation>公開した手札（1 枚につき数字 1 つ）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/options.py" line="11" />
      <source>Fixed number of rounds</source>
      <translation>ラウンド数を固定</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/options.py" line="11" />
      <source>H2: play this many rounds (bankruptcy still ends the game earlier); empty: play until someone cannot pay.</source>
      <translation>H2：このラウンド数だけ遊びます（チップを払えない人が出たら、その前でも終了）。空欄：誰かがチップを払えなくなるまで。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/options.py" line="14" />
      <source>Unaffordable Chick and Down allowed</source>
      <translation>払いきれないチック・ダウンも可</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/options.py" line="14" />
      <source>H3: a Chick or Down that costs more than the player's chips is allowed; they pay all they have and the game ends after the round (a shortfall).</source>
      <translation>H3：持ちチップより高いチックやダウンもできます。その場合は持ちチップをすべて払い、そのラウンドの後でゲーム終了（支払い不足）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/options.py" line="17" />
      <source>Reveal hidden hands after the round</source>
      <translation>ラウンド後に伏せた手札を公開</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/options.py" line="17" />
      <source>H4 (digital): after each round every hand is shown, eliminated players' and the winner's too.</source>
      <translation>H4（デジタル）：各ラウンドの後、脱落したプレイヤーや勝者の分も含めて全員の手札を公開します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/options.py" line="19" />
      <source>2 to 8 players</source>
      <translation>2〜8 人で遊ぶ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/options.py" line="19" />
      <source>H5: allow 2 to 8 players instead of 4 to 6.</source>
      <translation>H5：4〜6 人ではなく 2〜8 人で遊べるようにします。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/options.py" line="21" />
      <source>Extra rounds break a final tie</source>
      <translation>最後の同点は追加ラウンドで決着</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/options.py" line="21" />
      <source>H6 (fixed rounds only): if the most chips are tied after the last round and nobody is on 0, play one more round at a time until they are not.</source>
      <translation>H6（ラウンド数固定のときのみ）：最終ラウンド後にチップ最多が同点で、チップ 0 の人がいなければ、同点が解消するまで 1 ラウンドずつ追加します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/options.py" line="24" />
      <source>The table picks among tied lowest cards</source>
      <translation>最小の場札が同点ならテーブルが選ぶ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/options.py" line="24" />
      <source>H7: when several players tie for the lowest field card in round 1, the table names the start player (otherwise the app picks one at random).</source>
      <translation>H7：1 ラウンド目に場札の数字がもっとも小さいプレイヤーが複数いたら、テーブルがスタートプレイヤーを決めます（オフならアプリがランダムに選びます）。</translation>
    </message>
  </context>
  <context>
    <name>pairs</name>
    <message>
      <location filename="../../tableapp/games/pairs/deck.py" line="40" />
      <source>A shuffle holds exactly the {n} cards being shuffled, in any order.</source>
      <translation>シャッフルには、シャッフルする {n} 枚のカードをちょうどすべて入れてください（順番は自由）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/deck.py" line="61" />
      <source>The app deals the top card of its deck, not a {v}.</source>
      <translation>アプリが配るのはデッキの一番上のカードです（{v} ではありません）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/deck.py" line="71" />
      <location filename="../../tableapp/games/pairs/quick.py" line="32" />
      <source>A Pairs card is a value from 1 to 10, not {v}.</source>
      <translation>ペアーズのカードの数字は 1〜10 です（{v} は不可）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/deck.py" line="73" />
      <location filename="../../tableapp/games/pairs/quick.py" line="34" />
      <source>A pair of 1s is impossible: the deck has only one 1.</source>
      <translation>1 のペアはありえません：デッキに 1 は 1 枚しかありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/deck.py" line="77" />
      <source>The deck has only one 1, and it is already seen ({where}).</source>
      <translation>1 はデッキに 1 枚しかなく、すでに出ています（{where}）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/deck.py" line="79" />
      <source>The deck has only {v} {v}s, and all of them are already seen ({where}).</source>
      <translation>{v} はデッキに {v} 枚しかなく、すべて出ています（{where}）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/deck.py" line="88" />
      <source>{n} in stacks</source>
      <translation>スタックに {n} 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/deck.py" line="90" />
      <source>{n} scored</source>
      <translation>得点に {n} 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/deck.py" line="92" />
      <source>{n} discarded since the last shuffle</source>
      <translation>前回のシャッフル以降の捨て札に {n} 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/deck.py" line="93" />
      <location filename="../../tableapp/games/pairs/text.py" line="78" />
      <location filename="../../tableapp/games/pairs/text.py" line="130" />
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/deck.py" line="106" />
      <source>The deck and the discard pile are both empty: {name} must fold.</source>
      <translation>デッキも捨て札も空です：{name} さんはフォールドするしかありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/engine.py" line="64" />
      <source>{names} owes chips: with credit off (H4) nobody starts below 0.</source>
      <translation>{names} はチップを借りています：立て替えなし（H4）では、マイナスから始めることはできません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/engine.py" line="71" />
      <source>Quick entry (H6) is for physical mode: in digital mode the app deals.</source>
      <translation>簡易入力（H6）は物理モード用です：デジタルモードではアプリが配ります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/engine.py" line="73" />
      <source>The first dealer {name} is not at this table.</source>
      <translation>最初のディーラーの {name} さんはこのテーブルにいません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/engine.py" line="82" />
      <source>Unknown start keys: {keys} (known: {known}).</source>
      <translation>開始局面に不明なキーがあります：{keys}（使えるキー：{known}）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/engine.py" line="92" />
      <source>The dealer {name} is not at this table.</source>
      <translation>ディーラーの {name} さんはこのテーブルにいません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/engine.py" line="97" />
      <source>start.round is a number from 1 and start.carry a number of chips from 0.</source>
      <translation>start.round は 1 以上の数、start.carry は 0 以上のチップ数にしてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/engine.py" line="144" />
      <location filename="../../tableapp/games/pairs/engine.py" line="162" />
      <source>The game is over.</source>
      <translation>ゲーム終了です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/engine.py" line="147" />
      <source>Not an action of Pairs: {what}.</source>
      <translation>ペアーズの操作ではありません：{what}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/engine.py" line="158" />
      <source>The app has nothing to deal now.</source>
      <translation>今アプリが配るカードはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/engine.py" line="240" />
      <source>start.scores gives score cards by player: {"Ann": [8, 3]}.</source>
      <translation>start.scores にはプレイヤーごとの得点カードを指定します：{"Ann": [8, 3]}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/engine.py" line="245" />
      <source>start.scores: {name}'s score cards are values from 1 to 10.</source>
      <translation>start.scores：{name} さんの得点カードは 1〜10 の数字です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/engine.py" line="247" />
      <source>start.scores: {name} has {n}, at or above the losing score {L}.</source>
      <translation>start.scores：{name} さんの得点 {n} が負け点 {L} 以上です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/engine.py" line="253" />
      <source>start.scores: more score cards of value {v} than the deck has.</source>
      <translation>start.scores：数字 {v} の得点カードがデッキの枚数より多くなっています。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/phases.py" line="40" />
      <source>Nothing is shuffled now: the deck still has cards.</source>
      <translation>今はシャッフルしません：デッキにまだカードがあります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/phases.py" line="49" />
      <source>No card is due: {name} hits or folds first.</source>
      <translation>まだカードは配りません：先に {name} さんがヒットかフォールドを選びます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/phases.py" line="50" />
      <source>No card is due now.</source>
      <translation>今はカードを配る場面ではありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/phases.py" line="97" />
      <source>Quick entry: the table reports only the scores.</source>
      <translation>簡易入力：テーブルは得点だけを入力します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/phases.py" line="100" />
      <source>The round is over: {who} scored. Deal the next round.</source>
      <translation>ラウンド終了：{who} さんが得点しました。次のラウンドを配ってください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/phases.py" line="103" />
      <source>Report the card for {name} first.</source>
      <translation>先に {name} さんのカードを入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/phases.py" line="105" />
      <source>It is {name}'s turn, not {who}'s.</source>
      <translation>今は {name} さんの番です（{who} の番ではありません）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/phases.py" line="107" />
      <source>Nobody hits now.</source>
      <translation>今はヒットできる人がいません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/phases.py" line="107" />
      <source>Nobody folds now.</source>
      <translation>今はフォールドできる人がいません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/phases.py" line="142" />
      <location filename="../../tableapp/games/pairs/quick.py" line="30" />
      <source>{name} is not playing this game.</source>
      <translation>{name} さんはこのゲームに参加していません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/quick.py" line="18" />
      <source>Scores are reported this way only with quick entry (H6).</source>
      <translation>この方法で得点を入力できるのは簡易入力（H6）のときだけです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/quick.py" line="37" />
      <source>All {v} cards of value {v} are already score cards.</source>
      <translation>数字 {v} のカード {v} 枚はすべて得点カードになっています。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/quick.py" line="39" />
      <source>A pair of {v}s is impossible: {n} of the {v} cards of value {v} are already score cards.</source>
      <translation>{v} のペアはありえません：数字 {v} のカード {v} 枚のうち {n} 枚がすでに得点カードです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/quick.py" line="58" />
      <source>Give the final score of every player: {names}.</source>
      <translation>全員の最終得点を入力してください：{names}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/quick.py" line="61" />
      <source>A score never goes down: {names} already had more.</source>
      <translation>得点は減りません：{names} はすでにそれより多く持っています。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/quick.py" line="64" />
      <source>Exactly one player ends at the losing score {L} or more (PR9), not {n}.</source>
      <translation>負け点 {L} 以上で終わるのはちょうど 1 人です（PR9）。今は {n} 人です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/quick.py" line="68" />
      <source>{name} has not reached {L}: {loser} did.</source>
      <translation>{name} さんは {L} に達していません：達したのは {loser} さんです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/quick.py" line="71" />
      <source>{name} cannot end above {top}: the last card scored was at most a 10, from below {L}.</source>
      <translation>{name} さんの得点は {top} を超えられません：最後に得点したカードは最大 10 で、その前は {L} 未満だったはずです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/quick.py" line="77" />
      <source>These scores cannot be made of the cards of one deck (one 1, two 2s … ten 10s).</source>
      <translation>この得点は 1 組のデッキ（1 が 1 枚、2 が 2 枚 … 10 が 10 枚）では作れません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/screens.py" line="19" />
      <source>left the table</source>
      <translation>退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/screens.py" line="21" />
      <source>lost</source>
      <translation>負け</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/screens.py" line="23" />
      <source>to act</source>
      <translation>手番</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/screens.py" line="25" />
      <source>gets a card</source>
      <translation>カードを受け取る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/screens.py" line="27" />
      <source>tied for low card</source>
      <translation>最低カードで同点</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/screens.py" line="41" />
      <source>score {n}</source>
      <translation>得点 {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/screens.py" line="47" />
      <source>Pot (carried)</source>
      <translation>ポット（持ち越し）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="14" />
      <source>1 chip</source>
      <translation>1 チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="14" />
      <source>{n} chips</source>
      <translation>{n} チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="19" />
      <source>an {v}</source>
      <translation>{v}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="19" />
      <source>a {v}</source>
      <translation>{v}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="23" />
      <source>a pair of {v}s</source>
      <translation>{v} のペア</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="27" />
      <source>Seattle</source>
      <translation>シアトル</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="27" />
      <source>Tacoma</source>
      <translation>タコマ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="28" />
      <source>Olympia</source>
      <translation>オリンピア</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="35" />
      <source>Seattle: the loser pays everyone 1</source>
      <translation>シアトル：負けたプレイヤーが全員に 1 チップずつ払う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="37" />
      <source>Tacoma: the loser pays {n} to the lowest score</source>
      <translation>タコマ：負けたプレイヤーが最低点のプレイヤーに {n} チップ払う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="38" />
      <source>Olympia: the loser pays the difference to the lowest score</source>
      <translation>オリンピア：負けたプレイヤーが最低点のプレイヤーに点差分を払う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="43" />
      <source>Dealing</source>
      <translation>配札</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="43" />
      <source>Tie for low card</source>
      <translation>最低カードの同点</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="44" />
      <source>Drawing</source>
      <translation>カードを引く</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="45" />
      <source>Shuffling</source>
      <translation>シャッフル</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="45" />
      <source>Hit or fold</source>
      <translation>ヒットかフォールドか</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="46" />
      <source>Quick entry</source>
      <translation>簡易入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="46" />
      <source>Game over</source>
      <translation>ゲーム終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="58" />
      <source>The deck is out: the app shuffles the discard pile ({n} cards) and burns {b}</source>
      <translation>デッキ切れ：アプリが捨て札（{n} 枚）をシャッフルし、{b} 枚を伏せて捨てる</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="60" />
      <source>The app shuffles the {n} cards and burns 5</source>
      <translation>アプリが {n} 枚をシャッフルし、5 枚を伏せて捨てる</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="64" />
      <source>{name} hits</source>
      <translation>{name} さんがヒット</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="68" />
      <source>{name} folds</source>
      <translation>{name} さんがフォールド</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="69" />
      <source>{name} folds and scores {v}, the lowest card in play</source>
      <translation>{name} さんがフォールドし、場の最低カード {v} を得点に</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="73" />
      <source>{name} scores {v} with {pair}</source>
      <translation>{name} さんが {pair} で {v} 点</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="75" />
      <source>{name} folds and scores {v}</source>
      <translation>{name} さんがフォールドして {v} 点</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="80" />
      <source>Final scores: {scores}; {name} loses</source>
      <translation>最終得点：{scores}。{name} さんの負け</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="81" />
      <source>Final scores: {scores}</source>
      <translation>最終得点：{scores}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="84" />
      <source>{name} leaves and loses at a score of {n} (H7)</source>
      <translation>{name} さんが退席し、{n} 点で負け（H7）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="85" />
      <source>{name} leaves: the game is void and no chips move (E5)</source>
      <translation>{name} さんが退席：ゲームは無効、チップは動かない（E5）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="87" />
      <source>The table ends the game: no loser, no chips move</source>
      <translation>テーブルがゲームを終了：負けなし、チップは動かない</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="94" />
      <source>{text} (total {total}): {name} reaches the losing score {L} and loses</source>
      <translation>{text}（合計 {total}）：{name} さんが負け点 {L} に達して負け</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="96" />
      <source>{text} (total {total})</source>
      <translation>{text}（合計 {total}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="101" />
      <source>A card: {v}</source>
      <translation>カード：{v}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="104" />
      <source>{name} draws {card}</source>
      <translation>{name} さんが {card} を引く</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="106" />
      <source>{text}: {pair}, {name} scores {v}</source>
      <translation>{text}：{pair}、{name} さんは {v} 点</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="110" />
      <source>Tie-break: {name} is dealt {card}</source>
      <translation>同点解決：{name} さんに {card}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="112" />
      <source>{text}, which pairs: it is discarded and {name} gets another</source>
      <translation>{text}、ペアになったので捨て札にし、{name} さんにもう 1 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="114" />
      <source>{name} is dealt {card}</source>
      <translation>{name} さんに {card}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="123" />
      <source>; no card can break the tie, so {name} starts (first from the dealer's left)</source>
      <translation>。カードで同点を解決できないので {name} さんから開始（ディーラーの左から最初の人）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="126" />
      <source>; {name} has the lowest card and starts</source>
      <translation>。最低カードの {name} さんから開始</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="129" />
      <source>; tie for low card ({v}s): {names} get another card</source>
      <translation>。最低カードが同点（{v}）：{names} にもう 1 枚ずつ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="142" />
      <source>{dealer} shuffles the {n} cards and burns {b} face down.</source>
      <translation>{dealer} さんが {n} 枚をシャッフルし、{b} 枚を伏せて捨てます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="144" />
      <source>The deck is out: shuffle the discard pile ({n} cards); burn none (5 or fewer).</source>
      <translation>デッキ切れ：捨て札（{n} 枚）をシャッフルしてください。5 枚以下なので伏せて捨てるカードはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="145" />
      <source>The deck is out: shuffle the discard pile ({n} cards) and burn {b}.</source>
      <translation>デッキ切れ：捨て札（{n} 枚）をシャッフルし、{b} 枚を伏せて捨ててください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="153" />
      <source>Round {k} · quick entry: who scored, how much, pair or fold? (losing score {L})</source>
      <translation>ラウンド {k} · 簡易入力：誰が何点、ペアかフォールドか？（負け点 {L}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="157" />
      <source>Round {k}: the deck is out; the app shuffles the discard pile.</source>
      <translation>ラウンド {k}：デッキ切れ。アプリが捨て札をシャッフルします。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="158" />
      <source>Round {k}: the app shuffles and burns 5; {dealer} deals.</source>
      <translation>ラウンド {k}：アプリがシャッフルして 5 枚を伏せて捨てます。ディーラーは {dealer} さん。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="160" />
      <source>Round {k}: {name} hits or folds (a fold scores {v}).</source>
      <translation>ラウンド {k}：{name} さんはヒットかフォールド（フォールドなら {v} 点）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="164" />
      <source>the app deals a card to {name}</source>
      <translation>アプリが {name} さんにカードを配る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="166" />
      <source>{name} hits: which card?</source>
      <translation>{name} さんがヒット：引いたカードは？</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="168" />
      <source>{name}'s {v} paired: discard it and deal {name} another. Which card?</source>
      <translation>{name} さんの {v} がペアに：捨て札にして {name} さんにもう 1 枚配ってください。カードは？</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="171" />
      <source>tie for low card: the extra card for {name}?</source>
      <translation>最低カードが同点：{name} さんへの追加のカードは？</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="173" />
      <source>{dealer} deals: the card for {name}?</source>
      <translation>{dealer} さんが配る：{name} さんのカードは？</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="174" />
      <source>Round {k}: {what}</source>
      <translation>ラウンド {k}：{what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="176" />
      <source>{note} {line}</source>
      <translation>{note} {line}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="185" />
      <source>{name} caught {pair} and scored {v} (total {total}).</source>
      <translation>{name} さんが {pair} で {v} 点（合計 {total}）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="187" />
      <source>{name} folded and scored {v} (total {total}).</source>
      <translation>{name} さんがフォールドして {v} 点（合計 {total}）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="195" />
      <source>{last} {line}</source>
      <translation>{last} {line}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="200" />
      <source>Game over: {name} loses with {n}.</source>
      <translation>ゲーム終了：{name} さんが {n} 点で負け。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="202" />
      <source>The game is void: {name} left. No chips move.</source>
      <translation>ゲームは無効：{name} さんが退席しました。チップは動きません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="204" />
      <source>The game was ended early: no loser, no chips move.</source>
      <translation>ゲームは途中で終了しました：負けなし、チップは動きません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="205" />
      <source>Game over.</source>
      <translation>ゲーム終了。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="216" />
      <source>{name} loses with {n} (losing score {L}).</source>
      <translation>{name} さんが {n} 点で負け（負け点 {L}）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="222" />
      <source>{name} pays the stake of {n} into the pot.</source>
      <translation>{name} さんが賭け金 {n} をポットに支払います。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="224" />
      <source>{name} pays {n} into the pot: {score} − {low}, the difference to the lowest score.</source>
      <translation>{name} さんがポットに {n} を支払います：{score} − {low}、最低点との差です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="227" />
      <source>{name} takes {n} from the pot (lowest score, {low}).</source>
      <translation>{name} さんがポットから {n} を受け取ります（最低点 {low}）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="230" />
      <source>{name} pays {n} to {to}.</source>
      <translation>{name} さんが {to} さんに {n} を支払います。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="232" />
      <source>{name} is not above the lowest score and pays nothing.</source>
      <translation>{name} さんは最低点を上回っていないので、支払いはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="235" />
      <source>{name} had {have}: the bank advances {short} from its spare chips (A-C6).</source>
      <translation>{name} さんの手持ちは {have}：バンクが予備のチップから {short} を立て替えます（A-C6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="238" />
      <source>{name} had only {have}: the other {short} are waived (D8).</source>
      <translation>{name} さんの手持ちは {have} だけ：残りの {short} は免除されます（D8）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="241" />
      <source>{n} stay in the pot for the next Pairs game (A-C5).</source>
      <translation>{n} は次のペアーズのゲームのためにポットに残ります（A-C5）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="248" />
      <source>{name} was {debt} below zero: {back} of these go back to the bank's spare chips (D8).</source>
      <translation>{name} さんは {debt} チップのマイナスだったので、このうち {back} チップはバンクの予備のチップに戻ります（D8）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="257" />
      <source>Hit</source>
      <translation>ヒット</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="259" />
      <source>Fold (scores {v})</source>
      <translation>フォールド（{v} 点）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="263" />
      <source>The card {name} drew</source>
      <translation>{name} さんが引いたカード</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="265" />
      <source>Tie-break card for {name}</source>
      <translation>{name} さんの同点解決カード</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="266" />
      <source>The card dealt to {name}</source>
      <translation>{name} さんに配られたカード</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="268" />
      <source>Report this round's score</source>
      <translation>このラウンドの得点を入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="270" />
      <source>Report the final scores</source>
      <translation>最終得点を入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="272" />
      <source>Shuffle</source>
      <translation>シャッフル</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="279" />
      <source>loser pays 1 to each other player (Seattle)</source>
      <translation>負けたプレイヤーが他の全員に 1 チップずつ支払い（シアトル）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="280" />
      <source>loser pays the stake into the pot (Tacoma)</source>
      <translation>負けたプレイヤーが賭け金をポットへ（タコマ）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="281" />
      <source>loser pays the difference to the lowest score into the pot (Olympia)</source>
      <translation>負けたプレイヤーが最低点との差をポットへ（オリンピア）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="282" />
      <source>the pot shared by the lowest scores</source>
      <translation>最低点のプレイヤーでポットを分け合う</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="283" />
      <source>loser pays in full on credit (the bank advances the shortfall)</source>
      <translation>負けたプレイヤーが全額支払い（不足分はバンクが立て替え）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="284" />
      <source>game ended early: the pot is shared</source>
      <translation>ゲームの途中終了:ポットを分配</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/pairs/text.py" line="285" />
      <source>game ended early: the odd chips wait for the next game</source>
      <translation>ゲームの途中終了:端数は次のゲームへ持ち越し</translation>
    </message>
    <message>
      <source>Nobody {what}s now.</source>
      <translation type="obsolete">今は {what} できる人はいません。</translation>
    </message>
  </context>
  <context>
    <name>regulars</name>
    <message>
      <location filename="../../tableapp/store/extras.py" line="75" />
      <source>Nobody called "{name}" has played a night here.</source>
      <translation>「{name}」という名前で遊んだ夜はありません。</translation>
    </message>
  </context>
  <context>
    <name>report</name>
    <message>
      <location filename="../../tableapp/cli_night.py" line="112" />
      <location filename="../../tableapp/export/report.py" line="54" />
      <location filename="../../tableapp/export/report.py" line="121" />
      <location filename="../../tableapp/export/report.py" line="137" />
      <source>Player</source>
      <translation>プレイヤー</translation>
    </message>
    <message>
      <location filename="../../tableapp/cli_night.py" line="112" />
      <location filename="../../tableapp/export/report.py" line="54" />
      <source>Bought in</source>
      <translation>買い入れ</translation>
    </message>
    <message>
      <location filename="../../tableapp/cli_night.py" line="112" />
      <location filename="../../tableapp/export/report.py" line="54" />
      <source>Cashed out</source>
      <translation>換金</translation>
    </message>
    <message>
      <location filename="../../tableapp/cli_night.py" line="112" />
      <location filename="../../tableapp/export/report.py" line="54" />
      <source>Holds</source>
      <translation>手持ち</translation>
    </message>
    <message>
      <location filename="../../tableapp/cli_night.py" line="113" />
      <location filename="../../tableapp/export/report.py" line="55" />
      <location filename="../../tableapp/export/report.py" line="122" />
      <source>Net</source>
      <translation>収支</translation>
    </message>
    <message>
      <location filename="../../tableapp/cli_night.py" line="113" />
      <location filename="../../tableapp/export/report.py" line="57" />
      <source>Money</source>
      <translation>金額</translation>
    </message>
    <message>
      <location filename="../../tableapp/cli_night.py" line="117" />
      <source>night {n}</source>
      <translation>夜 {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/cli_night.py" line="119" />
      <location filename="../../tableapp/export/report.py" line="76" />
      <source>Who pays whom</source>
      <translation>誰が誰に払うか</translation>
    </message>
    <message>
      <location filename="../../tableapp/cli_night.py" line="121" />
      <location filename="../../tableapp/export/report.py" line="78" />
      <source>Nobody owes anybody anything.</source>
      <translation>貸し借りはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/cli_night.py" line="124" />
      <location filename="../../tableapp/export/report.py" line="83" />
      <source>{payer} pays {payee} {amount}</source>
      <translation>{payer} → {payee}：{amount}</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/night.py" line="72" />
      <source>Start of the game: the chips each player sits down with</source>
      <translation>ゲーム開始：各プレイヤーの持ちチップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="37" />
      <source>won</source>
      <translation>勝ち</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="37" />
      <source>lost</source>
      <translation>負け</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="37" />
      <source>out</source>
      <translation>脱落</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="38" />
      <source>left</source>
      <translation>退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="69" />
      <source>One chip is worth {value} {currency}; each amount is rounded to {unit} {currency} and they still add up to zero.</source>
      <translation>チップ1枚は {value} {currency}。各金額は {unit} {currency} 単位に丸めており、合計はゼロのままです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="74" />
      <source>Chips that no player holds at the end (left in a pot, or taken back by the bank) are settled with the bank.</source>
      <translation>最後に誰も持っていないチップ（ポットに残ったもの、銀行に戻ったもの）は銀行と精算します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="100" />
      <source>Night report · started {when} · games: {n} · players: {names}</source>
      <translation>夜のレポート · 開始 {when} · ゲーム数 {n} · プレイヤー：{names}</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="103" />
      <source>Settlement</source>
      <translation>精算</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="107" />
      <source>Chips over the night</source>
      <translation>夜のチップの推移</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="110" />
      <source>Games</source>
      <translation>ゲーム</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="112" />
      <source>No game was played.</source>
      <translation>ゲームは行われませんでした。</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="116" />
      <source>digital</source>
      <translation>デジタル</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="116" />
      <source>physical</source>
      <translation>フィジカル</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="117" />
      <source>finished</source>
      <translation>終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="117" />
      <source>not finished</source>
      <translation>未終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="118" />
      <source>Game {n}: {game}</source>
      <translation>ゲーム{n}：{game}</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="121" />
      <source>Place</source>
      <translation>順位</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="121" />
      <source>Result</source>
      <translation>結果</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="121" />
      <location filename="../../tableapp/export/report.py" line="137" />
      <location filename="../../tableapp/export/report.py" line="145" />
      <source>Chips</source>
      <translation>チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="132" />
      <source>Biggest pots</source>
      <translation>大きなポット</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="135" />
      <source>No pot was won.</source>
      <translation>獲得されたポットはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="137" />
      <location filename="../../tableapp/export/report.py" line="145" />
      <source>Game</source>
      <translation>ゲーム</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="137" />
      <source>Round</source>
      <translation>ラウンド</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="138" />
      <source>Action</source>
      <translation>操作</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="143" />
      <source>The ledger per reason</source>
      <translation>理由別の台帳合計</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="145" />
      <source>Reason</source>
      <translation>理由</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="145" />
      <source>Transfers</source>
      <translation>移動回数</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/report.py" line="150" />
      <source>Made by tableapp from the night's log on {when}.</source>
      <translation>{when} に tableapp が夜の記録から作成しました。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/report.py" line="51" />
      <source>every action of the night, game by game</source>
      <translation>夜のすべての操作（ゲームごと）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/report.py" line="84" />
      <source>the PDF could not be written</source>
      <translation>PDFを書き込めませんでした</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/report.py" line="113" />
      <source>A report is a .pdf or an .html file, not "{name}".</source>
      <translation>レポートは .pdf か .html ファイルです（「{name}」ではなく）。</translation>
    </message>
  </context>
  <context>
    <name>roster</name>
    <message>
      <location filename="../../tableapp/core/roster.py" line="20" />
      <source>A player needs a name.</source>
      <translation>プレイヤーには名前が必要です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/roster.py" line="22" />
      <source>"{name}": remove the extra spaces.</source>
      <translation>「{name}」：余分な空白を消してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/roster.py" line="24" />
      <source>"{name}": a name cannot start with #.</source>
      <translation>「{name}」：名前を # で始めることはできません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/roster.py" line="26" />
      <source>"{name}" is longer than {n} characters.</source>
      <translation>「{name}」は {n} 文字を超えています。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/roster.py" line="28" />
      <source>Two players are called "{name}": give each a different name.</source>
      <translation>「{name}」という名前が2人います：別々の名前にしてください。</translation>
    </message>
  </context>
  <context>
    <name>session</name>
    <message>
      <location filename="../../tableapp/core/i18n.py" line="51" />
      <location filename="../../tableapp/core/session.py" line="493" />
      <source>{name} wins {n} chips</source>
      <translation>{name}さんの勝ち、{n}チップ獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="115" />
      <location filename="../../tableapp/core/session.py" line="195" />
      <source>No game has started yet.</source>
      <translation>まだゲームが始まっていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="139" />
      <source>Finish the current game before starting the next one.</source>
      <translation>次のゲームを始める前に、今のゲームを終えてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="142" />
      <source>Not at this table: {names}.</source>
      <translation>このテーブルにいません：{names}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="281" />
      <source>Nothing to undo.</source>
      <translation>取り消せる操作はありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="287" />
      <source>Undo stops at the last roll, deal or reveal, so nobody can peek or re-roll.</source>
      <translation>取り消しは直前のロール・配札・公開までです（のぞき見や振り直しを防ぐため）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="296" />
      <source>Start of {game}</source>
      <translation>{game} の開始</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="330" />
      <source>Nothing to redo.</source>
      <translation>やり直せる操作はありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="481" />
      <source>This night is finished and opens read-only.</source>
      <translation>この夜は終了しています。閲覧のみで開きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="492" />
      <source>{name} wins</source>
      <translation>{name}さんの勝ち</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="493" />
      <source>{name} wins 1 chip</source>
      <translation>{name}さんの勝ち、1チップ獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="495" />
      <source>{name} loses</source>
      <translation>{name}さんの負け</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="496" />
      <source>{name} loses 1 chip</source>
      <translation>{name}さんの負け、1チップ失う</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="496" />
      <source>{name} loses {n} chips</source>
      <translation>{name}さんの負け、{n}チップ失う</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="498" />
      <source>{name} #{rank}, +1 chip</source>
      <translation>{name}さん {rank}位、+1チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="498" />
      <source>{name} #{rank}, +{n} chips</source>
      <translation>{name}さん {rank}位、+{n}チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="500" />
      <source>{name} #{rank}, −1 chip</source>
      <translation>{name}さん {rank}位、−1チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="500" />
      <source>{name} #{rank}, −{n} chips</source>
      <translation>{name}さん {rank}位、−{n}チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="502" />
      <source>{name} #{rank}, even</source>
      <translation>{name}さん {rank}位、±0</translation>
    </message>
  </context>
  <context>
    <name>settlement</name>
    <message>
      <location filename="../../tableapp/export/settlement.py" line="60" />
      <source>A chip's value must be a positive number, such as 0.25 or 100: not "{text}".</source>
      <translation>チップの金額は 0.25 や 100 のような正の数にしてください（「{text}」ではなく）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/settlement.py" line="158" />
      <source>the bank</source>
      <translation>銀行</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/settlement.py" line="162" />
      <source>{n} chip</source>
      <translation>{n}枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/settlement.py" line="162" />
      <source>{n} chips</source>
      <translation>{n}枚</translation>
    </message>
  </context>
  <context>
    <name>setup</name>
    <message>
      <location filename="../../tableapp/core/engine.py" line="110" />
      <source>Not an action of {game}: {data}</source>
      <translation>{game} のアクションではありません：{data}</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/engine.py" line="131" />
      <source>Not an action of {game}: {data} ({where}: {msg})</source>
      <translation>{game} の操作ではありません：{data}（{where}：{msg}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/engine.py" line="161" />
      <location filename="../../tableapp/games/liar_dice/engine.py" line="150" />
      <location filename="../../tableapp/games/pairs/engine.py" line="86" />
      <source>{game} needs {lo} to {hi} players, not {n}.</source>
      <translation>{game} は {lo}〜{hi} 人で遊びます（今は {n} 人）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/engine.py" line="168" />
      <location filename="../../tableapp/games/liar_dice/engine.py" line="156" />
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="60" />
      <source>House option {opt}: {msg}</source>
      <translation>ハウスルール {opt}：{msg}</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/engine.py" line="178" />
      <source>{names} has no chips to play with.</source>
      <translation>{names}さんには賭けるチップがありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/engine.py" line="261" />
      <source>Carried</source>
      <translation>持ち越し</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/engine.py" line="261" />
      <source>Pot</source>
      <translation>ポット</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/engine.py" line="263" />
      <location filename="../../tableapp/core/views.py" line="175" />
      <source>The app</source>
      <translation>アプリ</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/engine.py" line="263" />
      <location filename="../../tableapp/core/views.py" line="173" />
      <source>The table</source>
      <translation>テーブル</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/engine.py" line="328" />
      <source>{game} cannot be ended early.</source>
      <translation>{game}は途中で終了できません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/engine.py" line="336" />
      <source>The table ends the game (the pot is empty)</source>
      <translation>テーブルがゲームを終了（ポットは空）</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/engine.py" line="338" />
      <source>The table ends the game: the pot of {pot} is shared, {share} each, {rest} carried to the next game</source>
      <translation>テーブルがゲームを終了：ポット {pot} を分配、1 人 {share}、{rest} を次のゲームへ持ち越し</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/registry.py" line="43" />
      <source>Unknown game {game!r}; known games: {known}.</source>
      <translation>不明なゲーム {game!r} です。使えるゲーム：{known}。</translation>
    </message>
    <message>
      <source>{name} has no chips to play with.</source>
      <translation type="obsolete">{name} さんには遊ぶためのチップがありません。</translation>
    </message>
  </context>
  <context>
    <name>store</name>
    <message>
      <location filename="../../tableapp/store/backups.py" line="127" />
      <source>it is not a tableapp backup</source>
      <translation>tableapp のバックアップではありません</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/backups.py" line="129" />
      <location filename="../../tableapp/store/opening.py" line="249" />
      <source>it was made by a newer tableapp</source>
      <translation>新しいバージョンの tableapp で作られています</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/backups.py" line="131" />
      <source>it is damaged</source>
      <translation>壊れています</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/backups.py" line="135" />
      <location filename="../../tableapp/store/opening.py" line="195" />
      <location filename="../../tableapp/store/opening.py" line="207" />
      <location filename="../../tableapp/store/opening.py" line="333" />
      <source>it cannot be read ({error})</source>
      <translation>読めません（{error}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/backups.py" line="137" />
      <source>Cannot restore {path}: {why}. Nothing was changed.</source>
      <translation>{path} を復元できません：{why}。何も変更されていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/backups.py" line="164" />
      <source>Cannot restore over {path}: it is not a tableapp database. Nothing was changed; choose another data folder.</source>
      <translation>{path} を置き換えて復元できません：tableapp のデータベースではありません。何も変更されていません。別のデータフォルダを選んでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/backups.py" line="169" />
      <source>Cannot restore into {folder}: {error}. Nothing was changed.</source>
      <translation>{folder} に復元できません：{error}。何も変更されていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/backups.py" line="173" />
      <source>The database {path} is open in another tableapp window: close it there first. Nothing was changed.</source>
      <translation>データベース {path} は別の tableapp のウィンドウで開かれています。先にそちらを閉じてください。何も変更されていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/backups.py" line="201" />
      <source>Cannot restore {path}: {error}. Nothing was changed.</source>
      <translation>{path} を復元できません：{error}。何も変更されていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="57" />
      <source>Night {id} cannot be locked for writing ({error}): it opens read-only.</source>
      <translation>夜 {id} を書き込み用にロックできません（{error}）：読み取り専用で開きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="62" />
      <source>Night {id} is open in {where}: here it opens read-only.</source>
      <translation>夜 {id} は{where}で開かれています：ここでは読み取り専用で開きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="76" />
      <location filename="../../tableapp/store/db.py" line="83" />
      <source>Nothing was changed.</source>
      <translation>何も変更されていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="93" />
      <source>Could not save to {path}: {error}. Nothing was changed.</source>
      <translation>{path} に保存できませんでした：{error}。何も変更されていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="108" />
      <location filename="../../tableapp/store/db.py" line="260" />
      <source>There is no night number {id} in {path}.</source>
      <translation>{path} に番号 {id} の夜はありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="221" />
      <source>Cannot read the nights in {path}: {error}.</source>
      <translation>{path} の夜を読めません：{error}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="232" />
      <source>Night {id}: its players cannot be read.</source>
      <translation>夜 {id}：プレイヤーを読めません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="235" />
      <source>Night {id}: its title cannot be read.</source>
      <translation>夜 {id}：タイトルを読めません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="237" />
      <source>Night {id}: its start time cannot be true.</source>
      <translation>夜 {id}：開始時刻があり得ない値です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="247" />
      <source>Night {id}: a game's setup cannot be read.</source>
      <translation>夜 {id}：ゲームの設定を読めません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="266" />
      <source>Night {id}: its title, players or start time were changed, so it cannot be opened. Restore a backup (start page: Restore…).</source>
      <translation>夜 {id}：タイトル、プレイヤー、開始時刻のいずれかが書き換えられているため開けません。バックアップを復元してください（スタートページ：復元…）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="276" />
      <source>Night {id}: the log is missing its last rows after {where}; it opens read-only up to there.</source>
      <translation>夜 {id}：記録の{where}より後の最後の行が失われています。そこまでを読み取り専用で開きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="280" />
      <source>Night {id}: a mark (night ended, game start undone) disagrees with its log; it opens read-only as its log has it.</source>
      <translation>夜 {id}：印（夜の終了、取り消したゲーム開始）が記録と合いません。記録のとおりに読み取り専用で開きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="292" />
      <source>Night {id} cannot be read from {path}: {error}.</source>
      <translation>{path} から夜 {id} を読めません：{error}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="393" />
      <source>The backup could not be made: {error}.</source>
      <translation>バックアップを作れませんでした：{error}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/lock.py" line="157" />
      <source>another window of this tableapp (pid {pid})</source>
      <translation>この tableapp の別のウィンドウ（pid {pid}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/lock.py" line="159" />
      <source>tableapp on {host} (pid {pid})</source>
      <translation>{host} の tableapp（pid {pid}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/lock.py" line="160" />
      <source>another tableapp window</source>
      <translation>別の tableapp のウィンドウ</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/nights.py" line="29" />
      <source>Night {id} cannot be opened: {error}</source>
      <translation>夜 {id} を開けません：{error}</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/nights.py" line="60" />
      <source>Night {id}: game {n} cannot be started again ({error}); it opens read-only before it.</source>
      <translation>夜 {id}：第{n}ゲームを再現できません（{error}）。その手前までを読み取り専用で開きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/nights.py" line="76" />
      <source>Night {id}: action {k} of game {n} cannot be replayed ({error}); it opens read-only up to the action before it.</source>
      <translation>夜 {id}：第{n}ゲームの{k}番目の操作を再生できません（{error}）。その一つ前の操作までを読み取り専用で開きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="45" />
      <source>Cannot use the database {path}: {why}. The file was left untouched.</source>
      <translation>データベース {path} は使えません：{why}。ファイルには手を触れていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="50" />
      <source>Cannot use the database {path}: it is a folder, not a database file. Nothing was changed.</source>
      <translation>データベース {path} は使えません：ファイルではなくフォルダです。何も変更されていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="59" />
      <location filename="../../tableapp/store/opening.py" line="275" />
      <source>it is in use by another program</source>
      <translation>別のプログラムが使用中です</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="61" />
      <source>it cannot be written here (read-only)</source>
      <translation>ここでは書き込めません（読み取り専用）</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="63" />
      <source>the disk is full</source>
      <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="65" />
      <location filename="../../tableapp/store/opening.py" line="67" />
      <source>it is damaged ({error})</source>
      <translation>壊れています（{error}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="69" />
      <source>a value cannot be stored ({error})</source>
      <translation>値を保存できません（{error}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="98" />
      <source>the folder {folder} is read-only</source>
      <translation>フォルダ {folder} は読み取り専用です</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="101" />
      <source>{file} is read-only</source>
      <translation>{file} は読み取り専用です</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="113" />
      <location filename="../../tableapp/store/opening.py" line="142" />
      <source>Cannot create the database {path}: {error}. Nothing was changed.</source>
      <translation>データベース {path} を作れません：{error}。何も変更されていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="186" />
      <source>it could not be made</source>
      <translation>作れませんでした</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="209" />
      <source>it is not a tableapp database (not SQLite at all)</source>
      <translation>tableapp のデータベースではありません（SQLite でもありません）</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="231" />
      <source>it cannot be checked ({error})</source>
      <translation>確認できません（{error}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="245" />
      <source>the file {wal} beside it does not belong to it (move it away to open the night)</source>
      <translation>隣にあるファイル {wal} はこのデータベースのものではありません（夜を開くには移動してください）</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="247" />
      <source>it belongs to another program</source>
      <translation>別のプログラムのファイルです</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="278" />
      <source>The database {path} is damaged ({detail}): it is opened for reading only. Restore a backup (start page: Restore…) to play on.</source>
      <translation>データベース {path} は壊れています（{detail}）：読み取り専用で開きます。続けて遊ぶにはバックアップを復元してください（スタートページ：復元…）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/opening.py" line="282" />
      <source>The database {path} cannot be written here ({why}): it is opened for reading.</source>
      <translation>データベース {path} はここでは書き込めません（{why}）：読み取り専用で開きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/reading.py" line="151" />
      <source>It opens read-only, up to {where}.</source>
      <translation>{where}までを読み取り専用で開きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/reading.py" line="154" />
      <source>Night {id}: the file is damaged after {where}; it opens read-only up to there.</source>
      <translation>夜 {id}：ファイルの{where}より後が壊れています。そこまでを読み取り専用で開きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/reading.py" line="178" />
      <source>its start</source>
      <translation>最初</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/reading.py" line="180" />
      <source>the start of game {g}</source>
      <translation>第{g}ゲームの開始</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/reading.py" line="181" />
      <source>action {k} of game {g}</source>
      <translation>第{g}ゲームの{k}番目の操作</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/reading.py" line="185" />
      <source>cannot be true</source>
      <translation>があり得ない値です</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/reading.py" line="185" />
      <source>was changed</source>
      <translation>が書き換えられています</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/reading.py" line="188" />
      <source>Night {id}: action {k} of game {g} {verb}.</source>
      <translation>夜 {id}：第{g}ゲームの{k}番目の操作{verb}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/reading.py" line="191" />
      <source>Night {id}: the start of game {g} {verb}.</source>
      <translation>夜 {id}：第{g}ゲームの開始{verb}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/reading.py" line="193" />
      <source>Night {id}: a mark after {where} {verb}.</source>
      <translation>夜 {id}：{where}の後の印{verb}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/reading.py" line="194" />
      <source>Night {id}: the log is missing rows, or has rows it never wrote, after {where}.</source>
      <translation>夜 {id}：記録の{where}より後に、失われた行か書いた覚えのない行があります。</translation>
    </message>
    <message>
      <source>it was written by a newer tableapp</source>
      <translation type="obsolete">新しいバージョンの tableapp で書かれています</translation>
    </message>
    <message>
      <source>Night {id}, game {n} cannot be replayed: {error}</source>
      <translation type="obsolete">夜 {id} の第{n}ゲームを再生できません：{error}</translation>
    </message>
  </context>
  <context>
    <name>yuck_chick</name>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="52" />
      <source>Yuck, Chick, Knock, Down needs {lo} to {hi} players, not {n} (house option H5 allows 2 to 8).</source>
      <translation>ヤック・チック・ノック・ダウンは {lo}〜{hi} 人で遊びます（今は {n} 人。ハウスルール H5 なら 2〜8 人）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="69" />
      <source>Unknown start keys: {keys} (known: {known}).</source>
      <translation>開始局面に不明なキーがあります：{keys}（使えるキー：{known}）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="74" />
      <source>start.round is the number of the next round (1 or more).</source>
      <translation>start.round は次のラウンドの番号（1 以上）です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="77" />
      <source>start.starter must be one of the players, not {name}.</source>
      <translation>start.starter はプレイヤーの中から選んでください（{name} は参加していません）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="81" />
      <source>A deck order is for digital mode only.</source>
      <translation>山札の順番を指定できるのはデジタルモードだけです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="83" />
      <source>start.deck is the order of all 55 cards of the Pairs deck, top first.</source>
      <translation>start.deck はペアーズデッキ全 55 枚の順番（上から順）です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="102" />
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="293" />
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="334" />
      <source>The game is over.</source>
      <translation>ゲーム終了です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="105" />
      <source>Not an action of this game: {do}.</source>
      <translation>このゲームの操作ではありません：{do}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="119" />
      <source>Nothing for the app to draw now.</source>
      <translation>今アプリが引くカードはありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="191" />
      <source>ante</source>
      <translation>参加費</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="192" />
      <source>Yuck made a pair: its value to the pot</source>
      <translation>ヤックでペア：その数字分をポットへ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="193" />
      <source>Chick: the hand size to the pot</source>
      <translation>チック：手札の枚数分をポットへ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="194" />
      <source>Down: the taken card's value to the pot</source>
      <translation>ダウン：持ってきたカードの数字分をポットへ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="195" />
      <source>pairs at the showdown: each paired value to the pot</source>
      <translation>ショーダウンでペア：ペアの数字分をそれぞれポットへ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="196" />
      <source>round winner takes the pot</source>
      <translation>ラウンドの勝者がポットを獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="197" />
      <source>left the game with their chips</source>
      <translation>チップを持って退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="198" />
      <source>game ended early: the pot is shared</source>
      <translation>ゲームの途中終了:ポットを分配</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/engine.py" line="199" />
      <source>game ended early: the odd chips wait for the next game</source>
      <translation>ゲームの途中終了:端数は次のゲームへ持ち越し</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="29" />
      <source>That is not possible now: {phase}.</source>
      <translation>今はできません：{phase}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="34" />
      <source>The table reports this, not a player: leave out "by".</source>
      <translation>これはプレイヤーではなくテーブルが入力します：「by」は付けないでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="46" />
      <source>It is {who}'s turn, not {name}'s.</source>
      <translation>今は {who} さんの番です（{name} の番ではありません）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="47" />
      <source>the table</source>
      <translation>テーブル</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="53" />
      <source>{what}: a card's value is 1 to 10, not {v} (§6).</source>
      <translation>{what}：カードの数字は 1〜10 です（{v} は不可、§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="65" />
      <source>There is only one card of value 1, and {k} have been seen this round: check the cards (§6).</source>
      <translation>1 のカードは 1 枚しかないのに、このラウンドで {k} 枚出ています：カードを確かめてください（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="68" />
      <source>There are only {n} cards of value {v}, and {k} have been seen this round: check the cards (§6).</source>
      <translation>数字 {v} のカードは {n} 枚しかないのに、このラウンドで {k} 枚出ています：カードを確認してください（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="82" />
      <source>The deal is the app's (digital) or the table's (physical), not a player's.</source>
      <translation>配るのはプレイヤーではなく、アプリ（デジタル）かテーブル（物理）です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="84" />
      <source>The cards are dealt only between rounds.</source>
      <translation>カードを配るのはラウンドの合間だけです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="91" />
      <source>In digital mode the app deals: give the deck order ("deck"), not the fields.</source>
      <translation>デジタルモードではアプリが配ります：場札ではなく山札の順番（「deck」）を指定してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="93" />
      <source>A digital deal gives the order of all 55 cards of the Pairs deck ("deck", top first).</source>
      <translation>デジタルの配札では、ペアーズデッキ全 55 枚の順番（「deck」、上から順）を指定します。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="102" />
      <source>In physical mode the app does not know the deck: give no deck order.</source>
      <translation>物理モードではアプリは山札を知りません：山札の順番は指定しないでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="104" />
      <source>Enter the face-up field card of each of the {n} players, in seat order ({names}).</source>
      <translation>{n} 人全員の表向きの場札を席順（{names}）に入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="135" />
      <source>{name} does not have the lowest field card: name one of {names}.</source>
      <translation>{name} さんの場札はもっとも小さくありません：{names} の中から選んでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="160" />
      <source>The deck is empty: Yuck is not possible (knock or down).</source>
      <translation>山札が空です：ヤックはできません（ノックかダウン）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="170" />
      <source>The top card of the deck is {v}, not {w}.</source>
      <translation>山札の一番上のカードは {v} です（{w} ではありません）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="174" />
      <source>Enter the value of the card {name} turned up (1 to 10).</source>
      <translation>{name} さんがめくったカードの数字（1〜10）を入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="175" />
      <source>Flipped card</source>
      <translation>めくったカード</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="197" />
      <source>The deck is empty: Chick is not possible (knock or down).</source>
      <translation>山札が空です：チックはできません（ノックかダウン）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="200" />
      <source>A Chick costs {cost} (your hand size) and {name} has {n}: not enough chips.</source>
      <translation>チックには {cost} チップ（手札の枚数）かかりますが、{name} さんは {n} チップしか持っていません：チップが足りません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="226" />
      <source>{name} is out of this round: their cards are face down.</source>
      <translation>{name} さんはこのラウンドで脱落しています：カードは裏向きです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="227" />
      <source>{name} is not in this round.</source>
      <translation>{name} さんはこのラウンドに参加していません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="230" />
      <source>{name}'s field has no {v}: it holds {cards}.</source>
      <translation>{name} さんの場札に {v} はありません：場札は {cards} です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="231" />
      <source>no card</source>
      <translation>カードなし</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="233" />
      <source>Taking the {v} costs {v} and {name} has {n}: not enough chips.</source>
      <translation>{v} を取るには {v} チップかかりますが、{name} さんは {n} チップしか持っていません：チップが足りません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="255" />
      <source>{name}'s hand is not {cards}.</source>
      <translation>{name} さんの手札は {cards} ではありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="258" />
      <source>{name} holds {cards} in hand: enter exactly that many values (§6).</source>
      <translation>{name} さんの手札は {cards}です：ちょうどその枚数の数字を入力してください（§6）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/phases.py" line="291" />
      <source>{name} is not playing.</source>
      <translation>{name} さんは参加していません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/screens.py" line="33" />
      <source>left the table</source>
      <translation>退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/screens.py" line="35" />
      <source>no chips</source>
      <translation>チップなし</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/screens.py" line="41" />
      <source>paid {n}</source>
      <translation>{n} 支払い済み</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/screens.py" line="43" />
      <source>knocked</source>
      <translation>ノック済み</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/screens.py" line="45" />
      <source>revealed</source>
      <translation>公開済み</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/screens.py" line="48" />
      <source>score {n}</source>
      <translation>合計 {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/screens.py" line="50" />
      <source>field {n} · hand {k}</source>
      <translation>場札 {n} · 手札 {k}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/screens.py" line="60" />
      <source>Pot</source>
      <translation>ポット</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/screens.py" line="62" />
      <source>Carried</source>
      <translation>持ち越し</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/screens.py" line="66" />
      <source>Knocks {streak} · deck {n}</source>
      <translation>ノック {streak} · 山札 {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="30" />
      <source>; </source>
      <translation>。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="35" />
      <source>pays {n}</source>
      <translation>{n} チップ支払い</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="36" />
      <source>pays {paid} of {owed}, all they have ({short} unpaid)</source>
      <translation>{owed} チップのうち持ちチップ全部の {paid} チップを支払い（{short} チップ未払い）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="54" />
      <source>The table names {name} the start player</source>
      <translation>テーブルが {name} さんをスタートプレイヤーに指名</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="56" />
      <source>{name} yucks</source>
      <translation>{name} さんがヤック</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="60" />
      <source>{name} turns up a card</source>
      <translation>{name} さんがカードをめくる</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="63" />
      <source>{name} turns up a card: {v}, a pair of {v}s; {name} is out and {paid}</source>
      <translation>{name} さんがカードをめくる：{v}、{v} のペア。{name} さんは脱落、{paid}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="65" />
      <source>{name} turns up a card: {v}</source>
      <translation>{name} さんがカードをめくる：{v}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="68" />
      <source>{name} chicks</source>
      <translation>{name} さんがチック</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="70" />
      <source>{name} chicks: {paid}, hand is now {cards}</source>
      <translation>{name} さんがチック：{paid}、手札は {cards}に</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="75" />
      <source>{name} knocks</source>
      <translation>{name} さんがノック</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="78" />
      <source>{name} knocks ({streak}): showdown, revealing in the order {order}</source>
      <translation>{name} さんがノック（{streak}）：ショーダウン、公開順は {order}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="79" />
      <location filename="../../tableapp/games/yuck_chick/text.py" line="117" />
      <location filename="../../tableapp/games/yuck_chick/text.py" line="125" />
      <location filename="../../tableapp/games/yuck_chick/text.py" line="128" />
      <location filename="../../tableapp/games/yuck_chick/text.py" line="164" />
      <location filename="../../tableapp/games/yuck_chick/text.py" line="188" />
      <location filename="../../tableapp/games/yuck_chick/text.py" line="217" />
      <location filename="../../tableapp/games/yuck_chick/words.py" line="34" />
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="80" />
      <source>{name} knocks ({streak})</source>
      <translation>{name} さんがノック（{streak}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="83" />
      <source>{name} downs: takes their own {v}</source>
      <translation>{name} さんがダウン：自分の {v} を持ってくる</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="85" />
      <source>{name} downs: takes {owner}'s {v}</source>
      <translation>{name} さんがダウン：{owner} さんの {v} を持ってくる</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="88" />
      <source>{what}, {paid} and is out</source>
      <translation>{what}。{paid}、脱落</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="92" />
      <source>{name} reveals the hand</source>
      <translation>{name} さんが手札を公開</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="96" />
      <source>{name} reveals {cards}: {pairs}, {name} is out and {paid}</source>
      <translation>{name} さんが {cards} を公開：{pairs}。{name} さんは脱落、{paid}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="98" />
      <source>{name} reveals {cards}: score {score}</source>
      <translation>{name} さんが {cards} を公開：合計 {score}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="101" />
      <source>{name} leaves the game with {n}</source>
      <translation>{name} さんが {n} を持って退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="103" />
      <source>out of this round, the ante stays in the pot</source>
      <translation>このラウンドは脱落、参加費はポットに残る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="114" />
      <source>Round {k}: the app shuffles and deals</source>
      <translation>ラウンド {k}：アプリがシャッフルして配る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="115" />
      <source>Round {k}: the cards are dealt</source>
      <translation>ラウンド {k}：カードを配った</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="119" />
      <source>Round {k}: everyone antes 1, the app shuffles and deals; fields {fields}</source>
      <translation>ラウンド {k}：全員が参加費 1 チップ、アプリがシャッフルして配る。場札 {fields}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="122" />
      <source>Round {k}: everyone antes 1; fields {fields}</source>
      <translation>ラウンド {k}：全員が参加費 1 チップ。場札 {fields}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="124" />
      <source>{names} tie for the lowest card: the table names the start player</source>
      <translation>{names} の場札がもっとも小さく同点：テーブルがスタートプレイヤーを決める</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="127" />
      <source>{names} tie for the lowest card: the app picks {name} to start</source>
      <translation>{names} の場札がもっとも小さく同点：アプリが {name} さんをスタートプレイヤーに選ぶ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="130" />
      <source>{name} starts (lowest field card)</source>
      <translation>{name} さんがスタートプレイヤー（場札がもっとも小さい）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="132" />
      <source>{name} starts (last round's winner)</source>
      <translation>{name} さんがスタートプレイヤー（前のラウンドの勝者）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="134" />
      <location filename="../../tableapp/games/yuck_chick/text.py" line="238" />
      <source>{name} starts</source>
      <translation>{name} さんがスタートプレイヤー</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="147" />
      <source>{name} is the last player in and wins the pot of {pot}</source>
      <translation>最後に残った {name} さんがポット {pot} を獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="149" />
      <source>{name} is the last player in and wins the pot of {pot} without revealing</source>
      <translation>最後に残った {name} さんがショーダウンせずにポット {pot} を獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="152" />
      <source>{name} wins the pot of {pot} with a score of {score}</source>
      <translation>{name} さんが合計 {score} でポット {pot} を獲得</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="165" />
      <source>Round {k}, every hand (H4): {hands}</source>
      <translation>ラウンド {k} の全員の手札（H4）：{hands}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="178" />
      <source>someone could not pay in full</source>
      <translation>チップを払いきれない人が出た</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="179" />
      <source>someone has no chips left</source>
      <translation>チップがなくなった人が出た</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="180" />
      <source>the last round has been played</source>
      <translation>最終ラウンドが終わった</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="181" />
      <source>only one player is left</source>
      <translation>残りが 1 人になった</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="185" />
      <source>{name} wins with {n}</source>
      <translation>{name} さんが {n} で勝利</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="187" />
      <source>{names} share the win with {n}</source>
      <translation>{names} が {n} で同点勝利</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="189" />
      <source>Game over ({why}): {won}</source>
      <translation>ゲーム終了（{why}）：{won}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="204" />
      <source>The game was ended early: the pot was shared.</source>
      <translation>ゲームは途中で終了しました：ポットは分配されました。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="209" />
      <source>Round {k}: everyone antes 1; the app shuffles and deals.</source>
      <translation>ラウンド {k}：全員が参加費 1 チップ。アプリがシャッフルして配ります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="210" />
      <source>Round {k}: everyone antes 1; shuffle all 55 cards, deal each player a hand card and a face-up field card, then enter the field cards.</source>
      <translation>ラウンド {k}：全員が参加費 1 チップ。55 枚すべてをよく混ぜ、各プレイヤーに手札 1 枚と表向きの場札 1 枚を配ってから、場札を入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="214" />
      <source>Round {k}</source>
      <translation>ラウンド {k}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="216" />
      <source>{names} tie for the lowest field card: the table names the start player</source>
      <translation>{names} の場札がもっとも小さく同点：テーブルがスタートプレイヤーを決めてください</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="219" />
      <source>{name} to act · knocks {streak} · deck {n}</source>
      <translation>{name} さんの番 · ノック {streak} · 山札 {n}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="223" />
      <source>{name} yucks: the app turns up the top card</source>
      <translation>{name} さんがヤック：アプリが山札の一番上をめくる</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="225" />
      <source>{name} yucks: enter the card turned up</source>
      <translation>{name} さんがヤック：めくったカードを入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="228" />
      <source>showdown: {name} reveals {cards}</source>
      <translation>ショーダウン：{name} さんが {cards}を公開</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="229" />
      <source>{head}: {what}</source>
      <translation>{head}：{what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="236" />
      <source>Shuffle and deal</source>
      <translation>シャッフルして配る</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="236" />
      <source>Enter the field cards</source>
      <translation>場札を入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="240" />
      <source>Yuck: turn up a card</source>
      <translation>ヤック：カードをめくる</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="242" />
      <source>Enter the card {name} turned up</source>
      <translation>{name} さんがめくったカードを入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="246" />
      <source>Chick: draw a card (pay {n} of {cost}, all you have)</source>
      <translation>チック：カードを引く（{cost} チップのうち持ちチップ全部の {n} チップを支払い）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="247" />
      <source>Chick: draw a card (pay {n})</source>
      <translation>チック：カードを引く（{n} チップ支払い）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="251" />
      <source>Knock ({streak}): showdown</source>
      <translation>ノック（{streak}）：ショーダウン</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="252" />
      <source>Knock ({streak})</source>
      <translation>ノック（{streak}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="256" />
      <source>Down: take your own {v} (pay {n})</source>
      <translation>ダウン：自分の {v} を持ってくる（{n} チップ支払い）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="257" />
      <source>Down: take {owner}'s {v} (pay {n})</source>
      <translation>ダウン：{owner} さんの {v} を持ってくる（{n} チップ支払い）</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="261" />
      <source>Reveal {name}'s hand</source>
      <translation>{name} さんの手札を公開</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/text.py" line="262" />
      <source>Enter {name}'s {cards}</source>
      <translation>{name} さんの手札（{cards}）を入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="11" />
      <source>1 chip</source>
      <translation>1 チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="12" />
      <source>{n} chips</source>
      <translation>{n} チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="17" />
      <source>1 card</source>
      <translation>1 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="18" />
      <source>{n} cards</source>
      <translation>{n} 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="30" />
      <source>a pair of {v}s</source>
      <translation>{v} のペア</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="32" />
      <source>pairs of {a}s and {b}s</source>
      <translation>{a} と {b} のペア</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="33" />
      <source>pairs of {values} and {last}</source>
      <translation>{values} と {last} のペア</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="39" />
      <source>{k} of {m}</source>
      <translation>{k}/{m}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="44" />
      <source>Ante and deal</source>
      <translation>参加費と配札</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="45" />
      <source>Choosing the start player</source>
      <translation>スタートプレイヤー決め</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="46" />
      <source>Turns</source>
      <translation>手番</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="47" />
      <source>Yuck: the card is turned up</source>
      <translation>ヤック：カードをめくる</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="48" />
      <source>Showdown</source>
      <translation>ショーダウン</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="49" />
      <source>Game over</source>
      <translation>ゲーム終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="55" />
      <source>out: Yuck pair</source>
      <translation>脱落：ヤックでペア</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="56" />
      <source>out: Down</source>
      <translation>脱落：ダウン</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="57" />
      <source>out: pair at showdown</source>
      <translation>脱落：ショーダウンでペア</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/yuck_chick/words.py" line="58" />
      <source>left</source>
      <translation>退席</translation>
    </message>
    <message>
      <source>The table ends the game: the pot of {pot} is shared, {share} each, {rest} carried</source>
      <translation type="obsolete">テーブルがゲームを終了：ポット {pot} を分配、1 人 {share}、{rest} を持ち越し</translation>
    </message>
    <message>
      <source>pairs of {head} and {last}s</source>
      <translation type="obsolete">{head} と {last}s のペア</translation>
    </message>
  </context>
</TS>
