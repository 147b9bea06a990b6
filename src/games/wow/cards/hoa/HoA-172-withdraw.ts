import { wowCard } from "../types.js";

/** Withdraw (HoA-172): Instant Ability, 3. */
export default wowCard({
  id: "HoA-172",
  name: "Withdraw",
  text: "Put target ally into its owner's hand.",
  powers: [{ kind: "play", targets: [{ select: "ally" }], effects: [{ op: "to-hand", what: { target: 0 } }] }],
});
