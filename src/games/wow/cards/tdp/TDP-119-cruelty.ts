import { wowCard } from "../types.js";

/**
 * Cruelty (TDP-119): Ability (Fury, Talent), 3, Warrior (Fury Hero Required: a deck restriction, 100.2b): an ongoing
 * ability; "while you have a weapon" is read continuously (CR 7.4 704.1a). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-119",
  name: "Cruelty",
  text: "Fury Hero Required <p> Ongoing: <p> Your hero has +1 ATK while you have a weapon.",
  powers: [{ kind: "continuous", applies: "your-hero", atk: 1, while: "you-have-a-weapon" }],
});
