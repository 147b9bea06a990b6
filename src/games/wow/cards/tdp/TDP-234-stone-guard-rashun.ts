import { wowCard } from "../types.js";

/** Stone Guard Rashun (TDP-234): Horde Ally, Tauren Shaman, 5, 5 melee / 5 (Tauren Hero Required: a deck restriction, 100.2b). */
export default wowCard({
  id: "TDP-234",
  name: "Stone Guard Rashun",
  text: "Tauren Hero Required <p> When an opposing ally enters play, exhaust it.",
  powers: [{ kind: "trigger", on: "opposing-ally-enters", targets: [], effects: [{ op: "exhaust", what: "subject" }] }],
});
