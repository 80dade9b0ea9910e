/**
 * One category icon of the grid and one category's section, each drawn again only when what it shows
 * changes: the page draws its ~320 categories in steps (CategoriesScreen), and the conditions' details
 * arrive after the first view; neither should make React go over the sections already drawn, a long task
 * on a slow phone (bench:lighthouse's total blocking time).
 */
import { memo, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CategoryConditionDetailsQuery } from '../../__generated__/graphql';
import { Link } from '../../router/Link';
import { Spinner } from '../../components/Spinner';
import { hospitalizationSentence, workSentences } from './words';
import { CategoryIcon } from './icons';
import { useLocale } from '../../i18n/intl';

export type ConditionDetails = CategoryConditionDetailsQuery['diagnoses'][number];

export interface CategoryView {
  id: string;
  name: string;
  icon: string | null;
  conditions: { id: number; name: string }[];
  /** The conditions matching the search box, or null when the section is not narrowed by it. */
  matching: { id: number; name: string }[] | null;
}

export const sectionId = (slug: string) => `category-${slug}`;

export const CategoryIconItem = memo(function CategoryIconItem({
  c,
  href,
  current,
  onIcon,
}: {
  c: CategoryView;
  href: string;
  current: boolean;
  onIcon: (e: MouseEvent<HTMLAnchorElement>, slug: string) => void;
}) {
  return (
    <li>
      <a
        href={href}
        className="category-icon"
        aria-current={current ? 'true' : undefined}
        onClick={(e) => onIcon(e, c.id)}
      >
        {c.icon ? (
          <CategoryIcon url={c.icon} size={48} />
        ) : (
          <span className="category-icon-blank" aria-hidden="true" />
        )}
        <span>{c.name}</span>
      </a>
    </li>
  );
});

export const CategorySection = memo(function CategorySection({
  c,
  open,
  details,
  detailsFailed,
  onToggle,
  onBack,
}: {
  c: CategoryView;
  open: boolean;
  /** The conditions' details by id (only given to an open section; undefined while they are asked). */
  details: ReadonlyMap<number, ConditionDetails> | undefined;
  detailsFailed: boolean;
  onToggle: (slug: string) => void;
  onBack: () => void;
}) {
  const list = c.matching ?? c.conditions;
  return (
    <section
      id={sectionId(c.id)}
      className={open ? 'category-section open' : 'category-section'}
      aria-labelledby={`${sectionId(c.id)}-h`}
    >
      <h2 id={`${sectionId(c.id)}-h`} tabIndex={-1}>
        <button
          type="button"
          className="category-toggle"
          aria-expanded={open}
          aria-controls={`${sectionId(c.id)}-list`}
          onClick={() => onToggle(c.id)}
        >
          {c.icon && <CategoryIcon url={c.icon} size={32} />}
          <span>{c.name}</span>
          <span className="category-count muted">
            {c.matching ? (
              <FormattedMessage
                id="categories.section.matching"
                defaultMessage="{matching} of {total}"
                values={{ matching: c.matching.length, total: c.conditions.length }}
              />
            ) : (
              <FormattedMessage
                id="categories.section.count"
                defaultMessage="{count, plural, one {{count} condition} other {{count} conditions}}"
                values={{ count: c.conditions.length }}
              />
            )}
          </span>
        </button>
      </h2>
      {open ? (
        <div id={`${sectionId(c.id)}-list`}>
          <ul className="category-conditions">
            {list.map((d) => (
              <ConditionItem key={d.id} d={d} more={details?.get(d.id)} failed={detailsFailed} />
            ))}
          </ul>
          <p className="back-to-top">
            <button type="button" className="link-button" onClick={onBack}>
              <FormattedMessage id="categories.section.back" defaultMessage="Back to the categories" />
            </button>
          </p>
        </div>
      ) : null}
    </section>
  );
});

/** One condition of an open section: its name, then its details once they have come. */
function ConditionItem({
  d,
  more,
  failed,
}: {
  d: { id: number; name: string };
  more: ConditionDetails | undefined;
  failed: boolean;
}) {
  const intl = useIntl();
  // The conditions' summaries are the catalogue's English (their names and specialties come in Spanish).
  const summaryLang = useLocale() === 'en' ? undefined : 'en';
  return (
    <li>
      <h3>
        <Link to={`/?diagnosis=${d.id}`}>{d.name}</Link>
      </h3>
      {!more ? (
        failed ? (
          <p className="muted">
            <FormattedMessage
              id="categories.section.detailsFailed"
              defaultMessage="The details could not be loaded. Please reload."
            />
          </p>
        ) : (
          <Spinner
            label={intl.formatMessage({
              id: 'categories.section.loadingDetails',
              defaultMessage: 'Loading the details',
            })}
          />
        )
      ) : (
        <>
          {more.summary && <p lang={summaryLang}>{more.summary}</p>}
          <dl>
            {more.specialties.length > 0 && (
              <>
                <dt>
                  <FormattedMessage id="categories.section.specialties" defaultMessage="Specialties" />
                </dt>
                <dd>{more.specialties.join(', ')}</dd>
              </>
            )}
            {more.work.length > 0 && (
              <>
                <dt>
                  <FormattedMessage id="categories.section.work" defaultMessage="Work" />
                </dt>
                <dd>{workSentences(intl, more.work).join(' ')}</dd>
              </>
            )}
            <dt>
              <FormattedMessage id="categories.section.stay" defaultMessage="Hospital stay" />
            </dt>
            <dd>{hospitalizationSentence(intl, more.hospitalization, more.hospitalizationLabel)}</dd>
          </dl>
        </>
      )}
    </li>
  );
}
