/**
 * Riftbound deck problems in the reader's language (issue 15; docs/bot.md "Languages"). A problem is a typed value,
 * a text key plus parameters ({@link DeckProblem.key}, {@link DeckProblem.params}); its English `message` is rendered
 * from this catalogue (for the CLI and logs), and the bot renders it again in the reader's language, the parser's
 * line-level details too (`detail.*`, `input.*`, `code.*` keys). Card names, card types, domains and ban notes stay
 * as printed (English: the card data has no Chinese); a Chinese sentence shows a single name in 「」.
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
  // The parser's and resolver's details (the `{detail}` of unreadable / deck-input / unknown-card, through the
  // `detailKey` param). Chinese shows a name or a line the player wrote, and card names, in 「」 (docs/bot.md
  // "Languages"); `{names}` is a list of card names (see LIST_PARAMS).
  "detail.header-count": {
    en: 'The "{label}" header says {declared} cards but {total} follow.',
    zh: "标题「{label}」写着 {declared} 张牌，但其下有 {total} 张。",
  },
  "detail.unknown-section": {
    en: 'Unknown section "{label}"; its cards are kept without a section.',
    zh: "未知的分区「{label}」；其中的牌按未分区保留。",
  },
  "detail.no-count": {
    en: 'No copy count in "{text}" (write it like "3 Card Name").',
    zh: "「{text}」没有写张数（请写成“3 Card Name”这样）。",
  },
  "detail.copies": {
    en: '"{text}" asks for {count} copies; use 1 to {max}.',
    zh: "「{text}」要求 {count} 张；张数须为 1 至 {max}。",
  },
  "detail.no-name": { en: 'Could not read a card name in "{text}".', zh: "无法从「{text}」中读出牌名。" },
  "detail.token": {
    en: 'Token {index} "{token}" is not a card token like OGN-265-1.',
    zh: "第 {index} 个标记「{token}」不是 OGN-265-1 这样的卡牌标记。",
  },
  "detail.arena-category": {
    en: 'The "{category}" category of this TCG Arena export is not a card list.',
    zh: "这份 TCG Arena 导出中的「{category}」类别不是牌表。",
  },
  "detail.arena-card": {
    en: 'Could not read the {category} card "{id}" (x{count}).',
    zh: "无法读取 {category} 类别中的牌「{id}」（×{count}）。",
  },
  "detail.champion-absent": {
    en: "The chosen champion {code} is not among the deck's cards.",
    zh: "选定英雄 {code} 不在套牌的牌中。",
  },
  "detail.legend-one": {
    en: "A deck has one legend; only the first one listed is used.",
    zh: "一副套牌只有一张传奇；只使用列出的第一张。",
  },
  "detail.unknown-name": {
    en: '"{name}" is not a Riftbound card name.',
    zh: "「{name}」不是符文战场的牌名。",
  },
  "detail.unknown-name.suggest": {
    en: '"{name}" is not a Riftbound card name. Did you mean {names}?',
    zh: "「{name}」不是符文战场的牌名。你是不是想找 {names}？",
  },
  "detail.unknown-code": {
    en: "{card} is not a known Riftbound card code.",
    zh: "{card} 不是已知的符文战场卡牌编号。",
  },
  // Whole inputs that could not be read (parseDeckInput's failures; key `unreadable`).
  "input.empty": {
    en: "The deck is empty: paste a deck code, a link or a card list.",
    zh: "套牌是空的：请粘贴套牌代码、链接或牌表。",
  },
  "input.too-long": {
    en: "That is too long for a deck (over {max} characters).",
    zh: "作为套牌太长了（超过 {max} 个字符）。",
  },
  "input.bad-json": { en: "This looks like JSON but is not valid JSON.", zh: "这看起来像 JSON，但不是有效的 JSON。" },
  "input.not-arena-json": {
    en: "This JSON is not a TCG Arena Riftbound deck export.",
    zh: "这段 JSON 不是 TCG Arena 的符文战场套牌导出。",
  },
  "input.no-cards": {
    en: 'I could not find any cards in this. Paste a deck code, a deck-builder link or a list like "3 Card Name" per line.',
    zh: "这里找不到任何牌。请粘贴套牌代码、组牌网站链接，或每行一条“3 Card Name”的牌表。",
  },
  "input.no-tokens": { en: "No card tokens could be read.", zh: "读不出任何卡牌标记。" },
  "input.bad-url": { en: "This link is not a valid web address.", zh: "这个链接不是有效的网址。" },
  "input.url-no-deck": {
    en: "I can't read a deck from this link. Paste the deck code or the deck's text export instead (Piltover Archive: Export -> Copy code).",
    zh: "无法从这个链接读取套牌。请改为粘贴套牌代码或套牌的文本导出（Piltover Archive：Export -> Copy code）。",
  },
  "input.arena-game": {
    en: "This TCG Arena link is for {game}, not Riftbound.",
    zh: "这个 TCG Arena 链接属于 {game}，不是符文战场。",
  },
  "input.arena-no-deck": {
    en: "This TCG Arena link has no deck in it (no deck= part).",
    zh: "这个 TCG Arena 链接里没有套牌（缺少 deck= 部分）。",
  },
  "input.arena-damaged": {
    en: "The deck inside this TCG Arena link is damaged.",
    zh: "这个 TCG Arena 链接里的套牌已损坏。",
  },
  // Piltover Archive deck codes that cannot be decoded (piltover-code.ts).
  "code.empty": { en: "The deck code is empty.", zh: "套牌代码是空的。" },
  "code.too-long": { en: "The deck code is far too long to be a deck code.", zh: "这段文字太长，不可能是套牌代码。" },
  "code.not-piltover": {
    en: "This is not a Piltover Archive deck code (its first characters do not match).",
    zh: "这不是 Piltover Archive 的套牌代码（开头的字符不符）。",
  },
  "code.version-zero": { en: "This deck code has an invalid version (0).", zh: "这个套牌代码的版本无效（0）。" },
  "code.version-new": {
    en: "This deck code uses version {version} of the format, newer than the bot understands (up to {max}).",
    zh: "这个套牌代码使用第 {version} 版格式，比机器人能读懂的更新（最高第 {max} 版）。",
  },
  "code.extra": {
    en: "The deck code has extra data after the end of the deck; it may be two codes joined.",
    zh: "套牌代码在套牌结束后还有多余的数据；可能是两段代码连在了一起。",
  },
  "code.cut-off": { en: "The deck code ends too early; it looks cut off.", zh: "套牌代码提前结束了；看起来被截断了。" },
  "code.long-number": {
    en: "The deck code holds a number that is far too long; it is damaged.",
    zh: "套牌代码中有一个过长的数字；代码已损坏。",
  },
  "code.length": {
    en: "The deck code has the wrong length; it looks cut off or has extra characters.",
    zh: "套牌代码的长度不对；看起来被截断或多了字符。",
  },
  "code.char": {
    en: 'The deck code contains "{char}" at position {position}; deck codes only use the letters A-Z and digits 2-7.',
    zh: "套牌代码第 {position} 个字符是「{char}」；套牌代码只使用字母 A-Z 和数字 2-7。",
  },
  "code.prefix-flag": {
    en: "The deck code marks a card number with an unknown prefix flag ({flag}).",
    zh: "套牌代码用未知的前缀标记（{flag}）标注了一个卡牌编号。",
  },
  "code.special-early": {
    en: "The deck code uses a special-card flag too early.",
    zh: "套牌代码在过早的版本中使用了特殊卡牌标记。",
  },
  "code.set": {
    en: "The deck code names a card set this bot does not know yet (set id {id}).",
    zh: "套牌代码提到了机器人还不认识的系列（系列编号 {id}）。",
  },
  "code.variant": {
    en: "The deck code names a card variant this bot does not know (variant id {id}).",
    zh: "套牌代码提到了机器人不认识的卡牌版本（版本编号 {id}）。",
  },
  "code.count": {
    en: "The deck code gives a card {count} copies, which cannot be right.",
    zh: "套牌代码给一张牌 {count} 张，这不可能正确。",
  },
  "code.deck-prefix": {
    en: "The deck code has an unknown deck-level prefix ({prefix}).",
    zh: "套牌代码有未知的套牌级前缀（{prefix}）。",
  },
  "code.champion-marker": {
    en: "The deck code's chosen-champion marker is damaged.",
    zh: "套牌代码中的选定英雄标记已损坏。",
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

/** Separator of a list param (`{names}`): card names never contain a line break. */
export const LIST_SEPARATOR = "\n";

