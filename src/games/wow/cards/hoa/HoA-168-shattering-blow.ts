import { wowCard } from "../types.js";

/** Shattering Blow (HoA-168): Ability, 4. */
export default wowCard({
  id: "HoA-168",
  name: "Shattering Blow",
  text: "Destroy target equipment.",
  powers: [{ kind: "play", targets: [{ select: "equipment" }], effects: [{ op: "destroy", what: { target: 0 } }] }],
});
