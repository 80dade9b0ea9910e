/** The bad-input corpus's requests from the second security review (issue 24); see corpus.ts. */
import { gql, type CorpusRequest } from './corpus-request';

/** `n` arrays inside each other around a string, as JSON text (too deep for any recursive walk). */
const deepArray = (n: number) => `${'['.repeat(n)}"x"${']'.repeat(n)}`;

/**
 * Issue 24: amounts that are not numbers, NUL bytes in every body type, huge strings in search boxes,
 * very deep arrays, and the signed-in bill tracker's routes (visit, event, bill) with all of them.
 */
export function issue24Corpus(): CorpusRequest[] {
  const out: CorpusRequest[] = [];
  const json = (label: string, path: string, body: string, signedIn = true): CorpusRequest => ({
    label,
    method: 'POST',
    path,
    contentType: 'application/json',
    body,
    signedIn,
  });
  const SAVES = ['/api/json/crud/save/visit', '/api/crud/save/event', '/api/crud/save/bill'];
  // Numbers JSON cannot write (NaN, Infinity) arrive as text; 1e308 and -1 as numbers.
  const amounts: Array<[string, string]> = [
    ['negative', '-1'],
    ['1e308', '1e308'],
    ['-1e308', '-1e308'],
    ['"NaN"', '"NaN"'],
    ['"Infinity"', '"Infinity"'],
    ['"-Infinity"', '"-Infinity"'],
    ['"1e308"', '"1e308"'],
    ['"0x10"', '"0x10"'],
    ['99999999999999999999', '99999999999999999999'],
    ['object', '{"a":1}'],
    ['array', '[1,2]'],
  ];
  for (const path of SAVES) {
    for (const [label, v] of amounts) {
      out.push(
        json(
          `POST ${path} total ${label}`,
          path,
          `{"name":"x","event_id":"00000000-0000-4000-8000-000000000000","total":${v},"pay":${v},"self":${v},"pay_ins":${v},"total_cents":${v},"stars":${v}}`,
        ),
      );
      out.push(
        json(`POST ${path} line total ${label}`, path, `{"name":"x","bills":[{"total":${v},"pay":${v}}]}`),
      );
    }
    out.push(json(`POST ${path} 100,000-deep array`, path, `{"name":${deepArray(100_000)},"total":"10"}`));
    out.push(json(`POST ${path} 100,000-deep array as a list`, path, `{"bills":${deepArray(100_000)}}`));
    out.push(json(`POST ${path} NUL in JSON`, path, '{"name":"a\\u0000b","note":"\\u0000","total":"1"}'));
    out.push(
      json(
        `POST ${path} 100,000-character name`,
        path,
        JSON.stringify({ name: 'n'.repeat(100_000), total: '1' }),
      ),
    );
    out.push({
      label: `POST ${path} urlencoded NaN and NUL`,
      method: 'POST',
      path,
      contentType: 'application/x-www-form-urlencoded',
      body: 'name=a%00b&total=NaN&bills%5B0%5D%5Btotal%5D=Infinity&bills%5B0%5D%5Bpay%5D=-1',
      signedIn: true,
    });
    for (const [label, fields] of [
      ['NUL in a field', { name: 'ER\u0000visit', total: '10' }],
      ['NaN amount', { name: 'ER', total: 'NaN', 'bills[0][total]': '1e308' }],
      ['100,000-character field', { name: 'n'.repeat(100_000), total: '1' }],
      ['deep bracketed key', { [`name${'[a]'.repeat(200)}`]: 'x' }],
    ] as const) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      out.push({
        label: `POST ${path} multipart ${label}`,
        method: 'POST',
        path,
        body: form,
        signedIn: true,
      });
    }
  }
  for (const path of ['/api/crud/search/event', '/api/crud/search/bill'])
    out.push(
      json(`POST ${path} 100,000-character query`, path, JSON.stringify({ query: 'q'.repeat(100_000) })),
    );
  out.push(
    json(
      'POST /api/json/crud/query/diagnosis 100,000 characters',
      '/api/json/crud/query/diagnosis',
      JSON.stringify({ query: 'q'.repeat(100_000) }),
      false,
    ),
  );
  out.push({
    label: 'GET /api/hpt/procedures 8,000-character q',
    method: 'GET',
    path: `/api/hpt/procedures?q=${'q'.repeat(8_000)}&lat=30.27&lng=-97.74`,
  });
  out.push({
    label: 'GET /api/hpt/procedures NaN place',
    method: 'GET',
    path: '/api/hpt/procedures?q=70551&lat=NaN&lng=Infinity',
  });
  const procedures = 'query P($input: ProcedureSearchInput!) { searchProcedures(input: $input) { codes } }';
  const place = { lat: 30.27, lng: -97.74 };
  out.push(
    gql('searchProcedures 100,000-character query', procedures, {
      input: { query: 'a'.repeat(100_000), ...place },
    }),
    gql('searchProcedures 1,000-word query', procedures, {
      input: { query: 'mri '.repeat(1_000), ...place },
    }),
    gql(
      'searchProcedures inline 50,000 characters',
      `{ searchProcedures(input: { query: "${'b'.repeat(50_000)}", lat: 1, lng: 1 }) { codes } }`,
    ),
    gql('searchProcedures NUL', procedures, { input: { query: 'mri\u0000', ...place } }),
    gql('searchProcedures huge place', procedures, {
      input: { query: 'mri', lat: 1e308, lng: -1e308, radiusKm: 1e308, limit: 2147483647 },
    }),
    gql('diagnoses 1 MB query', 'query Q($q: String) { diagnoses(query: $q) { id } }', {
      q: 'd'.repeat(1_000_000),
    }),
    gql('hospitals 100,000-character query', 'query Q($q: String!) { hospitals(query: $q) { id } }', {
      q: 'h'.repeat(100_000),
    }),
    gql('cities 100,000-character prefix', 'query Q($q: String!) { cities(prefix: $q) { name } }', {
      q: 'c'.repeat(100_000),
    }),
    gql(
      'saveEvent deep nothing',
      'mutation S($input: EventInput!) { saveEvent(input: $input) { event { id } } }',
      {
        input: {
          name: 'n'.repeat(100_000),
          body: 'b'.repeat(100_000),
          diagnoses: [{ id: 'i'.repeat(100_000), text: 't' }],
        },
      },
    ),
  );
  out.push({
    label: 'GraphQL variables 10,000-deep',
    method: 'POST',
    path: '/graphql',
    contentType: 'application/json',
    // Written as text: JSON.stringify itself overflows the stack on such a value.
    body: `{"query":${JSON.stringify(procedures)},"variables":{"input":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}}`,
  });
  return out.map((r) => (r.path === '/graphql' ? { ...r, signedIn: true } : r));
}
