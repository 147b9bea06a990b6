import { defineCard } from "../types.js";

/**
 * Kha'Zix, Mutating Horror — Unit (Champion), Chaos, 4 Energy + 1 Power.
 * [Ambush] printed (CR 1.4 822). "When I attack or defend" (620); "if an enemy unit is alone here" is an intervening
 * if (CR 1.4 383.2.a.1) read as the combat starts: an enemy unit that is the only unit of its controller in its
 * combat role here (620-621, the `alone` state).
 */
export default defineCard({
  code: "UNL-143",
  name: "Kha'Zix, Mutating Horror",
  text: "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)\nWhen I attack or defend, if an enemy unit is alone here, give me +2 :rb_might: this turn and gain 2 XP.",
  abilities: [
    {
      kind: "triggered",
      on: ["attacked", "defended"],
      filter: { self: true },
      if: { exists: { type: "unit", controller: "enemy", at: "here", state: ["alone"] } },
      effects: [
        { op: "might", what: { self: true }, amount: 2, duration: "turn" },
        { op: "gainXp", n: 2 },
      ],
    },
  ],
});
