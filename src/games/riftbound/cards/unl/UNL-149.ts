import { defineCard } from "../types.js";

/**
 * Diana, No Longer Human — Unit (Champion), Chaos, 4 Energy + 1 Power.
 * [Ambush] printed (CR 1.4 822). "When you play a spell" (as Diana's other printings).
 */
export default defineCard({
  code: "UNL-149",
  name: "Diana, No Longer Human",
  text: "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)\nWhen you play a spell, give me +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", subject: { type: "spell" } },
      effects: [{ op: "might", what: { self: true }, amount: 2, duration: "turn" }],
    },
  ],
});
