import { wowCard } from "../types.js";

/** Vanquish (HoA-171): Ability, 4. */
export default wowCard({
  id: "HoA-171",
  name: "Vanquish",
  text: "Destroy target ally.",
  powers: [{ kind: "play", targets: [{ select: "ally" }], effects: [{ op: "destroy", what: { target: 0 } }] }],
});
