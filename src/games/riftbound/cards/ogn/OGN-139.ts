import { defineCard } from "../types.js";

/** Cithria of Cloudfield — Unit, Body, 2 Energy, 1 Might. */
export default defineCard({
  code: "OGN-139",
  name: "Cithria of Cloudfield",
  text: "When you play another unit, buff me. (If I don't have a buff, I get a +1 :rb_might: buff.)",
  abilities: [
    {
      kind: "triggered",
      // "When you play another unit": a unit card you play (543.2) or a unit token you play (555.2, 176).
      on: ["played", "tokenCreated"],
      filter: { player: "you", subject: { type: "unit", other: true } },
      effects: [{ op: "buff", what: { self: true } }],
    },
  ],
});
