import { wowCard } from "../types.js";

/** Coup de Grace (HoA-93): Ability, 2. */
export default wowCard({
  id: "HoA-93",
  name: "Coup de Grace",
  text: "Destroy target exhausted ally.",
  powers: [
    { kind: "play", targets: [{ select: "exhausted-ally" }], effects: [{ op: "destroy", what: { target: 0 } }] },
  ],
});
