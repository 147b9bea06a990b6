import { defineCard } from "../types.js";

/** Dragon's Rage — Spell (Lee Sin signature), Calm and Body, 4 Energy + 1 Power. Errata (Origins Card Errata):
 * "Then do this:" — a reflexive trigger (OFAQ-55): the second enemy unit is chosen when it goes on the chain, and
 * only if the move happened. The behaviour follows the errata. The destination is chosen on resolution, as for
 * every "move a unit" of this engine (Charm) */
export default defineCard({
  code: "OGN-258",
  name: "Dragon's Rage",
  text: "Move an enemy unit. Then choose another enemy unit at its destination. They deal damage equal to their Mights to each other.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy" } }],
      effects: [
        { op: "moveChoose", what: { target: "enemy" }, saveAs: "moved" },
        {
          op: "if",
          cond: { varNonEmpty: "moved" },
          then: [{ op: "reflexive", ability: 1, about: { var: "moved" } }],
        },
      ],
    },
    {
      kind: "triggered",
      reflexive: true,
      targets: [
        {
          id: "other",
          filter: { type: "unit", controller: "enemy", at: { locationOf: { event: "object" } }, notEventObject: true },
        },
      ],
      effects: [{ op: "fight", a: { event: "object" }, b: { target: "other" } }],
    },
  ],
});
