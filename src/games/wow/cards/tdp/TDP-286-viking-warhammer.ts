import { wowCard } from "../types.js";

/** Viking Warhammer (TDP-286): Equipment (1H Weapon, Melee (1), Mace), 1. */
export default wowCard({
  id: "TDP-286",
  name: "Viking Warhammer",
  text: "",
  powers: [],
});
