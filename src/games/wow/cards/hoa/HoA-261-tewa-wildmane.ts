import { wowCard } from "../types.js";

/** Tewa Wildmane (HoA-261): Horde Ally, Tauren, 6, 0/0. */
export default wowCard({
  id: "HoA-261",
  name: "Tewa Wildmane",
  text: "Tewa Wildmane has +1 ATK and +1 health for each face-down resource you have.",
  powers: [{ kind: "continuous", applies: "self", atk: 1, health: 1, while: "always", per: "face-down-resource" }],
});
