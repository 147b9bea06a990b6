import { wowCard } from "../types.js";

/** Sever the Cord (HoA-131): Instant Ability (Demonology), 2. */
export default wowCard({
  id: "HoA-131",
  name: "Sever the Cord",
  text: "As an additional cost to play Sever the Cord, destroy an ally in your party. <p> Destroy target ally.",
  powers: [
    {
      kind: "play",
      additionalCost: { destroyAlly: {} },
      targets: [{ select: "ally" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
