import { wowCard } from "../types.js";

/** Moira Darkheart (HoA-209): Ally, 4, 3 melee / 4 health. */
export default wowCard({
  id: "HoA-209",
  name: "Moira Darkheart",
  text: "1, Destroy Moira Darkheart -> Destroy target armor or weapon.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, destroySelf: true },
      targets: [{ select: "armor-or-weapon" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
