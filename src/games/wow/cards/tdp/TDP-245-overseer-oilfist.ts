import { wowCard } from "../types.js";

/** Overseer Oilfist (TDP-245): Ally, Unique, 2, 1 / 2 health. */
export default wowCard({
  id: "TDP-245",
  name: "Overseer Oilfist",
  text: "When Overseer Oilfist enters play, reveal the top four cards of your deck. Put a revealed equipment card into your hand and the rest on the bottom of your deck.",
  powers: [{ kind: "enters", targets: [], effects: [{ op: "reveal-top-to-hand", count: 4, cardType: "Equipment" }] }],
});
