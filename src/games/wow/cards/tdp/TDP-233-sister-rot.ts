import { wowCard } from "../types.js";

/** Sister Rot (TDP-233): Ally, 5, 5 shadow / 2 health. */
export default wowCard({
  id: "TDP-233",
  name: "Sister Rot",
  text: "When Sister Rot enters play, you may destroy target ability.",
  powers: [
    {
      kind: "enters",
      optional: true,
      targets: [{ select: "ability" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
