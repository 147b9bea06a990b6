/**
 * The WoW card registry: printed data by id (the generated catalogue) and the card scripts (cards/index.ts). A
 * printing without a script, or whose script is marked `unsupported`, is refused at deck validation.
 */
import { SCRIPTS } from "./index.js";
import type { WowPrinting } from "./printing.js";
import { PRINTINGS } from "./printings.generated.js";
import { LATER_PRINTINGS } from "./printings-later.generated.js";
import { TOKENS } from "./tokens.js";
import { TOKEN_SCRIPTS } from "./token-scripts.js";
import type { WowCardScript } from "./types.js";

// Token printings are found by id too (objects in play refer to them), never listed by `allPrintings`.
// Later-set printings (worked examples only) are found by id too, never counted as first block.
const BY_ID = new Map([...PRINTINGS, ...LATER_PRINTINGS, ...Object.values(TOKENS)].map((p) => [p.id, p]));
const SCRIPT_BY_ID = new Map([...SCRIPTS, ...TOKEN_SCRIPTS].map((s) => [s.id, s]));

/** Every first-block printing (HoA, TDP). */
export function allPrintings(): readonly WowPrinting[] {
  return PRINTINGS;
}

/**
 * Later-set printings kept because a worked example of the rules needs its real card (Vindicator Kaldel, CR 7.4
 * 501.1b); playable and found by id or name, but outside the first block's catalogue and coverage.
 */
export function laterPrintings(): readonly WowPrinting[] {
  return LATER_PRINTINGS;
}

/** The printed data of `id`. @throws on an unknown id (a broken invariant: decks are validated). */
export function printing(id: string): WowPrinting {
  const p = BY_ID.get(id);
  if (!p) throw new Error(`wow: unknown card ${id}`);
  return p;
}

/** The printed data of `id`, or undefined. */
export function findPrinting(id: string): WowPrinting | undefined {
  return BY_ID.get(id);
}

/** The script of `id`, or undefined when the card is not implemented. */
export function script(id: string): WowCardScript | undefined {
  return SCRIPT_BY_ID.get(id);
}

/** Whether the engine plays `id` faithfully: true, or the reason it is refused. */
export function isSupported(id: string): true | string {
  const p = BY_ID.get(id);
  if (!p) return `unknown card ${id}`;
  const s = SCRIPT_BY_ID.get(id);
  if (!s) return `${p.name} (${id}) is not implemented yet`;
  if (s.unsupported) return `${p.name} (${id}): ${s.unsupported}`;
  return true;
}
