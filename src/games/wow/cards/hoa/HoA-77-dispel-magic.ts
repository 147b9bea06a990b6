import { wowCard } from "../types.js";

/** Dispel Magic (HoA-77): Instant Ability, 1. */
export default wowCard({
  id: "HoA-77",
  name: "Dispel Magic",
  text: "Destroy target ability.",
  powers: [{ kind: "play", targets: [{ select: "ability" }], effects: [{ op: "destroy", what: { target: 0 } }] }],
});
