/**
 * A search that found no hospital: why (no Medicare figures for the condition at all, with the
 * catalogue's reason, or none within reach), and what there is instead: the hospitals' own price files
 * (/procedures) and related conditions with figures near the place, as links that change the condition.
 */
import { displayFacilityName, displayPlace } from '@fp/domain';
import { Link } from '../../../router/Link';
import { useRouter } from '../../../router/Router';
import type { MapResult } from '../use-map-search';
import type { ConditionChoice } from './ConditionPicker';

type Unavailable = NonNullable<MapResult['unavailable']>;

export function NoFigures({
  conditionName,
  unavailable,
  reason,
  onChoose,
}: {
  conditionName: string;
  unavailable: Unavailable | null | undefined;
  /** Diagnosis.noFiguresReason: why there are no Medicare figures at all (null when there are some). */
  reason: string | null | undefined;
  onChoose: (c: ConditionChoice) => void;
}) {
  const { href } = useRouter();
  const nearest = unavailable?.nearest;
  return (
    <div className="empty-results" data-testid="no-results">
      {unavailable?.reason === 'NONE_NEARBY' && nearest ? (
        <p>
          No hospital within reach has Medicare figures for {conditionName}. The nearest is{' '}
          {displayFacilityName(nearest.name)} in {displayPlace(nearest.city)}, {nearest.state}, about{' '}
          {Math.round(nearest.distanceKm ?? 0).toLocaleString('en-US')} km away.
        </p>
      ) : (
        <p>
          There are no Medicare figures for {conditionName} in our data
          {unavailable ? ` (it covers ${unavailable.coveredConditions} conditions)` : ''}.
          {reason ? <span data-testid="no-figures-reason"> {reason}</span> : null}
        </p>
      )}
      <p>What there is instead:</p>
      <ul className="no-figures-instead">
        <li>
          <Link to="/procedures">Hospital price files</Link>: the prices hospitals publish themselves, by
          procedure.
        </li>
        {unavailable?.related.length ? (
          <li>
            Related conditions with figures near you:{' '}
            <span data-testid="related-conditions">
              {unavailable.related.map((d, i) => (
                <span key={d.id}>
                  {i > 0 ? ', ' : ''}
                  <a
                    href={href(`/map/${d.slug}`)}
                    onClick={(e) => {
                      e.preventDefault();
                      onChoose({ id: d.id, name: d.name, slug: d.slug });
                    }}
                  >
                    {d.name}
                  </a>
                </span>
              ))}
            </span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
