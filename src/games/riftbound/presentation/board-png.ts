/**
 * The board as a PNG (docs/rendering.md "Board image"): a pure function of an {@link RbView}, drawn with
 * rectangles and text on @napi-rs/canvas. No card art, no network: facedown cards are drawn as card backs
 * and only what the view shows is ever drawn (the public view never names a hidden card).
 */
import { boardFontFamily, fitText } from "../../../fonts.js";
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { CardView, HiddenCardView, RbView } from "../rules/view.js";
import type { TextLang } from "../../../engine/index.js";
import { runesByDomain } from "./cards.js";
import { pendingWhat } from "./embeds.js";
import { logLineText } from "./log-text.js";
import { chainKindName, domainName, phaseName, type RbTextKey, rt, turnStateName, typeName } from "./text.js";

/** Options of {@link renderBoardPng}. */
export interface BoardPngOptions {
  /** Display names per seat (plain text; mentions are not resolved here). Default `P1`, `P2`, … */
  readonly names?: Readonly<Record<number, string>>;
  /** Points needed to win (Duel: 8, rule 644). */
  readonly victoryScore?: number;
  /**
   * Font files to register (first that exists wins). Default: DejaVu Sans from Debian's `fonts-dejavu-core`.
   * Pass `[]` to register nothing and rely on the canvas default (text may then be invisible, nothing throws).
   */
  readonly fontFiles?: readonly string[];
  /**
   * The language of the fixed words drawn (headings, counts, badges; default English): the language of the message
   * the picture goes with (docs/bot.md "Languages"). Card names and engine log lines stay English.
   */
  readonly lang?: TextLang;
}

/** Canvas size in pixels. */
export const BOARD_WIDTH = 1200;
export const BOARD_HEIGHT = 800;

/** The board's font family (moved to src/fonts.ts, shared with the table games' pictures). */
export { boardFontFamily };

const C = {
  bg: "#1e2229",
  panel: "#2a303a",
  panelEdge: "#3c4452",
  text: "#e8eaed",
  dim: "#9aa3b0",
  card: "#f3efe4",
  cardText: "#1b1b1b",
  exhausted: "#8d8d8d",
  back: "#5b3f8c",
  backEdge: "#c9b25f",
  seat: ["#4a90d9", "#d9694a", "#5fb35f", "#c8a83c"],
  buff: "#2e9e4f",
  stun: "#c0392b",
  contested: "#e0a526",
  banner: "#7a2e2e",
  decision: "#2f5f3a",
} as const;

type Ctx = SKRSContext2D;
type Player = RbView["players"][number];

function seatColor(seat: number): string {
  return C.seat[seat % C.seat.length] ?? C.text;
}

/**
 * Texts cut by {@link ellipsize} during the current render, when a caller collects them (the legibility tests of
 * the multiplayer board: no name, score or battlefield is cut).
 */
let truncations: string[] | null = null;
/** Every text drawn during the current render, when a caller collects them (the language tests). */
let drawn: string[] | null = null;

/**
 * The language of the render in progress: drawing is synchronous from {@link renderBoardPng}'s start to its
 * `encode`, so one module variable serves every helper without threading it through each signature.
 */
let L: TextLang = "en";
/** A fixed word of the picture in the language of the render in progress. */
const tr = (key: RbTextKey, vars: Record<string, string | number> = {}) => rt(L, key, vars);

/** Cuts `text` with an ellipsis so it fits `max` pixels in the current font. */
function ellipsize(ctx: Ctx, text: string, max: number): string {
  const cut = fitText(ctx, text, max);
  if (cut !== text) truncations?.push(text);
  return cut;
}

function text(ctx: Ctx, s: string, x: number, y: number, size: number, color: string, family: string, max?: number) {
  drawn?.push(s);
  ctx.font = `${size}px ${family}`;
  ctx.fillStyle = color;
  ctx.fillText(max === undefined ? s : ellipsize(ctx, s, max), x, y);
}

