import { wowCard } from "../types.js";

/** Exhaustion (HoA-159): Instant Ability, 2. */
export default wowCard({
  id: "HoA-159",
  name: "Exhaustion",
  text: "Exhaust target ally.",
  powers: [{ kind: "play", targets: [{ select: "ally" }], effects: [{ op: "exhaust", what: { target: 0 } }] }],
});
