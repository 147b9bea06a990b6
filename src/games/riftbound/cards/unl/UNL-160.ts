import { defineCard } from "../types.js";

/**
 * Ultrasoft Poro — Unit, Order, 5 Energy. "Use this ability only while I'm at a battlefield" (`onlyAtBattlefield`);
 * the Bird tokens (CR 1.4 187.7) are played where their controller chooses (CR 1.4 439.2.c, as Sprite Call's).
 */
export default defineCard({
  code: "UNL-160",
  name: "Ultrasoft Poro",
  text: ":rb_exhaust:: Play two :rb_energy_1: :rb_might: Bird unit tokens with [Deflect]. Use this ability only while I'm at a battlefield. (Opponents must pay :rb_rune_rainbow: to choose a [Deflect] unit with a spell or ability.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      onlyAtBattlefield: true,
      effects: [{ op: "token", token: "Bird", n: 2, at: "choose" }],
    },
  ],
});
