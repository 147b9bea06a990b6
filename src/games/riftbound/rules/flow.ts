/**
 * The loop that runs a game forward: `advance` works through open tasks (turn steps, a resolving spell's remaining
 * instructions, combat damage, mulligans), queued triggers and priority until a player must decide, then stops (the
 * engine never blocks). `runTask` dispatches one task to the section of the rules it belongs to.
 */
import type { RbState, RbEvent, Task, PendingInternal } from "./state.js";
import { startNextGame, askMatchBattlefield, askMatchFirst, dealGame } from "./match.js";
import { flushTriggers } from "./triggers.js";
import { nextRelevant, resolveTop, finishItem } from "./chains.js";
import { namingOf, namingOptions } from "./naming.js";
import { ask } from "./decisions.js";
import { startShowdownOrCombat, cleanup } from "./cleanup.js";
import { runStep } from "./turn.js";
import { runEffects } from "./effects.js";
import { replaceDeathReplacement } from "./replacements.js";
import { nameOf, bfAt, opponentsOf } from "./util.js";
import { legalActions } from "./legal.js";
import { combatDamage, combatResolve } from "./combat.js";
import { endNonCombatShowdown } from "./showdowns.js";

/**
 * Runs the game until a decision is pending or the game is over. Order of work: open tasks (including a
 * resolving spell's remaining instructions), triggers waiting to go on the chain, the chain's priority,
 * the showdown's focus, combats and showdowns to start (525-526), then the turn's next step.
 */
export function advance(s: RbState, out: RbEvent[]): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (s.winner !== null) {
      if (s.match?.gameOver) {
        startNextGame(s, out); // 645.6
        continue;
      }
      s.pending = null;
      return;
    }
    if (s.pending) return;
    // Not `s.tasks[s.tasks.length - 1]` on an empty stack: index -1 is a property lookup by name in V8 (~30 ns).
    const task = s.tasks.length > 0 ? s.tasks[s.tasks.length - 1] : undefined;
    if (task) {
      runTask(s, task, out);
      continue;
    }
    if (s.triggerQueue.length > 0) {
      flushTriggers(s, out);
      continue;
    }
    if (s.invite) {
      askInvited(s); // 531.2.a
      return;
    }
    if (s.chain.length === 0 && s.chainOpen) {
      s.chainOpen = false;
      // The chain is over (544): in a showdown Focus passes on after a chain its holder started (552).
      s.priority = null;
      s.chainPasses = [];
      if (s.showdown) {
        // 552: Focus passes after a chain, except after the combat's initial chain of attack/defend triggers,
        // which leaves it with the attacker (549, 625.1.e).
        if (!s.showdown.initial) s.showdown.focus = nextRelevant(s, s.showdown.focus);
        s.showdown.passes = [];
      }
      s.chainByFocus = false;
    }
    if (s.chain.length === 1 && s.chain[0]!.autoResolve) {
      resolveTop(s, out); // 538: a permanent starting the chain resolves before anyone gets priority
      continue;
    }
    if (s.chain.length > 0) {
      s.chainOpen = true;
      if (s.priority === null) s.priority = s.chain[s.chain.length - 1]!.controller;
      ask(s, s.priority, "priority", "Play a Reaction, activate, or pass.", [], 0, 0);
      return;
    }
    if (s.showdown) {
      s.showdown.initial = false; // the initial chain (if any) is over once Focus is asked for
      ask(s, s.showdown.focus, "focus", "You have Focus: play an Action or Reaction, or pass.", [], 0, 0);
      return;
    }
    if (startShowdownOrCombat(s, out)) continue;
    if (s.step === "action") {
      ask(s, s.turnPlayer, "priority", "Your action phase: play, move, hide, activate, or end your turn.", [], 0, 0);
      return;
    }
    runStep(s, out);
  }
  throw new Error("advance: no progress after 100000 steps");
}

/**
 * Runs the newest task (design.md principle 2: the engine works through its task stack until a decision is
 * pending): instructions of a resolving item (563), cleanups (518), combat damage and resolution (626-627), the
 * end of a showdown (549), the steps of a match (645); the tasks that only ask a question go to {@link askTask}.
 */
