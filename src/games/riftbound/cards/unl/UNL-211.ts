import { defineCard } from "../types.js";

/**
 * Forgotten Library — Battlefield. A battlefield's trigger is controlled by the player who played the spell (the
 * `played` event's player); "while you control this battlefield" and "if you spent [4] or more" are intervening
 * conditions read as the spell is played (CR 1.4 383.2.a.1): the battlefield's controller, and the Energy of the
 * spell's total cost carried by its `played` event (`energySpent`, CR 1.4 356-357). [Predict] is [Predict 1]
 * (CR 1.4 436).
 */
export default defineCard({
  code: "UNL-211",
  name: "Forgotten Library",
  text: "While you control this battlefield, when you play a spell, if you spent :rb_energy_4: or more, [Predict]. (Look at the top card of your Main Deck. You may recycle it.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", subject: { type: "spell" } },
      if: {
        and: [
          { is: { self: true }, filter: { type: "battlefield", controller: "friendly" } },
          { compare: [{ eventData: "energySpent" }, { op: ">=", value: 4 }] },
        ],
      },
      effects: [{ op: "predict", n: 1 }],
    },
  ],
});
