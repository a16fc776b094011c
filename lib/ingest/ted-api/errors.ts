// What can go wrong talking to the TED Search API, as typed errors the CLI can explain.

/** Base of every TED API failure. */
export class TedApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** TED stayed unreachable, slow, overloaded (429) or failing (5xx) through every retry. */
export class TedUnavailableError extends TedApiError {
  constructor(
    readonly url: string,
    readonly attempts: number,
    readonly lastProblem: string,
  ) {
    super(`TED is unavailable: ${url} failed ${attempts} times, last with ${lastProblem}.`);
  }
}

/** Error types of TED's 400 answers (the OpenAPI spec's error schemas). */
export type TedQueryErrorType =
  | 'QUERY_SYNTAX_ERROR'
  | 'QUERY_INVALID_FIELD_FORMAT'
  | 'QUERY_UNKNOWN_FIELD'
  | 'QUERY_UNSUPPORTED_FIELD_OPERATION'
  | 'QUERY_UNSUPPORTED_FIELD_VALUE'
  | 'UNSUPPORTED_VALUE'
  | 'EXPIRED_ITERATION_TOKEN'
  | 'INVALID_ITERATION_TOKEN'
  | 'UNKNOWN';

export interface TedQueryLocation {
  readonly beginLine?: number;
  readonly beginColumn?: number;
  readonly endLine?: number;
  readonly endColumn?: number;
}

export interface TedQueryErrorDetails {
  readonly type: TedQueryErrorType;
  /** TED's own message, when it sent one. */
  readonly detail?: string;
  readonly location?: TedQueryLocation;
  /** The unknown or misused field (query errors) or parameter (UNSUPPORTED_VALUE). */
  readonly fieldName?: string;
  readonly value?: string;
}

/**
 * TED refused the request itself (HTTP 400): a bad query, an unknown field, an expired iteration token. Never retried.
 */
export class TedQueryError extends TedApiError {
  readonly type: TedQueryErrorType;
  readonly details: TedQueryErrorDetails;

  constructor(details: TedQueryErrorDetails) {
    super(describeQueryError(details));
    this.type = details.type;
    this.details = details;
  }
}

/** TED answered something this client does not understand (another status, or a body of the wrong shape). */
export class TedResponseError extends TedApiError {}

function describeLocation(location: TedQueryLocation | undefined): string {
  if (location?.beginLine === undefined || location.beginColumn === undefined) return '';
  const end =
    location.endColumn !== undefined && location.endColumn !== location.beginColumn ? `-${location.endColumn}` : '';
  return ` at line ${location.beginLine}, column ${location.beginColumn}${end}`;
}

function describeQueryError({ type, detail, location, fieldName, value }: TedQueryErrorDetails): string {
  const where = describeLocation(location);
  const because = detail ? `: ${detail}` : '';
  switch (type) {
    case 'QUERY_SYNTAX_ERROR':
      return `TED rejected the query: syntax error${where}${because}`;
    case 'QUERY_UNKNOWN_FIELD':
      return `TED rejected the query: unknown field "${fieldName ?? '?'}"${where}${because}`;
    case 'QUERY_INVALID_FIELD_FORMAT':
      return `TED rejected the query: invalid value format for field "${fieldName ?? '?'}"${where}${because}`;
    case 'QUERY_UNSUPPORTED_FIELD_OPERATION':
      return `TED rejected the query: operation not supported on field "${fieldName ?? '?'}"${where}${because}`;
    case 'QUERY_UNSUPPORTED_FIELD_VALUE':
      return `TED rejected the query: unsupported value "${value ?? '?'}" for field "${fieldName ?? '?'}"${where}${because}`;
    case 'UNSUPPORTED_VALUE':
      return `TED rejected the request: unsupported value "${value ?? '?'}" for parameter "${fieldName ?? '?'}"${because}`;
    case 'EXPIRED_ITERATION_TOKEN':
      return 'TED rejected the request: the iteration token expired; run the sync again to resume from its cursor';
    case 'INVALID_ITERATION_TOKEN':
      return 'TED rejected the request: invalid iteration token';
    case 'UNKNOWN':
      return `TED rejected the request${because || ' (HTTP 400)'}`;
  }
}
