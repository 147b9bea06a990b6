import { wowCard } from "../types.js";

/**
 * Undaunted Defense (TDP-66): Instant Ability (Protection), 6, Paladin: an ongoing ability granting Protector (CR 7.4
 * 704.1a) and preventing combat damage to its hero while it protects (717.2; CR 7.4 glossary Protecting). The four
 * sources agree on its cost and text (seriallos kept).
 */
export default wowCard({
  id: "TDP-66",
  name: "Undaunted Defense",
  text: "Ongoing: Your hero has Protector. <p> Prevent all combat damage that would be dealt to your hero while protecting.",
  powers: [
    { kind: "grant-keyword", applies: "your-hero", keyword: "Protector" },
    { kind: "prevent-damage", applies: "your-hero", combatOnly: true, whileProtecting: true },
  ],
});
