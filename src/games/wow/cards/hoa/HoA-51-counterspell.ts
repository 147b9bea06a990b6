import { wowCard } from "../types.js";

/** Counterspell (HoA-51): Instant Ability (Arcane), 2. */
export default wowCard({
  id: "HoA-51",
  name: "Counterspell",
  text: "Interrupt target ability card.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ability-card-on-chain" }],
      effects: [{ op: "interrupt", what: { target: 0 } }],
    },
  ],
});
