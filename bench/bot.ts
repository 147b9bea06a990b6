/**
 * Bot benchmark with the bot's real handlers (`createDuelhallBot`, src/bot/duelhall.ts) and the real discord.js
 * client against the fake Discord (test/helpers/fake-discord.ts). One sample is one click on a DM prompt button
 * (`rb:` custom id, the seat's current decision): gateway → router → `onPromptComponent` (load, resolve the click,
 * `deferUpdate`, submit with the database write, `publish`: board embed + PNG edited into the channel's board
 * message, log line, DMs) → the prompt closed with `editReply`. Times are measured from the fake dispatching
 * INTERACTION_CREATE to (1) the first callback, (2) the board sent (its PATCH answered, or at a hand-off the old
 * board's DELETE after the new board's POST), (3) the
 * prompt's closing edit (handler done); and (4) to the board PNG being rendered inside the handler (the
 * `onBoardPng` hook fires right after `renderBoardPng` returns). Separately, after each timed click, the PNG of
 * the same public board is rendered again on its own (`renderBoardPng` alone, no Discord, no database), so the
 * render cost is reported apart from the path around it. Database: SQLite in a temp file.
 */
import { pino } from "pino";
import { decodeCustomId } from "../src/bot/custom-id.js";
import { createDuelhallBot } from "../src/bot/duelhall.js";
import { beforeOf, promptDecisionId, publish } from "../src/bot/game/publish.js";
import { buildPrompt, PROMPT_KIND, resolveStep } from "../src/bot/prompts/prompt.js";
import { riftboundPresentation } from "../src/games/riftbound/presentation/index.js";
import { renderBoardPng } from "../src/games/riftbound/presentation/board-png.js";
import type { Seat } from "../src/engine/index.js";
import { type RbAction, RbActionSchema } from "../src/games/riftbound/rules/actions.js";
import type { RbState } from "../src/games/riftbound/rules/state.js";
import type { RbView } from "../src/games/riftbound/rules/view.js";
import type { LoadedMatch } from "../src/services/matches/index.js";
import { messageText } from "../test/helpers/components-v2.js";
import { type FakeMessage, startFakeDiscord } from "../test/helpers/fake-discord.js";
import { benchService, pairing, startMatch, tempSqlite, UniformPolicy } from "./fixtures.js";
import { percentile, round, type SectionResult, timeRow } from "./stats.js";

/** Sizes of {@link benchBot}. */
export interface BotSizes {
  /** Timed clicks (after `warmup` untimed ones). */
  clicks: number;
  warmup: number;
}

/** Full and quick sizes. */
export const BOT_SIZES: Record<"full" | "quick", BotSizes> = {
  full: { clicks: 200, warmup: 10 },
  quick: { clicks: 5, warmup: 2 },
};

/** Prompt buttons of `seat`'s decision whose click is a complete legal action (never concede). */
function actionButtons(m: LoadedMatch, seat: Seat): { customId: string; action: RbAction }[] {
  const state = m.state as RbState;
  const out: { customId: string; action: RbAction }[] = [];
  const input = {
    matchId: m.match.id,
    stateVersion: state.version,
    // The bot's own decision id (with the state digest, docs/matches.md "Undo"): a forged one is refused as stale.
    decisionId: promptDecisionId(m) || "none",
    game: riftboundPresentation,
    state,
    seat,
  };
  for (const row of buildPrompt(input).components) {
    for (const c of row.components) {
      if (c.type !== 2 || !("custom_id" in c)) continue;
      const id = decodeCustomId(c.custom_id, { kind: PROMPT_KIND });
      if (!id.ok) continue;
      const step = resolveStep(input, id.value.optionId);
      const action = step.kind === "action" ? RbActionSchema.parse(step.action) : null;
      if (action && action.type !== "concede") out.push({ customId: c.custom_id, action });
    }
  }
  return out;
}

/** The newest DM to `userId` that carries components (the current prompt). */
function latestPrompt(dms: readonly FakeMessage[]): FakeMessage | undefined {
  for (let i = dms.length - 1; i >= 0; i--) if ((dms[i]!.message.components ?? []).length > 0) return dms[i];
  return dms.at(-1);
}

