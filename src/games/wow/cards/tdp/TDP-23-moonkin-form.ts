import { wowCard } from "../types.js";

/**
 * Moonkin Form (TDP-23): Instant Ability (Balance, Talent, Form (1)), 2, Druid (Balance Hero Required, 100.2b): an
 * ongoing ability (not bear or cat form: no form keyword); Form (1) makes it unique with the other Forms (CR 7.4
 * 414.3b). Its damage replacement reads the dealing ability card's tags (CR 7.4 716-717.1); any non-Balance ability
 * its controller plays destroys it (a trigger, CR 7.4 703.1). The sources agree.
 */
export default wowCard({
  id: "TDP-23",
  name: "Moonkin Form",
  text: "Balance Hero Required <p> Ongoing: Each of your armor has +1 DEF. <p> If your hero would deal damage with a Balance ability, it deals that much damage +1 instead. <p> When you play a non-Balance ability, destroy Moonkin Form.",
  powers: [
    { kind: "armor-def", amount: 1 },
    { kind: "damage-replacement", withAbility: true, abilityTag: "Balance", change: { plus: 1 } },
    {
      kind: "trigger",
      on: "you-play-ability",
      notTag: "Balance",
      targets: [],
      effects: [{ op: "destroy", what: "self" }],
    },
  ],
});
