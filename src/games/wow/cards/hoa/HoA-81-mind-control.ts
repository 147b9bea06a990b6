import { wowCard } from "../types.js";

/** Mind Control (HoA-81): Ability (Shadow), 2 + X, Priest: an attachment (CR 7.4 400.2). */
export default wowCard({
  id: "HoA-81",
  name: "Mind Control",
  text: "Attach to target ally with cost X. <p> Ongoing: You control attached ally. <p> When you play a card, destroy Mind Control.",
  powers: [
    { kind: "play", targets: [{ select: "ally-cost-x" }], effects: [{ op: "attach", to: { target: 0 } }] },
    { kind: "control-attached" },
    { kind: "trigger", on: "you-play-card", targets: [], effects: [{ op: "destroy", what: "self" }] },
  ],
});
