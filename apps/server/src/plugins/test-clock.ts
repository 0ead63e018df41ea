import type { FastifyInstance } from 'fastify';

/**
 * POST /api/test/clock { advanceMs }: moves the server's clock forward and runs what became due,
 * answering the new time. Registered only when TEST_CLOCK_CONTROL is on, which the configuration
 * refuses outside NODE_ENV=test: the browser journeys use it to see a day end (the rakeback calendar).
 */
export function registerTestClock(app: FastifyInstance, clock: { shift(ms: number): Date }): void {
  app.post<{ Body: { advanceMs?: unknown } }>('/api/test/clock', async (request, reply) => {
    const advanceMs = request.body?.advanceMs;
    if (
      typeof advanceMs !== 'number' ||
      !Number.isInteger(advanceMs) ||
      advanceMs < 0 ||
      advanceMs > 31 * 86_400_000
    )
      return reply.status(400).send({
        errorCode: 'VALIDATION_ERROR',
        message: 'advanceMs is a whole number of milliseconds, up to 31 days',
      });
    const now = clock.shift(advanceMs);
    await app.jobs.runDue();
    return { now: now.toISOString() };
  });
}
