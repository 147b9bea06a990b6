import { wowCard } from "../types.js";

/** Prayer of Healing (HoA-84): Ability (Holy), 3: one healing packet per character (406.2). */
export default wowCard({
  id: "HoA-84",
  name: "Prayer of Healing",
  text: "Your hero heals 3 damage from each hero and ally in your party.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [{ op: "heal", amount: 3, to: "each-character-in-your-party", by: "your-hero" }],
    },
  ],
});