function runTask(s: RbState, task: Task, out: RbEvent[]): void {
  switch (task.t) {
    case "effects": {
      const done = runEffects(s, task, out);
      if (done) {
        // Usually the newest task: popped without searching (the same task removed either way).
        if (s.tasks[s.tasks.length - 1] === task) s.tasks.pop();
        else s.tasks.splice(s.tasks.lastIndexOf(task), 1);
        finishItem(s, task.item, out);
      }
      return;
    }
    case "replaceDeath":
    case "mulligan":
    case "chooseFirst":
    case "burnOutPoint":
      askTask(s, task);
      return;
    case "nameOnPlay": {
      // CR 1.4 355.1, 762-763: the player names a tag or a card as it is played.
      const options = namingOptions(s, task.card).map((n) => ({ id: n, label: n }));
      const prompt = `${nameOf(s, task.card)}: name ${namingOf(s, task.card)?.what === "spell" ? "a spell" : "a tag"}.`;
      ask(s, task.seat, "option", prompt, options, 1, 1, { route: "nameOnPlay" });
      return;
    }
    case "cleanup":
      s.tasks.pop();
      cleanup(s, out);
      return;
    case "combatDamage":
      combatDamage(s, task, out);
      return;
    case "combatResolve":
      s.tasks.pop();
      combatResolve(s, task.bf, out, task.excess ?? 0);
      return;
    case "endShowdown":
      s.tasks.pop();
      endNonCombatShowdown(s, task.bf, out);
      return;
    case "flushTriggers":
      s.tasks.pop();
      return;
    case "matchBattlefield":
      askMatchBattlefield(s, task.seat, out);
      return;
    case "matchFirst":
      askMatchFirst(s, task.seat);
      return;
    case "matchDeal":
      s.tasks.pop();
      dealGame(s);
      return;
    case "turn":
      s.tasks.pop();
      return;
  }
}

/**
 * The tasks that ask a player and wait: an optional death replacement (575), a mulligan (117), which showdown or
 * combat starts first (525-526), the opponent who gains a burned-out player's point (607.2.b).
 */
function askTask(
  s: RbState,
  task: Extract<Task, { t: "replaceDeath" | "mulligan" | "chooseFirst" | "burnOutPoint" }>,
): void {
  switch (task.t) {
    case "replaceDeath": {
      const prompt = replaceDeathReplacement(s, task)?.prompt;
      const options = [
        { id: "yes", label: "Yes" },
        { id: "no", label: "No" },
      ];
      const q = prompt ?? `Use ${nameOf(s, task.source)} instead of letting ${nameOf(s, task.unit)} die?`;
      ask(s, task.controller, "option", q, options, 1, 1, { route: "replaceDeath" });
      return;
    }
    case "mulligan":
      ask(
        s,
        task.seat,
        "mulligan",
        "Mulligan: choose up to two cards to set aside and redraw (117).",
        s.players[task.seat]!.hand.map((id) => ({ id, label: nameOf(s, id), object: id })),
        0,
        2,
        { route: "mulligan" },
      );
      return;
    case "chooseFirst":
      ask(
        s,
        s.turnPlayer,
        "battlefield",
        task.kind === "showdown"
          ? "Choose where a showdown starts first (525)."
          : "Choose which combat starts first (526).",
        task.options.map((i) => ({ id: String(i), label: nameOf(s, bfAt(s, i).card), object: bfAt(s, i).card })),
        1,
        1,
        { route: "chooseFirst", kind: task.kind },
      );
      return;
    case "burnOutPoint": {
      // 607.2.b: the player who burned out chooses the opponent who gains the point.
      const options = opponentsOf(s, task.seat).map((x) => ({ id: `seat${x}`, label: `P${x + 1}` }));
      ask(s, task.seat, "option", "You burned out: choose an opponent to gain 1 point (607.2.b).", options, 1, 1, {
        route: "burnOutPoint",
      });
      return;
    }
  }
}

/** The window an invited player acts in: priority on the chain, Focus in a showdown, else the turn's open state. */
function invitedWindow(s: RbState): "priority" | "focus" {
  return s.chain.length === 0 && s.showdown ? "focus" : "priority";
}

/**
 * 531.2.a: asks the invited player to accept or decline (accept is offered only if they can play a card or activate
 * an ability now, 531.2.a.2); after accepting, they hold the window until they act.
 */
function askInvited(s: RbState): void {
  const inv = s.invite!;
  const kind = invitedWindow(s);
  if (inv.accepted) {
    ask(
      s,
      inv.seat,
      kind,
      "You accepted the invitation: play a card or activate an ability now (531.2.a.2).",
      [],
      0,
      0,
      {
        invited: true,
      },
    );
    return;
  }
  const hyp: RbState = {
    ...s,
    invite: { ...inv, accepted: true },
    pending: { id: "invite-check", seat: inv.seat, kind, prompt: "", options: [], min: 0, max: 0 },
  };
  const canAct = legalActions(hyp, inv.seat).some((a) => a.type === "play" || a.type === "activate");
  const options = [...(canAct ? [{ id: "accept", label: "Accept" }] : []), { id: "decline", label: "Decline" }];
  ask(
    s,
    inv.seat,
    "invite",
    `P${inv.by + 1} invites you to play a card or activate an ability (531.2).`,
    options,
    1,
    1,
    {
      route: "invite",
    },
  );
}

export type { PendingInternal };
