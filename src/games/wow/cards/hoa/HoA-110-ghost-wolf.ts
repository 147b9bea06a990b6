import { wowCard } from "../types.js";

/**
 * Ghost Wolf (HoA-110): Ability (Enhancement), 2, Shaman: an ongoing ability with a payment power (CR 7.4 701);
 * "attacking allies" only, so an attacking hero stays in combat (602.4). The sources agree.
 */
export default wowCard({
  id: "HoA-110",
  name: "Ghost Wolf",
  text: "Ongoing: Exhaust your hero -> If your hero is defending, remove all attacking allies from combat.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustHero: true },
      targets: [],
      effects: [{ op: "remove-attackers-if-your-hero-defends", alliesOnly: true }],
    },
  ],
});
