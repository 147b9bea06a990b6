import { defineCard } from "../types.js";

/**
 * Grim Resolve — Spell, Body, 2 Energy. Action. "When it wins a combat this turn" is a delayed trigger
 * about the chosen unit (CR 1.4 389-392) on its wonCombat event (CR 1.4 466.3); each win this turn gains 2 XP.
 */
export default defineCard({
  code: "UNL-095",
  name: "Grim Resolve",
  text: "[Action] (Play on your turn or in showdowns.)\nGive a friendly unit +3 :rb_might: this turn. When it wins a combat this turn, gain 2 XP.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [
        { op: "might", what: { target: "unit" }, amount: 3, duration: "turn" },
        {
          op: "createEffect",
          duration: "turn",
          about: { target: "unit" },
          trigger: { on: "wonCombat", effects: [{ op: "gainXp", n: 2 }] },
        },
      ],
    },
  ],
});
