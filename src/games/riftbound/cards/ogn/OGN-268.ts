import { defineCard } from "../types.js";

/** Bullet Time — Spell (Miss Fortune), Body/Chaos, 1 Energy. Action. */
export default defineCard({
  code: "OGN-268",
  name: "Bullet Time",
  text: "[Action] (Play on your turn or in showdowns.)\nPay any amount of :rb_rune_rainbow: to deal that much damage to all enemy units at a battlefield.",
  abilities: [
    {
      kind: "spell",
      // The battlefield is chosen when played (559.3, 163.7); X is paid on resolution (CR 1.4 740.4.a).
      targets: [{ id: "bf", filter: {}, battlefield: true }],
      effects: [
        { op: "pay", power: "any", amount: "any", saveAs: "x" },
        { op: "damage", amount: { countVar: "x" }, to: { all: { type: "unit", controller: "enemy" }, atTarget: "bf" } },
      ],
    },
  ],
});
