/**
 * The interpreter of card instructions (134.2.b, 151, 563.2): runs a spell's or ability's effects top to bottom,
 * pausing for a decision when a player must choose (discards, "may", destinations) and resuming with the answer.
 * Targets that became illegal are skipped (563.2.c.2-5); instructions that cannot be followed are ignored, partial
 * ones followed as far as possible (563.2.c.6-7); information about vanished objects reads as zero (563.2.c.8).
 */
import type { Seat } from "../../../engine/index.js";
import { cardScript } from "../cards/registry.js";
import type { Amount, CustomApi, CustomEffect, Effect, ObjFilter, Ref, TargetSpec } from "../cards/types.js";
import { ask, readyRunes, targetLabel } from "./flow.js";
import {
  addEffect,
  boardObjectsOf,
  buff,
  burnOut,
  channel,
  createToken,
  damage,
  discard,
  draw,
  fireTriggers,
  gainPoints,
  hasDeathReplacement,
  kill,
  moveUnits,
  recall,
  recycle,
  win,
} from "./game.js";
import type { ChainItemSnapshot, Location, RbEvent, RbState, Task } from "./state.js";
import {
  bfAt,
  boardPassives,
  checkCondition,
  emit,
  hereOf,
  isUnit,
  matches,
  might,
  ownPassives,
  nameOf,
  obj,
  opponent,
  place,
  seatsAt,
  stat,
  turnOrderFrom,
  unitsAt,
  unitsOf,
} from "./util.js";

type EffectsTask = Extract<Task, { t: "effects" }>;

/** Board objects (units and gear on bases and battlefields). */
function boardObjects(s: RbState): string[] {
  const out: string[] = [];
  for (const p of s.players) out.push(...p.base);
  for (const b of s.battlefields) out.push(...b.units);
  return out;
}

/**
 * Legal choices for a target spec (559.3), seen by `controller` for an ability of `source`. `hereBf` restricts
 * to one battlefield (723.1.d: a card played from facedown targets only there).
 */
export function legalTargetsFor(
  s: RbState,
  spec: TargetSpec,
  controller: Seat,
  source: string | null,
  hereBf: number | null,
  _event?: Record<string, string | number>,
): string[] {
  if (spec.battlefield) {
    // 163.7: a battlefield is chosen; from facedown only its own battlefield (723.1.d).
    return s.battlefields.filter((b) => hereBf === null || b.index === hereBf).map((b) => b.card);
  }
  const f: ObjFilter = spec.filter;
  let pool: string[];
  if (f.at === "chain") pool = s.chain.filter((c) => c.kind === "card" && c.object !== source).map((c) => c.object);
  else if (f.at === "trash") pool = s.players[controller]!.trash.slice();
  else if (f.at === "hand") pool = s.players[controller]!.hand.slice();
  else pool = boardObjects(s);
  return pool.filter((id) => {
    if (!matches(s, id, f, controller, source)) return false;
    if (hereBf !== null) {
      const o = obj(s, id);
      if (!(o.zone === "battlefield" && o.bf === hereBf)) return false;
    }
    return true;
  });
}

/** The spec list of the spell or ability a chain item runs. */
export function specsOf(s: RbState, item: ChainItemSnapshot): readonly TargetSpec[] {
  const o = s.objects[item.object];
  if (!o) return [];
  const sc = cardScript(item.abilityCode ?? o.code);
  if (!sc) return [];
  if (item.kind === "card") {
    const sp = sc.abilities.find((a) => a.kind === "spell");
    return sp && sp.kind === "spell" ? (sp.targets ?? []) : [];
  }
  const ab = sc.abilities[item.ability ?? -1];
  return ab && (ab.kind === "triggered" || ab.kind === "activated") ? (ab.targets ?? []) : [];
}

/** Still-legal chosen targets of a spec at resolution (563.2.c.2-4). */
function liveTargets(s: RbState, item: ChainItemSnapshot, specId: string): string[] {
  const refs = item.targets[specId] ?? [];
  const spec = specsOf(s, item).find((x) => x.id === specId);
  return refs
    .filter((r) => {
      const o = s.objects[r.id];
      if (!o || o.incarnation !== r.incarnation) return false;
      if (!spec) return true;
      if (spec.battlefield) return o.zone === "battlefieldCard";
      if (!matches(s, r.id, spec.filter, item.controller, item.object)) return false;
      if (item.fromHiddenAt !== undefined && !(o.zone === "battlefield" && o.bf === item.fromHiddenAt)) return false;
      return true;
    })
    .map((r) => r.id);
}

