import { defineCard } from "../types.js";

/** Chem-Baroness — Legend. Unsupported: needs Gold tokens' [Add] to add an additional Energy while within 3 points of the Victory Score (a change to a token's ability). */
export default defineCard({
  code: "SFD-201",
  name: "Chem-Baroness",
  text: "When you or an ally hold, you may exhaust me to play a Gold gear token exhausted.\nWhile your score is within 3 points of the Victory Score, your Gold [ADD] an additional :rb_energy_1:.",
  abilities: [],
  unsupported:
    "Needs Gold tokens' [Add] to add an additional Energy while within 3 points of the Victory Score (a change to a token's ability)",
});
