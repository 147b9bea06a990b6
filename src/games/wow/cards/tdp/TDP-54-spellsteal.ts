import { wowCard } from "../types.js";

/**
 * Spellsteal (TDP-54): Ability (Arcane), 3, Mage. Control of the ability changes (001 401.3); an attachment then may
 * move to another host matching its attach description (001 400.4a; rules/moving-attachments.ts), asked only when
 * it is attached and another host exists (CR 7.4 709.2b). A stolen Mind Control brings its ally along (401.3). The
 * sources agree.
 */
export default wowCard({
  id: "TDP-54",
  name: "Spellsteal",
  text: "Gain control of target ability. If it's attached to a hero or ally, you may attach it to another hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ability" }],
      effects: [
        { op: "gain-control", what: { target: 0 }, who: "you" },
        { op: "may", then: [{ op: "move-attachment", what: { target: 0 } }] },
      ],
    },
  ],
});
