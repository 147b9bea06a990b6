import { defineCard } from "../types.js";

/**
 * Tomb-Raider Barbara — Unit, Calm, 4 Energy.
 * "If you control 7 or more runes" is an intervening if (CR 1.4 383.2.a.1); the gear is chosen as the trigger goes on
 * the chain, and whether it is Empowered is read on resolution.
 */
export default defineCard({
  code: "VEN-037",
  name: "Tomb-Raider Barbara",
  text: "When you play me, if you control 7 or more runes, choose an enemy gear. If it's [Empowered], disempower it. Otherwise, kill it.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      if: { compare: [{ count: { type: "rune", controller: "friendly" } }, { op: ">=", value: 7 }] },
      targets: [{ id: "gear", filter: { type: "gear", controller: "enemy" } }],
      effects: [
        {
          op: "if",
          cond: { is: { target: "gear" }, filter: { state: ["empowered"] } },
          then: [{ op: "disempower", what: { target: "gear" } }],
          else: [{ op: "kill", what: { target: "gear" } }],
        },
      ],
    },
  ],
});
