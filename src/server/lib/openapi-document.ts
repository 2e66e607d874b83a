import { STATUS_CODES } from 'node:http';
import type {
  FastifyDynamicSwaggerOptions,
  SwaggerTransform,
  SwaggerTransformObject,
} from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../core/api/api-error-schemas';
import { CHECKOUT_TOKEN_HEADER } from '../../core/money/payments/payment-schemas';
import { SESSION_COOKIE } from '../modules/platform/auth/instructor-guard';

/*
 * The OpenAPI description served at /api/docs/json: @fastify/swagger collects the routes and
 * fastify-type-provider-zod turns their zod schemas into JSON Schema; this module adds what the
 * route schemas do not say: how each operation is authenticated, an operationId, and the error
 * answers every route can give (validation, cross-site refusal, rate limit, ...). It works them
 * out from how each route is registered (instructor-only routes are marked by
 * `registerInstructorRoutes`) and from its schemas, not from a list of its own that could drift.
 *
 * How credentials are described: OpenAPI can name a credential only in a header, a query parameter
 * or a cookie. The instructor's session is a cookie or a Bearer token; a learner's progress-link
 * token in the query, the checkout token header and the webhooks' signature headers are apiKey
 * schemes. Where the credential is part of the path (`/api/progress/{token}`, the alternatives
 * offer, the calendar feed) or of the JSON body (the learner's chat, the payment routes), there is
 * no scheme that says so truthfully: such an operation declares no scheme (`security: []`, no
 * sign-in) and its description says which path parameter or body field is the permission.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body, for the description only, of a route that reads its body itself (the backup
     * restore streams it to a file): Fastify would validate a `schema.body` against what a parser
     * made of it.
     */
    describedBody?: FastifySchema['body'];
  }
}

type SecurityRequirement = Record<string, string[]>;

export const openApiSecuritySchemes = {
  instructorSession: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The httpOnly session cookie set by `POST /api/auth/instructor-login`.',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The same session token, for API clients: the `token` returned by `POST /api/auth/instructor-login`.',
  },
  learnerToken: {
    type: 'apiKey',
    in: 'query',
    name: 'token',
    description:
      "A learner's progress-link token (from the link the school sends them). Routes under " +
      '`/api/progress/{token}` carry the same token in the path, and the chat routes that take a body ' +
      'carry it as the `token` field: those declare no scheme and say so in their description.',
  },
  checkoutToken: {
    type: 'apiKey',
    in: 'header',
    name: CHECKOUT_TOKEN_HEADER,
    description:
      'The checkout token returned with a new booking (or the learner’s own progress-link token, or a guardian link they made): proves the booking is the caller’s.',
  },
  stripeSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'stripe-signature',
    description: "Stripe's signature of the event, checked with the endpoint's webhook secret.",
  },
  wooCommerceSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'x-wc-webhook-signature',
    description: "The shop's HMAC-SHA256 signature of the body, checked with the webhook secret.",
  },
} as const;

type SecuritySchemeName = keyof typeof openApiSecuritySchemes;

/** Instructor-only routes accept either the session cookie or the Bearer token. */
export const INSTRUCTOR_SECURITY: SecurityRequirement[] = [{ instructorSession: [] }, { bearerToken: [] }];

/** Credentials a public route reads from its headers or query, by the name it declares them under. */
const CREDENTIAL_SCHEMES: Record<'querystring' | 'headers', Record<string, SecuritySchemeName>> = {
  querystring: { token: 'learnerToken' },
  headers: {
    [CHECKOUT_TOKEN_HEADER]: 'checkoutToken',
    'stripe-signature': 'stripeSignature',
    'x-wc-webhook-signature': 'wooCommerceSignature',
  },
};

/** Credentials that are part of the path or the body: described, since no scheme can say so. */
const PATH_CREDENTIALS = ['token'];
const BODY_CREDENTIALS = ['token', 'checkoutToken'];

/** The body limit set in app.ts (`bodyLimit`), for the 413 answer's description. */
const BODY_LIMIT_TEXT = '256 KiB';

