import { defineCard } from "../types.js";

/**
 * Imposing Challenger — Unit, Body, 5 Energy, 5 Might. "When I move" (608); "you may" is up to one enemy unit at his
 * location after the move with less Might than him, chosen as the trigger goes on the chain (559.3.d.3); its new
 * battlefield (never a base, never the one it is at) is chosen by his controller as the trigger resolves (612).
 */
export default defineCard({
  code: "UNL-105",
  name: "Imposing Challenger",
  text: "When I move, you may move an enemy unit here with less Might than me to a different battlefield.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true },
      targets: [
        {
          id: "enemy",
          upTo: true,
          filter: {
            type: "unit",
            controller: "enemy",
            at: { locationOf: { event: "object" } },
            might: { op: "<", value: { mightOf: { self: true } } },
          },
        },
      ],
      effects: [{ op: "moveChoose", what: { target: "enemy" }, toBattlefield: true }],
    },
  ],
});
