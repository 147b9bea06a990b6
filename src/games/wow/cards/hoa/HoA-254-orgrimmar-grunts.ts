import { wowCard } from "../types.js";

/** Orgrimmar Grunts (HoA-254): Horde Ally, Orc, 2, 1/1, Unlimited (100.4). */
export default wowCard({
  id: "HoA-254",
  name: "Orgrimmar Grunts",
  text: "Orgrimmar Grunts has +1 ATK for each other ally named Orgrimmar Grunts in your party.",
  powers: [{ kind: "continuous", applies: "self", atk: 1, while: "always", per: "other-ally-named-self" }],
});