function bold(ctx: Ctx, s: string, x: number, y: number, size: number, color: string, family: string, max?: number) {
  drawn?.push(s);
  ctx.font = `bold ${size}px ${family}`;
  ctx.fillStyle = color;
  ctx.fillText(max === undefined ? s : ellipsize(ctx, s, max), x, y);
}

function box(ctx: Ctx, x: number, y: number, w: number, h: number, fill: string, edge?: string, lw = 1) {
  ctx.fillStyle = fill;
  ctx.fillRect(x, y, w, h);
  if (edge) {
    ctx.strokeStyle = edge;
    ctx.lineWidth = lw;
    ctx.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1);
  }
}

function badge(ctx: Ctx, label: string, x: number, y: number, color: string, family: string): number {
  drawn?.push(label);
  ctx.font = `bold 10px ${family}`;
  const w = ctx.measureText(label).width + 6;
  box(ctx, x, y, w, 13, color);
  ctx.fillStyle = "#ffffff";
  ctx.fillText(label, x + 3, y + 10);
  return w + 2;
}

const CARD_W = 134;
const CARD_H = 66;

/** A card back (128.4): no name, only the controller's colour. */
function cardBack(ctx: Ctx, x: number, y: number, controller: number, family: string, w = CARD_W, h = CARD_H) {
  box(ctx, x, y, w, h, C.back, C.backEdge, 2);
  ctx.strokeStyle = C.backEdge;
  ctx.beginPath();
  ctx.moveTo(x + w / 2, y + 8);
  ctx.lineTo(x + w - 12, y + h / 2);
  ctx.lineTo(x + w / 2, y + h - 8);
  ctx.lineTo(x + 12, y + h / 2);
  ctx.closePath();
  ctx.stroke();
  text(ctx, tr("pFacedown"), x + 6, y + h - 6, 10, "#ffffff", family);
  box(ctx, x + w - 12, y + 4, 8, 8, seatColor(controller));
}

/** One card on the board: name, Might and damage, and markers (exhausted = greyed, buff, stun, combat role). */
function unitCard(ctx: Ctx, c: CardView, x: number, y: number, family: string) {
  const fill = c.exhausted ? C.exhausted : C.card;
  box(ctx, x, y, CARD_W, CARD_H, fill, seatColor(c.controller), 2);
  bold(ctx, c.name, x + 5, y + 15, 11, C.cardText, family, CARD_W - 10);
  if (c.might !== undefined) {
    const dmg = c.damage ? tr("pDmg", { n: c.damage }) : "";
    const mc =
      c.might !== c.printedMight && c.printedMight !== undefined
        ? c.might > c.printedMight
          ? "#1d6b33"
          : "#8b1f1f"
        : C.cardText;
    bold(ctx, `${c.might} ⚔${dmg}`, x + 5, y + 32, 13, c.damage ? "#8b1f1f" : mc, family, CARD_W - 10);
  } else {
    text(ctx, typeName(L, c.type), x + 5, y + 32, 11, C.cardText, family, CARD_W - 10);
  }
  let bx = x + 4;
  const by = y + CARD_H - 17;
  if (c.exhausted) bx += badge(ctx, tr("bExh"), bx, by, "#555555", family);
  if (c.buffed) bx += badge(ctx, tr("bBuff"), bx, by, C.buff, family);
  if (c.stunned) bx += badge(ctx, tr("bStun"), bx, by, C.stun, family);
  if (c.combatRole) bx += badge(ctx, tr(c.combatRole === "attacker" ? "bAtk" : "bDef"), bx, by, "#7d3c98", family);
  if (c.token) badge(ctx, tr("bToken"), bx, by, "#34495e", family);
}

