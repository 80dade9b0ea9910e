/**
 * GraphQL execution through graphql-jit: each operation the server sees is compiled once into a plain
 * JavaScript function, which then runs instead of graphql-js's generic walk over the document. The map
 * search answers dozens of hospitals with a dozen fields each, and the walk (argument coercion, field
 * look-ups, promise checks per field) was a large part of its CPU time (bench:search).
 *
 * Apollo Server 4 and 5 have no "executor" option any more; the documented way to bring one is the
 * gateway interface (https://www.apollographql.com/docs/apollo-server/migration#executor), which this
 * implements for one fixed schema. Everything before execution stays Apollo's: parsing, validation with
 * the query limits (limits.ts), the plugins, error formatting and the HTTP handling.
 *
 * graphql-jit (zalando-incubator/graphql-jit) was chosen as the maintained compiler that implements the
 * GraphQL execution algorithm for graphql-js 16 schemas (the same resolvers, scalars and error paths),
 * and that other servers (Mercurius) use for this purpose. A document it cannot compile is executed by
 * graphql-js, so nothing depends on the compiler covering every case.
 */
import {
  execute,
  GraphQLError,
  printSchema,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Request } from 'express';
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { selectsOnlyCanonicalLeaves } from './canonical-leaves';
import type { KnownOperations } from './known-operations';

/** Compiled operations by document (Apollo hands the same parsed document for the same query text). */
const MAX_COMPILED = 1000;

/**
 * `known`: a query that runs compiled becomes known by its text (known-operations.ts), and a result the known
 * path already has for the request (an answer with errors) is returned instead of running it again.
 */
export function jitExecutor(schema: GraphQLSchema, known?: KnownOperations): GatewayExecutor {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();
  let count = 0;

  const compiledFor = (document: DocumentNode, operationName: string | null | undefined) => {
    let byName = compiled.get(document);
    if (!byName) {
      byName = new Map();
      compiled.set(document, byName);
    }
    const key = operationName ?? '';
    if (byName.has(key)) return byName.get(key) ?? null;
    // Documents are few (the web app sends a few dozen); past the bound, compile no more and let
    // graphql-js run the rest rather than hold an unbounded number of generated functions.
    if (count >= MAX_COMPILED) return null;
    // An operation asking only for leaves the services give ready (canonical-leaves.ts) skips their
    // per-leaf serialization; any other keeps it.
    const options = selectsOnlyCanonicalLeaves(schema, document)
      ? { disableLeafSerialization: true }
      : undefined;
    const result = compileQuery(schema, document, operationName ?? undefined, options);
    const query = isCompiledQuery(result) ? result : null;
    byName.set(key, query);
    count++;
    return query;
  };

  return async ({ document, operationName, operation, request, context }) => {
    const kept = known?.takeResult((context as { req?: Request }).req);
    if (kept) return kept.errors ? { ...kept, errors: kept.errors.map(asGraphQLError) } : kept;
    const variables = request.variables ?? {};
    const query = compiledFor(document, operationName);
    if (!query)
      return execute({ schema, document, operationName, variableValues: variables, contextValue: context });
    if (known && operation?.operation === 'query') known.learn(request.query, request.operationName, query);
    const result: ExecutionResult = await query.query(undefined, context, variables);
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };
}

/**
 * graphql-jit reports errors with its own GraphQLError (the same fields, another constructor). Apollo finds a
 * resolver's own error (a DomainError: its code and message) only inside graphql-js's class, so each is
 * rebuilt as one, with the same message, path, locations, extensions and original error.
 */
function asGraphQLError(e: GraphQLFormattedError & { originalError?: unknown }): GraphQLError {
  // jit's class passes `instanceof GraphQLError` but lacks what Apollo reads (extensions, originalError
  // as graphql-js sets them): only an error graphql-js built itself is kept as it is.
  if (e instanceof GraphQLError && e.extensions) return e;
  const original = e.originalError instanceof Error ? e.originalError : undefined;
  const error = new GraphQLError(e.message, {
    path: e.path ? [...e.path] : undefined,
    originalError: original,
    extensions: e.extensions,
  });
  if (e.locations) Object.assign(error, { locations: e.locations });
  return error;
}

/** An Apollo Server `gateway` that serves one schema and runs it with the compiled executor. */
export function jitGateway(schema: GraphQLSchema, known?: KnownOperations): GatewayInterface {
  const executor = jitExecutor(schema, known);
  return {
    async load() {
      return { schema, executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async stop() {
      return undefined;
    },
  };
}
