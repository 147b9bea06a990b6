import { wowCard } from "../types.js";

/** Execute (HoA-141): Instant Ability (Fury), 1. */
export default wowCard({
  id: "HoA-141",
  name: "Execute",
  text: "Destroy target ally with damage on it.",
  powers: [{ kind: "play", targets: [{ select: "damaged-ally" }], effects: [{ op: "destroy", what: { target: 0 } }] }],
});
