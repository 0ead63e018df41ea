import type { LogEventInput } from '@casino/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { logEvent } from './api/log-event';

const event: LogEventInput = { event: 'visit', data: { url: 'https://casino.test/' } };

describe('logging a tracking event', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends it once when the server takes it', async () => {
    const post = vi.fn(async () => ({}));
    logEvent(event, post);
    await vi.runAllTimersAsync();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(event);
  });

  it('tries once more, a second later, after a failure that is not a refusal', async () => {
    const post = vi.fn(async () => {
      throw new ApiError(503, { message: 'unavailable' });
    });
    logEvent(event, post);
    await vi.advanceTimersByTimeAsync(999);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(2);
    await vi.runAllTimersAsync();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('does not send a refused event again', async () => {
    const post = vi.fn(async () => {
      throw new ApiError(400, { errorCode: 'VALIDATION_ERROR', message: 'bad event' });
    });
    logEvent(event, post);
    await vi.runAllTimersAsync();
    expect(post).toHaveBeenCalledTimes(1);
  });
});
