import { wowCard } from "../types.js";

/**
 * Rest and Relaxation (TDP-148): Ability, 4: an ongoing ability with a payment power (CR 7.4 701); the two allies are
 * chosen as the cost is paid (402.1). seriallos and mikechambers agree (mikechambers writes "Pay 1, [Activate]" for
 * "1, [Exhaust]"); remariano138 has no text for it.
 */
export default wowCard({
  id: "TDP-148",
  name: "Rest and Relaxation",
  text: "Ongoing: 1, [Exhaust], Exhaust two allies in your party -> Draw a card.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, exhaustSelf: true, exhaustAllies: 2 },
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});
