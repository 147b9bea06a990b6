import { wowCard } from "../types.js";

/**
 * Naolin Sunsurge (TDP-225): Horde Ally, Blood Elf Mage, 4, 3 arcane / 2 health (Blood Elf Hero Required: a deck
 * restriction, 100.2b). seriallos and mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-225",
  name: "Naolin Sunsurge",
  text: "Blood Elf Hero Required <p> When you play an ability for the first time on each of your turns, draw a card. <p> At the end of your turn, if you didn't play an ability this turn, destroy Naolin Sunsurge.",
  powers: [
    {
      kind: "trigger",
      on: "you-play-first-ability-on-your-turn",
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
    {
      kind: "trigger",
      on: "your-turn-end",
      condition: "played-no-ability-this-turn",
      targets: [],
      effects: [{ op: "destroy", what: "self" }],
    },
  ],
});
