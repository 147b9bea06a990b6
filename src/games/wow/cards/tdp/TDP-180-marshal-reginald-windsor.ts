import { wowCard } from "../types.js";

/**
 * Marshal Reginald Windsor (TDP-180): Alliance Ally, Human Warrior, Unique (CR 7.4 414.3a), 5, 5 melee / 5 health.
 * seriallos and mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-180",
  name: "Marshal Reginald Windsor",
  text: "3, Destroy Marshal Reginald Windsor -> Destroy target ally with cost 7 or more.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, destroySelf: true },
      targets: [{ select: "ally-cost-7-or-more" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
