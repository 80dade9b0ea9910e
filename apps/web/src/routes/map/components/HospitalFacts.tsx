/**
 * What the hospital directory says about a hospital in its detail popup: phone, web site, type,
 * ownership (with what it means for financial assistance), the CMS star rating with its source and date, where its map point comes from, and a
 * directions link. Colocated fragment: the detail's query spreads it.
 */
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { isCriticalAccess, ownershipKind } from '@fp/domain';
import { DOT_SEPARATOR } from '../separators';
import { addressLine } from './ProviderList';
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

const LOCATION_TEXT = defineMessages({
  BUILDING: { id: 'map.facts.locationBuilding', defaultMessage: 'the building (HIFLD hospitals layer)' },
  ADDRESS: { id: 'map.facts.locationAddress', defaultMessage: 'the street address' },
  ZIP_CENTROID: { id: 'map.facts.locationZip', defaultMessage: 'approximate (the centre of the ZIP code)' },
});

/**
 * What the ownership means for financial assistance: @fp/domain's hospitalKindText (OWNERSHIP_WORDS), in
 * the page's language; the English here is the same sentences.
 */
const KIND_TEXT = defineMessages({
  nonprofit: {
    id: 'map.facts.kindNonprofit',
    defaultMessage:
      'Nonprofit hospital: federal tax law (26 U.S.C. 501(r)) requires it to have a financial assistance policy, to cap what eligible patients are charged, and to accept applications for 240 days after the first bill.',
  },
  government: {
    id: 'map.facts.kindGovernment',
    defaultMessage:
      'Government hospital: the federal 501(r) rules for nonprofits do not bind it; its state’s law and its own policy decide financial assistance.',
  },
  for_profit: {
    id: 'map.facts.kindForProfit',
    defaultMessage:
      'For-profit hospital: no federal rule requires financial assistance; only its state’s law and its own policy do.',
  },
  unknown: {
    id: 'map.facts.kindUnknown',
    defaultMessage:
      'Ownership not known: CMS lists none for this hospital, so whether the federal 501(r) rules apply cannot be said here.',
  },
});

const CRITICAL_ACCESS = defineMessages<{ criticalAccess: { owner: string } }>({
  criticalAccess: {
    id: 'map.facts.criticalAccess',
    defaultMessage: '{owner} Critical access hospital (a rural hospital of 25 beds or fewer, CMS).',
  },
}).criticalAccess;

function kindText(intl: IntlShape, ownership: string | null | undefined, type: string | null | undefined) {
  const owner = intl.formatMessage(KIND_TEXT[ownershipKind(ownership) ?? 'unknown']);
  return isCriticalAccess(type) ? intl.formatMessage(CRITICAL_ACCESS, { owner }) : owner;
}

/** "3 of 5 stars, CMS Care Compare overall star rating (date not given)"; the source's name is data. */
function Rating({ r }: { r: { value: number; source: string; asOf?: string | null } }) {
  return (
    <FormattedMessage
      id="map.facts.rating"
      defaultMessage="{value} of 5 stars, <source></source> ({dated, select, yes {as of {asOf}} other {date not given by the source}})"
      values={{
        value: r.value,
        source: () => <span translate="no">{r.source}</span>,
        dated: r.asOf ? 'yes' : 'no',
        asOf: r.asOf ?? '',
      }}
    />
  );
}

/** "; emergency department, 120 beds": what the directory says the hospital offers, after its type. */
function servicesText(
  intl: IntlShape,
  h: { emergencyServices?: boolean | null; birthingFriendly?: boolean | null; beds?: number | null },
): string {
  const services = [
    h.emergencyServices
      ? intl.formatMessage({ id: 'map.facts.emergency', defaultMessage: 'emergency department' })
      : null,
    h.birthingFriendly
      ? intl.formatMessage({ id: 'map.facts.birthing', defaultMessage: 'birthing-friendly (CMS)' })
      : null,
    h.beds
      ? intl.formatMessage({ id: 'map.facts.beds', defaultMessage: '{beds} beds' }, { beds: h.beds })
      : null,
  ].filter(Boolean);
  return services.length ? `; ${services.join(', ')}` : '';
}

export function HospitalFacts({ hospital }: { hospital: FragmentType<typeof HospitalFactsFragment> }) {
  const intl = useIntl();
  const h = getFragmentData(HospitalFactsFragment, hospital);
  const where = addressLine(h);
  const withServices = servicesText(intl, h);
  return (
    <div className="detail-facts" data-testid="hospital-facts">
      <p className="detail-address">
        <span translate="no">{where}</span>
        {DOT_SEPARATOR}
        <a href={directionsUrl(h)} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="map.facts.directions" defaultMessage="Directions" />
        </a>
      </p>
      <dl className="detail-fact-list">
        {h.phone ? (
          <>
            <dt>
              <FormattedMessage id="map.facts.phone" defaultMessage="Phone" />
            </dt>
            <dd>
              <a href={`tel:${h.phone.replace(/[^\d+]/g, '')}`}>{h.phone}</a>
            </dd>
          </>
        ) : null}
        {h.website ? (
          <>
            <dt>
              <FormattedMessage id="map.facts.website" defaultMessage="Web site" />
            </dt>
            <dd translate="no">
              <a href={h.website} target="_blank" rel="noopener noreferrer">
                {h.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
              </a>
            </dd>
          </>
        ) : null}
        {h.hospitalType ? (
          <>
            <dt>
              <FormattedMessage id="map.facts.type" defaultMessage="Type" />
            </dt>
            <dd>
              {/* CMS's own words for the type, as data. */}
              <span translate="no">{h.hospitalType}</span>
              {withServices}
            </dd>
          </>
        ) : null}
        {h.ownership ? (
          <>
            <dt>
              <FormattedMessage id="map.facts.ownership" defaultMessage="Ownership" />
            </dt>
            <dd data-testid="hospital-ownership">
              <FormattedMessage
                id="map.facts.ownershipLine"
                defaultMessage="<owner></owner>. {kind}"
                values={{
                  owner: () => <span translate="no">{h.ownership}</span>,
                  kind: kindText(intl, h.ownership, h.hospitalType),
                }}
              />
            </dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="map.facts.ratingLabel" defaultMessage="Rating" />
        </dt>
        <dd data-testid="hospital-rating">
          {h.starRating ? (
            <Rating r={h.starRating} />
          ) : (
            <FormattedMessage
              id="map.facts.noRating"
              defaultMessage="No CMS Care Compare overall star rating published"
            />
          )}
        </dd>
        {h.locationSource ? (
          <>
            <dt>
              <FormattedMessage id="map.facts.location" defaultMessage="Location on the map" />
            </dt>
            <dd>{intl.formatMessage(LOCATION_TEXT[h.locationSource])}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
