import { defineCard } from "../types.js";

/**
 * Rumble, Scrapper — Unit (Champion), Mind, 5 Energy + 1 Mind. He is a Mech: his own +1 is a passive on him.
 */
export default defineCard({
  code: "SFD-089",
  name: "Rumble, Scrapper",
  text: "Your Mechs have +1 :rb_might: (including me).\nWhen I hold, play a 3 :rb_might: Mech unit token to your base.",
  abilities: [
    { kind: "passive", passive: { kind: "might", amount: 1 } },
    {
      kind: "passive",
      passive: { kind: "othersMight", amount: 1, filter: { type: "unit", controller: "friendly", tag: "Mech" } },
    },
    {
      kind: "triggered",
      on: "held",
      filter: { player: "you", here: true },
      effects: [{ op: "token", token: "Mech", n: 1, at: "base" }],
    },
  ],
});
