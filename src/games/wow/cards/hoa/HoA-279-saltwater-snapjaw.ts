import { wowCard } from "../types.js";

/** Saltwater Snapjaw (HoA-279): Ally (Turtle), 3, 2/3. */
export default wowCard({
  id: "HoA-279",
  name: "Saltwater Snapjaw",
  text: "3 -> Prevent all damage that would be dealt to Saltwater Snapjaw this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3 },
      targets: [],
      effects: [{ op: "prevent-damage-this-turn", what: "self" }],
    },
  ],
});
