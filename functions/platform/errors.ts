import type { ErrorBody, ErrorCode, FieldError } from '@shared/errors';
import { boundFieldErrors } from '@shared/validation';

/** A failure the caller can act on: it carries a catalogue code and maps to one HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly params?: ErrorBody['params'],
  ) {
    super(code);
    this.name = new.target.name;
  }
  toBody(): ErrorBody {
    return this.params ? { code: this.code, params: this.params } : { code: this.code };
  }
}

export class BadRequestError extends AppError {
  constructor(code: ErrorCode = 'BAD_REQUEST', params?: ErrorBody['params']) {
    super(400, code, params);
  }
}
export class ValidationError extends AppError {
  /** However many problems a service found, the answer names a bounded few (shared/validation.ts). */
  readonly fieldErrors: FieldError[];
  constructor(errors: FieldError[]) {
    const bounded = boundFieldErrors(errors);
    super(400, 'VALIDATION_FAILED', { errors: bounded });
    this.fieldErrors = bounded;
  }
  /** Whether one of its problems is `code`: for a caller that can recover from that one. */
  names(code: ErrorCode): boolean {
    return this.fieldErrors.some((e) => e.code === code);
  }
  static field(path: string, code: ErrorCode, params?: FieldError['params']) {
    return new ValidationError([params ? { path, code, params } : { path, code }]);
  }
}
export class UnauthorizedError extends AppError {
  constructor(code: ErrorCode = 'AUTH_UNAUTHORIZED', params?: ErrorBody['params']) {
    super(401, code, params);
  }
}
export class ForbiddenError extends AppError {
  constructor(code: ErrorCode = 'PERMISSION_DENIED', params?: ErrorBody['params']) {
    super(403, code, params);
  }
}
export class NotFoundError extends AppError {
  constructor(code: ErrorCode = 'RESOURCE_NOT_FOUND', params?: ErrorBody['params']) {
    super(404, code, params);
  }
}
export class ConflictError extends AppError {
  constructor(code: ErrorCode, params?: ErrorBody['params']) {
    super(409, code, params);
  }
}
export class PayloadTooLargeError extends AppError {
  /** FILE_SIZE_EXCEEDED {max: bytes}, or the route's own code and params (RouteLine.upload.tooLarge). */
  constructor(maxBytes: number, own?: { code: ErrorCode; params: Record<string, string | number> }) {
    super(413, own?.code ?? 'FILE_SIZE_EXCEEDED', own?.params ?? { max: maxBytes });
  }
}
export class TooManyRequestsError extends AppError {
  /** `retryAfterSeconds`, when known, is answered as the Retry-After header and as `params.retryAfter`. */
  constructor(
    code: ErrorCode = 'AUTH_TOO_MANY_ATTEMPTS',
    params?: ErrorBody['params'],
    readonly retryAfterSeconds?: number,
  ) {
    super(429, code, retryAfterSeconds === undefined ? params : { ...params, retryAfter: retryAfterSeconds });
  }
}

/** A dependency (a queue, another AWS service) could not answer, or the data is being moved; trying again later may work. */
export class ServiceUnavailableError extends AppError {
  constructor(
    code: ErrorCode,
    params?: ErrorBody['params'],
    readonly retryAfterSeconds?: number,
  ) {
    super(503, code, retryAfterSeconds === undefined ? params : { ...params, retryAfter: retryAfterSeconds });
  }
}

/** The one place that turns any thrown value into an HTTP status, a catalogue body and the headers they need. */
export function toHttpError(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if ((error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) && error.retryAfterSeconds !== undefined) {
    return { status: error.status, body: error.toBody(), headers: { 'retry-after': String(error.retryAfterSeconds) } };
  }
  if (error instanceof AppError) return { status: error.status, body: error.toBody() };
  return { status: 500, body: { code: 'INTERNAL_SERVER_ERROR' } };
}
