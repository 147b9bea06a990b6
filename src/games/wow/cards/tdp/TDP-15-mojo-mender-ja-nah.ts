import { wowCard } from "../types.js";

/** Mojo Mender Ja'nah (TDP-15): Hero, Priest (Holy), 26 health. */
export default wowCard({
  id: "TDP-15",
  name: "Mojo Mender Ja'nah",
  text: "2, Flip Mojo Mender Ja'nah -> Ja'nah heals all damage from target ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, flip: true },
      targets: [{ select: "ally" }],
      effects: [{ op: "heal", amount: "all-damage", to: { target: 0 }, by: "self" }],
    },
  ],
});
