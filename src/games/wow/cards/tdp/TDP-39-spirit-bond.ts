import { wowCard } from "../types.js";

/** Spirit Bond (TDP-39): Ability (Beast Mastery, Talent), 1, Hunter (Beast Mastery Hero Required: a deck restriction, 100.2b; ongoing). */
export default wowCard({
  id: "TDP-39",
  name: "Spirit Bond",
  text: "Beast Mastery Hero Required <p> Ongoing: At the start of your turn, if you have a Pet, your hero heals 2 damage from itself and each of your Pets.",
  powers: [
    {
      kind: "trigger",
      on: "your-turn-start",
      condition: "you-have-a-pet",
      targets: [],
      effects: [
        { op: "heal", amount: 2, to: "your-hero", by: "your-hero" },
        { op: "heal", amount: 2, to: "each-pet-in-your-party", by: "your-hero" },
      ],
    },
  ],
});
