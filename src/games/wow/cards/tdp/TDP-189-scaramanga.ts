import { wowCard } from "../types.js";

/** Scaramanga (TDP-189): Alliance Ally (Human Warlock), 1, 2 shadow / 1 health. */
export default wowCard({
  id: "TDP-189",
  name: "Scaramanga",
  text: "2, Destroy Scaramanga -> Draw a card.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, destroySelf: true },
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});
