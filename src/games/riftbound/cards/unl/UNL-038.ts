import { defineCard } from "../types.js";

/**
 * Skyward Strike — Spell, Calm, 2 Energy + 1 Power.
 * The [Level 6] stun target is chosen on play only while its controller has 6 XP (TargetSpec `when`, CR 1.4 824.1.c), and the stun happens only if they still do as it resolves (824.1.d). The move's destination is chosen on resolution (612, as Charm).
 */
export default defineCard({
  code: "UNL-038",
  name: "Skyward Strike",
  text: "Move an enemy unit.\n[Level 6][>] [Stun] an enemy unit. (While you have 6+ XP, get the effect. A stunned unit doesn't deal combat damage this turn.)",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "unit", filter: { type: "unit", controller: "enemy" } },
        { id: "stun", filter: { type: "unit", controller: "enemy" }, when: { xpAtLeast: 6 } },
      ],
      effects: [
        { op: "moveChoose", what: { target: "unit" } },
        { op: "if", cond: { xpAtLeast: 6 }, then: [{ op: "stun", what: { target: "stun" } }] },
      ],
    },
  ],
});
