import { wowCard } from "../types.js";

/** Swift Assault (TDP-149): Instant Ability, 2, all classes. */
export default wowCard({
  id: "TDP-149",
  name: "Swift Assault",
  text: "Target ally has +2 ATK this turn.",
  powers: [
    { kind: "play", targets: [{ select: "ally" }], effects: [{ op: "atk-this-turn", what: { target: 0 }, amount: 2 }] },
  ],
});
