import { wowCard } from "../types.js";

/** Dismantle (HoA-96): Ability (Combat), 2. */
export default wowCard({
  id: "HoA-96",
  name: "Dismantle",
  text: "Destroy target equipment.",
  powers: [{ kind: "play", targets: [{ select: "equipment" }], effects: [{ op: "destroy", what: { target: 0 } }] }],
});
