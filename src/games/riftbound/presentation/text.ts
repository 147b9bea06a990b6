/**
 * Riftbound's wording in the player's language (issue 15: English and Simplified Chinese UI; docs/bot.md
 * "Languages"). Terms follow the seed rules' Chinese text (Core Rules 2025-06-02): 狂怒 Fury, 宁静 Calm, 心智 Mind,
 * 体魄 Body, 混沌 Chaos, 秩序 Order, 能量 Energy, 威能 Power, 战力 Might, 让过 Pass, 对决 Showdown, 连锁 Chain,
 * 专注 Focus, 迅捷 Accelerate, 调度 Mulligan, 回收 Recycle, 耗尽 Exhaust, 隐藏 Hide. Card names and printed text stay
 * English: the card data (`cards.json`) holds English only.
 */
import type { TextLang } from "../../../engine/index.js";

/** Keys → English and Simplified Chinese; `{name}` placeholders are filled by {@link rt}. */
const TEXT = {
  your: { en: "your", zh: "你的" },
  opponents: { en: "opponent's", zh: "对手的" },
  atBase: { en: "{whose} base", zh: "{whose}基地" },
  atBf: { en: "{whose}, at {bf}", zh: "{whose}，位于{bf}" },
  facedownAt: { en: "facedown at {bf}", zh: "面朝下于{bf}" },
  championZone: { en: "{whose} champion", zh: "{whose}英雄" },
  dmg: { en: "{n} dmg", zh: "{n}伤" },
  noTarget: { en: "No target", zh: "无目标" },
  paying: { en: " — paying {costs}", zh: " — 支付{costs}" },
  optRepeat: { en: "Repeat", zh: "重复" },
  optCost: { en: "an optional cost ({id})", zh: "可选费用（{id}）" },
  aCard: { en: "a card", zh: "一张牌" },
  thisCard: { en: "this card", zh: "这张牌" },
  unit: { en: "unit", zh: "单位" },
  yourBase: { en: "Your base", zh: "你的基地" },
  play: { en: "Play", zh: "打出" },
  battlefieldN: { en: "Battlefield {n}", zh: "战场 {n}" },
  playNotLegal: { en: "That play is not legal now.", zh: "现在不能这样打出。" },
  whereToPlay: { en: "Where do you play {name}?", zh: "{name} 打出到哪里？" },
  back: { en: "Back", zh: "返回" },
  chooseTargetsFor: { en: "Choose targets for {name}.", zh: "为 {name} 选择目标。" },
  targetsFor: { en: "Targets for {name}", zh: "{name} 的目标" },
  accelerateQ: {
    en: "Accelerate {name}? (pay its Accelerate cost; it enters ready, 717)",
    zh: "迅捷打出 {name}？（支付迅捷费用，它以就绪状态进场，717）",
  },
  accelerate: { en: "Accelerate", zh: "迅捷" },
  noAccelerate: { en: "Don't accelerate", zh: "不迅捷" },
  exhaustRune: { en: "Exhaust {rune} (+1 Energy)", zh: "耗尽 {rune}（+1 能量）" },
  recycleRune: { en: "Recycle {rune}{ex} (+1 {domain} Power)", zh: "回收 {rune}{ex}（+1 {domain}威能）" },
  recycleRuneAny: { en: "Recycle {rune}{ex} (+1 Power)", zh: "回收 {rune}{ex}（+1 威能）" },
  exhaustedMark: { en: " (exhausted)", zh: "（已耗尽）" },
  abilityOf: { en: "{name}'s ability", zh: "{name} 的能力" },
  payFor: {
    en: "Pay for {name}{cost}: choose the runes to exhaust for Energy and to recycle for Power (561). Your Rune Pool has {pool}; what you add beyond the cost stays in your pool.",
    zh: "为 {name} 付费{cost}：选择要耗尽以产生能量、要回收以产生威能的符文（561）。你的符文池现有 {pool}；超出费用的部分留在符文池中。",
  },
  printedCost: { en: " (printed cost {cost}{acc})", zh: "（印刷费用 {cost}{acc}）" },
  plusAccelerate: { en: ", plus Accelerate", zh: "，另加迅捷费用" },
  runesToUse: { en: "Runes to use", zh: "要使用的符文" },
  payAuto: { en: "Pay automatically", zh: "自动支付" },
  energy: { en: "{n} Energy", zh: "{n} 能量" },
  orderImpossible: { en: "That order is not possible.", zh: "无法这样排序。" },
  orderIllegal: { en: "That order is not legal.", zh: "这个顺序不合规则。" },
  lethalDefault: { en: "lethal-first default", zh: "默认：先分配致命伤害" },
  damageAssignment: { en: "Damage assignment", zh: "伤害分配" },
  showdownFocus: {
    en: "{what} at {bf}: you have the focus. Play an Action or Reaction, activate, or pass (548).",
    zh: "{bf}的{what}：你拥有专注。可打出行动或响应牌、启动能力，或让过（548）。",
  },
  combat: { en: "Combat", zh: "战斗" },
  showdown: { en: "Showdown", zh: "对决" },
  aBattlefield: { en: "a battlefield", zh: "某个战场" },
  abilityItem: { en: "{kind} ability{of}", zh: "{of}{kind}能力" },
  abilityOfSource: { en: " of {source}", zh: "{source} 的" },
  yourItem: {
    en: "Your {item} is on the chain{targets}. Add to it, or pass to let it resolve.",
    zh: "你的 {item} 在连锁上{targets}。可以继续添加，或让过使其结算。",
  },
  targeting: { en: " (targeting {names})", zh: "（目标：{names}）" },
  theirItem: {
    en: "**{item}** ({whose} {kind}){what} — respond?",
    zh: "**{item}**（{whose}{kind}）{what}——是否响应？",
  },
  targets: { en: " targets {names}", zh: "以 {names} 为目标" },
  onChain: { en: " is on the chain", zh: "在连锁上" },
  ability: { en: "ability", zh: "能力" },
  chainList: {
    en: "Chain (top resolves first):\n{list}\nPlay a Reaction, activate, or pass.",
    zh: "连锁（顶部先结算）：\n{list}\n可打出响应牌、启动能力，或让过。",
  },
  pass: { en: "Pass", zh: "让过" },
  endTurn: { en: "End turn", zh: "结束回合" },
  invite: { en: "Invite P{n}", zh: "邀请 P{n}" },
  concede: { en: "Concede", zh: "认输" },
  fromChampion: { en: "from champion", zh: "来自英雄区" },
  fromHand: { en: "from hand", zh: "来自手牌" },
  fromFacedown: { en: "from facedown", zh: "来自面朝下" },
  playACard: { en: "Play a card", zh: "打出一张牌" },
  move: { en: "Move", zh: "移动" },
  allReady: { en: "All {n} ready base units", zh: "基地全部 {n} 个就绪单位" },
  useRune: { en: "Use a rune", zh: "使用符文" },
  hideAt: { en: "Hide {card} at {bf}", zh: "将 {card} 隐藏于{bf}" },
  hideOrActivate: { en: "Hide or activate", zh: "隐藏或启动" },
  yourMove: { en: "Your move.", zh: "轮到你行动。" },
  choose: { en: "Choose.", zh: "请选择。" },
  chooseShort: { en: "Choose", zh: "请选择" },
  setAside: { en: "Set aside up to 2 cards", zh: "放到一边（最多 2 张）" },
  keepHand: { en: "Keep hand", zh: "保留手牌" },
  chooseNone: { en: "Choose none", zh: "都不选" },
  activate: { en: "Activate {name}: {text}", zh: "启动 {name}：{text}" },
  payingWith: { en: "(paying with {names})", zh: "（以 {names} 支付）" },
  notYourDecision: { en: "It is not your decision.", zh: "现在不是你的决定。" },
  chooseOne: { en: "Choose one option.", zh: "请选择一个选项。" },
  notLegalNow: { en: "That is not legal now.", zh: "现在不能这样做。" },
  moveNotLegal: { en: "That move is not legal now.", zh: "现在不能这样移动。" },
  unknownOption: { en: "Unknown option.", zh: "未知选项。" },
  // Leads of decisions whose engine prompt is English: a Chinese reader gets the kind in Chinese first (English
  // readers read the engine's prompt alone; the English texts only keep the catalogue complete).
  leadMulligan: {
    en: "Mulligan: set aside up to 2 cards (shuffled back, then redrawn), or keep your hand.",
    zh: "调度：选择最多 2 张牌放到一边（会洗回牌库并补抽），或保留手牌。",
  },
  leadBattlefield: { en: "Choose your battlefield for this game (645.5).", zh: "选择本局使用的战场（645.5）。" },
  leadOption: { en: "Choose one:", zh: "请选择一项：" },
  leadOrder: { en: "Order your triggered abilities (583.3.b):", zh: "排列你的触发能力的顺序（583.3.b）：" },
  leadDamage: { en: "Assign combat damage (626.1.d):", zh: "分配战斗伤害（626.1.d）：" },
  leadTargets: { en: "Choose targets:", zh: "选择目标：" },
  leadCards: { en: "Choose cards:", zh: "选择牌：" },
  // Waiting lines (the thread's "your move: …").
  waitBattlefield: { en: "choose your battlefield for this game (645.5)", zh: "选择本局的战场（645.5）" },
  waitFirst: { en: "you lost the last game: choose who goes first", zh: "你输了上一局：选择由谁先手" },
  waitOption: {
    en: "answer a yes/no or pick an option (see your private prompt)",
    zh: "回答是/否或选择一项（见你的私人面板）",
  },
  waitPriority: { en: "you have priority", zh: "你拥有优先权" },
  waitFocus: { en: "you have the focus (showdown)", zh: "你拥有专注（对决）" },
  waitMulligan: { en: "keep or mulligan your opening hand", zh: "保留或调度你的起手牌" },
  waitDamage: { en: "assign combat damage", zh: "分配战斗伤害" },
  waitOrder: { en: "order your triggered abilities", zh: "排列你的触发能力" },
  waitCards: { en: "choose cards (see your private prompt)", zh: "选择牌（见你的私人面板）" },
  waitTargets: { en: "choose targets for a triggered ability", zh: "为触发能力选择目标" },
  waitOther: { en: "make a choice (see your private prompt)", zh: "做出选择（见你的私人面板）" },
  // The private panel (hand).
  yourHand: { en: "Your hand ({n})", zh: "你的手牌（{n}）" },
  yourHandTitle: { en: "Your hand", zh: "你的手牌" },
  noPrivateView: { en: "No private view for this viewer.", zh: "此观看者没有私人视图。" },
  facedown: { en: "Facedown", zh: "面朝下" },
  none: { en: "none", zh: "无" },
  runesAndPool: { en: "Runes and pool", zh: "符文与符文池" },
  poolLine: { en: "Pool: {pool}", zh: "符文池：{pool}" },
  readyRunes: { en: "Ready runes: {runes}", zh: "就绪符文：{runes}" },
  exhaustedRunes: { en: "Exhausted runes: {n}", zh: "已耗尽符文：{n}" },
  privateFooter: { en: "state v{v} · private", zh: "状态 v{v} · 私人" },
  handN: { en: "Hand ({n})", zh: "手牌（{n}）" },
  empty: { en: "empty", zh: "空" },
  cardImage: { en: "Card image", zh: "卡图" },
  facedownAtCard: { en: "{name} (at {bf})", zh: "{name}（于{bf}）" },
  poolEnergy: { en: "{n} energy", zh: "{n} 能量" },
  poolPower: { en: "{list} power", zh: "{list} 威能" },
  might: { en: "{n} Might", zh: "{n} 战力" },
  mightBonus: { en: "+{n} Might to its unit", zh: "其单位 +{n} 战力" },
  // The public board (the thread's language).
  facedownCard: { en: "🂠 facedown card", zh: "🂠 面朝下的牌" },
  mExhausted: { en: "exhausted", zh: "已耗尽" },
  mBuffed: { en: "buffed", zh: "已增益" },
  mStunned: { en: "stunned", zh: "晕眩" },
  mEmpowered: { en: "empowered", zh: "已强化" },
  mToken: { en: "token", zh: "衍生物" },
  gameOf3: { en: "Game {n} of 3 · Games {points}", zh: "三局两胜 第 {n} 局 · 比分 {points}" },
  winsMatch: { en: "🏆 **{who} wins the match {points}.**", zh: "🏆 **{who} 以 {points} 赢得比赛。**" },
  wins: { en: "🏆 **{who} wins.**", zh: "🏆 **{who} 获胜。**" },
  waiting: { en: "Waiting…", zh: "等待中……" },
  wPriorityChain: { en: "to respond (or pass)", zh: "响应（或让过）" },
  wPriority: { en: "to act (play, move, or end the turn)", zh: "行动（打出、移动或结束回合）" },
  wFocus: { en: "to act with Focus (or pass)", zh: "以专注行动（或让过）" },
  wMulligan: { en: "to mulligan", zh: "调度" },
  wDamage: { en: "to assign combat damage", zh: "分配战斗伤害" },
  wOrder: { en: "to order triggers", zh: "排列触发能力" },
  wBattlefield: { en: "to choose a battlefield (645.5)", zh: "选择战场（645.5）" },
  wTargets: { en: "to choose targets", zh: "选择目标" },
  wCards: { en: "to choose cards", zh: "选择牌" },
  wFirst: { en: "to choose who goes first", zh: "选择由谁先手" },
  wChoose: { en: "to choose", zh: "做出选择" },
  waitingFor: { en: "➡️ Waiting for {who} {what}.", zh: "➡️ 等待 {who} {what}。" },
  pointsLine: {
    en: "**{p}/8** points · hand {hand} · deck {deck}{xp}",
    zh: "**{p}/8** 分 · 手牌 {hand} · 牌库 {deck}{xp}",
  },
  runesLine: {
    en: "Runes {ready} ready / {ex} exhausted (rune deck {deck}) · pool {pool}",
    zh: "符文 {ready} 就绪 / {ex} 已耗尽（符文牌库 {deck}）· 符文池 {pool}",
  },
  legendLine: { en: "Legend: {legend} · Champion: {champion}", zh: "传奇：{legend} · 英雄：{champion}" },
  baseLine: { en: "Base: {units}", zh: "基地：{units}" },
  trashLine: { en: "Trash {trash} · banished {ban}", zh: "废牌堆 {trash} · 放逐 {ban}" },
  turnMark: { en: " (turn)", zh: "（回合中）" },
  uncontrolled: { en: "uncontrolled", zh: "无人控制" },
  controlledBy: { en: "controlled by {who}", zh: "由 {who} 控制" },
  contestedBy: { en: "⚠️ contested by {who}", zh: "⚠️ {who} 争夺中" },
  combatMark: { en: "⚔️ combat", zh: "⚔️ 战斗" },
  showdownMark: { en: "showdown", zh: "对决" },
  chainTop: { en: "Chain (top first)", zh: "连锁（顶部在前）" },
  attacks: { en: "{a} attacks {d} ", zh: "{a} 攻击 {d}，" },
  atFocus: { en: "at {bf} · focus: {who}", zh: "于 {bf} · 专注：{who}" },
  turnLine: { en: "Turn {n} · {who}'s {phase} phase", zh: "第 {n} 回合 · {who} 的{phase}阶段" },
  titleMatch: { en: "Riftbound — match (best of three)", zh: "符文战场 — 三局两胜" },
  title: { en: "Riftbound", zh: "符文战场" },
  stateFooter: { en: "state v{v}", zh: "状态 v{v}" },
  andMore: { en: "…and {n} more", zh: "……还有 {n} 项" },
  // The board pictures (board-png.ts, board-compact.ts): drawn in the language of the message they go with.
  pFacedown: { en: "facedown", zh: "面朝下" },
  pFacedownMark: { en: " (facedown)", zh: "（面朝下）" },
  pDmg: { en: " / {n} dmg", zh: " / {n} 伤" },
  bExh: { en: "EXH", zh: "已耗尽" },
  bBuff: { en: "+1 BUFF", zh: "+1 增益" },
  bStun: { en: "STUN", zh: "晕眩" },
  bAtk: { en: "ATK", zh: "攻击" },
  bDef: { en: "DEF", zh: "防守" },
  bToken: { en: "TOKEN", zh: "衍生物" },
  bCombat: { en: "COMBAT", zh: "战斗" },
  bShowdown: { en: "SHOWDOWN", zh: "对决" },
  pMore: { en: "+{n} more", zh: "+{n} 张" },
  pPool: { en: "Pool: {energy} energy{power}", zh: "符文池：{energy} 能量{power}" },
  pPoolPower: { en: ", power {list}", zh: "，威能 {list}" },
  pPoolPowerShort: { en: ", {list}", zh: "，威能 {list}" },
  pTurn: { en: "  (turn)", zh: "（回合中）" },
  pPts: { en: "{p}/{goal} pts", zh: "{p}/{goal} 分" },
  pTeamPts: { en: "{p}/{goal} team pts", zh: "{p}/{goal} 队伍分" },
  pPoints: { en: "{p}/{goal} points", zh: "{p}/{goal} 分" },
  pLegend: { en: "Legend ({state}): {name}", zh: "传奇（{state}）：{name}" },
  pLegendNone: { en: "Legend: —", zh: "传奇：—" },
  pLegendName: { en: "Legend: {name}", zh: "传奇：{name}" },
  pReady: { en: "ready", zh: "就绪" },
  pChampion: { en: "Champion: {name}", zh: "英雄：{name}" },
  pPlayed: { en: "played", zh: "已打出" },
  pCounts: { en: "Hand {hand} · Deck {deck} · Rune deck {runes}", zh: "手牌 {hand} · 牌库 {deck} · 符文牌库 {runes}" },
  pCountsCompact: {
    en: "Hand {hand} · Deck {deck} · Runes left {runes} · Trash {trash}",
    zh: "手牌 {hand} · 牌库 {deck} · 剩余符文 {runes} · 废牌堆 {trash}",
  },
  pCountsMulti: {
    en: "Hand {hand} · Deck {deck} · Runes {ready}/{n}",
    zh: "手牌 {hand} · 牌库 {deck} · 符文 {ready}/{n}",
  },
  pChampionTrash: { en: "Champion: {name} · Trash {trash}", zh: "英雄：{name} · 废牌堆 {trash}" },
  pRunes: { en: "Runes {ready}/{n} ready: {list}", zh: "符文 {ready}/{n} 就绪：{list}" },
  pRunesList: { en: "Runes: {list}", zh: "符文：{list}" },
  pRunesReady: { en: "{n} ready", zh: "{n} 就绪" },
  pRunesExhausted: { en: "{n} exhausted", zh: "{n} 已耗尽" },
  pTrash: { en: "Trash {trash} · Banished {ban}", zh: "废牌堆 {trash} · 放逐 {ban}" },
  pBase: { en: "Base", zh: "基地" },
  pBaseList: { en: "Base: {list}", zh: "基地：{list}" },
  pHeldBy: { en: "held by {who}", zh: "由 {who} 控制" },
  pControls: { en: "{who} controls", zh: "由 {who} 控制" },
  pContested: { en: "CONTESTED by {who}", zh: "{who} 争夺中" },
  pContestedLower: { en: " · contested by {who}", zh: " · {who} 争夺中" },
  pNoUnitsOf: { en: "no units ({who})", zh: "没有单位（{who}）" },
  pNoUnits: { en: "no units", zh: "没有单位" },
  pOtherUnits: { en: "+{n} other units", zh: "另有 {n} 个单位" },
  pWins: { en: "{who} wins!", zh: "{who} 获胜！" },
  pWinsMatch: { en: "{who} wins the match {points}!", zh: "{who} 以 {points} 赢得比赛！" },
  pWinsCompact: { en: "🏆 {who} wins", zh: "🏆 {who} 获胜" },
  pWinsMatchCompact: { en: "🏆 {who} wins the match", zh: "🏆 {who} 赢得比赛" },
  pCombatTitle: { en: "COMBAT: {a} attacks {d}", zh: "战斗：{a} 攻击 {d}" },
  pCombatLine: { en: "Combat: {a} attacks {d}", zh: "战斗：{a} 攻击 {d}" },
  pAt: { en: "at {bf}", zh: "于 {bf}" },
  pFocus: { en: "Focus: {who}", zh: "专注：{who}" },
  pChain: { en: "Chain ({n}) — top first", zh: "连锁（{n}）— 顶部在前" },
  pDecision: { en: "Decision", zh: "决定" },
  pMatchOver: { en: "match over", zh: "比赛结束" },
  pGameOver: { en: "game over", zh: "游戏结束" },
  pNobody: { en: "nobody", zh: "无人" },
  pRecent: { en: "Recent", zh: "最近记录" },
  pGames: { en: "Game {n} · Games {points} · ", zh: "第 {n} 局 · 比分 {points} · " },
  pHeader: { en: "Turn {n} · {who} · {phase} phase · {state}", zh: "第 {n} 回合 · {who} · {phase}阶段 · {state}" },
  pHeaderCompact: { en: "Turn {n} · {who}'s {phase} phase", zh: "第 {n} 回合 · {who} 的{phase}阶段" },
  pPublicView: { en: "public view", zh: "公开视图" },
  pViewOf: { en: "view of {who}", zh: "{who} 的视图" },
  pTagTurn: { en: "turn", zh: "回合中" },
  pTagTeam: { en: "team {n} · own {p}", zh: "第 {n} 队 · 自己 {p} 分" },
  pTagOut: { en: "left the game", zh: "已离开游戏" },
  pTagIrrelevant: { en: "not relevant", zh: "非相关玩家" },
  pMoreLines: { en: "+{n} more lines", zh: "另有 {n} 行" },
  pAFacedownCard: { en: "a facedown card", zh: "一张面朝下的牌" },
  pBuffs: { en: "{n} buffs", zh: "{n} 个增益" },
  pAttacker: { en: "attacker", zh: "攻击者" },
  pDefender: { en: "defender", zh: "防守者" },
  stateNeutralOpen: { en: "neutral-open", zh: "中立开放" },
  stateNeutralClosed: { en: "neutral-closed", zh: "中立关闭" },
  stateShowdownOpen: { en: "showdown-open", zh: "对决开放" },
  stateShowdownClosed: { en: "showdown-closed", zh: "对决关闭" },
  kindTriggered: { en: "triggered", zh: "触发" },
  kindActivated: { en: "activated", zh: "启动" },
} as const satisfies Record<string, Record<TextLang, string>>;

