import { wowCard } from "../types.js";

/** Branu Wildbloom (TDP-202): Horde Ally, Tauren, 5, 2 ATK / 3 health. */
export default wowCard({
  id: "TDP-202",
  name: "Branu Wildbloom",
  text: "When Branu Wildbloom enters play, put the top card of your deck into your resource row face down and exhausted.",
  powers: [{ kind: "enters", targets: [], effects: [{ op: "top-card-to-resources" }] }],
});
