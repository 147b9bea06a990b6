import { wowCard } from "../types.js";

/** Observer's Shield (TDP-257): Neutral Equipment, Armor, Off-Hand (1), Shield, 2, DEF 2. */
export default wowCard({
  id: "TDP-257",
  name: "Observer's Shield",
  text: "Observer's Shield enters play exhausted.",
  powers: [{ kind: "enters-exhausted" }],
});
