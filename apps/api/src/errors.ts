import { ErrorCode, type TErrorCode } from '@softhouse/contracts';

const STATUS: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** An error whose message is safe to show to the client. Anything else becomes a generic 500. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly details?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS[code];
  }
}

export const notFound = (message = 'Recurso não encontrado') => new AppError(ErrorCode.NOT_FOUND, message);
export const conflict = (message: string, details?: Record<string, string>) =>
  new AppError(ErrorCode.CONFLICT, message, details);
export const badRequest = (message: string, details?: Record<string, string>) =>
  new AppError(ErrorCode.VALIDATION, message, details);
