import { defineCard } from "../types.js";

/**
 * Bashful Bloom — Legend, Calm + Mind (Lillia). The ability's Energy cost is reduced by the friendly units with
 * [Temporary] as it is played (560.4); the Sprite (OGN-274) is played ready where its controller chooses.
 */
export default defineCard({
  code: "UNL-189",
  name: "Bashful Bloom",
  text: ":rb_energy_4:, :rb_exhaust:: Play a ready 3 :rb_might: Sprite unit token with [Temporary]. This ability costs :rb_energy_1: less for each friendly unit with [Temporary].",
  abilities: [
    {
      kind: "activated",
      cost: {
        energy: 4,
        exhaust: true,
        discount: { energy: { count: { type: "unit", controller: "friendly", keyword: "Temporary" } } },
      },
      effects: [{ op: "token", token: "Sprite", n: 1, at: "choose", ready: true }],
    },
  ],
});
