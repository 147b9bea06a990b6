import { defineCard } from "../types.js";

/**
 * Megatusk — Unit, Chaos, 6 Energy.
 * "Spend 3 XP" is the ability's cost (CR 1.4 730.2); "your units here": at his location as it resolves.
 */
export default defineCard({
  code: "UNL-126",
  name: "Megatusk",
  text: "Spend 3 XP: Give your units here [Ganking] this turn. (We can move from battlefield to battlefield.)",
  abilities: [
    {
      kind: "activated",
      cost: { spendXp: 3 },
      effects: [
        {
          op: "keyword",
          what: { all: { type: "unit", controller: "friendly", at: "here" } },
          keyword: "Ganking",
          duration: "turn",
        },
      ],
    },
  ],
});
