/**
 * The web app's own reads that used to be REST: the session's security token (GET /api/csrf), the map's
 * town names (GET /api/geo/towns) and the export archive (GET /api/user/export). Each calls what the REST
 * route calls; the REST paths stay for the older site's clients.
 */
import { townsNear } from '@fp/geo';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { coordinate } from '../../rest/geo';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export const webReadsResolvers: Resolvers = {
  Query: {
    securityToken: (_p, _a, ctx) => ctx.session.csrfToken(),
    townsNear: (_p, { lat, lng }) =>
      townsNear(coordinate(String(lat), 'lat', 90), coordinate(String(lng), 'lng', 180)).map(
        ([name, x, y, minZoom]) => ({ name, lng: x, lat: y, minZoom }),
      ),
    myDataExport: async (_p, _a, ctx) => {
      const { fileName, stream } = await ctx.services.accountData.exportArchive(ctx.session.userId);
      const bytes = await readAll(stream);
      return { fileName, contentType: 'application/zip', contentBase64: bytes.toString('base64') };
    },
  },
};
