import { wowCard } from "../types.js";

/** Innervate (HoA-23): Instant Ability, 4. */
export default wowCard({
  id: "HoA-23",
  name: "Innervate",
  text: "Target player draws three cards.",
  powers: [{ kind: "play", targets: [{ select: "player" }], effects: [{ op: "draw", amount: 3, who: { target: 0 } }] }],
});