function resolveRef(s: RbState, task: EffectsTask, ref: Ref): string[] {
  const item = task.item;
  if ("target" in ref) return liveTargets(s, item, ref.target);
  if ("self" in ref) {
    const o = s.objects[item.object];
    return o ? [item.object] : [];
  }
  if ("all" in ref) {
    let bf: number | null = null;
    if (ref.atTarget !== undefined) {
      // "all … at a battlefield" chosen on play (559.3): nothing if that battlefield is no longer a legal choice.
      const card = liveTargets(s, item, ref.atTarget)[0];
      const b = card ? s.battlefields.find((x) => x.card === card) : undefined;
      if (!b) return [];
      bf = b.index;
    }
    return boardObjects(s).filter(
      (id) =>
        matches(s, id, ref.all, item.controller, item.object) &&
        (bf === null || (obj(s, id).zone === "battlefield" && obj(s, id).bf === bf)),
    );
  }
  if ("event" in ref) {
    const id = item.eventData?.object;
    return typeof id === "string" && s.objects[id] ? [id] : [];
  }
  const v = task.vars[ref.var];
  return Array.isArray(v) ? v.filter((id) => s.objects[id]) : [];
}

function amountOf(s: RbState, task: EffectsTask, a: Amount): number {
  if (typeof a === "number") return a;
  if ("mightOf" in a) {
    const ids = resolveRef(s, task, a.mightOf);
    return ids[0] ? might(s, ids[0]) : 0; // 563.2.c.8
  }
  if ("energyCostOfVar" in a) {
    const v = task.vars[a.energyCostOfVar];
    const id = Array.isArray(v) ? v[0] : undefined;
    return id ? (stat(s, id).energy ?? 0) : 0;
  }
  const v = task.vars[a.countVar];
  return Array.isArray(v) ? v.length : typeof v === "number" ? v : 0;
}

/** Bonus damage from "Your spells and abilities deal 1 Bonus Damage" and battlefields like Void Gate. */
function bonusDamage(s: RbState, controller: Seat, target: string): number {
  let b = 0;
  for (const { source, passive } of boardPassives(s)) {
    if (
      passive.kind === "bonusDamage" &&
      obj(s, source).controller === controller &&
      obj(s, source).zone !== "battlefieldCard"
    )
      b += passive.amount;
    if (passive.kind === "hereBonusDamage") {
      const here = hereOf(s, source);
      const t = obj(s, target);
      if (here !== null && t.zone === "battlefield" && t.bf === here) b += passive.amount;
    }
  }
  return b;
}

/** Takes the stored answer for the current instruction, if any. */
function takeAnswer(task: EffectsTask): string[] | undefined {
  const a = task.vars.__answer;
  if (a === undefined) return undefined;
  delete task.vars.__answer;
  return Array.isArray(a) ? a : [String(a)];
}

/** Runs instructions until done (true) or a decision is pending (false). */
export function runEffects(s: RbState, task: EffectsTask, out: RbEvent[]): boolean {
  while (task.pc < task.effects.length) {
    if (s.winner !== null) return true;
    const e = task.effects[task.pc]!;
    const r = step(s, task, e, out);
    if (r === "wait") return false;
    if (r === "next") task.pc++;
  }
  return true;
}

function yesNo(s: RbState, seat: Seat, prompt: string): void {
  ask(
    s,
    seat,
    "option",
    prompt,
    [
      { id: "yes", label: "Yes" },
      { id: "no", label: "No" },
    ],
    1,
    1,
    { route: "effects" },
  );
}

