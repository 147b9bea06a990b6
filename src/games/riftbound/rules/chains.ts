/**
 * Chains and priority (527-544): timing windows (508-510), relevant players and passing, resolving the newest
 * item (541), permanents leaving the chain (543), invitations (531.2).
 */
import type { Seat, Rejection } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import type { RbState, ChainItem, RbEvent } from "./state.js";
import type { Effect } from "../cards/types.js";
import { turnOrderFrom, stat, emit, nameOf, bfAt, err, actsOnInvitation, isTeammate } from "./util.js";
import { objAt, obj, mut } from "./objects.js";
import { recycle, entersReady, banishAfterFlow } from "./game-actions.js";
import { place } from "./zones.js";
import { executionEffects, repeatsPaid } from "./repeat.js";
import { spellParts } from "./spell-modes.js";
import { recordEvent, snapshot } from "./events.js";
import { toTaskEffects } from "./effect-context.js";
import { ownEntry, applyArrival } from "./movement.js";
import { ambushAllows, attackingAllowed, occupiedEnemyAllowed } from "./restrictions.js";
import { createdPassivesOf } from "./passives.js";
import { hasKeyword } from "./layers.js";
import { queue } from "./triggers.js";
import { QUICK_DRAW_ABILITY, QUICK_DRAW_EFFECTS } from "./quick-draw.js";
import { windowFor } from "./timing.js";
import { endShowdown } from "./showdowns.js";

/**
 * Have all relevant players (528-531: the showdown's, else everyone not conceded) passed: is each in `passes`
 * (540.4.b). Read in place, no list of players built (issue "Engine speed": every pass asks).
 */
function allRelevantPassed(s: RbState, passes: readonly Seat[]): boolean {
  if (s.showdown) return s.showdown.relevant.every((p) => passes.includes(p));
  for (let p = 0; p < s.players.length; p++) if (!s.players[p]!.conceded && !passes.includes(p)) return false;
  return true;
}

/**
 * The next relevant player after `seat` in turn order (540.4.a, 553.5): the showdown's relevant players, else
 * everyone not conceded (528-531); `seat` itself when no other is.
 */
export function nextRelevant(s: RbState, seat: Seat): Seat {
  const rel = s.showdown?.relevant;
  const n = s.players.length;
  for (let i = 1; i <= n; i++) {
    const p = (seat + i) % n;
    if (!s.players[p]!.conceded && (!rel || rel.includes(p))) return p;
  }
  return seat;
}

/** After a chain item's instructions finish: the card goes to its zone (543.1.a), triggers fire (543.2), cleanup (543.3). */
export function finishItem(s: RbState, item: ChainItem, _out: RbEvent[]): void {
  if (item.kind === "card") {
    const o = objAt(s, item.object);
    // "Play this spell again" (Dancing Grenade): a card played again as it resolved stays on the chain (543.1.a)
    const again = o?.zone === "chain" && s.chain.some((c) => c.kind === "card" && c.object === item.object);
    if (again) spellPlayedTriggers(s, item);
    else if (o && o.zone === "chain") {
      // "Then recycle it" (Kai'Sa, Evolutionary): the bottom of the Main Deck instead of the trash (571).
      if (item.banishAfter)
        banishAfterFlow(s, item); // CR 1.4 829.1.b.1
      else if (item.recycleAfter) recycle(s, [item.object], _out);
      else place(s, item.object, { zone: "trash" });
      spellPlayedTriggers(s, item);
    }
  }
  s.tasks.push({ t: "cleanup" });
}

function spellPlayedTriggers(s: RbState, item: ChainItem): void {
  const seat = item.controller;
  const st = stat(s, item.object);
  recordEvent(s, "played", seat, snapshot(s, item.object), {
    type: st.type,
    energy: st.energy ?? 0,
    onOpponentsTurn: seat !== s.turnPlayer,
    legion: item.legion === true, // 724.1.c: another card was played before this one this turn
    fromFacedown: item.fromHiddenAt !== undefined, // 723: played from [Hidden]
    fromHand: item.fromHand === true, // "a card from anywhere other than your hand"
    energySpent: item.energySpent ?? 0, // "when you play a spell, if you spent [4] or more" (CR 1.4 356-357)
  });
}

