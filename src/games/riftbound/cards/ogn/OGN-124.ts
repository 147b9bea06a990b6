import { defineCard } from "../types.js";

/** Arena Bar — Gear, Body, 3 Energy. */
export default defineCard({
  code: "OGN-124",
  name: "Arena Bar",
  text: ":rb_exhaust:: Buff an exhausted friendly unit. (If it doesn't have a buff, it gets a +1 :rb_might: buff.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly", state: ["exhausted"] } }],
      effects: [{ op: "buff", what: { target: "unit" } }],
    },
  ],
});
