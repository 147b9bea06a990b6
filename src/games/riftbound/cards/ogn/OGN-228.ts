import { defineCard } from "../types.js";

/** Vanguard Helm — Gear, Order, 2 Energy. */
export default defineCard({
  code: "OGN-228",
  name: "Vanguard Helm",
  text: "When a buffed friendly unit dies, buff another friendly unit. (If it doesn't have a buff, it gets a +1 :rb_might: buff.)",
  abilities: [
    {
      kind: "triggered",
      // "A buffed friendly unit dies": the unit as it was when it died (584.2); the one that died is no longer on
      // the board, so every friendly unit there is "another".
      on: "died",
      filter: { subject: { type: "unit", controller: "friendly", state: ["buffed"] } },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "buff", what: { target: "unit" } }],
    },
  ],
});