/** A route's own `bodyLimit` in words (the backup restore takes MBs). */
function describeBodyLimit(bytes: number | undefined): string {
  if (bytes === undefined) return BODY_LIMIT_TEXT;
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KiB`;
}

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'Invalid input: `fields` names each field that failed and why.',
  '403':
    "Refused: a change sent from another website's page with the instructor's session cookie (or a sign-in from another website).",
  '404': 'Not found (or the token does not match anything).',
  '409': 'Conflicts with the current state (for example a time that is no longer free).',
  '415': 'The body’s content type is not accepted.',
  '429': 'Too many requests from this address: wait a minute and try again.',
  '502': 'An outside service (payments, calendar, shop) failed.',
  '503': 'Not available: not configured, or the database is unavailable.',
};
const UNDESCRIBED_SUCCESS = {
  description: 'Success (the body, not JSON, is not described here).',
  content: { '*/*': { schema: {} } },
};
const INSTRUCTOR_UNAUTHORISED = 'No valid instructor session: sign in (cookie or Bearer token).';
const CREDENTIAL_UNAUTHORISED = 'The token or credentials were not accepted.';

/** What the transform needs to know about a route besides its schema. */
interface RouteFacts {
  method: string;
  url: string;
  instructorOnly: boolean;
  /** The route's own body limit, when it sets one. */
  bodyLimit: number | undefined;
}

/**
 * A readable, unique name from the method and the path: `GET /api/students/:id/lessons` →
 * `getStudentsByIdLessons`. Fastify allows one route per method and path, so it is unique as long as
 * two paths do not differ only in punctuation (the OpenAPI test checks).
 */
export function createOperationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .replace(/:([A-Za-z0-9_]+)/g, ' by $1 ')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0);
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Property names of a JSON Schema object (a route's params, query, headers or body, converted). */
function propertyNames(schema: unknown): string[] {
  return isRecord(schema) && isRecord(schema.properties) ? Object.keys(schema.properties) : [];
}

interface Access {
  security: SecurityRequirement[];
  /** A sentence for the operation's description when the permission is in the path or body. */
  note: string | null;
}

/** Who may call the route, from how it was registered and the JSON Schemas of its inputs. */
function describeAccess(schema: FastifySchema, route: RouteFacts): Access {
  if (route.instructorOnly) return { security: INSTRUCTOR_SECURITY, note: null };
  const schemes = [
    ...propertyNames(schema.querystring).map((name) => CREDENTIAL_SCHEMES.querystring[name]),
    ...propertyNames(schema.headers).map((name) => CREDENTIAL_SCHEMES.headers[name]),
  ].filter((scheme) => scheme !== undefined);
  // Several credentials on one route are all required: one requirement naming each.
  if (schemes.length > 0) {
    return { security: [Object.fromEntries(schemes.map((scheme) => [scheme, []]))], note: null };
  }
  const pathCredential = propertyNames(schema.params).find((name) => PATH_CREDENTIALS.includes(name));
  if (pathCredential) {
    return {
      security: [],
      note: `No sign-in: the long random \`${pathCredential}\` in the path is the permission.`,
    };
  }
  const bodyCredential = propertyNames(schema.body).find((name) => BODY_CREDENTIALS.includes(name));
  if (bodyCredential) {
    return {
      security: [],
      note: `No sign-in: the long random \`${bodyCredential}\` field of the body is the permission.`,
    };
  }
  return { security: [], note: null };
}

/** The error answers a route can give whatever its handler does, by how it is registered. */
function commonErrorStatuses(schema: FastifySchema, route: RouteFacts): string[] {
  const statuses: string[] = [];
  const hasBody = schema.body !== undefined;
  const validates = [schema.params, schema.querystring, schema.headers].some((part) => part !== undefined);
  const changesState = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  if (validates || hasBody) statuses.push('400');
  if (route.instructorOnly) statuses.push('401');
  // The cross-site check refuses, on any route, a change sent from another site with the cookie.
  if (changesState) statuses.push('403');
  if (route.url.includes(':')) statuses.push('404');
  if (hasBody) statuses.push('413', '415');
  // The global rate limit covers every /api/ route (app.ts).
  if (route.url.startsWith('/api/')) statuses.push('429');
  return statuses;
}

