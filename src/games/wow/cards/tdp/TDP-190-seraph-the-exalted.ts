import { wowCard } from "../types.js";

/** Seraph the Exalted (TDP-190): Ally, 5, 1 holy / 5 health. "Human Hero Required": a deck restriction (100.2b). */
export default wowCard({
  id: "TDP-190",
  name: "Seraph the Exalted",
  text: "Human Hero Required <p> [Exhaust] -> Put an ally card from your hand into play if its cost is less than or equal to the number of resources you have.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [],
      effects: [{ op: "hand-ally-to-play-cost-up-to-resources" }],
    },
  ],
});
