import type { Answer } from "./answer.js";
import type { CardResult } from "./cards.js";
import type { RuleHit } from "./rules.js";

/** Plain Discord embed data (the shape discord.js `EmbedBuilder.from` / `APIEmbed` accepts). */
export interface EmbedData {
  title?: string;
  description?: string;
  fields?: { name: string; value: string; inline?: boolean }[];
  footer?: { text: string };
}

/** Discord embed limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits). */
export const EMBED_LIMITS = { title: 256, description: 4096, fieldValue: 1024, fields: 25, embeds: 10, total: 6000 };

const cut = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);

/** Total characters Discord counts for an embed (title, description, field names/values, footer). */
export function embedSize(e: EmbedData): number {
  return (
    (e.title?.length ?? 0) +
    (e.description?.length ?? 0) +
    (e.fields ?? []).reduce((n, f) => n + f.name.length + f.value.length, 0) +
    (e.footer?.text.length ?? 0)
  );
}

/** One rule as a markdown block: bold number, text, examples as quotes. */
export function ruleBlock(hit: RuleHit): string {
  const indent = "  ".repeat(Math.min(hit.rule.depth, 3));
  const lines = [`${indent}**${hit.rule.number}** ${hit.rule.text}`];
  for (const ex of hit.rule.examples) lines.push(`> *示例/Example:* ${ex}`);
  return lines.join("\n");
}

/**
 * Packs blocks into embeds within Discord's limits: descriptions <= 4096, <= 10 embeds, <= 6000
 * characters in total (`reserve` is kept free for other embeds of the same message). A block longer than
 * a description is cut; what does not fit is counted in a last "… N more" line.
 */
export function packBlocks(title: string, blocks: string[], footer?: string, reserve = 0): EmbedData[] {
  const embeds: EmbedData[] = [];
  const budget = EMBED_LIMITS.total - reserve - (footer?.length ?? 0) - 40;
  let used = Math.min(title.length, EMBED_LIMITS.title);
  let current: string[] = [];
  let currentLen = 0;
  let dropped = 0;
  const flush = () => {
    if (current.length === 0) return;
    embeds.push({ description: current.join("\n") });
    current = [];
    currentLen = 0;
  };
  for (const raw of blocks) {
    const block = cut(raw, EMBED_LIMITS.description - 60);
    if (dropped > 0 || used + block.length + 1 > budget) {
      dropped++;
      continue;
    }
    if (currentLen + block.length + 1 > EMBED_LIMITS.description - 60) {
      flush();
      if (embeds.length >= EMBED_LIMITS.embeds - 1) {
        dropped++;
        continue;
      }
    }
    current.push(block);
    currentLen += block.length + 1;
    used += block.length + 1;
  }
  if (dropped > 0) current.push(`… ${dropped} more (ask for a narrower rule number)`);
  flush();
  if (embeds.length === 0) embeds.push({ description: "—" });
  embeds[0]!.title = cut(title, EMBED_LIMITS.title);
  if (footer) embeds[embeds.length - 1]!.footer = { text: cut(footer, 2048) };
  return embeds;
}

function sourceFooter(hits: RuleHit[]): string {
  const titles = [
    ...new Set(hits.map((h) => `${h.document.source.title}${h.document.source.official ? "" : " (unofficial)"}`)),
  ];
  return `Source: ${titles.join(" · ")}`;
}

/** Rule hits grouped by document (official first as given), each document under its own heading line. */
function documentBlocks(hits: RuleHit[]): string[] {
  const out: string[] = [];
  let doc = "";
  for (const h of hits) {
    if (h.document.id !== doc) {
      doc = h.document.id;
      out.push(`__${h.document.source.title}${h.document.source.official ? " · official" : ""}__`);
    }
    out.push(ruleBlock(h));
  }
  return out;
}

/**
 * Card text with the card file's symbols made readable: `:rb_energy_2:` -> `[2]`, `:rb_might:` -> `[Might]`,
 * `:rb_exhaust:` -> `[Exhaust]`, `:rb_rune_fury:` -> `[Fury]`, `:rb_rune_rainbow:` -> `[Any]` (any domain).
 */
export function cardText(text: string): string {
  return text.replace(/:rb_([a-z]+)(?:_([a-z0-9]+))?:/g, (all, kind: string, arg: string | undefined) => {
    if (kind === "energy" && arg) return `[${arg}]`;
    if (kind === "might") return "[Might]";
    if (kind === "exhaust") return "[Exhaust]";
    if (kind === "rune" && arg) return arg === "rainbow" ? "[Any]" : `[${arg[0]!.toUpperCase()}${arg.slice(1)}]`;
    return all;
  });
}

