/**
 * The bot's message catalogue (issue 15: English and Simplified Chinese UI; docs/bot.md "Languages"): every key has
 * an English and a Simplified Chinese string (test/unit/i18n.test.ts checks both exist and use the same
 * placeholders). `interaction.locale` picks the language of a reply; panels and DMs use the player's last seen
 * locale. Any `zh*` Discord locale reads Chinese (as the rules lookup does), everything else English. A typed object
 * is enough here: no plural rules or formatting beyond `{name}` placeholders are needed.
 */

/** A Discord locale tag (`interaction.locale`, e.g. `en-US`, `zh-CN`), or nothing known. */
export type LocaleTag = string | null | undefined;

/** The UI languages. */
export type UiLang = "en" | "zh";

/** The language of a Discord locale: `zh…` → Chinese, anything else (or unknown) → English. */
export function uiLang(locale: LocaleTag): UiLang {
  return locale?.toLowerCase().startsWith("zh") ? "zh" : "en";
}

/** Keys → English and Simplified Chinese. `{name}` placeholders are filled by {@link t}. */
export const MESSAGES = {
  "common.noMatch": {
    en: "You have no running match. Start one with `/duel challenge`.",
    zh: "你没有进行中的对局。用 `/duel challenge` 发起一局。",
  },
  "common.notMine": { en: "This button is not one of mine any more.", zh: "这个按钮已失效。" },
  "common.over": { en: "This match is over; nothing more to do here.", zh: "这场对局已结束，无需再操作。" },
  "common.notAdmin": {
    en: "Only server admins (Manage Server) can do this.",
    zh: "只有服务器管理员（管理服务器权限）可以这样做。",
  },
  "common.guildOnly": { en: "This works in a server only.", zh: "此命令只能在服务器中使用。" },
  "undo.button": { en: "↩ Undo", zh: "↩ 撤销" },
  "undo.done": {
    en: "↩ {who} undid their last action ({n} step(s) taken back).",
    zh: "↩ {who} 撤销了上一步操作（退回 {n} 步）。",
  },
  "undo.doneConsent": {
    en: "↩ {who} undid their last action with {by}'s agreement ({n} step(s) taken back).",
    zh: "↩ 经 {by} 同意，{who} 撤销了上一步操作（退回 {n} 步）。",
  },
  "undo.youDid": {
    en: "↩ Done: your last action was taken back ({n} step(s)). It is your decision again.",
    zh: "↩ 已撤销你的上一步操作（{n} 步）。现在轮到你重新决定。",
  },
  "undo.request": {
    en: "↩ {who} asks to take back their last action ({n} step(s), including what followed). {them}, do you agree?",
    zh: "↩ {who} 请求撤销上一步操作（共 {n} 步，包括之后发生的）。{them}，你同意吗？",
  },
  "undo.asked": {
    en: "Your opponent has acted since, so I asked {them} in the match thread.",
    zh: "对手在此之后已经行动，已在对局帖中征求 {them} 的同意。",
  },
  "undo.accept": { en: "Accept the undo", zh: "同意撤销" },
  "undo.decline": { en: "Decline", zh: "拒绝" },
  "undo.declined": {
    en: "{by} declined {who}'s undo; nothing was changed.",
    zh: "{by} 拒绝了 {who} 的撤销请求，对局未改变。",
  },
  "undo.lapsed": {
    en: "This undo request lapsed: the match moved on since it was asked. Nothing was changed.",
    zh: "此撤销请求已失效：对局在请求之后已有进展。对局未改变。",
  },
  "undo.notYours": { en: "Your opponent answers this request, not you.", zh: "此请求需由对手回应。" },
  "watch.none": { en: "There is no running match here to watch.", zh: "这里没有可观看的进行中对局。" },
  "watch.title": { en: "Public board of {a} vs {b}", zh: "{a} 对 {b} 的公开牌桌" },
  "admin.aborted": {
    en: "🛑 {admin} aborted this match (server admin): no winner.{note}",
    zh: "🛑 服务器管理员 {admin} 中止了这场对局：无胜者。{note}",
  },
  "admin.abortDone": { en: "Aborted match `{id}`.", zh: "已中止对局 `{id}`。" },
  "admin.clockDone": {
    en: "Match `{id}` now gives {hours} h per decision; a running clock restarted.",
    zh: "对局 `{id}` 现在每次决定限时 {hours} 小时；正在计时的时钟已重新开始。",
  },
  "admin.defaults": {
    en: "Server defaults: {hours} h per decision, reminders {reminders} before a deadline, vacations up to {days} day(s).",
    zh: "服务器默认：每次决定 {hours} 小时，截止前 {reminders} 提醒，休假最长 {days} 天。",
  },
  "reminder.dm": {
    en: "⏰ Your move is waiting in {where}; your clock runs out {when}.",
    zh: "⏰ {where} 中轮到你行动；你的时间将于 {when} 用完。",
  },
  "reminder.set": {
    en: "Reminders: {reminders} before a deadline.",
    zh: "提醒时间：截止前 {reminders}。",
  },
  "reminder.off": { en: "off", zh: "关闭" },
  "vacation.button": { en: "🏖 Vacation", zh: "🏖 休假" },
  "vacation.request": {
    en: "🏖 {who} asks to pause their clock for {days} day(s) (until {until}). {them}, do you agree?",
    zh: "🏖 {who} 请求暂停自己的计时 {days} 天（至 {until}）。{them}，你同意吗？",
  },
  "vacation.asked": { en: "Asked {them} in the match thread.", zh: "已在对局帖中征求 {them} 的同意。" },
  "vacation.accept": { en: "Accept the pause", zh: "同意暂停" },
  "vacation.started": {
    en: "🏖 {who}'s clock is paused until {until} ({by} agreed).",
    zh: "🏖 {who} 的计时暂停至 {until}（{by} 已同意）。",
  },
  "vacation.declined": { en: "{by} declined the pause; nothing was changed.", zh: "{by} 拒绝了暂停请求，对局未改变。" },
  "vacation.ended": { en: "🏖 {who}'s vacation is over; their clock runs again.", zh: "🏖 {who} 的休假结束，计时恢复。" },
  "list.none": {
    en: "You have no challenges or running matches. Start one with `/duel challenge`.",
    zh: "你没有挑战或进行中的对局。用 `/duel challenge` 发起一局。",
  },
  "list.title": { en: "Your matches ({n}):", zh: "你的对局（{n}）：" },
  "list.more": { en: "…and {n} more.", zh: "……还有 {n} 场。" },
  "list.challengeSent": {
    en: "• vs {others} in {where}: challenge sent, waiting for them (match `{id}`)",
    zh: "• 对手 {others}，在 {where}：挑战已发出，等待对方回应（对局 `{id}`）",
  },
  "list.challengeWaiting": {
    en: "• vs {others} in {where}: challenge waiting for your answer (match `{id}`)",
    zh: "• 对手 {others}，在 {where}：挑战等待你的回应（对局 `{id}`）",
  },
  "list.line": {
    en: "• vs {others} in {where}: {whose}{clock} (match `{id}`)",
    zh: "• 对手 {others}，在 {where}：{whose}{clock}（对局 `{id}`）",
  },
  "list.nobody": { en: "nobody to act", zh: "无人需要行动" },
  "list.yours": { en: "**your move**", zh: "**轮到你**" },
  "list.theirs": { en: "{who}'s move", zh: "轮到 {who}" },
  "list.ranOut": { en: ", ran out {when}", zh: "，已于 {when} 超时" },
  "list.runsOut": { en: ", clock runs out {when}", zh: "，计时于 {when} 用完" },
  // Prompt widgets (src/bot/prompts/prompt.ts).
  "prompt.prevPage": { en: "‹ Previous page", zh: "‹ 上一页" },
  "prompt.nextPage": { en: "Next page ›", zh: "下一页 ›" },
  "prompt.pageOf": { en: "page {n} of {total}", zh: "第 {n} 页，共 {total} 页" },
  "prompt.startOver": { en: "Start over", zh: "重新开始" },
  "prompt.pickFirst": { en: "Pick the {noun} to put first:", zh: "选择放在第一位的{noun}：" },
  "prompt.pickAt": { en: "Pick the {noun} to put at position {n}:", zh: "选择放在第 {n} 位的{noun}：" },
  "prompt.nothing": { en: "Nothing to decide right now.", zh: "现在没有需要你决定的事。" },
  "prompt.none": { en: "None", zh: "无" },
  "prompt.chooseOne": { en: "Choose one option.", zh: "请选择一个选项。" },
  "prompt.orderImpossible": { en: "That order is not possible.", zh: "无法这样排序。" },
  "prompt.listStale": { en: "That list is out of date.", zh: "这个列表已过期。" },
  "prompt.unknown": { en: "Unknown option.", zh: "未知选项。" },
  "prompt.target": { en: "target", zh: "目标" },
  // The panel DM (src/bot/game/publish.ts).
  "panel.thread": { en: "the match thread", zh: "对局帖" },
  "panel.yourMove": {
    en: "**Your move** in {where}{deadline}: {prompt}",
    zh: "{where}中**轮到你行动**{deadline}：{prompt}",
  },
  "panel.handChanged": { en: "Your hand changed (match in {where}).", zh: "你的手牌有变化（{where}中的对局）。" },
  "panel.waiting": { en: "Waiting for your opponent (match in {where}).", zh: "等待对手行动（{where}中的对局）。" },
  "panel.over": { en: "The match in {where} is over. {result}", zh: "{where}中的对局已结束。{result}" },
  "panel.yourHand": { en: "Your hand:", zh: "你的手牌：" },
  "panel.done": { en: "✅ {line}{more}", zh: "✅ {line}{more}" },
  "panel.doneEmpty": { en: "Done.", zh: "完成。" },
  "panel.more": { en: " (+{n} more)", zh: "（另有 {n} 条）" },
  "panel.alreadyDone": { en: "Already done.", zh: "已经完成。" },
  // The thread (the server's language).
  "board.yourMove": { en: "Your move", zh: "我的行动" },
  "board.viewHand": { en: "View hand", zh: "查看手牌" },
  "board.phone": { en: "📱 Phone view", zh: "📱 手机视图" },
  "board.final": { en: "Final board.", zh: "最终牌桌。" },
  "board.clock": { en: "⏳ Clock", zh: "⏳ 计时" },
  "board.clockLine": {
    en: "{who}the clock runs out {when} ({full}){late}",
    zh: "{who}计时将于 {when}（{full}）用完{late}",
  },
  "board.toAct": { en: "{who} to act · ", zh: "{who} 行动 · " },
  "board.late": { en: " — ran out; the opponent may claim the win", zh: "——已超时，对手可以申请判胜" },
  "board.tail": { en: "➡️ {who}, your move: {what}.", zh: "➡️ {who}，轮到你：{what}。" },
  "board.earlier": { en: "• …{n} earlier line(s)", zh: "• ……之前还有 {n} 行" },
  "result.wins": { en: "🏆 {who} wins{why}.", zh: "🏆 {who} 获胜{why}。" },
  "result.winsMatch": { en: "🏆 {who} wins the match {points}{how}.", zh: "🏆 {who} 以 {points} 赢得比赛{how}。" },
  "result.forfeit": { en: " — on time (the match is forfeited)", zh: "——超时（判负整场比赛）" },
  "result.conceded": { en: " — {who} conceded", zh: "——{who} 认输" },
  "result.onTime": { en: " — on time", zh: "——超时" },
  "result.nobody": { en: "Nobody", zh: "无人" },
  "result.aPlayer": { en: "a player", zh: "一名玩家" },
  "result.game": {
    en: "🏁 Game {n} goes to {who}{why} — {points}",
    zh: "🏁 第 {n} 局由 {who} 获胜{why}——{points}",
  },
  "result.gameConceded": { en: " ({who} conceded)", zh: "（{who} 认输）" },
  "result.gameOnTime": { en: " (on time)", zh: "（超时）" },
  "dm.closed": {
    en: "{who}, I cannot send you direct messages (Discord error 50007: your privacy settings or a block). Your hand and your choices stay private: use **View hand** or **Your move** here; only you will see the answer. To get DMs, allow direct messages from server members (Server → Privacy Settings).",
    zh: "{who}，我无法给你发送私信（Discord 错误 50007：你的隐私设置或屏蔽）。你的手牌和选择仍然保密：在这里使用**查看手牌**或**我的行动**，只有你能看到回复。要接收私信，请允许来自服务器成员的私信（服务器 → 隐私设置）。",
  },
  // Clicks (src/bot/game/play.ts).
  "play.stale": {
    en: "That prompt is out of date: the board moved on since it was posted. Nothing was changed.",
    zh: "这个提示已过期：发出后牌局已有变化。对局未改变。",
  },
  "play.staleUndo": {
    en: "That prompt is out of date: an undo took the match back since it was posted. Nothing was changed.",
    zh: "这个提示已过期：发出后有人撤销了操作，牌局已回退。对局未改变。",
  },
  "play.current": { en: "Here is the current one:", zh: "这是当前的提示：" },
  "play.notYours": {
    en: "It is {who}'s decision right now; you will be pinged when it is yours.",
    zh: "现在由 {who} 决定；轮到你时会提醒你。",
  },
  "play.nobody": { en: "nobody", zh: "无人" },
  "play.notStarted": { en: "The match has not started yet.", zh: "对局尚未开始。" },
  "play.claimed": { en: "✅ Claimed.", zh: "✅ 已申请判胜。" },
  "play.noPhone": { en: "This game has no phone view.", zh: "这个游戏没有手机视图。" },
  "play.noRunning": { en: "You have no running match.", zh: "你没有进行中的对局。" },
  "seats.notAPlayer": {
    en: "This prompt belongs to the players of this match, so I can't act on it for you. You are welcome to watch; start your own game with `/duel challenge`.",
    zh: "这个提示属于本局的玩家，我不能替你操作。欢迎观战；用 `/duel challenge` 开始你自己的对局。",
  },
  "saved.slow": {
    en: "✅ Saved. Discord is slow right now, so the board will update shortly.",
    zh: "✅ 已保存。Discord 现在较慢，牌桌稍后会更新。",
  },
  // Challenges (src/bot/game/challenge.ts).
  "chal.bots": {
    en: "Bots don't play {game} (yet): challenge a person.",
    zh: "机器人（暂时）不玩 {game}：请挑战一位真人。",
  },
  "chal.badMode": {
    en: "Unknown mode: use `duel` (one game) or `match` (best of three).",
    zh: "未知模式：请使用 `duel`（一局）或 `match`（三局两胜）。",
  },
  "chal.noDeckHint": {
    en: "No saved deck is called “{name}”; I read it as a deck code. Save decks with `/deck save`.",
    zh: "没有名为“{name}”的已存套牌，已按套牌代码读取。用 `/deck save` 保存套牌。",
  },
  "chal.text": {
    en: "{opponent}, {challenger} challenges you to a {title} ({hours} h per decision{format}). Accept to pick your deck.",
    zh: "{opponent}，{challenger} 向你发起 {title} 挑战（每次决定 {hours} 小时{format}）。接受后选择你的套牌。",
  },
  "chal.format": { en: ", {format} format", zh: "，{format} 赛制" },
  "chal.accept": { en: "Accept", zh: "接受" },
  "chal.decline": { en: "Decline", zh: "拒绝" },
  "chal.withdrew": { en: "{who} withdrew the challenge.{lobby}", zh: "{who} 撤回了挑战。{lobby}" },
  "chal.declined": { en: "{who} declined the challenge.{lobby}", zh: "{who} 拒绝了挑战。{lobby}" },
  "chal.cancelled": { en: " The game is cancelled for everyone.", zh: "对局对所有人取消。" },
  "chal.status": { en: "This challenge is {status}.", zh: "这个挑战的状态是：{status}。" },
  "chal.onlyInvited": {
    en: "Only {who} can accept this challenge. Challenge someone yourself with `/duel challenge`.",
    zh: "只有 {who} 可以接受这个挑战。用 `/duel challenge` 自己发起挑战。",
  },
  "chal.invitedPlayer": { en: "the invited player", zh: "受邀玩家" },
  "chal.onlyInvitedShort": {
    en: "Only the invited player can accept this challenge.",
    zh: "只有受邀玩家可以接受这个挑战。",
  },
  "chal.whichDeck": {
    en: "Which deck do you bring? Pick a saved deck, or paste a list.",
    zh: "你要用哪副套牌？选择一副已存套牌，或粘贴牌表。",
  },
  "chal.savedDecks": { en: "Saved decks", zh: "已存套牌" },
  "chal.paste": { en: "Paste a list", zh: "粘贴牌表" },
  "chal.modalTitle": { en: "Your deck for this duel", zh: "本局使用的套牌" },
  "chal.modalList": { en: "Deck list or Piltover deck code", zh: "牌表或 Piltover 套牌代码" },
  "chal.deckInvalid": { en: "The deck cannot be used:", zh: "这副套牌无法使用：" },
  "chal.started": { en: "The match has already started.", zh: "对局已经开始。" },
  "chal.acceptedSlow": { en: "{slow} (The challenge is accepted.)", zh: "{slow}（挑战已接受。）" },
  "chal.closed": {
    en: "{vs}: challenge accepted. The match is on{where}.",
    zh: "{vs}：挑战已接受。对局开始{where}。",
  },
  "chal.inThread": { en: " in {thread}", zh: "，请到 {thread}" },
  "chal.boardFollows": { en: "; the board follows", zh: "，牌桌随后发出" },
  "chal.acceptedReply": {
    en: "✅ Challenge accepted; the board is in {where} and your hand comes by DM.",
    zh: "✅ 挑战已接受；牌桌在 {where}，你的手牌会通过私信发送。",
  },
  "chal.theChannel": { en: "the channel", zh: "频道中" },
  "chal.firstDm": {
    en: "Your {title} {vs} in {channel} is starting. Your hand and your choices will come here.",
    zh: "你在 {channel} 的 {title}（{vs}）即将开始。你的手牌和选择会发到这里。",
  },
  // Concede (src/bot/game/concede-confirm.ts, concede.ts).
  "concede.one": {
    en: "Concede the current game of your match {match}? This cannot be undone.",
    zh: "认输你的对局 {match} 的当前这一局？此操作无法撤销。",
  },
  "concede.many": {
    en: "You have {n} running matches{here}. Which one's current game do you concede? This cannot be undone.",
    zh: "你有 {n} 场进行中的对局{here}。要认输哪一场的当前这一局？此操作无法撤销。",
  },
  "concede.here": { en: " here", zh: "在这里" },
  "concede.match": {
    en: "vs {opponents} in {channel} (match `{id}`)",
    zh: "对手 {opponents}，在 {channel}（对局 `{id}`）",
  },
  "concede.button": { en: "Concede vs {names} in {channel} · {id}", zh: "认输：对 {names}，{channel} · {id}" },
  "concede.yesButton": {
    en: "Yes, concede vs {names} in {channel} · {id}",
    zh: "确定认输：对 {names}，{channel} · {id}",
  },
  "concede.cancel": { en: "Cancel, keep playing", zh: "取消，继续对局" },
  "concede.opponent": { en: "your opponent", zh: "你的对手" },
  "concede.server": { en: "this server", zh: "本服务器" },
  "concede.none": { en: "You have no running match to concede.", zh: "你没有可以认输的进行中对局。" },
  "concede.kept": { en: "Not conceded; nothing was changed. Keep playing!", zh: "未认输，对局未改变。继续加油！" },
  "concede.alreadyOver": {
    en: "This match is already over; nothing was changed.",
    zh: "这场对局已经结束，对局未改变。",
  },
  "concede.notInstalled": {
    en: "This match's game is not installed here; nothing was changed.",
    zh: "这里没有安装这场对局的游戏，对局未改变。",
  },
  // Settings rows (src/bot/game/stops-row.ts).
  "stops.passing": { en: "⏭ Passing to end of turn (undo)", zh: "⏭ 让过至回合结束（点此取消）" },
  "stops.pass": { en: "⏭ Pass until end of turn", zh: "⏭ 让过至回合结束" },
  "stops.playOn": { en: "▶ Play and pass: on", zh: "▶ 打出后让过：开" },
  "stops.playOff": { en: "▶ Play and pass: off", zh: "▶ 打出后让过：关" },
  "stops.payManual": { en: "💎 Pay: I choose the runes", zh: "💎 支付：我选择符文" },
  "stops.payAuto": { en: "💎 Pay: automatic", zh: "💎 支付：自动" },
  "stops.saveDefault": { en: "💾 Save as my default", zh: "💾 设为我的默认" },
  "stops.savedDefault": {
    en: "Saved: your new matches start with these stops ({stops}).",
    zh: "已保存：你之后的新对局都以这些停止点开始（{stops}）。",
  },
  "stops.none": { en: "no stops: pass whenever passing is all you can do", zh: "不停：只能让过时自动让过" },
  // Stop points by id (a game's host names them in English; these ids read in Chinese too).
  "stop.ownTurn": { en: "Stop in my turn", zh: "在我的回合停下" },
  "stop.targeted": { en: "Stop when I'm targeted", zh: "被指定为目标时停下" },
  "stop.showdown": { en: "Stop in showdowns", zh: "在对决中停下" },
  // Deck replies (commands/deck.ts); the problems listed come from deck validation (English).
  "deck.saved": { en: "✅ Deck “{name}” saved.", zh: "✅ 套牌“{name}”已保存。" },
  "deck.updated": { en: "✅ Deck “{name}” updated.", zh: "✅ 套牌“{name}”已更新。" },
  "deck.warnings": { en: "Warnings:", zh: "警告：" },
  "deck.notSaved": { en: "The deck was not saved:", zh: "套牌未保存：" },
  "deck.ruleRef": { en: " (rule {rule})", zh: "（规则 {rule}）" },
  "deck.list": { en: "Your decks:", zh: "你的套牌：" },
  "deck.none": {
    en: "You have no saved decks. Save one with `/deck save`.",
    zh: "你没有已存的套牌。用 `/deck save` 保存一副。",
  },
  "deck.missing": { en: "You have no deck called “{name}”.", zh: "你没有名为“{name}”的套牌。" },
  "deck.deleted": { en: "🗑️ Deck “{name}” deleted.", zh: "🗑️ 套牌“{name}”已删除。" },
  "deck.modalTitle": { en: "Save a deck", zh: "保存套牌" },
  "deck.nameLabel": { en: "Deck name", zh: "套牌名称" },
  // Lobbies of three and four players (src/bot/game/challenge.ts `lobbyMessage`; public: the server's language).
  "lobby.open": {
    en: "{opener} opens a {title} for {n} players ({hours} h per decision{format}): {vs}.",
    zh: "{opener} 发起了 {n} 人的 {title}（每次决定 {hours} 小时{format}）：{vs}。",
  },
  "lobby.team": { en: " (team {n})", zh: "（第 {n} 队）" },
  "lobby.opener": { en: " (opened the game)", zh: "（发起者）" },
  "lobby.waiting": {
    en: "{who}: press **Join** to pick your deck{team}. The game starts when every seat is taken; **Decline** cancels the game for everyone (the opener cancels with it too).",
    zh: "{who}：按 **加入** 选择你的套牌{team}。所有座位坐满后对局开始；**拒绝** 会为所有人取消这局（发起者也用它取消）。",
  },
  "lobby.switchTeam": { en: " (or switch team first)", zh: "（也可以先换队）" },
  "lobby.full": { en: "Every seat is taken.", zh: "所有座位已坐满。" },
  "lobby.join": { en: "Join", zh: "加入" },
  "lobby.decline": { en: "Decline / Cancel", zh: "拒绝 / 取消" },
  "lobby.teamButton": { en: "Team {n}", zh: "第 {n} 队" },
  "lobby.joined": { en: "✅ You joined.", zh: "✅ 你已加入。" },
  "lobby.joinedOne": {
    en: "✅ You joined. The game starts when the last player joins.",
    zh: "✅ 你已加入。最后一位玩家加入后对局开始。",
  },
  "lobby.joinedMany": {
    en: "✅ You joined. The game starts when the last {n} players join.",
    zh: "✅ 你已加入。最后 {n} 位玩家加入后对局开始。",
  },
  // `/league` replies (src/bot/league/commands.ts): the user's language; public posts the server's.
  "league.notOrganiser": {
    en: "Only league organisers can do that: members with the server's organiser role (`/league role`) or Manage Server.",
    zh: "只有联赛组织者可以这样做：拥有服务器组织者身份组（`/league role`）或管理服务器权限的成员。",
  },
  "league.noSuch": { en: "No league called “{name}” in this server.", zh: "本服务器没有名为“{name}”的联赛。" },
  "league.guildOnly": { en: "Leagues live in a server.", zh: "联赛只能在服务器中使用。" },
  "league.created": {
    en: "🏟️ **{name}** is open for registration: {mode} per match, {rounds} of {days} day(s){top}{format}. Join with `/league join league:{name} deck:<your deck>`.",
    zh: "🏟️ **{name}** 开放报名：每场对局{mode}，{rounds}，每轮 {days} 天{top}{format}。用 `/league join league:{name} deck:<你的套牌>` 报名。",
  },
  "league.bestOf3": { en: "best of three", zh: "三局两胜" },
  "league.oneGame": { en: "one game", zh: "一局" },
  "league.swissRounds": { en: "{n} Swiss rounds", zh: "{n} 轮瑞士轮" },
  "league.swissAuto": { en: "by player count Swiss rounds", zh: "按人数决定轮数的瑞士轮" },
  "league.topCut": { en: ", then a top {n}", zh: "，之后进行前 {n} 名淘汰赛" },
  "league.format": { en: "; decks are checked in the **{format}** format", zh: "；套牌按 **{format}** 赛制检查" },
  "league.joined": {
    en: "✅ You are registered in **{name}**{late}. Your deck is locked for the league.",
    zh: "✅ 你已报名 **{name}**{late}。你的套牌在本联赛中已锁定。",
  },
  "league.late": { en: " (late entry: you play from the next round)", zh: "（迟到报名：你从下一轮开始参赛）" },
  "league.left": { en: "You left **{name}** before it started.", zh: "你在 **{name}** 开始前退出了。" },
  "league.dropped": {
    en: "You dropped from **{name}**: your results stay in the standings and you will not be paired again.",
    zh: "你已退出 **{name}**：你的成绩保留在积分榜上，之后不会再被配对。",
  },
  "league.started": {
    en: "**{name}** has started; round 1 is posted in {channel}.",
    zh: "**{name}** 已开始；第 1 轮已发布在 {channel}。",
  },
  "league.csv": { en: "Standings of **{name}** (CSV).", zh: "**{name}** 的积分榜（CSV）。" },
  "league.noTable": { en: "No such round and table in this league.", zh: "本联赛没有这一轮的这一桌。" },
  "league.overridden": {
    en: "Result of round {round}, table {table} set to {a}-{b}. It is in the audit log.",
    zh: "第 {round} 轮第 {table} 桌的结果已改为 {a}-{b}，已记入审计日志。",
  },
  "league.roleManageOnly": {
    en: "Only members with Manage Server can set the organiser role.",
    zh: "只有拥有管理服务器权限的成员可以设置组织者身份组。",
  },
  "league.notRole": { en: "That is not a role.", zh: "这不是一个身份组。" },
  "league.roleSet": {
    en: "League organisers are now the members with {role} (and Manage Server).",
    zh: "联赛组织者现在是拥有 {role} 身份组的成员（以及拥有管理服务器权限的成员）。",
  },
  "league.deckHidden": {
    en: "Decklists are shown only after the league, if the organiser chose to reveal them.",
    zh: "牌表只在联赛结束后、且组织者选择公开时才会显示。",
  },
  "league.deckOf": { en: "Registered deck of {player} in **{name}**:", zh: "{player} 在 **{name}** 中登记的套牌：" },
  "league.noDeck": { en: "No registered deck.", zh: "没有登记的套牌。" },
  "league.historyLine": {
    en: "• **{league}** ({status}): {rank}{points} points, {record}{dropped}",
    zh: "• **{league}**（{status}）：{rank}{points} 分，{record}{dropped}",
  },
  "league.rankOf": { en: "rank {rank} of {players}, ", zh: "第 {rank} 名（共 {players} 人），" },
  "league.droppedMark": { en: ", dropped", zh: "，已退出" },
  "league.historyMatch": {
    en: "  – {cut}R{round} T{table} vs {opponent}: {result}",
    zh: "  – {cut}第 {round} 轮 第 {table} 桌 对 {opponent}：{result}",
  },
  "league.topCutPrefix": { en: "top cut ", zh: "淘汰赛 " },
  "league.playing": { en: "playing", zh: "进行中" },
  "league.none": { en: "No leagues yet.", zh: "还没有联赛。" },
  "league.historyTitle": { en: "Leagues of {player}:", zh: "{player} 的联赛：" },
  "league.replayTail": {
    en: "Replay a match from its log: `/league replay match:<id>`.",
    zh: "按日志重放一场对局：`/league replay match:<id>`。",
  },
  "league.notLeagueMatch": {
    en: "That is not a league match of this server (see `/league history`).",
    zh: "这不是本服务器的联赛对局（见 `/league history`）。",
  },
  "league.replayWhere": {
    en: "{name}, {cut}round {round}, table {table}",
    zh: "{name}，{cut}第 {round} 轮，第 {table} 桌",
  },
  "league.replayResult": { en: " Result {result} ({source}).", zh: " 结果 {result}（{source}）。" },
  "league.replayAgrees": {
    en: "it agrees with the stored match at every step ✅",
    zh: "每一步都与存储的对局一致 ✅",
  },
  "league.replayDiffers": {
    en: "it differs from the stored match: {problem} ⚠️",
    zh: "与存储的对局不一致：{problem} ⚠️",
  },
  "league.replay": {
    en: "Replay of **{where}**: {vs}.{result} Rebuilt from the config, the seed and {n} logged actions; {check}",
    zh: "**{where}** 的重放：{vs}。{result} 由配置、种子和 {n} 个已记录的操作重建；{check}",
  },
  "league.listLine": { en: "• **{name}**: {status}{round}{champion}", zh: "• **{name}**：{status}{round}{champion}" },
  "league.listRound": { en: ", round {n}", zh: "，第 {n} 轮" },
  "league.wonBy": { en: ", won by {who}", zh: "，冠军 {who}" },
  "league.noneHere": { en: "No leagues in this server yet.", zh: "本服务器还没有联赛。" },
  // League statuses (LeagueRow.status) as shown in /league list and history.
  "league.status.registering": { en: "registering", zh: "报名中" },
  "league.status.swiss": { en: "swiss", zh: "瑞士轮" },
  "league.status.cut": { en: "cut", zh: "淘汰赛" },
  "league.status.finished": { en: "finished", zh: "已结束" },
  "league.source.engine": { en: "played", zh: "对局决出" },
  "league.source.concede": { en: "conceded", zh: "认输" },
  "league.source.timeout": { en: "timed out", zh: "超时判负" },
  "league.source.deadline": { en: "round deadline", zh: "轮次截止判定" },
  "league.source.drop": { en: "opponent dropped", zh: "对手退出" },
  "league.source.bye": { en: "bye", zh: "轮空" },
  "league.source.override": { en: "set by an organiser", zh: "组织者裁定" },
  // League service refusals by code (src/leagues/service.ts; the English is the service's own message).
  "league.err.exists": { en: 'A league named "{name}" already exists here.', zh: "这里已经有名为“{name}”的联赛。" },
  "league.err.notFound": { en: "No such league.", zh: "没有这个联赛。" },
  "league.err.closed": { en: "Registration for {name} is closed.", zh: "{name} 的报名已截止。" },
  "league.err.alreadyJoined": {
    en: "You are already registered; your deck is locked.",
    zh: "你已经报名；你的套牌已锁定。",
  },
  "league.err.notJoined": { en: "You are not playing in this league.", zh: "你没有参加这个联赛。" },
  "league.err.finished": { en: "This league is over.", zh: "这个联赛已经结束。" },
  "league.err.started": { en: "{name} has already started.", zh: "{name} 已经开始。" },
  "league.err.tooFew": { en: "A league needs at least 2 players.", zh: "联赛至少需要 2 名玩家。" },
  "league.err.noPairing": { en: "No such pairing.", zh: "没有这个配对。" },
  "league.err.bye": { en: "A bye has no result to change.", zh: "轮空没有可修改的结果。" },
  "league.err.cutOver": {
    en: "This top-cut round is over; its winners advanced.",
    zh: "这一轮淘汰赛已结束，胜者已晋级。",
  },
  // Public league posts (src/bot/league/announce.ts, render.ts): the server's language.
  "league.over": {
    en: "🏆 **{name}** is over{champion}. Final standings:",
    zh: "🏆 **{name}** 已结束{champion}。最终积分榜：",
  },
  "league.champion": { en: ": {who} wins it", zh: "：{who} 夺冠" },
  "league.roundHead": {
    en: "📣 **{name}: {cut}round {n}**: play your match by {when} ({rel}).",
    zh: "📣 **{name}：{cut}第 {n} 轮**：请在 {when}（{rel}）前完成你的对局。",
  },
  "league.cutPrefix": { en: "top cut, ", zh: "淘汰赛，" },
  "league.bye": { en: "Table {n}: {a} has a bye.", zh: "第 {n} 桌：{a} 轮空。" },
  "league.pairing": { en: "Table {n}: {a} vs {b}{link}", zh: "第 {n} 桌：{a} 对 {b}{link}" },
  "league.matchLink": { en: " · [match]({link})", zh: " · [对局]({link})" },
  "league.threadTitle": {
    en: "{name} · {cut}round {n} · table {table}",
    zh: "{name} · {cut}第 {n} 轮 · 第 {table} 桌",
  },
  "league.standingsTitle": { en: "{name}: standings{after}", zh: "{name}：积分榜{after}" },
  "league.afterRound": { en: " after round {n}", zh: "（第 {n} 轮后）" },
  "league.more": { en: "\n…and {n} more (export the CSV).", zh: "\n……还有 {n} 人（请导出 CSV）。" },
  "league.overrides": { en: "Overrides", zh: "裁定修改" },
  "league.overrideLine": {
    en: "Round {round}: {a} vs {b} set to {result} by {by}: {reason}",
    zh: "第 {round} 轮：{a} 对 {b} 由 {by} 改为 {result}：{reason}",
  },
  "league.byeWord": { en: "bye", zh: "轮空" },
  // The standings picture (standings-png.ts): its column heads and captions.
  "league.png.rank": { en: "#", zh: "名次" },
  "league.png.player": { en: "Player", zh: "玩家" },
  "league.png.points": { en: "Pts", zh: "积分" },
  "league.png.record": { en: "W-L-D", zh: "胜-负-平" },
  "league.png.omw": { en: "OMW%", zh: "对手胜率" },
  "league.png.gw": { en: "GW%", zh: "小局胜率" },
  "league.png.ogw": { en: "OGW%", zh: "对手小局胜率" },
  "league.png.dropped": { en: " (dropped)", zh: "（已退出）" },
  "league.png.more": { en: "…and {n} more (see the CSV export).", zh: "……还有 {n} 人（见 CSV 导出）。" },
  "league.png.footer": {
    en: "Match points, then opponents' match-win %, game-win %, opponents' game-win % (Tournament Rules 409.2).",
    zh: "依次比较：对局积分、对手对局胜率、小局胜率、对手小局胜率（赛事规则 409.2）。",
  },
  "league.tableLegend": {
    en: "pts match points · W-L-D wins-losses-draws · OMW% opponents' match win % · GW% game win % · OGW% opponents' game win %",
    zh: "pts 积分 · W-L-D 胜-负-平 · OMW% 对手比赛胜率 · GW% 小局胜率 · OGW% 对手小局胜率",
  },
  "league.footer": {
    en: "Match points, then opponents' match-win %, game-win %, opponents' game-win % (Tournament Rules 409).",
    zh: "依次比较：对局积分、对手对局胜率、小局胜率、对手小局胜率（赛事规则 409）。",
  },
} as const satisfies Record<string, Record<UiLang, string>>;

/** A catalogue key. */
export type MessageKey = keyof typeof MESSAGES;

/** The message `key` in the language of `locale`, with `{name}` placeholders replaced from `vars`. */
export function t(locale: LocaleTag, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[key][uiLang(locale)];
  return template.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}
