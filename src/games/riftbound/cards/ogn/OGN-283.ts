import { defineCard } from "../types.js";

/** Navori Fighting Pit — Battlefield. The holder chooses a unit here (either player's) as the trigger goes on the chain. */
export default defineCard({
  code: "OGN-283",
  name: "Navori Fighting Pit",
  text: "When you hold here, buff a unit here. (If it doesn't have a buff, it gets a +1 :rb_might: buff.)",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { here: true },
      targets: [{ id: "unit", filter: { type: "unit", at: "here" } }],
      effects: [{ op: "buff", what: { target: "unit" } }],
    },
  ],
});
