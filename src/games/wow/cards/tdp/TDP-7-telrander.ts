import { wowCard } from "../types.js";

/** Telrander (TDP-7): Hero, Druid (Feral), 27 health. */
export default wowCard({
  id: "TDP-7",
  name: "Telrander",
  text: "3, Flip Telrander -> Ready Telrander. <p> Use only while he's in cat form.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, flip: true },
      whileForm: "cat",
      targets: [],
      effects: [{ op: "ready", what: "self" }],
    },
  ],
});
