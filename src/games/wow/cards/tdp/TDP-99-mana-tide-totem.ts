import { wowCard } from "../types.js";

/**
 * Mana Tide Totem (TDP-99): Ability (Restoration, Talent, Water Totem (1)), 4, Shaman, 1 health: a Totem (001
 * 306.3a; Restoration Hero Required: a deck restriction, 100.2b).
 */
export default wowCard({
  id: "TDP-99",
  name: "Mana Tide Totem",
  text: "Restoration Hero Required <p> Totem (Can be attacked or targeted like an ally.) <p> Ongoing: At the start of your turn, draw a card for each hero and ally in your party.",
  powers: [
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "draw", amount: "per-hero-and-ally-in-your-party", who: "you" }],
    },
  ],
});
