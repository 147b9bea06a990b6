/**
 * Riftbound's panels for the match channel and DMs (docs/rendering.md "Embeds"): pure functions of an
 * {@link RbView}. Every string is cut to the panel limits (Discord's embed limits, engine/presentation.ts), so a
 * long log or a crowded board can never make Discord refuse the message.
 */
import { clampPanel, PANEL_LIMITS, type Panel, truncate } from "../../../engine/index.js";
import type { CardView, HiddenCardView, RbView } from "../rules/view.js";
import { cardFacts, cardImage, cardRulesText } from "./cards.js";
import type { TextLang } from "../../../engine/index.js";
import { chainKindName, phaseName, rt } from "./text.js";

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
export function cardLine(c: CardView | HiddenCardView, lang?: TextLang): string {
  if ("hidden" in c) return rt(lang, "facedownCard");
  const marks: string[] = [];
  if (c.damage) marks.push(rt(lang, "dmg", { n: c.damage }));
  if (c.exhausted) marks.push(rt(lang, "mExhausted"));
  if (c.buffed) marks.push(rt(lang, "mBuffed"));
  if (c.stunned) marks.push(rt(lang, "mStunned"));
  if (c.empowered) marks.push(rt(lang, "mEmpowered"));
  if (c.combatRole) marks.push(c.combatRole);
  if (c.token) marks.push(rt(lang, "mToken"));
  const might = c.might !== undefined ? ` ${c.might}⚔` : "";
  return `${esc(c.name)}${might}${marks.length ? ` (${marks.join(", ")})` : ""}`;
}

/**
 * One log line for chat: redacted text from the view, markdown-escaped, one line, at most 200 characters.
 * Scoring and wins are bold so they stand out in a scrolled log (in English or Chinese, log-text.ts).
 */
export function formatLogLine(line: string): string {
  const one = truncate(line.replace(/\s+/g, " ").trim(), 200);
  const e = esc(one);
  return /\b(wins|gains \d+ point|conquers|holds)\b|获胜|赢得|获得 \d+ 分|征服|占据/.test(one) ? `**${e}**` : e;
}

function poolLine(p: RbView["players"][number], lang?: TextLang): string {
  const power = Object.entries(p.pool.power).map(([d, n]) => `${n} ${d}`);
  return `${rt(lang, "poolEnergy", { n: p.pool.energy })}${power.length ? `, ${rt(lang, "poolPower", { list: power.join(", ") })}` : ""}`;
}

function list(lines: string[], empty: string, max: number = PANEL_LIMITS.fieldValue, lang?: TextLang): string {
  if (lines.length === 0) return empty;
  let out = "";
  for (let i = 0; i < lines.length; i++) {
    const next = `${out ? "\n" : ""}${lines[i]}`;
    const rest = lines.length - i;
    if (out.length + next.length > max - 20) return `${out}\n${rt(lang, "andMore", { n: rest })}`;
    out += next;
  }
  return out;
}

/**
 * "Game 2 of 3 · Games 1–0" for a Bo3 view (rule 645; set points in seat order), null in a duel. After the
 * decisive game the engine no longer starts another, so the game number stays that of the last game played.
 */
export function matchLine(v: RbView, lang?: TextLang): string | null {
  if (!v.match) return null;
  return rt(lang, "gameOf3", { n: v.match.game, points: v.match.setPoints.join("–") });
}

function decisionLine(v: RbView, names: SeatNames, lang?: TextLang): string {
  if (v.winner !== null)
    return v.match
      ? rt(lang, "winsMatch", { who: seatName(names, v.winner), points: v.match.setPoints.join("–") })
      : rt(lang, "wins", { who: seatName(names, v.winner) });
  if (!v.pending) return rt(lang, "waiting");
  const who = seatName(names, v.pending.seat);
  return rt(lang, "waitingFor", { who, what: pendingWhat(v, lang) });
}