/** A Riftbound text key. */
export type RbTextKey = keyof typeof TEXT;

/** The text `key` in `lang` (default English), `{name}` placeholders filled from `vars`. */
export function rt(lang: TextLang | undefined, key: RbTextKey, vars: Record<string, string | number> = {}): string {
  const template: string = TEXT[key][lang ?? "en"];
  return template.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}

/** Every key with both languages, for the catalogue test. */
export const RB_TEXT: Readonly<Record<string, Readonly<Record<TextLang, string>>>> = TEXT;

const TYPES: Readonly<Record<string, string>> = {
  Unit: "单位",
  Spell: "法术",
  Gear: "装备",
  Rune: "符文",
  Legend: "传奇",
  Battlefield: "战场",
  Token: "衍生物",
};
const DOMAINS: Readonly<Record<string, string>> = {
  Fury: "狂怒",
  Calm: "宁静",
  Mind: "心智",
  Body: "体魄",
  Chaos: "混沌",
  Order: "秩序",
  Colorless: "无色",
};

/** A card type in `lang` ("Unit" → "单位"); unknown words stay as they are. */
export function typeName(lang: TextLang | undefined, type: string): string {
  return lang === "zh" ? (TYPES[type] ?? type) : type;
}

const PHASES: Readonly<Record<string, string>> = {
  setup: "准备",
  awaken: "唤醒",
  beginning: "开始",
  channel: "引导",
  draw: "抽牌",
  action: "行动",
  end: "结束",
};

