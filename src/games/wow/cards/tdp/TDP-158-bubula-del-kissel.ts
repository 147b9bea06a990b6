import { wowCard } from "../types.js";

/** Bubula del Kissel (TDP-158): Alliance Ally (Gnome Rogue), 2, 2 melee / 2 health. */
export default wowCard({
  id: "TDP-158",
  name: "Bubula del Kissel",
  text: "Stealth (Can't protect against this character.) <p> [Exhaust] -> Target hero or ally has Stealth this turn.",
  powers: [
    { kind: "keyword", keyword: "Stealth" },
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "keyword-this-turn", what: { target: 0 }, keyword: "Stealth" }],
    },
  ],
});