function errorDescription(status: string, route: RouteFacts, hasBody: boolean): string {
  if (status === '401') return route.instructorOnly ? INSTRUCTOR_UNAUTHORISED : CREDENTIAL_UNAUTHORISED;
  if (status === '400' && hasBody) return `${ERROR_DESCRIPTIONS['400']} Or the body is not valid JSON.`;
  if (status === '413') return `The body is larger than ${describeBodyLimit(route.bodyLimit)}.`;
  return ERROR_DESCRIPTIONS[status] ?? STATUS_CODES[Number(status)] ?? 'Error';
}

/**
 * Completes each route's OpenAPI operation: the zod schemas converted as usual, then the security
 * requirement, an operationId, and the error answers (the shared `{ code, message, fields? }`
 * body) the route does not declare itself. Hidden routes stay hidden. The route's own schema
 * (Fastify validates with it) is never modified, only the copy made for the description.
 */
export const completeOperation: SwaggerTransform = (document) => {
  const { schema, url, route } = document;
  const routeSchema: FastifySchema = schema ?? {};
  if (routeSchema.hide) return jsonSchemaTransform(document);
  // A body the route reads itself is described as if its schema declared it.
  const describedBody = route.config?.describedBody;
  const source: FastifySchema =
    describedBody === undefined ? routeSchema : { ...routeSchema, body: describedBody };
  const facts: RouteFacts = {
    method: [route.method].flat()[0] ?? 'GET',
    url,
    instructorOnly: route.config?.instructorOnly === true,
    bodyLimit: route.bodyLimit,
  };
  const declaredResponses = isRecord(source.response) ? source.response : {};
  const errorResponses = Object.fromEntries(
    commonErrorStatuses(source, facts)
      .filter((status) => !(status in declaredResponses))
      .map((status) => [status, apiErrorSchema]),
  );
  const converted = jsonSchemaTransform({
    ...document,
    schema: { ...source, response: { ...declaredResponses, ...errorResponses } },
  }).schema;
  const convertedResponses = isRecord(converted.response) ? converted.response : {};
  // Each error answer says what it means here (the shared body is one component, `ApiError`).
  const responses: Record<string, unknown> = Object.fromEntries(
    Object.entries(convertedResponses).map(([status, response]) => [
      status,
      isRecord(response) && /^[45]/.test(status) && !response.description
        ? { ...response, description: errorDescription(status, facts, source.body !== undefined) }
        : response,
    ]),
  );
  // A route that declares no answer schema (a page, a file) still succeeds: say so, not its format.
  if (!Object.keys(responses).some((status) => /^2/.test(status))) responses['200'] = UNDESCRIBED_SUCCESS;
  const access = describeAccess(converted, facts);
  const description = [source.description, access.note].filter(Boolean).join('\n\n');
  return {
    url,
    schema: {
      ...converted,
      response: responses,
      operationId: source.operationId ?? createOperationId(facts.method, url),
      security: source.security ?? access.security,
      ...(description ? { description } : {}),
    },
  };
};

/**
 * Schemas registered with an id (`ApiError`) become components. The type provider writes an input
 * and an output copy of each; a copy that nothing refers to is left out.
 */
const addSchemaComponents: SwaggerTransformObject = (document) => {
  const object = jsonSchemaTransformObject(document);
  const schemas = 'components' in object ? object.components?.schemas : undefined;
  if (!schemas) return object;
  // `schemas` is the fresh object the type provider just built for this document.
  for (const name of Object.keys(schemas)) {
    const elsewhere = JSON.stringify({ paths: object.paths, schemas: { ...schemas, [name]: null } });
    if (!elsewhere.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return object;
};

export interface OpenApiDocumentOptions {
  title: string;
  serverUrl: string;
}

/** The options @fastify/swagger is registered with (app.ts). */
export function createOpenApiOptions(options: OpenApiDocumentOptions): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: options.title,
        description: 'Booking, payments, progress and the instructor dashboard.',
        version: '1.0.0',
      },
      servers: [{ url: options.serverUrl }],
      components: { securitySchemes: openApiSecuritySchemes },
    },
    transform: completeOperation,
    transformObject: addSchemaComponents,
  };
}
