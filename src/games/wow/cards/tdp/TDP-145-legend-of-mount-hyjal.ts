import { wowCard } from "../types.js";

/** Legend of Mount Hyjal (TDP-145): Ability, 10, all classes. */
export default wowCard({
  id: "TDP-145",
  name: "Legend of Mount Hyjal",
  text: "Destroy all allies.",
  powers: [{ kind: "play", targets: [], effects: [{ op: "destroy", what: "each-ally" }] }],
});
