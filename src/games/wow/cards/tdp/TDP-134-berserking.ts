import { wowCard } from "../types.js";

/**
 * Berserking (TDP-134): Horde Ability, 3 (Troll Hero Required, checked at deck validation, 100.2b): an ongoing ability.
 * Each damage packet dealt to its hero (407, combat or not) puts a berserk counter on it (rules/counters.ts); as its
 * hero becomes an attacker (CR 7.4 602.1) all the counters are removed and the hero has +1 ATK per counter removed
 * until the combat ends (CR 7.4 603). The sources agree.
 */
export default wowCard({
  id: "TDP-134",
  name: "Berserking",
  text: "Troll Hero Required <p> Ongoing: When your hero is dealt damage, put a berserk counter on Berserking. <p> When your hero attacks, remove all berserk counters from Berserking. Your hero has +1 ATK this combat for each counter you removed.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-dealt-damage",
      targets: [],
      effects: [{ op: "put-counters", count: 1, counter: "berserk" }],
    },
    {
      kind: "trigger",
      on: "your-hero-attacks",
      targets: [],
      effects: [
        {
          op: "remove-all-counters",
          counter: "berserk",
          then: [{ op: "atk-this-combat", what: "your-hero", amount: "x" }],
        },
      ],
    },
  ],
});
