/**
 * Reading a bill through the API (issue 30): POST /api/files/{id}/reading and the GraphQL readFile queue
 * the owner's file; GET /api/files/{id}/reading and fileReading answer it; another user gets 404 /
 * NOT_FOUND and nobody signed in 401 / UNAUTHENTICATED. A text file is refused with what to do.
 */
import 'reflect-metadata';
import request from 'supertest';
import { filesTestKit, pdf } from '../testing/files-kit';
import { testDbKind } from '../testing/test-app';

describe(`reading a bill through the API (${testDbKind()})`, () => {
  const kit = filesTestKit('disk');
  const { user, upload } = kit;

  it('queues and answers the owner’s reading only', async () => {
    const ann = await user();
    const bob = await user();
    const file = (await upload(ann, pdf(2_000), 'bill.pdf', { id: ann.eventId }).expect(201)).body as {
      id: string;
    };
    const path = `/api/files/${file.id}/reading`;
    expect((await ann.get(path).expect(200)).body).toEqual({ reading: null });
    const started = await ann.post(path).send({}).expect(200);
    expect(started.body.reading).toMatchObject({
      fileId: file.id,
      status: 'QUEUED',
      pagesDone: 0,
      findings: [],
    });
    expect((await ann.get(path).expect(200)).body.reading.status).toBe('QUEUED');

    await bob.get(path).expect(404);
    await bob.post(path).send({}).expect(404);
    await request(kit.t.app).get(path).expect(401);

    const gql = (a: typeof ann, query: string) =>
      a
        .post('/graphql')
        .set('content-type', 'application/json')
        .send({ query, variables: { id: file.id } });
    const asked = await gql(
      ann,
      'query($id: ID!) { fileReading(fileId: $id) { status fileName findings { kind } } }',
    );
    expect(asked.body.data.fileReading).toEqual({ status: 'QUEUED', fileName: 'bill.pdf', findings: [] });
    const other = await gql(bob, 'mutation($id: ID!) { readFile(fileId: $id) { status } }');
    expect(other.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const peek = await gql(bob, 'query($id: ID!) { fileReading(fileId: $id) { status } }');
    expect(peek.body.errors[0].extensions.code).toBe('NOT_FOUND');

    const txt = (
      await upload(ann, Buffer.from('Total due $10\n'), 'notes.txt', { id: ann.eventId }).expect(201)
    ).body as { id: string };
    const refused = await ann.post(`/api/files/${txt.id}/reading`).send({}).expect(400);
    expect(refused.body.message).toMatch(/Only PDF, PNG and JPEG files can be read/);
  });
});
