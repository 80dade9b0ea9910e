/**
 * Queries the server has already run, answered again without Apollo's request pipeline.
 *
 * The web app sends a few dozen operations, the map's search thousands of times an hour, always the same
 * text. Apollo treats each request as new: it parses the HTTP request into its own form, looks the
 * document up, runs its plugins' hooks, copies the context, negotiates the answer's type and assembles the
 * answer; a profile of the long-tail search (bench:search-cpu, 2026-11-29) put that, with the JSON it writes,
 * at about a fifth of a search's CPU time, where the REST shim answers the same search without it.
 *
 * A query's text becomes known when Apollo has run it once: Apollo parsed it, validated it against the
 * schema and the query limits (limits.ts: rules of the document alone, never of its variables) and handed it
 * to the compiled executor (jit-executor.ts), which keeps the compiled function under the text and the
 * operation name the client sent. The next request with the same text, name and an answer type Apollo would
 * choose runs that function directly, with the same context (context.ts) and the same resolvers, and when it
 * succeeds its answer is written as Apollo writes one: the same status, content type and bytes
 * (`JSON.stringify` of `{ data }` and a newline; `known-operations.integration-spec.ts` compares them).
 *
 * Anything else goes to Apollo as before: mutations, GET requests, batches, persisted-query extensions,
 * texts never seen, and every answer with an error. An answer with errors is not run twice: the result is
 * kept for the request and Apollo's executor returns it (`takeResult`), so Apollo formats, translates and
 * gives a status to those errors as it does for any other.
 */
import type { Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import type { ExecutionResult } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';

/** How many texts are kept (the web app's own are a few dozen; past this, others go through Apollo). */
const MAX_KNOWN = 200;
/** The longest text kept: the web app's longest operation is under 3 kB. */
const MAX_TEXT = 16_384;
/** How many different Accept headers' answer types are kept. */
const MAX_ACCEPTS = 64;

/** The answer types Apollo Server chooses among for a single result (ApolloServer's MEDIA_TYPES). */
const JSON_TYPES = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];

export class KnownOperations {
  private readonly byText = new Map<string, Map<string, CompiledQuery>>();
  private count = 0;
  private readonly results = new WeakMap<Request, ExecutionResult>();
  private readonly answerTypes = new Map<string, string | null>();

  /** A query Apollo validated and ran: its text and operation name now run without Apollo. */
  learn(text: string | undefined, operationName: string | null | undefined, query: CompiledQuery): void {
    if (text === undefined || text.length > MAX_TEXT) return;
    let byName = this.byText.get(text);
    const name = operationName ?? '';
    if (byName?.has(name)) return;
    if (this.count >= MAX_KNOWN) return;
    if (!byName) this.byText.set(text, (byName = new Map()));
    byName.set(name, query);
    this.count++;
  }

  find(text: string, operationName: string | null | undefined): CompiledQuery | undefined {
    return this.byText.get(text)?.get(operationName ?? '');
  }

  /** The result an answer with errors already has, for Apollo's executor to return instead of running again. */
  takeResult(req: Request | undefined): ExecutionResult | undefined {
    if (!req) return undefined;
    const result = this.results.get(req);
    if (result) this.results.delete(req);
    return result;
  }

  keepResult(req: Request, result: ExecutionResult): void {
    this.results.set(req, result);
  }

  /** The content type Apollo would give a single result for this Accept header (null: it refuses, 406). */
  answerType(accept: string | undefined): string | null {
    if (!accept) return JSON_TYPES[0];
    const known = this.answerTypes.get(accept);
    if (known !== undefined) return known;
    const chosen = new Negotiator({ headers: { accept } }).mediaType(JSON_TYPES) ?? null;
    if (this.answerTypes.size >= MAX_ACCEPTS) this.answerTypes.clear();
    this.answerTypes.set(accept, chosen);
    return chosen;
  }
}

interface GraphQLBody {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** A POST body this path may answer: one operation, with a text, no extensions, variables as an object. */
function knownShape(body: unknown): body is GraphQLBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  if (typeof b.query !== 'string' || b.extensions !== undefined) return false;
  if (b.operationName != null && typeof b.operationName !== 'string') return false;
  const v = b.variables;
  return v == null || (typeof v === 'object' && !Array.isArray(v));
}

/**
 * Express middleware before Apollo's: answers a known query itself, or passes the request on unchanged.
 * `context` is the one Apollo is given (buildContext).
 */
export function knownOperationHandler<TContext>(
  known: KnownOperations,
  context: (args: { req: Request; res: Response }) => Promise<TContext>,
): RequestHandler {
  return async (req, res, next) => {
    const body: unknown = req.body;
    if (req.method !== 'POST' || !knownShape(body)) return next();
    const query = known.find(body.query, body.operationName);
    if (!query) return next();
    const type = known.answerType(req.headers.accept);
    if (!type) return next();
    try {
      const contextValue = await context({ req, res });
      const result = await query.query(undefined, contextValue, body.variables ?? {});
      if (result.errors?.length || result.data == null) {
        known.keepResult(req, result);
        return next();
      }
      res.statusCode = 200;
      res.setHeader('content-type', type);
      res.send(`${JSON.stringify({ data: result.data })}\n`);
    } catch (err) {
      next(err);
    }
  };
}
