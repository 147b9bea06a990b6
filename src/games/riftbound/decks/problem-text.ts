/**
 * Riftbound deck problems in the reader's language (issue 15; docs/bot.md "Languages"). A problem is a typed value,
 * a text key plus parameters ({@link DeckProblem.key}, {@link DeckProblem.params}); its English `message` is rendered
 * from this catalogue (for the CLI and logs), and the bot renders it again in the reader's language. Card names,
 * card types, domains, ban notes and the parser's line-level details stay English: the card data is English only.
 * Terms follow the seed rules' Chinese text (传奇 Legend, 英雄 Champion, 符文 Rune, 战场 Battlefield, 专属 Signature,
 * 领域 Domain).
 */
import type { TextLang } from "../../../engine/index.js";

/** Keys → English and Simplified Chinese templates; `{name}` placeholders are filled from the problem's params. */
export const DECK_TEXT = {
  unreadable: { en: "{detail}", zh: "无法读取这份套牌：{detail}" },
  "deck-input": {
    en: "Rule 101 (deck construction): {detail}",
    zh: "规则 101（套牌构筑）：{detail}",
  },
  "deck-input.line": {
    en: "Rule 101 (deck construction): line {line}: {detail}",
    zh: "规则 101（套牌构筑）：第 {line} 行：{detail}",
  },
  "unknown-card": { en: "Rule 101 ({section}): {detail}", zh: "规则 101（{section}）：{detail}" },
  "unknown-card.line": {
    en: "Rule 101 ({section}, line {line}): {detail}",
    zh: "规则 101（{section}，第 {line} 行）：{detail}",
  },
  "bad-count": {
    en: "Rule 101 ({section}): {card} has count {count}; counts are whole numbers from 1.",
    zh: "规则 101（{section}）：{card} 的张数为 {count}；张数须为从 1 起的整数。",
  },
  "legend-extra": {
    en: "Rule 103.1: a deck has exactly one Legend; this list has {n}: {cards}.",
    zh: "规则 103.1：一副套牌恰好有一张传奇；这份牌表有 {n} 张：{cards}。",
  },
  "legend-missing": {
    en: "Rule {rule}: the deck needs exactly one Legend, and none was found.",
    zh: "规则 {rule}：套牌需要恰好一张传奇，但没有找到。",
  },
  "legend-type": {
    en: "Rule {rule}: {card} is a {type}, not a Legend.",
    zh: "规则 {rule}：{card} 是{type}，不是传奇。",
  },
  "champion-missing": {
    en: "Rule {rule}: the deck needs a chosen champion: a Champion unit with the {tag} champion tag. None was named or found in the main deck.",
    zh: "规则 {rule}：套牌需要一名选定英雄：带有 {tag} 英雄标签的英雄单位。牌表既未指定，主牌堆中也没有找到。",
  },
  "champion-invalid.signature": {
    en: "Rule {rule}: {card} is a Signature card, not a Champion unit, so it cannot be the chosen champion.",
    zh: "规则 {rule}：{card} 是专属牌，不是英雄单位，不能作为选定英雄。",
  },
  "champion-invalid.type": {
    en: "Rule {rule}: {card} is not a Champion unit, so it cannot be the chosen champion.",
    zh: "规则 {rule}：{card} 不是英雄单位，不能作为选定英雄。",
  },
  "champion-invalid.tag": {
    en: "Rule {rule}: the chosen champion {card} has the {tag} champion tag; the legend {legend} needs {need}.",
    zh: "规则 {rule}：选定英雄 {card} 的英雄标签是 {tag}；传奇 {legend} 需要 {need}。",
  },
  "main-size": {
    en: "Rule {rule}: the main deck needs at least {min} cards including the chosen champion; it has {n}.",
    zh: "规则 {rule}：主牌堆至少需要 {min} 张牌（含选定英雄）；现有 {n} 张。",
  },
  "main-size.unrecognised": {
    en: "Rule {rule}: the main deck needs at least {min} cards including the chosen champion; it has {n} ({missing} more could not be recognised).",
    zh: "规则 {rule}：主牌堆至少需要 {min} 张牌（含选定英雄）；现有 {n} 张（另有 {missing} 张无法识别）。",
  },
  token: {
    en: "Rule {rule}: tokens are created during play and cannot be put in a deck: {cards}.",
    zh: "规则 {rule}：衍生物在游戏中产生，不能放入套牌：{cards}。",
  },
  "main-type": {
    en: "Rule {rule}: the main deck holds units, gear and spells only; move these to their own sections: {cards}.",
    zh: "规则 {rule}：主牌堆只能放单位、装备和法术；请把这些牌移到各自的区域：{cards}。",
  },
  "too-many-copies": {
    en: "Rule {rule}: at most {max} copies of a card name; the main deck has {n} × {card}.",
    zh: "规则 {rule}：同名牌最多 {max} 张；主牌堆有 {n} × {card}。",
  },
  "too-many-copies.champion": {
    en: "Rule {rule}: at most {max} copies of a card name; the main deck has {n} × {card} (the chosen champion counts).",
    zh: "规则 {rule}：同名牌最多 {max} 张；主牌堆有 {n} × {card}（选定英雄也计算在内）。",
  },
  "unique-copies": {
    en: "Rule {rule}: {card} is Unique: a deck may hold only 1 card of that name; the main deck has {n}.",
    zh: "规则 {rule}：{card} 是唯一牌：套牌中同名牌只能有 1 张；主牌堆有 {n} 张。",
  },
  "domain-identity": {
    en: "Rule {rule}: {card} is {domains}, outside the deck's domain identity {identity} (from {legend}).",
    zh: "规则 {rule}：{card} 属于 {domains}，超出套牌的领域标识 {identity}（来自 {legend}）。",
  },
  "domain-identity.sideboard": {
    en: "Rule {rule}: {card} (sideboard) is {domains}, outside the deck's domain identity {identity} (from {legend}).",
    zh: "规则 {rule}：{card}（备牌）属于 {domains}，超出套牌的领域标识 {identity}（来自 {legend}）。",
  },
  "signature-count": {
    en: "Rule {rule}: a deck may hold at most {max} Signature cards in total, whatever their names; it has {n}: {cards}.",
    zh: "规则 {rule}：无论名称，一副套牌最多共有 {max} 张专属牌；现有 {n} 张：{cards}。",
  },
  "signature-tag": {
    en: "Rule {rule}: Signature cards must carry the legend's champion tag ({tag}): {cards}.",
    zh: "规则 {rule}：专属牌必须带有传奇的英雄标签（{tag}）：{cards}。",
  },
  "rune-count": {
    en: "Rule {rule}: the rune deck holds exactly {want} runes; it has {n}.",
    zh: "规则 {rule}：符文牌堆恰好需要 {want} 张符文；现有 {n} 张。",
  },
  "rune-count.unrecognised": {
    en: "Rule {rule}: the rune deck holds exactly {want} runes; it has {n} ({missing} more could not be recognised).",
    zh: "规则 {rule}：符文牌堆恰好需要 {want} 张符文；现有 {n} 张（另有 {missing} 张无法识别）。",
  },
  "rune-type": {
    en: "Rule {rule}: the rune deck holds only Rune cards: {cards}.",
    zh: "规则 {rule}：符文牌堆只能放符文牌：{cards}。",
  },
  "rune-domain": {
    en: "Rule {rule}: {card} is outside the deck's domain identity {identity} (from {legend}).",
    zh: "规则 {rule}：{card} 超出套牌的领域标识 {identity}（来自 {legend}）。",
  },
  "battlefield-type": {
    en: "Rule {rule}: the battlefields section holds only Battlefield cards: {cards}.",
    zh: "规则 {rule}：战场区域只能放战场牌：{cards}。",
  },
  "battlefield-domain": {
    en: "Rule {rule}: {card} is outside the deck's domain identity {identity} (from {legend}).",
    zh: "规则 {rule}：{card} 超出套牌的领域标识 {identity}（来自 {legend}）。",
  },
  "battlefield-duplicate": {
    en: "Rule {rule}: a deck's battlefields must have different names: {cards}.",
    zh: "规则 {rule}：一副套牌的战场必须名称各不相同：{cards}。",
  },
  "battlefield-count.none": {
    en: "Rule {rule}: each player brings {want} battlefields, one of which is chosen at random; the deck has none.",
    zh: "规则 {rule}：每位玩家带 {want} 张战场，随机选用其中一张；这副套牌没有战场。",
  },
  "battlefield-count.strict": {
    en: "Rule {rule}: each player brings exactly {want} battlefields, one of which is chosen at random; the deck has {n}, and this match requires exactly {want}.",
    zh: "规则 {rule}：每位玩家恰好带 {want} 张战场，随机选用其中一张；这副套牌有 {n} 张，而本对局要求恰好 {want} 张。",
  },
  "battlefield-count.one": {
    en: "Rule {rule}: each player brings {want} battlefields, one of which is chosen at random; the deck has {n}. Casual play allows it (its one battlefield is always used); league and tournament play refuse it.",
    zh: "规则 {rule}：每位玩家带 {want} 张战场，随机选用其中一张；这副套牌有 {n} 张。休闲对局允许（总是使用它唯一的战场）；联赛和锦标赛不允许。",
  },
  "battlefield-count.fewer": {
    en: "Rule {rule}: each player brings {want} battlefields, one of which is chosen at random; the deck has {n}. Casual play allows it (one of its {n} is chosen at random); league and tournament play refuse it.",
    zh: "规则 {rule}：每位玩家带 {want} 张战场，随机选用其中一张；这副套牌有 {n} 张。休闲对局允许（从这 {n} 张中随机选一张）；联赛和锦标赛不允许。",
  },
  "battlefield-count.more": {
    en: "Rule {rule}: each player brings {want} battlefields, one of which is chosen at random; the deck has {n}. Casual play allows it (one of the {n} is chosen at random); league and tournament play refuse it.",
    zh: "规则 {rule}：每位玩家带 {want} 张战场，随机选用其中一张；这副套牌有 {n} 张。休闲对局允许（从 {n} 张中随机选一张）；联赛和锦标赛不允许。",
  },
  unreleased: {
    en: "Rule 601.2.b: announced but not yet released, so no format accepts these yet: {cards}. Release dates: {sets}.",
    zh: "规则 601.2.b：这些牌已公布但尚未发售，目前没有任何赛制接受：{cards}。发售日期：{sets}。",
  },
  "set-not-legal": {
    en: "Rule 601.2.a: {format} allows cards from {sets} only: {cards}.",
    zh: "规则 601.2.a：{format} 只允许来自 {sets} 的牌：{cards}。",
  },
  banned: {
    en: "Rule 601.2.d: banned in {format} by the ban list effective {date}: {cards}.",
    zh: "规则 601.2.d：根据 {date} 生效的禁卡表，{format} 中禁用：{cards}。",
  },
  "format-alternative": {
    en: "{format} refuses this deck; {others} would accept it.",
    zh: "{format} 不接受这副套牌；{others} 可以接受。",
  },
  "unsupported-card.one": {
    en: "Duelhall cannot play this card yet: {cards}.",
    zh: "Duelhall 暂时还不能运行这张牌：{cards}。",
  },
  "unsupported-card.many": {
    en: "Duelhall cannot play these {n} cards yet: {cards}.",
    zh: "Duelhall 暂时还不能运行这 {n} 张牌：{cards}。",
  },
  "format-unknown": {
    en: 'Unknown deck format "{format}" ({formats}).',
    zh: "未知的套牌赛制“{format}”（可选：{formats}）。",
  },
} as const satisfies Record<string, Readonly<Record<TextLang, string>>>;

