import { wowCard } from "../types.js";

/**
 * Ivus the Forest Lord (TDP-169): Alliance Ally, Unique (CR 7.4 414.3a), Ancient, 14, 10 nature / 10 health. seriallos
 * and mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-169",
  name: "Ivus the Forest Lord",
  text: "You pay 1 less to play Ivus for each non-token Alliance ally in your party. <p> Each opposing ability, ally, and equipment can't ready during its controller's ready step.",
  powers: [
    { kind: "self-cost-reduction", amount: 1, perNonTokenAllyOf: "Alliance" },
    { kind: "opposing-cards-dont-ready" },
  ],
});
