<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
  <context>
    <name>Banner</name>
    <message>
      <location filename="../../tableapp/ui/widgets/banner.py" line="19" />
      <source>Dismiss</source>
      <translation>閉じる</translation>
    </message>
  </context>
  <context>
    <name>Controller</name>
    <message>
      <location filename="../../tableapp/ui/controller.py" line="137" />
      <source>This night is finished and opens read-only.</source>
      <translation>この夜は終了しています。閲覧のみで開きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/controller.py" line="140" />
      <source>No game has started yet.</source>
      <translation>まだゲームが始まっていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/controller.py" line="148" />
      <source>The rules engine failed ({error}). Nothing was changed.</source>
      <translation>ルールエンジンでエラーが起きました（{error}）。何も変更されていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/controller.py" line="179" />
      <source>Undone: {what}</source>
      <translation>取り消しました: {what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/controller.py" line="180" />
      <source>Redone: {what}</source>
      <translation>やり直しました: {what}</translation>
    </message>
  </context>
  <context>
    <name>Cover</name>
    <message>
      <location filename="../../tableapp/ui/widgets/cover.py" line="33" />
      <source>Pass the screen to {name}</source>
      <translation>画面を {name} さんに渡してください</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/cover.py" line="38" />
      <source>Only {name} should look at the screen now.</source>
      <translation>ここからは {name} さんだけが画面を見てください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/cover.py" line="51" />
      <source>I am {name}: show (Space)</source>
      <translation>{name} です：表示する（スペース）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/cover.py" line="103" />
      <source>Only for {name}</source>
      <translation>{name} さん専用</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/cover.py" line="106" />
      <source>Hide (Esc)</source>
      <translation>隠す（Esc）</translation>
    </message>
  </context>
  <context>
    <name>GameLogModel</name>
    <message>
      <location filename="../../tableapp/ui/widgets/game_log.py" line="41" />
      <source>Undone</source>
      <translation>取り消し済み</translation>
    </message>
  </context>
  <context>
    <name>GameLogView</name>
    <message>
      <location filename="../../tableapp/ui/widgets/game_log.py" line="87" />
      <source>Game log</source>
      <translation>ゲームの記録</translation>
    </message>
  </context>
  <context>
    <name>GameSetupDialog</name>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="47" />
      <source>New game</source>
      <translation>新しいゲーム</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="61" />
      <source>not available</source>
      <translation>利用できません</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="66" />
      <source>Game</source>
      <translation>ゲーム</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="70" />
      <source>Who plays (seat order)</source>
      <translation>参加者（席順）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="73" />
      <source>Who plays</source>
      <translation>参加者</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="83" />
      <source>Mode</source>
      <translation>モード</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="85" />
      <source>Physical: the table rolls and deals</source>
      <translation>物理：サイコロやカードはテーブルで</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="86" />
      <source>Digital: the app rolls and deals (pass the screen)</source>
      <translation>デジタル：アプリが振って配る（画面を回す）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="92" />
      <source>Undo stops at the last roll, deal or reveal</source>
      <translation>取り消しは直前のロール・配札・公開まで</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="96" />
      <source>Seed</source>
      <translation>シード</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="98" />
      <source>The app's dice and cards are drawn from this number.</source>
      <translation>アプリのサイコロとカードはこの数から決まります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="100" />
      <source>New seed</source>
      <translation>新しいシード</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="107" />
      <source>Chips</source>
      <translation>チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="110" />
      <source>Everyone starts with</source>
      <translation>全員の開始チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="121" />
      <source>Carry over the chips from the last game, with rebuys:</source>
      <translation>前のゲームのチップを引き継ぐ（リバイあり）：</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="134" />
      <source>This is the night's first game.</source>
      <translation>今夜最初のゲームです。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="139" />
      <source>House options</source>
      <translation>ハウスルール</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="155" />
      <source>Start the game</source>
      <translation>ゲーム開始</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="221" />
      <source>Fixed by the rules of this game.</source>
      <translation>このゲームのルールで決まっています。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="246" />
      <source>{name}: holds {n}, rebuy</source>
      <translation>{name}：所持 {n}、リバイ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="276" />
      <source>Choose a game.</source>
      <translation>ゲームを選んでください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/game_setup.py" line="278" />
      <source>The seed must be a whole number.</source>
      <translation>シードは整数にしてください。</translation>
    </message>
  </context>
  <context>
    <name>GenericPanel</name>
    <message>
      <location filename="../../tableapp/ui/panels/base.py" line="93" />
      <source>Report what the table shows</source>
      <translation>テーブルの結果を入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/base.py" line="95" />
      <source>What does the table show? ({what})</source>
      <translation>テーブルの結果は？（{what}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/base.py" line="109" />
      <source>Numbers separated by spaces, e.g. 6 1 2.</source>
      <translation>数字をスペースで区切って入力（例：6 1 2）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/base.py" line="171" />
      <source>This night is finished: read-only.</source>
      <translation>この夜は終了しました：閲覧のみ。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/base.py" line="173" />
      <source>The game is over.</source>
      <translation>ゲーム終了です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/base.py" line="175" />
      <source>{name}, your turn:</source>
      <translation>{name} さんの番です：</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/base.py" line="176" />
      <source>The table reports:</source>
      <translation>テーブルの結果：</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/base.py" line="180" />
      <source>Report {what}…</source>
      <translation>{what} を入力…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/panels/base.py" line="213" />
      <source>Only you can see: {what}</source>
      <translation>あなただけに見える情報：{what}</translation>
    </message>
  </context>
  <context>
    <name>LedgerModel</name>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="35" />
      <source>Time</source>
      <translation>時刻</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="35" />
      <source>Game</source>
      <translation>ゲーム</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="35" />
      <source>Round</source>
      <translation>ラウンド</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="35" />
      <source>Action</source>
      <translation>手番</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="35" />
      <source>From</source>
      <translation>支払元</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="36" />
      <source>To</source>
      <translation>支払先</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="36" />
      <source>Amount</source>
      <translation>枚数</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="36" />
      <source>Reason</source>
      <translation>理由</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="86" />
      <source>opening</source>
      <translation>開始</translation>
    </message>
  </context>
  <context>
    <name>LedgerWindow</name>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="94" />
      <source>Chip ledger</source>
      <translation>チップ台帳</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="111" />
      <source>Export CSV…</source>
      <translation>CSV に書き出す…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="113" />
      <source>Export JSON…</source>
      <translation>JSON に書き出す…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="115" />
      <source>Close</source>
      <translation>閉じる</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="140" />
      <source>Export the ledger as CSV</source>
      <translation>台帳を CSV に書き出す</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="140" />
      <source>Export the ledger as JSON</source>
      <translation>台帳を JSON に書き出す</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="141" />
      <source>CSV files (*.csv)</source>
      <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="141" />
      <source>JSON files (*.json)</source>
      <translation>JSON ファイル (*.json)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="148" />
      <source>Could not write {path}: {error}</source>
      <translation>{path} に書き込めませんでした：{error}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/ledger_window.py" line="150" />
      <source>Ledger saved to {path}</source>
      <translation>台帳を {path} に保存しました</translation>
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
      <location filename="../../tableapp/ui/main_window.py" line="72" />
      <source>New night…</source>
      <translation>新しい夜…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="73" />
      <source>Open night…</source>
      <translation>夜を開く…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="74" />
      <source>New game…</source>
      <translation>新しいゲーム…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="76" />
      <source>Save game as script…</source>
      <translation>ゲームをスクリプトとして保存…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="78" />
      <source>Open script…</source>
      <translation>スクリプトを開く…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="79" />
      <source>Export ledger…</source>
      <translation>台帳を書き出す…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="81" />
      <location filename="../../tableapp/ui/main_window.py" line="291" />
      <source>End night</source>
      <translation>夜を終える</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="82" />
      <source>Back to the start page</source>
      <translation>スタート画面に戻る</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="84" />
      <source>Quit</source>
      <translation>終了</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="86" />
      <source>&amp;Edit</source>
      <translation>編集(&amp;E)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="90" />
      <location filename="../../tableapp/ui/main_window.py" line="133" />
      <source>Undo</source>
      <translation>取り消す</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="91" />
      <location filename="../../tableapp/ui/main_window.py" line="138" />
      <source>Redo</source>
      <translation>やり直す</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="93" />
      <source>&amp;View</source>
      <translation>表示(&amp;V)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="94" />
      <source>Full screen</source>
      <translation>全画面</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="97" />
      <source>Ledger</source>
      <translation>台帳</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="99" />
      <source>Larger text</source>
      <translation>文字を大きく</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="100" />
      <source>Smaller text</source>
      <translation>文字を小さく</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="102" />
      <source>&amp;Settings</source>
      <translation>設定(&amp;S)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="103" />
      <source>Language</source>
      <translation>言語</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="113" />
      <source>&amp;Help</source>
      <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="114" />
      <source>Rules of the current game</source>
      <translation>このゲームのルール</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="115" />
      <location filename="../../tableapp/ui/main_window.py" line="512" />
      <source>About tableapp</source>
      <translation>tableapp について</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="131" />
      <source>No night is open.</source>
      <translation>開いている夜がありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="133" />
      <source>Undo: {what}</source>
      <translation>取り消す: {what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="138" />
      <source>Redo: {what}</source>
      <translation>やり直す: {what}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="140" />
      <source>Nothing to redo.</source>
      <translation>やり直せる操作はありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="209" />
      <source>Choose a folder for the night's data</source>
      <translation>夜のデータを保存するフォルダーを選ぶ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="220" />
      <location filename="../../tableapp/ui/main_window.py" line="400" />
      <source>The database is not open.</source>
      <translation>データベースが開いていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="255" />
      <source>This night is finished: it opens read-only.</source>
      <translation>この夜は終了しています：閲覧のみで開きます。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="262" />
      <source>Open night</source>
      <translation>夜を開く</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="281" />
      <source>Finish the current game before starting the next one.</source>
      <translation>次のゲームを始める前に、今のゲームを終えてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="291" />
      <source>End the night? It will open read-only afterwards; the chips stay as they are in the ledger.</source>
      <translation>夜を終えますか？ 以後は閲覧のみで開き、チップは台帳のまま残ります。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="305" />
      <source>Night ended. Chips: {chips}</source>
      <translation>夜が終わりました。チップ：{chips}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="352" />
      <source>Save game as script</source>
      <translation>ゲームをスクリプトとして保存</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="353" />
      <location filename="../../tableapp/ui/main_window.py" line="365" />
      <source>Replay scripts (*.json)</source>
      <translation>リプレイスクリプト (*.json)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="359" />
      <source>Could not write {path}: {error}</source>
      <translation>{path} に書き込めませんでした：{error}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="361" />
      <source>Game saved to {path}</source>
      <translation>ゲームを {path} に保存しました</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="365" />
      <location filename="../../tableapp/ui/main_window.py" line="369" />
      <source>Open script</source>
      <translation>スクリプトを開く</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="370" />
      <source>Watch this game read-only, or play on from it as a new night?</source>
      <translation>このゲームを閲覧のみで見ますか？ それとも新しい夜として続きから遊びますか？</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="371" />
      <source>Watch read-only</source>
      <translation>閲覧のみで見る</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="372" />
      <source>Play on as a new night</source>
      <translation>新しい夜として続ける</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="429" />
      <source>CSV files (*.csv)</source>
      <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="429" />
      <source>JSON files (*.json)</source>
      <translation>JSON ファイル (*.json)</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="430" />
      <source>Export ledger</source>
      <translation>台帳を書き出す</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="465" />
      <source>Text size {percent}%</source>
      <translation>文字サイズ {percent}%</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="501" />
      <source>Start a game to see its rules.</source>
      <translation>ルールを見るにはゲームを始めてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/main_window.py" line="512" />
      <source>&lt;h2&gt;tableapp&lt;/h2&gt;&lt;p&gt;Dealer, banker and referee for an in-person game night: the chip pot, turns, payouts and the ledger. Every action is saved before the screen changes.&lt;/p&gt;</source>
      <translation>&lt;h2&gt;tableapp&lt;/h2&gt;&lt;p&gt;対面のゲームナイトのディーラー・バンカー・審判役です。チップのポット、手番、配当、台帳を受け持ちます。すべての操作は画面が変わる前に保存されます。&lt;/p&gt;</translation>
    </message>
  </context>
  <context>
    <name>NewNightDialog</name>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="34" />
      <source>New night</source>
      <translation>新しい夜</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="38" />
      <source>Game night {date}</source>
      <translation>ゲームナイト {date}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="39" />
      <source>Name of the night</source>
      <translation>夜の名前</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="43" />
      <source>Starting chips</source>
      <translation>開始チップ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="46" />
      <source>Players, in seat order</source>
      <translation>プレイヤー（席順）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="52" />
      <source>Player's name, then Enter</source>
      <translation>プレイヤー名を入力して Enter</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="55" />
      <source>Add</source>
      <translation>追加</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="65" />
      <source>Players</source>
      <translation>プレイヤー</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="68" />
      <source>Move up (Alt+↑)</source>
      <translation>上へ（Alt+↑）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="69" />
      <source>Move down (Alt+↓)</source>
      <translation>下へ（Alt+↓）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="70" />
      <source>Remove (Del)</source>
      <translation>外す（Del）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="85" />
      <source>Start the night</source>
      <translation>夜を始める</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="102" />
      <source>Type a name first.</source>
      <translation>先に名前を入力してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="139" />
      <source>Add at least two players.</source>
      <translation>プレイヤーを2人以上追加してください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/new_night.py" line="141" />
      <source>Give the night a name.</source>
      <translation>夜に名前を付けてください。</translation>
    </message>
  </context>
  <context>
    <name>NightList</name>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="33" />
      <source>no game yet</source>
      <translation>ゲームなし</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="34" />
      <source>{when}  {title}
{players}
Games: {n} · last: {last}</source>
      <translation>{when}  {title}
{players}
ゲーム数：{n} · 最後：{last}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="41" />
      <source>None yet.</source>
      <translation>まだありません。</translation>
    </message>
  </context>
  <context>
    <name>OptionsForm</name>
    <message>
      <location filename="../../tableapp/ui/options_form.py" line="49" />
      <source>yes</source>
      <translation>はい</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/options_form.py" line="50" />
      <source>no</source>
      <translation>いいえ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/options_form.py" line="65" />
      <source>This game has no house options.</source>
      <translation>このゲームにはハウスルールがありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/options_form.py" line="79" />
      <source>default: {value}</source>
      <translation>既定値：{value}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/options_form.py" line="79" />
      <location filename="../../tableapp/ui/options_form.py" line="118" />
      <source>nobody</source>
      <translation>なし</translation>
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <location filename="../../tableapp/ui/rules_dialog.py" line="21" />
      <source>Rules: {game}</source>
      <translation>ルール：{game}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/rules_dialog.py" line="32" />
      <source>There is no rules page for this game yet.</source>
      <translation>このゲームのルールページはまだありません。</translation>
    </message>
  </context>
  <context>
    <name>Seat</name>
    <message>
      <location filename="../../tableapp/ui/widgets/seats.py" line="69" />
      <source>in</source>
      <translation>参加中</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seats.py" line="70" />
      <source>folded</source>
      <translation>降り</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seats.py" line="71" />
      <source>out</source>
      <translation>脱落</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seats.py" line="72" />
      <source>left the table</source>
      <translation>退席</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seats.py" line="79" />
      <source>1 chip</source>
      <translation>1 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seats.py" line="80" />
      <source>{n} chips</source>
      <translation>{n} 枚</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seats.py" line="121" />
      <source>▶ turn</source>
      <translation>▶ 手番</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seats.py" line="122" />
      <source>dealer</source>
      <translation>親</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/widgets/seats.py" line="123" />
      <source>starts</source>
      <translation>先手</translation>
    </message>
  </context>
  <context>
    <name>StartPage</name>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="64" />
      <source>Game night</source>
      <translation>ゲームナイト</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="67" />
      <source>Dealer, banker and referee for the table.</source>
      <translation>テーブルのディーラー・バンカー・審判役。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="80" />
      <source>Use another data folder…</source>
      <translation>別のデータフォルダーを使う…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="90" />
      <source>New night (Ctrl+N)</source>
      <translation>新しい夜（Ctrl+N）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="100" />
      <location filename="../../tableapp/ui/start_page.py" line="104" />
      <source>Unfinished nights</source>
      <translation>続きの夜</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="107" />
      <source>Resume</source>
      <translation>再開</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="114" />
      <location filename="../../tableapp/ui/start_page.py" line="118" />
      <source>Finished nights</source>
      <translation>終わった夜</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="121" />
      <source>Open read-only</source>
      <translation>閲覧のみで開く</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="139" />
      <source>Opening the database…</source>
      <translation>データベースを開いています…</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="151" />
      <location filename="../../tableapp/ui/start_page.py" line="161" />
      <source>Data file: {path}</source>
      <translation>データファイル：{path}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/start_page.py" line="158" />
      <source>Choose another data folder to keep playing; the file above stays exactly as it is.</source>
      <translation>続けて遊ぶには別のデータフォルダーを選んでください。上のファイルはそのまま残します。</translation>
    </message>
  </context>
  <context>
    <name>TableView</name>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="84" />
      <source>Game log</source>
      <translation>ゲームの記録</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="110" />
      <location filename="../../tableapp/ui/table_view.py" line="217" />
      <source>Start a game… (Ctrl+G)</source>
      <translation>ゲームを始める…（Ctrl+G）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="147" />
      <source>No game yet.</source>
      <translation>まだゲームがありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="175" />
      <source>digital</source>
      <translation>デジタル</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="175" />
      <source>physical</source>
      <translation>物理</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="176" />
      <source>{night} · game {n}: {game} · {mode} · round {round}</source>
      <translation>{night} · 第{n}ゲーム：{game} · {mode} · ラウンド {round}</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="180" />
      <source>read-only</source>
      <translation>閲覧のみ</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="198" />
      <source>The game is over.</source>
      <translation>ゲーム終了です。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="200" />
      <source>{name} to act</source>
      <translation>{name} さんの番</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="201" />
      <source>The table reports</source>
      <translation>テーブルの結果を入力</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="206" />
      <source>No game yet. Choose a game to start the night.</source>
      <translation>まだゲームがありません。ゲームを選んで夜を始めましょう。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="210" />
      <source>{name} wins {game}!</source>
      <translation>{game} は {name} さんの勝ち！</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="212" />
      <source>{game} is over.</source>
      <translation>{game} は終了しました。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="214" />
      <source>This night is finished: read-only.</source>
      <translation>この夜は終了しました：閲覧のみ。</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="218" />
      <source>Next game… (Ctrl+G)</source>
      <translation>次のゲーム…（Ctrl+G）</translation>
    </message>
    <message>
      <location filename="../../tableapp/ui/table_view.py" line="229" />
      <source>Ctrl+Z undoes: {what}</source>
      <translation>Ctrl+Z で取り消し：{what}</translation>
    </message>
  </context>
  <context>
    <name>art</name>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="63" />
      <source>top-left corner fold (Q)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="64" />
      <source>top-right corner fold (W)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="65" />
      <source>bottom-left corner fold (A)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="66" />
      <source>bottom-right corner fold (S)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="67" />
      <source>horizontal crease (H)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="68" />
      <source>vertical crease (V)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="72" />
      <source>dot {n} ({n})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="350" />
      <location filename="../../tableapp/ui/art/bills.py" line="457" />
      <source>LLAMA</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="351" />
      <location filename="../../tableapp/ui/art/bills.py" line="457" />
      <source>CHICKEN</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="542" />
      <source>Mark this bill: click a corner, a fold line or a dot.
Keys: Q W A S corners, H V creases, 1-9 dots.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/bills.py" line="545" />
      <source>bill</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="59" />
      <source>ace</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="60" />
      <source>king</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="61" />
      <source>queen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="62" />
      <source>jack</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="63" />
      <source>ten</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="64" />
      <source>nine</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="68" />
      <source>{n} pips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="371" />
      <source>hidden die</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/ui/art/dice.py" line="375" />
      <source>{face}, to reroll</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>chicken_llama</name>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="56" />
      <source>top-left corner fold</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="57" />
      <source>top-right corner fold</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="58" />
      <source>bottom-left corner fold</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="59" />
      <source>bottom-right corner fold</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="60" />
      <source>horizontal crease</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="61" />
      <source>vertical crease</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="65" />
      <source>dot {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="70" />
      <source>chicken</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="70" />
      <source>chickens</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="71" />
      <source>llama</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="71" />
      <source>llamas</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/bills.py" line="77" />
      <source>A shuffled pile holds each of the 26 bills (0-25) exactly once.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="54" />
      <source>kept from a withdrawal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="56" />
      <location filename="../../tableapp/games/chicken_llama/words.py" line="38" />
      <source>all-in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="58" />
      <source>stake, folded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="60" />
      <source>stake</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="61" />
      <source>{name} {n} ({why})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="62" />
      <source>The pot holds {n}: {parts}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="63" />
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="141" />
      <location filename="../../tableapp/games/chicken_llama/words.py" line="16" />
      <source>, </source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="73" />
      <source>Nobody staked: the round is void and no coins move (CL-R5c).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="78" />
      <source>Every hand is bust: no winner, so every contribution goes back (CL-D12).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="81" />
      <source>{name} gets back {{n}}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="84" />
      <source>Voters pay nothing and take their chips back (CL-C12).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="88" />
      <source>{name}'s hand is bust: every voter pays {n} to {name} (CL-R5b).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="91" />
      <source>{voter} pays {{n}} to {name}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="92" />
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="110" />
      <source> (all they have)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="95" />
      <source>{name}'s hand is not bust: the voters pay nothing (CL-C12).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="96" />
      <source>{name} takes back the stake: {{n}}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="100" />
      <source>{name} is the last player in and wins without showing the hand (CL-R9.4a).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="102" />
      <source>{name} wins the showdown (CL-R10).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="103" />
      <source>{name} takes the pot: {{n}}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="107" />
      <source>{voter} voted for {name}: right, pays nothing (CL-C12).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="109" />
      <source>{voter} voted for {target}: wrong, pays {{n}} to {name}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="139" />
      <source>{name} {sign}{n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="141" />
      <source>This round: {nets}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="143" />
      <source>This round nobody wins or loses a coin.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="147" />
      <source>{name} has no coins left and is out (CL-R12).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="149" />
      <source>{name} wins the game with {n}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="153" />
      <source>{name} deals again (CL-R13).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/settlement.py" line="155" />
      <source>{name} deals the next round (CL-R13).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/view.py" line="48" />
      <source>folded, votes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/view.py" line="50" />
      <source>staked</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/view.py" line="52" />
      <location filename="../../tableapp/games/chicken_llama/words.py" line="36" />
      <source>to decide</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/view.py" line="95" />
      <source>Stakes rise to {n}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="11" />
      <source>1 coin</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="12" />
      <source>{n} coins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="21" />
      <source>Shuffle and deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="22" />
      <source>Betting</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="23" />
      <source>Lone survivor</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="24" />
      <source>Draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="25" />
      <source>Voting</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="26" />
      <source>All-in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="27" />
      <source>Last call</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="28" />
      <source>Showdown</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="29" />
      <source>Settlement</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="30" />
      <source>Game over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="37" />
      <source>passed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="39" />
      <source>folded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/words.py" line="40" />
      <source>withdrew</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>games</name>
    <message>
      <location filename="../../tableapp/games/chicken_llama/engine.py" line="37" />
      <source>Chicken or Llama The Poker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="126" />
      <source>Liar Dice</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ledger</name>
    <message>
      <location filename="../../tableapp/export/ledger.py" line="23" />
      <source>bank</source>
      <translation>バンク</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/ledger.py" line="25" />
      <source>pot</source>
      <translation>ポット</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/ledger.py" line="27" />
      <source>pot {name}</source>
      <translation>ポット {name}</translation>
    </message>
    <message>
      <location filename="../../tableapp/export/ledger.py" line="80" />
      <source>Unknown format {fmt}: use csv or json.</source>
      <translation>形式 {fmt} は使えません：csv か json にしてください。</translation>
    </message>
  </context>
  <context>
    <name>liar_dice</name>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="81" />
      <location filename="../../tableapp/games/liar_dice/engine.py" line="489" />
      <source>{name} challenged and pays 1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="83" />
      <location filename="../../tableapp/games/liar_dice/engine.py" line="491" />
      <source>{name} called too high and pays 1</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="85" />
      <location filename="../../tableapp/games/liar_dice/engine.py" line="493" />
      <source>{who}, and is out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="86" />
      <source>{call} called, {hand} shown: {who}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="108" />
      <source>No challenge is waiting for the dice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="138" />
      <source>Liar Dice plays best with 3 to 6 players; this table has {n}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="154" />
      <source>Starting chips missing for {names}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="156" />
      <source>The first starter {name} is not at this table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="159" />
      <source>A random first starter needs digital mode with the app's dice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="165" />
      <source>Everyone starts with at least 1 chip (LD-H1).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="167" />
      <source>Everyone starts with the same number of chips (LD-H1).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="180" />
      <source>Unknown start keys: {keys}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="184" />
      <source>{name} is not at this table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="186" />
      <source>{name}: the start position says {n} chips, the setup {m}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="190" />
      <source>Nobody can hold fewer than 0 chips.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="192" />
      <source>A start position needs at least 2 players with chips.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="196" />
      <source>The pot is a whole number of at least 0 and the round at least 1.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="199" />
      <source>The starter {name} is not at this table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="261" />
      <source>The game is over: {name} has won.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="264" />
      <source>That is not an action of Liar Dice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="277" />
      <source>It is {who}'s turn, not {by}'s.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="282" />
      <source>No call is due now.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="286" />
      <source>Accept first: the dice are shown to you after you accept.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="294" />
      <source>Nothing is higher than Five Aces: challenge.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="295" />
      <source>Call something higher than {call}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="301" />
      <source>The app counted {n} rerolled dice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="305" />
      <source>Rerolled dice: a whole number from 0 to 5.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="307" />
      <source>The starter rolls once and rerolls nothing.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="315" />
      <source>There is no call to accept now.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="319" />
      <source>Nothing is higher than {call}: challenge.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="327" />
      <source>At the table the dice are rerolled by hand: give the count with the call.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="329" />
      <source>Accept a call before choosing dice to reroll.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="333" />
      <source>Choose dice by position, 1 to 5, each at most once.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="342" />
      <source>The table rolls its own dice; the app needs the faces only at a challenge.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="351" />
      <location filename="../../tableapp/games/liar_dice/engine.py" line="429" />
      <source>No roll is due now.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="356" />
      <source>Accepting is final: call something higher than {call}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="359" />
      <source>There is no call to challenge yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="360" />
      <source>There is no call to challenge now.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="368" />
      <source>The dice are shown only after a challenge.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="395" />
      <source>{name} is not playing in this game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="397" />
      <source>Settle the challenge first: show the dice, then {name} may leave.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="415" />
      <source>Only a round played with the table's own dice can be voided.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="417" />
      <source>Settle the challenge first: show the dice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="422" />
      <source>{message} {now}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="453" />
      <source>{name} calls {call} (rerolled {n})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="454" />
      <source>{name} calls {call}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="457" />
      <source>{name} accepts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="458" />
      <source>{name} accepts {call}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="461" />
      <source>{name} rerolls no dice</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="462" />
      <source>{name} rerolls {n} dice</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="464" />
      <source>{name} challenges</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="469" />
      <source>Shown: {faces}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="470" />
      <source>Shown: {faces} — {hand}. {verdict}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="475" />
      <source>The app rerolls {n} dice for {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="476" />
      <source>The app rolls five dice for {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="480" />
      <source>{name} leaves the game ({n} chips back to the bank)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="481" />
      <source>{name} leaves the game ({n} chips to the pot)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="483" />
      <source>Round voided: {name} rolls again</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="494" />
      <source>{call} called: {who}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="499" />
      <source>{name} wins and takes the pot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="501" />
      <source>Round {n}: the app rolls for {name}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="504" />
      <source>Round {n}: {name} looks at the dice and calls</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="506" />
      <source>Round {n}: {name} rolls and calls</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="511" />
      <source>{caller} called {call} — {name} must challenge</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="513" />
      <source>{caller} called {call} — {name} to accept or challenge</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="516" />
      <source>{name} accepted {call} and chooses dice to reroll</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="520" />
      <source>{name} accepted {call}, rerolled {n} — now calls higher</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="522" />
      <source>{name} accepted {call} — now calls higher</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="523" />
      <source>{name} challenges {caller}'s {call} — the table shows the five dice</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="177" />
      <source>High card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="177" />
      <source>One pair</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="178" />
      <source>Pair of {r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="179" />
      <source>Two pair</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="179" />
      <source>Two pair, {h} up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="180" />
      <source>Two pair, {h} and {l}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="181" />
      <source>Three of a kind</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="181" />
      <source>Three {r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="182" />
      <source>Straight</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="182" />
      <source>K-high straight</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="183" />
      <source>A-high straight</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="184" />
      <source>Full house</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="184" />
      <source>Full house, {t}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="185" />
      <source>Full house, {t} over {p}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="186" />
      <source>Four of a kind</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="186" />
      <source>Four {r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="187" />
      <source>Five of a kind</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="187" />
      <source>Five {r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="188" />
      <source>Nines</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="188" />
      <source>Tens</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="188" />
      <source>Jacks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="189" />
      <source>Queens</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="189" />
      <source>Kings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="189" />
      <source>Aces</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="244" />
      <source>Say e.g. "Pair of Aces", "Two pair, Kings and Nines", "Full house, Aces over Jacks".</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="252" />
      <source>Name a call. {examples}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="260" />
      <source>"{text}" is not a call: "{word}" is not a hand or a rank. {examples}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="280" />
      <source>"{text}" names no hand. {examples}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="283" />
      <source>"{text}" is not a call that can be made: {why}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="304" />
      <source>a High card call names no rank.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="306" />
      <source>the only straights are K-high and A-high.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="308" />
      <source>two pair names a higher pair of 10s or better, then a different lower pair.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="310" />
      <source>a full house names the three, then a different pair.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/hands.py" line="311" />
      <source>name one rank at most.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/state.py" line="123" />
      <source>Five dice: A K Q J 10 9, or pips 1 to 6.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/state.py" line="124" />
      <source>Five dice: A K Q J 10 9.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/state.py" line="137" />
      <source>"{face}" is not a die face. {hint}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/state.py" line="148" />
      <source>Give the five faces, or how many of each face. {hint}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/state.py" line="154" />
      <source>"{face}": a count is a whole number from 0 to 5.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/state.py" line="161" />
      <source>{n} dice given. {hint}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/state.py" line="162" />
      <source>{n} dice given, {want} were rerolled.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>options</name>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="10" />
      <source>Role swap</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="10" />
      <source>H1: 20 chicken and 6 llama bills; count chickens, any llama makes a hand bust.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="12" />
      <source>Last draw unseen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="12" />
      <source>H2: whichever bill a player draws last stays unseen (say 'last' before looking).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="14" />
      <source>Withdrawal costs 3</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="14" />
      <source>H3: withdrawing an all-in costs 3+inc in total instead of 2+inc.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="16" />
      <source>Dealer moves only on a bust survivor</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="16" />
      <source>H4: after a lone survivor (R5b) the dealer moves only when the survivor's hand is bust.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="18" />
      <source>Endgame skips the draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="18" />
      <source>H5: with two players left, skip the draw too and go straight to the all-in phase.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="20" />
      <source>Secret votes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="20" />
      <source>H6: votes stay hidden until the settlement.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="22" />
      <source>Marks per round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="22" />
      <source>H7: the most new marks one player may add in one round (empty: no limit).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="24" />
      <source>Marks carry over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="24" />
      <source>H8: the marked bills are kept for the next game (a 'fresh bills' command resets them).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="26" />
      <source>Public reveal log</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="26" />
      <source>H9: everyone may look up past reveals (marks next to the animal).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="28" />
      <source>First dealer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/chicken_llama/options.py" line="28" />
      <source>S4/D19: who most recently saw a chicken; empty: the app picks one at random (seeded).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="29" />
      <source>Straight beats full house</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="29" />
      <source>H2: a straight ranks above a full house (the source puts the full house higher).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="32" />
      <source>Leaver's chips to the bank</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="32" />
      <source>H3: a player who leaves returns their chips to the bank instead of the pot.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="35" />
      <source>Strict raises</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="35" />
      <source>H4: an open rank counts as the lowest one when comparing calls, so "Pair of Nines" does not raise "One pair".</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="39" />
      <source>Ordinary dice</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="39" />
      <source>D14 (physical mode): the table uses ordinary dice; pips 1-6 stand for 9 10 J Q K A.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="42" />
      <source>First starter</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="42" />
      <source>D12: who starts the first round (default: the first seat).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="45" />
      <source>Random first starter</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../tableapp/games/liar_dice/engine.py" line="45" />
      <source>D12 (digital mode): the app chooses who starts the first round.</source>
      <translation type="unfinished" />
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
      <location filename="../../tableapp/core/session.py" line="91" />
      <location filename="../../tableapp/core/session.py" line="148" />
      <source>No game has started yet.</source>
      <translation>まだゲームが始まっていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="112" />
      <source>Finish the current game before starting the next one.</source>
      <translation>次のゲームを始める前に、今のゲームを終えてください。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="115" />
      <source>Not at this table: {names}.</source>
      <translation>このテーブルにいません：{names}。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="199" />
      <source>Nothing to undo.</source>
      <translation>取り消せる操作はありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="206" />
      <source>Undo stops at the last roll, deal or reveal, so nobody can peek or re-roll.</source>
      <translation>取り消しは直前のロール・配札・公開までです（のぞき見や振り直しを防ぐため）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="215" />
      <source>Start of {game}</source>
      <translation>{game} の開始</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="249" />
      <source>Nothing to redo.</source>
      <translation>やり直せる操作はありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/session.py" line="331" />
      <source>This night is finished and opens read-only.</source>
      <translation>この夜は終了しています。閲覧のみで開きます。</translation>
    </message>
  </context>
  <context>
    <name>setup</name>
    <message>
      <location filename="../../tableapp/core/engine.py" line="89" />
      <location filename="../../tableapp/games/liar_dice/engine.py" line="144" />
      <source>{game} needs {lo} to {hi} players, not {n}.</source>
      <translation>{game} は {lo}〜{hi} 人で遊びます（今は {n} 人）。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/engine.py" line="93" />
      <source>{name} has no chips to play with.</source>
      <translation>{name} さんには遊ぶためのチップがありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/core/engine.py" line="98" />
      <location filename="../../tableapp/games/liar_dice/engine.py" line="150" />
      <source>House option {opt}: {msg}</source>
      <translation>ハウスルール {opt}：{msg}</translation>
    </message>
    <message>
      <location filename="../../tableapp/games/registry.py" line="39" />
      <source>Unknown game {game!r}; known games: {known}.</source>
      <translation>不明なゲーム {game!r} です。使えるゲーム：{known}。</translation>
    </message>
  </context>
  <context>
    <name>store</name>
    <message>
      <location filename="../../tableapp/store/db.py" line="82" />
      <source>Cannot use the database {path}: {why}. The file was left untouched.</source>
      <translation>データベース {path} は使えません：{why}。ファイルには手を触れていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="90" />
      <source>it is not a tableapp database (not SQLite at all)</source>
      <translation>tableapp のデータベースではありません（SQLite でもありません）</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="103" />
      <source>it belongs to another program</source>
      <translation>別のプログラムのファイルです</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="107" />
      <source>it was written by a newer tableapp</source>
      <translation>新しいバージョンの tableapp で書かれています</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="110" />
      <source>it is damaged</source>
      <translation>壊れています</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="122" />
      <source>it is damaged ({error})</source>
      <translation>壊れています（{error}）</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="134" />
      <source>Could not save to {path}: {error}. Nothing was changed.</source>
      <translation>{path} に保存できませんでした：{error}。何も変更されていません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/db.py" line="189" />
      <source>There is no night number {id} in {path}.</source>
      <translation>{path} に番号 {id} の夜はありません。</translation>
    </message>
    <message>
      <location filename="../../tableapp/store/nights.py" line="28" />
      <source>Night {id}, game {n} cannot be replayed: {error}</source>
      <translation>夜 {id} の第{n}ゲームを再生できません：{error}</translation>
    </message>
  </context>
</TS>
