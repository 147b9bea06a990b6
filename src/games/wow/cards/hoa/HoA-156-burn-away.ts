import { wowCard } from "../types.js";

/** Burn Away (HoA-156): Ability, 3. */
export default wowCard({
  id: "HoA-156",
  name: "Burn Away",
  text: "Destroy target ability.",
  powers: [{ kind: "play", targets: [{ select: "ability" }], effects: [{ op: "destroy", what: { target: 0 } }] }],
});
