import type { FastifyInstance } from 'fastify';
import { settingsEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import type { SettingsService } from './service.js';

export function settingsRoutes(app: FastifyInstance, { settings }: { settings: SettingsService }) {
  route(app, api.get, { access: 'public' }, async () => settings.publicSettings());
  route(app, api.update, { access: 'settings', message: 'Configurações salvas' }, async (request) => {
    await settings.set('contactConfig', request.body.contactConfig);
    return settings.publicSettings();
  });
}