/** What the pending decision of `v` asks for, in `lang` ("to act (play, move, or end the turn)"); "" without one. */
export function pendingWhat(v: RbView, lang?: TextLang): string {
  if (!v.pending) return "";
  const what: Record<string, string> = {
    priority: rt(lang, v.chain.length ? "wPriorityChain" : "wPriority"),
    focus: rt(lang, "wFocus"),
    mulligan: rt(lang, "wMulligan"),
    assignDamage: rt(lang, "wDamage"),
    orderTriggers: rt(lang, "wOrder"),
    battlefield: rt(lang, "wBattlefield"),
    targets: rt(lang, "wTargets"),
    cards: rt(lang, "wCards"),
    option: rt(lang, v.match && v.turn.phase === "setup" ? "wFirst" : "wChoose"),
  };
  return what[v.pending.kind] ?? `(${v.pending.kind})`;
}

/**
 * The public board as an embed: turn line, whose decision it is, one field per player, one per battlefield,
 * the chain and showdown, and the last log lines. Takes any view but is meant for the public one; it only
 * prints what the view contains (hands appear as counts). `names` may hold mentions (`<@id>`).
 */
export function boardEmbed(view: RbView, names: SeatNames, lastLog: readonly string[], lang?: TextLang): Panel {
  const n = (s: number) => seatName(names, s);
  const L = lang;
  const line = (c: CardView | HiddenCardView) => cardLine(c, L);
  const fields: Field[] = [];
  for (const p of view.players) {
    const ready = p.runes.filter((r) => !r.exhausted).length;
    const lines = [
      rt(L, "pointsLine", { p: p.points, hand: p.handCount, deck: p.mainDeckCount, xp: p.xp ? ` · ${p.xp} XP` : "" }),
      rt(L, "runesLine", { ready, ex: p.runes.length - ready, deck: p.runeDeckCount, pool: poolLine(p, L) }),
      rt(L, "legendLine", { legend: p.legend ? line(p.legend) : "—", champion: p.champion ? line(p.champion) : "—" }),
      rt(L, "baseLine", { units: p.base.length ? p.base.map(line).join(", ") : rt(L, "empty") }),
      rt(L, "trashLine", { trash: p.trash.length, ban: p.banishment.length }),
    ];
    fields.push({
      name: truncate(`${n(p.seat)}${view.turn.player === p.seat ? rt(L, "turnMark") : ""}`, 256),
      value: list(lines, "—", undefined, L),
    });
  }
  for (const b of view.battlefields) {
    const head = [
      b.controller === null ? rt(L, "uncontrolled") : rt(L, "controlledBy", { who: n(b.controller) }),
      ...(b.contestedBy !== null ? [rt(L, "contestedBy", { who: n(b.contestedBy) })] : []),
      ...(view.showdown?.bf === b.index ? [rt(L, view.showdown.combat ? "combatMark" : "showdownMark")] : []),
    ].join(" · ");
    const units = [...b.units, ...(b.facedown ? [b.facedown] : []), ...(b.extraFacedown ?? [])].map(
      (u) => `${"hidden" in u ? "" : `[${n(u.controller)}] `}${line(u)}`,
    );
    fields.push({ name: `${b.index}: ${b.card.name}`, value: list([head, ...units], head, undefined, L) });
  }
  if (view.chain.length) {
    const items = [...view.chain]
      .reverse()
      .map(
        (c, i) =>
          `${i + 1}. ${c.card ? esc(c.card.name) : rt(L, "abilityItem", { kind: chainKindName(L, c.kind), of: c.source ? rt(L, "abilityOfSource", { source: esc(c.source) }) : "" })} — ${n(c.controller)}`,
      );
    fields.push({ name: rt(L, "chainTop"), value: list(items, rt(L, "empty"), undefined, L) });
  }
  if (view.showdown) {
    const bf = view.battlefields.find((b) => b.index === view.showdown?.bf);
    const c = view.showdown.combat;
    fields.push({
      name: rt(L, c ? "combat" : "showdown"),
      value: `${c ? rt(L, "attacks", { a: n(c.attacker), d: n(c.defender) }) : ""}${rt(L, "atFocus", { bf: esc(bf?.card.name ?? String(view.showdown.bf)), who: n(view.showdown.focus) })}`,
    });
  }
  const log = lastLog.slice(-10).map(formatLogLine);
  const games = matchLine(view, L);
  const turn = rt(L, "turnLine", {
    n: view.turn.number,
    who: n(view.turn.player),
    phase: phaseName(L, view.turn.phase),
  });
  const head = `${games ? `**${games}** (${n(0)}–${n(1)})\n` : ""}${turn}\n${decisionLine(view, names, L)}`;
  const description = log.length ? `${head}\n\n${list(log, "", PANEL_LIMITS.description - head.length - 4, L)}` : head;
  return clampPanel({
    title: rt(L, view.match ? "titleMatch" : "title"),
    description,
    fields,
    footer: { text: rt(L, "stateFooter", { v: view.version }) },
    color: view.winner !== null ? 0xc8a83c : 0x4a90d9,
  });
}

