import type { GameId, RulesDocument } from "../../rules-text/types.js";
import { answer } from "./answer.js";
import type { CardResult } from "./cards.js";
import type { Lookup } from "./index.js";
import { cardEmbed, type EmbedData, embedSize, packBlocks, renderAnswer, ruleBlock } from "./render.js";
import { seedMap } from "./seed-map.js";
import { hasCjk } from "./segment.js";
import { type GameFilter, type Lang, normalizeNumber, type RulesLookup } from "./rules.js";

/**
 * The answer language of a lookup (docs/lookup.md "Language"): the explicit option (`en`/`zh`) if given; else
 * Chinese when the text typed is Chinese (an English user asking `肉盾` wants the section that has that word); else
 * the Discord locale (`zh-CN`, `zh-TW` -> `zh`, anything else `en`).
 */
export function langOf(option: string | null | undefined, typed: string, locale: string | null | undefined): Lang {
  if (option === "en" || option === "zh") return option;
  if (hasCjk(typed)) return "zh";
  return locale?.toLowerCase().startsWith("zh") ? "zh" : "en";
}

/**
 * What the `/rule`, `/keyword` and `/card` commands (and `npm run lookup`) answer, as Discord embed data,
 * and their autocomplete choices. No Discord client code here: `commands/lookup/` sends these.
 */

/** An autocomplete choice: `name` (shown, 1-100 chars) and `value` (sent back, <= 100 chars). */
export interface Choice {
  name: string;
  value: string;
}

/** Discord's autocomplete limits: 25 choices, names and values of at most 100 characters. */
export const CHOICE_LIMITS = { choices: 25, name: 100, value: 100 };

const cut = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);
const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

/** A choice within Discord's limits (long names are cut with `…`; values longer than 100 are dropped). */
function choice(name: string, value: string): Choice | null {
  const n = cut(oneLine(name), CHOICE_LIMITS.name);
  if (!n || !value || value.length > CHOICE_LIMITS.value) return null;
  return { name: n, value };
}

/** Unique by value, at most 25. */
function finish(choices: (Choice | null)[]): Choice[] {
  const seen = new Set<string>();
  const out: Choice[] = [];
  for (const c of choices) {
    if (!c || seen.has(c.value)) continue;
    seen.add(c.value);
    out.push(c);
    if (out.length === CHOICE_LIMITS.choices) break;
  }
  return out;
}

// ------------------------------------------------------------------------------------------------------
// /rule

/**
 * `/rule <number or words>`: a rule number with its sub-rules (official text first), a keyword section, a
 * card (Riftbound only), or full-text hits; nothing found gives suggestions and a hint, never an error.
 */
export function ruleReply(l: Lookup, query: string, game: GameFilter = "riftbound", lang: Lang = "zh"): EmbedData[] {
  const cards = game === "riftbound" ? l.cards : undefined;
  return renderAnswer(answer(query, { rules: l.rules, ...(cards ? { cards } : {}), game, lang }));
}

