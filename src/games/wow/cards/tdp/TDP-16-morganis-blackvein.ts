import { wowCard } from "../types.js";

/** Morganis Blackvein (TDP-16): Hero, Horde Undead Mage (Frost), 25 health. seriallos kept (the only source with it). */
export default wowCard({
  id: "TDP-16",
  name: "Morganis Blackvein",
  text: "4, Flip Morganis Blackvein -> Opponents can't draw cards this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 4, flip: true },
      targets: [],
      effects: [{ op: "cant-draw-this-turn", who: "each-opponent" }],
    },
  ],
});
