/**
 * How the bot shows a WoW game (docs/wow.md "In Discord"): prompts from the pending decision (asks as choices of
 * their options; priority as a choice of the legal actions, labelled from the seat's view), a text board panel,
 * the private panel (hand and face-down resources), and the board picture (hero, allies, equipment, resources).
 */
import { type FamilyView, familyPresentation, nameIn as familyNameIn } from "../wow-family/presentation.js";
import { type WowAction, type WowState, type WowView, wowRules } from "./rules/index.js";
import type { WowCardView } from "./rules/view.js";
import type { TableSeat } from "../table-picture.js";

const nameIn = (v: WowView, id: string): string =>
  v.chain.find((l) => l.card === id)?.name ??
  familyNameIn(v, id, (p) => [p.hero, ...p.allies, ...p.equipment, ...(p.hand ?? []), ...p.graveyard]);

/** A label for a legal action, from the seat's own view. */
export function actionLabel(v: WowView, a: WowAction): string {
  // Divided damage names each target's amount (CR 7.4 707.1d).
  const div = a.type === "play" ? a.divide : undefined;
  const t =
    "targets" in a && a.targets?.length
      ? ` → ${a.targets.map((x, i) => `${nameIn(v, x)}${div?.[i] ? ` (${div[i]})` : ""}`).join(", ")}`
      : "";
  switch (a.type) {
    case "pass":
      return "Pass";
    case "play":
      return `Play ${nameIn(v, a.card)}${a.x !== undefined ? ` (X = ${a.x})` : ""}${a.pay?.length ? ` (destroying ${a.pay.map((x) => nameIn(v, x)).join(", ")})` : ""}${a.modes?.length ? ` (mode ${a.modes[0]! + 1})` : ""}${t}`;
    case "resource":
      return `Place ${nameIn(v, a.card)} as a resource${a.faceUp ? " face up (quest)" : ""}`;
    case "complete":
      return `Complete ${nameIn(v, a.quest)}${a.modes?.length ? ` (mode ${a.modes.map((m) => m + 1).join(" and ")})` : ""}${t}${a.pay?.length ? ` (removing ${a.pay.map((x) => nameIn(v, x)).join(", ")})` : ""}`;
    case "power":
      // The cards named pay the power's cost however it uses them (destroyed, exhausted, discarded, damaged; 402.1).
      return `Use ${nameIn(v, a.card)}${whichPower(v, a.card, a.power)}${a.x !== undefined ? ` (X = ${a.x})` : ""}${a.pay?.length ? ` (paying with ${a.pay.map((x) => nameIn(v, x)).join(", ")})` : ""}${t}`;
    case "attack":
      return `Attack ${nameIn(v, a.defender)} with ${nameIn(v, a.attacker)}`;
    case "strike":
      return `Strike with ${nameIn(v, a.weapon)}`;
    default:
      return a.type;
  }
}

/** Which of a card's powers an action uses, when it has several: " (power 2)", or " (Kor's power)" if granted (700.1). */
function whichPower(v: WowView, id: string, power: number): string {
  const c = v.players.flatMap((p) => [p.hero, ...p.allies, ...p.equipment]).find((x) => x.id === id);
  const printed = c?.printedPowers;
  if (printed === undefined) return "";
  if (power < printed) return printed > 1 ? ` (power ${power + 1})` : "";
  const from = c?.grantedFrom?.[power - printed];
  return from ? ` (${from}'s power)` : "";
}

