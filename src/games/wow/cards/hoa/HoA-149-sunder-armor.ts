import { wowCard } from "../types.js";

/** Sunder Armor (HoA-149): Instant Ability, 1. */
export default wowCard({
  id: "HoA-149",
  name: "Sunder Armor",
  text: "Destroy target armor.",
  powers: [{ kind: "play", targets: [{ select: "armor" }], effects: [{ op: "destroy", what: { target: 0 } }] }],
});
