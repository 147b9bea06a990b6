import { wowCard } from "../types.js";

/** Medoc Spiritwarden (HoA-205): Ally, 5, 1/5. */
export default wowCard({
  id: "HoA-205",
  name: "Medoc Spiritwarden",
  text: "[Exhaust] -> Put target ally card from your graveyard into your hand.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [{ select: "ally-card-in-your-graveyard" }],
      effects: [{ op: "to-hand", what: { target: 0 } }],
    },
  ],
});