function step(s: RbState, task: EffectsTask, e: Effect, out: RbEvent[]): "next" | "wait" | "spliced" {
  const me = task.item.controller;
  const src = task.item.object;
  switch (e.op) {
    case "damage": {
      const n = amountOf(s, task, e.amount);
      for (const id of resolveRef(s, task, e.to)) {
        if (!isUnit(s, id)) continue;
        damage(s, id, n > 0 ? n + bonusDamage(s, me, id) : 0, out);
        const o = obj(s, id);
        if (o.damage > 0 && o.damage >= might(s, id))
          task.vars.__lethal = [...((task.vars.__lethal as string[] | undefined) ?? []), id];
      }
      return "next";
    }
    case "fight": {
      const a = resolveRef(s, task, e.a)[0];
      const b = resolveRef(s, task, e.b)[0];
      if (a && b) {
        const ma = might(s, a);
        const mb = might(s, b);
        damage(s, b, ma, out);
        damage(s, a, mb, out);
      }
      return "next";
    }
    case "kill":
      for (const id of resolveRef(s, task, e.what)) kill(s, id, out);
      return "next";
    case "draw": {
      let who = me;
      if (e.who === "opponent") who = opponent(s, me);
      if (e.who === "controllerOfTarget" && e.ref) {
        const refs =
          "target" in e.ref ? (task.item.targets[e.ref.target] ?? []).map((r) => r.id) : resolveRef(s, task, e.ref);
        const id = refs[0];
        if (!id || !s.objects[id]) return "next";
        who = obj(s, id).controller;
      }
      draw(s, who, e.n, out);
      return "next";
    }
    case "discard": {
      const hand = s.players[me]!.hand;
      if (hand.length === 0) return "next"; // 598.4
      let pick: string[] | undefined;
      if (hand.length <= e.n) pick = hand.slice();
      else pick = takeAnswer(task);
      if (!pick) {
        ask(
          s,
          me,
          "cards",
          `Discard ${e.n}.`,
          hand.map((id) => ({ id, label: nameOf(s, id), object: id })),
          e.n,
          e.n,
          { route: "effects", from: "hand" },
        );
        return "wait";
      }
      if (e.saveAs) task.vars[e.saveAs] = pick.slice();
      discard(s, me, pick, out);
      return "next";
    }
    case "buff":
      for (const id of resolveRef(s, task, e.what)) buff(s, id, me, out);
      return "next";
    case "ready":
      for (const id of resolveRef(s, task, e.what)) obj(s, id).exhausted = false;
      return "next";
    case "exhaust":
      for (const id of resolveRef(s, task, e.what)) obj(s, id).exhausted = true;
      return "next";
    case "stun": {
      let enemy = false;
      for (const id of resolveRef(s, task, e.what)) {
        const o = obj(s, id);
        if (o.stunned) continue; // 599.1.a.1
        o.stunned = true;
        if (o.controller !== me) enemy = true;
        emit(s, out, { kind: "stun", object: id, card: nameOf(s, id), text: `${nameOf(s, id)} is stunned.` });
      }
      if (enemy)
        for (const x of boardObjectsOf(s, me)) fireTriggers(s, "youStunEnemy", { source: x, controller: me, data: {} });
      return "next";
    }
    case "might": {
      const ids = resolveRef(s, task, e.what);
      giveMight(s, src, me, ids, e.amount, e.duration, e.min);
      for (const id of ids)
        emit(s, out, {
          kind: "might",
          object: id,
          card: nameOf(s, id),
          text: `${nameOf(s, id)} gets ${e.amount >= 0 ? "+" : ""}${e.amount} Might.`,
        });
      return "next";
    }
    case "keyword":
      grantKeyword(s, src, me, resolveRef(s, task, e.what), e.keyword, e.duration);
      return "next";
    case "moveToBase": {
      const ids = resolveRef(s, task, e.what).filter((id) => obj(s, id).zone === "battlefield");
      for (const id of ids) moveUnits(s, [id], { kind: "base" }, out);
      return "next";
    }
    case "moveHere": {
      const here = hereOf(s, src);
      if (here === null) return "next";
      moveUnits(s, resolveRef(s, task, e.what), { kind: "bf", index: here }, out);
      return "next";
    }
    case "moveChoose": {
      const id = resolveRef(s, task, e.what)[0];
      if (!id || (obj(s, id).zone !== "base" && obj(s, id).zone !== "battlefield")) return "next";
      const o = obj(s, id);
      const dests: string[] = [];
      if (o.zone === "battlefield") dests.push("base");
      for (const b of s.battlefields) {
        if (o.zone === "battlefield" && o.bf === b.index) continue;
        const others = seatsAt(s, b.index).filter((x) => x !== o.controller);
        if (others.length >= 2) continue; // 612.2
        dests.push(String(b.index));
      }
      if (dests.length === 0) return "next";
      let pick = dests.length === 1 ? dests : takeAnswer(task);
      if (!pick) {
        ask(
          s,
          me,
          "option",
          `Where does ${nameOf(s, id)} move?`,
          dests.map((d) => ({ id: d, label: d === "base" ? "Its base" : nameOf(s, bfAt(s, Number(d)).card) })),
          1,
          1,
          { route: "effects" },
        );
        return "wait";
      }
      pick = pick.slice(0, 1);
      moveUnits(s, [id], pick[0] === "base" ? { kind: "base" } : { kind: "bf", index: Number(pick[0]) }, out);
      return "next";
    }
    case "returnToHand":
      for (const id of resolveRef(s, task, e.what)) {
        const name = nameOf(s, id);
        place(s, id, { zone: "hand" });
        emit(s, out, { kind: "bounce", object: id, card: name, text: `${name} returns to its owner's hand.` });
      }
      return "next";
    case "recall":
      for (const id of resolveRef(s, task, e.what)) recall(s, id, out, e.exhausted);
      return "next";
    case "channel": {
      const n = channel(s, me, e.n, e.exhausted ?? false, out);
      if (n < e.n && e.elseDraw) draw(s, me, e.elseDraw, out);
      return "next";
    }
    case "add": {
      const pool = s.players[me]!.pool;
      pool.energy += e.energy ?? 0;
      if (e.spellsOnly && e.energy) pool.spellEnergy = (pool.spellEnergy ?? 0) + e.energy; // 605.3
      if (e.anyPower) pool.power.Any = (pool.power.Any ?? 0) + e.anyPower;
      if (e.energy) emit(s, out, { kind: "addEnergy", seat: me, text: `P${me + 1} adds ${e.energy} Energy.` }); // 605
      if (e.anyPower) emit(s, out, { kind: "addPower", seat: me, text: `P${me + 1} adds ${e.anyPower} Power.` });
      return "next";
    }
    case "token": {
      // Resumable: tokens already made survive a question asked for the next one.
      const madeKey = `__tokens${task.pc}`;
      for (let i = (task.vars[madeKey] as number | undefined) ?? 0; i < e.n; i++) {
        task.vars[madeKey] = i;
        if (e.at === "base") createToken(s, me, e.token, { zone: "base" }, e.ready ?? false, out);
        else if (e.at === "here") {
          const here = hereOf(s, src);
          const ok = here !== null && (bfAt(s, here).controller === me || unitsAt(s, here, me).length > 0);
          createToken(
            s,
            me,
            e.token,
            ok ? { zone: "battlefield", bf: here! } : { zone: "base" },
            e.ready ?? false,
            out,
          );
        } else {
          const options = ["base", ...s.battlefields.filter((b) => b.controller === me).map((b) => String(b.index))];
          let pick = options.length === 1 ? options : takeAnswer(task);
          if (!pick) {
            ask(
              s,
              me,
              "option",
              `Where do you play the ${e.token} token?`,
              options.map((d) => ({ id: d, label: d === "base" ? "Your base" : nameOf(s, bfAt(s, Number(d)).card) })),
              1,
              1,
              { route: "effects" },
            );
            return "wait";
          }
          pick = pick.slice(0, 1);
          createToken(
            s,
            me,
            e.token,
            pick[0] === "base" ? { zone: "base" } : { zone: "battlefield", bf: Number(pick[0]) },
            e.ready ?? false,
            out,
          );
        }
      }
      delete task.vars[madeKey];
      return "next";
    }
    case "chooseFromZone": {
      const spec: TargetSpec = { id: "_", filter: e.filter, notTarget: true };
      const legal = legalTargetsFor(s, spec, me, src, null);
      if (legal.length === 0) {
        task.vars[e.saveAs] = [];
        return "next";
      }
      const pick = legal.length <= e.count ? legal : takeAnswer(task);
      if (!pick) {
        ask(
          s,
          me,
          "cards",
          `Choose ${e.count} card(s).`,
          legal.map((id) => ({ id, label: nameOf(s, id), object: id })),
          e.count,
          e.count,
          { route: "effects" },
        );
        return "wait";
      }
      task.vars[e.saveAs] = pick;
      return "next";
    }
    case "toHand":
      for (const id of resolveRef(s, task, e.what)) {
        const name = nameOf(s, id);
        place(s, id, { zone: "hand" });
        emit(s, out, {
          kind: "toHand",
          seat: me,
          object: id,
          card: name,
          text: `P${me + 1} puts ${name} into their hand.`,
        });
      }
      return "next";
    case "lookTopRecycle": {
      const p = s.players[me]!;
      if (p.mainDeck.length === 0) burnOut(s, me, out); // 607.1.b
      const top = p.mainDeck[0];
      if (!top) return "next";
      const ans = takeAnswer(task);
      if (!ans) {
        ask(
          s,
          me,
          "option",
          `Vision: the top card of your Main Deck is ${nameOf(s, top)}. Recycle it?`,
          [
            { id: "yes", label: `Recycle ${nameOf(s, top)}` },
            { id: "no", label: "Keep it on top" },
          ],
          1,
          1,
          { route: "effects" },
        );
        return "wait";
      }
      if (ans[0] === "yes") recycle(s, [top], out);
      return "next";
    }
    case "readyRunes":
      readyRunes(s, me, e.n, out);
      return "next";
    case "readyRunesEndOfTurn":
      s.history.endOfTurnReadyRunes[me] = (s.history.endOfTurnReadyRunes[me] ?? 0) + e.n;
      return "next";
    case "spendBuff": {
      // 702.2.b: only a buffed unit its controller controls can have its buff spent.
      const candidates = resolveRef(s, task, e.what).filter((x) => obj(s, x).buffed && obj(s, x).controller === me);
      let id: string | undefined;
      if (candidates.length > 0) {
        if (!e.optional && candidates.length === 1) id = candidates[0];
        else {
          const ans = takeAnswer(task);
          if (!ans) {
            ask(
              s,
              me,
              "option",
              e.prompt ?? "Spend a buff?",
              [
                ...(e.optional ? [{ id: "no", label: "Don't spend a buff" }] : []),
                ...candidates.map((c) => ({ id: c, label: `Spend the buff of ${targetLabel(s, c)}`, object: c })),
              ],
              1,
              1,
              { route: "effects" },
            );
            return "wait";
          }
          id = candidates.find((c) => c === ans[0]);
        }
      }
      if (id) obj(s, id).buffed = false;
      if (e.saveAs) task.vars[e.saveAs] = id ? [id] : [];
      return "next";
    }
    case "may": {
      if (e.cost && !canPayMay(s, me, src, e.cost)) return "next";
      const ans = takeAnswer(task);
      if (!ans) {
        yesNo(s, me, e.prompt);
        return "wait";
      }
      if (ans[0] !== "yes") return "next";
      if (e.cost) payMay(s, me, src, e.cost, out);
      task.effects.splice(task.pc, 1, ...e.then);
      return "spliced";
    }
    case "if": {
      const self = src;
      let ok: boolean;
      const c = e.cond;
      if ("varNonEmpty" in c) {
        const v = task.vars[c.varNonEmpty];
        ok = Array.isArray(v) ? v.length > 0 : !!v;
      } else if ("targetDied" in c) {
        // "If this kills it": this resolution dealt the (still legal) target lethal damage; lethal damage kills at
        // the cleanup after the spell (520). A target that left in response was not killed by it (563.2.c.8).
        const lethal = (task.vars.__lethal as string[] | undefined) ?? [];
        ok = (task.item.targets[c.targetDied] ?? []).some(
          (r) => lethal.includes(r.id) && !hasDeathReplacement(s, r.id),
        );
      } else if ("onlyUnitThere" in c) {
        const id = resolveRef(s, task, c.onlyUnitThere)[0];
        ok = !!id && obj(s, id).zone === "battlefield" && unitsAt(s, obj(s, id).bf!, me).length === 1;
      } else if ("legion" in c) ok = !!task.item.legion;
      else if ("paidOptional" in c)
        // 560.4.d.1: paid when the player chose to pay it, whatever it cost after discounts
        ok =
          (task.item.paidOptional ?? []).includes(c.paidOptional) ||
          String(task.item.eventData?.paid ?? "")
            .split(",")
            .includes(c.paidOptional);
      else if ("unitsHereAtLeast" in c) {
        const bf = task.item.eventData?.bf;
        ok = typeof bf === "number" && unitsAt(s, bf, me).length >= c.unitsHereAtLeast;
      } else ok = checkCondition(s, self, me, c);
      task.effects.splice(task.pc, 1, ...(ok ? e.then : (e.else ?? [])));
      return "spliced";
    }
    case "each": {
      // "Each player kills one of their units": in turn order, each chooses one of their own (not targets).
      const done = (task.vars.__eachDone as string[] | undefined) ?? [];
      for (const seat of turnOrderFrom(s, s.turnPlayer)) {
        if (done.includes(String(seat))) continue;
        const units = unitsOf(s, seat);
        let pick: string[] | undefined = units.length <= 1 ? units : undefined;
        if (!pick) {
          const ans = takeAnswer(task);
          if (ans && (task.vars.__eachAsking as number | undefined) === seat) pick = ans;
        }
        if (!pick) {
          task.vars.__eachAsking = seat;
          ask(
            s,
            seat,
            "cards",
            "Choose one of your units to kill.",
            units.map((id) => ({ id, label: targetLabel(s, id), object: id })),
            1,
            1,
            { route: "effects" },
          );
          return "wait";
        }
        task.vars[`__each${seat}`] = pick;
        done.push(String(seat));
        task.vars.__eachDone = done;
      }
      for (const seat of turnOrderFrom(s, s.turnPlayer)) {
        const v = task.vars[`__each${seat}`];
        if (Array.isArray(v)) for (const id of v) kill(s, id, out);
      }
      return "next";
    }
    case "score":
      gainPoints(s, me, e.n, out, nameOf(s, src));
      return "next";
    case "win":
      win(s, me, out, nameOf(s, src));
      return "next";
    case "replaceNextDeath":
      for (const id of resolveRef(s, task, e.what))
        s.history.deathReplacements.push({ id, incarnation: obj(s, id).incarnation, seat: me });
      return "next";
    case "unitsEnterReadyThisTurn":
      s.history.unitsEnterReady[me] = true;
      return "next";
    case "buffBonusThisTurn":
      s.history.buffBonus[me] = (s.history.buffBonus[me] ?? 0) + 1;
      return "next";
    case "playSelf":
      return playSelf(s, task, e, out);
    case "counter":
      for (const id of resolveRef(s, task, e.what)) {
        const item = s.chain.find((c) => c.kind === "card" && c.object === id);
        if (!item) continue;
        s.chain = s.chain.filter((c) => c !== item);
        place(s, id, { zone: "trash" }); // 601.1.a
        // 601.1.b: a countered card was not played.
        s.history.cardsPlayed[item.controller] = Math.max(0, (s.history.cardsPlayed[item.controller] ?? 0) - 1);
        if (stat(s, id).type === "Spell")
          s.history.spellsPlayed[item.controller] = Math.max(0, (s.history.spellsPlayed[item.controller] ?? 0) - 1);
        emit(s, out, {
          kind: "counter",
          seat: me,
          object: id,
          card: nameOf(s, id),
          text: `${nameOf(s, id)} is countered.`,
        });
      }
      return "next";
    case "banish": {
      const ids = resolveRef(s, task, e.what);
      for (const id of ids) {
        const name = nameOf(s, id);
        place(s, id, { zone: "banishment" }); // 603.2
        emit(s, out, { kind: "banish", seat: me, object: id, card: name, text: `${name} is banished.` });
      }
      if (e.saveAs) task.vars[e.saveAs] = ids.filter((id) => s.objects[id]?.zone === "banishment");
      return "next";
    }
    case "playToBaseIgnoringCost": {
      // 595.3: a limited play; 560.1.a: no cost. It goes on the chain like any play (a permanent on an empty chain
      // resolves at once, 538).
      const v = task.vars[e.var];
      for (const id of Array.isArray(v) ? v : []) {
        const o = s.objects[id];
        if (o?.zone !== "banishment") continue;
        const st = stat(s, id);
        if (st.type !== "Unit" && st.type !== "Gear") continue;
        // 560.1.c: ignoring its cost leaves mandatory additional costs (Cruel Patron: kill a friendly unit).
        if (ownPassives(s, id).some((p) => p.kind === "additionalCostKillFriendly")) {
          const mine = unitsOf(s, me);
          if (mine.length === 0) continue; // 595.3.c: it cannot be played; it stays banished
          let pick = mine.length === 1 ? mine : takeAnswer(task);
          if (!pick) {
            ask(
              s,
              me,
              "cards",
              `Choose a friendly unit to kill to play ${st.name} (its additional cost).`,
              mine.map((u) => ({ id: u, label: targetLabel(s, u), object: u })),
              1,
              1,
              { route: "effects" },
            );
            return "wait";
          }
          pick = pick.filter((u) => mine.includes(u)).slice(0, 1);
          for (const u of pick) kill(s, u, out);
        }
        limitedPlay(s, me, id, { kind: "base", seat: me }, `P${me + 1} plays ${st.name}, ignoring its cost.`, out);
      }
      return "next";
    }
    case "recycleFromTrash": {
      // 594.6: choose N cards of your trash (all of them when N or fewer) and recycle them.
      const trash = s.players[me]!.trash.slice();
      if (trash.length === 0) return "next";
      let pick = trash.length <= e.n ? trash : takeAnswer(task);
      if (!pick) {
        ask(
          s,
          me,
          "cards",
          `Recycle ${e.n} from your trash.`,
          trash.map((id) => ({ id, label: nameOf(s, id), object: id })),
          e.n,
          e.n,
          { route: "effects" },
        );
        return "wait";
      }
      pick = pick.filter((id) => trash.includes(id));
      recycle(s, pick, out);
      return "next";
    }
    case "custom":
      throw new Error("custom instructions must be stored as customRef (see toTaskEffects)");
    case "customRef": {
      const run = findCustom(e.code, e.ability, e.path);
      const answer = takeAnswer(task);
      const r = run(customApi(s, task, answer, out));
      if (r === "done") return "next";
      ask(s, me, r.ask.kind, r.ask.prompt, [...r.ask.options], r.ask.min, r.ask.max, { route: "effects" });
      return "wait";
    }
  }
}

