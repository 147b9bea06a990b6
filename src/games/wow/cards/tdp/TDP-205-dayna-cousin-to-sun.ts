import { wowCard } from "../types.js";

/** Dayna Cousin-to-Sun (TDP-205): Ally, 2, 1 / 0 health. */
export default wowCard({
  id: "TDP-205",
  name: "Dayna Cousin-to-Sun",
  text: "Dayna Cousin-to-Sun has +1 health for each resource you have.",
  powers: [{ kind: "continuous", applies: "self", health: 1, while: "always", per: "resource-you-have" }],
});
