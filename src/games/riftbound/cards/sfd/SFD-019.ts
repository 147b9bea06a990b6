import { defineCard } from "../types.js";

/**
 * Assembly Rig — Gear, Fury, 4 Energy. "Recycle a unit from your trash" is part of the cost (577, 594).
 */
export default defineCard({
  code: "SFD-019",
  name: "Assembly Rig",
  text: ":rb_energy_1::rb_rune_fury:, Recycle a unit from your trash, :rb_exhaust:: Play a 3 :rb_might: Mech unit token to your base.",
  abilities: [
    {
      kind: "activated",
      cost: {
        energy: 1,
        power: 1,
        powerDomain: "Fury",
        recycleFromTrash: 1,
        recycleFilter: { cardType: "Unit" },
        exhaust: true,
      },
      effects: [{ op: "token", token: "Mech", n: 1, at: "base" }],
    },
  ],
});
