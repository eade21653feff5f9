import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCompany, ZContactConfig, ZSettingsUpdate, successOf } from '@softhouse/contracts';
import type { SettingsService } from './service.js';

const ZPublicSettings = z.object({ contactConfig: ZContactConfig.nullable(), company: ZCompany });

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get('/', {
    config: { access: 'public' },
    schema: { tags: ['settings'], summary: 'Contact details and company constants shown on the site', response: { 200: successOf(ZPublicSettings) } },
  }, async () => ({ success: true as const, data: await settings.publicSettings() }));

  app.patch('/', {
    config: { access: 'admin' },
    schema: { tags: ['settings'], summary: 'Update the contact details (admin)', security: [{ bearerAuth: [] }], body: ZSettingsUpdate, response: { 200: successOf(ZPublicSettings) } },
  }, async (request) => {
    await settings.set('contactConfig', request.body.contactConfig);
    return { success: true as const, data: await settings.publicSettings(), message: 'Configurações salvas' };
  });
};
