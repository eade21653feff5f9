import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, MEDIA_LIMITS, MEDIA_MESSAGES, mediaEndpoints as api } from '@softhouse/contracts';
import { AppError } from '../../errors.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { sanitizeOriginalName } from './media-store.js';
import { toMedia, type MediaService } from './service.js';
import { route } from '../../http/route.js';

type Upload = { data: Buffer; filename: string; alt?: string };

/** Reads the multipart files of one field into memory, refusing any over 10 MB with a 413 that names it. */
async function readFiles(request: FastifyRequest, field: string, max: number): Promise<Upload[]> {
  if (!request.isMultipart()) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Envie os arquivos como multipart/form-data');
  const files: Upload[] = [];
  let alt: string | undefined;
  for await (const part of request.parts({ limits: { fileSize: MEDIA_LIMITS.maxBytes, files: max, fields: 10, parts: max + 10 } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'alt' && typeof part.value === 'string') alt = part.value.slice(0, 300);
      continue;
    }
    if (part.fieldname !== field) {
      part.file.resume();
      throw new AppError(ErrorCode.VALIDATION, `Campo de arquivo esperado: ${field}`);
    }
    const data = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, MEDIA_MESSAGES.tooLarge(sanitizeOriginalName(part.filename)));
      throw error;
    });
    files.push({ data, filename: part.filename || 'arquivo' });
  }
  if (files.length === 0) throw new AppError(ErrorCode.VALIDATION, 'Nenhum arquivo enviado', { [field]: 'Nenhum arquivo enviado' });
  return files.map((f) => ({ ...f, alt }));
}

export async function mediaRoutes(app: FastifyInstance, { media }: { media: MediaService }) {
  await app.register(multipart, { limits: { fileSize: MEDIA_LIMITS.maxBytes, files: 20 }, throwFileSizeLimit: true });

  route(app, api.list, { access: 'content' }, async (request) => media.list(request.query));
  route(app, api.get, { access: 'content' }, async (request) => toMedia(await media.get(request.params.id)));
  route(app, api.upload, { access: 'content', message: 'Upload realizado com sucesso', bodyLimit: MEDIA_LIMITS.maxBytes + 64 * 1024 }, async (request) => {
    const user = requireUser(request);
    const [file] = await readFiles(request as unknown as FastifyRequest, 'file', 1);
    return media.upload(file!, user.id);
  });
  route(app, api.uploadMultiple, { access: 'content', message: 'Upload realizado com sucesso', bodyLimit: 20 * (MEDIA_LIMITS.maxBytes + 64 * 1024) }, async (request) => {
    const user = requireUser(request);
    const files = await readFiles(request as unknown as FastifyRequest, 'files', 20);
    const uploaded = [];
    const rejected = [];
    for (const file of files) {
      try {
        uploaded.push(await media.upload(file, user.id));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        rejected.push({ name: sanitizeOriginalName(file.filename), message: error.message });
      }
    }
    if (!uploaded.length) throw new AppError(ErrorCode.VALIDATION, rejected.map((r) => r.message).join('; '));
    return { uploaded, rejected };
  });
  route(app, api.update, { access: 'content', message: 'Arquivo atualizado' }, async (request) => media.update(request.params.id, request.body));
  route(app, api.remove, { access: 'content', message: 'Arquivo excluído' }, async (request) => {
    await media.remove(request.params.id, requireUser(request).id);
    return null;
  });
}
