import { wowCard } from "../types.js";

/** Bash (HoA-17): Ability, 2, Druid, Feral, Form (1). */
export default wowCard({
  id: "HoA-17",
  name: "Bash",
  text: "Exhaust target hero or ally. <p> Ongoing: Your hero is in bear form. (Has Protector. Destroy this card when you strike with a weapon or play a non-Feral ability.)",
  powers: [
    { kind: "play", targets: [{ select: "hero-or-ally" }], effects: [{ op: "exhaust", what: { target: 0 } }] },
    { kind: "hero-form", form: "bear" },
  ],
});
