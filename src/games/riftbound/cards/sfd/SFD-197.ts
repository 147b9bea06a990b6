import { defineCard } from "../types.js";

/**
 * Emperor of the Sands — Legend (Azir), Calm + Order. "Your Sand Soldiers have [Weaponmaster]": the keyword is
 * granted (713.3), and its play effect (CR 1.4 821.1.c: "when you play me, you may [Equip] one of your Equipment to me
 * for [A] less") is the legend's trigger on each Sand Soldier token its controller plays (`tokenCreated`, 170). The
 * token ability may be used only if an Equipment was played this turn by its controller (577, `useOnlyIf`).
 */
export default defineCard({
  code: "SFD-197",
  name: "Emperor of the Sands",
  text: "Your Sand Soldiers have [Weaponmaster].\n:rb_energy_1:, :rb_exhaust:: Play a 2 :rb_might: Sand Soldier unit token to your base. Use only if you've played an Equipment this turn.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "grant",
        to: { type: "unit", name: "Sand Soldier", controller: "friendly" },
        keywords: ["Weaponmaster"],
      },
    },
    {
      kind: "triggered",
      on: "tokenCreated",
      filter: { player: "you", subject: { name: "Sand Soldier", controller: "friendly" } },
      targets: [{ id: "equipment", filter: { type: "gear", tag: "Equipment", controller: "friendly" }, upTo: true }],
      effects: [{ op: "weaponmaster", what: { target: "equipment" }, to: { event: "object" } }],
    },
    {
      kind: "activated",
      cost: { energy: 1, exhaust: true },
      useOnlyIf: { happened: { kind: "played", filter: { player: "you", subject: { tag: "Equipment" } } } },
      effects: [{ op: "token", token: "Sand Soldier", n: 1, at: "base" }],
    },
  ],
});
