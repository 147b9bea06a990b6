/**
 * A card as a player reads it in their hand (issue 15 "a readable hand"): cost (Energy and Power with its domain),
 * domains, type, Might, keywords, the printed rules text in English with the card icons spelled out, and a link
 * to the official image. Everything comes from the card's code (printed data is public, rule 108); which cards a
 * seat holds comes from that seat's view.
 */
import { cardData } from "../rules/catalogue.js";
import { defaultCardSource } from "../data/card-source.js";
import type { CardView } from "../rules/view.js";
import type { TextLang } from "../../../engine/index.js";
import { domainName as domainIn, rt, typeName } from "./text.js";

/** Domain of a Power pip as Riftbound prints it (`:rb_rune_fury:` → `Fury`; rainbow: any domain). */
function domainName(w: string): string {
  return w === "rainbow" ? "any domain" : w.charAt(0).toUpperCase() + w.slice(1);
}

/**
 * Printed card text for chat: icons spelled out (`:rb_energy_2:` → `[2]`, `:rb_rune_fury:` → `[Fury]`,
 * `:rb_might:` → `Might`, `:rb_exhaust:` → `[Exhaust]`), lines kept.
 */
export function plainCardText(text: string): string {
  return text
    .replace(/:rb_energy_(\d+):/g, "[$1]")
    .replace(/:rb_rune_([a-z]+):/g, (_, d: string) => `[${domainName(d)}]`)
    .replace(/:rb_might:/g, "Might")
    .replace(/:rb_exhaust:/g, "[Exhaust]")
    .replace(/:rb_([a-z_]+):/g, (_, w: string) => w.replace(/_/g, " "));
}

/**
 * "5 Energy + 1 Fury" (rule 130-ish printed cost: Energy, then Power pips of the card's domain), or null; `lang`
 * "zh": "5 能量 + 1 狂怒".
 */
export function costText(code: string, lang?: TextLang): string | null {
  const c = cardData(code);
  if (!c || (c.energy === null && c.power === null)) return null;
  const parts: string[] = [];
  if (c.energy !== null) parts.push(rt(lang, "energy", { n: c.energy }));
  if (c.power)
    parts.push(
      `${c.power} ${c.domains.length === 1 ? domainIn(lang, c.domains[0]!) : lang === "zh" ? "威能" : "Power"}`,
    );
  return parts.join(" + ");
}

/**
 * One line of facts: "Unit · Fury · 5 Energy · 5 Might · Accelerate" (no rules text); in Chinese the type, domains,
 * cost and Might read in Chinese, keywords stay as printed (English card data).
 */
export function cardFacts(code: string, type: string, might?: number, lang?: TextLang): string {
  const c = cardData(code);
  const cost = costText(code, lang);
  const parts = [
    typeName(lang, type),
    ...(c?.domains.length ? [c.domains.map((d) => domainIn(lang, d)).join("/")] : []),
    ...(cost ? [cost] : []),
    ...(might !== undefined
      ? [rt(lang, "might", { n: might })]
      : c?.might != null
        ? [rt(lang, "might", { n: c.might })]
        : []),
    ...(c?.mightBonus ? [rt(lang, "mightBonus", { n: c.mightBonus })] : []),
    ...(c?.keywords.length ? [c.keywords.join(", ")] : []),
  ];
  return parts.join(" · ");
}

/** The card's printed rules text for chat (English; "" when it has none). */
export function cardRulesText(code: string): string {
  return plainCardText(cardData(code)?.text ?? "").trim();
}

/**
 * Link to the card's official image (Riot's CDN; linked, never downloaded), or null when the card file has none
 * (tokens, cards a test brings) or cannot be read.
 */
export function cardImage(code: string): string | null {
  try {
    return defaultCardSource().byCode(code)?.image ?? null;
  } catch {
    return null;
  }
}

/**
 * "Fury 2 ready, 1 exhausted · Calm 1 ready": a player's runes counted per domain (rule 154-156), in `lang`
 * (default English; Chinese: "狂怒 2 就绪，1 已耗尽").
 */
export function runesByDomain(runes: readonly CardView[], lang?: TextLang): string {
  const by = new Map<string, { ready: number; exhausted: number }>();
  for (const r of runes) {
    const domains = cardData(r.code)?.domains;
    const d = domains?.length ? domains.map((x) => domainIn(lang, x)).join("/") : r.name.replace(/ Rune$/, "");
    const e = by.get(d) ?? { ready: 0, exhausted: 0 };
    if (r.exhausted) e.exhausted++;
    else e.ready++;
    by.set(d, e);
  }
  if (by.size === 0) return rt(lang, "none");
  const comma = lang === "zh" ? "，" : ", ";
  return [...by]
    .map(
      ([d, n]) =>
        `${d} ${[n.ready ? rt(lang, "pRunesReady", { n: n.ready }) : "", n.exhausted ? rt(lang, "pRunesExhausted", { n: n.exhausted }) : ""].filter((x) => x).join(comma)}`,
    )
    .join(" · ");
}
