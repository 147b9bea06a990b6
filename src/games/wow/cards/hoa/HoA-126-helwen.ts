import { wowCard } from "../types.js";

/**
 * Helwen (HoA-126): Neutral Warlock Ally (Succubus Demon, Pet (1)), 4, 2 shadow / 2 health. The control lasts while
 * she remains exhausted (CR 7.4 714.3b and its Helwen example): a link whose Helwen readied or left play before it
 * resolved gains nothing, and control reverts as she readies or leaves play (401.3b).
 */
export default wowCard({
  id: "HoA-126",
  name: "Helwen",
  text: "You may choose not to ready Helwen during your ready step. <p> [Exhaust] -> While Helwen remains exhausted, you control target ally.",
  powers: [
    { kind: "may-choose-not-to-ready" },
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [{ select: "ally" }],
      effects: [{ op: "gain-control-while-exhausted", what: { target: 0 } }],
    },
  ],
});
