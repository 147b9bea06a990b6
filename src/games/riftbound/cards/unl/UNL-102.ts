import { defineCard } from "../types.js";

/**
 * Crowd Favorite — Unit, Body, 3 Energy.
 * [Hunt] printed (CR 1.4 823). "Spend 2 XP" is the ability's cost (730.2).
 */
export default defineCard({
  code: "UNL-102",
  name: "Crowd Favorite",
  text: "[Hunt] (When I conquer or hold, gain 1 XP.)\nSpend 2 XP: [Buff] me. (Give me a +1 :rb_might: buff if I don't have one.)",
  abilities: [{ kind: "activated", cost: { spendXp: 2 }, effects: [{ op: "buff", what: { self: true } }] }],
});