/** Lays out cards in rows inside a rectangle; draws "+N more" when they do not fit. */
function cardRow(
  ctx: Ctx,
  cards: readonly (CardView | HiddenCardView)[],
  x: number,
  y: number,
  w: number,
  h: number,
  family: string,
) {
  const perRow = Math.max(1, Math.floor((w + 6) / (CARD_W + 6)));
  const rows = Math.max(1, Math.floor((h + 6) / (CARD_H + 6)));
  const cap = perRow * rows;
  const shown = cards.length > cap ? cards.slice(0, cap - 1) : cards;
  shown.forEach((c, i) => {
    const cx = x + (i % perRow) * (CARD_W + 6);
    const cy = y + Math.floor(i / perRow) * (CARD_H + 6);
    if ("hidden" in c) cardBack(ctx, cx, cy, c.controller, family);
    else unitCard(ctx, c, cx, cy, family);
  });
  if (cards.length > shown.length) {
    const i = shown.length;
    const cx = x + (i % perRow) * (CARD_W + 6);
    const cy = y + Math.floor(i / perRow) * (CARD_H + 6);
    box(ctx, cx, cy, CARD_W, CARD_H, C.panelEdge);
    bold(ctx, tr("pMore", { n: cards.length - shown.length }), cx + 10, cy + 38, 14, C.text, family);
  }
}

function poolText(p: Player): string {
  const power = Object.entries(p.pool.power)
    .map(([d, n]) => `${n} ${domainName(L, d)}`)
    .join(L === "zh" ? "，" : ", ");
  return tr("pPool", { energy: p.pool.energy, power: power ? tr("pPoolPower", { list: power }) : "" });
}

/** A player's panel: info column (points, legend, champion, counts, runes, pool) and their base. */
function playerPanel(ctx: Ctx, v: RbView, p: Player, name: string, y: number, h: number, family: string, goal: number) {
  const x = 10;
  const w = 900;
  box(ctx, x, y, w, h, C.panel, seatColor(p.seat), 2);
  const turn = v.turn.player === p.seat;
  bold(ctx, `${name}${turn ? tr("pTurn") : ""}`, x + 10, y + 22, 16, seatColor(p.seat), family, 250);
  bold(ctx, tr("pPts", { p: p.points, goal }), x + 160, y + 22, 16, C.text, family);
  const ready = p.runes.filter((r) => !r.exhausted).length;
  const champ = p.champion;
  const lines = [
    // The legend's state before its name: a long name is cut, its state never (issue 15).
    p.legend
      ? tr("pLegend", { state: tr(p.legend.exhausted ? "mExhausted" : "pReady"), name: p.legend.name })
      : tr("pLegendNone"),
    tr("pChampion", {
      name: champ ? `${champ.name}${champ.might !== undefined ? ` (${champ.might} ⚔)` : ""}` : tr("empty"),
    }),
    tr("pCounts", { hand: p.handCount, deck: p.mainDeckCount, runes: p.runeDeckCount }),
    tr("pRunes", { ready, n: p.runes.length, list: runesByDomain(p.runes, L) }),
    poolText(p),
    tr("pTrash", { trash: p.trash.length, ban: p.banishment.length }),
  ];
  lines.forEach((l, i) => {
    text(ctx, l, x + 10, y + 46 + i * 19, 13, i === 3 || i === 4 ? C.text : C.dim, family, 250);
  });
  const bx = x + 275;
  text(ctx, tr("pBase"), bx, y + 18, 12, C.dim, family);
  cardRow(ctx, p.base, bx, y + 26, w - 285, h - 32, family);
}

