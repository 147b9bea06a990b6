import { defineCard } from "../types.js";

/**
 * Lilting Lullaby — Spell (Signature), Calm + Mind, 2 Energy + 2 Power. [Reaction] printed. "Its controller" is read
 * before the counter (563.2.c.9, `saveController`); the restriction is held by that player until the end of the turn
 * (517.2.b), as Brynhir Thundersong's.
 */
export default defineCard({
  code: "UNL-190",
  name: "Lilting Lullaby",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nCounter a spell. Its controller can't play spells this turn.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "spell", filter: { type: "spell", at: "chain" } }],
      effects: [
        { op: "saveController", what: { target: "spell" }, saveAs: "caster" },
        { op: "counter", what: { target: "spell" } },
        { op: "actAs", seat: null, seatVar: "caster" },
        {
          op: "createEffect",
          duration: "turn",
          passive: { kind: "cant", who: "you", action: { play: { type: "spell" } } },
        },
        { op: "actAs", seat: null },
      ],
    },
  ],
});