/** Runs the bot benchmark. */
export async function benchBot(sizes: BotSizes): Promise<SectionResult> {
  const t0 = performance.now();
  const fake = await startFakeDiscord();
  const db = await tempSqlite();
  const service = benchService(db.handle);
  const errors: unknown[] = [];
  /** When the handler's board PNG was last rendered (performance.now()). */
  let pngAt = 0;
  const bot = createDuelhallBot({
    onBoardPng: () => {
      pngAt = performance.now();
    },
    token: fake.token,
    restApi: fake.apiBase,
    db: db.handle.prisma,
    matches: service,
    logger: pino({ level: "silent" }),
    onError: (err) => errors.push(err),
  });
  try {
    await bot.start();
    const users = new Map([fake.alice, fake.bob].map((u) => [u.id, u]));
    const players = [fake.alice.id, fake.bob.id] as const;
    const policy = new UniformPolicy(7);
    let games = 0;
    const begin = async (): Promise<string> => {
      const id = await startMatch(service, pairing(games), players, fake.channelId);
      await publish(bot.client, bot.deps, id, null, { fresh: true });
      return id;
    };
    let matchId = await begin();
    const first: number[] = [];
    const board: number[] = [];
    const done: number[] = [];
    const pngReady: number[] = [];
    const render: number[] = [];
    const names = { 0: fake.alice.username, 1: fake.bob.username };
    let direct = 0;
    for (let n = 0; n < sizes.warmup + sizes.clicks; ) {
      const m = await service.load(matchId);
      if (!m.ok) throw new Error(m.error.message);
      if (m.match.status !== "active") {
        games++;
        matchId = await begin();
        continue;
      }
      const seat = m.pending!.seat;
      const userId = m.match.seats[seat]!.playerId;
      const buttons = actionButtons(m, seat);
      const dm = latestPrompt(fake.dmsTo(userId));
      if (buttons.length === 0 || !dm) {
        // Only selects or multi-step flows offered: play on through the service and publish, untimed.
        const before = beforeOf(bot.deps, m);
        const action = policy.pick(m.legalActions(seat) as RbAction[]);
        const r = await service.submit({ matchId, userId, action, interactionId: `direct-${n}-${direct++}` });
        if (!r.ok) throw new Error(`direct submit refused: ${r.error.code}`);
        await publish(bot.client, bot.deps, matchId, before);
        continue;
      }
      const row = await db.handle.prisma.match.findUnique({ where: { id: matchId } });
      // The match's channel (its thread once the bot made one) and board message.
      const boardPath = `/channels/${row?.channelId ?? fake.channelId}/messages/${row?.boardMessageId}`;
      const from = fake.requests.length;
      pngAt = 0;
      const chosen = policy.pick(buttons.map((b) => ({ ...b, type: b.action.type })));
      const h = fake.click(users.get(userId)!, dm, chosen.customId);
      const cb = await h.firstCallback(10_000);
      await fake.until(() =>
        // Edited in place, or (a hand-off, issue 15) posted anew and the old one deleted once the new one is sent.
        fake.requests
          .slice(from)
          .some(
            (r) =>
              r.path === boardPath &&
              ((r.method === "PATCH" && r.status === 200) || (r.method === "DELETE" && r.status === 204)),
          )
          ? true
          : undefined,
      );
      const boardMs = performance.now() - h.record.dispatchedAt;
      const rec = await h.waitFor((r) => r.webhooks.some((w) => w.kind === "edit-original"), 20_000, "prompt closed");
      const closed = rec.webhooks.find((w) => w.kind === "edit-original")!;
      if (cb.status >= 300 || closed.status !== 200 || !messageText(closed.data).startsWith("✅")) {
        throw new Error(`click not applied: ${JSON.stringify(rec.webhooks.map((w) => [w.kind, w.status, w.data]))}`);
      }
      if (pngAt === 0) throw new Error("the click's handler rendered no board PNG");
      // The same board again, rendered alone (no Discord, no database): the PNG's own cost.
      const after = await service.load(matchId);
      if (!after.ok) throw new Error(after.error.message);
      const view = after.view("public") as RbView;
      const r0 = performance.now();
      await renderBoardPng(view, { names });
      const renderMs = performance.now() - r0;
      if (n >= sizes.warmup) {
        first.push(cb.ms);
        board.push(boardMs);
        done.push(closed.ms);
        pngReady.push(pngAt - h.record.dispatchedAt);
        render.push(renderMs);
      }
      n++;
    }
    if (errors.length > 0) throw new Error(`handler errors: ${String(errors[0])}`);
    if (fake.unexpected.length > 0) throw new Error(`unexpected fake requests: ${JSON.stringify(fake.unexpected)}`);
    const p = (xs: number[], q: number) => round(percentile(xs, q));
    return {
      summary: {
        firstResponseMsP50: p(first, 0.5),
        firstResponseMsP99: p(first, 0.99),
        pngRenderedMsP50: p(pngReady, 0.5),
        pngRenderedMsP99: p(pngReady, 0.99),
        boardSentMsP50: p(board, 0.5),
        boardSentMsP99: p(board, 0.99),
        handlerDoneMsP50: p(done, 0.5),
        handlerDoneMsP99: p(done, 0.99),
        pngRenderMsP50: p(render, 0.5),
        pngRenderMsP99: p(render, 0.99),
        clicks: first.length,
      },
      tables: [
        {
          name: "bot",
          rows: [
            timeRow(
              "interaction -> first response",
              first,
              "deferUpdate after load + resolve; fake Discord on 127.0.0.1",
            ),
            timeRow("interaction -> board PNG rendered", pngReady, "inside the handler (onBoardPng hook)"),
            timeRow("interaction -> updated board sent", board, "board message PATCH (embed + PNG) answered"),
            timeRow(
              "interaction -> handler done",
              done,
              `+ log line, DMs, prompt closed; ${games + 1} match(es), ${direct} untimed non-button steps`,
            ),
            timeRow("board PNG render alone (renderBoardPng)", render, "same boards, rendered again after each click"),
          ],
          wallMs: performance.now() - t0,
        },
      ],
      notes: [`${sizes.warmup} untimed warm-up clicks first; uniform random choice among complete-action buttons`],
    };
  } finally {
    await bot.stop();
    await fake.close();
    await db.cleanup();
  }
}
