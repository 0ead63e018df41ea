import { defineModule, type ModuleDeps } from '../../platform/module.ts';
import type { Content } from '../content/index.ts';
import type { IpGeolocator } from './geolocation/geolocation.service.ts';
import { createSafetyRepository } from './safety.repository.ts';
import { safetyRoutes } from './safety.routes.ts';
import { createSafetyService, type SafetyService } from './safety.service.ts';

/* Safety: where a visitor is (IP geolocation) and the country block of spec §4. */

export { createGeoipLiteGeolocator, type IpGeolocator } from './geolocation/geolocation.service.ts';
export type Safety = SafetyService;

declare module 'fastify' {
  interface FastifyInstance {
    safety: Safety;
  }
}

export const register = defineModule<ModuleDeps & { content: Content; geolocator: IpGeolocator }>(
  'safety',
  async (app, { config, database, content, geolocator }) => {
    const safety = createSafetyService({
      repository: createSafetyRepository(database.db),
      geolocator,
      defaultCountry: config.geoDefaultCountry,
      getSettings: () => content.getSettings(),
    });
    await app.register(safetyRoutes, { safetyService: safety });
    app.decorate('safety', safety);
  },
);
