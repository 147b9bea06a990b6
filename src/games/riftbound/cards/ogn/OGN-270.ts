import { defineCard } from "../types.js";

/** Showstopper — Spell, Body/Order, 1 Energy + 1 Power. */
export default defineCard({
  code: "OGN-270",
  name: "Showstopper",
  text: "Buff a friendly unit in your base, then move it to a battlefield. (If it doesn't have a buff, it gets a +1 :rb_might: buff.)",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "unit", filter: { type: "unit", controller: "friendly", at: "base" } },
        // OFAQ-47: the destination of a move is chosen as the spell is played, but it is not a target.
        { id: "to", filter: {}, battlefield: true, notTarget: true },
      ],
      effects: [
        { op: "buff", what: { target: "unit" } },
        { op: "move", what: { target: "unit" }, to: { target: "to" } },
      ],
    },
  ],
});
