import { wowCard } from "../types.js";

/** Track Humanoids (HoA-46): Ability (Survival), 2, Hunter: an ongoing ability (001 306.2c). */
export default wowCard({
  id: "HoA-46",
  name: "Track Humanoids",
  text: "Ongoing: At the start of your turn, look at the top card of your deck. You may put it on the bottom of your deck.",
  powers: [{ kind: "trigger", on: "your-turn-start", targets: [], effects: [{ op: "look-top-may-bottom" }] }],
});