/**
 * A play an effect makes (595.3): the card goes on the chain like any played card, counts as played this turn
 * (724), and a permanent that starts a chain resolves without priority (538).
 */
function limitedPlay(s: RbState, me: Seat, id: string, destination: Location, text: string, out: RbEvent[]): void {
  const st = stat(s, id);
  place(s, id, { zone: "chain" });
  s.history.cardsPlayed[me] = (s.history.cardsPlayed[me] ?? 0) + 1;
  const wasEmpty = s.chain.length === 0;
  s.chain.push({
    id: `c${s.nextId++}`,
    kind: "card",
    controller: me,
    object: id,
    targets: {},
    destination,
    legion: (s.history.cardsPlayed[me] ?? 0) > 1,
    ...(wasEmpty && (st.type === "Unit" || st.type === "Gear") ? { autoResolve: true } : {}),
  });
  emit(s, out, { kind: "play", seat: me, object: id, card: st.name, text });
  if (wasEmpty) {
    s.priority = me;
    s.chainPasses = [];
    s.chainByFocus = false;
  }
}

/** A timed Might change (637.3) on objects, tied to their current incarnation (109). */
function giveMight(
  s: RbState,
  source: string,
  controller: Seat,
  ids: string[],
  amount: number,
  duration: "turn" | "combat" | "permanent",
  min?: number,
): void {
  if (ids.length === 0) return;
  const objects = ids.map((id) => ({ id, incarnation: obj(s, id).incarnation }));
  addEffect(s, {
    source,
    controller,
    objects,
    layer: "arithmetic",
    might: amount,
    duration,
    ...(min !== undefined ? { min } : {}),
  });
}

