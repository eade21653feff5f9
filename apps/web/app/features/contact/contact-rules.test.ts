import { ZContactCreate } from '@softhouse/contracts';
import { CONTACT_LIMITS } from '@softhouse/contracts/constants';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  errorCodeFromMessage,
  errorsFromDetails,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact-rules';

const chars = fc.constantFrom(...'aZ09 .-+_()@\'çã#é\t'.split(''));
const text = (max: number) => fc.string({ unit: chars, maxLength: max });
/** Strings near a field's limit, padded with spaces that the rules must trim first. */
const nearLimit = (limit: number) =>
  fc
    .tuple(fc.integer({ min: limit - 2, max: limit + 2 }), fc.constantFrom('a', '1'), fc.constantFrom('', '  '))
    .map(([length, char, pad]) => `${pad}${char.repeat(length)}${pad}`);
const emailLike = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...'ab1._+-\''.split('')), maxLength: 8 }),
    fc.constantFrom('@', ''),
    fc.string({ unit: fc.constantFrom(...'ab1-.'.split('')), maxLength: 10 }),
    fc.constantFrom('.com', '.br', '.c', ''),
  )
  .map((parts) => parts.join(''));

const valuesArb: fc.Arbitrary<ContactValues> = fc.record({
  name: fc.oneof(text(20), nearLimit(CONTACT_MAX_LENGTH.name)),
  email: fc.oneof(emailLike, text(12), nearLimit(CONTACT_MAX_LENGTH.email).map((s) => `${s}@x.com`)),
  phone: fc.oneof(text(12), nearLimit(CONTACT_MAX_LENGTH.phone)),
  company: fc.oneof(text(12), nearLimit(CONTACT_MAX_LENGTH.company)),
  subject: fc.oneof(text(12), nearLimit(CONTACT_MAX_LENGTH.subject)),
  message: fc.oneof(text(20), nearLimit(CONTACT_MAX_LENGTH.message)),
});

/** What the server says, per field, as the codes the form shows. */
function serverErrors(values: ContactValues): ContactErrors {
  const result = ZContactCreate.safeParse(values);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= errorCodeFromMessage(issue.message);
  }
  return errors;
}

describe('contact form rules', () => {
  it('accept and reject exactly what ZContactCreate does, with the same field errors', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        const local = validateContact(values);
        const server = ZContactCreate.safeParse(values);
        expect(local.ok).toBe(server.success);
        expect(local.ok ? {} : local.errors).toEqual(serverErrors(values));
        if (local.ok && server.success) {
          const { source: _source, website: _website, ...data } = server.data;
          expect(local.data).toEqual(data);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps the message limit of the contract', () => {
    expect(CONTACT_MAX_LENGTH.message).toBe(CONTACT_LIMITS.messageMax);
  });

  it('reports every required field of an empty form', () => {
    const empty = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, '   '])) as ContactValues;
    expect(validateContact(empty)).toEqual({
      ok: false,
      errors: { name: 'nameRequired', email: 'emailRequired', message: 'messageRequired' },
    });
  });

  it('turns the API details (Portuguese messages) into codes and ignores unknown keys', () => {
    expect(
      errorsFromDetails({
        name: 'Nome é obrigatório',
        email: 'E-mail inválido',
        company: 'Máximo de 160 caracteres',
        message: 'Mensagem muito longa (máx. 5000 caracteres)',
        website: 'Campo não permitido',
        phone: 'algo inesperado',
      }),
    ).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      company: 'companyTooLong',
      message: 'messageTooLong',
      phone: 'invalid',
    });
  });
});
