/** Spellshield: Astra (action, astra, reserve 4). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "nmp5af098k",
  name: "Spellshield: Astra",
  text: "[Class Bonus] This card costs 2 less to activate.\n\nThe next time damage would be dealt to your champion this turn, prevent that damage. Glimpse X, where X is the amount of damage prevented this way.",
  abilities: [
    { kind: "costLess", amount: 2, condition: { kind: "classBonus" } },
    {
      kind: "effect",
      effects: [{ op: "preventNextDamage", target: { kind: "champion", who: "you" }, glimpsePerPrevented: true }],
    },
  ],
});
