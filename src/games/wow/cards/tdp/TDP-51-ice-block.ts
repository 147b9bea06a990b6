import { wowCard } from "../types.js";

/**
 * Ice Block (TDP-51): Instant Ability (Frost, Talent), 2, Mage (Frost Hero Required, 100.2b): an ongoing ability
 * preventing all damage to your hero (407; unpreventable damage still gets through) while you can't play cards (103.4).
 * seriallos's text lacks the last full stop; kept verbatim (the sources agree otherwise).
 */
export default wowCard({
  id: "TDP-51",
  name: "Ice Block",
  text: "Frost Hero Required <p> Ongoing: Prevent all damage that would be dealt to your hero. You can't play cards. <p> At the start of your turn, destroy Ice Block",
  powers: [
    { kind: "prevent-all-damage-to-your-hero" },
    { kind: "you-cant-play-cards" },
    { kind: "trigger", on: "your-turn-start", targets: [], effects: [{ op: "destroy", what: "self" }] },
  ],
});
