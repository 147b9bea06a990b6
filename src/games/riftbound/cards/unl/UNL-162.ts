import { defineCard } from "../types.js";

/**
 * Enthralling Protector — Unit, Order, 2 Energy. [Hunt] is a printed keyword (CR 1.4 823); "Spend 2 XP" is the
 * ability's cost (CR 1.4 730.2); [Buff] does nothing if she already has a buff (701).
 */
export default defineCard({
  code: "UNL-162",
  name: "Enthralling Protector",
  text: "[Hunt] (When I conquer or hold, gain 1 XP.)\nSpend 2 XP: [Buff] me. (Give me a +1 :rb_might: buff if I don't have one.)",
  abilities: [{ kind: "activated", cost: { spendXp: 2 }, effects: [{ op: "buff", what: { self: true } }] }],
});
