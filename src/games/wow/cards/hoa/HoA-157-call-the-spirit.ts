import { wowCard } from "../types.js";

/** Call the Spirit (HoA-157): Ability, 2. */
export default wowCard({
  id: "HoA-157",
  name: "Call the Spirit",
  text: "Put target ally card from your graveyard into your hand.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally-card-in-your-graveyard" }],
      effects: [{ op: "to-hand", what: { target: 0 } }],
    },
  ],
});
