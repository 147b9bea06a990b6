/**
 * The board as a compact picture for phones (issue 15: "the board picture stays readable on a phone"): 400 px
 * wide, one column, 15 px text or larger, as tall as the board needs. Every line is word-wrapped, never cut, so a
 * legend's state (ready or exhausted) and a long card name always show; runes are counted per domain. A pure
 * function of an {@link RbView} like the full board (board-png.ts): only what the view shows is drawn.
 * {@link compactLayout} is the layout (testable without pixels); {@link renderCompactBoardPng} draws it.
 */
import { createCanvas } from "@napi-rs/canvas";
import type { CardView, HiddenCardView, RbView } from "../rules/view.js";
import { type BoardPngOptions, boardFontFamily } from "./board-png.js";
import type { TextLang } from "../../../engine/index.js";
import { runesByDomain } from "./cards.js";
import { pendingWhat } from "./embeds.js";
import { chainKindName, domainName, phaseName, rt } from "./text.js";

/** Width of the compact picture in pixels (a phone screen). */
export const COMPACT_WIDTH = 400;
/** Tallest compact picture; a board needing more ends with a "+n more lines" line (the log would go first). */
export const COMPACT_MAX_HEIGHT = 2400;
const PAD = 12;
/** Width a line's text may use. */
export const COMPACT_TEXT_WIDTH = COMPACT_WIDTH - 2 * PAD;

const COLORS = {
  bg: "#1e2229",
  text: "#e8eaed",
  dim: "#aab3c0",
  warn: "#e0a526",
  seat: ["#5aa0ea", "#ea7a5a", "#6fc36f", "#d8b84c"],
} as const;

/** One drawn line: its text (already wrapped to fit), size in px, weight and colour; `gap` px before it. */
export interface CompactLine {
  readonly text: string;
  readonly size: number;
  readonly bold: boolean;
  readonly color: string;
  readonly gap: number;
}

/** Measures `text` at `size` px (bold or not) in pixels. */
export type Measure = (text: string, size: number, bold: boolean) => number;

function seatColor(seat: number): string {
  return COLORS.seat[seat % COLORS.seat.length] ?? COLORS.text;
}

