import { wowCard } from "../types.js";

/** Protect the Master (TDP-38): Instant Ability (Beast Mastery), 1, Hunter: an ongoing ability (001 306.2c). */
export default wowCard({
  id: "TDP-38",
  name: "Protect the Master",
  text: "Ongoing: Your Pets have Protector.",
  powers: [{ kind: "grant-keyword", applies: "your-pets", keyword: "Protector" }],
});
