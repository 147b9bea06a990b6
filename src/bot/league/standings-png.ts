/**
 * The standings as a picture (issue 17: "shown as an embed and a picture"), drawn with @napi-rs/canvas like the
 * board: a table of rank, player, match points, W-L-D, OMW%, GW% and OGW% (dropped players dimmed and marked), and
 * the overrides as a footnote under it. Pure apart from registering a system font once; no network. Its fixed words
 * (column heads, captions) are in the language of the message it goes with (docs/bot.md "Languages").
 */
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { fontList, LATIN_BOLD_FILES, LATIN_FONT_FILES, registerFirstFont } from "../../fonts.js";
import type { OverrideInfo } from "../../leagues/service.js";
import type { Standing } from "../../leagues/standings.js";
import { type LocaleTag, type MessageKey, t } from "../i18n.js";

/** Canvas width in pixels; the height follows the number of rows and footnote lines. */
export const STANDINGS_WIDTH = 900;
/** Most rows drawn (a longer league says "…and N more" and points to the CSV). */
export const STANDINGS_MAX_ROWS = 128;
const ROW = 26;
const TOP = 70;
const PAD = 16;

const FONT_ALIAS = "DuelhallLeague";
let family: string | null = null;

/** Registers the first system font found (once); the canvas default otherwise (text may be plain, nothing throws). */
function fontFamily(): string {
  if (family) return family;
  // Chinese names and titles: the CJK font after the Latin one (src/fonts.ts).
  family = fontList(registerFirstFont(LATIN_FONT_FILES, FONT_ALIAS, LATIN_BOLD_FILES) ? FONT_ALIAS : null);
  return family;
}

const C = { bg: "#1e2229", stripe: "#262b34", head: "#3c4452", text: "#e8eaed", dim: "#8a929e", gold: "#e0b84a" };
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
/** Column x positions (left edge; numbers are right-aligned at `x + w`) and their heads (catalogue keys). */
const COLS: readonly { key: MessageKey; x: number; w: number }[] = [
  { key: "league.png.rank", x: PAD, w: 40 },
  { key: "league.png.player", x: 70, w: 330 },
  { key: "league.png.points", x: 410, w: 50 },
  { key: "league.png.record", x: 475, w: 90 },
  { key: "league.png.omw", x: 575, w: 90 },
  { key: "league.png.gw", x: 675, w: 90 },
  { key: "league.png.ogw", x: 775, w: 100 },
];

/**
 * Word-wraps `text` to lines at most `width` pixels wide with the context's current font; a run wider than a line
 * (Chinese has no spaces) is split by characters.
 */
function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  const words = text.split(/\s+/).flatMap((word) => {
    const parts: string[] = [];
    let rest = word;
    while (rest.length > 1 && ctx.measureText(rest).width > width) {
      let n = rest.length - 1;
      while (n > 1 && ctx.measureText(rest.slice(0, n)).width > width) n--;
      parts.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    return [...parts, rest];
  });
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A string cut with "…" to fit `width` pixels. */
function clipToWidth(ctx: SKRSContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let s = text;
  while (s.length > 1 && ctx.measureText(`${s}…`).width > width) s = s.slice(0, -1);
  return `${s}…`;
}

/**
 * Draws the standings and returns PNG bytes. `title` heads the picture; `name` resolves a player id to a display
 * name (plain text); overrides become numbered footnote lines ("Round 1: A vs B set to 1-0 by C: reason"). Fixed
 * words in the language of `locale` (default English).
 */
export async function renderStandingsPng(
  title: string,
  standings: readonly Standing[],
  overrides: readonly OverrideInfo[],
  name: (id: string) => string,
  locale?: LocaleTag,
): Promise<Buffer> {
  const font = fontFamily();
  const measure = createCanvas(10, 10).getContext("2d");
  measure.font = `14px ${font}`;
  const notes = overrides.flatMap((o, i) =>
    wrap(
      measure,
      `${i + 1}. ${t(locale, "league.overrideLine", {
        round: o.round,
        a: name(o.playerA),
        b: o.playerB ? name(o.playerB) : t(locale, "league.byeWord"),
        result: o.result,
        by: name(o.organiserId),
        reason: o.reason,
      })}`,
      STANDINGS_WIDTH - 2 * PAD,
    ),
  );
  const rows = standings.slice(0, STANDINGS_MAX_ROWS);
  const more = standings.length - rows.length;
  const tableEnd = TOP + ROW * (rows.length + 1) + (more > 0 ? ROW : 0);
  const height = tableEnd + (notes.length ? 36 + notes.length * 20 : 0) + 40;
  const canvas = createCanvas(STANDINGS_WIDTH, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = C.bg;
  ctx.fillRect(0, 0, STANDINGS_WIDTH, height);
  ctx.textBaseline = "middle";
  ctx.fillStyle = C.text;
  ctx.font = `bold 22px ${font}`;
  ctx.fillText(clipToWidth(ctx, title, STANDINGS_WIDTH - 2 * PAD), PAD, 32);

  const cell = (text: string, col: (typeof COLS)[number], y: number, right: boolean) => {
    const t = clipToWidth(ctx, text, col.w);
    ctx.fillText(t, right ? col.x + col.w - ctx.measureText(t).width : col.x, y);
  };
  ctx.fillStyle = C.head;
  ctx.fillRect(0, TOP, STANDINGS_WIDTH, ROW);
  ctx.fillStyle = C.text;
  ctx.font = `bold 14px ${font}`;
  const left = (col: (typeof COLS)[number]) => col.key === "league.png.player";
  for (const col of COLS) cell(t(locale, col.key), col, TOP + ROW / 2, !left(col));
  for (const [i, s] of rows.entries()) {
    const y = TOP + ROW * (i + 1);
    if (i % 2 === 1) {
      ctx.fillStyle = C.stripe;
      ctx.fillRect(0, y, STANDINGS_WIDTH, ROW);
    }
    ctx.fillStyle = s.dropped ? C.dim : s.rank === 1 ? C.gold : C.text;
    ctx.font = `14px ${font}`;
    const values = [
      String(s.rank),
      `${name(s.player)}${s.dropped ? t(locale, "league.png.dropped") : ""}`,
      String(s.matchPoints),
      `${s.wins}-${s.losses}-${s.draws}`,
      pct(s.omw),
      pct(s.gw),
      pct(s.ogw),
    ];
    for (const [c, col] of COLS.entries()) cell(values[c] ?? "", col, y + ROW / 2, !left(col));
  }
  ctx.font = `13px ${font}`;
  ctx.fillStyle = C.dim;
  if (more > 0) ctx.fillText(t(locale, "league.png.more", { n: more }), PAD, tableEnd - ROW / 2);
  let y = tableEnd + 20;
  if (notes.length) {
    ctx.fillStyle = C.text;
    ctx.font = `bold 14px ${font}`;
    ctx.fillText(t(locale, "league.overrides"), PAD, y);
    ctx.font = `14px ${font}`;
    ctx.fillStyle = C.dim;
    y += 22;
    for (const line of notes) {
      ctx.fillText(line, PAD, y);
      y += 20;
    }
  }
  ctx.font = `12px ${font}`;
  ctx.fillStyle = C.dim;
  ctx.fillText(t(locale, "league.png.footer"), PAD, height - 18);
  return canvas.encode("png");
}
