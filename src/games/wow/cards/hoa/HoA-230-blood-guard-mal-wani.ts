import { wowCard } from "../types.js";

/** Blood Guard Mal'wani (HoA-230): Ally, 4, 1 melee / 5 health. */
export default wowCard({
  id: "HoA-230",
  name: "Blood Guard Mal'wani",
  text: "Blood Guard Mal'wani has +1 ATK for each damage on him.",
  powers: [{ kind: "continuous", applies: "self", atk: 1, while: "always", per: "damage-on-self" }],
});
