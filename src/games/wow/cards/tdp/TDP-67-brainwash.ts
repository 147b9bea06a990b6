import { wowCard } from "../types.js";

/** Brainwash (TDP-67): Instant Ability (Shadow), 5, Priest. */
export default wowCard({
  id: "TDP-67",
  name: "Brainwash",
  text: "Gain control of target attacking ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "attacking-ally" }],
      effects: [{ op: "gain-control", what: { target: 0 }, who: "you" }],
    },
  ],
});
