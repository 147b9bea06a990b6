/**
 * Card implementation coverage (issue 4): per set, how many distinct cards have a script and which do not;
 * and which precon cards are still missing or unsupported. Distinct cards are counted by base code.
 */
import type { CardSource } from "./data/card-source.js";
import { cardScript } from "./cards/registry.js";

/** Coverage of one set. */
export interface SetCoverage {
  readonly set: string;
  readonly total: number;
  readonly implemented: number;
  readonly unsupported: { code: string; name: string; reason: string }[];
  readonly missing: { code: string; name: string }[];
}

/** Computes coverage per set over the base printings of the card source (tokens excluded). */
export function coverage(source: CardSource): SetCoverage[] {
  const bySet = new Map<string, { code: string; name: string }[]>();
  for (const c of source.all()) {
    if (c.variant || c.type === "Token") continue;
    const list = bySet.get(c.set) ?? [];
    list.push({ code: c.code, name: c.name });
    bySet.set(c.set, list);
  }
  return [...bySet.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([set, cards]) => {
      const unsupported: SetCoverage["unsupported"] = [];
      const missing: SetCoverage["missing"] = [];
      let implemented = 0;
      for (const c of cards) {
        const sc = cardScript(c.code);
        if (!sc) missing.push(c);
        else if (sc.unsupported) unsupported.push({ ...c, reason: sc.unsupported });
        else implemented++;
      }
      return { set, total: cards.length, implemented, unsupported, missing };
    });
}
