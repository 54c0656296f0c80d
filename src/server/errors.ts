/** Domain errors with a stable code; one handler maps them to HTTP (docs/architecture.md). */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export class InvalidInput extends AppError {
  constructor(message: string) {
    super(400, 'invalid_input', message);
  }
}

export class Unauthorized extends AppError {
  constructor(message = 'Sign in to continue.') {
    super(401, 'unauthorized', message);
  }
}

export class Forbidden extends AppError {
  constructor(message: string, code = 'forbidden') {
    super(403, code, message);
  }
}

export class PremiumRequired extends AppError {
  constructor(feature: string) {
    super(403, 'premium_required', `${feature} is a Premium feature. Switch on Premium to use it.`);
  }
}

export class NotFound extends AppError {
  constructor(what: string) {
    super(404, 'not_found', `${what} was not found.`);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}

export class ServiceUnavailable extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(503, 'busy', message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

export class TooManyRequests extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'rate_limited', message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