/** Natural order of rule numbers: `626.2` before `626.10`, `100.2` before `100.2a`. */
export function compareNumbers(a: string, b: string): number {
  const as = a.split(".");
  const bs = b.split(".");
  for (let i = 0; i < Math.max(as.length, bs.length); i++) {
    const x = as[i];
    const y = bs[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const nx = Number.parseInt(x, 10);
    const ny = Number.parseInt(y, 10);
    if (!Number.isNaN(nx) && !Number.isNaN(ny) && nx !== ny) return nx - ny;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Every rule number of a game once, with the text of its first document (official first), sorted. */
const numberLists = new WeakMap<RulesLookup, Map<string, { number: string; text: string }[]>>();
function numbersOf(rules: RulesLookup, game: GameFilter, lang: Lang): { number: string; text: string }[] {
  let byGame = numberLists.get(rules);
  if (!byGame) {
    byGame = new Map();
    numberLists.set(rules, byGame);
  }
  const cached = byGame.get(`${game}|${lang}`);
  if (cached) return cached;
  const seen = new Map<string, string>();
  // Numbers are the seed's in both languages (docs/lookup.md); English shows the seed's numbers with v1.4 text where
  // the rule is unchanged in number, so the list is the Chinese documents' plus v1.4's numbers beyond them.
  for (const doc of rules.corpus.documents as RulesDocument[]) {
    if (game !== "all" && doc.game !== game) continue;
    if (lang === "zh" && doc.source.language === "en") continue;
    for (const r of doc.rules) if (!seen.has(r.number)) seen.set(r.number, r.text);
  }
  const list = [...seen].map(([number, text]) => ({ number, text })).sort((a, b) => compareNumbers(a.number, b.number));
  byGame.set(`${game}|${lang}`, list);
  return list;
}

/** Keyword choices (`Tank · 肉盾 — 727`, value `Tank`) whose English or Chinese name contains `typed`. */
function keywordChoices_(rules: RulesLookup, typed: string, game: GameFilter, lang: Lang): (Choice | null)[] {
  const t = typed.trim().toLowerCase();
  const all = rules.keywords(game, lang);
  const label = lang === "en" && game === "riftbound" ? "CR 1.4" : "rule";
  const hit = (k: (typeof all)[number]) => k.term.en.toLowerCase().includes(t) || (k.term.zh ?? "").includes(t);
  const starts = (k: (typeof all)[number]) => k.term.en.toLowerCase().startsWith(t) || (k.term.zh ?? "").startsWith(t);
  const ranked = all.filter(hit).sort((a, b) => Number(starts(b)) - Number(starts(a)));
  return ranked.map((k) =>
    choice(`${k.term.en}${k.term.zh ? ` · ${k.term.zh}` : ""} — ${label} ${k.number}`, k.term.en),
  );
}

/** An English autocomplete choice for a seed number: `644 → CR 1.4 485 1v1 (Duel)` (value: the seed number). */
function englishChoice(rules: RulesLookup, r: { number: string; text: string }): Choice | null {
  const to = seedMap().pairs[r.number];
  const en = rules.byNumber(to ?? r.number, "riftbound", "en").find((h) => h.rule.number === (to ?? r.number));
  if (to && en) return choice(`${r.number} → CR 1.4 ${to} ${en.rule.text}`, r.number);
  return choice(`${r.number} ${r.text}`, r.number);
}

/**
 * `/rule` autocomplete: a typed number gives the rule numbers starting with it (`626` -> 626, 626.1, ...);
 * words give the typed text itself, matching keywords, then the best full-text hits (value: rule number).
 * Empty input lists the keywords. At most 25 choices.
 */
export function ruleChoices(l: Lookup, typed: string, game: GameFilter = "riftbound", lang: Lang = "zh"): Choice[] {
  const q = typed.trim();
  if (!q) return finish(keywordChoices_(l.rules, "", game, lang));
  if (/^\d/.test(q)) {
    const n = normalizeNumber(q);
    const list = numbersOf(l.rules, game, lang).filter((r) => r.number.startsWith(n));
    if (lang === "en" && game === "riftbound") return finish(list.slice(0, 25).map((r) => englishChoice(l.rules, r)));
    return finish(list.map((r) => choice(`${r.number} ${r.text}`, r.number)));
  }
  const hits = l.rules.search(q, { game, limit: 20, lang }).hits;
  return finish([
    choice(`Search: ${q}`, cut(q, CHOICE_LIMITS.value)),
    ...keywordChoices_(l.rules, q, game, lang),
    ...hits.map((h) => choice(`${h.rule.number} ${h.rule.text}`, h.rule.number)),
  ]);
}

// ------------------------------------------------------------------------------------------------------
// /keyword

/**
 * `/keyword <name>`: the keyword's rule section (by English or Chinese name, `Assault 2` finds Assault) and
 * other rules mentioning it; an unknown name lists close terms and the game's keywords.
 */
export function keywordReply(l: Lookup, name: string, game: GameFilter = "riftbound", lang: Lang = "zh"): EmbedData[] {
  const keyword = l.rules.keyword(name, game, lang);
  if (keyword) {
    const shown = new Set(keyword.hits.map((h) => `${h.document.id}|${h.rule.number}`));
    const related = l.rules
      .search(name, { game, limit: 8, lang })
      .hits.filter((h) => !shown.has(`${h.document.id}|${h.rule.number}`))
      .slice(0, 5);
    return renderAnswer({ kind: "keyword", query: name, keyword, related });
  }
  const close = l.rules.suggest(name, 8).filter((t) => l.rules.keyword(t, game, lang) !== null);
  const known = l.rules.keywords(game, lang).map((k) => `${k.term.en}${k.term.zh ? ` (${k.term.zh})` : ""}`);
  const lines = [`“${cut(name, 200)}” is not a keyword of the rules documents.`];
  if (close.length > 0) lines.push(`Did you mean: ${[...new Set(close)].map((s) => `\`${s}\``).join(", ")}?`);
  if (known.length > 0) lines.push(`Keywords: ${known.join(", ")}.`);
  lines.push("For anything else try `/rules rule` with a rule number or words.");
  return packBlocks("No such keyword", lines);
}

/** `/keyword` autocomplete: keywords whose English or Chinese name contains the text, else close terms. */
export function keywordChoices(l: Lookup, typed: string, game: GameFilter = "riftbound", lang: Lang = "zh"): Choice[] {
  const direct = keywordChoices_(l.rules, typed, game, lang);
  if (direct.length > 0 || !typed.trim()) return finish(direct);
  const close = l.rules.suggest(typed, 10).flatMap((t) => {
    const k = l.rules.keyword(t, game, lang);
    return k ? [choice(`${k.term.en}${k.term.zh ? ` · ${k.term.zh}` : ""} — rule ${k.number}`, k.term.en)] : [];
  });
  return finish(close);
}

// ------------------------------------------------------------------------------------------------------
// /card

/** Rule blocks of the keyword sections a card links to (heading plus up to `perKeyword` sub-rules each). */
function keywordRuleBlocks(
  rules: RulesLookup,
  card: CardResult,
  lang: Lang,
  perKeyword = 6,
): { blocks: string[]; sources: Set<string> } {
  const blocks: string[] = [];
  const sources = new Set<string>();
  const seen = new Set<string>();
  for (const k of card.keywords) {
    // The section in the reader's language (English: Core Rules v1.4; Chinese: the seed), by the keyword's name.
    const section = rules.keyword(k.name, "riftbound", lang);
    if (!section || seen.has(section.number)) continue;
    seen.add(section.number);
    blocks.push(lang === "zh" ? `__${k.name} → 规则 ${section.number}__` : `__${k.name} → CR 1.4 ${section.number}__`);
    const hits = section.hits.slice(0, perKeyword);
    for (const h of hits) sources.add(h.document.source.title);
    blocks.push(...hits.map((h) => cut(ruleBlock(h), 600)));
    if (section.hits.length > hits.length) {
      blocks.push(`-# … ${section.hits.length - hits.length} more: \`/rules keyword ${k.name}\``);
    }
  }
  return { blocks, sources };
}

