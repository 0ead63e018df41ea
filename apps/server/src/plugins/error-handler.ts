import type { ApiErrorBody } from '@casino/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, statusForCode } from '../lib/app-error.ts';

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const unknownKeys =
      issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[] | undefined) : undefined;
    if (unknownKeys) {
      for (const key of unknownKeys) fields[path ? `${path}.${key}` : key] = 'Unknown field';
    } else {
      fields[path || error.validationContext || 'body'] ??= issue.message ?? 'Invalid value';
    }
  }
  return fields;
}

/** Maps every failure to `{ errorCode, message }` with the code's status; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ApiErrorBody;
    if (error instanceof AppError) {
      status = statusForCode(error.code);
      body = {
        errorCode: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      };
    } else if (error.validation) {
      status = 400;
      const fields = validationFields(error);
      const [firstField, firstMessage] = Object.entries(fields)[0] ?? [];
      body = {
        errorCode: 'VALIDATION_ERROR',
        message: firstField ? `${firstField}: ${firstMessage}` : 'The request is not valid',
        fields,
      };
    } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      status = 400;
      body = { errorCode: 'MALFORMED_JSON', message: 'The request body is not valid JSON' };
    } else if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      status = 400;
      body = { errorCode: 'MALFORMED_JSON', message: 'The request body is empty' };
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      body = { errorCode: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' };
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      status = 415;
      body = { errorCode: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as application/json' };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { errorCode: 'RATE_LIMITED', message: 'Too many requests, please try again shortly' };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { errorCode: 'VALIDATION_ERROR', message: error.message };
    } else {
      status = 500;
      body = { errorCode: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' };
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ errorCode: body.errorCode, status }, 'request rejected');
    return reply.status(status).send(body);
  });
}
