import { defineCard } from "../types.js";

/** Wraith of Echoes — Unit, Mind, 6 Energy + 1 Power. */
export default defineCard({
  code: "OGN-118",
  name: "Wraith of Echoes",
  text: "The first time a friendly unit dies each turn, draw 1.",
  abilities: [{ kind: "triggered", when: "firstFriendlyDeathEachTurn", effects: [{ op: "draw", n: 1 }] }],
});
