import { wowCard } from "../types.js";

/** Mya, Dragonling Wrangler (TDP-184): Alliance Ally, 3, 2 frost / 2 health: an ally token (CR 7.4 404.2). */
export default wowCard({
  id: "TDP-184",
  name: "Mya, Dragonling Wrangler",
  text: "When Mya enters play, put a Mechanical Dragonling ally token with 1 ATK and 1 health into play.",
  powers: [{ kind: "enters", targets: [], effects: [{ op: "put-token", token: "mechanical-dragonling" }] }],
});
