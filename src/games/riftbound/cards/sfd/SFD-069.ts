import { defineCard } from "../types.js";

/**
 * Plundering Poro — Unit, Mind, 2 Energy. Gold gear token: SFD-T03.
 */
export default defineCard({
  code: "SFD-069",
  name: "Plundering Poro",
  text: "When I conquer, play a Gold gear token exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you", here: true },
      effects: [{ op: "token", token: "Gold", n: 1, at: "base" }],
    },
  ],
});
