import { wowCard } from "../types.js";

/**
 * Divine Shield (HoA-67): Instant Ability (Holy), 3, Paladin: the attached abilities are picked as it resolves (CR 7.4
 * 709.2b); a prevention modifier (407) and a targeting restriction (706.1) on the hero end in the wrap-up step
 * (503.2a). The four sources agree on its cost and text (seriallos kept).
 */
export default wowCard({
  id: "HoA-67",
  name: "Divine Shield",
  text: "Destroy any number of abilities attached to your hero. <p> Prevent all damage that would be dealt to your hero this turn. <p> Your hero can't be targeted by opponents this turn.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [
        { op: "destroy-attached-abilities", host: "your-hero" },
        { op: "prevent-damage-this-turn", what: "your-hero" },
        { op: "untargetable-by-opponents-this-turn", what: "your-hero" },
      ],
    },
  ],
});
