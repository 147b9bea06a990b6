import { wowCard } from "../types.js";

/**
 * Lok'delar, Stave of the Ancient Keepers (TDP-279): Equipment (2H Weapon, Melee (1), Staff), 2, Hunter, 1 melee ATK,
 * strike cost 2. "A hunter ability": an ability card with the Hunter class icon.
 */
export default wowCard({
  id: "TDP-279",
  name: "Lok'delar, Stave of the Ancient Keepers",
  text: "When you play a hunter ability, your Ranged weapons have +1 ATK this turn.",
  powers: [
    {
      kind: "trigger",
      on: "you-play-ability",
      cls: "Hunter",
      targets: [],
      effects: [{ op: "weapons-atk-this-turn", tag: "Ranged", amount: 1 }],
    },
  ],
});
