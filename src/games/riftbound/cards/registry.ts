/**
 * Card script lookup by card code. Variants (`OGN-066a`, `SFD-227*`) share their base card's script.
 * The list comes from the generated explicit index (`index.generated.ts`, built by `npm run cards:index`);
 * nothing walks directories at run time.
 */
import { ALL_CARD_SCRIPTS } from "./index.generated.js";
import type { CardScript } from "./types.js";

const byCode = new Map<string, CardScript>();
for (const c of ALL_CARD_SCRIPTS) {
  if (byCode.has(c.code)) throw new Error(`duplicate card script ${c.code}`);
  byCode.set(c.code, c);
}

/** Base code of a printing: strips a variant suffix (`a`, `b`, `*`). */
export function baseCode(code: string): string {
  return code.replace(/[ab*]$/, "");
}

/** The script for a card code, or undefined if the card is not implemented. Tokens are built in. */
export function cardScript(code: string): CardScript | undefined {
  return byCode.get(baseCode(code)) ?? BUILT_IN.get(code);
}

/** All implemented scripts. */
export function allCardScripts(): readonly CardScript[] {
  return ALL_CARD_SCRIPTS;
}

/**
 * Can the engine run this card faithfully (deck validation's `isSupported`): true, or the reason it cannot.
 */
export function isSupported(code: string): true | string {
  const sc = cardScript(code);
  if (!sc) return "not implemented yet";
  if (sc.unsupported) return sc.unsupported;
  return true;
}

const BUILT_IN = new Map<string, CardScript>([
  ["TOKEN-RECRUIT", { code: "TOKEN-RECRUIT", name: "Recruit", text: "", abilities: [] }],
  ["TOKEN-SPRITE", { code: "TOKEN-SPRITE", name: "Sprite", text: "[Temporary]", abilities: [] }],
]);
