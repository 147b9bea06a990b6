/**
 * The board picture of the table games that have no picture of their own (Grand Archive, WoW TCG, Rise TCG;
 * docs/rendering.md "Table games"): a game turns its per-seat view into a {@link TablePicture} (names, counts, the
 * cards of each public zone) and {@link renderTablePicture} draws it with @napi-rs/canvas, one band per seat.
 * The picture draws only what the model holds, and a model is built from a view, so it shows what that view shows:
 * a hidden card is a {@link TableCard} with `hidden` and no name.
 */
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { boardFontFamily, fitText } from "../fonts.js";

/** One card or object on the picture. */
export interface TableCard {
  /** The card's name; ignored when `hidden`. */
  readonly name: string;
  /** A short second line: stats, counters ("3 POW · 2/4 life"). */
  readonly detail?: string;
  /** Rested / exhausted: drawn greyed, with the picture's `turnedWord`. */
  readonly turned?: boolean;
  /** Face down to this viewer: drawn as a card back, without name or detail. */
  readonly hidden?: boolean;
}

/** One player's band. */
export interface TableSeat {
  /** Display name (plain text). */
  readonly name: string;
  /** The seat whose turn it is. */
  readonly active?: boolean;
  /** The first line under the name: champion or hero and its life. */
  readonly headline: string;
  /** Short counts ("Hand 5", "Memory 2"), drawn as chips under the headline. */
  readonly stats: readonly string[];
  /** The zones drawn as rows of cards, in order ("Field", "Allies", "Resources"). */
  readonly rows: readonly { readonly label: string; readonly cards: readonly TableCard[] }[];
}

/** What {@link renderTablePicture} draws. */
export interface TablePicture {
  /** The top line ("Grand Archive · turn 4 · Alice (main)"). */
  readonly title: string;
  /** Lines under the title: winner, combat, the stack or chain (at most three are drawn). */
  readonly notes: readonly string[];
  readonly seats: readonly TableSeat[];
  /** The game's word for a turned card ("rested", "exhausted"). */
  readonly turnedWord: string;
}

/** Canvas size in pixels (the same as Riftbound's board). */
export const TABLE_WIDTH = 1200;
export const TABLE_HEIGHT = 800;

const C = {
  bg: "#1e2229",
  panel: "#2a303a",
  edge: "#3c4452",
  text: "#e8eaed",
  dim: "#9aa3b0",
  card: "#f3efe4",
  cardText: "#1b1b1b",
  turned: "#8d8d8d",
  back: "#5b3f8c",
  backTurned: "#3a2b55",
  backEdge: "#c9b25f",
  seat: ["#4a90d9", "#d9694a", "#5fb35f", "#c8a83c"],
} as const;

type Ctx = SKRSContext2D;
const CARD_W = 132;
const CARD_H = 66;
const GAP = 8;
const LEFT = 300;

/** `text` in at most `lines` lines of `max` pixels (words kept whole where they fit; the last line cut with "…"). */
function wrap(ctx: Ctx, text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let rest = text.trim();
  while (rest && out.length < lines - 1) {
    if (ctx.measureText(rest).width <= max) break;
    const words = rest.split(" ");
    let n = words.length - 1;
    while (n > 1 && ctx.measureText(words.slice(0, n).join(" ")).width > max) n--;
    const line = words.slice(0, n).join(" ");
    if (ctx.measureText(line).width > max) break;
    out.push(line);
    rest = words.slice(n).join(" ");
  }
  return rest ? [...out, fitText(ctx, rest, max)] : out;
}

function write(ctx: Ctx, s: string, x: number, y: number, font: string, color: string, max: number): void {
  ctx.font = font;
  ctx.fillStyle = color;
  ctx.fillText(fitText(ctx, s, max), x, y);
}

function drawCard(ctx: Ctx, c: TableCard, x: number, y: number, family: string, turnedWord: string): void {
  ctx.fillStyle = c.hidden ? (c.turned ? C.backTurned : C.back) : c.turned ? C.turned : C.card;
  ctx.strokeStyle = c.hidden ? C.backEdge : C.edge;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(x, y, CARD_W, CARD_H, 6);
  ctx.fill();
  ctx.stroke();
  if (c.hidden) return;
  ctx.font = `bold 12px ${family}`;
  const name = wrap(ctx, c.name, CARD_W - 10, 2);
  name.forEach((l, i) => {
    write(ctx, l, x + 5, y + 16 + i * 14, `bold 12px ${family}`, C.cardText, CARD_W - 10);
  });
  if (c.detail) write(ctx, c.detail, x + 5, y + 47, `11px ${family}`, C.cardText, CARD_W - 10);
  if (c.turned) write(ctx, turnedWord, x + 5, y + 61, `italic 11px ${family}`, C.cardText, CARD_W - 10);
}

