import { delay, HttpResponse, type HttpHandler } from 'msw';
import { malform } from './malform';
import { IDEMPOTENCY_HEADER, type EndpointDef, type Envelope } from '../../src/api/contract';
import { endpoints, type EndpointName } from '../../src/api/allEndpoints';
import { ACCESS, LIST_ENDPOINTS } from '../world/access';
import { Refuse, type Refusal } from '../world/codes';
import { idempotent, type StoredAnswer } from '../world/idempotency';
import { latencyFor } from '../world/latency';
import { fireArmedFor } from '../world/live';
import {
  findUser,
  scenarioApplied,
  world,
  worldChanged,
  type Outcome,
  type Session,
  type WorldUser,
} from '../world/world';
import { on } from './respond';

/** What a resolver knows about the call it answers. */
export type CallContext = {
  request: Request;
  url: URL;
  /** Path values (`{id}` of the endpoint pattern). */
  params: Record<string, string>;
  /** The Authorization token ('' for visitors). */
  token: string;
  /** The caller, for 'required' endpoints always set; for 'optional' ones null for visitors. */
  user: WorldUser | null;
  /** The JSON body, or null when there is none or it is not JSON. */
  body: () => Promise<unknown>;
};

export type Resolver = (call: CallContext) => Outcome<unknown> | Promise<Outcome<unknown>>;

/** Resolver of an endpoint that needs a session: `user` is never null. */
export type UserResolver = (
  call: CallContext & { user: WorldUser },
) => Outcome<unknown> | Promise<Outcome<unknown>>;

function envelope(outcome: Outcome<unknown>): { status: number; body: Envelope<unknown> } {
  if (outcome.ok) return { status: 200, body: { code: 200, data: outcome.data, msg: 'success' } };
  return {
    status: outcome.status ?? 200,
    body: { code: outcome.code, data: null, msg: outcome.msg },
  };
}

function refusal(refusal: Refusal) {
  return envelope({ ok: false, ...refusal });
}

function isPage(value: unknown): value is { list: unknown[] } {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as { list?: unknown }).list)
  );
}

/** The 'empty' scenario: lists without entries, pages with total 0. */
function emptied(data: unknown): unknown {
  if (Array.isArray(data)) return [];
  if (isPage(data)) return { ...data, list: [], total: 0 };
  if (typeof data === 'object' && data !== null) {
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, Array.isArray(v) ? [] : v]));
  }
  return data;
}

function bearer(request: Request): string {
  const value = (request.headers.get('Authorization') ?? '').trim();
  return value.replace(/^Bearer\s+/i, '');
}

/** Spec 8 session rules and the scenarios' forced answers, before the resolver runs. */
function gate(
  name: EndpointName,
  token: string,
): { refusal: Refusal } | { session: Session | null; user: WorldUser | null } {
  const access = ACCESS[name];
  const { forced } = world.scenario;
  if (forced?.scope === 'all') return { refusal: forced };
  if (world.platform.platformStatus === 2 && name !== 'platformConfig') {
    return { refusal: Refuse.maintenance };
  }
  if (forced && (access === 'required' || (forced.scope === 'auth+login' && name === 'login'))) {
    return { refusal: forced };
  }
  const session = token ? world.sessions.get(token) : undefined;
  const user = session ? (findUser(session.userNo) ?? null) : null;
  if (access === 'required') {
    if (!session || !user) return { refusal: Refuse.sessionInvalid };
    if (session.expired) return { refusal: Refuse.sessionExpired };
  }
  if (!session || !user || session.expired) return { session: null, user: null };
  return { session, user: access === 'none' ? null : user };
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.clone().json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * The msw handler of one endpoint of the registry, in front of its resolver:
 * 1. latency (world setting or the 'slow' scenario; deterministic per endpoint), 'timeout' and
 *    'offline' (a network error instead of an answer);
 * 2. forced answers of the scenarios, maintenance (6102 for everything but the platform config),
 *    the session rules of spec 8 (6105 no or unknown token, 6106 expired);
 * 3. `Idempotency-Key` on money endpoints (idempotency.ts);
 * 4. the resolver's outcome as the `{code, data, msg}` envelope; lists emptied by 'empty';
 * 5. live scenario changes armed for the next call of a logged-in app (live.ts);
 * 6. `worldChanged()`, so the demo's persistence saves what the call changed.
 */
export function endpoint(name: EndpointName, resolver: Resolver): HttpHandler {
  const def: EndpointDef = endpoints[name];
  return on(def, async ({ request, params }) => {
    const wait = latencyFor(name);
    if (wait > 0) await delay(wait);
    if (world.scenario.hang) await delay('infinite');
    // 'offline': no HTTP answer at all, as when the connection drops (fetch rejects).
    if (scenarioApplied('offline')) return HttpResponse.error();

    const token = bearer(request);
    const gated = gate(name, token);
    let answer: StoredAnswer & { replayed?: boolean };
    if ('refusal' in gated) {
      const { status, body } = refusal(gated.refusal);
      answer = { status, body: JSON.stringify(body) };
    } else {
      const run = async (): Promise<StoredAnswer> => {
        const call: CallContext = {
          request,
          url: new URL(request.url),
          params: Object.fromEntries(
            Object.entries(params).map(([k, v]) => [
              k,
              Array.isArray(v) ? (v[0] ?? '') : String(v ?? ''),
            ]),
          ),
          token,
          user: gated.user,
          body: () => readJson(request),
        };
        const { status, body } = envelope(await resolver(call));
        if (body.code === 200 && world.scenario.empty && LIST_ENDPOINTS.has(name)) {
          body.data = emptied(body.data);
        }
        if (body.code === 200 && world.scenario.malformed) {
          body.data = malform(body.data, world.scenario.malformed);
        }
        return { status, body: JSON.stringify(body) };
      };
      const key = request.headers.get(IDEMPOTENCY_HEADER);
      answer =
        def.money && key && gated.user
          ? await idempotent(gated.user.userNo, key, `${def.method} ${def.path}`, run)
          : await run();
      if (gated.session) fireArmedFor(gated.session);
    }
    // A handled call is the unit of change of the world (the demo's persistence saves on it).
    worldChanged();
    return new HttpResponse(answer.body, {
      status: answer.status,
      headers: {
        'Content-Type': 'application/json',
        ...(answer.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
      },
    });
  });
}

/** An endpoint that needs a session (ACCESS 'required'); the resolver always gets the user. */
export function authed(name: EndpointName, resolver: UserResolver): HttpHandler {
  return endpoint(name, (call) => {
    // gate() refuses a 'required' call without a user before the resolver runs.
    if (!call.user) return { ok: false, ...Refuse.sessionInvalid };
    return resolver({ ...call, user: call.user });
  });
}

/** Page of a list from the query's pageNum and pageSize (spec 9 defaults 1 and 10). */
export function pageFrom<T>(items: readonly T[], url: URL, defaultSize = 10) {
  const pageNum = Math.max(1, Math.floor(Number(url.searchParams.get('pageNum')) || 1));
  const pageSize = Math.max(1, Math.floor(Number(url.searchParams.get('pageSize')) || defaultSize));
  const start = (pageNum - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length, pageNum, pageSize };
}

/** A number from the query, or undefined when absent or not a number. */
export function queryNumber(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}
