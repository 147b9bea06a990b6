import { defineCard } from "../types.js";

const whileMighty = { is: { self: true }, filter: { state: ["mighty"] } } as const; // 706: Might 5+

/** Fiora, Victorious — Unit (Champion), Order, 4 Energy. */
export default defineCard({
  code: "OGN-232",
  name: "Fiora, Victorious",
  text: "While I'm [Mighty], I have [Deflect], [Ganking], and [Shield]. (I'm Mighty while I have 5+ :rb_might:.)",
  abilities: [
    // 568.3 conditional passives; the Shield granted here does not count towards her own Mighty (util.might).
    { kind: "passive", passive: { kind: "keyword", keyword: "Deflect", when: whileMighty } },
    { kind: "passive", passive: { kind: "keyword", keyword: "Ganking", when: whileMighty } },
    { kind: "passive", passive: { kind: "keyword", keyword: "Shield", when: whileMighty } },
  ],
});
