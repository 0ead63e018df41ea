import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { Realtime } from '../plugins/realtime.ts';
import type { EventBus } from './events.ts';
import type { JobRunner } from './jobs.ts';

/** What every module is given: the app's shared dependencies (app.ts builds them once). */
export type ModuleDeps = {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  events: EventBus;
  jobs: JobRunner;
  realtime: Realtime;
};

/** The Fastify instance a module registers on, with the contracts' zod schemas as route types. */
export type ModuleApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A module's `register`: a Fastify plugin that builds the module's services, adds its routes and
 * its event and job handlers, and decorates the app with its public service under `name` so the
 * modules registered after it can be given it. Not encapsulated (fastify-plugin), so that
 * decoration is seen by the app; routes that need a scope of their own (a content-type parser, an
 * auth hook) are registered inside a nested plugin.
 */
export function defineModule<D extends ModuleDeps>(
  name: string,
  register: (app: ModuleApp, deps: D) => Promise<void>,
) {
  return fp<D>(
    async (app, deps) => {
      await register(app.withTypeProvider<ZodTypeProvider>(), deps);
    },
    { name, fastify: '5.x' },
  );
}
