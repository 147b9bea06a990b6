import { defineCard } from "../types.js";

/**
 * Blue Sentinel — Unit, Mind, 4 Energy + 1 Mind, 4 Might, Shield 2 (printed). "Your hold effects for holding here
 * trigger an additional time" (583, Hunt included). "When I hold, [Add] [A] at the start of your next Main Phase": a
 * hold happens in the Beginning Phase, so a delayed trigger on this turn's Main Phase (CR 1.4 316.4, 389) adds the
 * Power after the pools empty (Iascylla's reading).
 */
export default defineCard({
  code: "UNL-087",
  name: "Blue Sentinel",
  text: "[Shield 2] (+2 :rb_might: while I'm a defender.)\nYour hold effects for holding here trigger an additional time.\nWhen I hold, [Add] :rb_rune_rainbow: at the start of your next Main Phase. (Abilities that add resources can't be reacted to.)",
  abilities: [
    { kind: "passive", passive: { kind: "rule", key: "scoreTriggerRepeat", event: "held", value: 1 } },
    {
      kind: "triggered",
      on: "held",
      filter: { player: "you", here: true },
      effects: [
        {
          op: "createTrigger",
          duration: "turn",
          once: true,
          trigger: { on: "mainPhase", filter: { player: "you" }, effects: [{ op: "add", anyPower: 1 }] },
        },
      ],
    },
  ],
});