/** A granted keyword (637.2, 713.3.a) on objects, tied to their current incarnation (109). */
function grantKeyword(
  s: RbState,
  source: string,
  controller: Seat,
  ids: string[],
  keyword: string,
  duration: "turn" | "combat" | "permanent" | undefined,
): void {
  if (ids.length === 0) return;
  const objects = ids.map((id) => ({ id, incarnation: obj(s, id).incarnation }));
  addEffect(s, { source, controller, objects, layer: "ability", keyword, duration: duration ?? "permanent" });
}

/**
 * Copies a card's instructions for a resolution task, replacing custom functions with serialisable pointers
 * (the state is plain JSON: snapshots and structuredClone must work).
 */
export function toTaskEffects(code: string, ability: number, effects: readonly Effect[], path = ""): Effect[] {
  return effects.map((e, i) => {
    const here = path ? `${path}.${i}` : String(i);
    if (e.op === "custom") return { op: "customRef", code, ability, path: here };
    if (e.op === "may") return { ...e, then: toTaskEffects(code, ability, e.then, `${here}.then`) };
    if (e.op === "if")
      return {
        ...e,
        then: toTaskEffects(code, ability, e.then, `${here}.then`),
        ...(e.else ? { else: toTaskEffects(code, ability, e.else, `${here}.else`) } : {}),
      };
    return e;
  });
}

