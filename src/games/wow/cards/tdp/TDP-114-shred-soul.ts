import { wowCard } from "../types.js";

/** Shred Soul (TDP-114): Ability, 3. */
export default wowCard({
  id: "TDP-114",
  name: "Shred Soul",
  text: "Remove target ally from the game.",
  powers: [{ kind: "play", targets: [{ select: "ally" }], effects: [{ op: "remove", what: { target: 0 } }] }],
});
