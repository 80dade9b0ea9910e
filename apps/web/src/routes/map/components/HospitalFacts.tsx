/**
 * What the hospital directory says about a hospital in its detail popup: phone, web site, type,
 * ownership (with what it means for financial assistance), the CMS star rating with its source and date, where its map point comes from, and a
 * directions link. Colocated fragment: the detail's query spreads it.
 */
import { displayAddress, displayPlace, hospitalKindText } from '@fp/domain';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';

export const HospitalFactsFragment = graphql(`
  fragment HospitalFacts on Provider {
    address
    city
    state
    zip
    phone
    website
    hospitalType
    ownership
    emergencyServices
    birthingFriendly
    beds
    starRating {
      value
      source
      asOf
    }
    locationSource
  }
`);

/** A directions link from the address text (no coordinates: an approximate point would mislead). */
export function directionsUrl(a: { address: string; city: string; state: string; zip: string }): string {
  const destination = `${a.address}, ${a.city}, ${a.state} ${a.zip}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

const LOCATION_TEXT = {
  BUILDING: 'the building (HIFLD hospitals layer)',
  ADDRESS: 'the street address',
  ZIP_CENTROID: 'approximate (the centre of the ZIP code)',
} as const;

/** "3 of 5 stars, CMS Care Compare overall star rating (date not given)". */
function ratingText(r: { value: number; source: string; asOf?: string | null }): string {
  const when = r.asOf ? `as of ${r.asOf}` : 'date not given by the source';
  return `${r.value} of 5 stars, ${r.source} (${when})`;
}

export function HospitalFacts({ hospital }: { hospital: FragmentType<typeof HospitalFactsFragment> }) {
  const h = getFragmentData(HospitalFactsFragment, hospital);
  const services = [
    h.emergencyServices ? 'emergency department' : null,
    h.birthingFriendly ? 'birthing-friendly (CMS)' : null,
    h.beds ? `${h.beds} beds` : null,
  ].filter(Boolean);
  return (
    <div className="detail-facts" data-testid="hospital-facts">
      <p className="detail-address">
        {displayAddress(h.address)}, {displayPlace(h.city)}, {h.state} {h.zip}
        {' · '}
        <a href={directionsUrl(h)} target="_blank" rel="noopener noreferrer">
          Directions
        </a>
      </p>
      <dl className="detail-fact-list">
        {h.phone ? (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${h.phone.replace(/[^\d+]/g, '')}`}>{h.phone}</a>
            </dd>
          </>
        ) : null}
        {h.website ? (
          <>
            <dt>Web site</dt>
            <dd>
              <a href={h.website} target="_blank" rel="noopener noreferrer">
                {h.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
              </a>
            </dd>
          </>
        ) : null}
        {h.hospitalType ? (
          <>
            <dt>Type</dt>
            <dd>
              {h.hospitalType}
              {services.length ? `; ${services.join(', ')}` : ''}
            </dd>
          </>
        ) : null}
        {h.ownership ? (
          <>
            <dt>Ownership</dt>
            <dd data-testid="hospital-ownership">
              {h.ownership}. {hospitalKindText(h.ownership, h.hospitalType)}
            </dd>
          </>
        ) : null}
        <dt>Rating</dt>
        <dd data-testid="hospital-rating">
          {h.starRating ? ratingText(h.starRating) : 'No CMS Care Compare overall star rating published'}
        </dd>
        {h.locationSource ? (
          <>
            <dt>Location on the map</dt>
            <dd>{LOCATION_TEXT[h.locationSource]}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
