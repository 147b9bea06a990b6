import { wowCard } from "../types.js";

/**
 * Soul Link (HoA-133): Ability, 4, Warlock (Demonology Talent; Demonology Hero Required, 100.2b). An ongoing ability
 * whose payment power costs damage put on an ally of its party (402.1, CR 7.4 405.3: put, not dealt, so nothing
 * prevents it; the ally is named in the action's `pay`) and makes a shield on your hero (717.2a). seriallos kept.
 */
export default wowCard({
  id: "HoA-133",
  name: "Soul Link",
  text: "Demonology Hero Required <p> Ongoing: Put 1 damage on an ally in your party -> Prevent the next 1 damage that would be dealt to your hero this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, damageAlly: 1 },
      targets: [],
      effects: [{ op: "prevent-next-damage-this-turn", what: "your-hero", amount: 1 }],
    },
  ],
});