/** One row of cards from `x` to the right edge; what does not fit is counted in a "+N" chip. */
function drawRow(
  ctx: Ctx,
  row: TableSeat["rows"][number],
  x: number,
  y: number,
  family: string,
  turnedWord: string,
): void {
  const { label, cards } = row;
  write(ctx, `${label} (${cards.length})`, x, y + 12, `12px ${family}`, C.dim, 200);
  const room = Math.max(1, Math.floor((TABLE_WIDTH - 16 - x + GAP) / (CARD_W + GAP)));
  const shown = cards.length > room ? cards.slice(0, room - 1) : cards;
  shown.forEach((c, i) => {
    drawCard(ctx, c, x + i * (CARD_W + GAP), y + 18, family, turnedWord);
  });
  if (shown.length < cards.length)
    write(
      ctx,
      `+${cards.length - shown.length} more`,
      x + shown.length * (CARD_W + GAP) + 8,
      y + 56,
      `bold 14px ${family}`,
      C.text,
      CARD_W,
    );
}

function drawSeat(ctx: Ctx, p: TablePicture, index: number, top: number, height: number, family: string): void {
  const seat = p.seats[index];
  if (!seat) return;
  ctx.fillStyle = C.panel;
  ctx.strokeStyle = seat.active ? (C.seat[index % C.seat.length] ?? C.edge) : C.edge;
  ctx.lineWidth = seat.active ? 3 : 1;
  ctx.beginPath();
  ctx.roundRect(8, top, TABLE_WIDTH - 16, height - 8, 8);
  ctx.fill();
  ctx.stroke();
  const color = C.seat[index % C.seat.length] ?? C.text;
  write(ctx, `${seat.active ? "▶ " : ""}${seat.name}`, 20, top + 28, `bold 20px ${family}`, color, LEFT - 30);
  ctx.font = `15px ${family}`;
  const head = wrap(ctx, seat.headline, LEFT - 30, 2);
  head.forEach((l, i) => {
    write(ctx, l, 20, top + 54 + i * 19, `15px ${family}`, C.text, LEFT - 30);
  });
  const statsTop = top + 62 + head.length * 19;
  seat.stats.forEach((s, i) => {
    write(ctx, s, 20, statsTop + i * 19, `13px ${family}`, C.dim, LEFT - 30);
  });
  const rowH = CARD_H + 26;
  const rows = Math.max(1, Math.floor((height - 16) / rowH));
  seat.rows.slice(0, rows).forEach((r, i) => {
    drawRow(ctx, r, LEFT, top + 8 + i * rowH, family, p.turnedWord);
  });
}

/**
 * Draws `p` as a PNG of {@link TABLE_WIDTH}×{@link TABLE_HEIGHT} pixels: the title and notes on top, then one band
 * per seat (name, headline, counts on the left; its rows of cards on the right, as many as fit). Never throws for
 * long texts (they are cut with "…") or many cards (a "+N more" chip). `fontFiles` as in `boardFontFamily`.
 */
export async function renderTablePicture(p: TablePicture, fontFiles?: readonly string[]): Promise<Uint8Array> {
  const canvas = createCanvas(TABLE_WIDTH, TABLE_HEIGHT);
  const ctx = canvas.getContext("2d");
  const family = boardFontFamily(fontFiles);
  ctx.fillStyle = C.bg;
  ctx.fillRect(0, 0, TABLE_WIDTH, TABLE_HEIGHT);
  write(ctx, p.title, 16, 30, `bold 22px ${family}`, C.text, TABLE_WIDTH - 32);
  const notes = p.notes.filter(Boolean).slice(0, 3);
  notes.forEach((n, i) => {
    write(ctx, n, 16, 54 + i * 20, `15px ${family}`, C.dim, TABLE_WIDTH - 32);
  });
  const top = 44 + notes.length * 20 + 8;
  const band = Math.floor((TABLE_HEIGHT - top) / Math.max(1, p.seats.length));
  p.seats.forEach((_, i) => {
    drawSeat(ctx, p, i, top + i * band, band, family);
  });
  return canvas.encode("png");
}
