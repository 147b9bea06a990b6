import { wowCard } from "../types.js";

/**
 * Rain of Fire (HoA-129): Ability (Destruction), 4, Warlock: an ongoing ability. "Pay 4 or destroy Rain of Fire":
 * chosen as the trigger resolves, paying offered only when 4 can be paid (CR 7.4 709.2b). The sources agree.
 */
export default wowCard({
  id: "HoA-129",
  name: "Rain of Fire",
  text: "Ongoing: At the start of your turn, pay 4 or destroy Rain of Fire. <p> At the end of your turn, your hero deals 1 fire damage to each opposing hero and ally.",
  powers: [
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [
        {
          op: "either",
          options: [
            { label: "Pay 4", effect: { op: "pay", amount: 4 } },
            { label: "Destroy Rain of Fire", effect: { op: "destroy", what: "self" } },
          ],
        },
      ],
    },
    {
      kind: "trigger",
      on: "your-turn-end",
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "fire", to: "each-opposing-character", by: "your-hero" }],
    },
  ],
});
