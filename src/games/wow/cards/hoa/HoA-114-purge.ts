import { wowCard } from "../types.js";

/** Purge (HoA-114): Instant Ability (Elemental), 1, Shaman. */
export default wowCard({
  id: "HoA-114",
  name: "Purge",
  text: "Destroy target ability unless it's attached to a friendly hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ability" }],
      effects: [{ op: "destroy", what: { target: 0 }, unlessAttachedToFriendly: true }],
    },
  ],
});
