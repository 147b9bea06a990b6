import { defineCard } from "../types.js";

/**
 * Dramatic Visionary — Unit, Mind, 4 Energy.
 * [Deathknell] (720): [Predict 2] from the trash as he dies (CR 1.4 436).
 */
export default defineCard({
  code: "UNL-062",
  name: "Dramatic Visionary",
  text: "[Deathknell][>] [Predict 2]. (When I die, look at the top two cards of your Main Deck. Recycle any of them and put the rest back in any order.)",
  abilities: [
    { kind: "triggered", on: "died", filter: { self: true }, zone: "trash", effects: [{ op: "predict", n: 2 }] },
  ],
});
