/**
 * An explicit copy of the state for `apply` (no structuredClone): every mutable container is copied, objects
 * shallowly with their counters; the card table is shared (read-only). The input state is never written.
 */
import type { RiseState } from "./state.js";

/** A copy of `s` that `apply` may change freely. */
export function copyState(s: RiseState): RiseState {
  return {
    ...s,
    window: s.window ? { ...s.window } : null,
    chain: s.chain.map((l) => ({
      ...l,
      targets: [...l.targets],
      incs: [...l.incs],
      ...(l.vortex ? { vortex: { ...l.vortex } } : {}),
      ...(l.host ? { host: { ...l.host } } : {}),
    })),
    combat: s.combat
      ? {
          ...s.combat,
          fired: [...s.combat.fired],
          fires: s.combat.fires.map((x) => ({ ...x })),
          ...(s.combat.mods ? { mods: s.combat.mods.map((m) => ({ ...m })) } : {}),
        }
      : null,
    packets: s.packets.map((p) => ({
      ...p,
      types: [...p.types],
      ...(p.after ? { after: { ...p.after } } : {}),
      ...(p.watch ? { watch: { ...p.watch } } : {}),
    })),
    waiting: s.waiting.map((w) => ({
      ...w,
      ...(w.vortex ? { vortex: { ...w.vortex } } : {}),
      ...(w.host ? { host: { ...w.host } } : {}),
    })),
    ask: s.ask
      ? s.ask.kind === "uniqueness" || s.ask.kind === "look-top" || s.ask.kind === "search"
        ? { ...s.ask, cards: [...s.ask.cards] }
        : { ...s.ask }
      : null,
    players: s.players.map((p) => ({
      ...p,
      deck: [...p.deck],
      hand: [...p.hand],
      salvage: [...p.salvage],
      vortex: [...p.vortex],
      resources: [...p.resources],
      troops: [...p.troops],
      gear: [...p.gear],
    })),
    objects: s.objects.map((o) => ({
      ...o,
      ...(o.counters ? { counters: { ...o.counters } } : {}),
      ...(o.aboard ? { aboard: { ...o.aboard } } : {}),
    })),
    resets: [...s.resets],
    turnMods: s.turnMods.map((m) => ({ ...m, ...(m.grant ? { grant: { ...m.grant } } : {}) })),
    ...(s.watches ? { watches: s.watches.map((w) => ({ ...w })) } : {}),
    ...(s.controlReturns ? { controlReturns: s.controlReturns.map((r) => ({ ...r })) } : {}),
    log: s.log.slice(-40),
  };
}
