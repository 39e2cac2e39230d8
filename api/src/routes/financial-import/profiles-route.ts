import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { profileLayout } from '../../financial-import/profiles/profile-layout.ts';
import { bankProfilesRepository } from '../../financial-import/profiles/profiles-repository.ts';
import { badRequest, notFound } from '../../shared/problem.ts';
import { CompanyParams, Id, withErrors } from '../../shared/schemas.ts';
import type { ImportRouteContext } from './index.ts';
import { CsvLayoutSchema, problemRef } from './schemas.ts';

const BankProfile = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  fingerprint: Type.String({
    description: 'What recognises the bank’s files: the review answers it as csv.fingerprint',
  }),
  layout: CsvLayoutSchema,
  createdAt: Type.String({ description: 'ISO instant' }),
  lastUsedAt: Type.Union([Type.String(), Type.Null()], { description: 'ISO instant of the last review it read' }),
});

const Name = Type.String({ minLength: 1, maxLength: 100, description: 'Trimmed; unique in the company' });
const ProfileParams = Type.Object({ companyId: Id, id: Id });

function trimmedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('body.name must not be blank', [{ field: 'body.name', message: 'must not be blank' }]);
  return trimmed;
}

/**
 * Bank profiles (docs/import-formats.md): how to read one bank's CSV export, saved after the mapping
 * step; a review whose file has the profile's fingerprint is read with its layout, asking nothing.
 */
export default function profilesRoute(app: App, { tags }: ImportRouteContext) {
  const base = '/api/financialtransaction/import/profile/:companyId';
  app.get(
    base,
    {
      schema: {
        operationId: 'listBankProfiles',
        tags,
        summary: 'The company’s bank profiles, by name',
        params: CompanyParams,
        response: withErrors({ 200: Type.Array(BankProfile) }),
      },
    },
    (request) => bankProfilesRepository(app.db).list(request.params.companyId),
  );

  app.post(
    base,
    {
      schema: {
        operationId: 'saveBankProfile',
        tags,
        summary: 'Saves how to read a bank’s CSV files: a new profile, or the one with the same fingerprint',
        params: CompanyParams,
        body: Type.Object({
          name: Name,
          fingerprint: Type.String({ minLength: 1, maxLength: 200, pattern: '^csv:[0-9a-f]{32}$' }),
          layout: Type.Unknown({ description: 'The CSV layout (every part), as the review answers csv.layout' }),
        }),
        response: withErrors({ 200: BankProfile, 409: problemRef }),
      },
    },
    (request) =>
      bankProfilesRepository(app.db).save(request.params.companyId, {
        name: trimmedName(request.body.name),
        fingerprint: request.body.fingerprint,
        layout: profileLayout(request.body.layout),
      }),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        operationId: 'renameBankProfile',
        tags,
        summary: 'Renames a bank profile',
        params: ProfileParams,
        body: Type.Object({ name: Name }),
        response: withErrors({ 200: BankProfile, 409: problemRef }),
      },
    },
    async (request) => {
      const { companyId, id } = request.params;
      const profile = await bankProfilesRepository(app.db).rename(companyId, id, trimmedName(request.body.name));
      if (!profile) throw notFound('Bank profile');
      return profile;
    },
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        operationId: 'deleteBankProfile',
        tags,
        summary: 'Deletes a bank profile: the bank’s next file is read (and asked about) afresh',
        params: ProfileParams,
        response: withErrors({ 200: Type.Object({ id: Type.Integer(), deleted: Type.Boolean() }) }),
      },
    },
    async (request) => {
      const { companyId, id } = request.params;
      if (!(await bankProfilesRepository(app.db).remove(companyId, id))) throw notFound('Bank profile');
      return { id, deleted: true };
    },
  );
}
