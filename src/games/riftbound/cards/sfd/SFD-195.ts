import { defineCard } from "../types.js";

/**
 * Blade Dancer — Legend, Calm + Chaos. "When you choose a friendly unit" (`chosen` / `chosenByAbility`, 559.3): "you
 * may exhaust me and pay [A] to ready it" is the trigger's cost (CR 1.4 383.3.b), "it" the chosen unit. "When you
 * conquer, you may pay [1] to ready me."
 */
export default defineCard({
  code: "SFD-195",
  name: "Blade Dancer",
  text: "When you choose a friendly unit, you may exhaust me and pay :rb_rune_rainbow: to ready it.\nWhen you conquer, you may pay :rb_energy_1: to ready me.",
  abilities: [
    {
      kind: "triggered",
      on: ["chosen", "chosenByAbility"],
      filter: { player: "you", subject: { type: "unit", controller: "friendly" } },
      cost: { pay: { power: 1, exhaustSelf: true } },
      effects: [{ op: "ready", what: { event: "object" } }],
    },
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you" },
      effects: [
        {
          op: "may",
          prompt: "Pay [1] to ready Blade Dancer?",
          cost: { energy: 1 },
          then: [{ op: "ready", what: { self: true } }],
        },
      ],
    },
  ],
});
