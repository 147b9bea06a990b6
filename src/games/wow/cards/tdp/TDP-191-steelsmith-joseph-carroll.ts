import { wowCard } from "../types.js";

/** Steelsmith Joseph Carroll (TDP-191): Ally, 1, 1 / 1 health. */
export default wowCard({
  id: "TDP-191",
  name: "Steelsmith Joseph Carroll",
  text: "Steelsmith Joseph Carroll has +1 ATK and +1 health for each equipment you have.",
  powers: [{ kind: "continuous", applies: "self", atk: 1, health: 1, while: "always", per: "equipment-you-have" }],
});
