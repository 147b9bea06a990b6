import { wowCard } from "../types.js";

/**
 * Shadowform (HoA-88): Ability (Shadow Talent, Form (1)), 3: an ongoing ability replacing its hero's shadow damage
 * (CR 7.4 716-717.1); "When you play a Holy ability" triggers as one is played.
 */
export default wowCard({
  id: "HoA-88",
  name: "Shadowform",
  text: "Shadow Hero Required <p> Ongoing: If your hero would deal shadow damage, it deals that amount of damage plus 1 instead. When you play a Holy ability, destroy Shadowform.",
  powers: [
    { kind: "damage-replacement", type: "shadow", change: { plus: 1 } },
    { kind: "trigger", on: "you-play-ability", tag: "Holy", targets: [], effects: [{ op: "destroy", what: "self" }] },
  ],
});
