/**
 * How the bot shows Grand Archive (docs/grand-archive.md "In Discord"): the board panel (champion, level, life,
 * memory, banishment, material deck count, field), the private panel (hand, memory, material deck), and every
 * decision as neutral controls: a pending decision's options, or while holding Opportunity the legal plays,
 * abilities and attacks, Pass and Concede. Chinese UI terms: docs/grand-archive.md "Terms".
 */
import type { GamePresentation, Panel, PromptModel, PromptStep } from "../../engine/index.js";
import { clampPanel } from "../../engine/index.js";
import type { GaAction } from "./rules/actions.js";
import { cardData } from "./rules/catalogue.js";
import { grandArchiveRules as R } from "./rules/index.js";
import { legalActions } from "./rules/legal.js";
import { optionalCost } from "./rules/playing.js";
import { type GaState, type Seat, card } from "./rules/state.js";
import type { GaView, ObjectView, PlayerView } from "./rules/view.js";
import { renderTablePicture, type TableCard, type TablePicture } from "../table-picture.js";

const name = (s: GaState, id: string) => cardData(card(s, id).card).name;

/** A short option id for an action (1-16 of A-Za-z0-9_.-), or null when it has none. */
export function actionId(a: GaAction): string | null {
  switch (a.type) {
    case "pass":
      return "pass";
    case "enlighten":
      return "en";
    case "concede":
      return "cc";
    case "activate":
      return [
        "p",
        a.card,
        ...(a.targets ?? []),
        ...(a.costObject ? [`r${a.costObject.slice(1)}`] : []),
        ...(a.extra ? ["x"] : []),
        ...(a.brew ? [`w${shortHash(a.brew.join())}`] : []),
      ].join(".");
    case "ability":
      return `b.${a.object}.${a.ability}`;
    case "attack":
      return ["k", a.attacker, a.target, ...(a.weapon ? [a.weapon] : [])].join(".");
    case "answer":
      return null;
  }
}

/** A short, stable tag of a string (FNV-1a, base 36): tells apart Brew choices of one card in an option id. */
function shortHash(x: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < x.length; i++) h = Math.imul(h ^ x.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36).slice(0, 5);
}

/** How an `extra: true` activation reads: an optional additional cost, or activating without paying (Resolute Stand). */
function extraLabel(s: GaState, id: string): string {
  return optionalCost(card(s, id).card)?.free ? " (without paying its reserve cost)" : " (paying the optional cost)";
}

function label(s: GaState, a: GaAction): string {
  switch (a.type) {
    case "activate":
      return `Activate ${name(s, a.card)}${a.targets?.length ? ` → ${a.targets.map((t) => name(s, t)).join(", ")}` : ""}${a.costObject ? ` (return ${name(s, a.costObject)})` : ""}${a.extra ? extraLabel(s, a.card) : ""}${a.brew ? ` (brew: sacrifice ${a.brew.map((b) => name(s, b)).join(", ")})` : ""}`;
    case "ability":
      return `Use ${name(s, a.object)}`;
    case "enlighten":
      return "Remove 3 enlighten counters: draw a card";
    case "attack":
      return `Attack ${name(s, a.target)} with ${name(s, a.attacker)}${a.weapon ? ` + ${name(s, a.weapon)}` : ""}`;
    default:
      return a.type;
  }
}

function prompt(s: GaState, seat: Seat): PromptModel | null {
  const p = R.pending(s);
  if (!p || p.seat !== seat) return null;
  if (s.ask) {
    const items = s.ask.options.map((o, i) => ({ value: p.max === 1 ? `o.${i}` : o.id, label: o.label.slice(0, 100) }));
    return {
      content: s.ask.prompt,
      controls: [
        { kind: "choice", id: "m", placeholder: s.ask.prompt.slice(0, 100), items, min: s.ask.min, max: s.ask.max },
        { kind: "button", id: "cc", label: "Concede", style: "danger" },
      ],
    };
  }
  const plays = legalActions(s, seat).filter((a) => a.type !== "pass" && a.type !== "concede");
  const items = plays.flatMap((a) => {
    const id = actionId(a);
    return id ? [{ value: id, label: label(s, a).slice(0, 100) }] : [];
  });
  return {
    content: `You have Opportunity (${s.phase}${s.stack.length ? `, ${s.stack.length} on the Effects Stack` : ""}).`,
    controls: [
      ...(items.length
        ? [{ kind: "choice" as const, id: "a", placeholder: "Play, use or attack", items, min: 1, max: 1 }]
        : []),
      { kind: "button", id: "pass", label: "Pass", style: "primary" },
      { kind: "button", id: "cc", label: "Concede", style: "danger" },
    ],
  };
}

function resolve(s: GaState, seat: Seat, optionId: string, values: readonly string[]): PromptStep<GaAction> {
  let action: GaAction | null = null;
  if (optionId === "cc") action = { type: "concede" };
  else if (optionId === "m" && s.ask) action = { type: "answer", picks: [...values] };
  else if (optionId.startsWith("o.") && s.ask) {
    const o = s.ask.options[Number(optionId.slice(2))];
    if (o) action = { type: "answer", picks: [o.id] };
  } else action = legalActions(s, seat).find((a) => actionId(a) === optionId) ?? null;
  if (!action) return { kind: "invalid", message: "That choice is no longer available." };
  const r = R.apply(s, seat, action);
  return r.ok
    ? { kind: "action", action }
    : { kind: "invalid", message: r.error.message, ...(r.error.rule ? { rule: r.error.rule } : {}) };
}

