import { wowCard } from "../types.js";

/** Nyn'jah (TDP-226): Horde Ally (Troll Rogue), 4, 3 melee / 3 health. */
export default wowCard({
  id: "TDP-226",
  name: "Nyn'jah",
  text: "When Nyn'jah enters play, you may ready target opposing equipment. You control that equipment while Nyn'jah remains in your party.",
  powers: [
    {
      kind: "enters",
      optional: true,
      targets: [{ select: "opposing-equipment" }],
      effects: [
        { op: "ready", what: { target: 0 } },
        { op: "gain-control-while-in-party", what: { target: 0 } },
      ],
    },
  ],
});
