/**
 * The contract as executable checks: openapi/bff.yaml is loaded at run time (never copied), and
 * every operation gets Ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect) validators for its
 * query, path and body, and for each documented JSON response.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import type { OperationId, Schemas } from './types.ts';

// ajv-formats is CommonJS; depending on the loader its default import is the plugin or the module.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

export const CONTRACT_PATH = new URL('../bff.yaml', import.meta.url);
const SCHEMA_BASE = 'https://bff.sandbox/schemas/';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Json = unknown;
interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
}
interface MediaObject {
  schema?: Json;
}
interface ResponseObject {
  content?: Record<string, MediaObject>;
}
interface OperationObject {
  operationId: string;
  parameters?: Array<ParameterObject | { $ref: string }>;
  requestBody?: { required?: boolean; content?: Record<string, MediaObject> };
  responses: Record<string, ResponseObject | { $ref: string }>;
}
interface Document {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], OperationObject>>>;
  components: {
    schemas: Record<string, Json>;
    parameters?: Record<string, ParameterObject>;
    responses?: Record<string, ResponseObject>;
  };
}

export interface Operation {
  id: OperationId;
  method: string;
  template: string;
  /** Number of literal path segments; more literal wins (`/proposal/autocomplete` over `/proposal/{id}`). */
  literals: number;
  regex: RegExp;
  pathParams: string[];
  validateQuery: ValidateFunction;
  validatePath: ValidateFunction;
  body: { required: boolean; validate: ValidateFunction } | null;
  /** JSON response validators by status code; null for non-JSON content (images). */
  responses: Map<number, ValidateFunction | null>;
}

export type Match =
  { kind: 'found'; operation: Operation; params: Record<string, string> } | { kind: 'not-found' } | { kind: 'method-not-allowed'; allowed: string[] };

export type Checked = { ok: true; query: Record<string, unknown>; path: Record<string, unknown>; body: unknown } | { ok: false; message: string };

export interface Contract {
  document: Document;
  operations: Operation[];
  match(method: string, pathname: string): Match;
  /** Validates and coerces a request; `body` is undefined when none was sent. */
  checkRequest(operation: Operation, query: URLSearchParams, params: Record<string, string>, body: unknown): Checked;
  /** Null when the body matches the documented response of that status, else what is wrong. */
  checkResponse(operationId: OperationId, status: number, body: unknown): string | null;
  operation(operationId: OperationId): Operation;
  /** Null when `value` matches a schema written as in the document (local $refs), else what is wrong. */
  checkAgainst(schema: unknown, value: unknown): string | null;
  /** Null when `value` matches the named component schema (e.g. CustomStatus), else what is wrong. */
  checkSchema(name: keyof Schemas, value: unknown): string | null;
}

/** Rewrites local refs (`#/components/schemas/X`) to the absolute ids the schemas are registered under. */
function rewriteRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? SCHEMA_BASE + value.slice('#/components/schemas/'.length)
        : rewriteRefs(value);
  }
  return out;
}

function createAjv(forParameters: boolean): Ajv2020 {
  // Query and path values arrive as strings: coercion turns '2' into 2 for integer parameters, and
  // defaults fill absent ones (page=1). Bodies and responses are validated as sent, never modified.
  const ajv = new Ajv2020({
    allErrors: true,
    allowUnionTypes: true,
    coerceTypes: forParameters,
    useDefaults: forParameters,
    strictTypes: false,
  });
  addFormats(ajv);
  // OpenAPI keywords that may sit beside JSON Schema ones.
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  return ajv;
}

function resolve<T>(doc: Document, node: T | { $ref: string }): T {
  if (node && typeof node === 'object' && '$ref' in node) {
    const [, , section, name] = node.$ref.split('/');
    const table = (doc.components as unknown as Record<string, Record<string, T>>)[section ?? ''];
    const target = table?.[name ?? ''];
    if (!target) throw new Error(`Unresolved $ref ${node.$ref}`);
    return target;
  }
  return node;
}

function objectSchema(params: ParameterObject[]): Json {
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, rewriteRefs(p.schema ?? {})])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

function describeErrors(ajv: Ajv2020, errors: ErrorObject[] | null | undefined, dataVar: string): string {
  return ajv.errorsText(errors, { dataVar, separator: '; ' });
}

