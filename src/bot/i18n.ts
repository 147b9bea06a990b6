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
} as const satisfies Record<string, Record<UiLang, string>>;

/** A catalogue key. */
export type MessageKey = keyof typeof MESSAGES;

/** The message `key` in the language of `locale`, with `{name}` placeholders replaced from `vars`. */
export function t(locale: LocaleTag, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[key][uiLang(locale)];
  return template.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}
