import { wowCard } from "../types.js";

/** Bear Form (HoA-18): Instant Ability, 1, Druid, Feral, Form (1). */
export default wowCard({
  id: "HoA-18",
  name: "Bear Form",
  text: "Ongoing: Your hero is in bear form. (Has Protector. Destroy this card when you strike with a weapon or play a non-Feral ability.) <p> When Bear Form is destroyed, you may pay 2. If you do, put it into your hand at end of turn.",
  powers: [
    { kind: "hero-form", form: "bear" },
    {
      kind: "trigger",
      on: "destroyed",
      targets: [],
      effects: [{ op: "may-pay", amount: 2, then: { op: "at-next-end-of-turn", power: 2 } }],
    },
    { kind: "trigger", on: "delayed", targets: [], effects: [{ op: "graveyard-to-hand", what: "self" }] },
  ],
});
