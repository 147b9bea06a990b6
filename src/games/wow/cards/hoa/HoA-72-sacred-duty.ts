import { wowCard } from "../types.js";

/**
 * Sacred Duty (HoA-72): Ability (Protection), 3, Paladin: an ongoing ability granting its hero Protector (CR 7.4
 * 704.1a) with a trigger as the hero protects (602.2). The four sources agree on its cost and text (seriallos kept).
 */
export default wowCard({
  id: "HoA-72",
  name: "Sacred Duty",
  text: "Ongoing: Your hero has Protector. <p> When your hero protects, it heals 1 damage from itself.",
  powers: [
    { kind: "grant-keyword", applies: "your-hero", keyword: "Protector" },
    {
      kind: "trigger",
      on: "your-hero-protects",
      targets: [],
      effects: [{ op: "heal", amount: 1, to: "your-hero", by: "your-hero" }],
    },
  ],
});
