import { wowCard } from "../types.js";

/** Ya'mon (HoA-273): Ally, 6, 4/6. */
export default wowCard({
  id: "HoA-273",
  name: "Ya'mon",
  text: "Ya'mon has +1 ATK for each damage on him.",
  powers: [{ kind: "continuous", applies: "self", atk: 1, while: "always", per: "damage-on-self" }],
});