/** The battlefields row: name, controller, contested marker, units per seat and the facedown card. */
function battlefields(
  ctx: Ctx,
  v: RbView,
  seats: [number, number],
  names: (s: number) => string,
  y: number,
  h: number,
  family: string,
) {
  const n = Math.max(1, v.battlefields.length);
  const gap = 8;
  const w = (900 - gap * (n - 1)) / n;
  v.battlefields.forEach((b, i) => {
    const x = 10 + i * (w + gap);
    const edge = b.contestedBy !== null ? C.contested : b.controller !== null ? seatColor(b.controller) : C.panelEdge;
    box(ctx, x, y, w, h, C.panel, edge, b.contestedBy !== null ? 4 : 2);
    bold(ctx, `${b.index}: ${b.card.name}`, x + 8, y + 20, 14, C.text, family, w - 16);
    const ctl = b.controller === null ? tr("uncontrolled") : tr("controlledBy", { who: names(b.controller) });
    text(ctx, ctl, x + 8, y + 37, 12, b.controller === null ? C.dim : seatColor(b.controller), family, w - 16);
    if (b.contestedBy !== null)
      badge(ctx, tr("pContested", { who: names(b.contestedBy) }), x + 8, y + 43, "#9a6a00", family);
    if (v.showdown?.bf === b.index)
      badge(ctx, tr(v.showdown.combat ? "bCombat" : "bShowdown"), x + w - 80, y + 6, C.banner, family);
    const inner = w - 16;
    const half = (h - 64) / 2;
    // Top: the far seat's units (plus a facedown card it controls); bottom: the near seat's.
    for (const [row, seat] of [
      [0, seats[0]],
      [1, seats[1]],
    ] as const) {
      const cards: (CardView | HiddenCardView)[] = b.units.filter((u) => u.controller === seat);
      for (const f of [...(b.facedown ? [b.facedown] : []), ...(b.extraFacedown ?? [])])
        if (f.controller === seat) cards.push("hidden" in f ? f : { ...f, name: `${f.name}${tr("pFacedownMark")}` });
      const ry = y + 60 + row * half;
      if (cards.length === 0)
        text(ctx, tr("pNoUnitsOf", { who: names(seat) }), x + 10, ry + 20, 11, C.dim, family, inner);
      else cardRow(ctx, cards, x + 8, ry, inner, half - 2, family);
    }
    const others = b.units.filter((u) => !seats.includes(u.controller));
    if (others.length) text(ctx, tr("pOtherUnits", { n: others.length }), x + 8, y + h - 6, 11, C.dim, family);
  });
}

