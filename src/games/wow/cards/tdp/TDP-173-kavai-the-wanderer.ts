import { wowCard } from "../types.js";

/** Kavai the Wanderer (TDP-173): Ally, 6, 4 melee / 6 health. */
export default wowCard({
  id: "TDP-173",
  name: "Kavai the Wanderer",
  text: "1, Destroy Kavai -> Destroy target ability or equipment.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, destroySelf: true },
      targets: [{ select: "ability-or-equipment" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
