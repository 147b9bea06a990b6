/** Spellshield: Arcane (action, arcane, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "RUqtU0Lczf",
  name: "Spellshield: Arcane",
  text: "[Class Bonus] This card costs 1 less to activate.\n\nThe next time damage would be dealt to your champion this turn, prevent that damage. Put an amount of enlighten counters on your champion equal to the amount of damage prevented this way.",
  abilities: [
    { kind: "costLess", amount: 1, condition: { kind: "classBonus" } },
    {
      kind: "effect",
      effects: [{ op: "preventNextDamage", target: { kind: "champion", who: "you" }, enlightenPerPrevented: true }],
    },
  ],
});