/** Splits `text` into lines of at most `max` px, at spaces; a word wider than a line is split by characters. */
export function wrap(text: string, max: number, width: (s: string) => number): string[] {
  const out: string[] = [];
  let cur = "";
  for (const word of text.split(" ")) {
    const next = cur ? `${cur} ${word}` : word;
    if (width(next) <= max) {
      cur = next;
      continue;
    }
    if (cur) out.push(cur);
    cur = "";
    let rest = word;
    while (width(rest) > max) {
      let n = rest.length - 1;
      while (n > 1 && width(rest.slice(0, n)) > max) n--;
      out.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    cur = rest;
  }
  if (cur) out.push(cur);
  return out.length ? out : [""];
}

/** "Jinx 4⚔ (1 dmg, exhausted)": a unit in words in `lang` (the compact board has no card boxes). */
function unitText(c: CardView | HiddenCardView, lang: TextLang): string {
  if ("hidden" in c) return rt(lang, "pAFacedownCard");
  const marks = [
    ...(c.damage ? [rt(lang, "dmg", { n: c.damage })] : []),
    ...(c.exhausted ? [rt(lang, "mExhausted")] : []),
    ...(c.buffed ? [c.buffs && c.buffs > 1 ? rt(lang, "pBuffs", { n: c.buffs }) : rt(lang, "mBuffed")] : []),
    ...(c.stunned ? [rt(lang, "mStunned")] : []),
    ...(c.combatRole ? [rt(lang, c.combatRole === "attacker" ? "pAttacker" : "pDefender")] : []),
    ...(c.token ? [rt(lang, "mToken")] : []),
  ];
  const list = lang === "zh" ? `（${marks.join("，")}）` : ` (${marks.join(", ")})`;
  return `${c.name}${c.might !== undefined ? ` ${c.might}⚔` : ""}${marks.length ? list : ""}`;
}

/**
 * The compact board as lines of text, each wrapped to {@link COMPACT_TEXT_WIDTH} with `measure`: header and
 * decision, each player (far seat first; legend with its state, champion, runes per domain, pool, counts, base),
 * the battlefields with their units, the showdown and the chain (top first). Fixed words in `lang` (default
 * English); card names as printed.
 */
export function compactLayout(
  view: RbView,
  names: (seat: number) => string,
  measure: Measure,
  goal = 8,
  lang: TextLang = "en",
): CompactLine[] {
  const L = lang;
  const unit = (c: CardView | HiddenCardView) => unitText(c, L);
  const sep = L === "zh" ? "，" : ", ";
  const out: CompactLine[] = [];
  const add = (text: string, o: { size?: number; bold?: boolean; color?: string; gap?: number } = {}) => {
    const size = o.size ?? 15;
    const bold = o.bold ?? false;
    wrap(text, COMPACT_TEXT_WIDTH, (s) => measure(s, size, bold)).forEach((t, i) => {
      out.push({ text: t, size, bold, color: o.color ?? COLORS.text, gap: i === 0 ? (o.gap ?? 2) : 1 });
    });
  };
  const games = view.match ? rt(L, "pGames", { n: view.match.game, points: view.match.setPoints.join("–") }) : "";
  const turn = rt(L, "pHeaderCompact", {
    n: view.turn.number,
    who: names(view.turn.player),
    phase: phaseName(L, view.turn.phase),
  });
  add(`${games}${turn}`, {
    size: 17,
    bold: true,
    gap: 0,
  });
  if (view.winner !== null)
    add(rt(L, view.match ? "pWinsMatchCompact" : "pWinsCompact", { who: names(view.winner) }), { bold: true });
  else if (view.pending) {
    const what = L === "en" ? view.pending.kind : pendingWhat(view, L);
    add(`➡ ${names(view.pending.seat)}: ${what}`, { color: COLORS.warn });
  }
  const near = view.viewer === "public" ? (view.players[0]?.seat ?? 0) : view.viewer;
  const order = [...view.players].sort((a, b) => (a.seat === near ? 1 : 0) - (b.seat === near ? 1 : 0));
  const player = (p: RbView["players"][number]) => {
    const mark = view.turn.player === p.seat ? rt(L, "turnMark") : "";
    add(`${names(p.seat)} — ${rt(L, "pPoints", { p: p.points, goal })}${mark}`, {
      size: 16,
      bold: true,
      color: seatColor(p.seat),
      gap: 10,
    });
    // The legend's state first, so it is never lost however long the name.
    if (p.legend)
      add(rt(L, "pLegend", { state: rt(L, p.legend.exhausted ? "mExhausted" : "pReady"), name: p.legend.name }));
    if (p.champion) add(rt(L, "pChampion", { name: unit(p.champion) }));
    add(rt(L, "pRunesList", { list: runesByDomain(p.runes, L) }));
    const power = Object.entries(p.pool.power).map(([d, n]) => `${n} ${domainName(L, d)}`);
    if (p.pool.energy || power.length) {
      const list = power.length ? rt(L, "pPoolPowerShort", { list: power.join(sep) }) : "";
      add(rt(L, "pPool", { energy: p.pool.energy, power: list }));
    }
    const counts = { hand: p.handCount, deck: p.mainDeckCount, runes: p.runeDeckCount, trash: p.trash.length };
    add(rt(L, "pCountsCompact", counts), { color: COLORS.dim, size: 14 });
    add(rt(L, "pBaseList", { list: p.base.length ? p.base.map(unit).join(sep) : rt(L, "empty") }));
  };
  const [far, ...rest] = order;
  if (far) player(far);
  for (const b of view.battlefields) {
    const who = b.controller === null ? rt(L, "uncontrolled") : rt(L, "pControls", { who: names(b.controller) });
    const contest = b.contestedBy !== null ? rt(L, "pContestedLower", { who: names(b.contestedBy) }) : "";
    const fight = view.showdown?.bf === b.index ? ` · ${rt(L, view.showdown.combat ? "bCombat" : "bShowdown")}` : "";
    add(`⚑ ${b.card.name} — ${who}${contest}${fight}`, { bold: true, gap: 10, color: COLORS.warn });
    const hidden = [...(b.facedown ? [b.facedown] : []), ...(b.extraFacedown ?? [])];
    for (const p of order) {
      const cards: (CardView | HiddenCardView)[] = [
        ...b.units.filter((u) => u.controller === p.seat),
        ...hidden.filter((f) => f.controller === p.seat),
      ];
      if (cards.length) add(`${names(p.seat)}: ${cards.map(unit).join(sep)}`, { color: seatColor(p.seat) });
    }
  }
  for (const p of rest) player(p);
  if (view.showdown?.combat)
    add(rt(L, "pCombatLine", { a: names(view.showdown.combat.attacker), d: names(view.showdown.combat.defender) }), {
      gap: 10,
      bold: true,
    });
  if (view.chain.length) {
    add(rt(L, "chainTop"), { bold: true, gap: 10 });
    [...view.chain].reverse().forEach((c, i) => {
      const of = c.source ? rt(L, "abilityOfSource", { source: c.source }) : "";
      const what = c.card ? c.card.name : rt(L, "abilityItem", { kind: chainKindName(L, c.kind), of });
      add(`${i + 1}. ${what} — ${names(c.controller)}`, { color: seatColor(c.controller) });
    });
  }
  return out;
}

/** Height of a line in pixels (its size plus leading and the gap before it). */
function lineHeight(l: CompactLine): number {
  return Math.round(l.size * 1.3) + l.gap;
}

/**
 * Draws the compact board of `view` ({@link COMPACT_WIDTH} px wide, as tall as its lines, at most
 * {@link COMPACT_MAX_HEIGHT}) and returns PNG bytes. Only data in the view is drawn.
 */
export async function renderCompactBoardPng(view: RbView, opts: BoardPngOptions = {}): Promise<Buffer> {
  const family = boardFontFamily(opts.fontFiles);
  const names = (s: number) => opts.names?.[s] ?? `P${s + 1}`;
  const probe = createCanvas(COMPACT_WIDTH, 10).getContext("2d");
  const measure: Measure = (t, size, bold) => {
    probe.font = `${bold ? "bold " : ""}${size}px ${family}`;
    return probe.measureText(t).width;
  };
  let lines = compactLayout(view, names, measure, opts.victoryScore ?? 8, opts.lang);
  let height = PAD * 2 + lines.reduce((n, l) => n + lineHeight(l), 0);
  if (height > COMPACT_MAX_HEIGHT) {
    let used = PAD * 2 + 24;
    const fit: CompactLine[] = [];
    for (const l of lines) {
      used += lineHeight(l);
      if (used > COMPACT_MAX_HEIGHT) break;
      fit.push(l);
    }
    lines = [
      ...fit,
      {
        text: rt(opts.lang, "pMoreLines", { n: lines.length - fit.length }),
        size: 14,
        bold: false,
        color: COLORS.dim,
        gap: 4,
      },
    ];
    height = COMPACT_MAX_HEIGHT;
  }
  const canvas = createCanvas(COMPACT_WIDTH, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = COLORS.bg;
  ctx.fillRect(0, 0, COMPACT_WIDTH, height);
  let y = PAD;
  for (const l of lines) {
    y += lineHeight(l);
    ctx.font = `${l.bold ? "bold " : ""}${l.size}px ${family}`;
    ctx.fillStyle = l.color;
    ctx.fillText(l.text, PAD, y - Math.round(l.size * 0.3));
  }
  return canvas.encode("png");
}
