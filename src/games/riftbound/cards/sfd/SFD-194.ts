import { defineCard } from "../types.js";

/**
 * Counter Strike — Spell, Calm + Body, 2 Energy + 1. Reaction. A created replacement about that unit, used up by the
 * next damage it would be dealt this turn (571, `once`); "Draw 1".
 */
export default defineCard({
  code: "SFD-194",
  name: "Counter Strike",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a unit. The next time that unit would be dealt damage this turn, prevent it. Draw 1.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        {
          op: "createEffect",
          duration: "turn",
          effect: { kind: "replace", event: "damaged", with: "prevent" },
          about: { target: "unit" },
          once: true,
        },
        { op: "draw", n: 1 },
      ],
    },
  ],
});
