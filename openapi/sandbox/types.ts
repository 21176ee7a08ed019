/**
 * Types of the sandbox, derived from the generated contract types so that a change in
 * openapi/bff.yaml breaks the sandbox's compilation instead of silently drifting.
 */
import type { components, operations } from '../../src/api/schema.gen.ts';

export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type Op<K extends OperationId> = operations[K];
/** The JSON body of an answer; `undefined` for an answer without content (204), never for images. */
type JsonContent<R> = R extends { content: { 'application/json': infer B } } ? B : R extends { content?: never } ? undefined : never;

/** Query parameters after validation and coercion (numbers are numbers). */
export type QueryOf<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : never;
export type PathOf<K extends OperationId> = Op<K>['parameters'] extends { path?: infer P } ? NonNullable<P> : never;
/** The JSON body; `undefined` is included when the body is optional. */
export type BodyOf<K extends OperationId> =
  NonNullable<Op<K>['requestBody']> extends { content: { 'application/json': infer B } }
    ? undefined extends Op<K>['requestBody']
      ? B | undefined
      : B
    : undefined;

/** One of the documented JSON answers of an operation, status and body paired. */
export type Reply<K extends OperationId> = {
  [S in keyof Op<K>['responses']]: { status: S; body: JsonContent<Op<K>['responses'][S]> };
}[keyof Op<K>['responses']];

/** A non-JSON answer (images). */
export interface RawReply {
  status: 200;
  raw: Buffer | string;
  contentType: string;
}

export interface Ctx<K extends OperationId> {
  query: QueryOf<K>;
  path: PathOf<K>;
  body: BodyOf<K>;
}

export type ErrorBody = Schemas['Error'];
