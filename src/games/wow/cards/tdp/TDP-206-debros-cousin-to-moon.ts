import { wowCard } from "../types.js";

/** Debros Cousin-to-Moon (TDP-206): Ally, 2, 0 / 1 health. */
export default wowCard({
  id: "TDP-206",
  name: "Debros Cousin-to-Moon",
  text: "Debros Cousin-to-Moon has +1 ATK for each resource you have.",
  powers: [{ kind: "continuous", applies: "self", atk: 1, while: "always", per: "resource-you-have" }],
});
