/**
 * How the bot shows a WoW game (docs/wow.md "In Discord"): prompts from the pending decision (asks as choices of
 * their options; priority as a choice of the legal actions, labelled from the seat's view), a text board panel,
 * the private panel (hand and face-down resources), and a placeholder board picture (a drawn board is future work).
 */
import type { ChoiceItem, GamePresentation, Panel, PromptModel } from "../../engine/index.js";
import { type WowAction, type WowState, type WowView, wowRules } from "./rules/index.js";

const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);

function nameIn(v: WowView, id: string): string {
  if (id.startsWith("p")) return `P${Number(id.slice(1)) + 1}`;
  for (const p of v.players)
    for (const c of [
      p.hero,
      ...p.allies,
      ...p.equipment,
      ...(p.hand ?? []),
      ...p.graveyard,
      ...p.resources.flatMap((r) => (r.card ? [r.card] : [])),
    ])
      if (c.id === id) return c.name;
  return id;
}

/** A label for a legal action, from the seat's own view. */
export function actionLabel(v: WowView, a: WowAction): string {
  const t = "targets" in a && a.targets?.length ? ` → ${a.targets.map((x) => nameIn(v, x)).join(", ")}` : "";
  switch (a.type) {
    case "pass":
      return "Pass";
    case "play":
      return `Play ${nameIn(v, a.card)}${t}`;
    case "resource":
      return `Place ${nameIn(v, a.card)} as a resource${a.faceUp ? " face up (quest)" : ""}`;
    case "complete":
      return `Complete ${nameIn(v, a.quest)}${a.modes?.length ? ` (mode ${a.modes.map((m) => m + 1).join(" and ")})` : ""}${t}${a.pay?.length ? ` (removing ${a.pay.map((x) => nameIn(v, x)).join(", ")})` : ""}`;
    case "power":
      return `Use ${nameIn(v, a.card)}${a.x !== undefined ? ` (X = ${a.x})` : ""}${a.pay?.length ? ` (destroying ${a.pay.map((x) => nameIn(v, x)).join(", ")})` : ""}${t}`;
    case "attack":
      return `Attack ${nameIn(v, a.defender)} with ${nameIn(v, a.attacker)}`;
    case "strike":
      return `Strike with ${nameIn(v, a.weapon)}`;
    default:
      return a.type;
  }
}

function characters(p: WowView["players"][number]): string {
  const hero = `${p.hero.name} ${p.hero.atk ?? 0}/${(p.hero.health ?? 0) - p.hero.damage}${p.hero.exhausted ? " (exhausted)" : ""}${p.hero.flipped ? " (flipped)" : ""}`;
  const allies = p.allies.map((a) => `${a.name} ${a.atk}/${(a.health ?? 0) - a.damage}${a.exhausted ? " ⤵" : ""}`);
  const gear = p.equipment.map((e) => `${e.name}${e.exhausted ? " ⤵" : ""}`);
  const ready = p.resources.filter((r) => !r.exhausted).length;
  // Face-up resources (quests, 410.1b) are public: every viewer's board lists them.
  const quests = p.resources.flatMap((r) => (r.card?.type === "Quest" && r.card.faceUp ? [r.card.name] : []));
  return [
    hero,
    `Allies: ${allies.join(", ") || "none"}`,
    `Equipment: ${gear.join(", ") || "none"}`,
    `Resources: ${ready}/${p.resources.length} ready · hand ${p.handCount} · deck ${p.deckCount}`,
    ...(quests.length ? [`Face-up quests: ${quests.join(", ")}`] : []),
  ].join("\n");
}

/** The WoW presentation. */
export const wowPresentation: GamePresentation<WowState, WowAction, WowView> = {
  title: "World of Warcraft TCG",
  modeName: () => "game",
  prompt(s, seat): PromptModel | null {
    const p = wowRules.pending(s);
    if (!p || p.seat !== seat) return null;
    const v = wowRules.view(s, seat);
    if (p.kind === "priority") {
      const legal = wowRules.legalActions(s, seat).filter((a) => a.type !== "concede");
      const items: ChoiceItem[] = legal.map((a, i) => ({ value: `a.${i}`, label: actionLabel(v, a).slice(0, 100) }));
      return {
        content: `${p.prompt} (${s.window?.kind ?? ""} window)`,
        controls: [
          { kind: "choice", id: "a", placeholder: "Your action", items, min: 1, max: 1 },
          { kind: "button", id: "cc", label: "Concede", style: "danger" },
        ],
      };
    }
    const items = p.options.map((o) => ({ value: `o.${o.id}`, label: o.label.slice(0, 100) }));
    return {
      content: p.prompt,
      controls: [
        { kind: "choice", id: "o", placeholder: "Your answer", items, min: p.min, max: p.max },
        { kind: "button", id: "cc", label: "Concede", style: "danger" },
      ],
    };
  },
  resolve(s, seat, optionId, values) {
    let action: WowAction | null = null;
    if (optionId === "cc") action = { type: "concede" };
    else if (optionId.startsWith("a."))
      action = wowRules.legalActions(s, seat).filter((a) => a.type !== "concede")[Number(optionId.slice(2))] ?? null;
    else if (optionId.startsWith("o.") || optionId === "o") {
      const picks = optionId === "o" ? values.map((x) => x.replace(/^o\./, "")) : [optionId.slice(2)];
      const p = wowRules.pending(s);
      const pick = picks[0] ?? "";
      if (p?.kind === "discard") action = { type: "discard", cards: picks };
      else if (p?.kind === "shuffle-in") action = { type: "shuffle-in", cards: picks.filter(Boolean) };
      else
        action =
          wowRules
            .legalActions(s, seat)
            .find((a) => JSON.stringify(wowRules.answerOf(s, a)?.picks) === JSON.stringify([pick])) ?? null;
    }
    if (!action) return { kind: "invalid", message: "That choice is no longer available." };
    const r = wowRules.apply(s, seat, action);
    return r.ok
      ? { kind: "action", action }
      : { kind: "invalid", message: r.error.message, ...(r.error.rule ? { rule: r.error.rule } : {}) };
  },
  boardPanel(v, names, log): Panel {
    return {
      title: `WoW TCG · turn ${v.turn} · ${names[v.active] ?? `P${v.active + 1}`} (${v.step})`,
      description: [v.over ? `Winner: ${v.winner === null ? "none (draw)" : names[v.winner]}` : "", ...log]
        .filter(Boolean)
        .join("\n"),
      fields: v.players.map((p, seat) => ({ name: names[seat] ?? `P${seat + 1}`, value: characters(p) })),
    };
  },
  boardImage: async () => PNG,
  privatePanel(v): Panel {
    const me = typeof v.viewer === "number" ? v.players[v.viewer] : undefined;
    return {
      title: "Your hand and resources",
      description: [
        `Hand: ${(me?.hand ?? []).map((c) => c.name).join(", ") || "empty"}`,
        `Face-down resources: ${(me?.resources ?? []).map((r) => `${r.card?.name ?? "?"}${r.exhausted ? " (exhausted)" : ""}`).join(", ") || "none"}`,
      ].join("\n"),
    };
  },
  privateKey: (v) => {
    const me = typeof v.viewer === "number" ? v.players[v.viewer] : undefined;
    return JSON.stringify([me?.hand?.map((c) => c.id) ?? [], me?.resources.map((r) => [r.id, r.exhausted]) ?? []]);
  },
  waitingFor: (kind) => (kind === "priority" ? "act or pass" : `answer: ${kind}`),
  commands: [],
};
