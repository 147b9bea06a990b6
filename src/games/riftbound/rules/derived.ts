/**
 * Might and keywords as the layers compute them (634-639, 712-713), bound by layers.ts when it loads. The selectors
 * compare Might and keywords ("a unit with 5+ Might", "a unit with Tank"), and the layers evaluate selectors in the
 * conditions of passives ("other friendly units here have +1 Might"): a real mutual recursion between two rules
 * sections. The selectors reach the layers through these bindings, so neither module imports the other's cycle.
 */
import type { RbState } from "./state.js";

function unbound(): never {
  throw new Error("rules/derived.ts: the layers (layers.ts) are not loaded");
}

/** The current Might of an object (layers.ts `might`; 634-639). Throws until layers.ts has loaded. */
export let might: (s: RbState, id: string) => number = unbound;
/** Whether an object is Mighty: 5 or more Might (layers.ts `isMighty`; 706-711). */
export let isMighty: (s: RbState, id: string) => boolean = unbound;
/** Whether an object currently has a keyword (layers.ts `hasKeyword`; 712-713). */
export let hasKeyword: (s: RbState, id: string, name: string) => boolean = unbound;

/** Binds the layers' functions; called once by layers.ts at load. */
export function bindDerived(fns: {
  might: typeof might;
  isMighty: typeof isMighty;
  hasKeyword: typeof hasKeyword;
}): void {
  ({ might, isMighty, hasKeyword } = fns);
}