/**
 * A seat's private embed for DMs: hand (with Might for units), own facedown cards, rune pool and runes.
 * Needs that seat's view (`view.viewer === seat`); a public view gives "hand hidden".
 */
export function handEmbed(view: RbView, lang?: TextLang): Panel {
  const L = lang;
  const seat = view.viewer;
  const me = seat === "public" ? undefined : view.players.find((p) => p.seat === seat);
  if (!me) return clampPanel({ title: rt(L, "yourHandTitle"), description: rt(L, "noPrivateView") });
  const handCards = me.hand ?? [];
  const facedown = view.battlefields.flatMap((b) =>
    [...(b.facedown ? [b.facedown] : []), ...(b.extraFacedown ?? [])].flatMap((f) =>
      !("hidden" in f) && f.controller === seat
        ? [`• ${rt(L, "facedownAtCard", { name: esc(f.name), bf: esc(b.card.name) })}`]
        : [],
    ),
  );
  const ready = me.runes.filter((r) => !r.exhausted);
  const runeCounts = new Map<string, number>();
  for (const r of ready) runeCounts.set(r.name, (runeCounts.get(r.name) ?? 0) + 1);
  const fields: Field[] = [
    ...handFields(handCards, L),
    { name: rt(L, "facedown"), value: list(facedown, rt(L, "none"), undefined, L) },
    {
      name: rt(L, "runesAndPool"),
      value: list(
        [
          rt(L, "poolLine", { pool: poolLine(me, L) }),
          rt(L, "readyRunes", {
            runes: ready.length ? [...runeCounts].map(([k, c]) => `${c}× ${esc(k)}`).join(", ") : rt(L, "none"),
          }),
          rt(L, "exhaustedRunes", { n: me.runes.length - ready.length }),
        ],
        "—",
        undefined,
        L,
      ),
    },
  ];
  // The engine's prompt is English: a Chinese panel leaves it to the prompt's own (translated) lead.
  const prompt = view.pending && view.pending.seat === seat && L !== "zh" ? view.pending.prompt : undefined;
  return clampPanel({
    title: rt(L, "yourHand", { n: me.handCount }),
    ...(prompt ? { description: `➡️ ${esc(prompt)}` } : {}),
    fields,
    footer: { text: rt(L, "privateFooter", { v: view.version }) },
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
export function handFields(cards: readonly CardView[], lang?: TextLang): Field[] {
  if (cards.length === 0) return [{ name: rt(lang, "handN", { n: 0 }), value: rt(lang, "empty") }];
  if (cards.length > HAND_DETAIL_MAX)
    return [
      {
        name: rt(lang, "handN", { n: cards.length }),
        value: list(
          cards.map((c) => `• **${esc(c.name)}** — ${esc(cardFacts(c.code, c.type, c.might, lang))}`),
          rt(lang, "empty"),
          undefined,
          lang,
        ),
      },
    ];
  const per = Math.max(60, Math.floor(HAND_TEXT_BUDGET / cards.length));
  return cards.map((c) => {
    const text = cardRulesText(c.code);
    const image = cardImage(c.code);
    const lines = [
      esc(cardFacts(c.code, c.type, c.might, lang)),
      ...(text ? [`> ${esc(truncate(text.replace(/\n+/g, " "), per))}`] : []),
      ...(image ? [`[${rt(lang, "cardImage")}](${image})`] : []),
    ];
    return {
      name: truncate(`🃏 ${c.name}`, PANEL_LIMITS.fieldName),
      value: truncate(lines.join("\n"), PANEL_LIMITS.fieldValue),
    };
  });
}
