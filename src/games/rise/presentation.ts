/**
 * How the bot shows a Rise game (docs/rise.md "In Discord"): prompts from the pending decision (asks as choices of
 * their options: hand reset, guard, armor, discard, uniqueness, trigger targets, optional payments, the top of the
 * deck; priority as a choice of the legal actions, labelled from the seat's own view), a text board panel, the
 * private panel (hand and face-down resources) and a placeholder board picture (a drawn board is future work).
 */
import type { ChoiceItem, GamePresentation, Panel, PromptModel } from "../../engine/index.js";
import { type RiseAction, type RiseState, type RiseView, riseRules } from "./rules/index.js";
import type { RiseCardView } from "./rules/view.js";

const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);

function nameIn(v: RiseView, id: string): string {
  if (id.startsWith("p")) return `P${Number(id.slice(1)) + 1}`;
  for (const p of v.players) {
    for (const c of [p.commander, ...p.troops, ...p.gear, ...(p.hand ?? []), ...p.salvage, ...p.vortex])
      if (c.id === id) return c.name;
    for (const r of p.resources) if (r.id === id && r.card) return r.card.name;
  }
  return id;
}

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
    default:
      return a.type;
  }
}

const unit = (c: RiseCardView): string =>
  `${c.name} ${c.atk ?? 0}/${(c.health ?? 0) - c.damage}${c.exhausted ? " (exhausted)" : ""}`;

function side(p: RiseView["players"][number]): string {
  const ready = p.resources.filter((r) => !r.exhausted).length;
  const faceUp = p.resources.filter((r) => r.faceUp && r.card).map((r) => r.card!.name);
  return [
    `Commander: ${unit(p.commander)}`,
    `Troops: ${p.troops.map(unit).join(", ") || "none"}`,
    `Commander row: ${p.gear.map((g) => `${g.name}${g.exhausted ? " (exhausted)" : ""}`).join(", ") || "none"}`,
    `Resources: ${ready}/${p.resources.length} ready${faceUp.length ? ` (face up: ${faceUp.join(", ")})` : ""}`,
    `Hand ${p.handCount} · deck ${p.deckCount} · salvage base ${p.salvage.length} · vortex ${p.vortex.length}`,
  ].join("\n");
}

/** The Rise presentation. */
export const risePresentation: GamePresentation<RiseState, RiseAction, RiseView> = {
  title: "Rise TCG",
  rulesId: "rise-tcg",
  modeName: () => "game",
  prompt(s, seat): PromptModel | null {
    const p = riseRules.pending(s);
    if (!p || p.seat !== seat) return null;
    const v = riseRules.view(s, seat);
    if (p.kind === "priority") {
      const legal = riseRules.legalActions(s, seat).filter((a) => a.type !== "concede");
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
    let action: RiseAction | null = null;
    if (optionId === "cc") action = { type: "concede" };
    else if (optionId.startsWith("a."))
      action = riseRules.legalActions(s, seat).filter((a) => a.type !== "concede")[Number(optionId.slice(2))] ?? null;
    else if (optionId.startsWith("o.") || optionId === "o") {
      const picks = optionId === "o" ? values.map((x) => x.replace(/^o\./, "")) : [optionId.slice(2)];
      const p = riseRules.pending(s);
      const pick = picks[0] ?? "";
      if (p?.kind === "discard") action = { type: "discard", cards: picks.filter((x) => x !== "none") };
      else
        action =
          riseRules
            .legalActions(s, seat)
            .find((a) => JSON.stringify(riseRules.answerOf(s, a)?.picks) === JSON.stringify([pick])) ?? null;
    }
    if (!action) return { kind: "invalid", message: "That choice is no longer available." };
    const r = riseRules.apply(s, seat, action);
    return r.ok
      ? { kind: "action", action }
      : { kind: "invalid", message: r.error.message, ...(r.error.rule ? { rule: r.error.rule } : {}) };
  },
  boardPanel(v, names, log): Panel {
    const combat = v.combat?.attacker
      ? `Combat: ${nameIn(v, v.combat.attacker)} → ${nameIn(v, v.combat.defender ?? v.combat.plannedDefender ?? "")}`
      : "";
    const chain = v.chain.length ? `Chain (top last): ${v.chain.map((l) => l.name).join(" · ")}` : "";
    return {
      title: `Rise TCG · turn ${v.turn} · ${names[v.active] ?? `P${v.active + 1}`} (${v.step})`,
      description: [
        v.over ? `Winner: ${v.winner === null ? "none (draw)" : names[v.winner]}` : "",
        combat,
        chain,
        ...log,
      ]
        .filter(Boolean)
        .join("\n"),
      fields: v.players.map((p, seat) => ({ name: names[seat] ?? `P${seat + 1}`, value: side(p) })),
    };
  },
  boardImage: async () => PNG,
  privatePanel(v): Panel {
    const me = typeof v.viewer === "number" ? v.players[v.viewer] : undefined;
    return {
      title: "Your hand and resources",
      description: [
        `Hand: ${(me?.hand ?? []).map((c) => c.name).join(", ") || "empty"}`,
        `Resources: ${(me?.resources ?? []).map((r) => `${r.card?.name ?? "?"}${r.faceUp ? " (face up)" : ""}${r.exhausted ? " (exhausted)" : ""}`).join(", ") || "none"}`,
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
