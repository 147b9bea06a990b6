import { wowCard } from "../types.js";

/** Stalwart Protector (HoA-148): Instant Ability (Protection), 1: an ongoing ability (CR 7.4 704.1a). */
export default wowCard({
  id: "HoA-148",
  name: "Stalwart Protector",
  text: "Ongoing: Your hero has Protector.",
  powers: [{ kind: "grant-keyword", applies: "your-hero", keyword: "Protector" }],
});