function findCustom(code: string, ability: number, path: string): CustomEffect {
  const ab = cardScript(code)?.abilities[ability];
  if (!ab || !("effects" in ab)) throw new Error(`no ability ${ability} on ${code}`);
  let list: readonly Effect[] = ab.effects;
  let cur: Effect | undefined;
  const parts = path.split(".");
  for (let i = 0; i < parts.length; i++) {
    cur = list[Number(parts[i])];
    if (!cur) break;
    const next = parts[i + 1];
    if (next === "then" || next === "else") {
      list = cur.op === "may" ? cur.then : cur.op === "if" ? (next === "then" ? cur.then : (cur.else ?? [])) : [];
      i++;
    }
  }
  if (cur?.op !== "custom") throw new Error(`no custom instruction at ${code}#${ability}/${path}`);
  return cur.run;
}

function customApi(s: RbState, task: EffectsTask, answer: string[] | undefined, out: RbEvent[]): CustomApi {
  const me = task.item.controller;
  const src = task.item.object;
  return {
    controller: me,
    source: src,
    answer,
    vars: task.vars,
    targets: (specId) => resolveRef(s, task, { target: specId }),
    might: (id) => (s.objects[id] ? might(s, id) : 0),
    nameOf: (id) => nameOf(s, id),
    zoneOf: (id) => obj(s, id).zone,
    controllerOf: (id) => obj(s, id).controller,
    units: (f) => boardObjects(s).filter((id) => isUnit(s, id) && matches(s, id, f, me, src)),
    damage: (id, n) => damage(s, id, n > 0 ? n + bonusDamage(s, me, id) : 0, out),
    kill: (id) => {
      kill(s, id, out);
    },
    draw: (seat, n) => draw(s, seat, n, out),
    buff: (id) => {
      buff(s, id, me, out);
    },
    giveMight: (id, amount, duration, min) => giveMight(s, src, me, [id], amount, duration, min),
    grantKeyword: (id, keyword, duration) => grantKeyword(s, src, me, [id], keyword, duration),
    moveToBase: (id) => moveUnits(s, [id], { kind: "base" }, out),
    ready: (id) => {
      obj(s, id).exhausted = false;
    },
    exhaust: (id) => {
      obj(s, id).exhausted = true;
    },
    stun: (id) => {
      obj(s, id).stunned = true;
    },
    channel: (seat, n, exhausted) => channel(s, seat, n, exhausted, out),
    log: (text) => emit(s, out, { kind: "effect", seat: me, text }),
  };
}

