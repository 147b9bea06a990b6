import { wowCard } from "../types.js";

/** Karkas Deathhowl (HoA-247): Ally, 4, 2 shadow / 3 health. */
export default wowCard({
  id: "HoA-247",
  name: "Karkas Deathhowl",
  text: "When Karkas Deathhowl enters play, you may put target ally into its owner's hand.",
  powers: [
    {
      kind: "enters",
      optional: true,
      targets: [{ select: "ally" }],
      effects: [{ op: "to-hand", what: { target: 0 } }],
    },
  ],
});
