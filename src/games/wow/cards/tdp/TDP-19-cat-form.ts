import { wowCard } from "../types.js";

/** Cat Form (TDP-19): Ability (Form (1), Feral), 2, Druid: the cat twin of Bear Form (HoA-18). */
export default wowCard({
  id: "TDP-19",
  name: "Cat Form",
  text: "Ongoing: Your hero is in cat form. (+1 ATK while attacking. Destroy this card when you strike with a weapon or play a non-Feral ability.) <p> When Cat Form is destroyed, you may pay 2. If you do, put it into your hand at end of turn.",
  powers: [
    { kind: "hero-form", form: "cat" },
    {
      kind: "trigger",
      on: "destroyed",
      targets: [],
      effects: [{ op: "may-pay", amount: 2, then: { op: "at-next-end-of-turn", power: 2 } }],
    },
    { kind: "trigger", on: "delayed", targets: [], effects: [{ op: "graveyard-to-hand", what: "self" }] },
  ],
});