function canPayMay(s: RbState, me: Seat, src: string, c: NonNullable<Extract<Effect, { op: "may" }>["cost"]>): boolean {
  const p = s.players[me]!;
  const o = s.objects[src];
  if (c.exhaustSelf && (!o || o.exhausted)) return false;
  const power = c.power ?? 0;
  const runesPower = p.runes.filter(
    (r) => !c.powerDomain || stat(s, r).domains.includes(c.powerDomain as never),
  ).length;
  const poolPower = Object.entries(p.pool.power).reduce(
    (a, [d, n]) => a + (!c.powerDomain || d === c.powerDomain || d === "Any" ? (n ?? 0) : 0),
    0,
  );
  if (power > runesPower + poolPower) return false;
  const readyRunes = p.runes.filter((r) => !obj(s, r).exhausted).length;
  if ((c.energy ?? 0) > p.pool.energy - (p.pool.spellEnergy ?? 0) + readyRunes) return false;
  return true;
}

function payMay(
  s: RbState,
  me: Seat,
  src: string,
  c: NonNullable<Extract<Effect, { op: "may" }>["cost"]>,
  out: RbEvent[],
): void {
  const p = s.players[me]!;
  if (c.exhaustSelf && s.objects[src]) obj(s, src).exhausted = true;
  let energy = c.energy ?? 0;
  const useE = Math.min(energy, p.pool.energy - (p.pool.spellEnergy ?? 0));
  p.pool.energy -= useE;
  energy -= useE;
  for (const r of p.runes) {
    if (energy === 0) break;
    if (!obj(s, r).exhausted) {
      obj(s, r).exhausted = true;
      energy--;
    }
  }
  let power = c.power ?? 0;
  for (const key of [c.powerDomain ?? "", "Any"]) {
    const have = (p.pool.power as Record<string, number>)[key] ?? 0;
    const use = Math.min(have, power);
    if (use) (p.pool.power as Record<string, number>)[key] = have - use;
    power -= use;
  }
  if (power > 0) {
    const candidates = p.runes.filter((r) => !c.powerDomain || stat(s, r).domains.includes(c.powerDomain as never));
    candidates.sort((a, b) => Number(obj(s, b).exhausted) - Number(obj(s, a).exhausted));
    recycle(s, candidates.slice(0, power), out);
  }
}

