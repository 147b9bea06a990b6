import { wowCard } from "../types.js";

/** Healing Stream Totem (HoA-111): Instant Ability (Restoration, Water Totem (1)), 1, Shaman, 1 health: a Totem (001 306.3a). */
export default wowCard({
  id: "HoA-111",
  name: "Healing Stream Totem",
  text: "Totem (Can be attacked or targeted like an ally.) <p> Ongoing: At the start of each turn, Healing Stream Totem heals 1 damage from each hero and ally in your party.",
  powers: [
    {
      kind: "trigger",
      on: "each-turn-start",
      targets: [],
      effects: [{ op: "heal", amount: 1, to: "each-character-in-your-party", by: "self" }],
    },
  ],
});
