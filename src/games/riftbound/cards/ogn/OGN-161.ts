import { defineCard } from "../types.js";

/** Deadbloom Predator — Unit, Body, 8 Energy + 2 Body Power, 8 Might. Deflect. */
export default defineCard({
  code: "OGN-161",
  name: "Deadbloom Predator",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nYou may play me to an occupied enemy battlefield.",
  abilities: [{ kind: "passive", passive: { kind: "playTo", to: "occupiedEnemy" } }],
});