/** A card as one embed: printed text, stats, keywords with their rule sections, support flag. */
export function cardEmbed(card: CardResult): EmbedData {
  const stats = [
    card.stats.energy !== null ? `Energy ${card.stats.energy}` : null,
    card.stats.power !== null ? `Power ${card.stats.power}` : null,
    card.stats.might !== null ? `Might ${card.stats.might}` : null,
    card.stats.mightBonus !== null ? `Might bonus +${card.stats.mightBonus}` : null,
  ].filter((s) => s !== null);
  const fields: NonNullable<EmbedData["fields"]> = [
    { name: "Type", value: cut([card.type, ...card.domains].join(" · "), 1024), inline: true },
  ];
  if (stats.length > 0) fields.push({ name: "Stats", value: stats.join(" · "), inline: true });
  if (card.tags.length > 0) fields.push({ name: "Tags", value: cut(card.tags.join(", "), 1024), inline: true });
  if (card.keywords.length > 0) {
    const kw = card.keywords.map((k) =>
      k.rule ? `${k.name} → rule ${k.rule} ${k.title ?? ""}` : `${k.name} (not in the rules documents)`,
    );
    fields.push({ name: "Keywords", value: cut(kw.join("\n"), 1024) });
  }
  if (card.supported !== undefined)
    fields.push({
      name: "Supported by the bot",
      value: card.supported
        ? "yes"
        : cut(`not yet${card.unsupportedReason ? ` (${card.unsupportedReason})` : ""}`, 1024),
      inline: true,
    });
  return {
    title: cut(`${card.name} (${card.code})`, 256),
    description: cut(cardText(card.text) || "(no rules text)", 4096),
    fields,
  };
}

/**
 * Embeds for an {@link Answer}: at most 10, within 6000 characters in total. Rules are cited by number
 * with the source document in the footer; a `none` answer lists suggestions instead of failing.
 */
export function renderAnswer(a: Answer): EmbedData[] {
  switch (a.kind) {
    case "rule": {
      const v14 = a.hits[0]?.document.source.language === "en";
      const blocks = documentBlocks(a.hits);
      return packBlocks(
        `${v14 ? "CR 1.4" : "Rule"} ${a.number}`,
        a.note ? [`-# ${a.note}`, ...blocks] : blocks,
        sourceFooter(a.hits),
      );
    }
    case "keyword": {
      const k = a.keyword;
      const v14 = k.hits[0]?.document.source.language === "en";
      const title = `${k.term.en}${k.term.zh ? ` · ${k.term.zh}` : ""} — ${v14 ? "CR 1.4" : "rule"} ${k.number}`;
      const blocks = documentBlocks(k.hits);
      if (a.related.length > 0) blocks.push("__Also mentioned in__", ...a.related.map((h) => cut(ruleBlock(h), 400)));
      return packBlocks(title, blocks, sourceFooter([...k.hits, ...a.related]));
    }
    case "card": {
      const cards = a.cards.map(cardEmbed);
      const reserve = cards.reduce((n, e) => n + embedSize(e), 0);
      if (a.related.length === 0 || reserve > EMBED_LIMITS.total - 500) return fitMessage(cards);
      const rules = packBlocks(
        "Rules mentioning it",
        a.related.map((h) => cut(ruleBlock(h), 600)),
        sourceFooter(a.related),
        reserve,
      );
      return fitMessage([...cards, ...rules]);
    }
    case "search": {
      const note = a.corrected ? `No exact match; showing results for: ${a.suggestions.join(", ")}` : undefined;
      const blocks = a.hits.map((h) => `${cut(ruleBlock(h), 700)}\n-# ${h.document.source.title}`);
      return packBlocks(`Rules for “${cut(a.query, 200)}”`, note ? [note, ...blocks] : blocks);
    }
    case "none": {
      const lines = [`Nothing found for “${cut(a.query, 200)}”.`];
      if (a.suggestions.length > 0) lines.push(`Did you mean: ${a.suggestions.map((s) => `\`${s}\``).join(", ")}?`);
      lines.push("Try a rule number (`559.3.c`, `626`), a keyword (`Tank`, `肉盾`, `showdown`) or a card name.");
      return packBlocks("No match", lines);
    }
  }
}

/** Drops trailing embeds until the message fits 10 embeds / 6000 characters. */
function fitMessage(embeds: EmbedData[]): EmbedData[] {
  const out = embeds.slice(0, EMBED_LIMITS.embeds);
  while (out.length > 1 && out.reduce((n, e) => n + embedSize(e), 0) > EMBED_LIMITS.total) out.pop();
  return out;
}

/** Plain-text form of embeds (for the terminal): title, description, fields, footer. */
export function embedsToText(embeds: EmbedData[]): string {
  return embeds
    .map((e) =>
      [
        e.title ? `# ${e.title}` : null,
        e.description ?? null,
        ...(e.fields ?? []).map((f) => `${f.name}: ${f.value}`),
        e.footer ? `(${e.footer.text})` : null,
      ]
        .filter((s) => s !== null)
        .join("\n"),
    )
    .join("\n\n");
}
