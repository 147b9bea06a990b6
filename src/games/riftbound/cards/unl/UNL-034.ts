import { defineCard } from "../types.js";

/**
 * Herald of Spring — Unit, Calm, 4 Energy + 1 Power.
 * [Hunt] printed: the rules gain its XP on a conquer or hold (CR 1.4 823).
 */
export default defineCard({
  code: "UNL-034",
  name: "Herald of Spring",
  text: "[Hunt] (When I conquer or hold, gain 1 XP.)\nWhen you play me, gain 2 XP.",
  abilities: [{ kind: "triggered", on: "played", filter: { self: true }, effects: [{ op: "gainXp", n: 2 }] }],
});
