import { defineCard } from "../types.js";

/** Herald of the Arcane — Legend, Mind, Order. */
export default defineCard({
  code: "OGN-265",
  name: "Herald of the Arcane",
  text: ":rb_energy_1:, :rb_exhaust:: Play a 1 :rb_might: Recruit unit token.",
  abilities: [
    {
      kind: "activated",
      cost: { energy: 1, exhaust: true },
      // 176.1.a: a token is played like a card, to your base or a battlefield you control.
      effects: [{ op: "token", token: "Recruit", n: 1, at: "choose" }],
    },
  ],
});