/** Resolves the newest chain item (543). */
export function resolveTop(s: RbState, out: RbEvent[]): void {
  const item = s.chain[s.chain.length - 1]!;
  s.chainPasses = [];
  s.chainOpen = true;
  s.priority = null; // 543.4: the controller of the newest item left on the chain becomes the active player
  if (item.kind === "card") {
    const st = stat(s, item.object);
    if (st.type === "Unit" || st.type === "Gear") {
      s.chain = s.chain.slice(0, -1);
      resolvePermanent(s, item, out);
      s.tasks.push({ t: "cleanup" });
      return;
    }
    s.chain = s.chain.slice(0, -1);
    emit(s, out, {
      kind: "resolve",
      seat: item.controller,
      object: item.object,
      card: st.name,
      text: `${st.name} resolves.`,
    });
    const code = obj(s, item.object).code;
    const sc = cardScript(code);
    const idx = sc ? sc.abilities.findIndex((a) => a.kind === "spell") : -1;
    const spell = sc?.abilities[idx];
    // CR 1.4 820.1.d, 820.3: each paid Repeat executes the instructions one additional time; CR 1.4 355.3: a modal
    // spell runs the mode chosen as it was played (each repeated execution its own, 820.2.a).
    const sp = spell?.kind === "spell" ? spell : undefined;
    const repeats = item.paidOptional?.length ? repeatsPaid(item.paidOptional) : 0;
    let effects: Effect[] = [];
    // One execution (no Repeat paid): its instructions as they are, without the lists of executions below.
    if (sp && repeats === 0) effects = toTaskEffects(sc!.code, idx, spellParts(sp, item.mode).effects);
    else if (sp) {
      const modes = [item.mode, ...Array.from({ length: repeats }, (_, i) => item.repeatModes?.[i] ?? item.mode)];
      // Custom instructions are pointed at per execution (their paths are the spell's own list, soak 2026/7760)
      const parts = modes.map((m) => spellParts(sp, m));
      effects = [...executionEffects(parts.map((p) => ({ ...p, effects: toTaskEffects(sc!.code, idx, p.effects) })))];
    }
    s.tasks.push({ t: "effects", item, effects, pc: 0, vars: {} });
    return;
  }
  s.chain = s.chain.slice(0, -1);
  const src = objAt(s, item.object);
  const label = src ? nameOf(s, item.object) : "ability";
  emit(s, out, { kind: "resolve", seat: item.controller, object: item.object, text: `${label}'s ability resolves.` });
  if (item.effects) {
    // CR 1.4 389: a created (delayed) trigger carries its own instructions.
    s.tasks.push({ t: "effects", item, effects: item.effects.slice(), pc: 0, vars: {} });
    return;
  }
  if (item.ability === -1) {
    // 729 Vision: look at the top card of your Main Deck; you may recycle it.
    s.tasks.push({ t: "effects", item, effects: [{ op: "lookTopRecycle" }], pc: 0, vars: {} });
    return;
  }
  if (item.createdBy !== undefined) {
    // A created trigger (CR 1.4 389-392): its instructions are kept in the continuous effect that made it.
    const created = s.effects.find((e) => e.id === item.createdBy)?.trigger;
    s.tasks.push({ t: "effects", item, effects: created ? [...created.effects] : [], pc: 0, vars: {} });
    return;
  }
  const sc = src ? cardScript(item.abilityCode ?? src.code) : undefined;
  const ab = sc?.abilities[item.ability ?? -1];
  const effects =
    ab && (ab.kind === "triggered" || ab.kind === "activated")
      ? toTaskEffects(sc!.code, item.ability ?? -1, ab.effects)
      : [];
  s.tasks.push({ t: "effects", item, effects, pc: 0, vars: {} });
}

