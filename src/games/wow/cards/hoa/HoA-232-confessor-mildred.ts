import { wowCard } from "../types.js";

/** Confessor Mildred (HoA-232): Ally, 2, 2 shadow / 2 health. */
export default wowCard({
  id: "HoA-232",
  name: "Confessor Mildred",
  text: "2, Destroy Confessor Mildred -> Destroy target ability.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, destroySelf: true },
      targets: [{ select: "ability" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
