/**
 * How the bot shows a Rise game (docs/rise.md "In Discord"): prompts from the pending decision (asks as choices of
 * their options: hand reset, guard, armor, discard, uniqueness, trigger targets, optional payments, the top of the
 * deck; priority as a choice of the legal actions, labelled from the seat's own view), a text board panel, the
 * private panel (hand and face-down resources) and the board picture (commander, troops, commander row, resources).
 */
import { type FamilyView, familyPresentation, nameIn as familyNameIn } from "../wow-family/presentation.js";
import { type RiseAction, type RiseState, type RiseView, riseRules } from "./rules/index.js";
import type { RiseCardView } from "./rules/view.js";
import type { TableSeat } from "../table-picture.js";

const nameIn = (v: RiseView, id: string): string =>
  familyNameIn(v, id, (p) => [p.commander, ...p.troops, ...p.gear, ...(p.hand ?? []), ...p.salvage, ...p.vortex]);

/** A label for a legal action, from the seat's own view. */
export function actionLabel(v: RiseView, a: RiseAction): string {
  const t = "targets" in a && a.targets?.length ? ` → ${a.targets.map((x) => nameIn(v, x)).join(", ")}` : "";
  switch (a.type) {
    case "pass":
      return "Pass";
    case "play":
      return `Play ${nameIn(v, a.card)}${t}`;
    case "resource":
      return `Place ${nameIn(v, a.card)} as a resource${a.faceUp ? " face up" : ""}`;
    case "payment":
      return `Use ${nameIn(v, a.card)}${t}`;
    case "complete":
      return `Complete ${nameIn(v, a.card)}${t}`;
    case "declare":
      return `Attack ${nameIn(v, a.defender)} with ${nameIn(v, a.attacker)}`;
    case "fire":
      return `Fire ${nameIn(v, a.weapon)}`;
    case "board":
      return `Board ${nameIn(v, a.vehicle)} with ${nameIn(v, a.card)}`;
    default:
      return a.type;
  }
}

/** Counters as "2 invasion" (413.1). */
const counters = (c: RiseCardView): string =>
  c.counters
    ? ` [${Object.entries(c.counters)
        .map(([k, n]) => `${n} ${k}`)
        .join(", ")}]`
    : "";

const unit = (c: RiseCardView): string =>
  `${c.name} ${c.atk ?? 0}/${(c.health ?? 0) - c.damage}${c.exhausted ? " (exhausted)" : ""}${c.aboard ? " (aboard)" : ""}${counters(c)}`;

/** A commander-row card: attachments name their host (403), crystals show their health left (307.3). */
const gearLine = (g: RiseCardView, names: ReadonlyMap<string, string>): string =>
  `${g.name}${g.health !== undefined ? ` ${(g.health ?? 0) - g.damage}` : ""}${g.exhausted ? " (exhausted)" : ""}${
    g.attachedTo ? ` (on ${names.get(g.attachedTo) ?? "a card"})` : ""
  }${counters(g)}`;

function side(p: RiseView["players"][number], v: RiseView): string {
  const names = new Map(
    v.players.flatMap((x) => [x.commander, ...x.troops, ...x.gear]).map((c) => [c.id, c.name] as const),
  );
  const ready = p.resources.filter((r) => !r.exhausted).length;
  const faceUp = p.resources.filter((r) => r.faceUp && r.card).map((r) => r.card!.name);
  return [
    `Commander: ${unit(p.commander)}`,
    `Troops: ${p.troops.map(unit).join(", ") || "none"}`,
    `Commander row: ${p.gear.map((g) => gearLine(g, names)).join(", ") || "none"}`,
    `Resources: ${ready}/${p.resources.length} ready${faceUp.length ? ` (face up: ${faceUp.join(", ")})` : ""}`,
    `Hand ${p.handCount} · deck ${p.deckCount} · salvage base ${p.salvage.length} · vortex ${p.vortex.length}`,
  ].join("\n");
}

const pictureCard = (c: RiseCardView) => ({
  name: c.name,
  ...(c.atk !== undefined ? { detail: `${c.atk} ATK · ${(c.health ?? 0) - c.damage} health` } : {}),
  ...(c.exhausted ? { turned: true } : {}),
});

/** One player's band of the board picture: face-down resources are card backs, face-up ones named. */
export function risePictureSeat(p: RiseView["players"][number]): Omit<TableSeat, "name" | "active"> {
  return {
    headline: `Commander ${p.commander.name} · ${(p.commander.health ?? 0) - p.commander.damage} health`,
    stats: [
      `Hand ${p.handCount} · Deck ${p.deckCount}`,
      `Resources ${p.resources.filter((r) => !r.exhausted).length}/${p.resources.length} ready`,
      `Salvage base ${p.salvage.length} · Vortex ${p.vortex.length}`,
    ],
    rows: [
      { label: "Commander and troops", cards: [p.commander, ...p.troops].map(pictureCard) },
      { label: "Commander row", cards: p.gear.map(pictureCard) },
      {
        label: "Resources",
        cards: p.resources.map((r) =>
          r.faceUp && r.card
            ? pictureCard(r.card)
            : { name: "", hidden: true, ...(r.exhausted ? { turned: true } : {}) },
        ),
      },
    ],
  };
}

/** The Rise presentation (the WoW family's, docs/engine.md "The WoW family", in Rise's words). */
export const risePresentation = familyPresentation<RiseState, RiseAction, RiseView & FamilyView>({
  title: "Rise TCG",
  short: "Rise TCG",
  rulesId: "rise-tcg",
  rules: riseRules,
  actionLabel,
  // 709.2b: a discard that may be empty is answered "none".
  multiPick: (kind, picks) =>
    kind === "discard" ? { type: "discard", cards: picks.filter((x) => x !== "none") } : null,
  combat: (v) =>
    v.combat?.attacker
      ? `Combat: ${nameIn(v, v.combat.attacker)} → ${nameIn(v, v.combat.defender ?? v.combat.plannedDefender ?? "")}`
      : "",
  side,
  pictureSeat: risePictureSeat,
  resourcesTitle: "Resources",
  resourceNote: (r) => (r.faceUp ? " (face up)" : ""),
});
