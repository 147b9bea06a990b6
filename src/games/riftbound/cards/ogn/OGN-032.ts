import { defineCard } from "../types.js";

/**
 * Ravenborn Tome — Gear, Fury, 3 Energy. Errata (OFAQ-45): only the next spell played *this turn* — the printed
 * text in the card data already says so. Each instance of damage that spell deals is increased by 1 (CR 1.4 417.4).
 */
export default defineCard({
  code: "OGN-032",
  name: "Ravenborn Tome",
  text: ":rb_exhaust:: The next spell you play this turn deals 1 Bonus Damage. (Each instance of damage the spell deals is increased by 1.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      effects: [
        { op: "createEffect", duration: "turn", next: { type: "spell" }, passive: { kind: "bonusDamage", amount: 1 } },
      ],
    },
  ],
});
