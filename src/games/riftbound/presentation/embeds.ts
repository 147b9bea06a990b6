/**
 * Riftbound's panels for the match channel and DMs (docs/rendering.md "Embeds"): pure functions of an
 * {@link RbView}. Every string is cut to the panel limits (Discord's embed limits, engine/presentation.ts), so a
 * long log or a crowded board can never make Discord refuse the message.
 */
import { clampPanel, PANEL_LIMITS, type Panel, truncate } from "../../../engine/index.js";
import type { CardView, HiddenCardView, RbView } from "../rules/view.js";
import { cardFacts, cardImage, cardRulesText } from "./cards.js";

/** One named field of a panel. */
type Field = NonNullable<Panel["fields"]>[number];

/** Display name (or mention) per seat; missing seats fall back to `P1`, `P2`, … */
export type SeatNames = Readonly<Record<number, string>>;

/** Escapes Discord markdown in card names and log text (names like `*Ahri*` must not format). */
function esc(s: string): string {
  return s.replace(/([\\*_`~|>[])/g, "\\$1");
}

function seatName(names: SeatNames, seat: number): string {
  return names[seat] ?? `P${seat + 1}`;
}

/** A unit or card in one short line: `Jinx 4⚔ (1 dmg, exhausted, buffed)`. */
export function cardLine(c: CardView | HiddenCardView): string {
  if ("hidden" in c) return "🂠 facedown card";
  const marks: string[] = [];
  if (c.damage) marks.push(`${c.damage} dmg`);
  if (c.exhausted) marks.push("exhausted");
  if (c.buffed) marks.push("buffed");
  if (c.stunned) marks.push("stunned");
  if (c.combatRole) marks.push(c.combatRole);
  if (c.token) marks.push("token");
  const might = c.might !== undefined ? ` ${c.might}⚔` : "";
  return `${esc(c.name)}${might}${marks.length ? ` (${marks.join(", ")})` : ""}`;
}

/**
 * One log line for chat: redacted text from the view, markdown-escaped, one line, at most 200 characters.
 * Scoring and wins are bold so they stand out in a scrolled log.
 */
export function formatLogLine(line: string): string {
  const one = truncate(line.replace(/\s+/g, " ").trim(), 200);
  const e = esc(one);
  return /\b(wins|gains \d+ point|conquers|holds)\b/.test(one) ? `**${e}**` : e;
}

function poolLine(p: RbView["players"][number]): string {
  const power = Object.entries(p.pool.power).map(([d, n]) => `${n} ${d}`);
  return `${p.pool.energy} energy${power.length ? `, ${power.join(", ")} power` : ""}`;
}

function list(lines: string[], empty: string, max: number = PANEL_LIMITS.fieldValue): string {
  if (lines.length === 0) return empty;
  let out = "";
  for (let i = 0; i < lines.length; i++) {
    const next = `${out ? "\n" : ""}${lines[i]}`;
    const rest = lines.length - i;
    if (out.length + next.length > max - 20) return `${out}\n…and ${rest} more`;
    out += next;
  }
  return out;
}

/**
 * "Game 2 of 3 · Games 1–0" for a Bo3 view (rule 645; set points in seat order), null in a duel. After the
 * decisive game the engine no longer starts another, so the game number stays that of the last game played.
 */
export function matchLine(v: RbView): string | null {
  if (!v.match) return null;
  return `Game ${v.match.game} of 3 · Games ${v.match.setPoints.join("–")}`;
}

function decisionLine(v: RbView, names: SeatNames): string {
  if (v.winner !== null)
    return v.match
      ? `🏆 **${seatName(names, v.winner)} wins the match ${v.match.setPoints.join("–")}.**`
      : `🏆 **${seatName(names, v.winner)} wins.**`;
  if (!v.pending) return "Waiting…";
  const who = seatName(names, v.pending.seat);
  const what: Record<string, string> = {
    priority: v.chain.length ? "to respond (or pass)" : "to act (play, move, or end the turn)",
    focus: "to act with Focus (or pass)",
    mulligan: "to mulligan",
    assignDamage: "to assign combat damage",
    orderTriggers: "to order triggers",
    battlefield: "to choose a battlefield (645.5)",
    targets: "to choose targets",
    cards: "to choose cards",
    option: v.match && v.turn.phase === "setup" ? "to choose who goes first" : "to choose",
  };
  return `➡️ Waiting for ${who} ${what[v.pending.kind] ?? `(${v.pending.kind})`}.`;
}

/**
 * The public board as an embed: turn line, whose decision it is, one field per player, one per battlefield,
 * the chain and showdown, and the last log lines. Takes any view but is meant for the public one; it only
 * prints what the view contains (hands appear as counts). `names` may hold mentions (`<@id>`).
 */
export function boardEmbed(view: RbView, names: SeatNames, lastLog: readonly string[]): Panel {
  const n = (s: number) => seatName(names, s);
  const fields: Field[] = [];
  for (const p of view.players) {
    const ready = p.runes.filter((r) => !r.exhausted).length;
    const lines = [
      `**${p.points}/8** points · hand ${p.handCount} · deck ${p.mainDeckCount}${p.xp ? ` · ${p.xp} XP` : ""}`,
      `Runes ${ready} ready / ${p.runes.length - ready} exhausted (rune deck ${p.runeDeckCount}) · pool ${poolLine(p)}`,
      `Legend: ${p.legend ? cardLine(p.legend) : "—"} · Champion: ${p.champion ? cardLine(p.champion) : "—"}`,
      `Base: ${p.base.length ? p.base.map(cardLine).join(", ") : "empty"}`,
      `Trash ${p.trash.length} · banished ${p.banishment.length}`,
    ];
    fields.push({
      name: truncate(`${n(p.seat)}${view.turn.player === p.seat ? " (turn)" : ""}`, 256),
      value: list(lines, "—"),
    });
  }
  for (const b of view.battlefields) {
    const head = [
      b.controller === null ? "uncontrolled" : `controlled by ${n(b.controller)}`,
      ...(b.contestedBy !== null ? [`⚠️ contested by ${n(b.contestedBy)}`] : []),
      ...(view.showdown?.bf === b.index ? [view.showdown.combat ? "⚔️ combat" : "showdown"] : []),
    ].join(" · ");
    const units = [...b.units, ...(b.facedown ? [b.facedown] : []), ...(b.extraFacedown ?? [])].map(
      (u) => `${"hidden" in u ? "" : `[${n(u.controller)}] `}${cardLine(u)}`,
    );
    fields.push({ name: `${b.index}: ${b.card.name}`, value: list([head, ...units], head) });
  }
  if (view.chain.length) {
    const items = [...view.chain]
      .reverse()
      .map(
        (c, i) =>
          `${i + 1}. ${c.card ? esc(c.card.name) : `${c.kind} ability${c.source ? ` of ${esc(c.source)}` : ""}`} — ${n(c.controller)}`,
      );
    fields.push({ name: "Chain (top first)", value: list(items, "empty") });
  }
  if (view.showdown) {
    const bf = view.battlefields.find((b) => b.index === view.showdown?.bf);
    const c = view.showdown.combat;
    fields.push({
      name: c ? "Combat" : "Showdown",
      value: `${c ? `${n(c.attacker)} attacks ${n(c.defender)} ` : ""}at ${esc(bf?.card.name ?? String(view.showdown.bf))} · focus: ${n(view.showdown.focus)}`,
    });
  }
  const log = lastLog.slice(-10).map(formatLogLine);
  const games = matchLine(view);
  const head = `${games ? `**${games}** (${n(0)}–${n(1)})\n` : ""}Turn ${view.turn.number} · ${n(view.turn.player)}'s ${view.turn.phase} phase\n${decisionLine(view, names)}`;
  const description = log.length ? `${head}\n\n${list(log, "", PANEL_LIMITS.description - head.length - 4)}` : head;
  return clampPanel({
    title: view.match ? "Riftbound — match (best of three)" : "Riftbound",
    description,
    fields,
    footer: { text: `state v${view.version}` },
    color: view.winner !== null ? 0xc8a83c : 0x4a90d9,
  });
}

/**
 * A seat's private embed for DMs: hand (with Might for units), own facedown cards, rune pool and runes.
 * Needs that seat's view (`view.viewer === seat`); a public view gives "hand hidden".
 */
export function handEmbed(view: RbView): Panel {
  const seat = view.viewer;
  const me = seat === "public" ? undefined : view.players.find((p) => p.seat === seat);
  if (!me) return clampPanel({ title: "Your hand", description: "No private view for this viewer." });
  const handCards = me.hand ?? [];
  const facedown = view.battlefields.flatMap((b) =>
    [...(b.facedown ? [b.facedown] : []), ...(b.extraFacedown ?? [])].flatMap((f) =>
      !("hidden" in f) && f.controller === seat ? [`• ${esc(f.name)} (at ${esc(b.card.name)})`] : [],
    ),
  );
  const ready = me.runes.filter((r) => !r.exhausted);
  const runeCounts = new Map<string, number>();
  for (const r of ready) runeCounts.set(r.name, (runeCounts.get(r.name) ?? 0) + 1);
  const fields: Field[] = [
    ...handFields(handCards),
    { name: "Facedown", value: list(facedown, "none") },
    {
      name: "Runes and pool",
      value: list(
        [
          `Pool: ${poolLine(me)}`,
          `Ready runes: ${ready.length ? [...runeCounts].map(([k, c]) => `${c}× ${esc(k)}`).join(", ") : "none"}`,
          `Exhausted runes: ${me.runes.length - ready.length}`,
        ],
        "—",
      ),
    },
  ];
  const prompt = view.pending && view.pending.seat === seat ? view.pending.prompt : undefined;
  return clampPanel({
    title: `Your hand (${me.handCount})`,
    ...(prompt ? { description: `➡️ ${esc(prompt)}` } : {}),
    fields,
    footer: { text: `state v${view.version} · private` },
  });
}

/** Characters of rules text the whole hand may use, so the panel stays within a message's 4000 characters. */
const HAND_TEXT_BUDGET = 2400;
/** More cards than this are listed one line each (a panel has at most 25 fields). */
const HAND_DETAIL_MAX = 15;

/**
 * The hand, one field per card (issue 15 "a readable hand"): name; type, domain, cost, Might and keywords; the
 * printed rules text in English (shortened evenly when the hand is long); a link to the card image. A hand of
 * more than {@link HAND_DETAIL_MAX} cards is one field of one-line entries.
 */
export function handFields(cards: readonly CardView[]): Field[] {
  if (cards.length === 0) return [{ name: "Hand (0)", value: "empty" }];
  if (cards.length > HAND_DETAIL_MAX)
    return [
      {
        name: `Hand (${cards.length})`,
        value: list(
          cards.map((c) => `• **${esc(c.name)}** — ${esc(cardFacts(c.code, c.type, c.might))}`),
          "empty",
        ),
      },
    ];
  const per = Math.max(60, Math.floor(HAND_TEXT_BUDGET / cards.length));
  return cards.map((c) => {
    const text = cardRulesText(c.code);
    const image = cardImage(c.code);
    const lines = [
      esc(cardFacts(c.code, c.type, c.might)),
      ...(text ? [`> ${esc(truncate(text.replace(/\n+/g, " "), per))}`] : []),
      ...(image ? [`[Card image](${image})`] : []),
    ];
    return {
      name: truncate(`🃏 ${c.name}`, PANEL_LIMITS.fieldName),
      value: truncate(lines.join("\n"), PANEL_LIMITS.fieldValue),
    };
  });
}
