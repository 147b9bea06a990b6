import { wowCard } from "../types.js";

/** First to Fall (TDP-141): Instant Ability, 2. */
export default wowCard({
  id: "TDP-141",
  name: "First to Fall",
  text: "Destroy target protecting ally.",
  powers: [
    { kind: "play", targets: [{ select: "protecting-ally" }], effects: [{ op: "destroy", what: { target: 0 } }] },
  ],
});
