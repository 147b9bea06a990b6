/**
 * Riftbound's engine log lines in the reader's language (issue 15: "English and Chinese"; docs/bot.md
 * "Languages"). The engine writes each event once, in English, into the match's log (it is replayed and
 * redacted per seat, so it cannot depend on who reads it); this module renders the common line shapes in
 * Simplified Chinese at display time, and leaves any other line as the engine wrote it (English). Terms follow
 * the seed rules' Chinese text (000, Core Rules 2025-06-02): 让过 Pass, 引导 Channel, 回收 Recycle, 征服 Conquer,
 * 占据 Hold (630.2), 消灭 Kill, 对决 Showdown, 专注 Focus, 连锁 Chain, 战力 Might, 调度 Mulligan, 揭示 Reveal,
 * 隐藏 Hide, 召回 Recall, 放逐 Banish, 衍生物 Token. Card names stay English, quoted 「」 (the card data has no
 * Chinese). `test/render/log-text.test.ts` pins the shapes against the engine's lines in seeded games.
 */
import type { TextLang } from "../../../engine/index.js";
import { domainName } from "./text.js";

/** An English card or battlefield name inside a Chinese sentence. */
const q = (name: string): string => `「${name}」`;

/** The reasons the engine gives for points and wins, in Chinese; others stay as written. */
const WHY: Readonly<Record<string, string>> = {
  conquer: "征服",
  hold: "占据",
  "burn out": "燃尽",
  "opponent conceded": "对手认输",
};
const why = (w: string): string => WHY[w] ?? w.replace(/^(\d+) points$/, "$1 分");

/** One line shape: the engine's English sentence and its Chinese rendering from the captured parts. */
type Shape = readonly [RegExp, (m: RegExpExecArray) => string];

/**
 * The line shapes, most specific first (a name may contain any word). Each regex matches a whole line the rules
 * module writes (`emit` texts in src/games/riftbound/rules/); `P<n>` stays as written (the bot replaces it with
 * the player's name afterwards).
 */
