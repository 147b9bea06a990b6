import { wowCard } from "../types.js";

/** Tyrus Sheynathren (TDP-238): Horde Ally (Blood Elf Priest), 4, 3 arcane / 4 health. */
export default wowCard({
  id: "TDP-238",
  name: "Tyrus Sheynathren",
  text: "3, Destroy Tyrus Sheynathren -> Interrupt target ability card.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, destroySelf: true },
      targets: [{ select: "ability-card-on-chain" }],
      effects: [{ op: "interrupt", what: { target: 0 } }],
    },
  ],
});
