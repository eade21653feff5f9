import type { FastifyInstance } from 'fastify';
import { footerEndpoints as api } from '@softhouse/contracts';
import { route } from '../../http/route.js';
import type { HistoryService } from '../history/service.js';
import type { FooterService } from './service.js';

export function footerRoutes(app: FastifyInstance, { footer, history }: { footer: FooterService; history: HistoryService }) {
  route(app, api.get, { access: 'public' }, async () => footer.get());
  // With the footer's version, which the legal texts' save sends back (decision 042).
  route(app, api.admin, { access: 'settings' }, async () => history.versioned('footer', 'footer', await footer.get()));
  route(app, api.update, { access: 'settings', message: 'Rodapé atualizado' }, async (request) => footer.update(request.body));
  route(app, api.addColumn, { access: 'settings', message: 'Coluna criada' }, async (request) => footer.addColumn(request.body));
  route(app, api.reorderColumns, { access: 'settings', message: 'Ordem das colunas atualizada' }, async (request) => footer.reorderColumns(request.body.columnOrders));
  route(app, api.updateColumn, { access: 'settings', message: 'Coluna atualizada' }, async (request) => footer.updateColumn(request.params.id, request.body));
  route(app, api.removeColumn, { access: 'settings', message: 'Coluna excluída' }, async (request) => {
    await footer.removeColumn(request.params.id);
    return null;
  });
  route(app, api.addLink, { access: 'settings', message: 'Link adicionado' }, async (request) => footer.addLink(request.params.id, request.body));
  route(app, api.updateLink, { access: 'settings', message: 'Link atualizado' }, async (request) => footer.updateLink(request.params.id, request.body));
  route(app, api.removeLink, { access: 'settings', message: 'Link excluído' }, async (request) => {
    await footer.removeLink(request.params.id);
    return null;
  });
  route(app, api.updateSocialLink, { access: 'settings', message: 'Rede social atualizada' }, async (request) => footer.updateSocialLink(request.params.id, request.body));
}
