/**
 * The catalogue API end to end (REST shim and GraphQL) on a fresh database: body systems, categories,
 * conditions and their nested fields, datasets, the option lists and the condition type-ahead.
 */
import 'reflect-metadata';
import request from 'supertest';
import { createTestApp, testDbKind, type TestApp } from '../testing/test-app';

async function seedCatalogFixture(app: TestApp) {
  const q = (sql: string, params: unknown[] = []) => app.db.dataSource.query(sql, params);
  await q(`INSERT INTO system (id, name, image, active) VALUES
    (4, 'Lungs and breathing', '/images/systems/respiratory.svg', true),
    (5, 'Heart and blood vessels', '/images/systems/circulatory.svg', true),
    (25, 'HIV', '/images/systems/hiv.svg', false)`);
  await q(`INSERT INTO code (drg, title, mdc, type, complication) VALUES
    ('193', 'SIMPLE PNEUMONIA AND PLEURISY WITH MCC', 4, 'medical', 'with_mcc'),
    ('195', 'SIMPLE PNEUMONIA AND PLEURISY WITHOUT CC/MCC', 4, 'medical', 'without_cc_mcc')`);
  await q(`INSERT INTO category (slug, name, icon) VALUES ('pneumonia', 'Pneumonia', 'lungs'),
    ('heart-failure', 'Heart failure', 'heart'), ('empty-one', 'Nothing here', 'pill')`);
  await q(
    `INSERT INTO diagnosis (id, slug, name, summary, active, common, hospitalization, specialties, icd_codes, work, system_id)
     VALUES (401, 'pneumonia', 'Pneumonia', 'A lung infection.', true, true, 3, '{Pulmonology}', '{J18.9}', $1, 4),
            (402, 'flu', 'Flu (influenza)', 'A virus.', true, false, 1, '{Family medicine}', '{}', '[]', 4),
            (403, 'old-thing', 'Retired condition', null, false, false, 0, '{}', '{}', '[]', 4),
            (501, 'heart-failure', 'Heart failure', null, true, true, 4, '{Cardiology}', '{}', '[]', 5)`,
    [
      JSON.stringify([
        { name: 'Xray', likelihood: 'likely' },
        { name: 'Surgery', likelihood: 'rare' },
      ]),
    ],
  );
  await q(`INSERT INTO diagnosis_code (diagnosis_id, drg) VALUES (401, '193'), (401, '195')`);
  await q(`INSERT INTO diagnosis_category (diagnosis_id, category_id) VALUES
    (401, 'pneumonia'), (402, 'pneumonia'), (403, 'pneumonia'), (501, 'heart-failure')`);
}

