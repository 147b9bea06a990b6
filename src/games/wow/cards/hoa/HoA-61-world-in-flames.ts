import { wowCard } from "../types.js";

/** World in Flames (HoA-61): Ability (Fire), 8: an ongoing ability with a replacement modifier (CR 7.4 716). */
export default wowCard({
  id: "HoA-61",
  name: "World in Flames",
  text: "Ongoing: If your hero would deal fire damage, it deals double that amount of damage instead.",
  powers: [{ kind: "damage-replacement", type: "fire", change: { double: true } }],
});