function buildContract(): Contract {
  const document = parse(readFileSync(CONTRACT_PATH, 'utf8')) as Document;
  const strictAjv = createAjv(false);
  const coercingAjv = createAjv(true);
  for (const ajv of [strictAjv, coercingAjv]) {
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      ajv.addSchema(rewriteRefs(schema) as object, SCHEMA_BASE + name);
    }
  }

  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? []).map((p) => resolve(document, p));
      const pathParams = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
      const pattern = template
        .split(/(\{[^}]+\})/)
        .map((part) => (part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
        .join('');
      const json = op.requestBody?.content?.['application/json']?.schema;
      const responses = new Map<number, ValidateFunction | null>();
      for (const [status, response] of Object.entries(op.responses)) {
        const schema = resolve(document, response).content?.['application/json']?.schema;
        responses.set(Number(status), schema ? strictAjv.compile(rewriteRefs(schema) as object) : null);
      }
      operations.push({
        id: op.operationId as OperationId,
        method: method.toUpperCase(),
        template,
        literals: template.split('/').filter((s) => s && !s.startsWith('{')).length,
        regex: new RegExp(`^${pattern}$`),
        pathParams,
        validateQuery: coercingAjv.compile(objectSchema(params.filter((p) => p.in === 'query')) as object),
        validatePath: coercingAjv.compile(objectSchema(params.filter((p) => p.in === 'path')) as object),
        body: json ? { required: op.requestBody?.required === true, validate: strictAjv.compile(rewriteRefs(json) as object) } : null,
        responses,
      });
    }
  }
  operations.sort((a, b) => b.literals - a.literals);
  const byId = new Map(operations.map((o) => [o.id, o]));

  return {
    document,
    operations,
    operation(operationId) {
      const found = byId.get(operationId);
      if (!found) throw new Error(`No operation ${operationId} in bff.yaml`);
      return found;
    },
    match(method, pathname) {
      const allowed: string[] = [];
      for (const operation of operations) {
        const m = operation.regex.exec(pathname);
        if (!m) continue;
        if (operation.method !== method) {
          allowed.push(operation.method);
          continue;
        }
        const params: Record<string, string> = {};
        operation.pathParams.forEach((name, i) => {
          params[name] = decodeURIComponent(m[i + 1] ?? '');
        });
        return { kind: 'found', operation, params };
      }
      return allowed.length ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
    },
    checkRequest(operation, search, params, body) {
      // First value wins for a repeated parameter, as URLSearchParams.get does.
      const query: Record<string, unknown> = {};
      for (const [key, value] of search) if (!(key in query)) query[key] = value;
      if (!operation.validateQuery(query)) {
        return { ok: false, message: describeErrors(coercingAjv, operation.validateQuery.errors, 'query') };
      }
      const path: Record<string, unknown> = { ...params };
      if (!operation.validatePath(path)) {
        return { ok: false, message: describeErrors(coercingAjv, operation.validatePath.errors, 'path') };
      }
      if (operation.body) {
        if (body === undefined) {
          if (operation.body.required) return { ok: false, message: 'request body is required' };
        } else if (!operation.body.validate(body)) {
          return { ok: false, message: describeErrors(strictAjv, operation.body.validate.errors, 'body') };
        }
      }
      return { ok: true, query, path, body };
    },
    checkAgainst(schema, value) {
      const validate = strictAjv.compile(rewriteRefs(schema) as object);
      return validate(value) ? null : describeErrors(strictAjv, validate.errors, 'value');
    },
    checkSchema(name, value) {
      const validate = strictAjv.getSchema(SCHEMA_BASE + name);
      if (!validate) return `no schema ${name}`;
      return validate(value) ? null : describeErrors(strictAjv, validate.errors, name);
    },
    checkResponse(operationId, status, body) {
      const operation = byId.get(operationId);
      if (!operation) return `unknown operation ${operationId}`;
      if (!operation.responses.has(status)) return `status ${status} is not documented for ${operationId}`;
      const validate = operation.responses.get(status);
      if (!validate) return null;
      return validate(body) ? null : describeErrors(strictAjv, validate.errors, 'response');
    },
  };
}

let cached: Contract | undefined;
/** The contract is parsed and compiled once per process. */
export function loadContract(): Contract {
  cached ??= buildContract();
  return cached;
}
