import { wowCard } from "../types.js";

/** Skewer (HoA-155): Instant Ability, 4, Horde. */
export default wowCard({
  id: "HoA-155",
  name: "Skewer",
  text: "Choose an ally in your party. It deals damage equal to its ATK to target ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally" }],
      effects: [
        { op: "choose", select: "ally-in-your-party" },
        { op: "damage", amount: "atk-of-source", type: null, to: { target: 0 }, by: "chosen" },
      ],
    },
  ],
});
