/**
 * The slash commands Riftbound adds (docs/bot.md): `/play card` (autocomplete: the cards with a legal play; further
 * steps come as prompt components), `/move move` (legal standard moves) and `/pass` (pass priority or focus, or end
 * the turn when that is what is left). Option sources only: the bot builds and runs the commands.
 */
import type { CommandChoice, GameCommand } from "../../../engine/index.js";
import type { RbAction } from "../rules/actions.js";
import type { RbView } from "../rules/view.js";

/** Names the seat may see, by object id (hand, champion, base, battlefields, own facedown cards). */
function names(v: RbView): Map<string, string> {
  const m = new Map<string, string>();
  for (const p of v.players) {
    for (const c of [...(p.hand ?? []), ...p.base, ...(p.champion ? [p.champion] : [])]) m.set(c.id, c.name);
  }
  for (const b of v.battlefields) {
    for (const u of b.units) m.set(u.id, u.name);
    if (b.facedown && !("hidden" in b.facedown)) m.set(b.facedown.id, b.facedown.name);
  }
  return m;
}

const play: GameCommand<RbAction, RbView> = {
  name: "play",
  description: "Play a card (destination and targets follow as buttons).",
  option: { name: "card", description: "Card to play" },
  choices(view, legal): CommandChoice[] {
    const n = names(view);
    return legal.flatMap((a) => (a.type === "play" ? [{ name: n.get(a.card) ?? a.card, value: `p.${a.card}` }] : []));
  },
  run: (value) => ({ optionId: value?.startsWith("p.") ? value : `p.${value ?? ""}` }),
};

const move: GameCommand<RbAction, RbView> = {
  name: "move",
  description: "Move units (a standard move).",
  option: { name: "move", description: "Which move" },
  choices(view, legal): CommandChoice[] {
    const n = names(view);
    const dest = (to: number | "base") =>
      to === "base" ? "base" : (view.battlefields.find((b) => b.index === to)?.card.name ?? `battlefield ${to}`);
    return legal.flatMap((a) => {
      if (a.type !== "move") return [];
      const d = a.to === "base" ? "b" : String(a.to);
      const group = a.units.length > 1;
      const who = group ? `All ${a.units.length} ready base units` : (n.get(a.units[0] ?? "") ?? "unit");
      return [{ name: `${who} → ${dest(a.to)}`, value: `v.${group ? "B" : a.units[0]}.${d}` }];
    });
  },
  run: (value) => ({ optionId: "v", values: [value ?? ""] }),
};

const pass: GameCommand<RbAction, RbView> = {
  name: "pass",
  description: "Pass priority or focus (or end your turn).",
  // The engine decides legality; end the turn only when passing is not possible and ending is.
  run: (_value, legal) => ({
    action:
      legal.some((a) => a.type === "pass") || !legal.some((a) => a.type === "endTurn")
        ? { type: "pass" }
        : { type: "endTurn" },
  }),
};

/** Riftbound's commands, in the order they are registered. */
export const RIFTBOUND_COMMANDS: readonly GameCommand<RbAction, RbView>[] = [play, move, pass];
