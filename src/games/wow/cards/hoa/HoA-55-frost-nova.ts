import { wowCard } from "../types.js";

/** Frost Nova (HoA-55): Instant Ability (Frost), 4: one packet per character (404.4). */
export default wowCard({
  id: "HoA-55",
  name: "Frost Nova",
  text: "Your hero deals 1 frost damage to each opposing hero and ally. A character dealt damage this way can't attack this turn.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [
        {
          op: "damage",
          amount: 1,
          type: "frost",
          to: "each-opposing-character",
          by: "your-hero",
          dealtCantAttack: true,
        },
      ],
    },
  ],
});