/** A permanent leaves the chain and enters the board (563.1): units exhausted unless made ready (139.4, 717), gear ready at base (563.1.d). */
function resolvePermanent(s: RbState, item: ChainItem, out: RbEvent[]): void {
  const id = item.object;
  const st = stat(s, id);
  const seat = item.controller;
  if (st.type === "Gear") {
    // 619.1: gear played from facedown enters that battlefield and is recalled at the next cleanup.
    if (item.fromHiddenAt !== undefined) place(s, id, { zone: "battlefield", bf: item.fromHiddenAt });
    else place(s, id, { zone: "base", seat });
    mut(s, id).exhausted = ownEntry(s, id, seat) === "exhausted"; // 563.1.d: gear enters ready unless told
  } else {
    const chainIncarnation = obj(s, id).incarnation;
    const dest = item.destination ?? { kind: "base", seat };
    if (dest.kind === "bf") {
      const b = bfAt(s, dest.index);
      // 625.2.a / 106.4.c: a unit can only be played to a battlefield its controller controls (or an open one); else base.
      const named = item.fromHiddenAt === dest.index || item.forcedDestination === true;
      if (
        b.controller === seat ||
        (b.controller === null && b.units.length === 0) ||
        named ||
        occupiedEnemyAllowed(s, seat, id, dest.index) ||
        ambushAllows(s, seat, id, dest.index) || // CR 1.4 822.1.b
        attackingAllowed(s, seat, id, dest.index) // "a battlefield you're attacking" (Rengar, Pouncing)
      )
        place(s, id, { zone: "battlefield", bf: dest.index });
      else place(s, id, { zone: "base", seat });
    } else place(s, id, { zone: "base", seat });
    const o = mut(s, id);
    // "The next unit you play this turn enters ready": a created passive bound to it while on the chain (563.1.c).
    const readied = createdPassivesOf(s, id, chainIncarnation).some(
      (c) => c.passive.kind === "enters" && c.passive.state === "ready",
    );
    o.exhausted = !(item.enterReady || readied || entersReady(s, id, seat));
    if (o.zone === "battlefield") applyArrival(s, id, o.bf!);
  }
  const where = obj(s, id).zone === "battlefield" ? nameOf(s, bfAt(s, obj(s, id).bf!).card) : "base";
  emit(s, out, {
    kind: "play",
    seat,
    object: id,
    card: st.name,
    text: `${st.name} enters ${where === "base" ? `P${seat + 1}'s base` : where}.`,
  });
  // OFAQ-22 / 723: a permanent played from hidden chooses its play effects' targets at that battlefield.
  const data: Record<string, string | number | boolean> = {
    type: st.type,
    energy: st.energy ?? 0,
    onOpponentsTurn: seat !== s.turnPlayer,
    bf: obj(s, id).bf ?? -1,
    legion: item.legion === true, // 724.1.c: another card was played before this one this turn (UFAQ-09)
    toBattlefield: obj(s, id).zone === "battlefield", // "when you play me to a battlefield"
    fromHidden: item.fromHiddenAt !== undefined,
    fromFacedown: item.fromHiddenAt !== undefined, // 723: played from [Hidden]
    fromHand: item.fromHand === true, // "a card from anywhere other than your hand"
    // 560.4.d.1: "if you do" checks whether the optional cost was paid (carried to the play trigger).
    paid: item.paidOptional ? item.paidOptional.join(",") : "",
  };
  // Assigned last, only when present (no spread: a slow copy per play).
  if (item.fromHiddenAt !== undefined) data.hiddenAt = item.fromHiddenAt;
  recordEvent(s, "played", seat, snapshot(s, id), data);
  // 543.2: "when you play me" (`on: "played"`, `self`) and the other play triggers fired with the event above;
  // 729: Vision is a keyword trigger built into the rules.
  if (hasKeyword(s, id, "Vision"))
    queue(
      s,
      seat,
      id,
      -1,
      item.fromHiddenAt !== undefined ? { object: id, hiddenAt: item.fromHiddenAt } : { object: id },
    );
  // CR 1.4 819.1.d, 819.2: a [Quick-Draw] given by an effect triggers like a printed one (whose card writes it).
  if (st.type === "Gear" && !st.keywords.includes("Quick-Draw") && hasKeyword(s, id, "Quick-Draw"))
    s.triggerQueue.push({
      id: `t${s.nextId++}`,
      controller: seat,
      source: id,
      sourceCode: obj(s, id).code,
      ability: QUICK_DRAW_ABILITY,
      eventData: { object: id },
      effects: QUICK_DRAW_EFFECTS,
    });
}

/** When may `seat` take a discretionary action now (512, 513, 589.1). */
export type Window = "main" | "focus" | "closed";

/** Checks passing priority (540.4) or focus (553.4). */
export function checkPass(s: RbState, seat: Seat): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  if (actsOnInvitation(s, seat))
    return err("invite/must-act", "You accepted the invitation: play a card or activate an ability now.", "531.2.a.2");
  if (w === "main")
    return err("pass/nothing-to-pass", "There is no chain or showdown to pass in; end your turn instead.", "516.6");
  return null;
}

/** Pass priority (540.4) or focus (553.4). */
export function pass(s: RbState, seat: Seat, out: RbEvent[]): Rejection | null {
  const e = checkPass(s, seat);
  if (e) return e;
  const w = windowFor(s, seat);
  emit(s, out, { kind: "pass", seat, text: `P${seat + 1} passes.` });
  if (w === "closed") {
    if (!s.chainPasses.includes(seat)) s.chainPasses = [...s.chainPasses, seat];
    if (allRelevantPassed(s, s.chainPasses))
      resolveTop(s, out); // 540.4.b, 543
    else s.priority = nextRelevant(s, seat);
    return null;
  }
  const sd = s.showdown!;
  if (!sd.passes.includes(seat)) sd.passes.push(seat);
  if (sd.relevant.every((p) => sd.passes.includes(p)))
    endShowdown(s, out); // 553.4.a
  else sd.focus = nextRelevant(s, seat); // 553.5
  return null;
}

