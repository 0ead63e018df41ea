import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import { createContentRepository } from './content.repository.ts';
import { contentRoutes } from './content.routes.ts';
import { type ContentService, createContentService } from './content.service.ts';
import { readLocaleStartKeys } from './locale-parts.ts';

/*
 * Content: operator settings, countries, currencies, registration fields, translations, policy
 * pages, marketing scripts and the client events the browser logs.
 */

export { buildPhoneCodeList } from './content.rules.ts';
export type Content = ContentService;

declare module 'fastify' {
  interface FastifyInstance {
    content: Content;
  }
}

export const register = defineModule<ModuleDeps>('content', async (app, { database, config }) => {
  const content = createContentService({ repository: createContentRepository(database.db) });
  await app.register(contentRoutes, {
    contentService: content,
    localeStart: readLocaleStartKeys(config.webDistDir),
  });
  app.decorate('content', content);
});
