import { wowCard } from "../types.js";

/** Dark Cleric Jocasta (HoA-233): Ally, 6, 3/5. */
export default wowCard({
  id: "HoA-233",
  name: "Dark Cleric Jocasta",
  text: "When Dark Cleric Jocasta enters play, you may put target ally card from your graveyard into your hand.",
  powers: [
    {
      kind: "enters",
      optional: true,
      targets: [{ select: "ally-card-in-your-graveyard" }],
      effects: [{ op: "to-hand", what: { target: 0 } }],
    },
  ],
});
