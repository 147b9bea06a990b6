/**
 * Linked abilities (CR 1.4 393-397): "banished with this". The cards an ability of an object banishes "with this"
 * are remembered on that object (by id and incarnation, 109), and another ability of the same object ("play a unit
 * banished with this", "if there are four spells banished with me") reads them back: only those still in banishment
 * as the same objects (CR 1.4 397: cards banished by anything else are not among them). An object entering the board
 * anew starts with none (109: a new object). Imports only objects.ts and types.
 */
import type { RbState, TargetRef } from "./state.js";
import { mut, obj, objAt } from "./objects.js";

/** Remembers `ids` (now in banishment) as banished with `source` (CR 1.4 395: a component of its linked set). */
export function linkBanished(s: RbState, source: string, ids: readonly string[]): void {
  if (!objAt(s, source)) return;
  const refs: TargetRef[] = ids
    .filter((id) => objAt(s, id)?.zone === "banishment")
    .map((id) => ({ id, incarnation: obj(s, id).incarnation }));
  if (refs.length === 0) return;
  const o = mut(s, source);
  o.banishedWith = [...(o.banishedWith ?? []), ...refs];
}

/** The cards banished with `source` that are still in banishment as the same objects (CR 1.4 397), in that order. */
export function banishedWith(s: RbState, source: string): string[] {
  const refs = objAt(s, source)?.banishedWith ?? [];
  return refs
    .filter((r) => {
      const o = objAt(s, r.id);
      return o !== undefined && o.zone === "banishment" && o.incarnation === r.incarnation;
    })
    .map((r) => r.id);
}