/** A turn phase in `lang` ("action" → "行动"); unknown words stay as they are. */
export function phaseName(lang: TextLang | undefined, phase: string): string {
  return lang === "zh" ? (PHASES[phase] ?? phase) : phase;
}

/** A domain in `lang` ("Fury" → "狂怒"); unknown words stay as they are. */
export function domainName(lang: TextLang | undefined, domain: string): string {
  return lang === "zh" ? (DOMAINS[domain] ?? domain) : domain;
}

const STATES: Readonly<Record<string, RbTextKey>> = {
  "neutral-open": "stateNeutralOpen",
  "neutral-closed": "stateNeutralClosed",
  "showdown-open": "stateShowdownOpen",
  "showdown-closed": "stateShowdownClosed",
};

/** A turn state (view.turn.state, e.g. "neutral-open", rule 510) in `lang`; unknown words stay as they are. */
export function turnStateName(lang: TextLang | undefined, state: string): string {
  const key = STATES[state];
  return key ? rt(lang, key) : state;
}

/** A chain item's kind ("triggered", "activated") in `lang`; unknown words stay as they are. */
export function chainKindName(lang: TextLang | undefined, kind: string): string {
  if (kind === "triggered") return rt(lang, "kindTriggered");
  if (kind === "activated") return rt(lang, "kindActivated");
  return kind;
}