function obj(o: ObjectView): string {
  const stats = [
    o.power !== null ? `${o.power} POW` : "",
    o.life !== null ? `${o.life - o.damage}/${o.life} life` : "",
    o.types.includes("WEAPON") ? `${o.durability} dur` : "",
  ].filter(Boolean);
  return `${o.name}${o.rested ? " (rested)" : ""}${stats.length ? ` — ${stats.join(", ")}` : ""}`;
}

function side(p: PlayerView): string {
  const ch = p.champion;
  return [
    ch
      ? `**${ch.name}** Lv ${ch.level} — ${ch.life !== null ? ch.life - ch.damage : "?"}/${ch.life ?? "?"} life${ch.rested ? " (rested)" : ""}`
      : "no champion",
    `Hand ${p.handCount} · Memory ${p.memoryCount} · Deck ${p.mainDeckCount} · Material ${p.materialDeckCount} · Graveyard ${p.graveyard.length} · Banished ${p.banishment.length}`,
    ...(p.field.length ? p.field.map((o) => `• ${obj(o)}`) : ["(no other objects)"]),
  ].join("\n");
}

function boardPanel(v: GaView, names: readonly string[], log: readonly string[]): Panel {
  return clampPanel({
    title: `Grand Archive — turn ${v.turn}, ${names[v.active] ?? `P${v.active + 1}`} (${v.phase})`,
    description: [
      ...(v.stack.length
        ? [
            `Effects Stack: ${[...v.stack]
              .reverse()
              .map((e) => (e.copy ? `${e.source.name} (copy)` : e.source.name))
              .join(" ← ")}`,
          ]
        : []),
      ...(v.combat
        ? [
            `Combat: ${v.combat.intent.map((c) => c.name).join(", ") || "attack"} → ${v.combat.defender ?? (v.combat.cleave ? "all defending units (Cleave)" : "no defender")}`,
          ]
        : []),
      ...log.slice(-8),
    ].join("\n"),
    fields: v.players.map((p, i) => ({ name: names[i] ?? `P${i + 1}`, value: side(p) })),
  });
}

function pictureCard(o: ObjectView): TableCard {
  const stats = [
    o.power !== null ? `${o.power} POW` : "",
    o.life !== null ? `${o.life - o.damage}/${o.life} life` : "",
    o.types.includes("WEAPON") ? `${o.durability} dur` : "",
    o.buff ? `+${o.buff} buff` : "",
  ].filter(Boolean);
  return {
    name: o.name,
    ...(stats.length ? { detail: stats.join(" · ") } : {}),
    ...(o.rested ? { turned: true } : {}),
  };
}

/**
 * The board picture's model (docs/grand-archive.md "In Discord"): per seat the champion, level and life, the
 * counts of every zone, the field, and the public graveyard and banishment. Built from `v` only.
 */
export function gaPicture(v: GaView, names: readonly string[]): TablePicture {
  return {
    turnedWord: "rested",
    title: `Grand Archive · turn ${v.turn} · ${names[v.active] ?? `P${v.active + 1}`} (${v.phase})`,
    notes: [
      v.over ? `Winner: ${v.winner === null ? "none" : (names[v.winner] ?? `P${v.winner + 1}`)}` : "",
      v.stack.length
        ? `Effects Stack (top first): ${[...v.stack]
            .reverse()
            .map((e) => e.source.name)
            .join(" ← ")}`
        : "",
      v.combat ? `Combat: ${v.combat.intent.map((c) => c.name).join(", ") || "attack"}` : "",
    ],
    seats: v.players.map((p, i) => {
      const ch = p.champion;
      return {
        name: names[i] ?? `P${i + 1}`,
        active: v.active === i,
        headline: ch
          ? `${ch.name} · Lv ${ch.level} · ${ch.life !== null ? ch.life - ch.damage : "?"}/${ch.life ?? "?"} life`
          : "no champion",
        stats: [
          `Hand ${p.handCount} · Memory ${p.memoryCount}`,
          `Main deck ${p.mainDeckCount} · Material ${p.materialDeckCount}`,
          `Graveyard ${p.graveyard.length} · Banished ${p.banishment.length}`,
        ],
        rows: [
          { label: "Field", cards: [...(ch ? [pictureCard(ch)] : []), ...p.field.map(pictureCard)] },
          { label: "Graveyard (latest first)", cards: [...p.graveyard].reverse().map((c) => ({ name: c.name })) },
          { label: "Banishment", cards: p.banishment.map((c) => ({ name: c.name })) },
        ],
      };
    }),
  };
}

function privatePanel(v: GaView): Panel {
  const me = v.viewer === "public" ? null : v.players[v.viewer];
  return clampPanel({
    title: "Your hand and memory",
    fields: [
      { name: "Hand", value: me?.hand?.map((c) => c.name).join("\n") || "(empty)" },
      { name: "Memory", value: me?.memory?.map((c) => c.name).join("\n") || "(empty)" },
      { name: "Material deck", value: me?.materialDeck?.map((c) => c.name).join("\n") || "(empty)" },
    ],
  });
}

/** Grand Archive's presentation. */
export const grandArchivePresentation: GamePresentation<GaState, GaAction, GaView> = {
  title: "Grand Archive",
  modeName: () => "game",
  prompt,
  resolve,
  boardPanel,
  boardImage: (v, names) => renderTablePicture(gaPicture(v, names)),
  privatePanel,
  privateKey: (v) => {
    const me = v.viewer === "public" ? null : v.players[v.viewer];
    return JSON.stringify([
      me?.hand?.map((c) => c.id),
      me?.memory?.map((c) => c.id),
      me?.materialDeck?.map((c) => c.id),
    ]);
  },
  waitingFor: (kind) => (kind === "opportunity" ? "you have Opportunity" : `decide: ${kind}`),
  commands: [],
};
