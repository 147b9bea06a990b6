import { defineCard } from "../types.js";

/** Blitzcrank, Impassive — Unit (Champion), Calm, 5 Energy + 1 Calm Power. Tank (printed). */
export default defineCard({
  code: "OGN-067",
  name: "Blitzcrank, Impassive",
  text: "[Tank] (I must be assigned combat damage first.)\nWhen you play me to a battlefield, you may move an enemy unit to here.\nWhen I hold, return me to my owner's hand.",
  abilities: [
    {
      kind: "triggered",
      // "When you play me to a battlefield" (543.2).
      on: "played",
      filter: { self: true, data: { toBattlefield: true } },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy" } }],
      effects: [
        {
          op: "may",
          prompt: "Move that enemy unit to Blitzcrank's battlefield?",
          then: [{ op: "move", what: { target: "enemy" }, to: "here" }],
        },
      ],
    },
    {
      kind: "triggered",
      // "When I hold": you hold the battlefield I'm at (630.2).
      on: "held",
      filter: { player: "you", here: true },
      effects: [{ op: "returnToHand", what: { self: true } }],
    },
  ],
});
