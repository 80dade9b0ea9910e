/**
 * A search that found no hospital: why (no Medicare figures for the condition at all, with the
 * catalogue's reason, or none within reach), and what there is instead: the hospitals' own price files
 * (/procedures) and related conditions with figures near the place, as links that change the condition.
 */
import { FormattedMessage } from 'react-intl';
import { displayFacilityName, displayPlace } from '@fp/domain';
import { SPACE } from '../../../components/text';
import { LIST_COMMA } from '../separators';
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
  const nearestPlace = nearest ? `${displayPlace(nearest.city)}, ${nearest.state}` : '';
  return (
    <div className="empty-results" data-testid="no-results">
      {unavailable?.reason === 'NONE_NEARBY' && nearest ? (
        <p>
          <FormattedMessage
            id="map.noFigures.noneNearby"
            defaultMessage="No hospital within reach has Medicare figures for {condition}. The nearest is <hospital></hospital> in <place></place>, about {km} km away."
            values={{
              condition: conditionName,
              hospital: () => <span translate="no">{displayFacilityName(nearest.name)}</span>,
              place: () => <span translate="no">{nearestPlace}</span>,
              km: Math.round(nearest.distanceKm ?? 0),
            }}
          />
        </p>
      ) : (
        <p>
          <FormattedMessage
            id="map.noFigures.none"
            defaultMessage="There are no Medicare figures for {condition} in our data{covered, select, yes { (it covers {count} conditions)} other {}}."
            values={{
              condition: conditionName,
              covered: unavailable ? 'yes' : 'no',
              count: unavailable?.coveredConditions ?? 0,
            }}
          />
          {/* The catalogue's reason, in English until the catalogue is translated. */}
          {reason ? <span data-testid="no-figures-reason"> {reason}</span> : null}
        </p>
      )}
      <p>
        <FormattedMessage id="map.noFigures.instead" defaultMessage="What there is instead:" />
      </p>
      <ul className="no-figures-instead">
        <li>
          <FormattedMessage
            id="map.noFigures.priceFiles"
            defaultMessage="<link>Hospital price files</link>: the prices hospitals publish themselves, by procedure."
            values={{ link: (chunks) => <Link to="/procedures">{chunks}</Link> }}
          />
        </li>
        {unavailable?.related.length ? (
          <li>
            <FormattedMessage
              id="map.noFigures.related"
              defaultMessage="Related conditions with figures near you:"
            />
            {SPACE}
            <span data-testid="related-conditions">
              {unavailable.related.map((d, i) => (
                <span key={d.id}>
                  {i > 0 ? LIST_COMMA : null}
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
