import { wowCard } from "../types.js";

/** War Stomp (TDP-137): Instant Ability, 3 (Tauren Hero Required). */
export default wowCard({
  id: "TDP-137",
  name: "War Stomp",
  text: "Tauren Hero Required <p> Exhaust all opposing heroes and allies.",
  powers: [{ kind: "play", targets: [], effects: [{ op: "exhaust", what: "each-opposing-character" }] }],
});
