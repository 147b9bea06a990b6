import { wowCard } from "../types.js";

/** Fall Back (HoA-160): Instant Ability, 2. */
export default wowCard({
  id: "HoA-160",
  name: "Fall Back",
  text: "Put target ally from your party into its owner's hand.",
  powers: [
    { kind: "play", targets: [{ select: "ally-in-your-party" }], effects: [{ op: "to-hand", what: { target: 0 } }] },
  ],
});
