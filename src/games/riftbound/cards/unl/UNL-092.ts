import { defineCard } from "../types.js";

/**
 * Demacian Diplomat — Unit, Body, 2 Energy.
 */
export default defineCard({
  code: "UNL-092",
  name: "Demacian Diplomat",
  text: "When you play me, gain 1 XP.",
  abilities: [{ kind: "triggered", on: "played", filter: { self: true }, effects: [{ op: "gainXp", n: 1 }] }],
});
