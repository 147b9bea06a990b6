import { wowCard } from "../types.js";

/** Killing Spree (TDP-122): Ability (Fury), 3, Warrior. */
export default wowCard({
  id: "TDP-122",
  name: "Killing Spree",
  text: "Destroy all allies with damage on them.",
  powers: [{ kind: "play", targets: [], effects: [{ op: "destroy", what: "each-damaged-ally" }] }],
});
