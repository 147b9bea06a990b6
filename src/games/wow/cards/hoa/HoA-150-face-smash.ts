import { wowCard } from "../types.js";

/**
 * Face Smash (HoA-150): Instant Ability, 4 (Alliance): the target ally has the payment power "[Exhaust] -> Destroy
 * target ally" this turn (CR 7.4 700.1; rules/granted-powers.ts). Its target is chosen as that power is used, not as
 * Face Smash is played (706.1c, whose example is this card); exhausting the ally pays for it (701.3: it must have been
 * in its party since its controller's turn began). The four sources agree on its cost and text (seriallos kept).
 */
export default wowCard({
  id: "HoA-150",
  name: "Face Smash",
  text: 'Target ally has "[Exhaust] -> Destroy target ally" this turn.',
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally" }],
      effects: [
        {
          op: "grant-power-this-turn",
          what: { target: 0 },
          power: {
            kind: "payment",
            cost: { resources: 0, exhaustSelf: true },
            targets: [{ select: "ally" }],
            effects: [{ op: "destroy", what: { target: 0 } }],
          },
        },
      ],
    },
  ],
});
