import type { FastifyInstance } from 'fastify';
import { settingsEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import type { HistoryService } from '../history/service.js';
import type { ContactConfigService } from './contact-config.js';
import type { SettingsService } from './service.js';

type Deps = { settings: SettingsService; contactConfig: ContactConfigService; history: HistoryService };

export function settingsRoutes(app: FastifyInstance, { settings, contactConfig, history }: Deps) {
  // With the contact configuration's version, which its save sends back (decision 042).
  route(app, api.get, { access: 'public' }, async () => history.versioned('contact', 'contact', await settings.publicSettings()));
  route(app, api.update, { access: 'settings', message: 'Configurações salvas' }, async (request) => contactConfig.save(request.body));
}
