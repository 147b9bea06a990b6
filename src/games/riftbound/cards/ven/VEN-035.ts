import { defineCard } from "../types.js";

/**
 * Sanction — Spell, Calm, 3 Energy + 1 Calm. [Reaction] is printed. "Choose one —" is chosen as the spell is played
 * (CR 1.4 355.3, spell `modes`): the play names the mode and its unit, and the mode stays fixed on the chain. Each
 * mode's delayed trigger is about the chosen unit and undoes the change at the end of this turn (CR 1.4 389-392,
 * 441-442; disempowering or empowering is nothing when it is already so, 442.1.a.1).
 */
export default defineCard({
  code: "VEN-035",
  name: "Sanction",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose one —\n- Empower a unit. Disempower it at end of turn.\n- Disempower a unit that's [Empowered]. Empower it at end of turn.",
  abilities: [
    {
      kind: "spell",
      effects: [],
      modes: [
        {
          label: "Empower a unit; disempower it at end of turn",
          targets: [{ id: "unit", filter: { type: "unit" } }],
          effects: [
            { op: "empower", what: { target: "unit" } },
            {
              op: "createEffect",
              duration: "turn",
              about: { target: "unit" },
              once: true,
              trigger: { on: "endOfTurn", effects: [{ op: "disempower", what: { event: "object" } }] },
            },
          ],
        },
        {
          label: "Disempower an Empowered unit; empower it at end of turn",
          targets: [{ id: "unit", filter: { type: "unit", state: ["empowered"] } }],
          // The delayed trigger is created first: once disempowered, the unit no longer matches its choice's filter
          // and `{ target }` would drop it (563.2.c); nothing observable happens between the two.
          effects: [
            {
              op: "createEffect",
              duration: "turn",
              about: { target: "unit" },
              once: true,
              trigger: { on: "endOfTurn", effects: [{ op: "empower", what: { event: "object" } }] },
            },
            { op: "disempower", what: { target: "unit" } },
          ],
        },
      ],
    },
  ],
});
