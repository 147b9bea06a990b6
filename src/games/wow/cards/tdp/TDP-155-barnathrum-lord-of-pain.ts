import { wowCard } from "../types.js";

/**
 * Barnathrum, Lord of Pain (TDP-155): Alliance Ally, Human Warlock, 4, 3 shadow / 4 health. The doubled damage is
 * placed, not dealt (001 404.3, WOW-EX-08). seriallos and mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-155",
  name: "Barnathrum, Lord of Pain",
  text: "1, [Exhaust] -> Double the damage on each ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, exhaustSelf: true },
      targets: [],
      effects: [{ op: "double-damage-on", what: "each-ally" }],
    },
  ],
});