/** Sidebar: status banners, the chain (top first) and whose decision it is. */
function sidebar(ctx: Ctx, v: RbView, names: (s: number) => string, family: string) {
  const x = 920;
  const w = 270;
  let y = 50;
  if (v.winner !== null) {
    box(ctx, x, y, w, 40, C.decision, "#ffffff");
    const won = v.match
      ? tr("pWinsMatch", { who: names(v.winner), points: v.match.setPoints.join("–") })
      : tr("pWins", { who: names(v.winner) });
    bold(ctx, won, x + 10, y + 27, 18, "#ffffff", family, w - 20);
    y += 48;
  }
  if (v.showdown) {
    const bf = v.battlefields.find((b) => b.index === v.showdown?.bf);
    box(ctx, x, y, w, 58, C.banner, "#ffffff");
    const title = v.showdown.combat
      ? tr("pCombatTitle", { a: names(v.showdown.combat.attacker), d: names(v.showdown.combat.defender) })
      : tr("bShowdown");
    bold(ctx, title, x + 10, y + 20, 14, "#ffffff", family, w - 20);
    const at = tr("pAt", { bf: bf?.card.name ?? tr("battlefieldN", { n: v.showdown.bf }) });
    text(ctx, at, x + 10, y + 36, 12, "#ffffff", family, w - 20);
    text(ctx, tr("pFocus", { who: names(v.showdown.focus) }), x + 10, y + 51, 12, "#ffffff", family, w - 20);
    y += 66;
  }
  const chainH = 250;
  box(ctx, x, y, w, chainH, C.panel, C.panelEdge);
  bold(ctx, tr("pChain", { n: v.chain.length }), x + 10, y + 20, 14, C.text, family, w - 20);
  if (v.chain.length === 0) text(ctx, tr("empty"), x + 10, y + 42, 12, C.dim, family);
  const items = [...v.chain].reverse();
  const maxItems = Math.floor((chainH - 34) / 34);
  items.slice(0, maxItems).forEach((c, i) => {
    const iy = y + 30 + i * 34;
    box(ctx, x + 8, iy, w - 16, 30, "#353c48", seatColor(c.controller));
    const of = c.source ? tr("abilityOfSource", { source: c.source }) : "";
    const label = c.card ? c.card.name : tr("abilityItem", { kind: chainKindName(L, c.kind), of });
    bold(ctx, `${i === 0 ? "▶ " : ""}${label}`, x + 14, iy + 14, 12, C.text, family, w - 30);
    text(ctx, names(c.controller), x + 14, iy + 27, 10, seatColor(c.controller), family, w - 30);
  });
  if (items.length > maxItems)
    text(ctx, tr("pMore", { n: items.length - maxItems }), x + 10, y + chainH - 6, 11, C.dim, family);
  y += chainH + 8;
  const p = v.pending;
  box(ctx, x, y, w, 64, C.decision, C.panelEdge);
  bold(ctx, tr("pDecision"), x + 10, y + 18, 12, C.dim, family);
  if (p) {
    // English: the decision's kind and the engine's prompt; Chinese: what the decider is asked, in Chinese.
    const kind = L === "en" ? p.kind : pendingWhat(v, L);
    bold(ctx, `${names(p.seat)}: ${kind}`, x + 10, y + 38, 15, "#ffffff", family, w - 20);
    if (p.prompt && L === "en") text(ctx, p.prompt, x + 10, y + 56, 11, "#dfe", family, w - 20);
  } else {
    bold(
      ctx,
      tr(v.winner !== null ? (v.match ? "pMatchOver" : "pGameOver") : "pNobody"),
      x + 10,
      y + 38,
      15,
      "#ffffff",
      family,
    );
  }
  // Recent log (already redacted for this viewer by the view, rule 127), in the picture's language.
  y += 72;
  const lines = Math.floor((BOARD_HEIGHT - y - 24) / 15);
  if (lines > 0) {
    bold(ctx, tr("pRecent"), x, y + 12, 12, C.dim, family);
    v.log.slice(-lines).forEach((l, i) => {
      // Engine log lines say P1/P2; the board uses the players' names like the embed does.
      const line = logLineText(l, L).replace(/\bP([1-9])\b/g, (all, n: string) => names(Number(n) - 1) ?? all);
      text(ctx, line, x, y + 28 + i * 15, 11, C.dim, family, w);
    });
  }
}

/**
 * Draws the board of `view` (about 1200x800) and returns PNG bytes. The viewer's seat (or seat 0 for the
 * public) is at the bottom. Only data in the view is drawn.
 */
export async function renderBoardPng(view: RbView, opts: BoardPngOptions = {}): Promise<Buffer> {
  L = opts.lang ?? "en";
  const family = boardFontFamily(opts.fontFiles);
  const goal = opts.victoryScore ?? (view.multiplayer?.mode === "2v2" ? 11 : 8);
  const names = (s: number) => opts.names?.[s] ?? `P${s + 1}`;
  // Three or four players (646-648): every player gets a strip, the battlefields a row each side's units share.
  if (view.players.length > 2) return renderMultiplayer(view, names, goal, family);
  const canvas = createCanvas(BOARD_WIDTH, BOARD_HEIGHT);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = C.bg;
  ctx.fillRect(0, 0, BOARD_WIDTH, BOARD_HEIGHT);

  const near = view.viewer === "public" ? (view.players[0]?.seat ?? 0) : view.viewer;
  const far = view.players.find((p) => p.seat !== near)?.seat ?? (near === 0 ? 1 : 0);

  // Bo3 (645): game number and set points in seat order lead the header.
  const games = view.match ? tr("pGames", { n: view.match.game, points: view.match.setPoints.join("–") }) : "";
  bold(ctx, `${games}${headerText(view, names)}`, 12, 28, 18, C.text, family, 890);
  const who = view.viewer === "public" ? tr("pPublicView") : tr("pViewOf", { who: names(view.viewer) });
  text(ctx, who, 920, 28, 13, C.dim, family, 270);

  const farP = view.players.find((p) => p.seat === far);
  const nearP = view.players.find((p) => p.seat === near);
  if (farP) playerPanel(ctx, view, farP, names(far), 42, 222, family, goal);
  battlefields(ctx, view, [far, near], names, 270, 280, family);
  if (nearP) playerPanel(ctx, view, nearP, names(near), 556, 222, family, goal);
  sidebar(ctx, view, names, family);
  text(ctx, `v${view.version}`, 12, 794, 10, C.dim, family);
  return canvas.encode("png");
}

