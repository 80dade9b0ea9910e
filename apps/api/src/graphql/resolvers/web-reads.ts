/**
 * The web app's own reads that used to be REST: the session's security token (GET /api/csrf), the map's
 * town names (GET /api/geo/towns). Each calls what the REST route calls; the REST paths stay for the older
 * site's clients. The data export stays a streamed download (GET /api/user/export): the archive holds the
 * uploaded files, and a GraphQL answer would hold all of it in memory, base64-encoded.
 */
import { townsNear } from '@fp/geo';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { coordinate } from '../../rest/geo';

export const webReadsResolvers: Resolvers = {
  Query: {
    securityToken: (_p, _a, ctx) => ctx.session.csrfToken(),
    townsNear: (_p, { lat, lng }) =>
      townsNear(coordinate(String(lat), 'lat', 90), coordinate(String(lng), 'lng', 180)).map(
        ([name, x, y, minZoom]) => ({ name, lng: x, lat: y, minZoom }),
      ),
  },
};
