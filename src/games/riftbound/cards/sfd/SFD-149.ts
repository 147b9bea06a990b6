import { defineCard } from "../types.js";

/**
 * Ezreal, Prodigy — Unit, Chaos, 3 Energy + 1 Chaos, 3 Might. Every optional additional cost its controller pays
 * (Accelerate, "you may pay …", [Repeat]; CR 1.4 356.2.b) costs [1] or [A] less, applied to that component as it is
 * added (CR 1.4 356.4.c, the rule's own example); a paid cost reduced to 0 still counts as paid (356.4.f.1).
 */
export default defineCard({
  code: "SFD-149",
  name: "Ezreal, Prodigy",
  text: "When you play me, discard 1, then draw 2.\nOptional additional costs you pay cost :rb_energy_1: or :rb_rune_rainbow: less.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        { op: "discard", n: 1 },
        { op: "draw", n: 2 },
      ],
    },
    {
      kind: "passive",
      passive: { kind: "additionalCostDiscount", cost: "optional", energy: 1, anyPower: 1, either: true },
    },
  ],
});