const SHAPES: readonly Shape[] = [
  [/^P(\d) passes\.$/, (m) => `P${m[1]} 让过。`],
  [/^Turn (\d+): P(\d)\.$/, (m) => `第 ${m[1]} 回合：P${m[2]}。`],
  [/^P(\d) ends their turn\.$/, (m) => `P${m[1]} 结束回合。`],
  [/^P(\d) concedes\.$/, (m) => `P${m[1]} 认输。`],
  [/^P(\d) draws a card\.$/, (m) => `P${m[1]} 抽了一张牌。`],
  [/^P(\d) draws (\d+) instead of scoring \((.+)\)\.$/, (m) => `P${m[1]} 因${q(m[3]!)}不得分，改为抽 ${m[2]} 张牌。`],
  [/^P(\d) draws (.+)\.$/, (m) => `P${m[1]} 抽到${q(m[2]!)}。`],
  [/^P(\d) mulligans (\d+) card\(s\)\.$/, (m) => `P${m[1]} 调度了 ${m[2]} 张牌。`],
  [/^P(\d) readies (\d+) rune\(s\)\.$/, (m) => `P${m[1]} 重置了 ${m[2]} 个符文。`],
  [/^P(\d) channels (.+?)( exhausted)?\.$/, (m) => `P${m[1]} 引导${q(m[2]!)}${m[3] ? "（已耗尽）" : ""}。`],
  [/^P(\d) exhausts (.+): \+1 Energy\.$/, (m) => `P${m[1]} 耗尽${q(m[2]!)}：+1 能量。`],
  [/^P(\d) recycles a card\.$/, (m) => `P${m[1]} 回收了一张牌。`],
  [/^P(\d) recycles (.+): \+1 (\w+) Power\.$/, (m) => `P${m[1]} 回收${q(m[2]!)}：+1 ${domainName("zh", m[3]!)}威能。`],
  [/^P(\d) recycles (.+)\.$/, (m) => `P${m[1]} 回收${q(m[2]!)}。`],
  [/^P(\d) plays an? (.+) token\.$/, (m) => `P${m[1]} 打出一个${q(m[2]!)}衍生物。`],
  [/^P(\d) plays (.+) targeting (.+)\.$/, (m) => `P${m[1]} 打出${q(m[2]!)}，目标：${m[3]}。`],
  [/^P(\d) plays (.+)\.$/, (m) => `P${m[1]} 打出${q(m[2]!)}。`],
  [/^P(\d) activates (.+)\.$/, (m) => `P${m[1]} 启动${q(m[2]!)}。`],
  [/^P(\d) discards (.+)\.$/, (m) => `P${m[1]} 弃置${q(m[2]!)}。`],
  [/^P(\d) puts (.+) into their hand\.$/, (m) => `P${m[1]} 将${q(m[2]!)}置入手牌。`],
  [/^P(\d) hides a card at (.+)\.$/, (m) => `P${m[1]} 在${q(m[2]!)}隐藏了一张牌。`],
  [/^P(\d) reveals hidden (.+)\.$/, (m) => `P${m[1]} 揭示隐藏的${q(m[2]!)}。`],
  [/^P(\d) burns out: trash shuffled into the Main Deck \(607\)\.$/, (m) => `P${m[1]} 燃尽：废牌堆洗入主牌库（607）。`],
  [/^P(\d) leaves the game; the game goes on \(652\)\.$/, (m) => `P${m[1]} 离开游戏；游戏继续（652）。`],
  [/^P(\d) burns (.+)\.$/, (m) => `P${m[1]} 将${q(m[2]!)}从主牌库顶置入废牌堆（烧牌）。`],
  [
    /^P(\d) gains (\d+) point\(s\) \((.+)\): (\d+)\.$/,
    (m) => `P${m[1]} 获得 ${m[2]} 分（${why(m[3]!)}）：共 ${m[4]} 分。`,
  ],
  [/^P(\d) conquers (.+)\.$/, (m) => `P${m[1]} 征服${q(m[2]!)}。`],
  [/^P(\d) holds (.+)\.$/, (m) => `P${m[1]} 占据${q(m[2]!)}。`],
  [/^P(\d) gains (\d+) XP \((\d+) XP\)\.$/, (m) => `P${m[1]} 获得 ${m[2]} 点经验（共 ${m[3]}）。`],
  [/^P(\d) spends (\d+) XP \((\d+) XP\)\.$/, (m) => `P${m[1]} 消耗 ${m[2]} 点经验（剩 ${m[3]}）。`],
  [/^P(\d) wins the match \((.+)\)\.$/, (m) => `P${m[1]} 赢得整场比赛（${m[2]}）。`],
  [
    /^P(\d) wins game (\d+) \((.+)\); set points (.+)\.$/,
    (m) => `P${m[1]} 赢得第 ${m[2]} 局（${why(m[3]!)}）；局分 ${m[4]}。`,
  ],
  [/^P(\d) wins \((.+)\)\.$/, (m) => `P${m[1]} 获胜（${why(m[2]!)}）。`],
  [/^P(\d) chooses that P(\d) goes first\.$/, (m) => `P${m[1]} 选择由 P${m[2]} 先手。`],
  [/^P(\d) invites P(\d) \((.+)\)\.$/, (m) => `P${m[1]} 邀请 P${m[2]}（${m[3]}）。`],
  [/^P(\d) accepts the invitation\.$/, (m) => `P${m[1]} 接受邀请。`],
  [/^P(\d) declines the invitation\.$/, (m) => `P${m[1]} 拒绝邀请。`],
  [/^Game (\d+) of the match \(set points (.+)\)\.$/, (m) => `比赛第 ${m[1]} 局（局分 ${m[2]}）。`],
  [/^Showdown at (.+); P(\d) has Focus\.$/, (m) => `${q(m[1]!)}发生对决；P${m[2]} 获得专注。`],
  [/^The showdown at (.+) ends\.$/, (m) => `${q(m[1]!)}的对决结束。`],
  [/^Combat at (.+): P(\d) attacks, P(\d) defends\.$/, (m) => `${q(m[1]!)}发生战斗：P${m[2]} 进攻，P${m[3]} 防守。`],
  [/^Combat at (.+) ends\.$/, (m) => `${q(m[1]!)}的战斗结束。`],
  [/^(.+)'s ability goes on the chain\.$/, (m) => `${q(m[1]!)}的能力加入连锁。`],
  [
    /^(.+)'s ability has no legal target and is not put on the chain\.$/,
    (m) => `${q(m[1]!)}的能力没有合法目标，未加入连锁。`,
  ],
  [/^(.+)'s ability resolves\.$/, (m) => `${q(m[1]!)}的能力结算。`],
  [/^(.+) resolves\.$/, (m) => `${q(m[1]!)}结算。`],
  [/^(.+) enters P(\d)'s base\.$/, (m) => `${q(m[1]!)}进入 P${m[2]} 的基地。`],
  [/^(.+) enters (.+)\.$/, (m) => `${q(m[1]!)}进入${q(m[2]!)}。`],
  [/^(.+) moves to base\.$/, (m) => `${q(m[1]!)}移动到基地。`],
  [/^(.+) moves to (.+)\.$/, (m) => `${q(m[1]!)}移动到${q(m[2]!)}。`],
  [/^(.+) takes (\d+) damage\.$/, (m) => `${q(m[1]!)}受到 ${m[2]} 点伤害。`],
  [/^(.+) \(P(\d)\) dies\.$/, (m) => `${q(m[1]!)}（P${m[2]}）被消灭。`],
  [/^(.+) gets ([+-]\d+) Might instead \(a replacement\)\.$/, (m) => `${q(m[1]!)}改为战力 ${m[2]}（替代效果）。`],
  [/^(.+) gets ([+-]\d+) Might\.$/, (m) => `${q(m[1]!)}战力 ${m[2]}。`],
  [/^(.+) is buffed\.$/, (m) => `${q(m[1]!)}获得增益。`],
  [/^(.+) returns to its owner's hand\.$/, (m) => `${q(m[1]!)}返回其拥有者的手牌。`],
  [/^(.+) is recalled to base\.$/, (m) => `${q(m[1]!)}被召回基地。`],
  [/^(.+) is banished instead of dying\.$/, (m) => `${q(m[1]!)}被放逐，而非被消灭。`],
  [/^(.+) becomes Empowered\.$/, (m) => `${q(m[1]!)}获得赋能（Empowered）。`],
  [/^(\d+) damage to (.+) is prevented\.$/, (m) => `对${q(m[2]!)}的 ${m[1]} 点伤害被防止。`],
  [/^Damage to (.+) is prevented\.$/, (m) => `对${q(m[1]!)}的伤害被防止。`],
  [/^Damage to (.+) is doubled \((\d+) → (\d+)\)\.$/, (m) => `对${q(m[1]!)}的伤害翻倍（${m[2]} → ${m[3]}）。`],
];

/**
 * `line` (one redacted engine log line, English) in `lang`: the Chinese rendering of its shape for `zh`, the
 * line itself for English or for a shape without a rendering. Pure; never throws.
 */
export function logLineText(line: string, lang: TextLang | undefined): string {
  if (lang !== "zh") return line;
  for (const [re, zh] of SHAPES) {
    const m = re.exec(line);
    if (m) return zh(m);
  }
  return line;
}