/** A deck problem's text key. */
export type DeckTextKey = keyof typeof DECK_TEXT;

/** A deck problem's parameters: the values its text shows (card names, counts, rule numbers). */
export type DeckTextParams = Readonly<Record<string, string | number>>;

/** Deck section names in Chinese (the `{section}` parameter); English shows the section key as is. */
const SECTION_ZH: Readonly<Record<string, string>> = {
  legend: "传奇",
  champion: "选定英雄",
  main: "主牌堆",
  battlefields: "战场",
  runes: "符文牌堆",
  sideboard: "备牌",
  unsectioned: "未分区",
};

/** True when `key` is a Riftbound deck problem text key. */
export function isDeckTextKey(key: string): key is DeckTextKey {
  return Object.hasOwn(DECK_TEXT, key);
}

/** The deck problem `key` in `lang` (default English) with its `{name}` placeholders filled from `params`. */
export function deckText(lang: TextLang | undefined, key: DeckTextKey, params: DeckTextParams = {}): string {
  const l = lang ?? "en";
  return DECK_TEXT[key][l].replace(/\{(\w+)\}/g, (all, name: string) => {
    const v = params[name];
    if (v === undefined) return all;
    if (l === "zh" && name === "section") return SECTION_ZH[String(v)] ?? String(v);
    return String(v);
  });
}