/** "Turn 3 · Alice · action phase · neutral-open" in the language of the render. */
function headerText(view: RbView, names: (s: number) => string): string {
  return tr("pHeader", {
    n: view.turn.number,
    who: names(view.turn.player),
    phase: phaseName(L, view.turn.phase),
    state: turnStateName(L, view.turn.state),
  });
}

/** Canvas height of the board of three or four players (the width is {@link BOARD_WIDTH}). */
export const MULTI_BOARD_HEIGHT = 1040;

/** Height of one player's strip on the board of three or four players. */
const STRIP_H = 150;

/**
 * Renders `view` and also returns the texts that had to be cut to fit (tests: names, scores and battlefield names
 * must never be cut) and every text drawn, in order (tests: the picture's language).
 */
export async function renderBoardPngChecked(
  view: RbView,
  opts: BoardPngOptions = {},
): Promise<{ png: Buffer; truncated: string[]; drawn: string[] }> {
  truncations = [];
  drawn = [];
  const seen = { truncated: truncations, drawn };
  try {
    const png = await renderBoardPng(view, opts);
    return { png, ...seen };
  } finally {
    truncations = null;
    drawn = null;
  }
}

/**
 * The board of three or four players: one strip per player in turn order (points, team in 2v2, counts, base), the
 * battlefields side by side with each player's units in their colour, and the usual sidebar (chain, decision,
 * log). The viewer is not moved: every seat is shown the same way up.
 */
async function renderMultiplayer(
  view: RbView,
  names: (s: number) => string,
  goal: number,
  family: string,
): Promise<Buffer> {
  const canvas = createCanvas(BOARD_WIDTH, MULTI_BOARD_HEIGHT);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = C.bg;
  ctx.fillRect(0, 0, BOARD_WIDTH, MULTI_BOARD_HEIGHT);
  const mp = view.multiplayer;
  const header = `${mp?.mode.toUpperCase() ?? ""} · ${headerText(view, names)}`;
  bold(ctx, header, 12, 28, 18, C.text, family, 890);
  text(
    ctx,
    view.viewer === "public" ? tr("pPublicView") : tr("pViewOf", { who: names(view.viewer) }),
    920,
    28,
    13,
    C.dim,
    family,
    270,
  );
  view.players.forEach((p, i) => {
    playerStrip(ctx, view, p, names, 42 + i * (STRIP_H + 6), goal, family);
  });
  const bfY = 42 + view.players.length * (STRIP_H + 6);
  multiBattlefields(ctx, view, names, bfY, MULTI_BOARD_HEIGHT - bfY - 16, family);
  sidebar(ctx, view, names, family);
  text(ctx, `v${view.version}`, 12, MULTI_BOARD_HEIGHT - 4, 10, C.dim, family);
  return canvas.encode("png");
}

