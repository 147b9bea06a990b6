import { defineCard } from "../types.js";

/**
 * Revna the Lorekeeper — Unit, Fury, 7 Energy + 1 Fury, 7 Might, Ganking (printed). "When you play a spell, if you
 * spent [4] or more": the spell's `played` event carries the Energy of its total cost (`energySpent`, CR 1.4 356-357),
 * an intervening "if" (CR 1.4 383.2.a.1).
 */
export default defineCard({
  code: "UNL-005",
  name: "Revna the Lorekeeper",
  text: "[Ganking] (I can move from battlefield to battlefield.)\nWhen you play a spell, if you spent :rb_energy_4: or more, ready me.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", subject: { type: "spell" } },
      if: { compare: [{ eventData: "energySpent" }, { op: ">=", value: 4 }] },
      effects: [{ op: "ready", what: { self: true } }],
    },
  ],
});
