/**
 * The standings as a picture (issue 17: "shown as an embed and a picture"), drawn with @napi-rs/canvas like the
 * board: a table of rank, player, match points, W-L-D, OMW%, GW% and OGW% (dropped players dimmed and marked), and
 * the overrides as a footnote under it. Pure apart from registering a system font once; no network.
 */
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { fontList, LATIN_BOLD_FILES, LATIN_FONT_FILES, registerFirstFont } from "../../fonts.js";
import type { OverrideInfo } from "../../leagues/service.js";
import type { Standing } from "../../leagues/standings.js";

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
/** Column x positions (left edge; numbers are right-aligned at `x + w`). */
const COLS = [
  { key: "#", x: PAD, w: 40 },
  { key: "Player", x: 70, w: 330 },
  { key: "Pts", x: 410, w: 50 },
  { key: "W-L-D", x: 475, w: 90 },
  { key: "OMW%", x: 575, w: 90 },
  { key: "GW%", x: 675, w: 90 },
  { key: "OGW%", x: 775, w: 100 },
] as const;

/** Word-wraps `text` to lines at most `width` pixels wide with the context's current font. */
function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
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
 * name (plain text); overrides become numbered footnote lines ("Round 1: A vs B set to 1-0 by C: reason").
 */
export async function renderStandingsPng(
  title: string,
  standings: readonly Standing[],
  overrides: readonly OverrideInfo[],
  name: (id: string) => string,
): Promise<Buffer> {
  const font = fontFamily();
  const measure = createCanvas(10, 10).getContext("2d");
  measure.font = `14px ${font}`;
  const notes = overrides.flatMap((o, i) =>
    wrap(
      measure,
      `${i + 1}. Round ${o.round}: ${name(o.playerA)} vs ${o.playerB ? name(o.playerB) : "bye"} set to ${o.result} by ${name(o.organiserId)}: ${o.reason}`,
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
  for (const col of COLS) cell(col.key, col, TOP + ROW / 2, col.key !== "Player");
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
      `${name(s.player)}${s.dropped ? " (dropped)" : ""}`,
      String(s.matchPoints),
      `${s.wins}-${s.losses}-${s.draws}`,
      pct(s.omw),
      pct(s.gw),
      pct(s.ogw),
    ];
    for (const [c, col] of COLS.entries()) cell(values[c] ?? "", col, y + ROW / 2, col.key !== "Player");
  }
  ctx.font = `13px ${font}`;
  ctx.fillStyle = C.dim;
  if (more > 0) ctx.fillText(`…and ${more} more (see the CSV export).`, PAD, tableEnd - ROW / 2);
  let y = tableEnd + 20;
  if (notes.length) {
    ctx.fillStyle = C.text;
    ctx.font = `bold 14px ${font}`;
    ctx.fillText("Overrides", PAD, y);
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
  ctx.fillText(
    "Match points, then opponents' match-win %, game-win %, opponents' game-win % (Tournament Rules 409.2).",
    PAD,
    height - 18,
  );
  return canvas.encode("png");
}
