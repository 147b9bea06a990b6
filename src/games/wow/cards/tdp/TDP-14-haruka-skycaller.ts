import { wowCard } from "../types.js";

/** Haruka Skycaller (TDP-14): Hero, Shaman (Enhancement), 28 health. */
export default wowCard({
  id: "TDP-14",
  name: "Haruka Skycaller",
  text: "2, Flip Haruka Skycaller -> Ready target Melee weapon.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, flip: true },
      targets: [{ select: "melee-weapon" }],
      effects: [{ op: "ready", what: { target: 0 } }],
    },
  ],
});
