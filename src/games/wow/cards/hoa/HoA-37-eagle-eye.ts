import { wowCard } from "../types.js";

/** Eagle Eye (HoA-37): Instant Ability (Beast Mastery), 2, Hunter. */
export default wowCard({
  id: "HoA-37",
  name: "Eagle Eye",
  text: "Look at the top four cards of your deck. Put one into your hand and the rest on the bottom of your deck.",
  powers: [{ kind: "play", targets: [], effects: [{ op: "look-top-to-hand", count: 4 }] }],
});
