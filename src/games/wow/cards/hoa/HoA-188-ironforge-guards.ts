import { wowCard } from "../types.js";

/** Ironforge Guards (HoA-188): Alliance Ally, Dwarf, 2, 1/1, Unlimited (100.4). */
export default wowCard({
  id: "HoA-188",
  name: "Ironforge Guards",
  text: "Ironforge Guards has +1 health for each other ally named Ironforge Guards in your party.",
  powers: [{ kind: "continuous", applies: "self", health: 1, while: "always", per: "other-ally-named-self" }],
});
