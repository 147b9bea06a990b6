import { defineCard } from "../types.js";

/**
 * Spiderling — Unit, Chaos, 3 Energy. [Hidden] is printed. +1 Might per other unit you control at my location with my
 * name (139.1); "any number of cards named Spiderling" lifts the 3-copy limit (103.2.b, decks/validate.ts).
 */
export default defineCard({
  code: "VEN-097",
  name: "Spiderling",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nI have +1 :rb_might: for each other unit you control here with my name.\nYour deck can have any number of cards named Spiderling.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "might",
        amount: { count: { type: "unit", controller: "friendly", at: "here", other: true, sameName: true } },
      },
    },
  ],
});
