import { wowCard } from "../types.js";

/** Grumpherys (TDP-2): Hero, Hunter (Beast Mastery), 28 health. */
export default wowCard({
  id: "TDP-2",
  name: "Grumpherys",
  text: "3, Flip Grumpherys -> Your Pets are Elusive and Untargetable this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, flip: true },
      targets: [],
      effects: [
        { op: "your-pets-keyword-this-turn", keyword: "Elusive" },
        { op: "your-pets-keyword-this-turn", keyword: "Untargetable" },
      ],
    },
  ],
});