/**
 * `/card <name>`: the closest card (code, exact name, or fuzzy name: `void seekr` -> Void Seeker) with its
 * printed text, stats, keywords and their rule sections, and whether the engine supports it. Nothing close
 * gives "did you mean" names.
 */
export function cardReply(l: Lookup, name: string, lang: Lang = "zh"): EmbedData[] {
  const found = l.cards?.search(name, 4) ?? [];
  const best = found[0];
  if (!best) {
    const names = l.cards?.suggest(name, 5) ?? [];
    const lines = [`No card matches “${cut(name, 200)}”.`];
    if (names.length > 0) lines.push(`Did you mean: ${names.map((s) => `\`${s}\``).join(", ")}?`);
    lines.push("Try part of the name (`void seek`) or the card code (`OGN-024`); for rules use `/rules rule`.");
    return packBlocks("No card found", lines);
  }
  const embed = cardEmbed(best);
  // English readers: keywords point at their Core Rules v1.4 sections, without the seed's Chinese titles.
  const kwField = embed.fields?.find((f) => f.name === "Keywords");
  if (lang === "en" && kwField)
    kwField.value = cut(
      best.keywords
        .map((k) => {
          const v14 = l.rules.keyword(k.name, "riftbound", "en");
          return v14 ? `${k.name} → CR 1.4 ${v14.number}` : k.rule ? `${k.name} → rule ${k.rule}` : k.name;
        })
        .join("\n"),
      1024,
    );
  const others = found.slice(1).filter((c) => c.name !== best.name);
  const notes: string[] = [];
  if (best.score > 0) notes.push(`Closest match for “${cut(name, 100)}”.`);
  if (others.length > 0 && best.score > 0) notes.push(`Also close: ${others.map((c) => c.name).join(", ")}.`);
  if (notes.length > 0) embed.footer = { text: notes.join(" ") };
  const { blocks, sources } = keywordRuleBlocks(l.rules, best, lang);
  if (blocks.length === 0) return [embed];
  const title = lang === "zh" ? "关键词规则" : "Keyword rules";
  const rules = packBlocks(title, blocks, `Source: ${[...sources].join(" · ")}`, embedSize(embed));
  return [embed, ...rules];
}

/** `/card` autocomplete: fuzzy card names (value: the card code), one choice per name; empty input lists A-Z. */
export function cardChoices(l: Lookup, typed: string): Choice[] {
  const q = typed.trim();
  if (!l.cards) return [];
  const list = q ? l.cards.search(q, 40) : l.cards.alphabetical(40);
  const seen = new Set<string>();
  return finish(
    list.map((c) => {
      if (seen.has(c.name)) return null;
      seen.add(c.name);
      return choice(`${c.name} — ${c.type} (${c.code})`, c.code);
    }),
  );
}

/** Game choices for the commands' `game` option. */
export const GAME_CHOICES: { name: string; value: GameId | "all" }[] = [
  { name: "Riftbound (default)", value: "riftbound" },
  { name: "World of Warcraft TCG", value: "wow-tcg" },
  { name: "Rise TCG", value: "rise-tcg" },
  { name: "Grand Archive (glossary)", value: "grand-archive" },
  { name: "All documents", value: "all" },
];
