import { defineCard } from "../types.js";

/** Forge of the Future — Gear, Order, 2 Energy. */
export default defineCard({
  code: "OGN-212",
  name: "Forge of the Future",
  text: "When you play this, play a 1 :rb_might: Recruit unit token at your base.\nKill this: Recycle up to 4 cards from trashes.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "token", token: "Recruit", n: 1, at: "base" }],
    },
    {
      kind: "activated",
      cost: { killSelf: true },
      // Up to 4 cards in any player's trash (559.3.d.3); each goes to its owner's Main Deck (594).
      targets: [{ id: "cards", filter: { at: "trash", owner: "any" }, count: 4, upTo: true }],
      effects: [{ op: "recycle", what: { target: "cards" } }],
    },
  ],
});
