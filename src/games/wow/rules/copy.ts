/**
 * An explicit copy of the state for `apply` (no structuredClone): every mutable container is copied, objects
 * shallowly (they hold only scalars), so the input state is never written.
 */
import type { WowState } from "./state.js";

/** A copy of `s` that `apply` may change freely. */
export function copyState(s: WowState): WowState {
  return {
    ...s,
    window: s.window ? { ...s.window } : null,
    chain: s.chain.map((l) => ({ ...l, targets: [...l.targets] })),
    combat: s.combat
      ? { ...s.combat, struck: [...s.combat.struck], strikes: s.combat.strikes.map((x) => ({ ...x })) }
      : null,
    packets: s.packets.map((p) => ({
      ...p,
      ...(p.after ? { after: { ...p.after, link: { ...p.after.link, targets: [...p.after.link.targets] } } } : {}),
    })),
    waiting: s.waiting.map((w) => ({ ...w })),
    ask: s.ask
      ? s.ask.kind === "inspire"
        ? { ...s.ask, pool: [...s.ask.pool], slots: [...s.ask.slots] }
        : s.ask.kind === "either"
          ? { ...s.ask, options: [...s.ask.options], link: { ...s.ask.link, targets: [...s.ask.link.targets] } }
          : s.ask.kind === "name-card"
            ? { ...s.ask, link: { ...s.ask.link, targets: [...s.ask.link.targets] } }
            : s.ask.kind === "pick-cards"
              ? {
                  ...s.ask,
                  pool: [...s.ask.pool],
                  ...(s.ask.link ? { link: { ...s.ask.link, targets: [...s.ask.link.targets] } } : {}),
                  ...(s.ask.queued ? { queued: s.ask.queued.map((q) => ({ ...q })) } : {}),
                }
              : s.ask.kind === "shuffle-in" || s.ask.kind === "graveyard-to-hand"
                ? { ...s.ask, pool: [...s.ask.pool], link: { ...s.ask.link, targets: [...s.ask.link.targets] } }
                : s.ask.kind === "secret-number" || s.ask.kind === "tie-outcome"
                  ? copySecretAsk(s.ask)
                  : s.ask.kind === "collection-pick"
                    ? { ...s.ask, link: { ...s.ask.link, targets: [...s.ask.link.targets] } }
                    : "link" in s.ask
                      ? {
                          ...s.ask,
                          cards: [...s.ask.cards],
                          link: { ...s.ask.link, targets: [...s.ask.link.targets] },
                          ...(s.ask.revealed ? { revealed: [...s.ask.revealed] } : {}),
                        }
                      : "cards" in s.ask
                        ? { ...s.ask, cards: [...s.ask.cards] }
                        : { ...s.ask }
      : null,
    players: s.players.map((p) => ({
      ...p,
      deck: [...p.deck],
      hand: [...p.hand],
      graveyard: [...p.graveyard],
      rfg: [...p.rfg],
      resources: [...p.resources],
      allies: [...p.allies],
      equipment: [...p.equipment],
      ...(p.side ? { side: [...p.side] } : {}),
    })),
    objects: s.objects.map((o) => ({ ...o })),
    mulligans: [...s.mulligans],
    turnMods: s.turnMods.map((m) => ({ ...m })),
    ...(s.lastingShields ? { lastingShields: s.lastingShields.map((m) => ({ ...m })) } : {}),
    // States saved before these fields existed read them as empty.
    dealt: (s.dealt ?? []).map((d) => ({ ...d })),
    used: [...(s.used ?? [])],
    ...(s.delayed ? { delayed: s.delayed.map((d) => ({ ...d })) } : {}),
    ...(s.delayedNextTurn ? { delayedNextTurn: s.delayedNextTurn.map((d) => ({ ...d })) } : {}),
    ...(s.frozen ? { frozen: [...s.frozen] } : {}),
    ...(s.removedBy ? { removedBy: s.removedBy.map((r) => ({ ...r, cards: [...r.cards] })) } : {}),
    ...(s.extraTurns
      ? { extraTurns: { created: [...s.extraTurns.created], upcoming: [...s.extraTurns.upcoming] } }
      : {}),
    ...(s.turnTriggers ? { turnTriggers: s.turnTriggers.map((t) => ({ ...t })) } : {}),
    ...(s.attacked ? { attacked: [...s.attacked] } : {}),
    ...(s.heroAttacks ? { heroAttacks: s.heroAttacks.map((a) => ({ ...a })) } : {}),
    ...(s.controlWhile ? { controlWhile: s.controlWhile.map((c) => ({ ...c })) } : {}),
    ...(s.grants ? { grants: s.grants.map((g) => ({ ...g, ...(g.ref ? { ref: { ...g.ref } } : {}) })) } : {}),
    ...(s.leaveWatch ? { leaveWatch: s.leaveWatch.map((w) => ({ ...w })) } : {}),
    log: s.log.slice(-40),
  };
}

/** A copy of a secret-number or tie-outcome ask (rules/secret-choices.ts): its numbers or tied seats and its link. */
function copySecretAsk(
  a: Extract<NonNullable<WowState["ask"]>, { kind: "secret-number" | "tie-outcome" }>,
): NonNullable<WowState["ask"]> {
  const link = { ...a.link, targets: [...a.link.targets] };
  return a.kind === "secret-number" ? { ...a, numbers: [...a.numbers], link } : { ...a, tied: [...a.tied], link };
}
