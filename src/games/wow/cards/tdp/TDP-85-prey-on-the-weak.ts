import { wowCard } from "../types.js";

/** Prey on the Weak (TDP-85): Instant Ability, 2. */
export default wowCard({
  id: "TDP-85",
  name: "Prey on the Weak",
  text: "Destroy target ally wth cost 4 or less.",
  powers: [
    { kind: "play", targets: [{ select: "ally-cost-4-or-less" }], effects: [{ op: "destroy", what: { target: 0 } }] },
  ],
});
