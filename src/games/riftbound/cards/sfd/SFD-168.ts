import { defineCard } from "../types.js";

/**
 * Vanguard Armory — Gear, Order, 7 Energy + 1 Order. Each token's place is chosen: the base or a battlefield its
 * controller controls (175.2).
 */
export default defineCard({
  code: "SFD-168",
  name: "Vanguard Armory",
  text: ":rb_exhaust:: Play three 1 :rb_might: Recruit unit tokens. (You may play them to different locations.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      effects: [{ op: "token", token: "Recruit", n: 3, at: "choose" }],
    },
  ],
});
