import { defineCard } from "../types.js";

/**
 * Vex, Apathetic — Unit (Champion), Chaos, 4 Energy.
 * [Deflect] printed. "While I'm at a battlefield" is part of the trigger condition (CR 1.4 383.2.a.1); "they can't move it this turn" forbids moves of it by its controller (standard or by effect, 567).
 */
export default defineCard({
  code: "UNL-150",
  name: "Vex, Apathetic",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nWhen an opponent plays a unit while I'm at a battlefield, [Stun] it. They can't move it this turn. (It doesn't deal combat damage this turn.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "opponent", subject: { type: "unit" } },
      if: { is: { self: true }, filter: { at: "battlefield" } },
      effects: [
        { op: "stun", what: { event: "object" } },
        {
          op: "createEffect",
          duration: "turn",
          about: { event: "object" },
          passive: { kind: "cantBeMovedByController" },
        },
      ],
    },
  ],
});
