import { wowCard } from "../types.js";

/** Master of Deception (TDP-83): Rogue Ability, Subtlety, 2 (Subtlety Hero Required: a deck restriction, 100.2b). */
export default wowCard({
  id: "TDP-83",
  name: "Master of Deception",
  text: "Subtlety Hero Required <p> Ongoing: Your hero has Stealth. (Can't protect against it.)",
  powers: [{ kind: "grant-keyword", applies: "your-hero", keyword: "Stealth" }],
});
