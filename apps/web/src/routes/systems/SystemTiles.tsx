/** Body-system tiles (image and name), each linking to /systems/{id}. Used on the home page and /systems. */
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Link } from '../../router/Link';

export const SystemTileFragment = graphql(`
  fragment SystemTile on System {
    id
    name
    image
  }
`);

export function SystemTiles({ systems }: { systems: readonly FragmentType<typeof SystemTileFragment>[] }) {
  const items = getFragmentData(SystemTileFragment, systems);
  return (
    <ul className="system-tiles">
      {items.map((s) => (
        <li key={s.id}>
          <Link to={`/systems/${s.id}`} className="system-tile">
            {s.image ? (
              <img src={s.image} alt="" width={56} height={56} loading="lazy" />
            ) : (
              <span className="system-tile-blank" aria-hidden="true" />
            )}
            <span>{s.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
