import { wowCard } from "../types.js";

/** Pads of the Dread Wolf (TDP-260): Equipment (Armor, Feet (1), Leather), 1. */
export default wowCard({
  id: "TDP-260",
  name: "Pads of the Dread Wolf",
  text: "",
  powers: [],
});
