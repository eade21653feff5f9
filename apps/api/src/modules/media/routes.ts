import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, MEDIA_LIMITS, MEDIA_MESSAGES, ZMedia, ZMediaListQuery, ZMediaUpdate, ZUuidParam, pageOf, successOf } from '@softhouse/contracts';
import { AppError } from '../../errors.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { sanitizeOriginalName } from './media-store.js';
import { toMedia, type MediaService } from './service.js';
import { ok } from '../../http.js';


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

export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  const tags = ['media'];
  const security = [{ bearerAuth: [] }];
  await app.register(multipart, { limits: { fileSize: MEDIA_LIMITS.maxBytes, files: 20 }, throwFileSizeLimit: true });

  app.get('/', {
    config: { access: 'user' },
    schema: { tags, summary: 'Media library, newest first', security, querystring: ZMediaListQuery, response: { 200: successOf(pageOf(ZMedia)) } },
  }, async (request) => ok(await media.list(request.query)));

  app.get('/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'One file', security, params: ZUuidParam, response: { 200: successOf(ZMedia) } },
  }, async (request) => ok(toMedia(await media.get(request.params.id))));

  app.post('/upload', {
    config: { access: 'user' },
    bodyLimit: MEDIA_LIMITS.maxBytes + 64 * 1024,
    schema: {
      tags,
      summary: 'Upload one image (field `file`; JPEG, PNG, GIF or WebP checked by content, 10 MB max)',
      security,
      consumes: ['multipart/form-data'],
      response: { 201: successOf(ZMedia) },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const [file] = await readFiles(request, 'file', 1);
    const saved = await media.upload(file!, user.id);
    reply.status(201);
    return ok(saved, 'Upload realizado com sucesso');
  });

  app.post('/upload-multiple', {
    config: { access: 'user' },
    bodyLimit: 20 * (MEDIA_LIMITS.maxBytes + 64 * 1024),
    schema: {
      tags,
      summary: 'Upload several images (field `files`); each is accepted or refused on its own',
      security,
      consumes: ['multipart/form-data'],
      response: { 201: successOf(z.object({ uploaded: z.array(ZMedia), rejected: z.array(z.object({ name: z.string(), message: z.string() })) })) },
    },
  }, async (request, reply) => {
    const user = requireUser(request);
    const files = await readFiles(request, 'files', 20);
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
    reply.status(201);
    return ok({ uploaded, rejected }, 'Upload realizado com sucesso');
  });

  app.put('/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'Edit alt text or file name', security, params: ZUuidParam, body: ZMediaUpdate, response: { 200: successOf(ZMedia) } },
  }, async (request) => ok(await media.update(request.params.id, request.body), 'Arquivo atualizado'));

  app.delete('/:id', {
    config: { access: 'user' },
    schema: { tags, summary: 'Delete a file (refused while a case or post uses it)', security, params: ZUuidParam, response: { 200: successOf(z.null()) } },
  }, async (request) => {
    await media.remove(request.params.id);
    return ok(null, 'Arquivo excluído');
  });
};
