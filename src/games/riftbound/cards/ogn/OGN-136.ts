import { defineCard } from "../types.js";

/** Pit Rookie — Unit, Body, 2 Energy, 2 Might. */
export default defineCard({
  code: "OGN-136",
  name: "Pit Rookie",
  text: "When you play me, buff another friendly unit. (If it doesn't have a buff, it gets a +1 :rb_might: buff.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly", other: true } }],
      effects: [{ op: "buff", what: { target: "unit" } }],
    },
  ],
});
