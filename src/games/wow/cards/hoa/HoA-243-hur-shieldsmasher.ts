import { wowCard } from "../types.js";

/** Hur Shieldsmasher (HoA-243): Ally, 3, 2/2. */
export default wowCard({
  id: "HoA-243",
  name: "Hur Shieldsmasher",
  text: "When Hur Shieldsmasher enters play, you may destroy target armor.",
  powers: [
    {
      kind: "enters",
      optional: true,
      targets: [{ select: "armor" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
