import { wowCard } from "../types.js";

/** Aspect of the Viper (TDP-31): Ability (Aspect (1), Beast Mastery), 8, Hunter: an ongoing ability. The sources agree. */
export default wowCard({
  id: "TDP-31",
  name: "Aspect of the Viper",
  text: "Ongoing: At the end of your turn, you may ready all of your resources.",
  powers: [
    { kind: "trigger", on: "your-turn-end", optional: true, targets: [], effects: [{ op: "ready-your-resources" }] },
  ],
});
