import { wowCard } from "../types.js";

/**
 * Entangling Roots (HoA-20): Ability (Balance), 2, Druid: an attachment (CR 7.4 400.2) that keeps its host exhausted
 * through its controller's ready steps (001 501.1a) while attached. The sources agree.
 */
export default wowCard({
  id: "HoA-20",
  name: "Entangling Roots",
  text: "Attach to target ally and exhaust it. <p> Ongoing: Attached ally can't ready during its controller's ready step.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally" }],
      effects: [
        { op: "attach", to: { target: 0 } },
        { op: "exhaust", what: { target: 0 } },
      ],
    },
    { kind: "attached-doesnt-ready" },
  ],
});
