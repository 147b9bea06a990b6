import { wowCard } from "../types.js";

/** Fear (HoA-123): Ability (Affliction), 1. */
export default wowCard({
  id: "HoA-123",
  name: "Fear",
  text: "Put target opposing ally into its owner's hand.",
  powers: [{ kind: "play", targets: [{ select: "opposing-ally" }], effects: [{ op: "to-hand", what: { target: 0 } }] }],
});