/**
 * Invite (531.2): a Limited Action of the active player (the holder of priority or Focus). In a combat of a game
 * with three or four players, a player who is not relevant may be invited (531.2.a); in 2v2 the turn player may
 * also invite their teammate in their neutral open state to play a spell or activate an ability (648.8.a,
 * CR 1.4 489.8.a). A player who declined is not invited again in the same showdown (or turn, for 648.8.a).
 */
export function invite(s: RbState, seat: Seat, target: Seat): Rejection | null {
  const w = windowFor(s, seat);
  if (typeof w !== "string") return w;
  if (actsOnInvitation(s, seat))
    return err("invite/must-act", "You accepted an invitation: play a card or activate an ability.", "531.2.a.2");
  if (!s.players[target] || target === seat || s.players[target]!.conceded)
    return err("invite/bad-seat", "Invite another player who is still in the game.", "531.2.a");
  if (w === "main") {
    if (isTeammate(s, seat, target) && seat === s.turnPlayer && !(s.history.declinedInvites ?? []).includes(target))
      return null; // 648.8.a
    return err("invite/no-window", "Invitations happen during a combat (or to your teammate in 2v2).", "531.2", {
      case: "combat",
    });
  }
  // CR 1.4 316.5.b.1, 489.8.a: under v1.4 only a 2v2 teammate is invited (in the neutral open state, above).
  if (s.edition === "1.4")
    return err(
      "invite/no-window",
      "Under Core Rules v1.4 only your teammate is invited, on your turn.",
      "CR 1.4 489.8.a",
      { case: "teammate" },
    );
  const sd = s.showdown;
  if (!sd || sd.relevant.includes(target))
    return err("invite/already-relevant", `P${target + 1} is already a relevant player.`, "531.2.a", {
      player: `P${target + 1}`,
    });
  if (sd.declined?.includes(target))
    return err("invite/already-relevant", `P${target + 1} declined an invitation in this showdown.`, "531.2.a.1", {
      case: "declined",
      player: `P${target + 1}`,
    });
  return null;
}

/** Performs an invitation (531.2.a): the invited player is asked to accept or decline (flow.ts asks). */
export function inviteAction(s: RbState, seat: Seat, target: Seat, out: RbEvent[]): Rejection | null {
  const e = invite(s, seat, target);
  if (e) return e;
  s.invite = { seat: target, by: seat, accepted: false };
  emit(s, out, { kind: "invite", seat, text: `P${seat + 1} invites P${target + 1} (531.2).`, data: { target } });
  return null;
}

/** Answers an invitation: accept (531.2.a.2-3: relevant now, must act) or decline (531.2.a.1). */
export function answerInvite(s: RbState, seat: Seat, accept: boolean, out: RbEvent[]): void {
  const inv = s.invite!;
  const sd = s.showdown;
  if (accept) {
    s.invite = { ...inv, accepted: true };
    if (sd && !sd.relevant.includes(seat)) {
      const order = turnOrderFrom(s, s.turnPlayer);
      sd.relevant = [...sd.relevant, seat].sort((a, b) => order.indexOf(a) - order.indexOf(b)); // 531.2.a.3
    }
  } else {
    s.invite = undefined; // not `delete`: every state keeps one shape (copy.ts)
    if (sd) sd.declined = [...(sd.declined ?? []), seat];
    else s.history.declinedInvites = [...(s.history.declinedInvites ?? []), seat];
  }
  const text = `P${seat + 1} ${accept ? "accepts" : "declines"} the invitation.`;
  emit(s, out, { kind: accept ? "inviteAccepted" : "inviteDeclined", seat, text });
}

/**
 * After the invited player played a card or activated an ability (531.2.a.4): the invitation is over and they are
 * the active player (priority on the chain they started; Focus if it was a showdown's open state).
 */
export function invitationUsed(s: RbState, seat: Seat, wasFocus: boolean): void {
  s.invite = undefined; // not `delete`: one shape (copy.ts)
  if (s.chain.length > 0) s.priority = seat;
  if (wasFocus && s.showdown) s.showdown.focus = seat;
}
