import { wowCard } from "../types.js";

/** Dizdemona (HoA-2): Hero, 28 health. X is paid in damage put on her (CR 7.4 707.1b). */
export default wowCard({
  id: "HoA-2",
  name: "Dizdemona",
  text: "3, Flip Dizdemona, put X damage on her -> Dizdemona deals X shadow damage to target ally. Use only on your turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, flip: true, x: true, damageSelf: "x" },
      yourTurn: true,
      targets: [{ select: "ally" }],
      effects: [{ op: "damage", amount: "x", type: "shadow", to: { target: 0 }, by: "self" }],
    },
  ],
});