/** One player's strip: name (turn, team, left the game), points, legend, counts, runes and pool, then the base. */
function playerStrip(
  ctx: Ctx,
  v: RbView,
  p: Player,
  names: (s: number) => string,
  y: number,
  goal: number,
  family: string,
) {
  const x = 10;
  const w = 900;
  const mp = v.multiplayer;
  const out = mp?.eliminated.includes(p.seat) ?? false;
  box(ctx, x, y, w, STRIP_H, out ? C.bg : C.panel, seatColor(p.seat), v.turn.player === p.seat ? 4 : 2);
  const team = mp?.teams?.findIndex((t) => t.includes(p.seat)) ?? -1;
  const tags = [
    v.turn.player === p.seat ? tr("pTagTurn") : "",
    team >= 0 ? tr("pTagTeam", { n: team + 1, p: p.points }) : "",
    out ? tr("pTagOut") : "",
    mp && !out && !mp.relevant.includes(p.seat) ? tr("pTagIrrelevant") : "",
  ].filter(Boolean);
  bold(ctx, names(p.seat), x + 10, y + 22, 16, seatColor(p.seat), family, 250);
  bold(ctx, scoreText(v, p, goal, L), x + 10, y + 42, 15, C.text, family, 250);
  if (tags.length) text(ctx, tags.join(" · "), x + 130, y + 42, 12, C.dim, family, 135);
  const ready = p.runes.filter((r) => !r.exhausted).length;
  const lines = [
    p.legend ? tr("pLegendName", { name: p.legend.name }) : tr("pLegendNone"),
    tr("pCountsMulti", { hand: p.handCount, deck: p.mainDeckCount, ready, n: p.runes.length }),
    poolText(p),
    tr("pChampionTrash", { name: p.champion ? p.champion.name : tr("pPlayed"), trash: p.trash.length }),
  ];
  lines.forEach((l, i) => {
    text(ctx, l, x + 10, y + 62 + i * 19, 12, i === 2 ? C.text : C.dim, family, 255);
  });
  text(ctx, tr("pBase"), x + 275, y + 16, 12, C.dim, family);
  cardRow(ctx, p.base, x + 275, y + 22, w - 285, STRIP_H - 26, family);
}

/**
 * A player's score line: their points toward `goal` (FFA, 646.3/647.3), or their team's summed points in 2v2 (648.6;
 * the player's own share is in the tags).
 */
export function scoreText(v: RbView, p: Player, goal: number, lang: TextLang = "en"): string {
  const team = v.multiplayer?.teams?.find((t) => t.includes(p.seat));
  if (!team) return rt(lang, "pPts", { p: p.points, goal });
  const sum = team.reduce((n, seat) => n + (v.players[seat]?.points ?? 0), 0);
  return rt(lang, "pTeamPts", { p: sum, goal });
}

/** The battlefields side by side; each lists its units grouped by controller (in their colour). */
function multiBattlefields(ctx: Ctx, v: RbView, names: (s: number) => string, y: number, h: number, family: string) {
  const n = Math.max(1, v.battlefields.length);
  const gap = 8;
  const w = (900 - gap * (n - 1)) / n;
  v.battlefields.forEach((b, i) => {
    const x = 10 + i * (w + gap);
    const edge = b.contestedBy !== null ? C.contested : b.controller !== null ? seatColor(b.controller) : C.panelEdge;
    box(ctx, x, y, w, h, C.panel, edge, b.contestedBy !== null ? 4 : 2);
    bold(ctx, b.card.name, x + 8, y + 20, 14, C.text, family, w - 16);
    const ctl = b.controller === null ? tr("uncontrolled") : tr("pHeldBy", { who: names(b.controller) });
    text(ctx, ctl, x + 8, y + 37, 12, b.controller === null ? C.dim : seatColor(b.controller), family, w - 16);
    if (b.contestedBy !== null)
      badge(ctx, tr("pContested", { who: names(b.contestedBy) }), x + 8, y + 43, "#9a6a00", family);
    if (v.showdown?.bf === b.index)
      badge(ctx, tr(v.showdown.combat ? "bCombat" : "bShowdown"), x + w - 80, y + 6, C.banner, family);
    const cards: (CardView | HiddenCardView)[] = [...b.units];
    for (const f of [...(b.facedown ? [b.facedown] : []), ...(b.extraFacedown ?? [])])
      cards.push("hidden" in f ? f : { ...f, name: `${f.name}${tr("pFacedownMark")}` });
    cards.sort((a, c) => a.controller - c.controller);
    if (cards.length === 0) text(ctx, tr("pNoUnits"), x + 10, y + 80, 11, C.dim, family, w - 20);
    else cardRow(ctx, cards, x + 8, y + 62, w - 16, h - 68, family);
  });
}