function characters(p: WowView["players"][number], v: WowView): string {
  const hero = `${p.hero.name} ${p.hero.atk ?? 0}/${(p.hero.health ?? 0) - p.hero.damage}${p.hero.exhausted ? " (exhausted)" : ""}${p.hero.flipped ? " (flipped)" : ""}`;
  const allies = p.allies.map((a) => `${a.name} ${a.atk}/${(a.health ?? 0) - a.damage}${a.exhausted ? " ⤵" : ""}`);
  const gear = p.equipment.map(
    (e) => `${e.name}${e.attachedTo ? ` (attached to ${nameIn(v, e.attachedTo)})` : ""}${e.exhausted ? " ⤵" : ""}`,
  );
  const ready = p.resources.filter((r) => !r.exhausted).length;
  // Face-up resources (quests, 410.1b) are public: every viewer's board lists them.
  const quests = p.resources.flatMap((r) => (r.card?.type === "Quest" && r.card.faceUp ? [r.card.name] : []));
  return [
    hero,
    `Allies: ${allies.join(", ") || "none"}`,
    `Equipment: ${gear.join(", ") || "none"}`,
    `Resources: ${ready}/${p.resources.length} ready · hand ${p.handCount} · deck ${p.deckCount}`,
    ...(quests.length ? [`Face-up quests: ${quests.join(", ")}`] : []),
    // A deck turned over (CR 7.4 415.3d) is public: every viewer's board lists it, top first.
    ...(p.deck ? [`Deck (face up, top first): ${p.deck.map((c) => c.name).join(", ") || "empty"}`] : []),
  ].join("\n");
}

const pictureCard = (c: WowCardView) => ({
  name: c.name,
  ...(c.atk !== undefined ? { detail: `${c.atk} ATK · ${(c.health ?? 0) - c.damage} health` } : {}),
  ...(c.exhausted ? { turned: true } : {}),
});

/** One player's band of the board picture: face-down resources are card backs (410.1b), quests face up named. */
export function wowPictureSeat(p: WowView["players"][number]): Omit<TableSeat, "name" | "active"> {
  const hero = p.hero;
  return {
    headline: `${hero.name}${hero.flipped ? " (flipped)" : ""} · ${(hero.health ?? 0) - hero.damage} health`,
    stats: [
      `Hand ${p.handCount} · Deck ${p.deckCount}${p.deck?.[0] ? ` (face up, top: ${p.deck[0].name})` : ""}`,
      `Resources ${p.resources.filter((r) => !r.exhausted).length}/${p.resources.length} ready`,
      `Graveyard ${p.graveyard.length} · Removed ${p.removed.length}`,
    ],
    rows: [
      { label: "Hero and allies", cards: [hero, ...p.allies].map(pictureCard) },
      { label: "Equipment", cards: p.equipment.map(pictureCard) },
      {
        label: "Resources",
        cards: p.resources.map((r) =>
          r.card?.faceUp ? pictureCard(r.card) : { name: "", hidden: true, ...(r.exhausted ? { turned: true } : {}) },
        ),
      },
    ],
  };
}

/** The WoW presentation (the WoW family's, docs/engine.md "The WoW family", in WoW's words). */
export const wowPresentation = familyPresentation<WowState, WowAction, WowView & FamilyView>({
  title: "World of Warcraft TCG",
  short: "WoW TCG",
  rules: wowRules,
  actionLabel,
  multiPick(kind, picks) {
    if (kind === "discard") return { type: "discard", cards: picks };
    if (kind === "shuffle-in") return { type: "shuffle-in", cards: picks.filter(Boolean) };
    if (kind === "graveyard-to-hand") return { type: "graveyard-to-hand", cards: picks.filter(Boolean) };
    if (kind === "pick-cards") return { type: "pick-cards", cards: picks.filter(Boolean) };
    if (kind === "stay-exhausted") return { type: "stay-exhausted", cards: picks.filter((p) => p && p !== "none") };
    if (kind === "inspire") return { type: "inspire", cards: picks.filter(Boolean) };
    return null;
  },
  // "Name a card" (rules/naming.ts): hundreds of names, so the name may be typed; the rules check it.
  typed: {
    kinds: ["name-card"],
    label: "Type a card name",
    field: "Card name",
    placeholder: "e.g. Kor Cindervein",
    action: (_kind, text) => ({ type: "name-card", name: text }),
  },
  combat: (v) =>
    v.combat?.attacker
      ? `Combat: ${nameIn(v, v.combat.attacker)} → ${nameIn(v, v.combat.defender ?? v.combat.proposedDefender ?? "")}`
      : "",
  side: characters,
  pictureSeat: wowPictureSeat,
  resourcesTitle: "Face-down resources",
});
