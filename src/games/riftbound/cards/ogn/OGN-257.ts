import { defineCard } from "../types.js";

/** Blind Monk — Legend (Lee Sin), Calm/Body. */
export default defineCard({
  code: "OGN-257",
  name: "Blind Monk",
  text: ":rb_energy_1:, :rb_exhaust:: Buff a friendly unit. (If it doesn't have a buff, it gets a +1 :rb_might: buff.)",
  abilities: [
    {
      kind: "activated",
      cost: { energy: 1, exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "buff", what: { target: "unit" } }],
    },
  ],
});
