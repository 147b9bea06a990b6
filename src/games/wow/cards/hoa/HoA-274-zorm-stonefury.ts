import { wowCard } from "../types.js";

/** Zorm Stonefury (HoA-274): Ally, 2, 1 melee / 1 health. */
export default wowCard({
  id: "HoA-274",
  name: "Zorm Stonefury",
  text: "Allies in your party have +1 ATK while attacking.",
  powers: [{ kind: "continuous", applies: "allies-in-your-party", atk: 1, while: "attacking" }],
});
