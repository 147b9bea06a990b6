import { wowCard } from "../types.js";

/**
 * Point Blank (TDP-37): Instant Ability (Marksmanship), 2, Hunter. "Target attacker" is the attacker of the current
 * combat (CR 7.4 602.1); "if your hero is defending" is checked as it resolves (602.3). The sources agree.
 */
export default wowCard({
  id: "TDP-37",
  name: "Point Blank",
  text: "If your hero is defending, it deals 3 ranged damage to target attacker.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "attacker" }],
      effects: [
        {
          op: "if-your-hero-defending",
          then: [{ op: "damage", amount: 3, type: "ranged", to: { target: 0 }, by: "your-hero" }],
        },
      ],
    },
  ],
});
