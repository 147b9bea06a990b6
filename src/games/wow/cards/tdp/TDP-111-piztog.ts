import { wowCard } from "../types.js";

/** Piztog (TDP-111): Ally (Demon, Pet (1), Imp), 1, Warlock, 0 fire / 2 health. */
export default wowCard({
  id: "TDP-111",
  name: "Piztog",
  text: "Elusive <p> Other allies in your party have +1 health.",
  powers: [
    { kind: "keyword", keyword: "Elusive" },
    { kind: "continuous", applies: "other-allies-in-your-party", health: 1, while: "always" },
  ],
});
