import { wowCard } from "../types.js";

/** Bhenn Checks-the-Sky (TDP-199): Ally, 2, 2 nature / 1 health. */
export default wowCard({
  id: "TDP-199",
  name: "Bhenn Checks-the-Sky",
  text: "When Bhenn Checks-the-Sky enters play, you may exhaust target ally.",
  powers: [
    {
      kind: "enters",
      optional: true,
      targets: [{ select: "ally" }],
      effects: [{ op: "exhaust", what: { target: 0 } }],
    },
  ],
});
