import { wowCard } from "../types.js";

/** Draconian Deflector (HoA-285): Equipment (Armor, Off-Hand (1), Shield), 4 DEF. */
export default wowCard({
  id: "HoA-285",
  name: "Draconian Deflector",
  text: "Your hero has Protector.",
  powers: [{ kind: "grant-keyword", applies: "your-hero", keyword: "Protector" }],
});