/** A list param: card names joined for {@link deckText} (English shows `"a", "b"`, Chinese 「a」、「b」). */
export function nameList(names: readonly string[]): string {
  return names.join(LIST_SEPARATOR);
}

/**
 * A detail of the parser or resolver as a typed value: its text key, params and English message. A problem that
 * wraps it (`deck-input`, `unknown-card`, `unreadable`) carries `detailKey` beside the English `detail`, so the
 * detail is rendered again in the reader's language.
 */
export function deckDetail(
  key: DeckTextKey,
  params: DeckTextParams = {},
): { key: DeckTextKey; params: DeckTextParams; message: string } {
  return { key, params, message: deckText("en", key, params) };
}

/** The params of a problem that shows `detail` (a {@link deckDetail} or a plain English message) as `{detail}`. */
export function detailParams(detail: {
  message: string;
  key?: string | undefined;
  params?: DeckTextParams | undefined;
}): DeckTextParams {
  return detail.key !== undefined && isDeckTextKey(detail.key)
    ? { ...detail.params, detailKey: detail.key, detail: detail.message }
    : { detail: detail.message };
}

/**
 * The deck problem `key` in `lang` (default English) with its `{name}` placeholders filled from `params`. `{detail}`
 * is rendered from `params.detailKey` when it names a text (else the English `detail` is shown); `{names}` is a
 * {@link nameList}.
 */
export function deckText(lang: TextLang | undefined, key: DeckTextKey, params: DeckTextParams = {}): string {
  const l = lang ?? "en";
  const detailKey = params.detailKey;
  return DECK_TEXT[key][l].replace(/\{(\w+)\}/g, (all, name: string) => {
    if (name === "detail" && typeof detailKey === "string" && detailKey !== key && isDeckTextKey(detailKey)) {
      const { detailKey: _, ...rest } = params;
      return deckText(l, detailKey, rest);
    }
    const v = params[name];
    if (v === undefined) return all;
    if (l === "zh" && name === "section") return SECTION_ZH[String(v)] ?? String(v);
    if (name === "names") {
      const names = String(v).split(LIST_SEPARATOR);
      return l === "zh" ? names.map((n) => `「${n}」`).join("、") : names.map((n) => `"${n}"`).join(", ");
    }
    return String(v);
  });
}