describe(`catalogue API (${testDbKind()})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await seedCatalogFixture(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('catalogue over REST', () => {
    it('POST /api/crud/search/system/20 lists active systems', async () => {
      const agent = await app.agent();
      const res = await agent.post('/api/crud/search/system/20', { filters: { active: 1 } }).expect(200);
      expect(res.body.hits.map((s: { id: number }) => s.id)).toEqual([4, 5]);
      expect(res.body.hits[0]).toEqual({
        id: 4,
        name: 'Lungs and breathing',
        image: '/images/systems/respiratory.svg',
        active: true,
      });
    });

    it('GET /api/crud/select/{kind} gives {id, text} lists', async () => {
      const diagnosis = await request(app.app).get('/api/crud/select/diagnosis').expect(200);
      expect(diagnosis.body).toEqual([
        { id: '402', text: 'Flu (influenza)' },
        { id: '501', text: 'Heart failure' },
        { id: '401', text: 'Pneumonia' },
      ]);
      const procedure = await request(app.app).get('/api/crud/select/procedure').expect(200);
      expect(procedure.body).toContainEqual({ id: 'CT scan', text: 'CT scan' });
      const condition = await request(app.app).get('/api/crud/select/condition').expect(200);
      expect(condition.body).toContainEqual({ id: 'heart-failure', text: 'Heart failure' });
      const billType = await request(app.app).get('/api/json/crud/select/billType').expect(200);
      expect(billType.body).toContainEqual({ id: 'Hospital', text: 'Hospital' });
      await request(app.app).get('/api/crud/select/nonsense').expect(404);
    });

    it('POST /api/json/crud/query/diagnosis answers the type-ahead', async () => {
      const agent = await app.agent();
      const res = await agent.post('/api/json/crud/query/diagnosis', { query: 'pneu' }).expect(200);
      expect(res.body.hits[0]).toMatchObject({ id: 401, text: 'Pneumonia', slug: 'pneumonia' });
      const typo = await agent.post('/api/json/crud/query/diagnosis', { query: 'pnemonia' }).expect(200);
      expect(typo.body.hits.map((h: { id: number }) => h.id)).toContain(401);
      const none = await agent.post('/api/json/crud/query/diagnosis', { query: '' }).expect(200);
      expect(none.body.hits).toEqual([]);
      await agent.post('/api/json/crud/query/diagnosis', { query: 5 }).expect(400);
    });
  });

  describe('GraphQL', () => {
    it('reads systems, categories and conditions with their nested fields', async () => {
      const agent = await app.agent();
      const r = await agent.gql<{
        systems: { id: number; description: string | null; diagnoses: { id: number }[] }[];
        categories: { id: string; icon: string; diagnoses: { id: number }[] }[];
        diagnosis: Record<string, unknown>;
      }>(`{
        systems { id name description diagnoses { id } }
        categories { id name slug icon diagnoses { id } }
        diagnosis(id: 401) {
          id name system { id name } categories { id } specialties hospitalization hospitalizationLabel
          work { name likelihood } cmsCodes { id drg type complication hasComplication system { id } } icdCodes
        }
      }`);
      expect(r.errors).toBeUndefined();
      expect(r.data!.systems.map((s) => s.id)).toEqual([4, 5]);
      expect(r.data!.systems[0].description).toMatch(/\w/);
      expect(r.data!.systems[0].diagnoses.map((d) => d.id)).toEqual([402, 401]);
      const pneumonia = r.data!.categories.find((c) => c.id === 'pneumonia')!;
      expect(pneumonia.icon).toBe('/images/icons/lungs.svg');
      expect(pneumonia.diagnoses.map((d) => d.id)).toEqual([402, 401]);
      expect(r.data!.diagnosis).toMatchObject({
        system: { id: 4 },
        categories: [{ id: 'pneumonia' }],
        hospitalizationLabel: 'Possible',
        work: [
          { name: 'Xray', likelihood: 'LIKELY' },
          { name: 'Surgery', likelihood: 'RARE' },
        ],
        cmsCodes: [
          { drg: '193', type: 'MEDICAL', complication: 'WITH_MCC', hasComplication: true, system: { id: 4 } },
          { drg: '195', complication: 'WITHOUT_CC_MCC', hasComplication: false },
        ],
      });
    });

    it('filters conditions by system and name', async () => {
      const agent = await app.agent();
      const r = await agent.gql<{ a: { id: number }[]; b: { id: number }[] }>(
        `{ a: diagnoses(systemId: 4) { id } b: diagnoses(query: "heart") { id } }`,
      );
      expect(r.data!.a.map((d) => d.id)).toEqual([401, 402]);
      expect(r.data!.b.map((d) => d.id)).toEqual([501]);
    });

    it('answers a Spanish page with the Spanish names, finds a condition by its Spanish name, and its errors in Spanish', async () => {
      const agent = await app.agent();
      const spanish = (query: string) =>
        agent.raw
          .post('/graphql')
          .set('x-csrf-token', agent.csrf)
          .set('Cookie', 'fp_lang=es')
          .send({ query })
          .then(
            (r) =>
              r.body as {
                data?: Record<string, unknown>;
                errors?: { message: string; extensions: object }[];
              },
          );
      const r = await spanish(
        `{ systems { name } categories { name } hits: diagnoses(query: "neumonia") { id name }
           options(kind: DIAGNOSIS, query: "gripe") { id text } }`,
      );
      expect(r.data).toEqual({
        systems: [{ name: 'Pulmones y respiración' }, { name: 'Corazón y vasos sanguíneos' }],
        categories: expect.arrayContaining([{ name: 'Neumonía' }, { name: 'Insuficiencia cardíaca' }]),
        hits: [{ id: 401, name: 'Neumonía' }],
        options: [{ id: '402', text: 'Gripe (influenza)' }],
      });
      // Without a query: common ones first, then by their Spanish names; a system's likewise.
      const listed = await spanish(`{ diagnoses { name } system(id: 4) { diagnoses { name } } }`);
      expect(listed.data).toEqual({
        diagnoses: [{ name: 'Insuficiencia cardíaca' }, { name: 'Neumonía' }, { name: 'Gripe (influenza)' }],
        system: { diagnoses: [{ name: 'Gripe (influenza)' }, { name: 'Neumonía' }] },
      });
      const wrong = await spanish(`{ systems(limit: 0) { id } }`);
      expect(wrong.errors?.[0]).toMatchObject({
        message: 'El límite debe ser un número entero positivo.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      // An English page: the names and the message as they were.
      const english = await agent.gql<{ systems: { name: string }[] }>(`{ systems { name } }`);
      expect(english.data!.systems[0].name).toBe('Lungs and breathing');
      const refused = await agent.gql(`{ systems(limit: 0) { id } }`);
      expect(refused.errors?.[0]?.message).toBe('The limit must be a positive whole number.');
    });

    it('lists datasets for the about text', async () => {
      await app.db.dataSource.query(
        `INSERT INTO dataset (source, name, year, file_name, checksum, rows_imported, is_demo)
         VALUES ('demo', 'Demo prices', 2024, 'demo.csv', 'abc', 10, true)`,
      );
      const r = await (
        await app.agent()
      ).gql<{ datasets: { name: string; year: number; isDemo: boolean }[] }>(
        `{ datasets { name year isDemo } }`,
      );
      expect(r.data!.datasets).toEqual([{ name: 'Demo prices', year: 2024, isDemo: true }]);
    });
  });
});
