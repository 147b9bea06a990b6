import { defineCard } from "../types.js";

/**
 * Xerath, Freed — Unit (Champion), Fury, 5 Energy.
 * Costs one Fury Power and exhausting him; only while at a battlefield (577).
 */
export default defineCard({
  code: "UNL-026",
  name: "Xerath, Freed",
  text: ":rb_rune_fury:, :rb_exhaust:: Deal 3 to a unit. Use this ability only while I'm at a battlefield.",
  abilities: [
    {
      kind: "activated",
      cost: { power: 1, powerDomain: "Fury", exhaust: true },
      onlyAtBattlefield: true,
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "damage", amount: 3, to: { target: "unit" } }],
    },
  ],
});
