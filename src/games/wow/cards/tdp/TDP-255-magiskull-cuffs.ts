import { wowCard } from "../types.js";

/** Magiskull Cuffs (TDP-255): Equipment (Armor, Wrist (1), Cloth), 3, 0 DEF. */
export default wowCard({
  id: "TDP-255",
  name: "Magiskull Cuffs",
  text: "[Exhaust] -> You pay 1 less to play your next ability this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [],
      effects: [{ op: "play-discount", amount: 1, cardType: "Ability" }],
    },
  ],
});
