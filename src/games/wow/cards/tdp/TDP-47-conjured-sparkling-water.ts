import { wowCard } from "../types.js";

/**
 * Conjured Sparkling Water (TDP-47): Ability (Arcane), 3, Mage: an ongoing ability with two payment powers (CR 7.4
 * 701); the second hands it to a target player (001 401.3), who may then use it. The sources agree.
 */
export default wowCard({
  id: "TDP-47",
  name: "Conjured Sparkling Water",
  text: "Ongoing: 4, Destroy Conjured Sparkling Water -> Ready all of your resources. <p> 1 -> Target player gains control of Conjured Sparkling Water. Use only on your turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 4, destroySelf: true },
      targets: [],
      effects: [{ op: "ready-your-resources" }],
    },
    {
      kind: "payment",
      cost: { resources: 1 },
      yourTurn: true,
      targets: [{ select: "player" }],
      effects: [{ op: "gain-control", what: "self", who: { target: 0 } }],
    },
  ],
});
