import { defineCard } from "../types.js";

/**
 * Hextech Anomaly — Gear, Mind, 3 Energy + 1 Mind. An ability that adds resources (605.2: it resolves at once and
 * can't be reacted to); "pay any amount of [A]" is chosen and paid as it resolves (CR 1.4 740.4.a), then that much
 * Energy is added.
 */
export default defineCard({
  code: "SFD-083",
  name: "Hextech Anomaly",
  text: ":rb_exhaust:: [Reaction] — Pay any amount of :rb_rune_rainbow: to [Add] that much Energy. (Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true,
      effects: [
        { op: "pay", power: "any", amount: "any", saveAs: "x" },
        { op: "add", energy: { countVar: "x" } },
      ],
    },
  ],
});
