import { defineCard } from "../types.js";

/**
 * Dauntless Vanguard — Unit, Body, 4 Energy + 1 Body. Occupied enemy battlefield: CR 1.4 170.11.a.
 */
export default defineCard({
  code: "SFD-093",
  name: "Dauntless Vanguard",
  text: "You may play me to an occupied enemy battlefield.",
  abilities: [{ kind: "passive", passive: { kind: "playTo", to: "occupiedEnemy" } }],
});
