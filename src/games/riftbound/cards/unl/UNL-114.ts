import { defineCard } from "../types.js";

/**
 * Nidalee, Cat Form — Unit (Champion), Body, 3 Energy + 1 Body. [Ambush] is printed (CR 1.4 822).
 * "When I win a combat" is the wonCombat event (CR 1.4 466.3.a, c).
 */
export default defineCard({
  code: "UNL-114",
  name: "Nidalee, Cat Form",
  text: "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)\nWhen I win a combat, draw 1. (I win if I remain after combat.)",
  abilities: [{ kind: "triggered", on: "wonCombat", filter: { self: true }, effects: [{ op: "draw", n: 1 }] }],
});
