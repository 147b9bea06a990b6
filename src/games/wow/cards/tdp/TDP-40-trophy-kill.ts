import { wowCard } from "../types.js";

/** Trophy Kill (TDP-40): Instant Ability, 3. */
export default wowCard({
  id: "TDP-40",
  name: "Trophy Kill",
  text: "Destroy target ally with cost 4 or more.",
  powers: [
    { kind: "play", targets: [{ select: "ally-cost-4-or-more" }], effects: [{ op: "destroy", what: { target: 0 } }] },
  ],
});
