import { wowCard } from "../types.js";

/** Sentry Gwynn (HoA-215): Ally, 5, 3/4. */
export default wowCard({
  id: "HoA-215",
  name: "Sentry Gwynn",
  text: "Your hero has Elusive.",
  powers: [{ kind: "grant-keyword", applies: "your-hero", keyword: "Elusive" }],
});