/**
 * "You may pay <cost> to play me" (595.3): a limited play of the source card from the trash. Nothing happens if it
 * is no longer the object that triggered (595.3.c) or the cost cannot be paid. The player answers yes/no, then
 * chooses the destination of a unit (559.2: base or a battlefield they control); the replacement cost is paid
 * (561) and the card goes on the chain as a played card (558). A permanent starting a new chain resolves before
 * anyone gets priority (538).
 */
function playSelf(
  s: RbState,
  task: EffectsTask,
  e: Extract<Effect, { op: "playSelf" }>,
  out: RbEvent[],
): "next" | "wait" {
  const me = task.item.controller;
  const id = task.item.object;
  const o = s.objects[id];
  const inc = task.item.eventData?.incarnation;
  if (o?.zone !== "trash" || o.owner !== me || (typeof inc === "number" && o.incarnation !== inc)) return "next";
  const st = stat(s, id);
  if (!canPayMay(s, me, id, e.cost)) return "next";
  const stage = (task.vars.__playSelf as number | undefined) ?? 0;
  if (stage === 0) {
    const ans = takeAnswer(task);
    if (!ans) {
      yesNo(s, me, e.prompt);
      return "wait";
    }
    if (ans[0] !== "yes") return "next";
    task.vars.__playSelf = 1;
  }
  let dest: Location = { kind: "base", seat: me };
  if (st.type === "Unit") {
    const options = ["base", ...s.battlefields.filter((b) => b.controller === me).map((b) => String(b.index))];
    const pick = options.length === 1 ? options : takeAnswer(task);
    if (!pick) {
      ask(
        s,
        me,
        "option",
        `Where do you play ${st.name}?`,
        options.map((d) =>
          d === "base"
            ? { id: d, label: "Your base" }
            : { id: d, label: nameOf(s, bfAt(s, Number(d)).card), object: bfAt(s, Number(d)).card },
        ),
        1,
        1,
        { route: "effects" },
      );
      return "wait";
    }
    if (pick[0] !== "base") dest = { kind: "bf", index: Number(pick[0]) };
  }
  delete task.vars.__playSelf;
  payMay(s, me, id, e.cost, out); // 595.3.b: the printed cost is replaced
  limitedPlay(s, me, id, dest, `P${me + 1} plays ${st.name} from the trash.`, out);
  return "next";
}
